/**
 * The PC's clock is set while OrderSlip runs, or was wrong when something was stored (issue 23, section
 * 2): retries and waits go by the monotonic clock, so a confirm answered 503 just before the clock steps
 * back an hour is retried within its backoff, not an hour later; a stored retry time is believed only as
 * far as the longest backoff reaches; a step is noticed and said. Injected clocks; the engine test runs
 * against the simulator and a virtual printer over real sockets, on a real SQLite ledger.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmRetry } from '../../electron/core/engine/confirm-retry';
import { Engine } from '../../electron/core/engine/engine';
import { TokenDoubt } from '../../electron/core/engine/service-patience';
import { ClockStepWatch } from '../../electron/core/time/clock-step';
import { english, eventually, oneShop, shopOf, World } from './world';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Two clocks a test moves by hand: the wall clock (a person's setting) and the monotonic one. */
class Clocks {
  wall = Date.parse('2026-11-26T08:00:00Z');
  mono = 1_000;

  pass(ms: number): void {
    this.wall += ms;
    this.mono += ms;
  }

  /** The PC's clock is set: only the wall clock moves. */
  set(stepMs: number): void {
    this.wall += stepMs;
  }

  readonly now = (): Date => new Date(this.wall);
  readonly monotonic = (): number => this.mono;
}

describe('a step of the wall clock', () => {
  it('is noticed once, by its size and direction; ordinary drift is not a step', () => {
    const clocks = new Clocks();
    const watch = new ClockStepWatch(() => clocks.wall, clocks.monotonic);
    clocks.pass(10 * MINUTE);
    expect(watch.check()).toBeNull();
    clocks.set(1_500);
    expect(watch.check()).toBeNull();
    clocks.set(-HOUR);
    expect(watch.check()).toBe(-HOUR + 1_500);
    // Reported once: the new distance between the clocks is the reference from then on.
    clocks.pass(MINUTE);
    expect(watch.check()).toBeNull();
    clocks.set(2 * HOUR);
    expect(watch.check()).toBe(2 * HOUR);
  });
});

describe('when a confirm may go again', () => {
  it('a retry timed in this process does not move when the clock is set back an hour', () => {
    const clocks = new Clocks();
    const retry = new ConfirmRetry(clocks.monotonic, 5 * MINUTE);
    const stored = new Date(clocks.wall + 2_000);
    retry.failed('A', 2_000, stored);
    expect(retry.isDue('A', stored, clocks.now())).toBe(false);
    clocks.set(-HOUR);
    clocks.pass(1_000);
    expect(retry.isDue('A', stored, clocks.now())).toBe(false);
    clocks.pass(1_000);
    expect(retry.isDue('A', stored, clocks.now())).toBe(true);
  });

  it('a stored time further ahead than the longest backoff (the clock was set back since) waits that backoff at most', () => {
    const clocks = new Clocks();
    // A new process: the ledger says "not before" an hour and a bit from now.
    const retry = new ConfirmRetry(clocks.monotonic, 5 * MINUTE);
    const stored = new Date(clocks.wall + HOUR + 30_000);
    expect(retry.isDue('A', stored, clocks.now())).toBe(false);
    clocks.pass(5 * MINUTE - 1);
    expect(retry.isDue('A', stored, clocks.now())).toBe(false);
    clocks.pass(1);
    expect(retry.isDue('A', stored, clocks.now())).toBe(true);
  });

  it('a stored time within the backoff is kept; none, or one gone by, is due at once', () => {
    const clocks = new Clocks();
    const retry = new ConfirmRetry(clocks.monotonic, 5 * MINUTE);
    expect(retry.isDue('none', null, clocks.now())).toBe(true);
    expect(retry.isDue('past', new Date(clocks.wall - 1), clocks.now())).toBe(true);
    const stored = new Date(clocks.wall + 90_000);
    expect(retry.isDue('soon', stored, clocks.now())).toBe(false);
    // Setting the clock ahead after it was seen does not make it due early.
    clocks.set(HOUR);
    expect(retry.isDue('soon', stored, clocks.now())).toBe(false);
    clocks.pass(90_000);
    expect(retry.isDue('soon', stored, clocks.now())).toBe(true);
  });

  it('a stored time that changed (a person handled the order: confirm now) is the one to go by', () => {
    const clocks = new Clocks();
    const retry = new ConfirmRetry(clocks.monotonic, 5 * MINUTE);
    retry.failed('A', 60_000, new Date(clocks.wall + 60_000));
    expect(retry.isDue('A', new Date(clocks.wall + 60_000), clocks.now())).toBe(false);
    expect(retry.isDue('A', null, clocks.now())).toBe(true);
  });
});

describe('a refused token is believed after a minute of refusals', () => {
  it('a minute that passed, not one the clock jumped over', () => {
    const clocks = new Clocks();
    const doubt = new TokenDoubt(MINUTE, clocks.monotonic);
    expect(doubt.refused(clocks.now())).toBe(false);
    clocks.pass(1_000);
    clocks.set(HOUR);
    expect(doubt.refused(clocks.now())).toBe(false);
    clocks.pass(1_000);
    // Three refusals in two seconds: a blip, however far the clock moved meanwhile.
    expect(doubt.refused(clocks.now())).toBe(false);
    clocks.set(-2 * HOUR);
    clocks.pass(MINUTE);
    expect(doubt.refused(clocks.now())).toBe(true);
  });
});

describe('the engine when the PC clock steps back an hour', () => {
  let world: World;
  afterEach(async () => {
    await world.close();
  });

  it(
    'a confirm answered 503 just before the step is retried within its backoff, and the step is said',
    { timeout: 40_000 },
    async () => {
      world = await World.start({ routes: oneShop });
      // Every attempt of the first confirm is answered 503 (the client tries twice itself).
      world.sim.injectFault({ kind: 'status', status: 503, times: 2, match: { operation: 'confirm' } });
      const orders = world.sim.addOrders(3, { shopId: shopOf(world) });
      let offset = 0;
      const engine = new Engine({
        ...world.engineOptions(),
        now: () => new Date(Date.now() + offset),
        timing: {
          ...world.engineOptions().timing,
          // A backoff long enough that the step surely comes before the retry.
          confirmRetryBaseMs: 1_000,
          clockCheckMs: 50,
        },
      });
      engine.events.on((event) => {
        world.events.push(event);
        // The clock is corrected the instant the failure is recorded, before the confirmer looks again.
        if (event.type === 'log' && event.message.code === 'engine.confirm-failed') offset = -HOUR;
      });
      engine.start();
      world.engine = engine;
      const ids = orders.map((order) => String(order.id));
      await eventually(
        'all three confirmed',
        () => ids.every((id) => world.ledger.getOrder(id)?.state === 'confirmed'),
        20_000,
      );
      expect(offset).toBe(-HOUR);
      expect(world.printedIds().sort()).toEqual([...ids].sort());
      await eventually('the step said', () =>
        world.logged('warn').some((message) => message.code === 'engine.clock-stepped'),
      );
      const said = world.logged('warn').find((message) => message.code === 'engine.clock-stepped');
      expect(english(said)).toMatch(/^This PC's clock jumped back by 60 minutes/);
    },
  );

  it('a stored retry time moves with the step, so after a restart it is as far ahead as its backoff said', async () => {
    world = await World.start({ routes: oneShop });
    world.sim.injectFault({ kind: 'status', status: 503, times: 1_000, match: { operation: 'confirm' } });
    const [order] = world.sim.addOrders(1, { shopId: shopOf(world) });
    const id = String(order!.id);
    let offset = 0;
    world.startEngine({
      now: () => new Date(Date.now() + offset),
      timing: { ...world.engineOptions().timing, confirmRetryBaseMs: 60_000, clockCheckMs: 50 },
    });
    await eventually('the confirm failed', () => world.ledger.getOrder(id)?.nextConfirmAt != null);
    const before = world.ledger.getOrder(id)!.nextConfirmAt!.getTime();
    offset = -HOUR;
    await eventually('the step noticed', () =>
      world.logged('warn').some((message) => message.code === 'engine.clock-stepped'),
    );
    const after = world.ledger.getOrder(id)!.nextConfirmAt!.getTime();
    // Moved by the step (give or take the tolerance of noticing it), not left an hour ahead.
    expect(Math.abs(after - (before - HOUR))).toBeLessThan(5_000);
  });

  it("an idle printer's status is still read after the step, so a printer out of paper is seen", async () => {
    world = await World.start({ routes: oneShop });
    let offset = 0;
    world.startEngine({
      now: () => new Date(Date.now() + offset),
      timing: { ...world.engineOptions().timing, idleStatusMs: 100 },
    });
    const state = () => world.engine!.status().printers[0]!.state;
    await eventually('the printer read as ready', () => state() === 'ready');
    offset = -HOUR;
    await world.printers[0]!.setMode('paper-out');
    await eventually('the paper-out seen while idle', () => state() === 'paper_out');
  });
});
