/**
 * `npm run cli -- run --settings FILE`: the headless host provisioned from the same file as the app
 * (docs/DEPLOY.md), as a real CLI process on the simulator and a virtual printer over TCP. A good file
 * prints; a wrong one lists every problem with its path, exits 2 and leaves the data folder as it was.
 */
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { eventually } from '../engine/world';
import { killAllCli, startCli } from './cli-process';

const TENANT = 'provisioned-headless';
/** Distinctive, so finding it anywhere is never a coincidence. */
const TOKEN = 'tok-91ab-provisioned-headless-secret';

let sim: Simulator;
let printer: VirtualPrinter;
const dirs: string[] = [];

beforeAll(async () => {
  sim = await Simulator.start({ seed: 41, tenants: [{ id: TENANT, token: TOKEN }] });
  printer = await VirtualPrinter.start();
});
afterEach(killAllCli);
afterAll(async () => {
  await killAllCli();
  await printer.close();
  await sim.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-run-settings-'));
  dirs.push(dir);
  return dir;
}

/** Every file under `dir` with its bytes: what "untouched" compares. */
function snapshot(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(dir, file)).isFile(),
  );
  return Object.fromEntries(files.map((file) => [file, readFileSync(join(dir, file), 'base64')]));
}

describe('npm run cli -- run --settings FILE', () => {
  it('runs on the file (flags still win), keeps its token in the data folder and takes it out of the file', async () => {
    const dataDir = tempDir();
    const file = join(tempDir(), 'orderslip-provision.json');
    writeFileSync(
      file,
      JSON.stringify({
        connection: { baseUrl: sim.url, tenant: TENANT },
        token: TOKEN,
        pollIntervalSeconds: 1,
        // Nobody listens there: --printer must win, or nothing prints.
        printers: [{ id: 'counter', name: 'Counter', uri: 'tcp://127.0.0.1:9' }],
      }),
    );
    const [order] = sim.addOrders(1);
    const id = String(order!.id);

    const cli = startCli([
      'run',
      '--settings',
      file,
      '--printer',
      printer.uri,
      '--data-dir',
      dataDir,
      '--language',
      'en',
    ]);
    await eventually('the order is confirmed', () => sim.isConfirmed(id, TENANT), 60_000);
    expect(printer.jobs().some((job) => job.parsed.qrCodes.includes(id))).toBe(true);
    await cli.waitForLine(/Settings applied from the provisioning file .*orderslip-provision\.json/);
    await cli.waitForLine(/The secrets in .* are now kept by OrderSlip and were removed from the file/);
    cli.signal('SIGTERM');
    expect(await cli.waitForExit(30_000)).toEqual({ code: 0, signal: null });

    // Where the headless host keeps a token set from the window: the data folder's token file.
    expect(readFileSync(join(dataDir, 'token'), 'utf8').trim()).toBe(TOKEN);
    expect(statSync(join(dataDir, 'token')).mode & 0o077).toBe(0);
    const left = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(left).not.toHaveProperty('token');
    expect(left).toMatchObject({ connection: { baseUrl: sim.url, tenant: TENANT }, pollIntervalSeconds: 1 });
    expect(cli.stdout() + cli.stderr()).not.toContain(TOKEN);

    // The next start, from the file without its token: the token kept in the data folder is used.
    const [next] = sim.addOrders(1);
    const again = startCli(['run', '--settings', file, '--printer', printer.uri, '--data-dir', dataDir]);
    await eventually('the next order is confirmed', () => sim.isConfirmed(String(next!.id), TENANT), 60_000);
    again.signal('SIGTERM');
    expect(await again.waitForExit(30_000)).toEqual({ code: 0, signal: null });
    expect(again.stdout()).not.toMatch(/provisioning file/);
  }, 180_000);

  it('leaves the token in a read-only file, and says so', async () => {
    const dataDir = tempDir();
    const file = join(tempDir(), 'orderslip-provision.json');
    writeFileSync(
      file,
      JSON.stringify({
        connection: { baseUrl: sim.url, tenant: TENANT },
        token: TOKEN,
        pollIntervalSeconds: 1,
        printers: [{ id: 'counter', uri: printer.uri }],
      }),
    );
    chmodSync(file, 0o444);
    const before = readFileSync(file, 'utf8');
    const cli = startCli(['run', '--settings', file, '--data-dir', dataDir, '--language', 'en']);
    await cli.waitForLine(/The secrets in .* cannot be written \(read-only\): they are still in it/, 60_000);
    cli.signal('SIGTERM');
    expect(await cli.waitForExit(30_000)).toEqual({ code: 0, signal: null });
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readFileSync(join(dataDir, 'token'), 'utf8').trim()).toBe(TOKEN);
  }, 120_000);

  it('ORDERSLIP_TOKEN wins over the file’s token, which is then neither used nor taken out of the file', async () => {
    const dataDir = tempDir();
    const file = join(tempDir(), 'orderslip-provision.json');
    const text = JSON.stringify({
      connection: { baseUrl: sim.url, tenant: TENANT },
      // The service would refuse this one: the order prints only on the environment's token.
      token: 'tok-not-this-one',
      pollIntervalSeconds: 1,
      printers: [{ id: 'counter', uri: printer.uri }],
    });
    writeFileSync(file, text);
    const [order] = sim.addOrders(1);
    const cli = startCli(['run', '--settings', file, '--data-dir', dataDir], { ORDERSLIP_TOKEN: TOKEN });
    await eventually('the order is confirmed', () => sim.isConfirmed(String(order!.id), TENANT), 60_000);
    cli.signal('SIGTERM');
    expect(await cli.waitForExit(30_000)).toEqual({ code: 0, signal: null });
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(existsSync(join(dataDir, 'token'))).toBe(false);
    expect(cli.stdout()).not.toMatch(/provisioning file/);
  }, 120_000);

  it('refuses a wrong file: every problem on its own line with its path, exit 2, the data folder untouched', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'settings.json'), '{"settingsVersion":"1.0.0","language":"fr"}\n');
    const before = snapshot(dataDir);
    const file = join(tempDir(), 'wrong.json');
    const text = JSON.stringify({
      connection: { baseUrl: sim.url, tenant: TENANT },
      token: TOKEN,
      printers: [
        { id: 'counter', uri: printer.uri, copies: 9 },
        { id: 'kitchen', uri: 'tcp://' },
      ],
      shops: [{ shopId: 1, printerIds: ['oven'] }],
      pollIntervalSecs: 1,
    });
    writeFileSync(file, text);

    const cli = startCli(['run', '--settings', file, '--data-dir', dataDir, '--language', 'nl']);
    expect(await cli.waitForExit(30_000)).toEqual({ code: 2, signal: null });
    const lines = cli.stderrLines();
    expect(lines, lines.join('\n')).toHaveLength(5);
    expect(lines[0]).toMatch(/^pollIntervalSecs: geen instelling die OrderSlip kent/);
    expect(lines[1]).toMatch(/printers\[0\]\.copies\b.*\b9\b/);
    expect(lines[2]).toMatch(/^printers\[1\]\.uri: /);
    expect(lines[3]).toMatch(/^shops\[0\]\.printerIds\[0\]: noemt de printer "oven"/);
    expect(lines[4]).toMatch(
      /^orderslip run: Het provisioningbestand .*wrong\.json heeft 4 problemen: er is niets toegepast/,
    );
    expect(cli.stdout()).toBe('');
    expect(snapshot(dataDir)).toEqual(before);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(cli.stderr()).not.toContain(TOKEN);
  }, 60_000);

  it('takes --settings or --config, not both', async () => {
    const dir = tempDir();
    const file = join(dir, 'settings.json');
    writeFileSync(file, '{}');
    const cli = startCli(['run', '--settings', file, '--config', file, '--data-dir', join(dir, 'data')]);
    expect(await cli.waitForExit(30_000)).toEqual({ code: 2, signal: null });
    expect(cli.stderrLines()).toEqual([
      expect.stringMatching(/^orderslip run: --settings and --config both give the settings/),
    ]);
    expect(existsSync(join(dir, 'data'))).toBe(false);
  }, 60_000);
});
