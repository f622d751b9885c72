/**
 * Status never says all is well when it is not: an AppService on the real simulator and a virtual
 * printer, out of paper, and then a service that fails.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppService } from '../../electron/core/app/app-service';
import {
  NotificationPolicy,
  PROBLEM_GRACE_MS,
  type DesktopNotification,
} from '../../electron/core/app/notification-policy';
import { NotificationWords } from '../../electron/common/i18n/notification-words';
import { printerSettings } from '../../electron/common/model/printer-settings';
import type { Simulator } from '../../electron/demo/simulator';
import type { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { ProblemView, StatusView } from '../../electron/common/contract/app-api';
import { say } from '../../electron/common/messages/say';
import { ServiceWorld } from './service-world';

const TENANT = 'status-tenant';
const TOKEN = 'status-test-token';

let world: ServiceWorld;
let sim: Simulator;
let printer: VirtualPrinter;
let service: AppService;
let shopId: number;
/** Added to the clock Status reads, to see orders as they will look a while from now. */
let later = 0;
let status: StatusView;

beforeEach(async () => {
  world = await ServiceWorld.open({ seed: 5, tenant: TENANT, token: TOKEN, printer: { mode: 'paper-out' } });
  ({ sim, printer, shopId } = world);
  later = 0;
  service = world.service(
    world.settingsWith([
      printerSettings({ id: 'counter', name: 'Counter', uri: printer.uri, language: 'en' }),
    ]),
    { now: () => new Date(Date.now() + later) },
  );
  await service.start();
});

afterEach(async () => {
  await service.stop();
  await world.close();
});

async function statusUntil(description: string, condition: (view: StatusView) => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    status = await service.getStatus();
    if (condition(status)) return;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting until ${description}; last status: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const kinds = (view: StatusView): ProblemView['kind'][] => view.problems.map((problem) => problem.kind);

describe('Status with a printer out of paper', () => {
  it('names the printer and the waiting orders at the top, and clears once paper is back', async () => {
    sim.addOrders(3, { shopId });
    await statusUntil('the paper-out printer holds 3 orders', (view) =>
      view.problems.some((problem) => problem.kind === 'printer-not-ready' && problem.waiting === 3),
    );
    expect(status.connection.state).toBe('ok');
    expect(status.headline).toEqual({
      tone: 'bad',
      waiting: 3,
      worst: {
        kind: 'printer-not-ready',
        printerId: 'counter',
        printerName: 'Counter',
        state: 'paper_out',
        waiting: 3,
        detail: { code: 'printer.paper-out', params: { printer: 'Counter' } },
      },
    });
    expect(new NotificationWords('en').headline(status.headline)).toBe(
      '3 orders wait: Counter is out of paper',
    );

    // Two minutes on, the same orders are late as well: listed, after the printer that explains them.
    later = 2 * 60_000;
    await statusUntil('the late orders are listed too', (view) => kinds(view).length === 2);
    expect(kinds(status)).toEqual(['printer-not-ready', 'orders-waiting']);
    expect(status.problems[1]).toMatchObject({ kind: 'orders-waiting', count: 3 });
    later = 0;

    await printer.setMode('ready');
    await service.retryPrinter('counter');
    await statusUntil('the orders printed and nothing is wrong', (view) => view.headline.waiting === 0);
    expect(status.problems).toEqual([]);
    expect(status.headline).toEqual({ tone: 'ok', waiting: 0, worst: null });
  });
});

describe('Status with a failing service', () => {
  it('turns the connection from ok to failing and says the service fails, until it answers again', async () => {
    await printer.setMode('ready');
    await statusUntil('the service was reached', (view) => view.connection.state === 'ok');
    expect(status.problems).toEqual([]);

    const fault = await fetch(`${sim.url}/_sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'status', status: 503, times: 'Infinity', match: { operation: 'list' } }),
    });
    expect(fault.status).toBe(201);
    await statusUntil('the service is said to fail', (view) => kinds(view).includes('service-failing'));
    expect(status.connection.state).toBe('failing');
    expect(status.headline.tone).toBe('bad');
    expect(status.headline.worst).toMatchObject({ kind: 'service-failing' });
    const failing = status.problems.find((problem) => problem.kind === 'service-failing');
    expect(failing).toMatchObject({ failures: expect.any(Number), since: expect.any(String) });

    await fetch(`${sim.url}/_sim/faults`, { method: 'DELETE' });
    // As a person would: "Retry now" rather than the backoff's next try.
    await service.retryNow(null);
    await statusUntil('the service answers again', (view) => view.connection.state === 'ok');
    expect(status.problems).toEqual([]);
  });
});

describe('Status with a refused token (issue 23, words that must not mislead)', () => {
  it('says the service refused the access token, never that it cannot be reached', async () => {
    await printer.setMode('ready');
    await statusUntil('the service was reached', (view) => view.connection.state === 'ok');
    const fault = await fetch(`${sim.url}/_sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'status', status: 401, times: 'Infinity', match: { operation: 'list' } }),
    });
    expect(fault.status).toBe(201);
    await statusUntil('the refusal is seen', (view) => kinds(view).includes('token-doubted'));
    // Not believed yet (it may be a proxy's blip), but a refusal all the same: not "failing".
    expect(status.connection.state).toBe('token_rejected');
    expect(kinds(status)).not.toContain('service-failing');
    const words = [
      say(status.connection.detail, 'nl'),
      ...status.problems.map((problem) => ('detail' in problem ? say(problem.detail, 'nl') : '')),
    ].join(' ');
    expect(words).toContain('weigerde het toegangstoken (HTTP 401)');
    expect(words).toContain('Controleer het token');
    expect(words).not.toMatch(/internetverbinding|niet bereikbaar/);
  });
});

describe('notifications from the real Status (point 4)', () => {
  /**
   * Feeds Status snapshots to the policy on a clock ten times as fast, as the app's timer does, until
   * `done` says so (with what was told so far and when, on the policy's clock); fails after `maxMs`.
   */
  async function watch(
    policy: NotificationPolicy,
    done: (told: readonly DesktopNotification[], policyMs: number, toldAt: readonly number[]) => boolean,
    during?: (elapsed: number) => Promise<void>,
    maxMs = 20_000,
  ) {
    const told: DesktopNotification[] = [];
    const toldAt: number[] = [];
    const start = Date.now();
    for (let elapsed = 0; !done(told, elapsed * 10, toldAt); elapsed = Date.now() - start) {
      if (elapsed > maxMs) throw new Error(`Still watching after ${maxMs} ms; told: ${JSON.stringify(told)}`);
      await during?.(elapsed);
      const now = policy.onProblems((await service.getStatus()).problems, start + elapsed * 10);
      told.push(...now);
      toldAt.push(...now.map(() => elapsed * 10));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return told;
  }
  /** Once `count` were told, the watch goes on for `quietMs` of the policy's clock. */
  const toldAndQuiet =
    (count: number, quietMs: number) =>
    (told: readonly DesktopNotification[], policyMs: number, toldAt: readonly number[]) =>
      told.length >= count && policyMs - toldAt[count - 1]! >= quietMs;

  it('a printer flapping between paper-out and cover-open is told once; a service outage once, and its end', async () => {
    const policy = new NotificationPolicy(
      () => ({ newOrder: false, problems: true, sound: true }),
      new NotificationWords('nl'),
    );
    sim.addOrders(2, { shopId });
    let flaps = 0;
    let flapsWhenTold: number | null = null;
    // The printer flaps every 300 ms (3 s of the policy's clock) until it was told, at least eight times,
    // and three times more since it was told (each flap a chance to tell it again).
    const flapping = await watch(
      policy,
      (told) => {
        if (told.length > 0) flapsWhenTold ??= flaps;
        return flapsWhenTold !== null && flaps >= Math.max(8, flapsWhenTold + 3);
      },
      async (elapsed) => {
        const mode = Math.floor(elapsed / 300) % 2 === 0 ? 'paper-out' : 'cover-open';
        if (printer.mode !== mode) {
          flaps += 1;
          await printer.setMode(mode);
        }
      },
    );
    expect(flaps).toBeGreaterThanOrEqual(8);
    expect(flapping.map((note) => note.title)).toEqual([expect.stringMatching(/^Counter /)]);

    await printer.setMode('ready');
    await service.retryPrinter('counter');
    sim.injectFault({ kind: 'status', status: 503, times: 100_000, match: { operation: 'list' } });
    // Then a grace period and a half (3 s): a failing service told again under another key would be told
    // once that lasted the grace period, and a reminder sooner than 30 s (it is 30 min) would show.
    const outage = await watch(policy, toldAndQuiet(2, 1.5 * PROBLEM_GRACE_MS));
    expect(outage.map((note) => note.title)).toEqual([
      expect.stringMatching(/^Counter /), // the printer problem is over: it prints again
      expect.stringMatching(/geen nieuwe bestellingen binnen/i),
    ]);
    sim.clearFaults();
    await service.retryNow(null);
    const after = await watch(policy, toldAndQuiet(1, 10_000));
    expect(after).toHaveLength(1);
    expect(after[0]!.title).toBe('Bestellingen komen weer binnen');
  }, 30_000);
});
