/**
 * A poller for shop N prints and confirms only shop N's orders, whatever the service answers: a service
 * that ignores `shop`, or a shop id it does not filter on (the spec answers those with every shop's
 * orders), must not get other shops' orders printed here and confirmed away.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { wireOrder } from '../api/wire-order';
import { english, eventually, oneShop, pause, shopPerPrinter, World } from './world';

let world: World;

afterEach(async () => {
  await world.close();
});

const ids = (orders: readonly { id: unknown }[]) => orders.map((order) => String(order.id));
const listingsOf = (w: World, shopId: number) =>
  w.sim
    .requestLog()
    .filter(
      (entry) =>
        entry.path === '/v1/orders' && new URLSearchParams(entry.query).get('shop') === String(shopId),
    ).length;
const allListings = (w: World) => w.sim.requestLog().filter((entry) => entry.path === '/v1/orders').length;
const confirmedPaths = (w: World) =>
  new Set(
    w.sim
      .requestLog()
      .filter((entry) => entry.path.endsWith('/confirm'))
      .map((entry) => entry.path),
  );

describe("another shop's orders in a shop's listing", () => {
  it('are left alone (not recorded, printed or confirmed), and the status says so until the listing is clean', async () => {
    world = await World.start({ routes: oneShop });
    const [mine, other, third] = world.sim.tenants[0]!.shopIds;
    world.sim.injectFault({ kind: 'ignore-shop', times: Infinity });
    const own = world.sim.addOrders(2, { shopId: mine! });
    const foreign = [
      ...world.sim.addOrders(6, { shopId: other! }),
      ...world.sim.addOrders(4, { shopId: third! }),
    ];
    world.startEngine();

    await eventually('our own orders are confirmed', () =>
      ids(own).every((id) => world.confirmedIds().includes(id)),
    );
    await eventually(
      'the status names the other shops',
      () => world.engine!.status().shops[0]!.wrongShop !== null,
    );
    expect(world.engine!.status().shops[0]!.wrongShop).toMatchObject({
      otherShopIds: [other, third].sort((a, b) => a! - b!),
      count: 10,
    });
    // Several more listings go by: still nothing of theirs is touched.
    const listings = listingsOf(world, mine!);
    await eventually('three more listings', () => listingsOf(world, mine!) >= listings + 3);
    for (const id of ids(foreign)) {
      expect(world.ledger.getOrder(id)).toBeNull();
      expect(world.sim.isConfirmed(id)).toBe(false);
    }
    expect(new Set(world.printedIds())).toEqual(new Set(ids(own)));
    expect(confirmedPaths(world)).toEqual(new Set(ids(own).map((id) => `/v1/orders/${id}/confirm`)));
    const warned = world.logged('warn').find((message) => message.code === 'engine.other-shops-listed');
    expect(warned).toBeDefined();
    expect(english(warned)).toContain('leaves those alone');

    world.sim.clearFaults();
    await eventually(
      'the status clears once a listing holds only our orders',
      () => world.engine!.status().shops[0]!.wrongShop === null,
    );
  });

  it('with no shops configured, each poller takes only its own shop’s orders: each prints once, under its shop', async () => {
    world = await World.start({ routes: () => [] });
    world.sim.injectFault({ kind: 'ignore-shop', times: Infinity });
    const added = world.sim.addOrders(16);
    world.startEngine();
    await eventually('every order is confirmed', () => world.confirmedIds().length === added.length);
    await pause(300);
    expect(world.printedIds()).toHaveLength(added.length);
    expect(new Set(world.printedIds())).toEqual(new Set(ids(added)));
    for (const order of added) {
      const shop = (order.shop as { id: number | string }).id;
      expect(world.ledger.getOrder(String(order.id))?.shopId).toBe(Number(shop));
    }
    const shops = world.engine!.status().shops;
    expect(shops).toHaveLength(world.sim.tenants[0]!.shopIds.length);
  });

  it("another shop's unreadable order is left alone; one without a readable shop is held here, never printed or confirmed", async () => {
    world = await World.start({ routes: oneShop });
    const [mine, other] = world.sim.tenants[0]!.shopIds;
    world.sim.injectFault({ kind: 'ignore-shop', times: Infinity });
    const [good] = world.sim.addOrders(1, { shopId: mine! });
    world.sim.addRawOrder(
      wireOrder({ id: 'theirs-broken', order_type: 'drone', shop: { id: String(other), name: 'Other' } }),
    );
    world.sim.addRawOrder(wireOrder({ id: 'nobodys', shop: null }));
    world.startEngine();

    await eventually('our order is confirmed', () => world.confirmedIds().includes(String(good!.id)));
    await eventually('the shop-less order is held', () => world.ledger.getOrder('nobodys')?.state === 'held');
    await pause(300);
    expect(world.ledger.getOrder('theirs-broken')).toBeNull();
    expect(world.ledger.getOrder('nobodys')).toMatchObject({ shopId: mine, holdCode: 'undecodable' });
    expect(world.printedIds()).toEqual([String(good!.id)]);
    expect(world.sim.isConfirmed('nobodys')).toBe(false);
    expect(world.sim.isConfirmed('theirs-broken')).toBe(false);
    expect(world.engine!.status().shops[0]!.wrongShop).toMatchObject({ otherShopIds: [other], count: 1 });
  });

  it("the gone detection never counts another shop's orders: a waiting order of shop B stays B's and prints", async () => {
    world = await World.start({
      printers: 2,
      routes: shopPerPrinter,
    });
    const [, b] = world.sim.tenants[0]!.shopIds;
    world.sim.injectFault({ kind: 'ignore-shop', times: Infinity });
    const [ofB] = world.sim.addOrders(1, { shopId: b! });
    const id = String(ofB!.id);
    world.startEngine();
    world.engine!.pausePrinter('p2');
    await eventually('recorded by its own shop', () => world.ledger.getOrder(id) !== null);
    expect(world.ledger.getOrder(id)!.shopId).toBe(b);

    // Listings (the tenant's, split here) show it, then keep showing it: none makes it A's or gone.
    const before = allListings(world);
    await eventually('listed a few times', () => allListings(world) >= before + 4);
    world.sim.clearFaults();
    const after = allListings(world);
    await eventually('listed a few more times', () => allListings(world) >= after + 4);
    expect(world.ledger.getOrder(id)).toMatchObject({ shopId: b, state: 'waiting' });

    world.engine!.resumePrinter('p2');
    await eventually('it prints on B and is confirmed', () => world.confirmedIds().includes(id));
    expect(world.printedIds(1)).toEqual([id]);
    expect(world.printedIds(0)).toEqual([]);
  });
});
