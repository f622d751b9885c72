/**
 * `npm run cli -- run` as a shop PC runs it: the real CLI in a child process, polling the simulator and
 * printing on virtual printers over TCP, stopped by signals; and every way to call it wrongly.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter, type PrintedJob } from '../../electron/demo/virtual-printer';
import { eventually } from '../engine/world';
import { killAllCli, ROOT, startCli, type CliChild } from './cli-process';

const TENANT = 'headless-shop';
/** Distinctive, so finding it anywhere in the output is never a coincidence. */
const TOKEN = 'tok-7d1f-headless-9c2e-secret';

let sim: Simulator;
let shops: readonly number[];
const printers: VirtualPrinter[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  sim = await Simulator.start({ seed: 23, tenants: [{ id: TENANT, token: TOKEN }] });
  shops = sim.tenants[0]!.shopIds;
});

afterEach(async () => {
  await killAllCli();
  await Promise.all(printers.splice(0).map((printer) => printer.close()));
});

afterAll(async () => {
  await killAllCli();
  await sim.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-headless-'));
  dirs.push(dir);
  return dir;
}

async function printer(options: { paperWidth?: 58 | 80 } = {}): Promise<VirtualPrinter> {
  const started = await VirtualPrinter.start(options);
  printers.push(started);
  return started;
}

const ids = (orders: readonly { id: unknown }[]): string[] => orders.map((order) => String(order.id));
const jobsFor = (on: VirtualPrinter, id: string): PrintedJob[] =>
  on.jobs().filter((job) => job.parsed.qrCodes.includes(id));
const allConfirmed = (orderIds: readonly string[]) => () =>
  orderIds.every((id) => sim.isConfirmed(id, TENANT));

/** The token must not show anywhere a person or a log collector could read it (invariant 5). */
function expectNoToken(cli: CliChild, dataDir: string): void {
  expect(cli.stdout()).not.toContain(TOKEN);
  expect(cli.stderr()).not.toContain(TOKEN);
  const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(dataDir, file)).isFile(),
  );
  expect(files).toContain('ledger.db');
  for (const file of files)
    expect(readFileSync(join(dataDir, file)).includes(TOKEN), `${file} holds the token`).toBe(false);
}

describe('npm run cli -- run', () => {
  it('prints every order of the chosen shops in French on 58 mm, two copies each, confirms them, and stops on SIGTERM', async () => {
    const paper = await printer({ paperWidth: 58 });
    const dataDir = tempDir();
    const [first, second, other] = shops;
    const chosen = [...sim.addOrders(3, { shopId: first! }), ...sim.addOrders(2, { shopId: second! })];
    const ignored = sim.addOrders(2, { shopId: other! });

    const cli = startCli(
      [
        'run',
        '--api-url',
        sim.url,
        '--tenant',
        TENANT,
        '--shop',
        String(first),
        '--shop',
        String(second),
        '--printer',
        paper.uri,
        '--paper-width',
        '58',
        '--language',
        'fr',
        '--copies',
        '2',
        '--poll-interval',
        '1',
        '--data-dir',
        dataDir,
      ],
      { ORDERSLIP_TOKEN: TOKEN },
    );
    await eventually('the first orders are confirmed', allConfirmed(ids(chosen)), 45_000);
    // Polling goes on: orders that arrive later are printed too.
    const later = sim.addOrders(2, { shopId: second! });
    await eventually('the later orders are confirmed', allConfirmed(ids(later)), 45_000);

    for (const id of ids([...chosen, ...later])) {
      const jobs = jobsFor(paper, id);
      expect(jobs.map((job) => job.text.match(/Copie \d\/\d/)?.[0])).toEqual(['Copie 1/2', 'Copie 2/2']);
      for (const job of jobs) {
        expect(job.text).toContain('€');
        expect(job.text).toContain('Payé le');
        expect(job.text).toContain('Commande');
        // The client's mobile as a Belgian shop writes it (+32 4xx… as 04xx xx xx xx): libphonenumber-js,
        // which the bundled host loads at its first receipt, not at start.
        expect(job.text).toMatch(/\b04\d\d \d\d \d\d \d\d\b/);
        const textLines = job.parsed.lines
          .map((line) => line.text)
          .filter((line) => !/^\[|^--- cut/.test(line));
        expect(
          textLines.filter((line) => line.length > 32),
          'lines wider than 58 mm paper',
        ).toEqual([]);
        expect(textLines).toContain('-'.repeat(32));
      }
    }
    // A shop not named with --shop is not polled: its orders are neither printed nor confirmed.
    for (const id of ids(ignored)) {
      expect(jobsFor(paper, id)).toEqual([]);
      expect(sim.isConfirmed(id, TENANT)).toBe(false);
    }
    expect(cli.stdout()).toMatch(/ORDER \S+ confirmed/);

    cli.signal('SIGTERM');
    expect(await cli.waitForExit()).toEqual({ code: 0, signal: null });
    const out = cli.stdoutLines();
    // --language fr: the receipts and the log's sentences in French, the markers (ORDER, SERVICE) as they are.
    const stopping = out.findIndex((line) =>
      line.startsWith('Arrêt (SIGTERM)\u202f: le ticket en cours d’impression est d’abord terminé.'),
    );
    expect(stopping, out.join('\n')).not.toBe(-1);
    expect(
      out.some((line) => /Stopping|Connected|Ready\./.test(line)),
      out.join('\n'),
    ).toBe(false);
    expect(out.slice(stopping).some((line) => /SERVICE stopped/.test(line))).toBe(true);
    expect(cli.stderr()).toBe('');

    // The data folder holds the ledger: every order of the two shops is in it, confirmed.
    expect(readdirSync(dataDir)).toContain('ledger.db');
    const ledger = Ledger.open(join(dataDir, 'ledger.db'));
    try {
      for (const id of ids([...chosen, ...later])) expect(ledger.getOrder(id)?.state).toBe('confirmed');
      for (const id of ids(ignored)) expect(ledger.getOrder(id)).toBeNull();
    } finally {
      ledger.close();
    }
    expectNoToken(cli, dataDir);
  });

  it('reads the token from --token-file, logs one JSON object per line with --log-format json, and stops on SIGINT', async () => {
    const paper = await printer();
    const dataDir = tempDir();
    const tokenFile = join(tempDir(), 'token');
    writeFileSync(tokenFile, `${TOKEN}\n`, { mode: 0o600 });
    const shop = shops[0]!;
    const orders = ids(sim.addOrders(2, { shopId: shop }));

    const cli = startCli([
      'run',
      '--api-url',
      sim.url,
      '--tenant',
      TENANT,
      '--token-file',
      tokenFile,
      '--shop',
      String(shop),
      '--printer',
      paper.uri,
      '--poll-interval',
      '1',
      '--data-dir',
      dataDir,
      '--log-format',
      'json',
    ]);
    await eventually('both orders are confirmed', allConfirmed(orders), 45_000);
    await cli.waitForLine(new RegExp(`"orderId":"${orders[1]}".*"state":"confirmed"`));

    cli.signal('SIGINT');
    expect(await cli.waitForExit()).toEqual({ code: 0, signal: null });
    expect(cli.stderr()).toBe('');
    expectNoToken(cli, dataDir);

    const parsed = cli.stdoutLines().map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return { notJson: line };
      }
    });
    for (const id of orders)
      expect(parsed).toContainEqual(
        expect.objectContaining({ type: 'order', orderId: id, state: 'confirmed' }),
      );
    expect(parsed).toContainEqual(expect.objectContaining({ type: 'connection', state: 'stopped' }));
    // Every line, the ones about stopping included, is for a machine to read.
    expect(parsed.filter((event) => 'notJson' in event)).toEqual([]);
    for (const event of parsed) expect(typeof event['at']).toBe('string');
    // Each message as its code and parameters, its English text beside them.
    expect(parsed).toContainEqual({
      type: 'host',
      at: expect.any(String),
      code: 'log.stopping',
      params: { signal: 'SIGINT' },
      message: 'Stopping (SIGINT): the receipt being printed is finished first.',
    });
    for (const event of parsed.filter((line) => line['type'] !== 'order' || line['reason'] !== null)) {
      expect(event['code'], JSON.stringify(event)).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
      expect(typeof event['params'], JSON.stringify(event)).toBe('object');
    }
    for (const event of parsed.filter((line) => line['type'] === 'log'))
      expect(typeof event['message']).toBe('string');
  });

  it('Ctrl+C in a terminal (SIGINT to the whole process group) stops gracefully with exit 0, every time', async () => {
    const paper = await printer();
    // A terminal signals every process of the foreground group at once. Five rounds were for tsx's relay
    // process, which got the Ctrl+C beside the program and relayed it again, a race; the CLI here is one
    // process (cli-process.ts runs the bundle with `exec`), so each round is the same as the last: two
    // rounds, a second start stopping as the first did, keep what the other three added.
    for (let round = 1; round <= 2; round++) {
      const cli = startCli(
        [
          'run',
          '--api-url',
          sim.url,
          '--tenant',
          TENANT,
          '--shop',
          String(shops[0]),
          '--printer',
          paper.uri,
          '--data-dir',
          tempDir(),
        ],
        { ORDERSLIP_TOKEN: TOKEN },
      );
      const order = ids(sim.addOrders(1, { shopId: shops[0]! }));
      await eventually('the order is confirmed', allConfirmed(order), 45_000);
      cli.signalGroup('SIGINT');
      const exit = await cli.waitForExit();
      expect(exit, `round ${round}:\n${cli.stdout()}${cli.stderr()}`).toEqual({ code: 0, signal: null });
      expect(cli.stdout()).toMatch(/SERVICE stopped/);
    }
  }, 120_000);

  it('takes printers and per-shop routing from --config, and flags win over the file', async () => {
    const counter = await printer();
    const kitchen = await printer();
    const dataDir = tempDir();
    const configFile = join(tempDir(), 'orderslip.json');
    const [bakery, butcher] = shops;
    writeFileSync(
      configFile,
      JSON.stringify({
        // Wrong on purpose: --api-url must win.
        connection: { baseUrl: 'http://127.0.0.1:9', tenant: TENANT },
        printers: [
          { id: 'counter', name: 'Counter', uri: counter.uri, language: 'nl' },
          { id: 'kitchen', name: 'Kitchen', uri: kitchen.uri, language: 'nl', paperWidth: 58 },
        ],
        shops: [
          { shopId: bakery, name: 'Bakery', printerIds: ['counter'] },
          { shopId: butcher, name: 'Butcher', printerIds: ['counter', 'kitchen'] },
        ],
        pollIntervalSeconds: 1,
      }),
    );
    const forBakery = ids(sim.addOrders(2, { shopId: bakery! }));
    const forButcher = ids(sim.addOrders(2, { shopId: butcher! }));

    const cli = startCli(
      ['run', '--config', configFile, '--api-url', sim.url, '--language', 'en', '--data-dir', dataDir],
      { ORDERSLIP_TOKEN: TOKEN },
    );
    await eventually('every order is confirmed', allConfirmed([...forBakery, ...forButcher]), 45_000);

    for (const id of forBakery) {
      expect(jobsFor(counter, id)).toHaveLength(1);
      expect(jobsFor(kitchen, id)).toEqual([]);
    }
    for (const id of forButcher) {
      expect(jobsFor(counter, id)).toHaveLength(1);
      expect(jobsFor(kitchen, id)).toHaveLength(1);
    }
    for (const job of [...counter.jobs(), ...kitchen.jobs()]) {
      expect(job.text).toContain('Paid on');
      expect(job.text).not.toContain('Betaald op');
    }
    cli.signal('SIGTERM');
    expect(await cli.waitForExit()).toEqual({ code: 0, signal: null });
  });

  it('--shop with --config polls that shop and keeps the routing the file gives it', async () => {
    const counter = await printer();
    const kitchen = await printer();
    const configFile = join(tempDir(), 'orderslip.json');
    const [, , bakery, butcher] = shops;
    writeFileSync(
      configFile,
      JSON.stringify({
        connection: { baseUrl: sim.url, tenant: TENANT },
        printers: [
          { id: 'counter', uri: counter.uri },
          { id: 'kitchen', uri: kitchen.uri },
        ],
        shops: [
          { shopId: bakery, printerIds: ['counter'] },
          { shopId: butcher, printerIds: ['kitchen'] },
        ],
      }),
    );
    const forBakery = ids(sim.addOrders(1, { shopId: bakery! }));
    const cli = startCli(
      [
        'run',
        '--config',
        configFile,
        '--shop',
        String(bakery),
        '--poll-interval',
        '1',
        '--data-dir',
        tempDir(),
      ],
      { ORDERSLIP_TOKEN: TOKEN },
    );
    await eventually('the bakery order is confirmed', allConfirmed(forBakery), 45_000);
    expect(jobsFor(counter, forBakery[0]!)).toHaveLength(1);
    // The file sends the bakery's orders to the counter only; naming the shop must not change that.
    expect(jobsFor(kitchen, forBakery[0]!)).toEqual([]);
    cli.signal('SIGTERM');
    expect((await cli.waitForExit()).code).toBe(0);
  });
});

describe('calling run wrongly: one line on stderr, exit code 2', () => {
  const base = (dataDir: string) => [
    'run',
    '--api-url',
    'http://127.0.0.1:9',
    '--tenant',
    TENANT,
    '--printer',
    'tcp://127.0.0.1:9',
    '--data-dir',
    dataDir,
  ];

  async function refused(args: readonly string[], env: Record<string, string> = { ORDERSLIP_TOKEN: TOKEN }) {
    const cli = startCli(args, env);
    const exit = await cli.waitForExit();
    return { exit, stderr: cli.stderrLines(), stdout: cli.stdout(), cli };
  }

  const notJson = (dir: string) => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ "printers": [ ');
    return file;
  };
  const badSetting = (dir: string) => {
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ printers: [{ id: 'counter', uri: 'tcp://127.0.0.1:9', copies: 9 }] }),
    );
    return file;
  };

  interface Misuse {
    readonly name: string;
    readonly args: (dir: string) => string[];
    readonly message: RegExp;
    /** The child's environment; the token in ORDERSLIP_TOKEN unless given. */
    readonly env?: Record<string, string>;
  }
  const cases: readonly Misuse[] = [
    { name: 'an unknown flag', args: (dir) => [...base(dir), '--colour', 'red'], message: /--colour/ },
    {
      name: '--log-format yaml',
      args: (dir) => [...base(dir), '--log-format', 'yaml'],
      message: /--log-format must be one of text, json, got "yaml"/,
    },
    {
      name: '--language de',
      args: (dir) => [...base(dir), '--language', 'it'],
      message: /--language must be one of nl, fr, de, en, got "it"/,
    },
    {
      name: '--paper-width 70',
      args: (dir) => [...base(dir), '--paper-width', '70'],
      message: /--paper-width must be one of 58, 80.*70/,
    },
    {
      name: '--copies 9',
      args: (dir) => [...base(dir), '--copies', '9'],
      message: /--copies must be between 1 and 5, got 9/,
    },
    {
      name: '--token on the command line',
      args: (dir) => [...base(dir), '--token', 'abc'],
      message: /ORDERSLIP_TOKEN/,
    },
    {
      name: 'no --api-url and no --http-port',
      args: (dir) => ['run', '--tenant', TENANT, '--printer', 'tcp://127.0.0.1:9', '--data-dir', dir],
      message: /missing --api-url/,
    },
    {
      name: 'no token at all',
      args: (dir) => base(dir),
      message: /missing ORDERSLIP_TOKEN or --token-file/,
      env: {},
    },
    {
      name: 'a --token-file that cannot be read',
      args: (dir) => [...base(dir), '--token-file', join(dir, 'nope')],
      message: /--token-file .*nope cannot be read: ENOENT/,
      env: {},
    },
    {
      name: 'a --config file that is not JSON',
      args: (dir) => [...base(dir), '--config', notJson(dir)],
      message: /is not valid JSON/,
    },
    {
      name: 'a --config file with a bad setting',
      args: (dir) => [...base(dir), '--config', badSetting(dir)],
      message: /printers\[0\]\.copies\b.* 1 to 5\b.* 9\b/,
    },
  ];

  it.each(cases)('$name', async ({ args, message, env }) => {
    const dir = tempDir();
    const result = await refused(args(dir), env);
    expect(result.exit, result.stderr.join('\n')).toEqual({ code: 2, signal: null });
    expect(result.stderr).toHaveLength(1);
    expect(result.stderr[0]).toMatch(/^orderslip run: /);
    expect(result.stderr[0]).toMatch(message);
    expect(result.stdout).toBe('');
  });

  it('settings the engine cannot run on (an address that is not a web address) are refused, not run as a success', async () => {
    const dir = tempDir();
    const args = base(dir);
    args[2] = 'not-a-url';
    const result = await refused(args);
    expect(result.exit.code, `stdout: ${result.stdout}`).toBe(2);
    expect(result.stderr).toHaveLength(1);
    expect(result.stderr[0]).toMatch(/not a web address/);
  });
});

describe('npm run cli', () => {
  it('--help lists every command and exits 0', async () => {
    const npm = spawn('npm', ['run', '--silent', 'cli', '--', '--help'], { cwd: ROOT, env: process.env });
    let stdout = '';
    npm.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const code = await new Promise<number | null>((done) => npm.on('close', done));
    expect(code).toBe(0);
    for (const command of ['run', 'demo', 'simulator', 'virtual-printer'])
      expect(stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect(stdout).toContain('--token-file PATH');
  });

  it('an unknown command is a usage error (exit 2) naming the commands there are', async () => {
    const cli = startCli(['print-everything']);
    expect(await cli.waitForExit()).toEqual({ code: 2, signal: null });
    const [line, ...more] = cli.stderrLines();
    expect(more).toEqual([]);
    expect(line).toMatch(/^orderslip: unknown command "print-everything"\. Commands: /);
    for (const command of ['run', 'demo', 'simulator', 'virtual-printer']) expect(line).toContain(command);
  });
});
