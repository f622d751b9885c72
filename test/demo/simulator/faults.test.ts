import { afterEach, describe, expect, it } from 'vitest';
import { AUTH, call, closeSimulators, list, startSimulator, testClock } from './helpers';

afterEach(closeSimulators);

const get = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: AUTH });

describe('refusals and a service that ignores the shop', () => {
  it('a 401 or 403 fault answers as a refused token would, then the service answers normally', async () => {
    const sim = await startSimulator();
    sim.injectFault({ kind: 'status', status: 401, match: { operation: 'list' } });
    sim.injectFault({ kind: 'status', status: 403, match: { operation: 'shops' } });
    expect(await call(sim, '/v1/orders')).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    expect(await call(sim, '/v1/shops')).toMatchObject({ status: 403, body: { message: 'Forbidden.' } });
    expect((await call(sim, '/v1/orders')).status).toBe(200);
  });

  it('ignore-shop lists every shop’s orders whatever `shop` asks, for `times` listings', async () => {
    const sim = await startSimulator();
    sim.addOrders(2, { shopId: 1042 });
    sim.addOrders(3, { shopId: 2113 });
    sim.injectFault({ kind: 'ignore-shop', times: 2 });
    expect(await list(sim, '?shop=1042')).toHaveLength(5);
    expect(await list(sim, '?shop=2113')).toHaveLength(5);
    expect(await list(sim, '?shop=1042')).toHaveLength(2);
  });
});

describe('status faults', () => {
  it('answer the status with a JSON message once, then the service answers normally', async () => {
    const sim = await startSimulator();
    sim.addOrders(2);
    sim.injectFault({ kind: 'status', status: 503 });
    const failed = await call(sim, '/v1/orders');
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: 'Service Unavailable' });
    expect(await list(sim)).toHaveLength(2);
  });

  it('send Retry-After with a 429 when given', async () => {
    const sim = await startSimulator();
    sim.injectFault({ kind: 'status', status: 429, retryAfterSeconds: 7 });
    const answer = await call(sim, '/v1/shops');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    sim.injectFault({ kind: 'status', status: 500 });
    expect((await call(sim, '/v1/shops')).headers.get('retry-after')).toBeNull();
  });

  it('count `times`, and queue one after the other', async () => {
    const sim = await startSimulator();
    sim.injectFault({ kind: 'status', status: 500, times: 2 });
    sim.injectFault({ kind: 'status', status: 502 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(sim, '/v1/shops')).status);
    expect(statuses).toEqual([500, 500, 502, 200, 200]);
  });

  it('with times: Infinity apply until clearFaults', async () => {
    const sim = await startSimulator();
    sim.injectFault({ kind: 'status', status: 503, times: Infinity });
    for (let i = 0; i < 20; i++) expect((await call(sim, '/v1/orders')).status).toBe(503);
    sim.clearFaults();
    expect((await call(sim, '/v1/orders')).status).toBe(200);
  });

  it('apply only to requests they match: operation, path prefix, RegExp, method', async () => {
    const sim = await startSimulator();
    const [order] = sim.addOrders(1);
    if (!order) throw new Error('no order');

    sim.injectFault({ kind: 'status', status: 500, match: { operation: 'confirm' } });
    expect((await call(sim, '/v1/orders')).status).toBe(200);
    expect((await call(sim, `/v1/orders/${order.id}`)).status).toBe(200);
    expect((await call(sim, `/v1/orders/${order.id}/confirm`, { method: 'PUT' })).status).toBe(500);
    expect(sim.isConfirmed(order.id)).toBe(false);

    sim.injectFault({ kind: 'status', status: 502, match: { path: '/v1/shops' } });
    expect((await call(sim, '/v1/orders')).status).toBe(200);
    expect((await call(sim, '/v1/shops')).status).toBe(502);

    sim.injectFault({ kind: 'status', status: 503, match: { path: /^\/v1\/orders\/[^/]+$/ } });
    expect((await call(sim, '/v1/orders')).status).toBe(200);
    expect((await call(sim, `/v1/orders/${order.id}`)).status).toBe(503);

    sim.injectFault({ kind: 'status', status: 500, match: { method: 'post' } });
    expect((await call(sim, `/v1/orders/${order.id}/confirm`, { method: 'PUT' })).status).toBe(200);
    expect((await call(sim, `/v1/orders/${order.id}/confirm`, { method: 'POST' })).status).toBe(500);
  });

  it('do not touch the /_sim/ control routes', async () => {
    const sim = await startSimulator();
    sim.injectFault({ kind: 'status', status: 503, times: Infinity });
    expect((await call(sim, '/_sim/state')).status).toBe(200);
  });

  it('refuse counts and delays out of range', async () => {
    const sim = await startSimulator();
    expect(() => sim.injectFault({ kind: 'drop', times: 0 })).toThrow(/times/);
    expect(() => sim.injectFault({ kind: 'slow', delayMs: -1 })).toThrow(/delayMs/);
    expect(() => sim.injectFault({ kind: 'confirm-lag', seconds: 0 })).toThrow(/seconds/);
  });
});

describe('broken exchanges', () => {
  it('timeout: accepts the request and never answers, until the client gives up', async () => {
    const sim = await startSimulator();
    sim.injectFault({ kind: 'timeout' });
    const error = await get(`${sim.url}/v1/orders`, { signal: AbortSignal.timeout(300) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect((await get(`${sim.url}/v1/orders`)).status).toBe(200);
    expect(sim.requestLog()[0]?.status).toBe(0);
  });

  it('timeout: close() ends a hung request promptly', async () => {
    const sim = await startSimulator();
    sim.injectFault({ kind: 'timeout' });
    const hung = get(`${sim.url}/v1/orders`).then(
      () => 'answered',
      () => 'failed',
    );
    while (sim.requestLog().length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await sim.close();
    expect(await hung).toBe('failed');
  });

  it('drop: destroys the connection without a response', async () => {
    const sim = await startSimulator();
    sim.injectFault({ kind: 'drop', match: { operation: 'list' } });
    const error = await get(`${sim.url}/v1/orders`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect((await get(`${sim.url}/v1/orders`)).status).toBe(200);
  });

  it('truncated: 200 with the real JSON cut in half', async () => {
    const sim = await startSimulator();
    sim.addOrders(3);
    const whole = await (await get(`${sim.url}/v1/orders`)).text();
    sim.injectFault({ kind: 'truncated' });
    const response = await get(`${sim.url}/v1/orders`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(whole.length);
    expect(whole.startsWith(text)).toBe(true);
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it('truncated on a confirm: the order is confirmed, but the client cannot read the answer', async () => {
    const sim = await startSimulator();
    const [order] = sim.addOrders(1);
    if (!order) throw new Error('no order');
    sim.injectFault({ kind: 'truncated', match: { operation: 'confirm' } });
    const response = await fetch(`${sim.url}/v1/orders/${order.id}/confirm`, {
      method: 'PUT',
      headers: AUTH,
    });
    await expect(response.json()).rejects.toThrow(SyntaxError);
    expect(sim.isConfirmed(order.id)).toBe(true);
  });

  it('html: an HTML error page, 502 unless told otherwise', async () => {
    const sim = await startSimulator();
    sim.injectFault({ kind: 'html' });
    sim.injectFault({ kind: 'html', status: 200 });
    const first = await get(`${sim.url}/v1/orders`);
    expect(first.status).toBe(502);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await first.text()).toContain('<title>502 Bad Gateway</title>');
    const second = await get(`${sim.url}/v1/orders`);
    expect(second.status).toBe(200);
    await expect(second.json()).rejects.toThrow(SyntaxError);
  });

  it('slow: answers normally after the delay, and a client that gives up earlier gets nothing', async () => {
    const sim = await startSimulator();
    sim.addOrders(2);
    sim.injectFault({ kind: 'slow', delayMs: 150 });
    const slow = await get(`${sim.url}/v1/orders`);
    expect(slow.status).toBe(200);
    expect((await slow.json()) as unknown[]).toHaveLength(2);

    sim.injectFault({ kind: 'slow', delayMs: 10_000 });
    const error = await get(`${sim.url}/v1/orders`, { signal: AbortSignal.timeout(100) }).catch(
      (caught: unknown) => caught,
    );
    expect((error as DOMException).name).toBe('TimeoutError');
  });
});

describe('confirm faults', () => {
  it('confirm-false: answers {"success": false}, does not confirm, and the order stays listed', async () => {
    const sim = await startSimulator();
    const [order] = sim.addOrders(1);
    if (!order) throw new Error('no order');
    sim.injectFault({ kind: 'confirm-false' });
    // A list request does not use up a confirm fault.
    expect(await list(sim)).toHaveLength(1);
    const refused = await call(sim, `/v1/orders/${order.id}/confirm`, { method: 'PUT' });
    expect(refused).toMatchObject({ status: 200, body: { success: false } });
    expect(sim.isConfirmed(order.id)).toBe(false);
    expect(await list(sim)).toHaveLength(1);
    expect((await call(sim, `/v1/orders/${order.id}/confirm`, { method: 'PUT' })).body).toEqual({
      success: true,
    });
    expect(sim.confirmations().get(order.id)?.confirmCalls).toBe(2);
  });

  it('confirm-false on an unknown id is a 404 and the fault stays queued', async () => {
    const sim = await startSimulator();
    const [order] = sim.addOrders(1);
    sim.injectFault({ kind: 'confirm-false' });
    expect((await call(sim, '/v1/orders/unknown/confirm', { method: 'PUT' })).status).toBe(404);
    expect((await call(sim, `/v1/orders/${order?.id}/confirm`, { method: 'PUT' })).body).toEqual({
      success: false,
    });
  });

  it('confirm-lag: a confirmed order keeps being listed for the given seconds of the clock', async () => {
    const clock = testClock();
    const sim = await startSimulator({ now: clock.now });
    const [lagging, normal] = sim.addOrders(2);
    if (!lagging || !normal) throw new Error('no orders');
    sim.injectFault({ kind: 'confirm-lag', seconds: 30 });

    expect((await call(sim, `/v1/orders/${lagging.id}/confirm`, { method: 'PUT' })).body).toEqual({
      success: true,
    });
    expect(sim.isConfirmed(lagging.id)).toBe(true);
    clock.advance(29_000);
    expect((await list(sim)).map((order) => order['id'])).toEqual([lagging.id, normal.id]);
    clock.advance(1_000);
    expect((await list(sim)).map((order) => order['id'])).toEqual([normal.id]);

    // Used up: the next confirm takes effect at once.
    await call(sim, `/v1/orders/${normal.id}/confirm`, { method: 'PUT' });
    expect(await list(sim)).toEqual([]);
  });
});
