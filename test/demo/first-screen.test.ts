/**
 * The demo's first orders show what OrderSlip is for — a cake with a text plate, a delivery with its
 * address, a cool-box pick-up — numbered as a busy shop's day would be, not 0, 1, 2.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoRuntime } from '../../electron/demo/demo-runtime';
import { OrderGenerator } from '../../electron/demo/simulator/order-generator';
import { DEFAULT_SHOPS } from '../../electron/demo/simulator/catalog';
import type { WireOrder } from '../../electron/demo/simulator/wire';

const opened: { demo: DemoRuntime; dir: string }[] = [];
afterEach(async () => {
  for (const { demo, dir } of opened.splice(0)) {
    await demo.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function demoOrders(demo: DemoRuntime): Promise<WireOrder[]> {
  const orders: WireOrder[] = [];
  const [tenant] = demo.simulator.tenants;
  for (const shop of tenant!.shopIds) {
    const response = await fetch(`${demo.simulator.url}/v1/orders?shop=${shop}&limit=100`, {
      headers: { Authorization: `Bearer ${tenant!.token}`, 'X-Tenant': tenant!.id },
    });
    expect(response.status).toBe(200);
    orders.push(...((await response.json()) as WireOrder[]));
  }
  return orders;
}

async function open(options: { ordersAtOnce?: boolean } = {}): Promise<DemoRuntime> {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-first-screen-'));
  const demo = await startDemo({ dataDir: dir, perMinute: 0, ...options });
  opened.push({ demo, dir });
  return demo;
}

const textPlates = (order: WireOrder): string[] =>
  order.order_lines.flatMap((line) =>
    Array.isArray(line.options)
      ? line.options.filter((option) => option.type === 'text' && option.meta).map((option) => option.meta!)
      : [],
  );

describe('the demo’s first orders', () => {
  it('include a cake with a text plate, one in other scripts, a delivery with an address and a cool-box order', async () => {
    const orders = await demoOrders(await open());
    expect(orders).toHaveLength(7);
    expect(orders.some((order) => textPlates(order).length > 0)).toBe(true);
    expect(orders.flatMap(textPlates)).toContain('Sto lat, Łukasz! 🎂 عيد ميلاد سعيد');
    const delivery = orders.find((order) => order.order_type === 'delivery');
    const address = delivery?.delivery_address as { street?: string; city?: string } | undefined;
    expect(address?.street).toBeTruthy();
    expect(address?.city).toBeTruthy();
    expect(orders.some((order) => order.order_type === 'pick_up_coolbox')).toBe(true);
  });

  it('carry numbers from a busy day, not 0, 1, 2', async () => {
    // Several starts, since a seed could by chance leave a number out of one order.
    for (let run = 0; run < 3; run++) {
      const numbers = (await demoOrders(await open()))
        .map((order) => order.order_number)
        .filter((number): number is string => number !== undefined)
        .map(Number);
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) expect(number).toBeGreaterThanOrEqual(7);
    }
  });

  it('wait for beginOrders when asked, so whoever tells about them hears the first one', async () => {
    const demo = await open({ ordersAtOnce: false });
    expect(await demoOrders(demo)).toHaveLength(0);
    demo.beginOrders();
    demo.beginOrders(); // once only
    expect(await demoOrders(demo)).toHaveLength(7);
  });
});

describe('the order generator', () => {
  const generator = (orderNumbers?: 'from-zero' | 'busy-day') =>
    new OrderGenerator({
      seed: 7,
      tenantId: 'demo',
      shops: DEFAULT_SHOPS,
      shapeVariety: false,
      omitOrderNumber: false,
      ...(orderNumbers ? { orderNumbers } : {}),
    });
  const now = new Date('2026-11-20T09:15:00Z');

  it('makes a cake with a text plate at a bakery when asked, its plate on the first line', () => {
    const cakes = generator();
    for (let i = 0; i < 20; i++) {
      const [order] = cakes.generate({ now, count: 1, textPlate: true });
      expect(textPlates({ ...order!, order_lines: order!.order_lines.slice(0, 1) })).toHaveLength(1);
      expect(['Bakkerij Noëlle', 'Boulangerie Hélène & Frères']).toContain(order!.shop.name);
    }
  });

  it('counts from zero by default, as the spec says, and leaves the content as it was with busy-day numbers', () => {
    // Numbers are counted per day: the n-th order due on a day has number start + n.
    const offsets = (orders: readonly WireOrder[]) =>
      orders.map((order, index) => ({
        number: Number(order.order_number),
        nth: orders.slice(0, index).filter((other) => other.order_date === order.order_date).length,
        day: order.order_date,
      }));
    const plain = generator().generate({ now, count: 12, type: 'pick_up', shopId: 1042 });
    for (const { number, nth } of offsets(plain)) expect(number).toBe(nth);
    const busy = generator('busy-day').generate({ now, count: 12, type: 'pick_up', shopId: 1042 });
    const starts = new Map<string, number>();
    for (const { number, nth, day } of offsets(busy)) {
      if (nth === 0) starts.set(day, number);
      expect(number).toBeGreaterThanOrEqual(7);
      expect(number).toBe(starts.get(day)! + nth);
    }
    const strip = (order: WireOrder) => ({ ...order, order_number: undefined });
    expect(busy.map(strip)).toEqual(plain.map(strip));
  });
});
