/**
 * The daily history purge never holds the engine up: it starts a while after the first polls, removes
 * old orders in batches with the event loop running between two of them, says once how many went, and
 * stops with the engine.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { Ledger, PURGE_BATCH_SIZE } from '../../electron/core/ledger';
import { TestClock, makeOrder, note } from '../ledger/fixtures';
import { FAST_ENGINE, TENANT, World, eventually, oneShop, shopOf } from './world';

let world: World;

afterEach(async () => {
  vi.restoreAllMocks();
  await world.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders printed and confirmed 200 days ago, well past the world's 90 days of retention. */
function seedOldHistory(w: World, count: number): void {
  const path = join(w.dir, 'ledger.db');
  w.ledger.close();
  const clock = new TestClock(Date.now() - 200 * DAY_MS);
  const old = Ledger.open(path, { now: clock.now });
  old.batch(() => {
    for (let i = 0; i < count; i++) {
      clock.advance(60_000);
      const id = `old-${i}`;
      old.recordOrder({ tenant: TENANT, shopId: shopOf(w), order: makeOrder(id), printerIds: ['p1'] });
      const [job] = old.jobsOf(id);
      old.startJob(job!.id);
      old.jobPrinted(job!.id, 'verified', note('ok'));
      old.markConfirmed(id, note('ok'));
    }
  });
  old.close();
  w.ledger = Ledger.open(path);
}

/** Listings the simulator answered. */
const listings = (w: World): number =>
  w.sim.requestLog().filter((entry) => entry.path === '/v1/orders' && entry.status === 200).length;

const purged = (w: World) => w.logged('info').filter((message) => message.code === 'engine.history-purged');

describe('the history purge', () => {
  it('does not run at start: the first polls, prints and confirms come first', async () => {
    world = await World.start({ routes: oneShop });
    seedOldHistory(world, 450);
    const batches = vi.spyOn(world.ledger, 'purgeStep');
    const [order] = world.sim.addOrders(1, { shopId: shopOf(world) });
    world.startEngine();

    await eventually('the new order is confirmed', () => world.confirmedIds().includes(String(order!.id)));
    await eventually('several listings answered', () => listings(world) >= 3);
    expect(batches).not.toHaveBeenCalled();
    expect(world.ledger.getOrder('old-0')).not.toBeNull();
    expect(world.ledger.counts().total).toBe(451);
    expect(purged(world)).toEqual([]);
  });

  it('runs after its delay in batches, the event loop running between two, and says once how many went', async () => {
    world = await World.start({ routes: oneShop });
    seedOldHistory(world, 450);
    const steps: { step: 'batch' | 'tick'; listings: number }[] = [];
    const purgeStep = Ledger.prototype.purgeStep;
    vi.spyOn(world.ledger, 'purgeStep').mockImplementation(function (this: Ledger, days, limit) {
      steps.push({ step: 'batch', listings: listings(world) });
      setImmediate(() => steps.push({ step: 'tick', listings: listings(world) }));
      return purgeStep.call(this, days, limit);
    });
    const [order] = world.sim.addOrders(1, { shopId: shopOf(world) });
    world.startEngine({ timing: { ...FAST_ENGINE.timing, purgeDelayMs: 800 } });

    await eventually('the purge is done', () => purged(world).length > 0);
    expect(purged(world)).toEqual([msg('engine.history-purged', { count: 450, days: 90 })]);
    const batches = steps.filter((step) => step.step === 'batch');
    // Full batches, then the one that finds fewer than a batch left.
    expect(batches).toHaveLength(Math.floor(450 / PURGE_BATCH_SIZE) + 1);
    expect(batches.length).toBeGreaterThan(2);
    // After the engine had listed the shop's orders.
    expect(batches[0]!.listings).toBeGreaterThan(0);
    for (let i = 1; i < steps.length; i++) {
      if (steps[i]!.step === 'batch') expect(steps[i - 1]!.step).toBe('tick');
    }
    expect(world.ledger.getOrder('old-0')).toBeNull();
    expect(world.ledger.getOrder('old-449')).toBeNull();
    await eventually('the new order is confirmed', () => world.confirmedIds().includes(String(order!.id)));
    expect(world.ledger.getOrder(String(order!.id))?.state).toBe('confirmed');
    // Nothing more to purge until the next day.
    expect(purged(world)).toHaveLength(1);
  });

  it('stops between two batches when the engine stops', async () => {
    world = await World.start({ routes: oneShop });
    seedOldHistory(world, 450);
    let stopping: Promise<void> | null = null;
    const purgeStep = Ledger.prototype.purgeStep;
    const batches = vi.spyOn(world.ledger, 'purgeStep').mockImplementation(function (
      this: Ledger,
      days,
      limit,
    ) {
      stopping ??= world.engine!.stop();
      return purgeStep.call(this, days, limit);
    });
    world.startEngine({ timing: { ...FAST_ENGINE.timing, purgeDelayMs: 100 } });

    await eventually('the engine is stopping', () => stopping !== null);
    await stopping;
    world.engine = null;
    expect(batches).toHaveBeenCalledTimes(1);
    expect(world.ledger.counts().total).toBe(450 - PURGE_BATCH_SIZE);
    expect(purged(world)).toEqual([msg('engine.history-purged', { count: PURGE_BATCH_SIZE, days: 90 })]);
  });
});
