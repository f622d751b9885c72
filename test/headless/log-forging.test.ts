/**
 * Text from outside (an order id, a printer's name, a service's message) never forges a log line or
 * drives the terminal: each event is exactly one line on stdout and in the log file, its control
 * characters shown as escapes; in JSON every line parses back to exactly what was said.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostLine, logLine } from '../../electron/core/logging/log-lines';
import { jsonLine, oneLine } from '../../electron/core/logging/one-line';
import { RotatingLog } from '../../electron/core/logging/rotating-log';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { AppEvent, PrinterView } from '../../electron/common/contract/app-api';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import { eventually } from '../engine/world';
import { killAllCli, startCli } from './cli-process';
import { LANGUAGES } from '../../electron/common/words/languages';

/** A whole fake log line after a line break, a terminal escape (clear screen), and the rest of the kind. */
const FORGED_LINE = '2026-11-22T07:37:28.762Z ORDER 4711 confirmed';
const FORGED = `Counter\r\n${FORGED_LINE}\u001b[2J\u0000\u007f\u0085\u009b31m\u2028\u2029\u202eevil\t!`;
const SHOWN = `Counter\\r\\n${FORGED_LINE}\\x1b[2J\\x00\\x7f\\x85\\x9b31m\\u2028\\u2029\\u202eevil\\t!`;
const NOW = new Date('2026-11-22T08:00:00.000Z');

/** Anything that ends a line or reaches a terminal raw. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-forge-'));
  dirs.push(dir);
  return dir;
}

const printer: PrinterView = {
  printerId: 'counter',
  name: FORGED,
  state: 'ready',
  detail: verbatim(FORGED),
  queued: 0,
  lastPrintedAt: null,
};

const events: readonly AppEvent[] = [
  { type: 'order', orderId: FORGED, state: 'held', reason: verbatim(FORGED), isNew: true },
  { type: 'printer', printer },
  { type: 'connection', state: 'failing', detail: verbatim(FORGED) },
  { type: 'log', level: 'warn', message: verbatim(FORGED), at: NOW.toISOString() },
];

/** Each event's JSON line, as it must read back: the message's code and params, and its English text. */
const CODED = { code: 'general.text', params: { text: FORGED } };
const jsonOf: readonly unknown[] = [
  {
    type: 'order',
    at: NOW.toISOString(),
    orderId: FORGED,
    state: 'held',
    isNew: true,
    reason: FORGED,
    ...CODED,
  },
  { type: 'printer', at: NOW.toISOString(), printer: { ...printer, detail: FORGED }, ...CODED },
  { type: 'connection', at: NOW.toISOString(), state: 'failing', detail: FORGED, ...CODED },
  { type: 'log', at: NOW.toISOString(), level: 'warn', message: FORGED, ...CODED },
];

describe('a log line', () => {
  it.each(events)('for a $type event is one line, every control character shown', (event) => {
    const line = logLine(event, 'text', NOW)!;
    expect(line).not.toMatch(RAW_CONTROL);
    expect(line.startsWith(NOW.toISOString())).toBe(true);
    expect(line).toContain(SHOWN);
  });

  it.each(events.map((event, index) => ({ type: event.type, event, json: jsonOf[index] })))(
    'for a $type event in JSON is one line that reads back as exactly what was said',
    ({ event, json }) => {
      const line = logLine(event, 'json', NOW)!;
      expect(line).not.toMatch(RAW_CONTROL);
      expect(JSON.parse(line)).toEqual(json);
    },
  );

  it.each(events)('for a $type event in Dutch or French is still one line', (event) => {
    for (const language of LANGUAGES.filter((language) => language !== 'en')) {
      const line = logLine(event, { format: 'text', language }, NOW)!;
      expect(line).not.toMatch(RAW_CONTROL);
      expect(line).toContain(SHOWN);
    }
  });

  it('escapes each kind of control character in its own visible way and leaves other text alone', () => {
    expect(oneLine('a\nb\rc\td')).toBe('a\\nb\\rc\\td');
    expect(oneLine('\u0000\u001b\u007f\u0085\u009f')).toBe('\\x00\\x1b\\x7f\\x85\\x9f');
    expect(oneLine('\u2028\u2029\u202a\u202e\u2066\u2069')).toBe(
      '\\u2028\\u2029\\u202a\\u202e\\u2066\\u2069',
    );
    const plain = 'Bakkerij Noëlle — € 12,50 — 東京 — C:\\orders\\12 — "quoted"';
    expect(oneLine(plain)).toBe(plain);
    expect(JSON.parse(jsonLine({ plain, forged: FORGED }))).toEqual({ plain, forged: FORGED });
  });

  it('written to the log file stays one line, whoever writes it', () => {
    const file = join(tempDir(), 'orderslip.log');
    const log = new RotatingLog(file);
    log.write(`first ${FORGED}`);
    log.write('second');
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines).toEqual([`first ${SHOWN}`, 'second', '']);
  });
});

describe('a log line in a language', () => {
  const stopping = msg('log.stopping', { signal: 'SIGTERM' });
  const event: AppEvent = { type: 'log', level: 'info', message: stopping, at: NOW.toISOString() };

  it('says the message in English by default, in Dutch or French when asked, after the same marker', () => {
    expect(logLine(event, 'text', NOW)).toBe(
      `${NOW.toISOString()} INFO  Stopping (SIGTERM): the receipt being printed is finished first.`,
    );
    expect(logLine(event, { format: 'text', language: 'nl' }, NOW)).toBe(
      `${NOW.toISOString()} INFO  OrderSlip stopt (SIGTERM): de bon die nu afgedrukt wordt, komt eerst nog uit.`,
    );
    expect(logLine(event, { format: 'text', language: 'fr' }, NOW)).toBe(
      `${NOW.toISOString()} INFO  Arrêt (SIGTERM)\u202f: le ticket en cours d’impression est d’abord terminé.`,
    );
  });

  it('in JSON carries the code and parameters, and the English text whatever the language', () => {
    for (const language of LANGUAGES)
      expect(JSON.parse(logLine(event, { format: 'json', language }, NOW)!)).toEqual({
        type: 'log',
        at: NOW.toISOString(),
        level: 'info',
        code: 'log.stopping',
        params: { signal: 'SIGTERM' },
        message: 'Stopping (SIGTERM): the receipt being printed is finished first.',
      });
  });

  it('of the host: the sentence alone in text, with its time and code in JSON', () => {
    expect(hostLine(stopping, { format: 'text', language: 'nl' }, NOW)).toMatch(
      /^OrderSlip stopt \(SIGTERM\)/,
    );
    expect(JSON.parse(hostLine(stopping, 'json', NOW))).toEqual({
      type: 'host',
      at: NOW.toISOString(),
      code: 'log.stopping',
      params: { signal: 'SIGTERM' },
      message: 'Stopping (SIGTERM): the receipt being printed is finished first.',
    });
  });
});

describe('npm run cli -- run with a printer whose name forges lines', () => {
  const TENANT = 'forge-shop';
  const TOKEN = 'tok-forge-8d2c-secret';
  let sim: Simulator;
  let paper: VirtualPrinter;

  beforeAll(async () => {
    sim = await Simulator.start({ seed: 43, tenants: [{ id: TENANT, token: TOKEN }] });
    paper = await VirtualPrinter.start();
  });
  afterAll(async () => {
    await killAllCli();
    await Promise.all([sim.close(), paper.close()]);
  });

  /** Prints one order with the forged printer name; returns stdout and the log file. */
  async function runOnce(format: 'text' | 'json'): Promise<{ stdout: string[]; file: string[] }> {
    const dataDir = tempDir();
    const config = join(dataDir, '..', `${dataDir.split('/').pop()}-config.json`);
    dirs.push(config);
    const shop = sim.tenants[0]!.shopIds[0]!;
    writeFileSync(
      config,
      JSON.stringify({
        connection: { baseUrl: sim.url, tenant: TENANT },
        printers: [{ id: 'counter', name: FORGED, uri: paper.uri }],
        shops: [{ shopId: shop, printerIds: ['counter'] }],
        pollIntervalSeconds: 1,
      }),
    );
    const [order] = sim.addOrders(1, { shopId: shop });
    const cli = startCli(['run', '--config', config, '--data-dir', dataDir, '--log-format', format], {
      ORDERSLIP_TOKEN: TOKEN,
    });
    await eventually('the order is confirmed', () => sim.isConfirmed(String(order!.id), TENANT), 15_000);
    cli.signal('SIGTERM');
    expect(await cli.waitForExit()).toEqual({ code: 0, signal: null });
    expect(cli.stderr()).toBe('');
    return {
      stdout: cli.stdout().split('\n').slice(0, -1),
      file: readFileSync(join(dataDir, 'logs', 'orderslip.log'), 'utf8')
        .split('\n')
        .slice(0, -1),
    };
  }

  it('logs each event as one line on stdout and in the log file, the name shown with its escapes', async () => {
    const { stdout, file } = await runOnce('text');
    for (const lines of [stdout, file]) {
      for (const line of lines) {
        expect(line).not.toMatch(RAW_CONTROL);
        if (line.startsWith('Stopping (SIGTERM)')) continue; // the host's own line, without a time
        // Every other line is a real event's, starting with its own time; none is the forged one.
        expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z [A-Z]+ /);
        expect(line.startsWith(FORGED_LINE)).toBe(false);
      }
      expect(lines.some((line) => line.includes(`PRINT ${SHOWN}: `))).toBe(true);
      // The engine's own line about the job names the printer too, escaped the same way.
      expect(lines.some((line) => !line.includes(' PRINT ') && line.includes(SHOWN))).toBe(true);
    }
  }, 30_000);

  it('with --log-format json, every line parses, and the name reads back exactly', async () => {
    const { stdout } = await runOnce('json');
    const parsed = stdout.map((line) => {
      expect(line).not.toMatch(RAW_CONTROL);
      return JSON.parse(line) as { type: string; printer?: { name: string } };
    });
    expect(parsed.filter((event) => event.type === 'printer').map((event) => event.printer?.name)).toContain(
      FORGED,
    );
  }, 30_000);
});
