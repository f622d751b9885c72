import { afterEach, describe, expect, it } from 'vitest';
import { closeSimulators, startSimulator } from './helpers';

afterEach(closeSimulators);

const SERVICE_ROUTES: readonly (readonly [string, string])[] = [
  ['GET', '/v1/orders'],
  ['GET', '/v1/orders/any-id'],
  ['PUT', '/v1/orders/any-id/confirm'],
  ['GET', '/v1/shops'],
];

async function raw(url: string, method: string, headers: Record<string, string>) {
  const response = await fetch(url, { method, headers });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

describe('authentication (Authorization: Bearer and X-Tenant on every request)', () => {
  it.each(SERVICE_ROUTES)('%s %s without Authorization is 401 Unauthenticated', async (method, path) => {
    const sim = await startSimulator();
    const answer = await raw(`${sim.url}${path}`, method, { 'X-Tenant': 'demo' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('a wrong token, or a scheme other than Bearer, is 401', async () => {
    const sim = await startSimulator();
    for (const authorization of [
      'Bearer wrong-token',
      'Basic ZGVtbzpkZW1vLXRva2Vu',
      'demo-token',
      'Bearer ',
    ]) {
      const answer = await raw(`${sim.url}/v1/orders`, 'GET', {
        Authorization: authorization,
        'X-Tenant': 'demo',
      });
      expect(answer.status, authorization).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('a valid token with a missing or unknown X-Tenant is 403 Forbidden', async () => {
    const sim = await startSimulator();
    const missing = await raw(`${sim.url}/v1/orders`, 'GET', { Authorization: 'Bearer demo-token' });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ message: 'Forbidden.' });
    const unknown = await raw(`${sim.url}/v1/shops`, 'GET', {
      Authorization: 'Bearer demo-token',
      'X-Tenant': 'other',
    });
    expect(unknown.status).toBe(403);
  });

  it("one tenant's token does not open another tenant, and each tenant sees only its own orders", async () => {
    const sim = await startSimulator({
      tenants: [
        { id: 'gent', token: 'token-gent' },
        {
          id: 'namur',
          token: 'token-namur',
          shops: [
            {
              id: 7,
              name: 'Boucherie Lefèbvre',
              address: 'Rue de Fer 2',
              postal_code: '5000',
              city: 'Namur',
              country: 'BE',
            },
          ],
        },
      ],
    });
    sim.addOrders(3, { tenant: 'gent' });
    const [namurOrder] = sim.addOrders(1, { tenant: 'namur' });

    const crossed = await raw(`${sim.url}/v1/orders`, 'GET', {
      Authorization: 'Bearer token-gent',
      'X-Tenant': 'namur',
    });
    expect(crossed.status).toBe(403);

    const own = await raw(`${sim.url}/v1/orders`, 'GET', {
      Authorization: 'Bearer token-namur',
      'X-Tenant': 'namur',
    });
    expect(own.status).toBe(200);
    expect((own.body as { id: string }[]).map((order) => order.id)).toEqual([namurOrder?.id]);

    const shops = await raw(`${sim.url}/v1/shops`, 'GET', {
      Authorization: 'Bearer token-namur',
      'X-Tenant': 'namur',
    });
    expect(shops.body).toEqual([
      {
        id: '7',
        name: 'Boucherie Lefèbvre',
        address: 'Rue de Fer 2',
        postal_code: '5000',
        city: 'Namur',
        country: 'BE',
      },
    ]);
    expect(sim.tenants).toEqual([
      { id: 'gent', token: 'token-gent', shopIds: [1042, 1057, 2113, 2190] },
      { id: 'namur', token: 'token-namur', shopIds: [7] },
    ]);
  });
});

describe('routing', () => {
  const auth = { Authorization: 'Bearer demo-token', 'X-Tenant': 'demo' };

  it('an unknown path is 404 JSON, with or without credentials', async () => {
    const sim = await startSimulator();
    for (const path of [
      '/',
      '/v2/orders',
      '/v1/orders/x/y/z',
      '/v1/orders//confirm',
      '/v1/orders/x/cancel',
    ]) {
      const answer = await raw(`${sim.url}${path}`, 'GET', auth);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ message: 'Not found.' });
    }
  });

  it('a known path with the wrong method is 405 with an Allow header', async () => {
    const sim = await startSimulator();
    for (const [method, path] of [
      ['POST', '/v1/orders'],
      ['DELETE', '/v1/orders/x'],
      ['PUT', '/v1/shops'],
    ] as const) {
      const answer = await raw(`${sim.url}${path}`, method, auth);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET');
    }
  });

  it('answers JSON with the application/json content type', async () => {
    const sim = await startSimulator();
    const response = await fetch(`${sim.url}/v1/shops`, { headers: auth });
    expect(response.headers.get('content-type')).toBe('application/json');
  });
});

describe('request log', () => {
  it('records every request with method, path, query, status and tenant, and never the token', async () => {
    const sim = await startSimulator();
    await raw(`${sim.url}/v1/orders?limit=5&shop=1042`, 'GET', {
      Authorization: 'Bearer demo-token',
      'X-Tenant': 'demo',
    });
    await raw(`${sim.url}/v1/shops`, 'GET', { Authorization: 'Bearer not-the-token', 'X-Tenant': 'demo' });
    await raw(`${sim.url}/v1/orders`, 'GET', {});

    const log = sim.requestLog();
    expect(
      log.map(({ method, path, query, status, tenant }) => ({ method, path, query, status, tenant })),
    ).toEqual([
      { method: 'GET', path: '/v1/orders', query: 'limit=5&shop=1042', status: 200, tenant: 'demo' },
      { method: 'GET', path: '/v1/shops', query: '', status: 401, tenant: 'demo' },
      { method: 'GET', path: '/v1/orders', query: '', status: 401, tenant: null },
    ]);
    expect(log.every((entry) => entry.at instanceof Date)).toBe(true);
    const serialized = JSON.stringify(log);
    expect(serialized).not.toContain('demo-token');
    expect(serialized).not.toContain('not-the-token');
  });
});
