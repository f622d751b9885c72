/**
 * A backlog larger than one page: the service lists the oldest orders first, so the ones behind a full
 * page show only as confirms make room. The poller lists again after a batch of confirms, not after each
 * one: a listing of a whole page costs more than printing one receipt.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SIZE, REFILL_AFTER_CONFIRMS } from '../../electron/core/engine/shop-poller';
import { eventually, oneShop, World } from './world';

let world: World;

afterEach(async () => {
  await world.close();
});

describe('draining a backlog', () => {
  it('prints and confirms every order behind a full page, listing about once per refill, not per order', async () => {
    world = await World.start({
      routes: oneShop,
      // Long enough that only confirms, never the interval, can bring the next listing within the test.
      pollIntervalMs: 60_000,
      paperMsPerLine: 0,
    });
    const orders = PAGE_SIZE * 2 + 30;
    const added = world.sim.addOrders(orders, { shopId: world.sim.tenants[0]!.shopIds[0]! });
    world.startEngine();
    await eventually('every order is confirmed', () => world.confirmedIds().length === orders, 90_000);

    expect(new Set(world.printedIds())).toEqual(new Set(added.map((order) => String(order.id))));
    expect(world.printedIds()).toHaveLength(orders);
    const listings = world.sim.requestLog().filter((entry) => entry.path === '/v1/orders').length;
    // One listing per refill of a quarter page, and a few more for confirms that land mid-listing.
    expect(listings).toBeLessThanOrEqual(Math.ceil(orders / REFILL_AFTER_CONFIRMS) + 4);
    expect(listings).toBeGreaterThanOrEqual(Math.ceil((orders - PAGE_SIZE) / PAGE_SIZE) + 1);
  }, 120_000);

  it('records a new order once however many listings show it, and prints it once', async () => {
    world = await World.start({
      routes: oneShop,
      pollIntervalMs: 50,
    });
    const [order] = world.sim.addOrders(1, { shopId: world.sim.tenants[0]!.shopIds[0]! });
    world.startEngine();
    await eventually('it is confirmed', () => world.confirmedIds().length === 1);
    await eventually(
      'a few more listings went by',
      () => world.sim.requestLog().filter((entry) => entry.path === '/v1/orders').length >= 5,
    );
    const newEvents = world.events.filter((event) => event.type === 'order' && event.isNew);
    expect(newEvents).toHaveLength(1);
    expect(world.printedIds()).toEqual([String(order!.id)]);
    expect(world.ledger.timeline(String(order!.id)).filter((event) => event.kind === 'seen')).toHaveLength(1);
  });
});
