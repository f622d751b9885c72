/**
 * A counter's side of the fleet (docs/DEPLOY.md): the report it builds (small, no customer data, no
 * secrets), the reporter of a real headless host posting to a real receiver (the key, the schedule, a
 * refused key or a host out of reach said once, never in printing's way, never holding a stop), the
 * fleet key stored like the SMTP password, and /metrics behind that key.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import type { PrinterView, ProblemView, StatusView } from '../../electron/common/contract/app-api';
import { FLEET_PATHS, type FleetReport } from '../../electron/common/contract/fleet';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { COUNTER_ID_FILE } from '../../electron/core/fleet/counter-id';
import { FLEET_KEY_FILE, headlessFleetKeyStore } from '../../electron/core/fleet/key-store';
import { fleetReportBody, type ShopFigures } from '../../electron/core/fleet/report-builder';
import { FLEET_TEST_REPORT_ENV as TEST_REPORT_MS_ENV } from '../../electron/core/fleet/timings';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { HeadlessHost } from '../../electron/headless/host';
import { eventually } from '../engine/world';
import { killAllCli, startCli } from '../headless/cli-process';
import { startEnvTokenHost } from '../headless/host-world';
import { FleetReceiver } from './fleet-receiver';
import { freePort } from '../local-http';

const TENANT = 'fleet-counter';
const TOKEN = 'tok-fleet-3b9e-counter-secret';
const KEY = 'fleet-key-51c7-counter';
/** Short enough that a test sees several reports, long enough not to flood a busy machine. */
const REPORT_MS = 150;

let sim: Simulator;
let shop: number;
const printers: VirtualPrinter[] = [];
const receivers: FleetReceiver[] = [];
const hosts: HeadlessHost[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  sim = await Simulator.start({ seed: 25, tenants: [{ id: TENANT, token: TOKEN }] });
  shop = sim.tenants[0]!.shopIds[0]!;
});

afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.stop()));
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  await Promise.all(printers.splice(0).map((printer) => printer.close()));
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await sim.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-fleet-counter-'));
  dirs.push(dir);
  return dir;
}

async function receiver(): Promise<FleetReceiver> {
  const started = await FleetReceiver.start();
  receivers.push(started);
  return started;
}

interface Counter {
  readonly host: HeadlessHost;
  readonly dataDir: string;
  readonly lines: string[];
  readonly paper: VirtualPrinter;
  /** JSON log lines with this message code. */
  said(code: string): number;
  problems(): Promise<readonly ProblemView[]>;
}

/** A headless host as `run --fleet-url URL --fleet-key KEY --http-port 0` starts it. */
async function counter(
  fleetUrl: string,
  options: { key?: string; metrics?: boolean } = {},
): Promise<Counter> {
  vi.stubEnv(TEST_REPORT_MS_ENV, String(REPORT_MS));
  const paper = await VirtualPrinter.start();
  printers.push(paper);
  const dataDir = tempDir();
  const settings = fileSettingsStore(dataDir);
  const saved: AppSettings = {
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: TENANT },
    printers: [printerSettings({ id: 'counter', name: 'Counter', uri: paper.uri, language: 'en' })],
    defaultPrinterIds: ['counter'],
    shops: [{ shopId: shop, name: 'Bakkerij Noëlle', city: null, printerIds: ['counter'] }],
    pollIntervalSeconds: 1,
    fleet: { url: fleetUrl },
  };
  settings.save(saved);
  const lines: string[] = [];
  const host = await startEnvTokenHost({
    dataDir,
    settings,
    token: TOKEN,
    httpPort: 0,
    logFormat: 'json',
    io: {
      out: (line) => lines.push(line),
      err: () => undefined,
      stopRequested: new Promise(() => undefined),
    },
    fleetKey: headlessFleetKeyStore({ file: join(dataDir, FLEET_KEY_FILE), flag: options.key, env: {} }),
    ...(options.metrics ? { metrics: true } : {}),
  });
  hosts.push(host);
  return {
    host,
    dataDir,
    lines,
    paper,
    said: (code) => lines.filter((line) => line.includes(`"code":"${code}"`)).length,
    problems: async () => (await host.service.getStatus()).problems,
  };
}

const fleetFailing = (problems: readonly ProblemView[]) =>
  problems.filter((problem) => problem.kind === 'fleet-failing');

describe('a report', () => {
  it('is at most 1 KB as JSON for 3 shops and 4 printers, and carries no customer and no secret', () => {
    const printer = (name: string, state: PrinterView['state']): PrinterView => ({
      printerId: name.toLowerCase(),
      name,
      state,
      detail: msg(state === 'paper_out' ? 'printer.paper-out' : 'printer.ready', { printer: name }),
      queued: 0,
      lastPrintedAt: null,
    });
    const status: StatusView = {
      connection: { state: 'ok', detail: msg('service.connected') },
      shops: [1042, 1057, 1063].map((shopId, index) => ({
        shopId,
        name: ['Bakkerij Noëlle', 'Slagerij Peeters', 'Pâtisserie Sablon'][index]!,
        lastSuccessAt: null,
        lastError: null,
        nextPollAt: null,
        dueToday: 40,
        arrivedToday: 38,
        waiting: 2,
        held: 1,
      })),
      printers: [
        printer('Toonbank', 'ready'),
        printer('Keuken', 'paper_out'),
        printer('Etiketten', 'printing'),
        printer('Sablon', 'ready'),
      ],
      attention: [
        {
          orderId: '7a3c1d0e-5b2f-4c8a-9d6e-1f0a2b3c4d5e',
          shopId: 1042,
          orderType: 'pick_up',
          orderNumber: '17',
          clientName: 'Zoë Verstraeten',
          reason: msg('general.text', { text: 'held' }),
          holdCode: 'other',
          printerId: null,
          printerName: null,
          firstSeenAt: '2026-11-28T08:00:00.000Z',
          printable: true,
        },
      ],
      problems: [
        { kind: 'held-orders', count: 1 },
        {
          kind: 'printer-not-ready',
          printerId: 'keuken',
          printerName: 'Keuken',
          state: 'paper_out',
          waiting: 3,
          detail: msg('printer.paper-out', { printer: 'Keuken' }),
        },
      ],
      headline: { tone: 'bad', waiting: 6, worst: null },
      alarm: null,
      // The butcher is printed by another PC on the network: this one stands by for it.
      network: {
        pcName: 'KASSA-NOELLE-1',
        instanceId: 'i-1',
        discovering: true,
        problem: null,
        peers: [],
        shops: [
          {
            shopId: 1057,
            role: 'standby',
            printedBy: { pcName: 'KASSA-PEETERS', address: '10.0.0.7' },
            since: '2026-11-28T08:00:00.000Z',
            chosen: false,
            watch: null,
          },
        ],
        servedAt: null,
      },
    };
    const figure: ShopFigures = {
      lastPrinted: {
        orderNumber: '117',
        at: new Date('2026-11-28T09:59:58.123Z'),
      },
      lastConfirmedAt: new Date('2026-11-28T09:59:59.456Z'),
      late: 2,
    };
    const body = fleetReportBody(
      { status, figures: new Map(status.shops.map((one) => [one.shopId, figure])) },
      { pcName: 'KASSA-NOELLE-1', version: '1.25.0' },
    );
    const json = JSON.stringify({
      counterId: '3f2b6a1c-8d4e-4f5a-9b0c-7e6d5c4b3a2f',
      sentAt: '2026-11-28T10:00:00Z',
      ...body,
    });
    expect(Buffer.byteLength(json, 'utf8')).toBeLessThanOrEqual(1024);
    expect(body.shops.map((one) => one.role)).toEqual(['printing', 'standing-by', 'printing']);
    expect(body.shops[0]!.lastPrinted).toEqual({ orderId: 117, at: '2026-11-28T09:59:58Z' });
    expect(body.printers[1]).toEqual({ name: 'Keuken', state: 'paper-out', problem: 'printer.paper-out' });
    expect(body.problems).toEqual(['app.problem.held-orders', 'app.problem.printer-not-ready']);
    expect(json).not.toContain('Zoë');
    expect(json).not.toContain('7a3c1d0e');
  });
});

describe('a counter reporting to its fleet host', () => {
  it('posts its report with the key at every interval: its shop, printer, last order printed and confirmed, a counter id kept in the data folder', async () => {
    const fleet = await receiver();
    const { dataDir, host } = await counter(fleet.url, { key: KEY });
    const orders = sim.addOrders(2, { shopId: shop });
    await eventually('both orders are confirmed', () =>
      orders.every((order) => sim.isConfirmed(order.id, TENANT)),
    );
    const printedNumbers = orders.map((order) => Number(order.order_number));
    // Both orders done, the printer idle again: a report after that says so (one sent while the second
    // receipt printed says `printing`).
    const settled = ({ report }: { report: FleetReport }): boolean => {
      const one = report.shops[0];
      return (
        printedNumbers.includes(one?.lastPrinted?.orderId ?? -1) &&
        one?.lastConfirmedAt !== null &&
        report.printers[0]?.state === 'ready'
      );
    };
    await eventually('a report tells the last order printed and confirmed, its printer ready', () =>
      fleet.received.some(settled),
    );
    await eventually('reports keep coming', () => fleet.received.length >= 3);
    const last = fleet.received.find(settled)!;
    expect(last.path).toBe(FLEET_PATHS.report);
    expect(fleet.withKey(KEY)).toHaveLength(fleet.received.length);
    const counterId = readFileSync(join(dataDir, COUNTER_ID_FILE), 'utf8').trim();
    expect(new Set(fleet.received.map(({ report }) => report.counterId))).toEqual(new Set([counterId]));
    expect(last.report.version).toBe('test');
    expect(last.report.shops).toEqual([
      expect.objectContaining({ shopId: shop, name: 'Bakkerij Noëlle', role: 'printing', held: 0, late: 0 }),
    ]);
    expect(last.report.printers).toEqual([{ name: 'Counter', state: 'ready', problem: null }]);
    expect(last.report.problems).toEqual([]);
    // Nothing of the customers, nor the token, nor the key, crosses.
    for (const { text } of fleet.received) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(KEY);
      for (const order of orders) {
        expect(text).not.toContain(order.client.last_name);
        expect(text).not.toContain(order.client.email);
      }
    }
    expect(fleetFailing((await host.service.getStatus()).problems)).toEqual([]);
  });

  it('says a refused key once, on Status and in the log, however many reports are refused, and recovers when it is taken', async () => {
    const fleet = await receiver();
    fleet.mode = 'refuse';
    const { said, problems } = await counter(fleet.url, { key: KEY });
    await eventually('three reports were refused', () => fleet.received.length >= 3);
    await eventually('Status says it', async () => fleetFailing(await problems()).length === 1);
    const [problem] = fleetFailing(await problems());
    expect(problem).toMatchObject({ kind: 'fleet-failing', detail: { code: 'network.fleet-key-refused' } });
    expect(said('network.fleet-key-refused')).toBe(1);

    fleet.mode = 'take';
    await eventually(
      'the problem is gone once a report is taken',
      async () => fleetFailing(await problems()).length === 0,
    );
    expect(said('network.fleet-reporting')).toBe(1);
    expect(said('network.fleet-key-refused')).toBe(1);
  });

  it('keeps printing while the fleet host cannot be reached, and says so once', async () => {
    // An address where nothing listens.
    const port = await freePort();
    const { said, problems } = await counter(`http://127.0.0.1:${port}`, { key: KEY });
    const orders = sim.addOrders(2, { shopId: shop });
    await eventually('the orders print and are confirmed', () =>
      orders.every((order) => sim.isConfirmed(order.id, TENANT)),
    );
    await eventually(
      'Status says the fleet host is out of reach',
      async () => fleetFailing(await problems()).length === 1,
    );
    expect(fleetFailing(await problems())[0]).toMatchObject({
      detail: { code: 'network.fleet-unreachable' },
    });
    expect(said('network.fleet-unreachable')).toBe(1);
  });

  it('prints while a report hangs, and its stop does not wait for the report', async () => {
    const fleet = await receiver();
    fleet.mode = 'hang';
    const { host, said } = await counter(fleet.url, { key: KEY });
    await eventually('a report is in flight', () => fleet.received.length >= 1);
    const orders = sim.addOrders(1, { shopId: shop });
    await eventually('the order prints and is confirmed', () => sim.isConfirmed(orders[0]!.id, TENANT));
    // One report at a time: the hanging one holds the next back, it does not pile up more.
    expect(fleet.received).toHaveLength(1);
    await host.stop();
    hosts.splice(hosts.indexOf(host), 1);
    // Abandoned by the stop, not by its deadline: nothing was said about the fleet host.
    expect(said('network.fleet-unreachable')).toBe(0);
  });

  it('takes a new key from the window (write-only), uses it at the next report, and stops reporting when it is removed', async () => {
    const fleet = await receiver();
    const { host } = await counter(fleet.url);
    const service = host.service;
    expect((await service.getSettings()).hasFleetKey).toBe(false);
    const { settings } = await service.getSettings();
    const view = await service.saveSettings({ settings, fleetKey: 'window-key-9f2e' });
    expect(view.hasFleetKey).toBe(true);
    expect(JSON.stringify(view)).not.toContain('window-key-9f2e');
    await eventually('a report carries the new key', () => fleet.withKey('window-key-9f2e').length >= 1);
    expect(fleet.received.every((one) => one.authorization === 'Bearer window-key-9f2e')).toBe(true);

    await service.saveSettings({ settings, fleetKey: '' });
    expect((await service.getSettings()).hasFleetKey).toBe(false);
    const before = fleet.received.length;
    // A report that was on its way when the key went may still arrive; after it, none. Proven by the
    // counter's own polls: several went by, and no report with them.
    const polls = sim.requestLog().length;
    await eventually('the counter polled on', () => sim.requestLog().length >= polls + 3);
    expect(fleet.received.length).toBeLessThanOrEqual(before + 1);
  });
});

describe('/metrics on a counter', () => {
  it('is OpenMetrics behind the fleet key: orders printed, held and late per shop, each printer up', async () => {
    const fleet = await receiver();
    const { host } = await counter(fleet.url, { key: KEY, metrics: true });
    const orders = sim.addOrders(3, { shopId: shop });
    await eventually('the orders are confirmed', () =>
      orders.every((order) => sim.isConfirmed(order.id, TENANT)),
    );
    const url = new URL('/metrics', host.http!.url);
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer not-the-key' } })).status).toBe(401);
    const answer = await fetch(url, { headers: { authorization: `Bearer ${KEY}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/openmetrics-text/);
    const text = await answer.text();
    const samples = parseOpenMetrics(text);
    const shopLabels = `shop="${shop}",name="Bakkerij Noëlle"`;
    expect(samples.get(`orderslip_shop_orders_printed_today{${shopLabels}}`)).toBe(3);
    expect(samples.get(`orderslip_shop_orders_held{${shopLabels}}`)).toBe(0);
    expect(samples.get(`orderslip_shop_orders_late{${shopLabels}}`)).toBe(0);
    expect(samples.get('orderslip_printer_up{printer="Counter"}')).toBe(1);
    expect(text.trimEnd().endsWith('# EOF')).toBe(true);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(KEY);
  });
});

/** `name{labels} value` per sample line (OpenMetrics text), comments and the EOF left out. */
function parseOpenMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(\S+(?:\{.*\})?)\s+(\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

describe('run’s fleet flags', () => {
  afterEach(() => killAllCli());

  it('refuses --metrics without --http-port, and a --fleet-url that is not a web address (exit 2)', async () => {
    const metrics = startCli(['run', '--data-dir', tempDir(), '--metrics']);
    expect(await metrics.waitForExit(60_000)).toEqual({ code: 2, signal: null });
    expect(metrics.stderrLines()).toEqual(['orderslip run: --metrics is for --http-port']);
    const url = startCli(['run', '--data-dir', tempDir(), '--http-port', '0', '--fleet-url', 'ftp://fleet']);
    expect(await url.waitForExit(60_000)).toEqual({ code: 2, signal: null });
    expect(url.stderrLines()).toHaveLength(1);
    expect(url.stderrLines()[0]).toMatch(/^orderslip run: --fleet-url: .*ftp:\/\/fleet/);
  });
});
