/**
 * The late-change check against the simulator over HTTP, through the real client: each printed order
 * read once, at most two at a time; a change, an order gone (once new, then known), one back, and a
 * service that fails, which leaves the order unchecked, never "unchanged".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OrderingClient } from '../../electron/core/api/client';
import { decodeOrder } from '../../electron/core/api/decode-order';
import type { Order } from '../../electron/common/model/order';
import {
  checkOrders,
  checkPrintedDay,
  DEFAULT_GIVE_UP_AFTER,
  type OrderReader,
  type OrderToCheck,
} from '../../electron/core/changes/check-changes';
import { Simulator } from '../../electron/demo/simulator';

const running: Simulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()));
});

async function simulator(): Promise<Simulator> {
  const sim = await Simulator.start({ seed: 9, shapeVariety: false });
  running.push(sim);
  return sim;
}

function clientOf(sim: Simulator): OrderingClient {
  return new OrderingClient({ baseUrl: sim.url, tenant: 'demo', token: 'demo-token', maxAttempts: 1 });
}

/** What the ledger would hand the check for an order that printed as `wire` is now. */
function printedAs(wire: unknown, latestGone = false): OrderToCheck {
  const decoded = decodeOrder(wire);
  if (!decoded.ok) throw new Error('the simulator sent an order the client cannot read');
  const order: Order = decoded.order;
  return {
    id: order.id,
    shopId: order.shop.id,
    latest: { order: latestGone ? null : order },
    lastContent: { order },
  };
}

/** The real client, counting how many of its requests are under way at once. */
function counting(
  client: OrderingClient,
): OrderReader & { readonly most: () => number; readonly asked: string[] } {
  let now = 0;
  let most = 0;
  const asked: string[] = [];
  return {
    asked,
    most: () => most,
    async getOrder(id) {
      asked.push(id);
      now++;
      most = Math.max(most, now);
      try {
        return await client.getOrder(id);
      } finally {
        now--;
      }
    },
  };
}

describe('checkOrders', () => {
  it('reads each order once, at most two at a time, and tells unchanged, changed and gone apart', async () => {
    const sim = await simulator();
    const orders = sim.addOrders(8, { textPlate: true, plateText: 'Hoera' });
    const toCheck = orders.map((order) => printedAs(order));
    sim.editOrder(orders[1]!.id, { plateText: 'Hoera 50' });
    sim.deleteOrder(orders[2]!.id);
    // Each answer late enough that requests would pile up if nothing held them back.
    sim.injectFault({ kind: 'slow', delayMs: 50, times: Infinity, match: { operation: 'get' } });
    const reader = counting(clientOf(sim));

    const results = await checkOrders(toCheck, reader);
    expect([...reader.asked].sort()).toEqual(orders.map((order) => order.id).sort());
    expect(reader.most()).toBeLessThanOrEqual(2);
    expect(results.map((result) => result.id)).toEqual(orders.map((order) => order.id));
    expect(results.map((result) => result.outcome.kind)).toEqual([
      'unchanged',
      'changed',
      'gone',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(results[1]!.outcome).toMatchObject({
      kind: 'changed',
      back: false,
      changes: [{ field: 'plate', before: 'Hoera', after: 'Hoera 50' }],
    });
    expect(results[2]!.outcome).toEqual({ kind: 'gone', known: false });
  });

  it('asks nothing when there is nothing to check', async () => {
    const sim = await simulator();
    const reader = counting(clientOf(sim));
    expect(await checkOrders([], reader)).toEqual([]);
    expect(reader.asked).toEqual([]);
  });

  it('says an order gone before is known, and one the service knows again is back', async () => {
    const sim = await simulator();
    const [gone, back, backChanged] = sim.addOrders(3);
    sim.deleteOrder(gone!.id);
    sim.editOrder(backChanged!.id, { fields: { order_time: '17:45:00' } });
    const results = await checkOrders(
      [printedAs(gone, true), printedAs(back, true), printedAs(backChanged, true)],
      clientOf(sim),
    );
    expect(results.map((result) => result.outcome)).toEqual([
      { kind: 'gone', known: true },
      { kind: 'back', order: expect.objectContaining({ id: back!.id }) },
      expect.objectContaining({ kind: 'changed', back: true }),
    ]);
  });

  it('leaves an order unchecked, with the reason, when the service fails or answers what cannot be read', async () => {
    const sim = await simulator();
    const [failing, garbled, fine] = sim.addOrders(3);
    sim.injectFault({ kind: 'status', status: 503, match: { path: `/v1/orders/${failing!.id}` } });
    sim.injectFault({ kind: 'truncated', match: { path: `/v1/orders/${garbled!.id}` } });
    const results = await checkOrders(
      [printedAs(failing), printedAs(garbled), printedAs(fine)],
      clientOf(sim),
    );
    expect(results.map((result) => result.outcome.kind)).toEqual(['unchecked', 'unchecked', 'unchanged']);
    expect(results[0]!.outcome).toMatchObject({ reason: { code: expect.stringMatching(/^service\./) } });
    expect(results[1]!.outcome).toMatchObject({ reason: { code: expect.stringMatching(/^service\./) } });
  });

  it('stops asking once the service left several requests in a row unanswered: the rest are not checked either', async () => {
    const sim = await simulator();
    const orders = sim.addOrders(8);
    sim.injectFault({ kind: 'status', status: 503, times: Infinity, match: { operation: 'get' } });
    const reader = counting(clientOf(sim));
    const results = await checkOrders(
      orders.map((order) => printedAs(order)),
      reader,
    );
    expect(results.map((result) => result.outcome.kind)).toEqual(orders.map(() => 'unchecked'));
    expect(results[7]!.outcome).toMatchObject({ reason: { code: expect.stringMatching(/^service\./) } });
    // Three in a row, and at most one more already under way beside them.
    expect(reader.asked.length).toBeGreaterThanOrEqual(DEFAULT_GIVE_UP_AFTER);
    expect(reader.asked.length).toBeLessThanOrEqual(DEFAULT_GIVE_UP_AFTER + 1);
  });

  it("asks nothing about a shop another PC prints now, when the caller says which shops are this PC's", async () => {
    const sim = await simulator();
    const [shopA, shopB] = sim.tenants[0]!.shopIds;
    const ours = sim.addOrders(2, { shopId: shopA });
    const theirs = sim.addOrders(2, { shopId: shopB });
    const printed = { printedDue: () => [...ours, ...theirs].map((order) => printedAs(order)) };
    const reader = counting(clientOf(sim));
    const day = { date: ours[0]!.order_date, shopId: null };
    const results = await checkPrintedDay(day, printed, reader, { printsShop: (shopId) => shopId === shopA });
    expect(results.map((checked) => checked.id)).toEqual(ours.map((order) => order.id));
    expect([...reader.asked].sort()).toEqual(ours.map((order) => order.id).sort());
  });
});
