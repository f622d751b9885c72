/**
 * `npm run cli -- changes` end to end: a headless host takes a day's orders from the simulator, prints
 * and confirms them; then the service's staff edit and delete confirmed orders (the simulator's admin
 * routes), and `changes`, a real CLI process beside the running host, reads the day again: it lists
 * what changed and what is gone (text and JSON), prints the CHANGED and GONE slips on a virtual
 * printer, keeps the new versions and their timeline entries in the ledger, and exits 0 / 3 / 4.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { openForVersions } from '../../electron/core/ledger/versions';
import { Simulator } from '../../electron/demo/simulator';
import type { WireOrder } from '../../electron/demo/simulator/wire';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { HeadlessHost } from '../../electron/headless/host';
import { eventually } from '../engine/world';
import { killAllCli, startCli } from '../headless/cli-process';
import { QUICK_ENGINE, startEnvTokenHost } from '../headless/host-world';
import { freePort } from '../local-http';

const TENANT = 'late-shop';
const TOKEN = 'tok-late-changes';
const DAY = '2026-12-05';

let sim: Simulator;
let counter: VirtualPrinter;
let slips: VirtualPrinter;
let host: HeadlessHost;
let dataDir: string;
/** Two cakes with a plate and two plain orders per phase of the test, all due on DAY. */
let cakes: WireOrder[];
let plain: WireOrder[];

beforeAll(async () => {
  sim = await Simulator.start({ seed: 26, tenants: [{ id: TENANT, token: TOKEN }], shapeVariety: false });
  counter = await VirtualPrinter.start({ printMsPerLine: 0 });
  // Paper at a real printer's pace: `changes` believes a printer only as fast as paper can move.
  slips = await VirtualPrinter.start();
  dataDir = mkdtempSync(join(tmpdir(), 'orderslip-changes-'));
  const shopId = sim.tenants[0]!.shopIds[0]!;
  cakes = sim.addOrders(3, { shopId, textPlate: true, plateText: 'Proficiat Emma' });
  plain = sim.addOrders(3, { shopId, type: 'pick_up' });
  // One day for all of them, as the service had them before anything printed.
  for (const order of [...cakes, ...plain])
    sim.editOrder(order.id, { fields: { order_date: DAY, order_time: '14:00:00' } }, { tenant: TENANT });
  const settings = fileSettingsStore(dataDir);
  settings.save({
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: TENANT },
    printers: [printerSettings({ id: 'counter', name: 'Counter', uri: counter.uri, language: 'nl' })],
    defaultPrinterIds: ['counter'],
    shops: [{ shopId, name: null, city: null, printerIds: ['counter'] }],
    pollIntervalSeconds: 1,
  });
  const timeouts = { ...QUICK_ENGINE.printOptions?.timeouts, fastestPaperMmPerS: Infinity };
  const engine = { ...QUICK_ENGINE, printOptions: { ...QUICK_ENGINE.printOptions, timeouts } };
  host = await startEnvTokenHost({ dataDir, settings, token: TOKEN, engine });
  await eventually(
    'every order printed and confirmed',
    () => [...cakes, ...plain].every((order) => sim.isConfirmed(order.id, TENANT)),
    90_000,
  );
}, 120_000);

afterEach(killAllCli);

afterAll(async () => {
  await host?.stop();
  await Promise.all([sim?.close(), counter?.close(), slips?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** `changes` for DAY on the host's data folder, as a script runs it; its exit code and output. */
async function changes(...flags: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = startCli(
    ['changes', '--data-dir', dataDir, '--api-url', sim.url, '--tenant', TENANT, '--date', DAY, ...flags],
    { ORDERSLIP_TOKEN: TOKEN },
  );
  const exit = await child.waitForExit(60_000);
  return { code: exit.code, out: child.stdout(), err: child.stderr() };
}

function singleGets(): string[] {
  return sim
    .requestLog()
    .filter((entry) => entry.method === 'GET' && /^\/v1\/orders\/[^/]+$/.test(entry.path))
    .map((entry) => decodeURIComponent(entry.path.slice('/v1/orders/'.length)));
}

function versionsOf(id: string) {
  const ledger = openForVersions(join(dataDir, 'ledger.db'));
  try {
    return ledger.versions.versionsOf(id);
  } finally {
    ledger.close();
  }
}

async function timelineOf(id: string) {
  return (await host.service.getOrder(id)).timeline;
}

describe('npm run cli -- changes', () => {
  it('exits 0 when nothing changed, having asked the service once for each printed order of the day', async () => {
    const before = singleGets().length;
    const run = await changes('--language', 'en');
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('6 printed orders read again');
    expect(run.out).toContain('Nothing changed since the orders printed.');
    const asked = singleGets().slice(before);
    expect([...asked].sort()).toEqual([...cakes, ...plain].map((order) => order.id).sort());
  });

  it('lists a changed plate and time and an order gone as JSON, exit 3, and keeps both versions', async () => {
    const [cake] = cakes;
    const [gone] = plain;
    sim.editOrder(
      cake!.id,
      { plateText: 'Proficiat Emma & Lotte', fields: { order_time: '16:30:00' } },
      { tenant: TENANT },
    );
    sim.deleteOrder(gone!.id, { tenant: TENANT });

    const run = await changes('--format', 'json');
    expect(run.code).toBe(3);
    const report = JSON.parse(run.out) as {
      checked: number;
      orders: { id: string; outcome: string; changes?: unknown }[];
    };
    expect(report.checked).toBe(6);
    const byId = new Map(report.orders.map((order) => [order.id, order]));
    expect(byId.get(cake!.id)).toMatchObject({
      outcome: 'changed',
      changes: [
        { field: 'due-time', before: '14:00:00', after: '16:30:00' },
        { field: 'plate', before: 'Proficiat Emma', after: 'Proficiat Emma & Lotte' },
      ],
    });
    expect(byId.get(gone!.id)).toMatchObject({ outcome: 'gone', known: false });
    expect(report.orders.filter((order) => order.outcome === 'unchanged')).toHaveLength(4);

    // Every version kept: as it printed, and as the check read it.
    const versions = versionsOf(cake!.id);
    expect(versions.map((version) => version.order?.due.time)).toEqual(['14:00:00', '16:30:00']);
    expect(versionsOf(gone!.id).map((version) => version.order === null)).toEqual([false, true]);
    // The timeline says what changed and when, in the window's words too.
    const cakeTimeline = await timelineOf(cake!.id);
    expect(cakeTimeline.at(-1)).toMatchObject({
      kind: 'content-changed',
      detail: { code: 'changes.content-changed' },
    });
    expect((await timelineOf(gone!.id)).at(-1)).toMatchObject({
      kind: 'gone-from-service',
      detail: { code: 'changes.gone-from-service' },
    });

    // Reported once: the next check compares with what it kept.
    const again = await changes('--language', 'en');
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/GONE FROM THE SERVICE .*\(Found before\.\)/);
    expect(again.out).not.toContain('CHANGED');
  });

  it('says both in Dutch and prints the CHANGED and GONE slips on the printer given', async () => {
    const [, cake] = cakes;
    const [, gone] = plain;
    sim.editOrder(
      cake!.id,
      { plateText: 'Gelukkige verjaardag\nOma Zoë', fields: { order_time: '11:15:00' } },
      { tenant: TENANT },
    );
    sim.deleteOrder(gone!.id, { tenant: TENANT });
    const jobsBefore = slips.jobs().length;

    const run = await changes('--language', 'nl', '--printer', slips.uri);
    expect(run.err).toBe('');
    expect(run.code).toBe(3);
    expect(run.out).toMatch(
      /GEWIJZIGD .*uur: 14:00, nu 11:15; taarttekst \([^)]*\): "Proficiat Emma", nu "Gelukkige verjaardag\nOma Zoë"/,
    );
    expect(run.out).toMatch(/NIET MEER BIJ DE BESTELSERVICE .*Geannuleerd\?/);
    expect(run.out).toMatch(/briefje GEWIJZIGD .* is afgedrukt op/);
    expect(run.out).toMatch(/briefje NIET MEER BIJ DE BESTELSERVICE .* is afgedrukt op/);

    const printed = (await slips.waitForJobs(jobsBefore + 2, 30_000)).slice(jobsBefore);
    const changedSlip = printed.find((job) => job.text.includes('GEWIJZIGD'));
    const goneSlip = printed.find((job) => job.text.includes('GEANNULEERD'));
    expect(changedSlip?.text).toContain('Was: 14:00');
    expect(changedSlip?.text).toContain('Nu: 11:15');
    expect(changedSlip?.text).toContain('Gelukkige verjaardag');
    expect(changedSlip?.text).toMatch(new RegExp(`AFHALEN\\s+${cake!.order_number}\\b`));
    expect(goneSlip?.text).toContain('DE BESTELLING ZOALS AFGEDRUKT');
    expect(goneSlip?.text).toMatch(new RegExp(`AFHALEN\\s+${gone!.order_number}\\b`));
    expect(versionsOf(cake!.id)).toHaveLength(2);
  });

  it('says it could not check when the service fails, exits 4, and loses nothing: the next check finds the change', async () => {
    const [, , cake] = cakes;
    sim.editOrder(cake!.id, { quantities: [{ line: 0, qty: 5 }] }, { tenant: TENANT });
    sim.injectFault({ kind: 'status', status: 503, times: Infinity, match: { operation: 'get' } });
    try {
      const failing = await changes('--language', 'en');
      expect(failing.code).toBe(4);
      expect(failing.err).toMatch(/NOT CHECKED/);
      expect(failing.err).toMatch(/Could not check \d+ orders: the ordering service did not answer/);
      expect(failing.out).not.toContain('Nothing changed');
      expect(versionsOf(cake!.id)).toHaveLength(1);
    } finally {
      sim.clearFaults();
    }
    const after = await changes('--language', 'en', '--format', 'json');
    expect(after.code).toBe(3);
    const report = JSON.parse(after.out) as {
      orders: { id: string; outcome: string; changes?: { field: string }[] }[];
    };
    const found = report.orders.find((order) => order.id === cake!.id);
    expect(found?.outcome).toBe('changed');
    expect(found?.changes?.map((change) => change.field)).toEqual(['quantity']);
  });

  it('keeps a change whose slip did not print for the next check, which prints it: exit 1, then 3', async () => {
    const [cake] = cakes;
    sim.editOrder(cake!.id, { fields: { order_time: '09:45:00' } }, { tenant: TENANT });
    const versionsBefore = versionsOf(cake!.id).length;
    const nobody = await freePort();
    const failed = await changes('--language', 'en', '--printer', `tcp://127.0.0.1:${nobody}`);
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/CHANGED .*time: 16:30, now 09:45/);
    expect(failed.err).toMatch(/The slip of .* did not print on tcp:\/\/127\.0\.0\.1:\d+/);
    expect(versionsOf(cake!.id)).toHaveLength(versionsBefore);

    const jobsBefore = slips.jobs().length;
    const printed = await changes('--language', 'en', '--printer', slips.uri);
    expect(printed.code).toBe(3);
    expect(printed.out).toMatch(/CHANGED .*time: 16:30, now 09:45/);
    const [slip] = (await slips.waitForJobs(jobsBefore + 1, 30_000)).slice(jobsBefore);
    expect(slip?.text).toContain('Before: 16:30');
    expect(slip?.text).toContain('Now: 09:45');
    expect(versionsOf(cake!.id)).toHaveLength(versionsBefore + 1);
  });

  it('refuses a call without the token or the date, in the language asked', async () => {
    const noToken = startCli([
      'changes',
      '--data-dir',
      dataDir,
      '--api-url',
      sim.url,
      '--tenant',
      TENANT,
      '--date',
      DAY,
    ]);
    expect((await noToken.waitForExit(30_000)).code).toBe(2);
    expect(noToken.stderr()).toContain('ORDERSLIP_TOKEN is required');
    const noDate = startCli(
      ['changes', '--data-dir', dataDir, '--api-url', sim.url, '--tenant', TENANT, '--language', 'nl'],
      { ORDERSLIP_TOKEN: TOKEN },
    );
    expect((await noDate.waitForExit(30_000)).code).toBe(2);
    expect(noDate.stderr()).toMatch(/--date JJJJ-MM-DD|--date YYYY-MM-DD/);
  });
});
