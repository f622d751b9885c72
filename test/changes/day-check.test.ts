/**
 * The engine's late-change check of a day (`Engine.checkDayChanges`, the core in
 * `core/changes/day-check.ts`): the simulator over HTTP, a virtual receipt printer, a real ledger. The
 * day's printed orders are read once each; a CHANGED and a GONE slip come out on the shop's receipt
 * printer in its turn; what printed is kept, what did not (a paused printer) is found again next time;
 * a shop another PC prints now is not asked about; a failing service leaves orders "not checked".
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopGate } from '../../electron/core/engine/shop-gate';
import type { WireOrder } from '../../electron/demo/simulator/wire';
import { DEFAULT_SHOP_DAY } from '../../electron/common/contract/settings';
import { bakeListKey } from '../../electron/core/ledger/day-prints';
import { english, eventually, FAST_ENGINE, shopOf, shopPerPrinter, TENANT, World } from '../engine/world';

const DAY = '2026-12-05';

let world: World | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

/** Orders due on DAY at 14:00 in `shopId`: a cake with a plate, then plain pick-ups. */
function dayOrders(w: World, shopId: number, plain: number): { cake: WireOrder; plain: WireOrder[] } {
  const [cake] = w.sim.addOrders(1, { shopId, textPlate: true, plateText: 'Proficiat Emma' });
  const others = w.sim.addOrders(plain, { shopId, type: 'pick_up' });
  for (const order of [cake!, ...others])
    w.sim.editOrder(order.id, { fields: { order_date: DAY, order_time: '14:00:00' } }, { tenant: TENANT });
  return { cake: cake!, plain: others };
}

/** The order ids the service was asked about one by one (`GET /v1/orders/{id}`), in order. */
function singleGets(w: World): string[] {
  return w.sim
    .requestLog()
    .filter((entry) => entry.method === 'GET' && /^\/v1\/orders\/[^/]+$/.test(entry.path))
    .map((entry) => decodeURIComponent(entry.path.slice('/v1/orders/'.length)));
}

/** Printed as the ledger has it: what a check reads again (a receipt on paper is recorded a moment later). */
const printed = (w: World, ids: readonly string[]): boolean =>
  ids.every((id) => ['printed', 'confirmed'].includes(w.ledger.getOrder(id)?.state ?? ''));

const slipsOn = (w: World, printer = 0) =>
  w.printers[printer]!.jobs().filter((job) => /CHANGED|GONE FROM/.test(job.text));

describe('Engine.checkDayChanges', () => {
  it('prints a CHANGED and a GONE slip on the shop receipt printer, keeps both, and finds nothing new the next time', async () => {
    world = await World.start({ simulator: { shapeVariety: false } });
    const w = world;
    const { cake, plain } = dayOrders(w, shopOf(w), 2);
    const engine = w.startEngine();
    const all = [cake, ...plain];
    await eventually('every order printed', () =>
      printed(
        w,
        all.map((order) => order.id),
      ),
    );
    w.sim.editOrder(
      cake.id,
      { plateText: 'Proficiat Emma & Lotte', fields: { order_time: '16:30:00' } },
      { tenant: TENANT },
    );
    w.sim.deleteOrder(plain[0]!.id, { tenant: TENANT });
    const asked = singleGets(w).length;

    const summary = await engine.checkDayChanges({ date: DAY, shopId: null });
    expect([...singleGets(w).slice(asked)].sort()).toEqual(all.map((order) => order.id).sort());
    expect(summary).toMatchObject({
      date: DAY,
      shopId: null,
      checked: 3,
      changed: [
        {
          order: { id: cake.id, orderNumber: cake.order_number },
          changes: [
            { field: 'due-time', before: '14:00:00', after: '16:30:00' },
            { field: 'plate', before: 'Proficiat Emma', after: 'Proficiat Emma & Lotte' },
          ],
        },
      ],
      gone: [{ order: { id: plain[0]!.id }, known: false }],
      unchecked: { count: 0, reason: null },
      slipsFailed: [],
    });
    const slips = slipsOn(w);
    expect(slips).toHaveLength(2);
    const changed = slips.find((job) => job.text.includes('CHANGED'))!;
    expect(changed.text).toContain('Before: 14:00');
    expect(changed.text).toContain('Now: 16:30');
    expect(changed.text).toContain('Proficiat Emma & Lotte');
    const gone = slips.find((job) => job.text.includes('GONE FROM'))!;
    expect(gone.text).toMatch(new RegExp(`PICK-UP\\s+${plain[0]!.order_number}\\b`));
    expect(w.ledger.versions.versionsOf(cake.id)).toHaveLength(2);
    expect(w.ledger.versions.versionsOf(plain[0]!.id).at(-1)?.order).toBeNull();
    expect(w.logged('info').map(english)).toContain(
      'Late changes for 2026-12-05: 3 printed orders read again; 1 changed, 1 gone from the service.',
    );

    const again = await engine.checkDayChanges({ date: DAY, shopId: null });
    expect(again).toMatchObject({ checked: 3, changed: [], gone: [{ known: true }], slipsFailed: [] });
    expect(slipsOn(w)).toHaveLength(2);
  });

  it('leaves the slip of a paused printer for the next check, which prints it once resumed', async () => {
    world = await World.start({ simulator: { shapeVariety: false } });
    const w = world;
    const { cake } = dayOrders(w, shopOf(w), 0);
    const engine = w.startEngine();
    await eventually('the cake printed', () => printed(w, [cake.id]));
    w.sim.editOrder(cake.id, { quantities: [{ line: 0, qty: 3 }] }, { tenant: TENANT });
    engine.pausePrinter('p1');

    const paused = await engine.checkDayChanges({ date: DAY, shopId: shopOf(w) });
    expect(paused.changed).toHaveLength(1);
    expect(paused.slipsFailed).toMatchObject([
      {
        order: { id: cake.id },
        gone: false,
        printer: 'Printer 1',
        failure: { code: 'changes.slip-printer-paused' },
      },
    ]);
    expect(slipsOn(w)).toHaveLength(0);
    expect(w.ledger.versions.versionsOf(cake.id)).toHaveLength(1);
    expect(w.logged('warn').map(english)).toContainEqual(
      expect.stringMatching(
        /^The CHANGED slip of .* did not print on Printer 1: Printer 1 is paused\. The next check prints it\.$/,
      ),
    );

    engine.resumePrinter('p1');
    const resumed = await engine.checkDayChanges({ date: DAY, shopId: shopOf(w) });
    expect(resumed.changed.map((change) => change.changes.map((one) => one.field))).toEqual([['quantity']]);
    expect(resumed.slipsFailed).toEqual([]);
    expect(slipsOn(w)).toHaveLength(1);
    expect(w.ledger.versions.versionsOf(cake.id)).toHaveLength(2);
  });

  it('asks nothing about a shop another PC prints now, and says which orders the failing service left unchecked', async () => {
    world = await World.start({ printers: 2, routes: shopPerPrinter, simulator: { shapeVariety: false } });
    const w = world;
    const mine = dayOrders(w, shopOf(w, 0), 1);
    const theirs = dayOrders(w, shopOf(w, 1), 1);
    let otherPcPrints: number | null = null;
    const gate: ShopGate = {
      attach: () => undefined,
      detach: () => undefined,
      mayPoll: (shopId) => shopId !== otherPcPrints,
      takeTakeover: () => null,
      tookOver: () => undefined,
      onChange: () => () => undefined,
    };
    const engine = w.startEngine({ shopGate: gate });
    const ids = (set: { cake: WireOrder; plain: WireOrder[] }) => [set.cake, ...set.plain].map((o) => o.id);
    await eventually('both shops printed', () => printed(w, [...ids(mine), ...ids(theirs)]));
    // Printed here before another PC took the second shop over: that PC asks about it now.
    otherPcPrints = shopOf(w, 1);
    w.sim.editOrder(theirs.cake.id, { plateText: 'Not asked' }, { tenant: TENANT });
    w.sim.injectFault({ kind: 'status', status: 503, times: Infinity, match: { operation: 'get' } });
    const asked = singleGets(w).length;

    const summary = await engine.checkDayChanges({ date: DAY, shopId: null });
    expect([...singleGets(w).slice(asked)].sort()).toEqual(ids(mine).sort());
    expect(summary).toMatchObject({
      checked: 2,
      changed: [],
      gone: [],
      unchecked: { count: 2, reason: { code: expect.stringMatching(/^service\./) } },
    });
    expect(slipsOn(w, 0)).toHaveLength(0);
    expect(slipsOn(w, 1)).toHaveLength(0);
  });
  it('a bake list whose check is under way when the engine stops is not printed then, and prints once at the next start', async () => {
    world = await World.start({ simulator: { shapeVariety: false } });
    const w = world;
    const { cake, plain } = dayOrders(w, shopOf(w), 1);
    const now = new Date(2026, 11, 4, 16, 0);
    const options = {
      now: () => now,
      // A service that takes its time: only the stop may end the check's requests early.
      client: { ...FAST_ENGINE.client, timeoutMs: 600_000 },
      config: {
        ...w.config,
        shopDay: {
          ...DEFAULT_SHOP_DAY,
          bakeLists: [
            { id: 'evening', day: 'tomorrow' as const, time: '17:00', printerId: 'p1', shopId: null },
          ],
        },
      },
    };
    const engine = w.startEngine(options);
    await eventually('every order printed', () => printed(w, [cake.id, ...plain.map((order) => order.id)]));
    w.sim.injectFault({ kind: 'slow', delayMs: 600_000, times: Infinity, match: { operation: 'get' } });
    const asked = singleGets(w).length;
    now.setHours(17, 5);
    engine.wake();
    await eventually('the check asked the service', () => singleGets(w).length > asked);
    await w.stopEngine();
    const run = bakeListKey('evening', '2026-12-04');
    expect(w.ledger.dayPrints.get(run)?.state).toBe('pending');
    const lists = () => w.printers[0]!.jobs().filter((job) => job.text.includes('BAKE LIST'));
    expect(lists()).toHaveLength(0);

    w.sim.clearFaults();
    w.startEngine(options);
    await eventually('the list printed', () => w.ledger.dayPrints.get(run)?.state === 'printed');
    expect(lists()).toHaveLength(1);
    expect(lists()[0]!.text).not.toContain('Could not check');
  });
});
