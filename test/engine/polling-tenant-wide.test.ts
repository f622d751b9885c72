/**
 * One listing for every shop printed here (`GET /v1/orders` without `shop`), split by shop; a full one
 * (100 orders, no paging) makes each shop list itself until its backlog is gone. Real simulator, real
 * virtual printers, real ledger.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OrderingClient } from '../../electron/core/api/client';
import { wireOrder } from '../api/wire-order';
import { eventually, TENANT, TOKEN, World } from './world';

let world: World;

afterEach(async () => {
  await world.close();
});

const ids = (orders: readonly { id: unknown }[]) => orders.map((order) => String(order.id));
/** Each order listing so far: the shop it asked for, or null for the whole tenant. */
const listings = (w: World) =>
  w.sim
    .requestLog()
    .filter((entry) => entry.path === '/v1/orders')
    .map((entry) => {
      const shop = new URLSearchParams(entry.query).get('shop');
      return shop === null ? null : Number(shop);
    });

/** When each listing of `shop` (null: the whole tenant) reached the service, in ms. */
const listingTimes = (w: World, shop: number | null) =>
  w.sim
    .requestLog()
    .filter((entry) => entry.path === '/v1/orders')
    .filter(
      (entry) =>
        (new URLSearchParams(entry.query).get('shop') ?? null) === (shop === null ? null : String(shop)),
    )
    .map((entry) => entry.at.getTime());

const shortestGap = (times: readonly number[]) =>
  Math.min(...times.slice(1).map((time, index) => time - times[index]!));

/**
 * The world polls every 100 ms less up to 10 % jitter; a timer never fires early, so a busy machine only
 * makes gaps longer, and a millisecond is the clock's grain.
 */
const MIN_GAP_MS = 90 - 1;

/** Successful polls of each shop from now on, from the engine's poll events. */
function pollsFrom(w: World): (shopId: number) => number {
  const from = w.events.length;
  const since = Date.now();
  return (shopId) =>
    new Set(
      w.events
        .slice(from)
        .flatMap((event) =>
          event.type === 'poll' &&
          event.shop.shopId === shopId &&
          event.shop.lastSuccessAt !== null &&
          event.shop.lastSuccessAt.getTime() >= since
            ? [event.shop.lastSuccessAt.getTime()]
            : [],
        ),
    ).size;
}

/** Three shops, each on its own printer (p1, p2, p3). */
const shopEach = (shops: readonly number[], printers: readonly string[]) =>
  shops.slice(0, 3).map((shopId, index) => ({ shopId, printerIds: [printers[index]!] }));

/** An order of `shopId` paid long after every generated one: the service lists it last. */
function lateOrder(id: string, shopId: number): Record<string, unknown> {
  return wireOrder({
    id,
    payed_at: '2099-01-01 12:00:00',
    shop: {
      id: String(shopId),
      name: 'Late',
      address: 'Markt 1',
      postal_code: '9000',
      city: 'Gent',
      country: 'BE',
    },
  });
}

/** A bound, not a wait: how long a backlog of 120 orders may take to print and confirm on a busy machine. */
const BACKLOG_MS = 120_000;

describe('one listing for all the shops printed here', () => {
  it('an idle tenant of three shops costs one listing a poll, and every shop prints its own orders', async () => {
    world = await World.start({ printers: 3, routes: shopEach });
    const shops = world.sim.tenants[0]!.shopIds.slice(0, 3);
    const added = shops.map((shopId) => world.sim.addOrders(2, { shopId }));
    world.startEngine();
    await eventually('every order is confirmed', () => world.confirmedIds().length === 6);
    const before = listings(world).length;
    const polls = pollsFrom(world);
    await eventually('every shop polled ten more times', () => shops.every((shopId) => polls(shopId) >= 10));
    const idle = listings(world).slice(before);

    // Each listing is one poll of every shop: as many listings as polls (give or take the one under way
    // as counting began and the one under way now), each
    // for the whole tenant, and never sooner than the 100 ms interval less its 10 % jitter.
    expect(idle.length).toBeGreaterThanOrEqual(Math.min(...shops.map(polls)) - 1);
    expect(idle.length).toBeLessThanOrEqual(Math.max(...shops.map(polls)) + 1);
    expect(listings(world).every((shop) => shop === null)).toBe(true);
    expect(shortestGap(listingTimes(world, null).slice(-idle.length))).toBeGreaterThanOrEqual(MIN_GAP_MS);
    shops.forEach((shopId, index) => {
      expect(new Set(world.printedIds(index))).toEqual(new Set(ids(added[index]!)));
      for (const id of ids(added[index]!)) expect(world.ledger.getOrder(id)?.shopId).toBe(shopId);
    });
    const polled = world.engine!.status().shops;
    expect(polled.map((shop) => shop.lastSuccessAt !== null)).toEqual([true, true, true]);
  });

  it('orders of a shop not printed here are never recorded, printed or confirmed', async () => {
    world = await World.start({
      printers: 2,
      routes: ([a, b], [p1, p2]) => [
        { shopId: a!, printerIds: [p1!] },
        { shopId: b!, printerIds: [p2!] },
      ],
    });
    const [a, b, c] = world.sim.tenants[0]!.shopIds;
    const mine = [...world.sim.addOrders(3, { shopId: a! }), ...world.sim.addOrders(3, { shopId: b! })];
    const theirs = world.sim.addOrders(5, { shopId: c! });
    world.startEngine();
    await eventually('our orders are confirmed', () =>
      ids(mine).every((id) => world.confirmedIds().includes(id)),
    );
    const before = listings(world).length;
    await eventually('a few more listings', () => listings(world).length >= before + 3);

    expect(listings(world).every((shop) => shop === null)).toBe(true);
    for (const id of ids(theirs)) {
      expect(world.ledger.getOrder(id)).toBeNull();
      expect(world.sim.isConfirmed(id)).toBe(false);
    }
    expect([...world.printedIds(0), ...world.printedIds(1)].sort()).toEqual(ids(mine).sort());
    // Another shop's orders in the tenant's listing are expected: no shop says "other shops listed".
    expect(world.engine!.status().shops.every((shop) => shop.wrongShop === null)).toBe(true);
  });

  it(
    'a full listing makes each shop list itself: a shop behind another shop’s backlog still prints at once, then one listing again',
    async () => {
      world = await World.start({ printers: 3, routes: shopEach, paperMsPerLine: 0 });
      const [a, b] = world.sim.tenants[0]!.shopIds;
      const backlog = world.sim.addOrders(120, { shopId: a! });
      world.sim.addRawOrder(lateOrder('late-of-b', b!));
      world.startEngine();
      // Shop A's printer is out: its 120 orders stay listed, so every listing of the tenant is full.
      world.engine!.pausePrinter('p1');

      await eventually('B’s order, hidden behind A’s hundred, printed', () =>
        world.printedIds(1).includes('late-of-b'),
      );
      await eventually('and confirmed', () => world.confirmedIds().includes('late-of-b'));
      const seen = listings(world);
      expect(seen[0]).toBeNull();
      expect(seen).toContain(a);
      expect(seen).toContain(b);
      // A full page is not the whole list: nothing of A's is gone, and nothing is printed twice.
      expect(backlog.every((order) => world.ledger.getOrder(String(order.id))?.state !== 'gone')).toBe(true);

      world.engine!.resumePrinter('p1');
      // 120 receipts printed and confirmed: seconds alone, far longer beside a second suite (20 s was missed).
      await eventually(
        'A’s backlog printed and confirmed',
        () => world.confirmedIds().length === 121,
        BACKLOG_MS,
      );
      const drained = listings(world).length;
      await eventually('a few listings after', () => listings(world).length >= drained + 4);
      // The backlog is gone: the tenant-wide listing serves all shops again.
      expect(listings(world).slice(-3)).toEqual([null, null, null]);
      expect(world.printedIds(0)).toHaveLength(120);
      expect(new Set(world.printedIds(0)).size).toBe(120);
    },
    BACKLOG_MS + 60_000,
  );

  it(
    'a backlog over many shops, each shop’s part short: each shop lists once a poll, no storm of listings',
    async () => {
      world = await World.start({ printers: 3, routes: shopEach, paperMsPerLine: 0 });
      const shops = world.sim.tenants[0]!.shopIds.slice(0, 3);
      // 120 orders waiting, 40 a shop: the tenant's listing is full, each shop's own is not.
      for (const shopId of shops) world.sim.addOrders(40, { shopId });
      world.startEngine();
      for (const printer of ['p1', 'p2', 'p3']) world.engine!.pausePrinter(printer);
      await eventually('all 120 recorded', () => world.ledger.counts().byState.waiting === 120);
      const before = listings(world).length;
      const own = (shopId: number) =>
        listings(world)
          .slice(before)
          .filter((shop) => shop === shopId).length;
      await eventually('every shop listed itself ten times', () =>
        shops.every((shopId) => own(shopId) >= 10),
      );
      const during = listings(world).slice(before);
      // None of the whole tenant (it would be full again at once), and each shop lists once a poll, not a
      // listing after every listing: never sooner than the 100 ms interval less its 10 % jitter.
      expect(during.filter((shop) => shop === null)).toHaveLength(0);
      for (const shopId of shops)
        expect(shortestGap(listingTimes(world, shopId).slice(-own(shopId)))).toBeGreaterThanOrEqual(
          MIN_GAP_MS,
        );

      for (const printer of ['p1', 'p2', 'p3']) world.engine!.resumePrinter(printer);
      await eventually('all printed and confirmed', () => world.confirmedIds().length === 120, BACKLOG_MS);
      const drained = listings(world).length;
      await eventually('a few listings after', () => listings(world).length >= drained + 4);
      expect(listings(world).slice(-3)).toEqual([null, null, null]);
    },
    BACKLOG_MS + 60_000,
  );

  it('an open order missing from listings that are full is not gone', async () => {
    world = await World.start({ printers: 3, routes: shopEach });
    const [a, b] = world.sim.tenants[0]!.shopIds;
    world.sim.addRawOrder(lateOrder('late-of-b', b!));
    world.startEngine();
    world.engine!.pausePrinter('p1');
    world.engine!.pausePrinter('p2');
    await eventually('B’s order recorded', () => world.ledger.getOrder('late-of-b') !== null);

    // From now on every listing, the tenant's and each shop's own (the service ignores `shop`), brings
    // the hundred oldest orders of A: B's order is behind them, in none of the listings.
    world.sim.injectFault({ kind: 'ignore-shop', times: Infinity });
    world.sim.addOrders(110, { shopId: a! });
    const before = listings(world).length;
    await eventually('a dozen full listings', () => listings(world).length >= before + 12);
    expect(world.ledger.getOrder('late-of-b')?.state).toBe('waiting');

    world.sim.clearFaults();
    world.engine!.resumePrinter('p2');
    await eventually('B’s order prints and is confirmed', () => world.confirmedIds().includes('late-of-b'));
    expect(world.printedIds(1)).toEqual(['late-of-b']);
  });

  it('an open order missing from complete listings of the tenant is gone', async () => {
    world = await World.start({ printers: 3, routes: shopEach });
    const [, b] = world.sim.tenants[0]!.shopIds;
    const [order] = world.sim.addOrders(1, { shopId: b! });
    const id = String(order!.id);
    world.startEngine();
    world.engine!.pausePrinter('p2');
    await eventually('recorded', () => world.ledger.getOrder(id) !== null);
    await new OrderingClient({ baseUrl: world.sim.url, tenant: TENANT, token: TOKEN }).confirm(id);
    await eventually('marked gone', () => world.ledger.getOrder(id)?.state === 'gone');
    world.engine!.resumePrinter('p2');
    // Given three more polls to print it (a resumed printer takes its queue at once), it does not.
    const resumed = listings(world).length;
    await eventually('three more listings', () => listings(world).length >= resumed + 3);
    expect(world.printedIds(1)).toEqual([]);
    expect(listings(world).every((shop) => shop === null)).toBe(true);
  });
});
