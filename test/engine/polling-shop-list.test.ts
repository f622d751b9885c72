/**
 * With no shops configured ("every shop the service lists"), the shop list is read again now and then
 * and on wake: a shop added on the service is polled without a restart, and one the service stopped
 * listing is dropped only after a few lists, without losing what was received of it. Timings scale
 * with the poll interval: at 50 ms the list is read every 6 s (every 10 minutes at 5 s).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_LISTS_BEFORE_DROPPED, serviceTimings } from '../../electron/core/engine/service-patience';
import { eventually, World } from './world';

let world: World;

afterEach(async () => {
  await world.close();
});

const INTERVAL_MS = 50;
const NEW_SHOP = {
  id: 3001,
  name: 'Bakkerij Nieuw',
  address: 'Markt 1',
  postal_code: '9000',
  city: 'Gent',
  country: 'BE',
};
const shopLists = (w: World) => w.sim.requestLog().filter((entry) => entry.path === '/v1/shops').length;
const polledShops = (w: World) => w.engine!.status().shops.map((shop) => shop.shopId);

describe('the shop list, with no shops configured', () => {
  it('is read again periodically: a shop added on the service is polled, and its orders print', async () => {
    world = await World.start({ routes: () => [], pollIntervalMs: INTERVAL_MS });
    world.startEngine();
    await eventually('the first shops are polled', () => polledShops(world).length === 4);
    world.sim.addShop(NEW_SHOP);
    const [order] = world.sim.addOrders(1, { shopId: NEW_SHOP.id });

    const { shopListMs } = serviceTimings(INTERVAL_MS);
    await eventually(
      "the new shop's order is confirmed",
      () => world.confirmedIds().includes(String(order!.id)),
      shopListMs + 5_000,
    );
    expect(polledShops(world)).toContain(NEW_SHOP.id);
    expect(world.engine!.status().shops.find((shop) => shop.shopId === NEW_SHOP.id)?.name).toBe(
      NEW_SHOP.name,
    );
    expect(world.ledger.getOrder(String(order!.id))?.shopId).toBe(NEW_SHOP.id);
    expect(shopLists(world)).toBe(2);
  });

  it('is read again on wake', async () => {
    // Polls every 500 ms, so the shop list is read again only after a minute by itself: a new shop
    // polled within 20 s was read at the wake, however busy the machine (2 s of a 6 s cycle was not).
    world = await World.start({ routes: () => [], pollIntervalMs: 500 });
    world.startEngine();
    await eventually('the first shops are polled', () => polledShops(world).length === 4);
    world.sim.addShop(NEW_SHOP);
    world.engine!.wake();
    await eventually('the new shop is polled', () => polledShops(world).includes(NEW_SHOP.id), 20_000);
  });

  it('drops a shop only after it is missing from a few lists, and keeps printing and confirming what it received', async () => {
    world = await World.start({ routes: () => [], pollIntervalMs: INTERVAL_MS });
    const [leaving] = world.sim.tenants[0]!.shopIds;
    const [order] = world.sim.addOrders(1, { shopId: leaving! });
    const id = String(order!.id);
    world.startEngine();
    world.engine!.pausePrinter('p1');
    await eventually('its order is received', () => world.ledger.getOrder(id) !== null);

    world.sim.removeShop(leaving!);
    for (let read = 1; read < SHOP_LISTS_BEFORE_DROPPED; read++) {
      const lists = shopLists(world);
      world.engine!.wake();
      await eventually(`shop list ${read} read`, () => shopLists(world) > lists);
      expect(polledShops(world)).toContain(leaving);
    }
    const lists = shopLists(world);
    world.engine!.wake();
    await eventually('dropped', () => shopLists(world) > lists && !polledShops(world).includes(leaving!));
    const listings = world.sim
      .requestLog()
      .filter((entry) => new URLSearchParams(entry.query).get('shop') === String(leaving)).length;

    world.engine!.resumePrinter('p1');
    await eventually('what it received still prints and is confirmed', () =>
      world.confirmedIds().includes(id),
    );
    expect(world.printedIds()).toEqual([id]);
    // Nobody polls it any more.
    expect(
      world.sim
        .requestLog()
        .filter((entry) => new URLSearchParams(entry.query).get('shop') === String(leaving)).length,
    ).toBe(listings);
  });
});
