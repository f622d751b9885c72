import { afterEach, describe, expect, it } from 'vitest';
import { call, closeSimulators, list, startSimulator } from './helpers';

afterEach(closeSimulators);

describe('GET /v1/orders: limit (ordering-api.md 4.1)', () => {
  it('returns at most 10 orders when no limit is given', async () => {
    const sim = await startSimulator();
    sim.addOrders(25);
    expect(await list(sim)).toHaveLength(10);
  });

  it('honours a valid limit', async () => {
    const sim = await startSimulator();
    sim.addOrders(25);
    expect(await list(sim, '?limit=3')).toHaveLength(3);
    expect(await list(sim, '?limit=25')).toHaveLength(25);
    expect(await list(sim, '?limit=1')).toHaveLength(1);
  });

  it('never returns more than 100 orders', async () => {
    const sim = await startSimulator();
    sim.addOrders(150);
    expect(await list(sim, '?limit=100')).toHaveLength(100);
    expect(await list(sim, '?limit=150')).toHaveLength(100);
    expect(await list(sim, '?limit=100000')).toHaveLength(100);
  });

  it.each(['abc', '0', '-5', '10.5', '', '1e2', ' 5'])(
    'an invalid limit "%s" gives the default of 10, not an error',
    async (limit) => {
      const sim = await startSimulator();
      sim.addOrders(25);
      expect(await list(sim, `?limit=${encodeURIComponent(limit)}`)).toHaveLength(10);
    },
  );
});

describe('GET /v1/orders: shop filter', () => {
  it('returns only the orders of the shop asked for', async () => {
    const sim = await startSimulator();
    sim.addOrders(4, { shopId: 1042 });
    const namur = sim.addOrders(3, { shopId: 2190 });
    const listed = await list(sim, '?shop=2190&limit=100');
    expect(listed.map((order) => order['id']).sort()).toEqual(namur.map((order) => order.id).sort());
  });

  it('returns nothing for a valid shop id that has no orders', async () => {
    const sim = await startSimulator();
    sim.addOrders(5);
    expect(await list(sim, '?shop=999')).toEqual([]);
  });

  it.each(['abc', '12.5', '', '2190x'])(
    'an invalid shop "%s" gives the orders of all shops',
    async (shop) => {
      const sim = await startSimulator();
      sim.addOrders(2, { shopId: 1042 });
      sim.addOrders(2, { shopId: 2190 });
      expect(await list(sim, `?shop=${encodeURIComponent(shop)}&limit=100`)).toHaveLength(4);
    },
  );

  it('filters on a shop whose id the order carries as a number or as a string', async () => {
    const sim = await startSimulator();
    const base = sim.addOrders(1, { shopId: 1042 })[0];
    sim.addRawOrder({ ...base, id: 'as-number', shop: { ...base?.shop, id: 2113 } });
    sim.addRawOrder({ ...base, id: 'as-string', shop: { ...base?.shop, id: '2113' } });
    const listed = await list(sim, '?shop=2113');
    expect(listed.map((order) => order['id']).sort()).toEqual(['as-number', 'as-string']);
  });
});

describe('GET /v1/orders: content and order', () => {
  it('lists oldest payment first, then by id', async () => {
    const sim = await startSimulator();
    sim.addOrders(30);
    const listed = await list(sim, '?limit=100');
    const keys = listed.map((order) => `${String(order['payed_at'])}|${String(order['id'])}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('lists only unconfirmed orders, and takes the limit from them', async () => {
    const sim = await startSimulator();
    const orders = sim.addOrders(12);
    for (const order of orders.slice(0, 5)) {
      expect((await call(sim, `/v1/orders/${order.id}/confirm`, { method: 'PUT' })).status).toBe(200);
    }
    const listed = await list(sim);
    expect(listed).toHaveLength(7);
    const confirmed = new Set(orders.slice(0, 5).map((order) => order.id));
    expect(listed.some((order) => confirmed.has(String(order['id'])))).toBe(false);
  });

  it('sends the generated orders exactly as addOrders returned them', async () => {
    const sim = await startSimulator();
    const orders = sim.addOrders(5);
    const listed = await list(sim);
    const byId = new Map(listed.map((order) => [order['id'], order]));
    for (const order of orders) expect(byId.get(order.id)).toEqual(order);
  });
});
