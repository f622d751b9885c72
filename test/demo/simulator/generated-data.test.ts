import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOPS, type WireOrder } from '../../../electron/demo/simulator';
import { asList, call, centsOf, closeSimulators, list, startSimulator, testClock } from './helpers';

afterEach(closeSimulators);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Money adds up: line = options + extras + its own price; order = lines + delivery_cost + service_cost. */
function checkMoney(order: Record<string, unknown>): void {
  let lines = 0;
  for (const line of order['order_lines'] as Record<string, unknown>[]) {
    const parts = [...asList(line['options']), ...asList(line['extras'])].reduce(
      (sum, part) => sum + centsOf(part['total']),
      0,
    );
    expect(centsOf(line['total'])).toBeGreaterThanOrEqual(parts);
    lines += centsOf(line['total']);
  }
  const delivery = order['delivery_cost'] === undefined ? 0 : centsOf(order['delivery_cost']);
  const service = order['service_cost'] === undefined ? 0 : centsOf(order['service_cost']);
  expect(centsOf(order['total']), String(order['id'])).toBe(lines + delivery + service);
}

describe('GET /v1/shops (ordering-api.md 4.4)', () => {
  it('lists the four Belgian default shops with every field a string, id included', async () => {
    const sim = await startSimulator();
    const answer = await call(sim, '/v1/shops');
    const shops = answer.body as Record<string, unknown>[];
    expect(shops).toHaveLength(4);
    for (const shop of shops) {
      expect(Object.keys(shop).sort()).toEqual(['address', 'city', 'country', 'id', 'name', 'postal_code']);
      for (const value of Object.values(shop)) expect(typeof value).toBe('string');
      expect(shop['id']).toMatch(/^\d+$/);
      expect(shop['country']).toBe('BE');
    }
    expect(shops.map((shop) => shop['city'])).toEqual(['Gent', 'Liège', 'Antwerpen', 'Namur']);
    expect(shops.map((shop) => shop['name']).join(' ')).toMatch(/[éèëçô]/);
  });
});

describe('generated orders', () => {
  it('number orders per shop, per order type and per order date, from "0" each day', async () => {
    const sim = await startSimulator({ shapeVariety: false });
    const orders = sim.addOrders(300);
    const groups = new Map<string, number[]>();
    for (const order of orders) {
      const key = `${String(order.shop.id)}|${order.order_type}|${order.order_date}`;
      groups.set(key, [...(groups.get(key) ?? []), Number(order.order_number)]);
      expect(order.order_number).toMatch(/^\d+$/);
    }
    expect(groups.size).toBeGreaterThan(12);
    for (const [key, numbers] of groups) {
      expect(numbers, key).toEqual(numbers.map((_, index) => index));
    }
  });

  it('keeps counting across batches and restarts at "0" on a new order date', async () => {
    const sim = await startSimulator({ shapeVariety: false });
    const first = sim.addOrders(1, { shopId: 1042, type: 'pick_up' })[0];
    const more = sim.addOrders(40, { shopId: 1042, type: 'pick_up' });
    const sameDay = more.filter((order) => order.order_date === first?.order_date);
    expect(first?.order_number).toBe('0');
    expect(sameDay.map((order) => order.order_number)).toEqual(sameDay.map((_, index) => String(index + 1)));
    const otherDays = new Set(
      more.map((order) => order.order_date).filter((date) => date !== first?.order_date),
    );
    expect(otherDays.size).toBeGreaterThan(0);
    for (const date of otherDays) {
      expect(more.find((order) => order.order_date === date)?.order_number).toBe('0');
    }
  });

  it('leaves order_number out of every order for a tenant with omitOrderNumber', async () => {
    const sim = await startSimulator({
      tenants: [{ id: 'demo', token: 'demo-token', omitOrderNumber: true }],
    });
    const orders = sim.addOrders(30);
    expect(orders.some((order) => 'order_number' in order)).toBe(false);
  });

  it('has amounts with two fraction digits that add up exactly, in cents', async () => {
    const sim = await startSimulator();
    sim.addOrders(300);
    const listed = await list(sim, '?limit=100');
    for (const order of [...listed, ...(sim.addOrders(200) as unknown as Record<string, unknown>[])])
      checkMoney(order);
  });

  it('gives line totals that include options and extras (weighed lines at their price per kg)', async () => {
    const sim = await startSimulator({ shapeVariety: false });
    const lines = sim.addOrders(300).flatMap((order) => order.order_lines);
    const withParts = lines.filter((line) => asList(line.options).length + asList(line.extras).length > 0);
    expect(withParts.length).toBeGreaterThan(10);
    for (const line of withParts) {
      const parts = [...asList(line.options), ...asList(line.extras)].reduce(
        (sum, part) => sum + centsOf(part['total']),
        0,
      );
      expect(centsOf(line.total)).toBeGreaterThan(parts);
    }
  });

  it('uses realistic shapes: UUID ids, payed_at before now, due within the next days in opening hours', async () => {
    const sim = await startSimulator({ shapeVariety: false });
    const orders = sim.addOrders(200);
    const ids = new Set(orders.map((order) => order.id));
    expect(ids.size).toBe(200);
    for (const order of orders) {
      expect(order.id).toMatch(UUID);
      expect(order.client.id).toMatch(UUID);
      expect(order.payed_at).toMatch(/^2026-11-20 (0\d|10):\d{2}:\d{2}$/);
      expect(order.payed_at <= '2026-11-20 10:15:00').toBe(true);
      expect(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']).toContain(
        order.order_date,
      );
      expect(order.order_time).toMatch(/^\d{2}:[0134][05]:00$/);
      expect(order.order_time >= '06:30:00' && order.order_time <= '18:30:00').toBe(true);
      if (order.order_date === '2026-11-20') expect(order.order_time >= '10:45:00').toBe(true);
      expect(order.client.mobile_phone).toMatch(/^\+324\d{8}$/);
      expect(order.client.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
      expect(order.client.phone === null || /^\+32\d{8}$/.test(order.client.phone)).toBe(true);
    }
  });

  it('covers all order types, units, payment methods (and one unknown), text plates and delivery fields', async () => {
    const sim = await startSimulator();
    const orders = sim.addOrders(400);
    expect(new Set(orders.map((order) => order.order_type))).toEqual(
      new Set(['pick_up', 'delivery', 'pick_up_coolbox']),
    );
    expect(new Set(orders.map((order) => order.payment_method))).toEqual(
      new Set(['creditcard', 'bancontact', 'belfius', 'kbc', 'inghomepay', 'payconiq']),
    );
    const lines = orders.flatMap((order) => order.order_lines);
    expect(new Set(lines.map((line) => line.unit))).toEqual(new Set(['st', 'gr', 'kg', 'pers']));
    const options = lines.flatMap((line) => asList(line.options));
    const plates = options.filter((option) => option['type'] === 'text').map((option) => option['meta']);
    expect(plates.length).toBeGreaterThan(5);
    expect(plates.every((meta) => typeof meta === 'string' && meta !== '')).toBe(true);
    expect(
      options.filter((option) => option['type'] !== 'text').every((option) => option['meta'] === null),
    ).toBe(true);
    expect(lines.flatMap((line) => asList(line.extras)).map((extra) => extra['name'])).toEqual(
      expect.arrayContaining(['Kaarsjes', 'Bougies']),
    );

    const deliveries = orders.filter((order) => order.order_type === 'delivery');
    for (const order of deliveries) {
      const address = order.delivery_address as unknown as Record<string, unknown>;
      expect(typeof address['street'] === 'string' && typeof address['bus'] === 'string').toBe(true);
      expect(order.delivery_cost).toMatch(/^\d+\.\d{2}$/);
      expect(String(address['distance'] ?? order.distance)).toMatch(/^\d+$/);
    }
    const addresses = deliveries.map((order) => order.delivery_address as unknown as Record<string, unknown>);
    expect(new Set(addresses.map((address) => address['country']))).toEqual(new Set(['BE', 'NL', 'FR']));
    expect(addresses.some((address) => address['bus'] !== '')).toBe(true);
    expect(orders.some((order) => order.service_cost !== undefined && order.service_cost !== '0.00')).toBe(
      true,
    );
    expect(orders.some((order) => typeof order.remarks === 'string' && order.remarks !== '')).toBe(true);
    expect(orders.some((order) => order.client.phone === null)).toBe(true);
  });

  it('meets every wire shape the spec allows when shapeVariety is on', async () => {
    const sim = await startSimulator();
    const orders = sim.addOrders(400);
    const lines = orders.flatMap((order) => order.order_lines);
    const others = orders.filter((order) => order.order_type !== 'delivery');
    const deliveries = orders.filter((order) => order.order_type === 'delivery');
    const seen = {
      shopIdNumber: orders.some((order) => typeof order.shop.id === 'number'),
      shopIdString: orders.some((order) => typeof order.shop.id === 'string'),
      clientIdNumber: orders.some((order) => typeof order.client.id === 'number'),
      clientIdString: orders.some((order) => typeof order.client.id === 'string'),
      emptyListAsString: lines.some((line) => line.options === '' || line.extras === ''),
      emptyListAsNull: lines.some((line) => line.options === null || line.extras === null),
      emptyListAsArray: lines.some((line) => Array.isArray(line.options) && line.options.length === 0),
      addressAbsent: others.some((order) => !('delivery_address' in order)),
      addressNull: others.some((order) => order.delivery_address === null),
      addressEmptyArray: others.some((order) => Array.isArray(order.delivery_address)),
      distanceOnTop: deliveries.some((order) => order.distance !== undefined),
      distanceInside: deliveries.some(
        (order) => (order.delivery_address as { distance?: string }).distance !== undefined,
      ),
      orderNumberAbsent: orders.some((order) => order.order_number === undefined),
      remarksNull: orders.some((order) => order.remarks === null),
      remarksEmpty: orders.some((order) => order.remarks === ''),
      optionTypeAbsent: lines.some((line) => asList(line.options).some((option) => !('type' in option))),
      unknownFields: orders.some((order) => 'source' in order),
    };
    expect(Object.entries(seen).filter(([, met]) => !met)).toEqual([]);
    // An option without a type is never a text plate in disguise.
    for (const option of lines.flatMap((line) => asList(line.options))) {
      if (!('type' in option)) expect(option['meta']).toBeNull();
    }
  });

  it('sends one predictable shape when shapeVariety is off', async () => {
    const sim = await startSimulator({ shapeVariety: false });
    const orders = sim.addOrders(300);
    for (const order of orders) {
      expect(typeof order.shop.id).toBe('string');
      expect(typeof order.client.id).toBe('string');
      expect(order.order_number).toBeDefined();
      expect('distance' in order).toBe(false);
      expect('source' in order).toBe(false);
      if (order.order_type !== 'delivery') expect('delivery_address' in order).toBe(false);
      expect(order.remarks === null || order.remarks.length > 0).toBe(true);
      for (const line of order.order_lines) {
        expect(Array.isArray(line.options) && Array.isArray(line.extras)).toBe(true);
        for (const option of asList(line.options)) expect(option['type']).toMatch(/^(default|text)$/);
      }
    }
  });
});

describe('seeded determinism', () => {
  async function generate(seed: number, shapeVariety = true): Promise<WireOrder[]> {
    const sim = await startSimulator({ seed, shapeVariety, now: testClock().now });
    return [...sim.addOrders(20), ...sim.addOrders(5, { shopId: 2190, type: 'delivery' })];
  }

  it('gives the same orders for the same seed and clock', async () => {
    expect(await generate(42)).toEqual(await generate(42));
  });

  it('gives other orders for another seed', async () => {
    const [a, b] = [await generate(42), await generate(43)];
    expect(a.map((order) => order.id)).not.toEqual(b.map((order) => order.id));
  });

  it('keeps the content the same when only shapeVariety changes', async () => {
    const [varied, plain] = [await generate(7, true), await generate(7, false)];
    expect(varied.map((order) => [order.id, order.total, order.payed_at, order.client.email])).toEqual(
      plain.map((order) => [order.id, order.total, order.payed_at, order.client.email]),
    );
  });

  it('gives each tenant its own stream of orders', async () => {
    const sim = await startSimulator({
      tenants: [
        { id: 'a', token: 't', shops: DEFAULT_SHOPS },
        { id: 'b', token: 't', shops: DEFAULT_SHOPS },
      ],
    });
    expect(sim.addOrders(1, { tenant: 'a' })[0]?.id).not.toBe(sim.addOrders(1, { tenant: 'b' })[0]?.id);
  });
});

describe('configured shops', () => {
  it('generates orders for shops a tenant configures, with numeric or string ids', async () => {
    const sim = await startSimulator({
      tenants: [
        {
          id: 'bxl',
          token: 'tok',
          shops: [
            {
              id: '31',
              name: 'Boucherie du Sablon',
              address: 'Rue de Rollebeek 3',
              postal_code: '1000',
              city: 'Bruxelles',
              country: 'BE',
            },
            {
              id: 32,
              name: 'Bakkerij Ooms',
              address: 'Kerkstraat 1',
              postal_code: '3000',
              city: 'Leuven',
              country: 'BE',
            },
          ],
        },
      ],
    });
    const orders = sim.addOrders(60, { tenant: 'bxl' });
    expect(new Set(orders.map((order) => Number(order.shop.id)))).toEqual(new Set([31, 32]));
    for (const order of orders) checkMoney(order as unknown as Record<string, unknown>);
    expect(() => sim.addOrders(1, { tenant: 'bxl', shopId: 99 })).toThrow(/no shop 99/);
  });

  it('refuses a shop id that is not an integer, or a tenant configured twice', async () => {
    const shop = {
      id: 'x1',
      name: 'Bakkerij',
      address: 'a',
      postal_code: '9000',
      city: 'Gent',
      country: 'BE',
    };
    await expect(startSimulator({ tenants: [{ id: 'a', token: 't', shops: [shop] }] })).rejects.toThrow(
      /not an integer/,
    );
    await expect(
      startSimulator({
        tenants: [
          { id: 'a', token: 't' },
          { id: 'a', token: 'u' },
        ],
      }),
    ).rejects.toThrow(/twice/);
  });
});
