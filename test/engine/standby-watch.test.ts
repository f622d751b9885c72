/**
 * The engine's side of the service watch (issue 23): a shop another PC prints is never recorded or
 * printed here, only shown to the gate as the service lists it; and when the tenant-wide listing already
 * brings its orders (this PC prints two other shops), the watch costs no request of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopGate, WatchedOrder } from '../../electron/core/engine/shop-gate';
import { eventually, FAST_ENGINE, shopOf, TENANT, World } from './world';

let world: World | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

/** A gate that gives this PC every shop but `standby`, which it watches every `everyMs`. */
function gateFor(standby: number, everyMs: number) {
  const seen: { orders: readonly WatchedOrder[]; complete: boolean }[] = [];
  const gate: ShopGate = {
    attach: () => undefined,
    detach: () => undefined,
    mayPoll: (shopId) => shopId !== standby,
    takeTakeover: () => null,
    tookOver: () => undefined,
    onChange: () => () => undefined,
    watchEveryMs: (shopId) => (shopId === standby ? everyMs : null),
    watched: (shopId, orders, complete) => {
      if (shopId === standby) seen.push({ orders, complete });
    },
  };
  return { gate, seen };
}

const ownListingsOf = (w: World, shopId: number): number =>
  w.sim
    .requestLog()
    .filter(
      (entry) =>
        entry.path.endsWith('/v1/orders') && new URLSearchParams(entry.query).get('shop') === String(shopId),
    ).length;

describe('a shop another PC prints', () => {
  it('is watched from the tenant-wide listing, never recorded or printed, with no request of its own', async () => {
    world = await World.start();
    const w = world;
    expect(w.sim.tenants[0]!.shopIds.length).toBeGreaterThanOrEqual(3);
    const standby = shopOf(w, 2);
    const { gate, seen } = gateFor(standby, 60_000);
    // One request a listing: the quick engine's second attempt after a 1 s timeout (a busy machine's
    // simulator answered later than that) counted as a second listing of its own.
    w.startEngine({ shopGate: gate, client: { ...FAST_ENGINE.client, timeoutMs: 30_000, maxAttempts: 1 } });
    const [waiting] = w.sim.addOrders(1, { shopId: standby });
    const id = String(waiting!.id);
    await eventually(
      'the watch saw the standby shop’s order in several listings',
      () => seen.filter((listing) => listing.orders.some((order) => order.id === id)).length >= 3,
      15_000,
    );
    expect(seen.every((listing) => listing.orders.every((order) => typeof order.id === 'string'))).toBe(true);
    // At most the one listing of its own it may make at start, before the tenant-wide one came back.
    expect(ownListingsOf(w, standby)).toBeLessThanOrEqual(1);
    // Nothing of it is recorded, printed or confirmed here.
    expect(w.ledger.getOrder(id)).toBeNull();
    expect(w.printedIds()).not.toContain(id);
    expect(w.sim.isConfirmed(id, TENANT)).toBe(false);
  });
});
