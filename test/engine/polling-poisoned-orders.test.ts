/**
 * Whatever one order contains, it is held alone with its reason and raw data, and every other order of
 * the page (and of its printer) goes on: nesting thousands deep, a huge order, an id that would not
 * stay an id (NUL, `..`, a slash, a newline), a ledger that refuses one order.
 */
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '../../electron/core/api/decode-order';
import { ACTING, wireLine, wireOrder } from '../api/wire-order';
import { english, eventually, oneShop, pause, shopOf, World } from './world';

let world: World;

afterEach(async () => {
  await world.close();
});

/** A raw order of the world's first shop, paid before the generated ones so it comes first in a listing. */
const rawOrder = (w: World, overrides: Record<string, unknown>) =>
  wireOrder({
    payed_at: '2020-01-01 08:00:00',
    shop: { id: String(shopOf(w)), name: 'Bakkerij' },
    ...overrides,
  });
const held = (w: World) => w.ledger.needsAttention();
const requestedPaths = (w: World) => new Set(w.sim.requestLog().map((entry) => entry.path));

/** An order with a field nested `depth` arrays deep, as JSON text: deeper than JSON.stringify can write. */
function nestedOrderText(order: Record<string, unknown>, depth: number): string {
  const text = JSON.stringify(order);
  return `${text.slice(0, -1)},"loyalty":${'['.repeat(depth)}"bottom"${']'.repeat(depth)}}`;
}

describe('one poisoned order among good ones', () => {
  it('nesting thousands of levels deep is held as too large; the other orders of the page print', async () => {
    world = await World.start({ routes: oneShop });
    const text = nestedOrderText(rawOrder(world, { id: 'deep-1' }), 6_000);
    world.sim.addRawOrder(JSON.parse(text), { text });
    const good = world.sim.addOrders(3, { shopId: shopOf(world) });
    world.startEngine();

    await eventually('the good ones are confirmed', () => world.confirmedIds().length === 3);
    await eventually('the deep one is held', () => world.ledger.getOrder('deep-1')?.state === 'held');
    const entry = world.ledger.getOrder('deep-1')!;
    expect(entry.holdCode).toBe('too-large');
    expect(entry.reason).toMatchObject({ code: 'engine.order-unreadable', params: { tooLarge: true } });
    expect(english(entry.reason)).toContain(`more than ${ORDER_LIMITS.depth} levels`);
    // The raw data is kept as the service sent it.
    expect(entry.raw!.startsWith('{')).toBe(true);
    expect(entry.raw).toContain('"deep-1"');
    expect(entry.raw!.length).toBeGreaterThan(10_000);
    expect(world.printedIds().sort()).toEqual(good.map((order) => String(order.id)).sort());
    expect(world.sim.isConfirmed('deep-1')).toBe(false);
    expect(world.engine!.status().connection.state).toBe('ok');
  });

  it('an order larger than the limit, or with too many lines, is held as too large; the others print', async () => {
    world = await World.start({ routes: oneShop });
    world.sim.addRawOrder(rawOrder(world, { id: 'huge-1', remarks: 'x'.repeat(ORDER_LIMITS.bytes + 1_000) }));
    world.sim.addRawOrder(
      rawOrder(world, {
        id: 'long-1',
        order_lines: Array.from({ length: ORDER_LIMITS.lines + 1 }, () => wireLine),
      }),
    );
    const good = world.sim.addOrders(2, { shopId: shopOf(world) });
    world.startEngine();

    await eventually('the good ones are confirmed', () => world.confirmedIds().length === 2);
    await eventually('both are held', () => held(world).length === 2);
    const huge = world.ledger.getOrder('huge-1')!;
    expect(huge).toMatchObject({ state: 'held', holdCode: 'too-large' });
    expect(english(huge.reason)).toContain('KB');
    // What is kept of it is bounded too.
    expect(Buffer.byteLength(huge.raw!)).toBeLessThanOrEqual(ORDER_LIMITS.bytes + 3);
    const long = world.ledger.getOrder('long-1')!;
    expect(long).toMatchObject({ state: 'held', holdCode: 'too-large' });
    expect(english(long.reason)).toContain('order_lines');
    expect(world.printedIds().sort()).toEqual(good.map((order) => String(order.id)).sort());
  });

  it('an id with a NUL byte is held under an id of its own; the printer goes on with the others', async () => {
    world = await World.start({ routes: oneShop });
    world.sim.addRawOrder(rawOrder(world, { id: 'ab\u0000cd' }));
    world.sim.addRawOrder(rawOrder(world, { id: 'ab' }));
    const good = world.sim.addOrders(2, { shopId: shopOf(world) });
    world.startEngine();

    await eventually('the others are confirmed', () => world.confirmedIds().length === 3);
    expect(world.confirmedIds().sort()).toEqual(['ab', ...good.map((order) => String(order.id))].sort());
    const [poisoned] = held(world);
    expect(held(world)).toHaveLength(1);
    expect(poisoned!.id).toMatch(/^raw:[0-9a-f]{64}$/);
    expect(poisoned!.holdCode).toBe('undecodable');
    expect(english(poisoned!.reason)).toContain('\\u0000');
    expect(JSON.parse(poisoned!.raw!)).toMatchObject({ id: 'ab\u0000cd' });
    expect(world.sim.isConfirmed('ab\u0000cd')).toBe(false);
  });

  it('ids that would not stay one path segment are held and never sent to any address', async () => {
    world = await World.start({ routes: oneShop });
    const bad = ['.', '..', '../../v1/shops', 'a/b', 'a\\b', `${'7'.repeat(129)}`, ' padded '];
    for (const id of bad) world.sim.addRawOrder(rawOrder(world, { id }));
    const good = world.sim.addOrders(2, { shopId: shopOf(world) });
    world.startEngine();

    await eventually('the good ones are confirmed', () => world.confirmedIds().length === 2);
    await eventually('every bad one is held', () => held(world).length === bad.length);
    // A person who handles them by hand does not make OrderSlip send them either.
    const heldIds = held(world).map((entry) => entry.id);
    for (const id of heldIds) world.engine!.markHandled(id);
    await eventually('each is given up on, with the reason', () =>
      heldIds.every((id) => world.ledger.getOrder(id)?.state === 'gone'),
    );
    const gone = world.ledger.getOrder(heldIds[0]!)!.reason;
    expect(gone?.code).toMatch(/^engine\.confirm-(no-usable-id|unsafe-id)$/);
    expect(english(gone)).toContain('cannot be confirmed to the service');
    await pause(200);
    const goodIds = good.map((order) => String(order.id));
    const expected = new Set(['/v1/orders', '/v1/shops', ...goodIds.map((id) => `/v1/orders/${id}/confirm`)]);
    expect(requestedPaths(world)).toEqual(expected);
    for (const id of bad) expect(world.sim.isConfirmed(id)).toBe(false);
  });

  it('newlines and terminal escapes in an id or an order number never reach a log line as such', async () => {
    world = await World.start({ routes: oneShop });
    const forged = '\n2026-01-01 12:00:00 INFO Order 1 printed and confirmed';
    world.sim.addRawOrder(rawOrder(world, { id: `x${forged}` }));
    world.sim.addRawOrder(rawOrder(world, { id: 'number-1', order_number: `7${forged}\u001b[2J` }));
    world.sim.addRawOrder(rawOrder(world, { id: 'number-2', order_number: '12\u009b31m' }));
    const good = world.sim.addOrders(1, { shopId: shopOf(world) });
    world.startEngine();

    await eventually('the good one is confirmed', () => world.confirmedIds().includes(String(good[0]!.id)));
    await eventually('the three are held', () => held(world).length === 3);
    expect(world.ledger.getOrder('number-1')?.holdCode).toBe('undecodable');
    expect(world.ledger.getOrder('number-2')?.holdCode).toBe('undecodable');
    const logs = world.logged().map(english);
    expect(logs.some((message) => message.includes('\\n2026-01-01'))).toBe(true);
    for (const message of logs) {
      expect(message).not.toMatch(ACTING);
    }
    const reasons = held(world).map((entry) => english(entry.reason));
    for (const reason of reasons) expect(reason).not.toMatch(ACTING);
  });

  it('an order the ledger refuses is held alone with the reason; the rest of its page is recorded and prints', async () => {
    world = await World.start({ routes: oneShop });
    // A real SQLite refusal of one order, as a constraint or a full page would give.
    const db = new DatabaseSync(join(world.dir, 'ledger.db'));
    db.exec(`CREATE TRIGGER refuse_poison BEFORE INSERT ON orders
      WHEN NEW.id = 'poison-1' AND NEW.state = 'waiting'
      BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`);
    db.close();
    world.sim.addRawOrder(rawOrder(world, { id: 'poison-1' }));
    const good = world.sim.addOrders(3, { shopId: shopOf(world) });
    world.startEngine();

    await eventually('the good ones are confirmed', () => world.confirmedIds().length === 3);
    await eventually('the refused one is held', () => world.ledger.getOrder('poison-1')?.state === 'held');
    const held1 = world.ledger.getOrder('poison-1')!.reason;
    expect(held1).toMatchObject({ code: 'engine.order-unrecordable', params: { order: { id: 'poison-1' } } });
    const reason = english(held1);
    expect(reason).toContain('refused by the test');
    expect(reason).not.toMatch(ACTING);
    expect(world.printedIds().sort()).toEqual(good.map((order) => String(order.id)).sort());
    expect(world.sim.isConfirmed('poison-1')).toBe(false);
  });
});
