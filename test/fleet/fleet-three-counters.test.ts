/**
 * Issue 25's "done when" for the fleet: a fleet host and three `run` counters as real processes on
 * loopback, each printing its own shop of one simulator on its own virtual printer, reporting with
 * shortened timings. The fleet view sees all three; a SIGKILLed counter turns red as silent once the
 * (shortened) threshold has passed and the fleet host's alert reaches a real webhook receiver; a
 * counter's printer running out of paper shows on the view and the page. Every wait is on a condition.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_PATHS, type FleetCounterView, type FleetView } from '../../electron/common/contract/fleet';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { eventually } from '../engine/world';
import { killAllCli, startCli, type CliChild } from '../headless/cli-process';
import { KEY, removeTempFolders, tempFolder, webhookReceiver } from './host-fixtures';

const TENANT = 'fleet-chain';
const TOKEN = 'tok-fleet-chain-8e41-secret';
/** A counter reports every 300 ms and is silent after 3 s: the minute and two minutes, shortened. */
const TIMINGS = { ORDERSLIP_TEST_FLEET_REPORT_MS: '300', ORDERSLIP_TEST_FLEET_SILENT_MS: '3000' };
const PCS = ['Toonbank Zuid', 'Toonbank Noord', 'Toonbank Markt'] as const;

let sim: Simulator;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;
let fleetUrl: string;
const printers: VirtualPrinter[] = [];
const counters: CliChild[] = [];
let shops: readonly number[];

async function view(): Promise<FleetView> {
  const response = await fetch(new URL(FLEET_PATHS.view, fleetUrl), {
    headers: { authorization: `Bearer ${KEY}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as FleetView;
}

const counterOf = (fleet: FleetView, pc: string): FleetCounterView | undefined =>
  fleet.counters.find((counter) => counter.report.pcName === pc);

beforeAll(async () => {
  sim = await Simulator.start({ seed: 41, tenants: [{ id: TENANT, token: TOKEN }] });
  shops = sim.tenants[0]!.shopIds.slice(0, 3);
  expect(shops).toHaveLength(3);
  hook = await webhookReceiver();
  const fleet = startCli(
    [
      'fleet',
      '--data-dir',
      tempFolder(),
      '--http-port',
      '0',
      '--listen',
      '127.0.0.1',
      '--alert-webhook',
      hook.url,
      '--language',
      'en',
    ],
    { ORDERSLIP_FLEET_KEY: KEY, ...TIMINGS },
  );
  const line = await fleet.waitForLine(/http:\/\/127\.0\.0\.1:\d+\//, 60_000);
  fleetUrl = /(http:\/\/\S+\/)/.exec(line)![1]!;
  for (const [index, pc] of PCS.entries()) {
    const printer = await VirtualPrinter.start();
    printers.push(printer);
    const dataDir = tempFolder();
    // Each counter names itself, and leaves discovery off: three OrderSlips on one loopback, each
    // printing its own shop, have nothing to agree on.
    const config = join(dataDir, 'counter.json');
    writeFileSync(config, JSON.stringify({ network: { pcName: pc, discovery: false } }));
    counters.push(
      startCli(
        [
          'run',
          '--api-url',
          sim.url,
          '--tenant',
          TENANT,
          '--shop',
          String(shops[index]),
          '--printer',
          printer.uri,
          '--poll-interval',
          '1',
          '--data-dir',
          dataDir,
          '--config',
          config,
          '--fleet-url',
          fleetUrl,
          '--fleet-key',
          KEY,
        ],
        { ORDERSLIP_TOKEN: TOKEN, ...TIMINGS },
      ),
    );
  }
}, 120_000);

afterAll(async () => {
  await killAllCli();
  await hook?.close();
  await Promise.all(printers.map((printer) => printer.close()));
  await sim?.close();
  removeTempFolders();
});

describe('a fleet host and three counters', () => {
  it('sees all three counters, each with its shop and printer, none red', async () => {
    await eventually(
      'the fleet view has all three counters, fine',
      async () => {
        const fleet = await view();
        // Each counter asks its printer how it is at its first idle moment: `unknown` until then.
        return PCS.every((pc) => {
          const counter = counterOf(fleet, pc);
          return counter?.red === false && counter.report.printers[0]?.state === 'ready';
        });
      },
      60_000,
    );
    const fleet = await view();
    for (const [index, pc] of PCS.entries()) {
      const counter = counterOf(fleet, pc)!;
      expect(counter.report.shops).toEqual([
        expect.objectContaining({ shopId: shops[index], role: 'printing', held: 0, late: 0 }),
      ]);
      expect(counter.report.printers).toEqual([{ name: 'Bonprinter', state: 'ready', problem: null }]);
    }
    expect(new Set(fleet.counters.map((counter) => counter.counterId)).size).toBe(3);
    expect(fleet.shops.map((shop) => shop.shopId).sort()).toEqual([...shops].sort());
  });

  it('shows a counter whose printer ran out of paper, on the view and on the page', async () => {
    const [printer] = printers;
    await printer!.setMode('paper-out');
    // The counter learns it when it tries to print the next order.
    sim.addOrders(1, { shopId: shops[0]! });
    await eventually(
      'the fleet view shows the paper-out',
      async () => {
        const counter = counterOf(await view(), PCS[0]);
        return counter?.report.printers[0]?.state === 'paper-out';
      },
      60_000,
    );
    const counter = counterOf(await view(), PCS[0])!;
    expect(counter.red).toBe(true);
    expect(counter.reasons).toContainEqual({
      kind: 'printer-down',
      printer: 'Bonprinter',
      state: 'paper-out',
    });
    expect(counter.report.printers[0]).toEqual({
      name: 'Bonprinter',
      state: 'paper-out',
      problem: 'printer.paper-out',
    });
    expect(counter.report.problems).toContain('app.problem.printer-not-ready');
    const page = await fetch(new URL(`${FLEET_PATHS.page}?lang=en`, fleetUrl), {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(PCS[0]);
    expect(html).toContain('Bonprinter is out of paper');

    await printer!.setMode('ready');
    await eventually(
      'the counter is fine again once paper is in',
      async () => counterOf(await view(), PCS[0])?.red === false,
      60_000,
    );
  });

  it('turns a SIGKILLed counter red as silent once the threshold has passed, and the webhook hears it', async () => {
    const killed = counters[2]!;
    const before = counterOf(await view(), PCS[2])!;
    killed.signalGroup('SIGKILL');
    await killed.exited;
    await eventually(
      'the killed counter is red: silent',
      async () => counterOf(await view(), PCS[2])?.reasons[0]?.kind === 'silent',
      60_000,
    );
    // Timers fire late, never early: silent no sooner than the threshold after its last report.
    const silent = counterOf(await view(), PCS[2])!;
    expect(silent.red).toBe(true);
    expect(silent.receivedAt >= before.receivedAt).toBe(true);
    expect(Date.now() - Date.parse(silent.receivedAt)).toBeGreaterThanOrEqual(3000);
    await eventually(
      'the webhook hears that the counter went silent',
      () => hook.bodies.some((body) => body['event'] === 'silent' && body['counter'] === silent.counterId),
      60_000,
    );
    expect(hook.bodies.find((body) => body['event'] === 'silent')).toMatchObject({ pc: PCS[2] });
    // The two others go on reporting, fine.
    const fleet = await view();
    expect(counterOf(fleet, PCS[0])?.red).toBe(false);
    expect(counterOf(fleet, PCS[1])?.red).toBe(false);
  });
});
