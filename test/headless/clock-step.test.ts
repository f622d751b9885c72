/**
 * The PC's clock is set under a real `npm run cli -- run` (issue 23, section 2). libfaketime, preloaded
 * into the run, reads the wall clock's offset from a file at every look, so the test sets the clock of a
 * running process by rewriting that file. The monotonic clock is left alone
 * (`FAKETIME_DONT_FAKE_MONOTONIC=1`), as it is when a person or NTP sets a real PC's clock: that the
 * two differ is exactly what OrderSlip must rely on. The simulator and a virtual printer over TCP.
 */
import { existsSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DEFAULT_SHOP_DAY } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { VirtualStarPrinter } from '../../electron/demo/virtual-printer/star-printer';
import { eventually } from '../engine/world';
import { RETRY_AFTER_TEST_ENV } from '../../electron/headless/commands/run';
import { killAllCli, startCli, type CliChild } from './cli-process';

const TENANT = 'clock-shop';
const TOKEN = 'tok-clock-steps';
const HOUR_S = 3_600;

/** Where Debian and Ubuntu put the library (`apt-get install faketime`; .ci/run installs it). */
const FAKETIME_LIBRARY = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
].find((path) => existsSync(path));

let sim: Simulator;
let paper: VirtualPrinter;
let star: VirtualStarPrinter | null = null;
const dirs: string[] = [];

beforeAll(async () => {
  if (FAKETIME_LIBRARY === undefined)
    throw new Error('libfaketime is not installed: apt-get install faketime (.ci/run does it).');
  sim = await Simulator.start({ seed: 29, tenants: [{ id: TENANT, token: TOKEN }] });
});

afterEach(async () => {
  await killAllCli();
  await paper?.close();
  await star?.close();
  star = null;
  sim.clearFaults();
});

afterAll(async () => {
  await killAllCli();
  await sim.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A run on its own data folder, settings saved as the window saves them, its clock in `clock`'s hands. */
async function startRun(
  options: {
    shopDay?: typeof DEFAULT_SHOP_DAY;
    startAt?: Date;
    star?: VirtualStarPrinter;
    env?: Record<string, string>;
  } = {},
): Promise<{ cli: CliChild; clock: FakeClock; dataDir: string }> {
  paper = await VirtualPrinter.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'orderslip-clock-'));
  dirs.push(dataDir);
  const shopId = sim.tenants[0]!.shopIds[0]!;
  fileSettingsStore(dataDir).save({
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: TENANT },
    printers: [
      printerSettings({
        id: 'counter',
        name: 'Counter',
        uri: options.star?.uri ?? paper.uri,
        language: 'en',
        ...(options.star ? { type: 'star' as const } : {}),
      }),
    ],
    defaultPrinterIds: ['counter'],
    shops: [{ shopId, name: null, city: null, printerIds: ['counter'] }],
    pollIntervalSeconds: 1,
    shopDay: options.shopDay ?? DEFAULT_SHOP_DAY,
  });
  const clock = new FakeClock(join(dataDir, 'faketime-offset'));
  if (options.startAt) clock.set(options.startAt);
  const cli = startCli(['run', '--data-dir', dataDir], {
    ORDERSLIP_TOKEN: TOKEN,
    ...clock.env,
    ...options.env,
  });
  return { cli, clock, dataDir };
}

/** The run's wall clock: an offset from the real one, in seconds, read by libfaketime at every look. */
class FakeClock {
  constructor(private readonly file: string) {
    this.offset(0);
  }

  get env(): Record<string, string> {
    return {
      LD_PRELOAD: FAKETIME_LIBRARY!,
      FAKETIME_TIMESTAMP_FILE: this.file,
      FAKETIME_NO_CACHE: '1',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    };
  }

  /** Sets the clock `seconds` away from the real time (whole, so no reader ever sees half a file). */
  offset(seconds: number): void {
    const aside = `${this.file}.tmp`;
    writeFileSync(aside, `${seconds >= 0 ? '+' : ''}${seconds.toFixed(3)}\n`);
    renameSync(aside, this.file);
  }

  /** Sets the clock to read `at` now (and run on from there). */
  set(at: Date): void {
    this.offset((at.getTime() - Date.now()) / 1000);
  }
}

const confirmed = (ids: readonly string[]) => () => ids.every((id) => sim.isConfirmed(id, TENANT));

describe('npm run cli -- run while the PC clock is set', () => {
  it('a confirm answered 503 just before the clock steps back an hour is retried within its backoff', async () => {
    const shopId = sim.tenants[0]!.shopIds[0]!;
    // Confirms are refused for 3 s: longer than this client waits by itself (1 s here, through
    // ORDERSLIP_TEST_RETRY_AFTER_MS, where 10 s took a refusal of 11 s), so the engine's confirmer
    // schedules the retry. They are refused until the clock has stepped: a retry that comes before the
    // step (a busy machine) is refused and scheduled again, so the retry pending at the step was always
    // scheduled before it.
    sim.injectFault({
      kind: 'status',
      status: 503,
      retryAfterSeconds: 3,
      times: Infinity,
      match: { operation: 'confirm' },
    });
    const orders = sim.addOrders(3, { shopId }).map((order) => String(order.id));
    const { cli, clock } = await startRun({ env: { [RETRY_AFTER_TEST_ENV]: '1000' } });
    await cli.waitForLine(/tries again in 3 seconds/, 30_000);
    clock.offset(-HOUR_S);
    sim.clearFaults();
    await cli.waitForLine(/clock jumped back by 60 minutes/, 20_000);
    // Its 3 s, give or take the idle look of 5 s; before the fix, the hour.
    await eventually('all three confirmed', confirmed(orders), 40_000);
    expect(orders.filter((id) => paper.jobs().some((job) => job.parsed.qrCodes.includes(id)))).toEqual(
      orders,
    );
    expect(paper.jobs()).toHaveLength(3);
  }, 90_000);

  it('a bake list saved while the clock was two days ahead prints at its time once the clock is corrected', async () => {
    const shopId = sim.tenants[0]!.shopIds[0]!;
    const today = new Date();
    const at = (day: number, hours: number, minutes: number, ms = 0): Date =>
      new Date(today.getFullYear(), today.getMonth(), today.getDate() + day, hours, minutes, 0, ms);
    // Saved and first seen at a wrong 06:00 two days ahead.
    const { cli, clock } = await startRun({
      shopDay: {
        ...DEFAULT_SHOP_DAY,
        bakeLists: [{ id: 'nine', day: 'today', time: '09:00', printerId: 'counter', shopId: null }],
      },
      startAt: at(2, 6, 0),
    });
    const first = sim.addOrders(1, { shopId }).map((order) => String(order.id));
    await eventually('the first order confirmed', confirmed(first), 30_000);
    // One more poll (a second at least) so the schedule was seen a while before the clock is corrected.
    const second = sim.addOrders(1, { shopId }).map((order) => String(order.id));
    await eventually('the second order confirmed', confirmed(second), 30_000);
    const bakeLists = () => paper.jobs().filter((job) => job.text.includes('BAKE LIST'));
    expect(bakeLists()).toEqual([]);
    // Corrected: today, just past 09:00.
    clock.set(at(0, 9, 0, 500));
    await cli.waitForLine(/clock jumped back by/, 20_000);
    await eventually("today's bake list printed", () => bakeLists().length === 1, 40_000);
    const dayMonth = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}`;
    expect(bakeLists()[0]!.text).toContain(dayMonth);
    await cli.waitForLine(/Printed the bake list for/, 20_000);
  }, 120_000);

  it("stamps the data folder's lock again at once when the clock jumps ahead, so a starter never takes it for abandoned", async () => {
    const { cli, clock, dataDir } = await startRun();
    const lock = join(dataDir, 'orderslip.lock');
    await eventually('the folder locked', () => existsSync(lock), 30_000);
    await cli.waitForLine(/./, 30_000);
    clock.offset(HOUR_S);
    // Renewed by the clock that jumped: its time an hour ahead of the real one, long before the next
    // renewal (a minute) was due.
    await eventually(
      'the lock stamped by the new clock',
      () => statSync(lock).mtimeMs > Date.now() + (HOUR_S - 60) * 1000,
      20_000,
    );
  }, 60_000);

  it('a Star printer that takes 3 s to print proves it, however far the clock jumps ahead meanwhile', async () => {
    const shopId = sim.tenants[0]!.shopIds[0]!;
    star = await VirtualStarPrinter.start({ printMs: 3_000 });
    const { cli, clock } = await startRun({ star });
    await cli.waitForLine(/./, 30_000);
    const [order] = sim.addOrders(1, { shopId }).map((added) => String(added.id));
    // The clock runs ahead in jumps of ten minutes, four times a second, until the order is settled.
    let ahead = 0;
    const jumping = setInterval(() => clock.offset((ahead += 600)), 250);
    try {
      await eventually('the order confirmed', () => sim.isConfirmed(order!, TENANT), 40_000);
    } finally {
      clearInterval(jumping);
    }
    expect(star.jobs().filter((job) => job.parsed.qrCodes.includes(order!))).toHaveLength(1);
    expect(cli.stdout()).not.toMatch(/could not prove|come out/);
  }, 90_000);
});
