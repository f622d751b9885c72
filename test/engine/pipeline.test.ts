import { afterEach, describe, expect, it } from 'vitest';
import { english, eventually, oneShop, World } from './world';
import { say } from '../../electron/common/messages/say';

let world: World;

afterEach(async () => {
  await world.close();
});

describe('every order of every shop is printed once and then confirmed', () => {
  it('lists the whole tenant at once with the maximum page, prints, then confirms', async () => {
    world = await World.start();
    const added = world.sim.addOrders(24);
    world.startEngine();
    await eventually('every order is confirmed', () => world.confirmedIds().length === added.length);

    expect(new Set(world.confirmedIds())).toEqual(new Set(added.map((order) => String(order.id))));
    const printed = world.printedIds();
    expect(printed).toHaveLength(added.length);
    expect(new Set(printed).size).toBe(added.length);
    for (const order of added) {
      const [job] = world.jobsFor(String(order.id));
      const confirmedAt = world.sim.confirmations().get(String(order.id))?.confirmedAt;
      expect(job!.receivedAt.getTime()).toBeLessThanOrEqual(confirmedAt!.getTime());
    }
    const lists = world.sim.requestLog().filter((entry) => entry.path === '/v1/orders');
    // Every shop of the tenant is printed here: one listing serves them all (tenant-listing.ts).
    const shopsPolled = new Set(lists.map((entry) => new URLSearchParams(entry.query).get('shop')));
    expect(shopsPolled).toEqual(new Set([null]));
    expect(lists.every((entry) => new URLSearchParams(entry.query).get('limit') === '100')).toBe(true);
  });

  it('prints oldest payment first', async () => {
    world = await World.start({ routes: oneShop });
    const added = world.sim.addOrders(8, { shopId: world.sim.tenants[0]!.shopIds[0]! });
    world.startEngine();
    await eventually('all printed', () => world.printedIds().length === 8);
    const byPayment = [...added].sort(
      (a, b) =>
        String(a.payed_at).localeCompare(String(b.payed_at)) || String(a.id).localeCompare(String(b.id)),
    );
    expect(world.printedIds()).toEqual(byPayment.map((order) => String(order.id)));
  });

  it('routes each shop to its printers, each with its own copies and language', async () => {
    world = await World.start({
      printers: 2,
      routes: ([gent, liege], [counter, bakery]) => [
        { shopId: gent!, printerIds: [counter!, bakery!] },
        { shopId: liege!, printerIds: [bakery!] },
      ],
    });
    const [gent, liege] = world.sim.tenants[0]!.shopIds;
    const gentOrders = world.sim.addOrders(3, { shopId: gent! });
    const liegeOrders = world.sim.addOrders(2, { shopId: liege! });
    world.startEngine();
    await eventually('all five confirmed', () => world.confirmedIds().length === 5);
    expect(new Set(world.printedIds(0))).toEqual(new Set(gentOrders.map((o) => String(o.id))));
    expect(new Set(world.printedIds(1))).toEqual(
      new Set([...gentOrders, ...liegeOrders].map((o) => String(o.id))),
    );
  });

  it('drains a backlog larger than one page, listing again as confirms make room', async () => {
    world = await World.start({
      routes: oneShop,
      pollIntervalMs: 5_000,
      paperMsPerLine: 0,
    });
    world.sim.addOrders(130, { shopId: world.sim.tenants[0]!.shopIds[0]! });
    world.startEngine();
    // A bound, not a wait: seconds alone, far longer beside a second suite (20 s was missed).
    await eventually('130 orders confirmed', () => world.confirmedIds().length === 130, 120_000);
    expect(new Set(world.printedIds()).size).toBe(130);
  }, 180_000);

  it('keeps an order it cannot read on hold with its raw JSON, and prints the others', async () => {
    world = await World.start({ routes: oneShop });
    const shopId = world.sim.tenants[0]!.shopIds[0]!;
    const [good] = world.sim.addOrders(1, { shopId });
    const broken = { ...good!, id: 'broken-order-1', order_type: 'drone_drop' };
    world.sim.addRawOrder(broken);
    world.startEngine();
    await eventually('the good order is confirmed', () => world.confirmedIds().includes(String(good!.id)));
    await eventually(
      'the broken order is held',
      () => world.ledger.getOrder('broken-order-1')?.state === 'held',
    );
    const held = world.ledger.getOrder('broken-order-1')!;
    expect(held.reason).toMatchObject({
      code: 'engine.order-unreadable',
      params: { problem: { code: 'decode.wrong-value', params: { field: 'order_type' } } },
    });
    expect(english(held.reason)).toContain('could not be read: the field order_type should be one of');
    // Kept in the ledger as a message, so the window says it in its own language.
    expect(say(held.reason!, 'nl')).toContain('het veld order_type moet een van');
    expect(JSON.parse(held.raw!)).toMatchObject({ id: 'broken-order-1', order_type: 'drone_drop' });
    expect(world.sim.isConfirmed('broken-order-1')).toBe(false);
    expect(world.printedIds()).toEqual([String(good!.id)]);
  });
});
