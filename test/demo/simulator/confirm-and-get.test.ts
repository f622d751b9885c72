import { afterEach, describe, expect, it } from 'vitest';
import { call, closeSimulators, list, startSimulator, testClock } from './helpers';

afterEach(closeSimulators);

describe('PUT /v1/orders/{id}/confirm (ordering-api.md 4.2 and 3)', () => {
  it('answers {"success": true} and moves the order out of the list; GET still returns it', async () => {
    const sim = await startSimulator();
    const [order, other] = sim.addOrders(2);
    if (!order || !other) throw new Error('no orders');

    const answer = await call(sim, `/v1/orders/${order.id}/confirm`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });

    expect((await list(sim)).map((listed) => listed['id'])).toEqual([other.id]);
    const fetched = await call(sim, `/v1/orders/${order.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(order);
    expect(sim.isConfirmed(order.id)).toBe(true);
    expect(sim.isConfirmed(other.id)).toBe(false);
  });

  it('is idempotent, counts every call and keeps the time of the first success', async () => {
    const clock = testClock();
    const sim = await startSimulator({ now: clock.now });
    const [order] = sim.addOrders(1);
    if (!order) throw new Error('no order');
    const firstAt = clock.now();
    expect((await call(sim, `/v1/orders/${order.id}/confirm`, { method: 'PUT' })).body).toEqual({
      success: true,
    });
    clock.advance(60_000);
    expect((await call(sim, `/v1/orders/${order.id}/confirm`, { method: 'PUT' })).body).toEqual({
      success: true,
    });

    expect(sim.confirmations().get(order.id)).toEqual({ confirmCalls: 2, confirmedAt: firstAt });
  });

  it('lists every order in confirmations(), with 0 calls for those never confirmed', async () => {
    const sim = await startSimulator();
    const orders = sim.addOrders(3);
    const records = sim.confirmations();
    expect([...records.keys()].sort()).toEqual(orders.map((order) => order.id).sort());
    for (const record of records.values()) expect(record).toEqual({ confirmCalls: 0, confirmedAt: null });
  });

  it('accepts only PUT by default: POST and GET are 405 with Allow: PUT and confirm nothing', async () => {
    const sim = await startSimulator();
    const [order] = sim.addOrders(1);
    if (!order) throw new Error('no order');
    for (const method of ['POST', 'GET', 'PATCH', 'DELETE']) {
      const answer = await call(sim, `/v1/orders/${order.id}/confirm`, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow')).toBe('PUT');
    }
    expect(sim.isConfirmed(order.id)).toBe(false);
    expect(sim.confirmations().get(order.id)?.confirmCalls).toBe(0);
  });

  it('accepts the methods the confirmMethods option names, and only those', async () => {
    const sim = await startSimulator({ confirmMethods: ['POST', 'GET'] });
    const [first, second] = sim.addOrders(2);
    if (!first || !second) throw new Error('no orders');
    const put = await call(sim, `/v1/orders/${first.id}/confirm`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST, GET');
    expect((await call(sim, `/v1/orders/${first.id}/confirm`, { method: 'POST' })).body).toEqual({
      success: true,
    });
    expect((await call(sim, `/v1/orders/${second.id}/confirm`, { method: 'GET' })).body).toEqual({
      success: true,
    });
    expect(sim.isConfirmed(first.id) && sim.isConfirmed(second.id)).toBe(true);
  });

  it('is 404 for an unknown id', async () => {
    const sim = await startSimulator();
    sim.addOrders(1);
    const answer = await call(sim, '/v1/orders/00000000-0000-4000-8000-000000000000/confirm', {
      method: 'PUT',
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not found.' });
  });

  it('rejects an unknown confirm method when the simulator is started', async () => {
    await expect(startSimulator({ confirmMethods: [] })).rejects.toThrow(/confirmMethods/);
  });
});

describe('GET /v1/orders/{id} (ordering-api.md 4.3)', () => {
  it('returns an unconfirmed order', async () => {
    const sim = await startSimulator();
    const [order] = sim.addOrders(1);
    if (!order) throw new Error('no order');
    expect((await call(sim, `/v1/orders/${order.id}`)).body).toEqual(order);
  });

  it('is 404 for an unknown id, including one that is only a URL-encoded trick', async () => {
    const sim = await startSimulator();
    sim.addOrders(1);
    for (const id of ['nope', '%2e%2e', '%E0%A4%A']) {
      const answer = await call(sim, `/v1/orders/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.body).toEqual({ message: 'Not found.' });
    }
  });

  it('finds an order whose id needs URL encoding', async () => {
    const sim = await startSimulator();
    sim.addRawOrder({ id: 'odd id/é', payed_at: '2026-11-20 09:00:00' });
    const answer = await call(sim, `/v1/orders/${encodeURIComponent('odd id/é')}`);
    expect(answer.body).toEqual({ id: 'odd id/é', payed_at: '2026-11-20 09:00:00' });
  });
});
