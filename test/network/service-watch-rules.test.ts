/**
 * The service watch's rules with injected clocks (issue 23): a standby PC judges from the service's list
 * of unconfirmed orders alone whether the PC claiming a shop prints it, takes the shop over when an
 * order waited the takeover time with nothing confirmed since, and the takeover sticks — the PC taken
 * over stands down (chosen or not) and never takes it back by its own watch. Two coordinators on an
 * in-process bus; the real processes are `service-watch.test.ts`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import type { Message } from '../../electron/common/messages/catalogue';
import type { Announcement } from '../../electron/core/network/announcement';
import { announcementKey } from '../../electron/core/network/discovery/announcement-auth';
import {
  decodeAnnouncements,
  encodeAnnouncement,
  verifyRecord,
} from '../../electron/core/network/discovery/announcement-codec';
import { ShopWatch, watchEveryMs } from '../../electron/core/network/service-watch';
import { NetworkShopCoordinator } from '../../electron/core/network/shop-coordinator';
import { Bus, busDiscovery } from './bus';

const SHOP = 1042;
const TAKEOVER_MS = 60_000;
const KEY = announcementKey('tok-bakery', 'https://api.example.com', 'bakery');
const order = (id: string, number = id) => ({ id: `order-${id}`, number });

describe('one shop’s watch', () => {
  it('takes over once an order waited the takeover time and nothing was confirmed since it came', () => {
    const watch = new ShopWatch();
    watch.observe([order('12')], true, 0);
    expect(watch.verdict(TAKEOVER_MS)).toEqual({ kind: 'fine' });
    watch.observe([order('12')], true, 30_000);
    expect(watch.verdict(TAKEOVER_MS)).toMatchObject({ kind: 'waiting', order: { orderNumber: '12' } });
    watch.observe([order('12'), order('13')], true, 59_000);
    expect(watch.verdict(TAKEOVER_MS).kind).toBe('waiting');
    watch.observe([order('12'), order('13')], true, 60_000);
    expect(watch.verdict(TAKEOVER_MS)).toMatchObject({
      kind: 'take-over',
      order: { orderId: 'order-12', orderNumber: '12', waitedMs: 60_000, count: 1 },
    });
  });

  it('judges only from listings: the time since the last one that still held the order counts, not the clock', () => {
    const watch = new ShopWatch();
    watch.observe([order('12')], true, 0);
    watch.observe([order('12')], true, 20_000);
    // No listing came back for a long while (the service was unreachable): no evidence, no takeover.
    expect(watch.verdict(TAKEOVER_MS).kind).toBe('fine');
  });

  it('an order that left the list was confirmed: the claim is proven, and a held order is said but not taken over for', () => {
    const watch = new ShopWatch();
    watch.observe([order('12'), order('13')], true, 0);
    watch.observe([order('12')], true, 10_000);
    expect(watch.lastConfirmedAt).toBe(10_000);
    // 12 waits (held for a person on the printing PC), but 13 was confirmed after 12 came.
    watch.observe([order('12')], true, 90_000);
    expect(watch.verdict(TAKEOVER_MS)).toMatchObject({ kind: 'waiting', order: { orderNumber: '12' } });
  });

  it('a listing cut at a full page proves nothing about the orders it does not hold', () => {
    const watch = new ShopWatch();
    watch.observe([order('12'), order('13')], true, 0);
    watch.observe([order('13')], false, 10_000);
    expect(watch.lastConfirmedAt).toBeNull();
    watch.observe([order('13')], true, 61_000);
    expect(watch.lastConfirmedAt).toBe(61_000);
  });

  it('watches twice per takeover time, never more often than every 30 s of a long one', () => {
    expect(watchEveryMs(60_000)).toBe(30_000);
    expect(watchEveryMs(600_000)).toBe(30_000);
    expect(watchEveryMs(10_000)).toBe(5_000);
  });
});

describe('the takeover flag in the announcement', () => {
  it('crosses the network as its own TXT string and reads back for the shop it names', () => {
    const announcement: Announcement = {
      instanceId: 'bbbb0000-0002',
      pcName: 'Kantoor',
      serviceKey: '0123456789abcdef',
      tenant: 'bakery',
      shops: [
        { shopId: SHOP, state: 'printing', since: 5, chosen: false, tookOverFrom: 'aaaa0000-0001' },
        { shopId: 7, state: 'standby', since: 5, chosen: false },
      ],
    };
    const freshness = { boot: '0123456789abcdef', counter: 1, time: 1_800_000_000_000 };
    const records = encodeAnnouncement(announcement, KEY, freshness);
    const [decoded] = decodeAnnouncements(records);
    expect(decoded?.announcement.shops).toEqual(announcement.shops);
    expect(decoded && verifyRecord(decoded, KEY)).toBe(true);
    // A hostile value is not believed: the whole record is dropped.
    const txt = records.find((record) => record.type === 'TXT');
    if (txt?.type !== 'TXT') throw new Error('no TXT');
    const forged = { ...txt, data: [...(txt.data as Buffer[]), Buffer.from('o=1042:<script>')] };
    expect(decodeAnnouncements([forged])).toEqual([]);
  });
});

/** The PC's wall clock (`Date.now`, which the coordinator reads only to show times) and its monotonic one. */
let wall = 1_700_000_000_000;
let mono = 1_000;
const running: NetworkShopCoordinator[] = [];
beforeEach(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => wall);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((coordinator) => coordinator.stop()));
  vi.restoreAllMocks();
});

const settings = (name: string, chosen: number[] = []): AppSettings => ({
  ...DEFAULT_SETTINGS,
  connection: { baseUrl: 'https://api.example.com', tenant: 'bakery' },
  network: { ...DEFAULT_SETTINGS.network, pcName: name, printingShops: chosen, takeoverSeconds: 60 },
});

async function pc(bus: Bus, id: string, name: string, chosen: number[] = []) {
  const logged: Message[] = [];
  const coordinator = new NetworkShopCoordinator({
    instanceId: id,
    discovery: () => busDiscovery(bus, id),
    // One monotonic clock for the peers, the takeover time and the watch, as in the hosts.
    now: () => mono,
    tickMs: 3_600_000,
    listenMs: 3_000,
    log: (_level, message) => logged.push(message),
  });
  running.push(coordinator);
  coordinator.apply(settings(name, chosen), KEY);
  await new Promise((wake) => setImmediate(wake));
  coordinator.gate.attach(SHOP);
  return { id, coordinator, logged, codes: () => logged.map((message) => message.code) };
}

type Pc = Awaited<ReturnType<typeof pc>>;

/** Both clocks move in one step; every PC announces itself and decides again. */
function pass(ms: number, ...pcs: Pc[]): void {
  wall += ms;
  mono += ms;
  for (let round = 0; round < 3; round += 1)
    for (const { coordinator } of pcs) coordinator.decide(round === 0);
}

/** The laptop chosen to print the shop, and the counter PC standing by for it. */
async function laptopAndCounter() {
  const bus = new Bus();
  const laptop = await pc(bus, 'aaaa0000-0001', 'Laptop', [SHOP]);
  pass(3_000, laptop);
  const counter = await pc(bus, 'bbbb0000-0002', 'Toonbank');
  pass(3_000, laptop, counter);
  expect(laptop.coordinator.gate.mayPoll(SHOP)).toBe(true);
  expect(counter.coordinator.gate.mayPoll(SHOP)).toBe(false);
  return { bus, laptop, counter };
}

/** The counter's watch lists the shop every 30 s for `ms`, the service listing `orders` each time. */
function watchFor(ms: number, counter: Pc, laptop: Pc, orders: ReturnType<typeof order>[]): void {
  for (let waited = 0; waited < ms; waited += 30_000) {
    counter.coordinator.gate.watched?.(SHOP, orders, true);
    pass(Math.min(30_000, ms - waited), laptop, counter);
  }
  counter.coordinator.gate.watched?.(SHOP, orders, true);
  pass(0, laptop, counter);
}

describe('a standby PC that watches the shop through the service', () => {
  it('watches only while standing by, and shows the evidence that the other PC prints', async () => {
    const { laptop, counter } = await laptopAndCounter();
    expect(counter.coordinator.gate.watchEveryMs?.(SHOP)).toBe(30_000);
    // The printing PC itself never watches.
    expect(laptop.coordinator.gate.watchEveryMs?.(SHOP)).toBeNull();
    counter.coordinator.gate.watched?.(SHOP, [order('12')], true);
    pass(20_000, laptop, counter);
    counter.coordinator.gate.watched?.(SHOP, [], true);
    pass(40_000, laptop, counter);
    const claim = counter.coordinator.status().shops[0];
    expect(claim).toMatchObject({ role: 'standby', printedBy: { pcName: 'Laptop' } });
    // Confirmed 40 s ago on the wall clock the window reads.
    expect(claim?.watch?.lastConfirmedAt).toBe(new Date(wall - 40_000).toISOString());
    expect(claim?.watch?.waiting).toBeNull();
    expect(counter.coordinator.problems()).toEqual([]);
  });

  it('is not green while an order waits: a problem at half the takeover time, before any takeover', async () => {
    const { laptop, counter } = await laptopAndCounter();
    watchFor(30_000, counter, laptop, [order('12')]);
    expect(counter.coordinator.gate.mayPoll(SHOP)).toBe(false);
    expect(counter.coordinator.problems()).toEqual([
      {
        kind: 'standby-orders-waiting',
        shopId: SHOP,
        shopName: null,
        printedBy: 'Laptop',
        orderNumber: '12',
        since: new Date(wall - 30_000).toISOString(),
        count: 1,
      },
    ]);
  });

  it('takes the shop over from a chosen PC whose orders wait, marked, says why, and the takeover sticks', async () => {
    const { laptop, counter } = await laptopAndCounter();
    watchFor(TAKEOVER_MS, counter, laptop, [order('12')]);
    expect(counter.coordinator.gate.mayPoll(SHOP)).toBe(true);
    expect(counter.coordinator.gate.takeTakeover(SHOP)).toEqual({ fromPc: 'Laptop' });
    expect(counter.codes()).toContain('network.took-over-orders-waited');
    expect(counter.coordinator.problems()).toContainEqual(
      expect.objectContaining({
        kind: 'took-over',
        fromPc: 'Laptop',
        ordersWaited: { orderNumber: '12', waitedMs: TAKEOVER_MS },
      }),
    );
    // The laptop heard it: it stands down for the shop although chosen, red, and holds what waits there.
    expect(laptop.coordinator.gate.mayPoll(SHOP)).toBe(false);
    expect(laptop.coordinator.gate.takenOverBy?.(SHOP)).toBe('Toonbank');
    expect(laptop.codes()).toContain('network.shop-taken-over');
    expect(laptop.coordinator.problems()).toContainEqual(
      expect.objectContaining({ kind: 'shop-taken-over', shopId: SHOP, byPc: 'Toonbank' }),
    );
    // Minutes later, still announcing itself chosen, it has not won the shop back; no conflict either.
    pass(5 * 60_000, laptop, counter);
    expect(counter.coordinator.gate.mayPoll(SHOP)).toBe(true);
    expect(laptop.coordinator.gate.mayPoll(SHOP)).toBe(false);
    expect(counter.coordinator.status().shops[0]?.role).toBe('printing');
    // Its own watch sees an order wait on the counter (held there for a person): said, never taken back.
    watchFor(3 * TAKEOVER_MS, laptop, counter, [order('31')]);
    expect(laptop.coordinator.gate.mayPoll(SHOP)).toBe(false);
    expect(counter.coordinator.gate.mayPoll(SHOP)).toBe(true);
    expect(laptop.coordinator.problems()).toContainEqual(
      expect.objectContaining({ kind: 'standby-orders-waiting', printedBy: 'Toonbank', orderNumber: '31' }),
    );
  });

  it('the PC taken over prints again, marked, once the one that took the shop went silent', async () => {
    const { bus, laptop, counter } = await laptopAndCounter();
    watchFor(TAKEOVER_MS, counter, laptop, [order('12')]);
    expect(laptop.coordinator.gate.mayPoll(SHOP)).toBe(false);
    // The counter PC's power goes (no goodbye): its flag is no longer heard, so it no longer holds the
    // laptop down.
    bus.silent.add(counter.id);
    await counter.coordinator.stop();
    pass(TAKEOVER_MS - 1_000, laptop);
    expect(laptop.coordinator.gate.mayPoll(SHOP)).toBe(false);
    pass(2_000, laptop);
    expect(laptop.coordinator.gate.mayPoll(SHOP)).toBe(true);
    expect(laptop.coordinator.gate.takenOverBy?.(SHOP)).toBeNull();
    expect(laptop.coordinator.gate.takeTakeover(SHOP)).toEqual({ fromPc: 'Toonbank' });
    expect(laptop.coordinator.problems()).not.toContainEqual(
      expect.objectContaining({ kind: 'shop-taken-over' }),
    );
  });

  it('never takes over while the other PC confirms orders, even with one order held there for long', async () => {
    const { laptop, counter } = await laptopAndCounter();
    counter.coordinator.gate.watched?.(SHOP, [order('12'), order('13')], true);
    pass(10_000, laptop, counter);
    watchFor(3 * TAKEOVER_MS, counter, laptop, [order('12')]);
    expect(counter.coordinator.gate.mayPoll(SHOP)).toBe(false);
    expect(laptop.coordinator.gate.mayPoll(SHOP)).toBe(true);
    expect(counter.coordinator.problems()).toContainEqual(
      expect.objectContaining({ kind: 'standby-orders-waiting', orderNumber: '12' }),
    );
  });

  it('times the wait on the monotonic clock: a wall clock stepped forward an hour neither hastens nor hides it', async () => {
    const { laptop, counter } = await laptopAndCounter();
    counter.coordinator.gate.watched?.(SHOP, [order('12')], true);
    wall += 60 * 60_000;
    mono += 5_000;
    // The laptop's last announcement is 5 s old, not an hour: its silence is timed on the same clock.
    counter.coordinator.gate.watched?.(SHOP, [order('12')], true);
    pass(0, laptop, counter);
    expect(counter.coordinator.gate.mayPoll(SHOP)).toBe(false);
    expect(counter.coordinator.problems()).toEqual([]);
    // The order's own minute, counted on the monotonic clock, is what takes the shop over.
    watchFor(TAKEOVER_MS - 5_000, counter, laptop, [order('12')]);
    expect(counter.coordinator.gate.mayPoll(SHOP)).toBe(true);
  });
});
