import { afterEach, describe, expect, it } from 'vitest';
import { AWKWARD_ORDERS } from '../../../electron/demo/simulator';
import { asList, AUTH, call, closeSimulators, control, list, startSimulator } from './helpers';

afterEach(closeSimulators);

describe('POST /_sim/orders', () => {
  it('adds generated orders, for a shop and order type when asked', async () => {
    const sim = await startSimulator();
    const added = await control(sim, 'POST', '/_sim/orders', { count: 3 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ added: 3 });
    expect(await list(sim)).toHaveLength(3);

    await control(sim, 'POST', '/_sim/orders', {
      count: 2,
      shopId: 2113,
      type: 'pick_up_coolbox',
      tenant: 'demo',
    });
    const coolbox = await list(sim, '?shop=2113');
    expect(coolbox.map((order) => order['order_type'])).toEqual(['pick_up_coolbox', 'pick_up_coolbox']);
  });

  it.each([
    ['not JSON', '{count: 3', /not valid JSON/],
    ['an empty body', '', /empty/],
    ['an array', [3], /JSON object/],
    ['no count', {}, /"count" is required/],
    ['count 0', { count: 0 }, /"count" must be a whole number/],
    ['count as text', { count: '3' }, /"count" must be a whole number/],
    ['an unknown field', { count: 1, shop: 2113 }, /unknown field\(s\) shop/],
    ['an unknown type', { count: 1, type: 'takeaway' }, /"type" must be one of/],
    ['an unknown tenant', { count: 1, tenant: 'nobody' }, /no tenant "nobody"/],
    ['an unknown shop', { count: 1, shopId: 1 }, /no shop 1/],
  ] as const)('answers 400 with a clear message for %s', async (_what, body, message) => {
    const sim = await startSimulator();
    const answer = await control(sim, 'POST', '/_sim/orders', body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(message);
    expect(sim.confirmations().size).toBe(0);
  });
});

describe('POST /_sim/orders/raw', () => {
  it('stores one raw order as it is, for the tenant in the query', async () => {
    const sim = await startSimulator({
      tenants: [
        { id: 'demo', token: 'demo-token' },
        { id: 'other', token: 'other-token' },
      ],
    });
    const awkward = AWKWARD_ORDERS[2]?.order;
    const added = await control(sim, 'POST', '/_sim/orders/raw', awkward);
    expect(added).toMatchObject({ status: 201, body: { added: 1, id: awkward?.id } });
    expect(await list(sim)).toEqual([awkward]);

    await control(sim, 'POST', '/_sim/orders/raw?tenant=other', { id: 'for-other' });
    expect(sim.confirmations('other').has('for-other')).toBe(true);
  });

  it('lists the order byte for byte as it was sent, also one nested deeper than JSON.stringify goes', async () => {
    const sim = await startSimulator();
    const text = `{ "id": "deep",  "shop": {"id": "1042"}, "x": ${'['.repeat(6_000)}1${']'.repeat(6_000)} }`;
    expect((await control(sim, 'POST', '/_sim/orders/raw', text)).status).toBe(201);
    const answer = await fetch(`${sim.url}/v1/orders?shop=1042`, { headers: AUTH });
    expect(await answer.text()).toBe(`[${text}]`);
    const one = await fetch(`${sim.url}/v1/orders/deep`, { headers: AUTH });
    expect(await one.text()).toBe(text);
  });

  it('answers 400 for an order without an id and for a duplicate', async () => {
    const sim = await startSimulator();
    expect((await control(sim, 'POST', '/_sim/orders/raw', { total: '1.00' })).status).toBe(400);
    expect((await control(sim, 'POST', '/_sim/orders/raw', { id: 'x' })).status).toBe(201);
    const duplicate = await control(sim, 'POST', '/_sim/orders/raw', { id: 'x' });
    expect(duplicate.status).toBe(400);
    expect((duplicate.body as { message: string }).message).toMatch(/already/);
  });
});

describe('POST and DELETE /_sim/shops', () => {
  const shop = { id: 3001, name: 'Bakkerij Nieuw', postal_code: '9000', city: 'Gent' };

  it('adds a shop the service lists from then on, and removes it from the list again', async () => {
    const sim = await startSimulator();
    const added = await control(sim, 'POST', '/_sim/shops', shop);
    expect(added.status).toBe(201);
    const listed = (await call(sim, '/v1/shops')).body as Record<string, unknown>[];
    expect(listed.at(-1)).toEqual({ ...shop, id: '3001', address: '', country: 'BE' });
    expect((await control(sim, 'POST', '/_sim/orders', { count: 2, shopId: 3001 })).status).toBe(201);
    expect(await list(sim, '?shop=3001')).toHaveLength(2);

    expect((await control(sim, 'DELETE', '/_sim/shops?id=3001')).status).toBe(200);
    const after = (await call(sim, '/v1/shops')).body as Record<string, unknown>[];
    expect(after.map((entry) => entry['id'])).not.toContain('3001');
    // Its orders stay, as a closed shop's orders stay on a real service.
    expect(await list(sim, '?shop=3001')).toHaveLength(2);
  });

  it.each([
    ['a shop without a name', 'POST', '/_sim/shops', { id: 5 }, /"name" is required/],
    ['a shop id that is taken', 'POST', '/_sim/shops', { id: 1042, name: 'Twice' }, /already has shop 1042/],
    ['an unknown field', 'POST', '/_sim/shops', { id: 5, name: 'X', phone: '1' }, /unknown field\(s\) phone/],
    ['no id to remove', 'DELETE', '/_sim/shops', undefined, /\?id=/],
    ['an unknown shop to remove', 'DELETE', '/_sim/shops?id=5', undefined, /no shop 5/],
  ] as const)('answers 400 for %s', async (_what, method, path, body, message) => {
    const sim = await startSimulator();
    const answer = await control(sim, method, path, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(message);
  });
});

describe('POST /_sim/stream', () => {
  it('streams new orders until perMinute 0 stops it', async () => {
    const sim = await startSimulator();
    expect((await control(sim, 'POST', '/_sim/stream', { perMinute: 1200 })).status).toBe(200);
    const deadline = Date.now() + 5_000;
    while (sim.confirmations().size < 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sim.confirmations().size).toBeGreaterThanOrEqual(3);
    expect((await control(sim, 'GET', '/_sim/state')).body).toMatchObject({
      stream: { perMinute: 1200, tenant: 'demo' },
    });

    await control(sim, 'POST', '/_sim/stream', { perMinute: 0 });
    expect((await control(sim, 'GET', '/_sim/state')).body).toMatchObject({ stream: null });
    const stopped = sim.confirmations().size;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sim.confirmations().size).toBe(stopped);
  });

  it.each([[{}], [{ perMinute: -1 }], [{ perMinute: 'many' }], [{ perMinute: 5, rate: 1 }]])(
    'answers 400 for %j',
    async (body) => {
      const sim = await startSimulator();
      expect((await control(sim, 'POST', '/_sim/stream', body)).status).toBe(400);
    },
  );
});

describe('POST and DELETE /_sim/faults', () => {
  it('queues a fault given as JSON, with a path prefix and times "Infinity"', async () => {
    const sim = await startSimulator();
    const queued = await control(sim, 'POST', '/_sim/faults', {
      kind: 'status',
      status: 429,
      retryAfterSeconds: 3,
      times: 'Infinity',
      match: { path: '/v1/orders' },
    });
    expect(queued.status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const answer = await call(sim, '/v1/orders');
      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).toBe('3');
    }
    expect((await call(sim, '/v1/shops')).status).toBe(200);
    expect((await control(sim, 'GET', '/_sim/state')).body).toMatchObject({
      faults: [
        {
          kind: 'status',
          status: 429,
          times: 'Infinity',
          remaining: 'Infinity',
          match: { path: '/v1/orders' },
        },
      ],
    });

    expect((await control(sim, 'DELETE', '/_sim/faults')).status).toBe(200);
    expect((await call(sim, '/v1/orders')).status).toBe(200);
  });

  it('accepts every fault kind', async () => {
    const sim = await startSimulator();
    for (const fault of [
      { kind: 'timeout' },
      { kind: 'drop', times: 2 },
      { kind: 'truncated', match: { operation: 'list' } },
      { kind: 'html', status: 504 },
      { kind: 'slow', delayMs: 10, match: { method: 'GET' } },
      { kind: 'confirm-false' },
      { kind: 'confirm-lag', seconds: 5 },
      { kind: 'status', status: 403, match: { operation: 'list' } },
      { kind: 'ignore-shop', times: 'Infinity' },
    ]) {
      expect((await control(sim, 'POST', '/_sim/faults', fault)).status, fault.kind).toBe(201);
    }
    expect(((await control(sim, 'GET', '/_sim/state')).body as { faults: unknown[] }).faults).toHaveLength(9);
  });

  it.each([
    [{ kind: 'explode' }, /"kind" must be one of/],
    [{ kind: 'status', status: 404 }, /"status" must be one of 401, 403, 429, 500, 502, 503/],
    [{ kind: 'status' }, /"status"/],
    [{ kind: 'slow' }, /"delayMs" is required/],
    [{ kind: 'drop', times: 0 }, /"times"/],
    [{ kind: 'drop', times: 'forever' }, /"times"/],
    [{ kind: 'drop', match: { operation: 'delete' } }, /"match.operation"/],
    [{ kind: 'drop', match: { path: 3 } }, /"path"/],
    [{ kind: 'drop', match: { host: 'x' } }, /unknown field\(s\) host/],
    [{ kind: 'confirm-lag', seconds: 0 }, /"seconds"/],
    [{ kind: 'confirm-lag', seconds: 5, match: {} }, /unknown field\(s\) match/],
    [{ kind: 'ignore-shop', match: { operation: 'list' } }, /unknown field\(s\) match/],
  ] as const)('answers 400 for %j', async (body, message) => {
    const sim = await startSimulator();
    const answer = await control(sim, 'POST', '/_sim/faults', body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(message);
    expect(((await control(sim, 'GET', '/_sim/state')).body as { faults: unknown[] }).faults).toEqual([]);
  });
});

describe('GET /_sim/state', () => {
  it('shows every order with its confirmation and confirm calls', async () => {
    const sim = await startSimulator();
    const [confirmed, open] = sim.addOrders(2);
    if (!confirmed || !open) throw new Error('no orders');
    await call(sim, `/v1/orders/${confirmed.id}/confirm`, { method: 'PUT' });
    await call(sim, `/v1/orders/${confirmed.id}/confirm`, { method: 'PUT' });

    const state = (await control(sim, 'GET', '/_sim/state')).body as {
      confirmMethods: string[];
      tenants: { id: string; orders: Record<string, unknown>[] }[];
    };
    expect(state.confirmMethods).toEqual(['PUT']);
    expect(state.tenants.map((tenant) => tenant.id)).toEqual(['demo']);
    const orders = state.tenants[0]?.orders ?? [];
    expect(orders.find((order) => order['id'] === confirmed.id)).toMatchObject({
      confirmed: true,
      listed: false,
      confirmCalls: 2,
      confirmedAt: '2026-11-20T09:15:00.000Z',
      order: confirmed,
    });
    expect(orders.find((order) => order['id'] === open.id)).toMatchObject({
      confirmed: false,
      listed: true,
      confirmCalls: 0,
      confirmedAt: null,
    });
  });
});

describe('control routing', () => {
  it('answers 404 for an unknown /_sim/ route and 405 with Allow for a wrong method', async () => {
    const sim = await startSimulator();
    expect((await control(sim, 'GET', '/_sim/nothing')).status).toBe(404);
    const wrong = await control(sim, 'GET', '/_sim/faults');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, DELETE');
  });

  it('needs no credentials', async () => {
    const sim = await startSimulator();
    const response = await fetch(`${sim.url}/_sim/orders`, {
      method: 'POST',
      body: JSON.stringify({ count: 1 }),
    });
    expect(response.status).toBe(201);
  });
});

describe('POST /_sim/orders/same-id', () => {
  it("lists another shop's order under an id already given out; a confirm of the id confirms both", async () => {
    const sim = await startSimulator();
    const [first] = sim.addOrders(1, { shopId: 2113 });
    const otherShop = sim.tenants[0]!.shopIds.find((shopId) => shopId !== 2113)!;
    const added = await control(sim, 'POST', '/_sim/orders/same-id', { id: first!.id, shopId: otherShop });
    expect(added).toMatchObject({ status: 201, body: { added: 1, id: first!.id, shopId: otherShop } });
    const listed = await list(sim);
    expect(listed.map((order) => [order['id'], Number((order['shop'] as { id: unknown }).id)])).toEqual(
      expect.arrayContaining([
        [first!.id, 2113],
        [first!.id, otherShop],
      ]),
    );
    expect(listed.filter((order) => order['id'] === first!.id)).toHaveLength(2);
    const confirm = await call(sim, `/v1/orders/${first!.id}/confirm`, { method: 'PUT', headers: AUTH });
    expect(confirm.body).toEqual({ success: true });
    expect(await list(sim)).toEqual([]);
    // One per shop: a third under the same id, or one for a shop that has it already, is refused.
    const again = await control(sim, 'POST', '/_sim/orders/same-id', { id: first!.id, shopId: 2113 });
    expect(again.status).toBe(400);
    const unknown = await control(sim, 'POST', '/_sim/orders/same-id', { id: 'nobody', shopId: 2113 });
    expect((unknown.body as { message: string }).message).toMatch(/no order with id "nobody"/);
  });
});

describe('editing and deleting an order after it was confirmed', () => {
  /** A cake order with a text plate, confirmed as OrderSlip confirms it after printing. */
  async function confirmedCake(sim: Awaited<ReturnType<typeof startSimulator>>): Promise<string> {
    const [order] = sim.addOrders(1, { textPlate: true, plateText: 'Proficiat Emma' });
    const confirm = await call(sim, `/v1/orders/${order!.id}/confirm`, { method: 'PUT' });
    expect(confirm.body).toEqual({ success: true });
    return order!.id;
  }

  function plateOf(order: unknown): unknown {
    const lines = (order as { order_lines: { options: unknown }[] }).order_lines;
    for (const line of lines) {
      for (const option of asList(line.options)) if (option['type'] === 'text') return option['meta'];
    }
    return undefined;
  }

  it('POST /_sim/orders/edit changes the plate, the time, a quantity and any field; GET answers the new order', async () => {
    const sim = await startSimulator();
    const id = await confirmedCake(sim);
    const before = (await call(sim, `/v1/orders/${id}`)).body as Record<string, unknown>;
    expect(plateOf(before)).toBe('Proficiat Emma');

    const edited = await control(sim, 'POST', '/_sim/orders/edit', {
      id,
      plateText: 'Proficiat Emma & Lotte',
      quantities: [{ line: 0, qty: 3 }],
      fields: { order_time: '16:30:00', order_type: 'delivery', remarks: null },
    });
    expect(edited.status).toBe(200);
    const after = (await call(sim, `/v1/orders/${id}`)).body as Record<string, unknown>;
    expect(after).toEqual((edited.body as { order: unknown }).order);
    expect(plateOf(after)).toBe('Proficiat Emma & Lotte');
    expect(after['order_time']).toBe('16:30:00');
    expect(after['order_type']).toBe('delivery');
    expect(after['remarks']).toBeNull();
    expect((after['order_lines'] as { qty: number }[])[0]!.qty).toBe(3);
    // Everything else as it was, and still confirmed: an edit does not list it again.
    expect(after['payment_reference']).toBe(before['payment_reference']);
    expect(after['order_date']).toBe(before['order_date']);
    expect(sim.isConfirmed(id)).toBe(true);
    expect(await list(sim)).toEqual([]);
  });

  it('DELETE /_sim/orders?id= forgets the order: GET and confirm answer 404, it is not listed', async () => {
    const sim = await startSimulator();
    const id = await confirmedCake(sim);
    const [open] = sim.addOrders(1);
    expect(await control(sim, 'DELETE', `/_sim/orders?id=${id}`)).toMatchObject({
      status: 200,
      body: { deleted: id },
    });
    sim.deleteOrder(open!.id);
    expect((await call(sim, `/v1/orders/${id}`)).status).toBe(404);
    expect((await call(sim, `/v1/orders/${id}/confirm`, { method: 'PUT' })).status).toBe(404);
    expect(await list(sim)).toEqual([]);
    expect(sim.confirmations().size).toBe(0);
  });

  it('the programmatic edit keeps the version a test held on to unchanged', async () => {
    const sim = await startSimulator();
    const [order] = sim.addOrders(1, { textPlate: true, plateText: 'Eerst' });
    const edited = sim.editOrder(order!.id, { plateText: 'Dan' });
    expect(plateOf(order)).toBe('Eerst');
    expect(plateOf(edited)).toBe('Dan');
    expect(plateOf((await call(sim, `/v1/orders/${order!.id}`)).body)).toBe('Dan');
    // An unconfirmed order is listed with its new content.
    expect(plateOf((await list(sim))[0])).toBe('Dan');
  });

  it.each([
    ['no id', { plateText: 'x' }, /"id" is required/],
    ['nothing to change', { id: 'ID' }, /say what to change/],
    ['an unknown order', { id: 'nobody', plateText: 'x' }, /no order with id "nobody"/],
    ['a new id', { id: 'ID', fields: { id: 'other' } }, /id cannot change/],
    ['a line that is not there', { id: 'ID', quantities: [{ line: 40, qty: 1 }] }, /no line 40/],
    ['a quantity that is not a whole number', { id: 'ID', quantities: [{ line: 0, qty: 1.5 }] }, /"qty"/],
    ['an unknown field', { id: 'ID', plate: 'x' }, /unknown field\(s\) plate/],
  ] as const)('answers 400 for %s, and the order stays as it was', async (_what, body, message) => {
    const sim = await startSimulator();
    const [order] = sim.addOrders(1);
    const bodyFor = JSON.parse(JSON.stringify(body).replace('"ID"', JSON.stringify(order!.id))) as unknown;
    const answer = await control(sim, 'POST', '/_sim/orders/edit', bodyFor);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(message);
    expect((await call(sim, `/v1/orders/${order!.id}`)).body).toEqual(order);
  });

  it('answers 400 for a delete without an id or of an unknown order, and 400 to a plate edit without a plate', async () => {
    const sim = await startSimulator();
    expect((await control(sim, 'DELETE', '/_sim/orders')).status).toBe(400);
    const unknown = await control(sim, 'DELETE', '/_sim/orders?id=nobody');
    expect((unknown.body as { message: string }).message).toMatch(/no order with id "nobody"/);
    const [plain] = sim.addOrders(1, { type: 'delivery' });
    const noPlate = await control(sim, 'POST', '/_sim/orders/edit', { id: plain!.id, plateText: 'x' });
    expect(noPlate.status).toBe(400);
    expect((noPlate.body as { message: string }).message).toMatch(/no text option/);
  });
});
