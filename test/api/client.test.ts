import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  OrderingClient,
  type ClientLogEvent,
  type OrderingClientConfig,
} from '../../electron/core/api/client';
import { ApiError } from '../../electron/core/api/errors';
import { say } from '../../electron/common/messages/say';
import { Simulator } from '../../electron/demo/simulator';
import { ACTING, wireOrder } from './wire-order';

const TOKEN = 'sekret-Tok3n-that-must-never-leak';
const TENANT = 'bakkerij-tenant';

let sim: Simulator;
let logs: ClientLogEvent[];

function client(overrides: Partial<OrderingClientConfig> = {}): OrderingClient {
  return new OrderingClient({
    baseUrl: sim.url,
    tenant: TENANT,
    token: TOKEN,
    timeoutMs: 1_000,
    backoff: { baseMs: 5, maxMs: 20 },
    log: (event) => logs.push(event),
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A log event in English, as the headless log writes it. */
const english = (event: ClientLogEvent): string => say(event.message, 'en');

const requests = (path: RegExp) => sim.requestLog().filter((entry) => path.test(entry.path));

beforeEach(async () => {
  logs = [];
  sim = await Simulator.start({ seed: 7, tenants: [{ id: TENANT, token: TOKEN }] });
});

afterEach(async () => {
  await sim.close();
});

describe('listing unconfirmed orders', () => {
  it('decodes every order the simulator generates, in all the shapes the spec allows', async () => {
    sim.addOrders(100);
    const page = await client().listUnconfirmed({ limit: 100 });
    expect(page.received).toBe(100);
    expect(page.undecodable).toEqual([]);
    expect(page.orders).toHaveLength(100);
    const types = new Set(page.orders.map(({ order }) => order.type));
    expect(types).toEqual(new Set(['pick_up', 'delivery', 'pick_up_coolbox']));
    expect(
      page.orders.some(({ order }) =>
        order.lines.some((line) => line.options.some((o) => o.type === 'text' && o.meta)),
      ),
    ).toBe(true);
  });

  it('never asks for more than 100 orders, and sends the shop as an integer', async () => {
    const [shopId] = sim.tenants[0]!.shopIds;
    await client().listUnconfirmed({ limit: 500, shop: shopId! });
    await client().listUnconfirmed({ limit: 0 });
    const queries = requests(/^\/v1\/orders$/).map((entry) => new URLSearchParams(entry.query));
    expect(queries.map((q) => q.get('limit'))).toEqual(['100', '1']);
    expect(queries[0]!.get('shop')).toBe(String(shopId));
  });

  it('keeps an unreadable order with its reason and raw JSON, and still reads the others', async () => {
    sim.addOrders(3, { shopId: sim.tenants[0]!.shopIds[0]! });
    sim.addRawOrder(wireOrder({ id: 'broken-1', order_type: 'drive_in', payed_at: '2000-01-01 00:00:00' }));
    const page = await client().listUnconfirmed();
    expect(page.received).toBe(4);
    expect(page.orders).toHaveLength(3);
    expect(page.undecodable).toHaveLength(1);
    expect(page.undecodable[0]).toMatchObject({ id: 'broken-1', field: 'order_type' });
    expect(JSON.parse(page.undecodable[0]!.raw)).toMatchObject({ id: 'broken-1', order_type: 'drive_in' });
  });
});

describe("each order's own JSON, and what one order may cost", () => {
  it("keeps each order's JSON text exactly as the service sent it", async () => {
    const text = JSON.stringify(wireOrder({ id: 'spaced-1', payed_at: '2000-01-01 00:00:00' }), null, 2);
    sim.addRawOrder(JSON.parse(text), { text });
    sim.addOrders(2, { shopId: sim.tenants[0]!.shopIds[0]! });
    const page = await client().listUnconfirmed();
    expect(page.orders).toHaveLength(3);
    expect(page.orders[0]!.raw).toBe(text);
    for (const { order, raw } of page.orders) expect((JSON.parse(raw) as { id: string }).id).toBe(order.id);
  });

  it('an order nested thousands deep is held alone as too large; the others of the page are read', async () => {
    const base = JSON.stringify(wireOrder({ id: 'deep-1', payed_at: '2000-01-01 00:00:00' }));
    const text = `${base.slice(0, -1)},"x":${'['.repeat(8_000)}${']'.repeat(8_000)}}`;
    sim.addRawOrder(JSON.parse(text), { text });
    sim.addOrders(2, { shopId: sim.tenants[0]!.shopIds[0]! });
    const page = await client().listUnconfirmed();
    expect(page.received).toBe(3);
    expect(page.orders).toHaveLength(2);
    expect(page.undecodable).toEqual([
      expect.objectContaining({ id: 'deep-1', tooLarge: true, shopId: 3, raw: text }),
    ]);
    // Read on its own, the same.
    const one = await client().getOrder('deep-1');
    expect(one.ok).toBe(false);
    if (!one.ok) expect(one.failure).toMatchObject({ tooLarge: true, raw: text });
  });

  it.each(['.', '..', '../shops', 'a/b', 'a\\b', 'x\u0000y', 'x\ny'])(
    'never sends an id that would not stay one path segment (%j), to confirm or to read',
    async (id) => {
      const api = client();
      const confirm = await rejection(api.confirm(id));
      const read = await rejection(api.getOrder(id));
      for (const error of [confirm, read]) {
        expect(error.kind).toBe('refused');
        expect(error.mayHaveReachedService).toBe(false);
        expect(error.message).not.toMatch(ACTING);
      }
      expect(sim.requestLog()).toEqual([]);
    },
  );
});

describe('reading one order and the shops', () => {
  it('reads an order before and after it is confirmed', async () => {
    const [wire] = sim.addOrders(1);
    const before = await client().getOrder(String(wire!.id));
    await client().confirm(String(wire!.id));
    const after = await client().getOrder(String(wire!.id));
    expect(before.ok && after.ok).toBe(true);
    if (before.ok && after.ok) expect(after.order).toEqual(before.order);
  });

  it('an unknown order is not_found, naming the order', async () => {
    const error = await rejection(client().getOrder('00000000-0000-4000-8000-000000000000'));
    expect(error.kind).toBe('not_found');
    expect(error.said).toEqual({
      code: 'service.unknown-order',
      params: {
        request: { operation: 'get', order: '00000000-0000-4000-8000-000000000000' },
        order: '00000000-0000-4000-8000-000000000000',
      },
    });
    // Named as the receipt prints it when it has no number.
    expect(error.message).toContain('#00000000');
  });

  it('lists the shops with numeric ids', async () => {
    const { shops, problems } = await client().listShops();
    expect(problems).toEqual([]);
    expect(shops.map((shop) => shop.id)).toEqual(sim.tenants[0]!.shopIds);
    expect(shops.every((shop) => shop.name.length > 0)).toBe(true);
  });
});

describe('confirming an order', () => {
  it('finds the HTTP method the service accepts and remembers it', async () => {
    const [first, second] = sim.addOrders(2);
    const api = client();
    await api.confirm(String(first!.id));
    expect(api.confirmMethod).toBe('PUT');
    expect(requests(/\/confirm$/).map((entry) => [entry.method, entry.status])).toEqual([
      ['POST', 405],
      ['PUT', 200],
    ]);
    await api.confirm(String(second!.id));
    expect(
      requests(/\/confirm$/)
        .slice(2)
        .map((entry) => entry.method),
    ).toEqual(['PUT']);
    expect(sim.isConfirmed(String(first!.id), TENANT) && sim.isConfirmed(String(second!.id), TENANT)).toBe(
      true,
    );
    expect(logs.map((event) => event.message)).toContainEqual({
      code: 'service.confirm-method',
      params: { method: 'PUT' },
    });
  });

  it('falls through to GET when only GET is accepted', async () => {
    await sim.close();
    sim = await Simulator.start({ tenants: [{ id: TENANT, token: TOKEN }], confirmMethods: ['GET'] });
    const [order] = sim.addOrders(1);
    const api = client({ confirmMethod: 'POST' });
    await api.confirm(String(order!.id));
    expect(api.confirmMethod).toBe('GET');
    expect(sim.isConfirmed(String(order!.id), TENANT)).toBe(true);
  });

  it('a confirmed order leaves the list', async () => {
    const [order] = sim.addOrders(1);
    await client().confirm(String(order!.id));
    expect((await client().listUnconfirmed()).orders.map((o) => o.order.id)).not.toContain(order!.id);
  });

  it('"success": false is a failed confirmation, and the order stays unconfirmed', async () => {
    const [order] = sim.addOrders(1);
    sim.injectFault({ kind: 'confirm-false', match: { operation: 'confirm' } });
    const error = await rejection(client({ confirmMethod: 'PUT' }).confirm(String(order!.id)));
    expect(error.kind).toBe('not_confirmed');
    expect(error.orderId).toBe(order!.id);
    expect(error.said).toMatchObject({ code: 'service.not-confirmed', params: { success: 'false' } });
    expect(error.message).toContain('"success": false');
    expect(sim.isConfirmed(String(order!.id), TENANT)).toBe(false);
  });

  it('an unknown order cannot be confirmed', async () => {
    const error = await rejection(client({ confirmMethod: 'PUT' }).confirm('not-an-order'));
    expect(error.kind).toBe('not_found');
  });

  it('is retried after a 503, which the service did not act on', async () => {
    const [order] = sim.addOrders(1);
    sim.injectFault({ kind: 'status', status: 503, match: { operation: 'confirm' } });
    await client({ confirmMethod: 'PUT' }).confirm(String(order!.id));
    expect(requests(/\/confirm$/).map((entry) => entry.status)).toEqual([503, 200]);
    expect(sim.isConfirmed(String(order!.id), TENANT)).toBe(true);
  });

  it('is not retried when the connection drops after sending: the caller decides', async () => {
    const [order] = sim.addOrders(1);
    sim.injectFault({ kind: 'drop', match: { operation: 'confirm' } });
    const error = await rejection(client({ confirmMethod: 'PUT' }).confirm(String(order!.id)));
    expect(error.kind).toBe('network');
    expect(error.mayHaveReachedService).toBe(true);
    expect(sim.confirmations(TENANT).get(String(order!.id))?.confirmCalls ?? 0).toBeLessThanOrEqual(1);
    expect(requests(/\/confirm$/)).toHaveLength(1);
  });

  it('is not retried after a 500', async () => {
    const [order] = sim.addOrders(1);
    sim.injectFault({ kind: 'status', status: 500, match: { operation: 'confirm' } });
    const error = await rejection(client({ confirmMethod: 'PUT' }).confirm(String(order!.id)));
    expect(error.kind).toBe('server');
    expect(requests(/\/confirm$/)).toHaveLength(1);
  });
});

describe('faults of the service', () => {
  it('honours Retry-After on 429 and then succeeds', async () => {
    sim.injectFault({ kind: 'status', status: 429, retryAfterSeconds: 1, match: { operation: 'list' } });
    const started = Date.now();
    await client({ maxRetryAfterMs: 5_000 }).listUnconfirmed();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(requests(/^\/v1\/orders$/).map((entry) => entry.status)).toEqual([429, 200]);
    const retry = logs.find((event) => event.level === 'warn');
    expect(retry?.message).toMatchObject({
      code: 'service.retrying',
      params: { cause: { code: 'service.rate-limited', params: { retryAfterMs: 1_000 } }, attempt: 2 },
    });
    expect(english(retry!)).toContain('429');
  });

  it('hands a long Retry-After back to the caller instead of blocking', async () => {
    sim.injectFault({ kind: 'status', status: 429, retryAfterSeconds: 120, match: { operation: 'list' } });
    const error = await rejection(client().listUnconfirmed());
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(120_000);
    expect(requests(/^\/v1\/orders$/)).toHaveLength(1);
  });

  it('retries 5xx with backoff and recovers', async () => {
    sim.injectFault({ kind: 'status', status: 500, times: 2 });
    const page = await client().listUnconfirmed();
    expect(page.received).toBe(0);
    expect(requests(/^\/v1\/orders$/).map((entry) => entry.status)).toEqual([500, 500, 200]);
  });

  it('gives up after the last try with a server error', async () => {
    sim.injectFault({ kind: 'status', status: 503, times: Infinity });
    const error = await rejection(client({ maxAttempts: 2 }).listUnconfirmed());
    expect(error.kind).toBe('server');
    expect(error.status).toBe(503);
    expect(requests(/^\/v1\/orders$/)).toHaveLength(2);
  });

  it('times out a request that is never answered', async () => {
    sim.injectFault({ kind: 'timeout', times: Infinity });
    const error = await rejection(client({ timeoutMs: 200, maxAttempts: 1 }).listShops());
    expect(error.kind).toBe('timeout');
    expect(error.said).toEqual({
      code: 'service.no-answer',
      params: { request: { operation: 'shops' }, waitMs: 200 },
    });
    expect(error.message).toContain('0.2 seconds');
  });

  it('waits out a slow answer within the deadline', async () => {
    sim.injectFault({ kind: 'slow', delayMs: 150 });
    const { shops } = await client({ timeoutMs: 2_000, maxAttempts: 1 }).listShops();
    expect(shops.length).toBeGreaterThan(0);
  });

  it('reports a dropped connection as a network error', async () => {
    sim.injectFault({ kind: 'drop', times: Infinity });
    const error = await rejection(client({ maxAttempts: 2 }).listUnconfirmed());
    expect(error.kind).toBe('network');
  });

  it('reports truncated JSON as a bad response, and retries it', async () => {
    sim.addOrders(2);
    sim.injectFault({ kind: 'truncated', times: Infinity });
    const error = await rejection(client({ maxAttempts: 2 }).listUnconfirmed());
    expect(error.kind).toBe('bad_response');
    expect(error.said).toMatchObject({ code: 'service.not-json', params: { got: 'cut-off', status: 200 } });
    expect(error.message).toContain('cut off');
    expect(requests(/^\/v1\/orders$/)).toHaveLength(2);
  });

  it('reports an HTML page with status 200 as a bad response', async () => {
    sim.injectFault({ kind: 'html', status: 200, times: Infinity });
    const error = await rejection(client({ maxAttempts: 1 }).listUnconfirmed());
    expect(error.kind).toBe('bad_response');
    expect(error.said).toMatchObject({ code: 'service.not-json', params: { got: 'web-page' } });
    expect(error.message).toContain('a web page');
  });

  it('reports an HTML error page with status 502 as a server error', async () => {
    sim.injectFault({ kind: 'html', status: 502, times: Infinity });
    const error = await rejection(client({ maxAttempts: 1 }).listUnconfirmed());
    expect([error.kind, error.status]).toEqual(['server', 502]);
  });

  it('reports a service that cannot be reached as not reached, after retrying', async () => {
    const url = sim.url;
    await sim.close();
    const api = new OrderingClient({
      baseUrl: url,
      tenant: TENANT,
      token: TOKEN,
      backoff: { baseMs: 1, maxMs: 5 },
    });
    const error = await rejection(api.listUnconfirmed());
    expect(error.kind).toBe('network');
    expect(error.mayHaveReachedService).toBe(false);
    expect(error.said).toMatchObject({
      code: 'service.unreachable',
      params: { request: { operation: 'list' }, reason: 'ECONNREFUSED' },
    });
    expect(error.message).toContain('ECONNREFUSED');
    sim = await Simulator.start();
  });
});

describe('what a person is told to do', () => {
  it('a 503 from the service does not send a person to check their internet connection', async () => {
    sim.injectFault({ kind: 'status', status: 503, times: Infinity });
    const error = await rejection(client({ maxAttempts: 1 }).listUnconfirmed({ shop: 3 }));
    expect(error.said).toMatchObject({
      code: 'service.server-error',
      params: { request: { operation: 'list', shop: 3 }, status: 503 },
    });
    const english = say(error.said, 'en');
    expect(english).toContain('HTTP 503');
    expect(english).toContain('shop 3');
    expect(english).not.toMatch(/internet|connection/i);
    expect(say(error.said, 'nl')).not.toMatch(/internet/i);
    expect(say(error.said, 'fr')).not.toMatch(/internet/i);
  });

  it('a service that cannot be reached does send a person to check the internet connection', async () => {
    const url = sim.url;
    await sim.close();
    const error = await rejection(
      new OrderingClient({ baseUrl: url, tenant: TENANT, token: TOKEN, maxAttempts: 1 }).listUnconfirmed(),
    );
    sim = await Simulator.start();
    expect(error.said.code).toBe('service.unreachable');
    expect(say(error.said, 'en')).toContain("Check this computer's internet connection.");
    expect(say(error.said, 'nl')).toContain('Controleer de internetverbinding van deze computer.');
    expect(say(error.said, 'fr')).toContain('Vérifiez la connexion internet de cet ordinateur.');
  });

  it("says a refused token in the reader's language, with French spacing", async () => {
    const error = await rejection(client({ token: 'wrong-token' }).listShops());
    expect(say(error.said, 'nl')).toMatch(
      /^De winkellijst ophalen: de bestelservice weigerde het toegangstoken/,
    );
    expect(say(error.said, 'fr')).toMatch(
      /^Lecture de la liste des magasins\u202f: le service a refusé le jeton/,
    );
  });
});

describe('credentials', () => {
  it('a wrong token is unauthorized and is not retried', async () => {
    const error = await rejection(client({ token: 'wrong-token' }).listUnconfirmed());
    expect(error.kind).toBe('unauthorized');
    expect(error.said).toEqual({
      code: 'service.unauthorized',
      params: { request: { operation: 'list' }, status: 401 },
    });
    expect(error.message).toContain('Settings');
    expect(requests(/^\/v1\/orders$/)).toHaveLength(1);
  });

  it('a wrong tenant is unauthorized', async () => {
    const error = await rejection(client({ tenant: 'someone-else' }).listShops());
    expect(error.kind).toBe('unauthorized');
  });

  it('refuses plain http to another machine before sending anything', () => {
    expect(() => client({ baseUrl: 'http://orders.example.com' })).toThrow('unencrypted');
  });
});

describe('the exact requests', () => {
  let server: Server;
  let seen: { method: string; url: string; headers: IncomingHttpHeaders }[];
  let base: string;

  beforeEach(async () => {
    seen = [];
    server = createServer((request, response) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
      response.setHeader('Content-Type', 'application/json');
      if (request.url?.endsWith('/confirm')) response.end('{"success":true}');
      else if (request.url?.startsWith('/v1/orders/escapes')) {
        response.statusCode = 422;
        response.end(JSON.stringify({ message: 'bad\nINFO forged line\u001b[2J\u009b31m' }));
      } else if (request.url?.startsWith('/v1/orders/')) {
        response.statusCode = 422;
        response.end(JSON.stringify({ message: `Header Authorization: Bearer ${TOKEN} is not valid here` }));
      } else response.end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('carries the headers of section 5, and Content-Type on confirm only', async () => {
    const api = client({ baseUrl: base });
    await api.listUnconfirmed({ shop: 4, limit: 25 });
    await api.confirm('a b?c#d%');
    const [list, confirm] = seen;
    expect(list).toMatchObject({ method: 'GET', url: '/v1/orders?limit=25&shop=4' });
    expect(list!.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'x-tenant': TENANT,
      accept: 'application/json',
    });
    expect(list!.headers['content-type']).toBeUndefined();
    expect(confirm).toMatchObject({ method: 'POST', url: '/v1/orders/a%20b%3Fc%23d%25/confirm' });
    expect(confirm!.headers['content-type']).toBe('application/json');
  });

  it("quotes the service's error message without its newlines or terminal escapes", async () => {
    const error = await rejection(client({ baseUrl: base, maxAttempts: 1 }).getOrder('escapes'));
    expect(error.said).toMatchObject({ code: 'service.refused', params: { status: 422 } });
    expect(error.message).toContain('forged line');
    expect(error.message).not.toMatch(ACTING);
  });

  it('never lets the token into an error, a log line or an exception, even when the service echoes it', async () => {
    const api = client({ baseUrl: base, maxAttempts: 1 });
    const error = await rejection(api.getOrder('42'));
    const everything = [
      error.message,
      String(error),
      error.stack ?? '',
      JSON.stringify(error),
      ...logs.map(english),
    ];
    expect(error.said).toMatchObject({ code: 'service.refused', params: { status: 422 } });
    expect(error.message).toContain('[token]');
    for (const text of everything) expect(text).not.toContain(TOKEN);
  });
});

describe('the token in every failure the simulator can produce', () => {
  it('appears in no error message, stack or log line', async () => {
    const faults = [
      { kind: 'status', status: 429, retryAfterSeconds: 0 },
      { kind: 'status', status: 500 },
      { kind: 'timeout' },
      { kind: 'drop' },
      { kind: 'truncated' },
      { kind: 'html' },
    ] as const;
    const texts: string[] = [];
    for (const fault of faults) {
      sim.clearFaults();
      sim.injectFault({ ...fault, times: Infinity });
      const error = await rejection(client({ timeoutMs: 150, maxAttempts: 2 }).listUnconfirmed());
      texts.push(error.message, error.stack ?? '', JSON.stringify(error));
    }
    texts.push(...logs.map(english), ...logs.map((event) => JSON.stringify(event.message)));
    expect(texts.length).toBeGreaterThan(18);
    for (const text of texts) expect(text).not.toContain(TOKEN);
  });
});
