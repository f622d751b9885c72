/**
 * A 401 or 403 is believed only when it goes on: a proxy, a firewall or the service itself can refuse
 * for a moment. Meanwhile, and after, polling goes on (slowly), so a fixed proxy or a restored token is
 * noticed without anyone touching the settings. Timings scale with the poll interval (50 ms here):
 * refusals are believed after 3 in a row over at least 600 ms, then tried every 3 s.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { REFUSALS_TO_BELIEVE, serviceTimings } from '../../electron/core/engine/service-patience';
import { english, eventually, oneShop, pause, World } from './world';

let world: World;

afterEach(async () => {
  await world.close();
});

const INTERVAL_MS = 50;
const listings = (w: World) => w.sim.requestLog().filter((entry) => entry.path === '/v1/orders');
const connectionStates = (w: World) =>
  w.events.flatMap((event) => (event.type === 'connection' ? [event.state] : []));
const shopStatus = (w: World) => w.engine!.status().shops[0]!;

describe('a refused token', () => {
  it('once (a proxy blip) is not believed: polling goes on, and new orders print and are confirmed', async () => {
    world = await World.start({ routes: oneShop, pollIntervalMs: INTERVAL_MS });
    world.sim.injectFault({ kind: 'status', status: 401, times: 1, match: { operation: 'list' } });
    world.startEngine();
    await eventually('the refusal is in the status', () => shopStatus(world).tokenDoubtedSince !== null);
    expect(shopStatus(world)).toMatchObject({ failures: 1 });
    expect(shopStatus(world).failingSince).not.toBeNull();

    const [order] = world.sim.addOrders(1, { shopId: world.sim.tenants[0]!.shopIds[0]! });
    await eventually('the order is confirmed', () => world.confirmedIds().includes(String(order!.id)));
    expect(connectionStates(world)).not.toContain('token_rejected');
    expect(world.engine!.status().connection.state).toBe('ok');
    expect(shopStatus(world)).toMatchObject({ failures: 0, failingSince: null, tokenDoubtedSince: null });
  });

  it('that goes on (a 403 page) is believed, polling goes on slowly, and it recovers by itself once accepted', async () => {
    world = await World.start({ routes: oneShop, pollIntervalMs: INTERVAL_MS });
    const { rejectedRetryMs } = serviceTimings(INTERVAL_MS);
    world.sim.injectFault({ kind: 'html', status: 403, times: Infinity, match: { operation: 'list' } });
    world.startEngine();

    await eventually('doubted first', () => shopStatus(world).tokenDoubtedSince !== null);
    expect(world.engine!.status().connection.state).not.toBe('token_rejected');
    await eventually('believed', () => world.engine!.status().connection.state === 'token_rejected');
    const refused = listings(world).length;
    expect(refused).toBeGreaterThanOrEqual(REFUSALS_TO_BELIEVE);
    expect(shopStatus(world).tokenDoubtedSince).not.toBeNull();
    expect(shopStatus(world).failures).toBe(refused);
    expect(world.engine!.status().connection.detail).toMatchObject({
      code: 'engine.token-rejected',
      params: { waitMs: rejectedRetryMs },
    });
    expect(english(world.engine!.status().connection.detail)).toContain('tries again every');

    // The proxy is fixed: no settings change. Polling has not stopped, but goes on slowly: the next
    // try comes after the slow retry, not at the poll interval, gets through, and everything goes on.
    world.sim.clearFaults();
    const [order] = world.sim.addOrders(1, { shopId: world.sim.tenants[0]!.shopIds[0]! });
    await eventually(
      'the order is confirmed',
      () => world.confirmedIds().includes(String(order!.id)),
      rejectedRetryMs + 5_000,
    );
    const [lastRefused, recovered] = listings(world).slice(refused - 1, refused + 1);
    expect(recovered!.status).toBe(200);
    expect(recovered!.at.getTime() - lastRefused!.at.getTime()).toBeGreaterThanOrEqual(rejectedRetryMs - 50);
    expect(world.engine!.status().connection.state).toBe('ok');
    expect(shopStatus(world)).toMatchObject({ failures: 0, failingSince: null, tokenDoubtedSince: null });
  });

  it('a believed refusal is tried again at once on wake, and recovers', async () => {
    // Polls every 500 ms, so a believed refusal is tried again only after 30 s by itself: connected
    // within 15 s was the wake, however busy the machine (2 s of a 3 s wait was not).
    world = await World.start({ routes: oneShop, pollIntervalMs: 500 });
    world.sim.injectFault({ kind: 'status', status: 401, times: Infinity, match: { operation: 'list' } });
    world.startEngine();
    await eventually('believed', () => world.engine!.status().connection.state === 'token_rejected');
    world.sim.clearFaults();
    world.engine!.wake();
    await eventually('connected again', () => world.engine!.status().connection.state === 'ok', 15_000);
  });

  it('on a confirm does not stop confirming: the order is confirmed on a later try, without printing again', async () => {
    world = await World.start({ routes: oneShop, pollIntervalMs: INTERVAL_MS });
    world.sim.injectFault({ kind: 'status', status: 401, times: 2, match: { operation: 'confirm' } });
    const orders = world.sim.addOrders(2, { shopId: world.sim.tenants[0]!.shopIds[0]! });
    world.startEngine();
    await eventually('both confirmed', () => world.confirmedIds().length === 2);
    expect(world.printedIds()).toHaveLength(2);
    expect(connectionStates(world)).not.toContain('token_rejected');
    // The service has it confirmed a moment before the ledger hears its answer.
    await eventually(
      'the ledger has it confirmed',
      () => world.ledger.getOrder(String(orders[0]!.id))!.state === 'confirmed',
    );
  });

  it('on the shop list at start (no shops configured) is doubted too: polling starts once the list is answered', async () => {
    world = await World.start({ routes: () => [], pollIntervalMs: INTERVAL_MS });
    world.sim.injectFault({ kind: 'status', status: 403, times: 2, match: { operation: 'shops' } });
    const added = world.sim.addOrders(3);
    world.startEngine();
    await eventually('every order is confirmed', () => world.confirmedIds().length === added.length);
    expect(connectionStates(world)).not.toContain('token_rejected');
    await pause(100);
    expect(world.engine!.status().connection.state).toBe('ok');
  });
});

describe('failures of a listing', () => {
  it('are counted with the time they began, and cleared by the next success', async () => {
    world = await World.start({ routes: oneShop, pollIntervalMs: INTERVAL_MS });
    world.sim.injectFault({ kind: 'status', status: 503, times: Infinity, match: { operation: 'list' } });
    world.startEngine({ client: { maxAttempts: 1 } });
    await eventually('three failures', () => shopStatus(world).failures >= 3);
    const since = shopStatus(world).failingSince;
    expect(since).not.toBeNull();
    await eventually('four failures', () => shopStatus(world).failures >= 4);
    expect(shopStatus(world).failingSince).toEqual(since);
    expect(shopStatus(world).tokenDoubtedSince).toBeNull();
    world.sim.clearFaults();
    world.engine!.wake();
    await eventually('cleared', () => shopStatus(world).failures === 0);
    expect(shopStatus(world)).toMatchObject({ failingSince: null, lastError: null });
  });
});
