/**
 * Issue 26's "done when", end to end: the simulator over HTTP, real virtual printers, a real SQLite
 * ledger and the engine printing a day's orders. The service's staff then change a confirmed cake's plate
 * text and pick-up time and another order's quantity, and delete a third; the evening's scheduled bake
 * list comes due (the scheduler's clock is the engine's, moved and woken as a PC's would be): the CHANGED
 * and GONE slips come out first, then the list counting the new content and naming what changed and what
 * is gone. A second list while the service fails still prints, saying it could not check. The next
 * morning the due-today slips' orders are read again before their slips (once a day: see
 * test/engine/day-scheduler.test.ts). No order of the shop another PC took over is ever asked about.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_DAY } from '../../electron/common/contract/settings';
import type { Engine } from '../../electron/core/engine/engine';
import type { ShopGate } from '../../electron/core/engine/shop-gate';
import { bakeListKey } from '../../electron/core/ledger/day-prints';
import type { PrintedJob } from '../../electron/demo/virtual-printer';
import type { WireOrder } from '../../electron/demo/simulator/wire';
import { eventually, shopOf, shopPerPrinter, TENANT, World } from '../engine/world';

/** The day the orders are for (a Saturday), and the Friday evening its list prints. */
const DAY = '2026-12-05';
const friday = (hours: number, minutes = 0) => new Date(2026, 11, 4, hours, minutes);
const saturday = (hours: number, minutes = 0) => new Date(2026, 11, 5, hours, minutes);

let world: World;
let engine: Engine;
let now = friday(16);
/** The first shop, printed here; the second, printed here until another PC took it over. */
let cake: WireOrder;
let stollen: WireOrder;
let gone: WireOrder;
let theirs: WireOrder[];
let otherPcPrints: number | null = null;

const gate: ShopGate = {
  attach: () => undefined,
  detach: () => undefined,
  mayPoll: (shopId) => shopId !== otherPcPrints,
  takeTakeover: () => null,
  tookOver: () => undefined,
  onChange: () => () => undefined,
};

/** Due on DAY at 14:00: what the service had before anything printed. */
function dueOnDay(order: WireOrder, fields: Record<string, unknown> = {}): void {
  world.sim.editOrder(
    order.id,
    { fields: { order_date: DAY, order_time: '14:00:00', ...fields } },
    { tenant: TENANT },
  );
}

beforeAll(async () => {
  world = await World.start({ printers: 2, routes: shopPerPrinter, simulator: { shapeVariety: false } });
  const mine = shopOf(world, 0);
  [cake] = world.sim.addOrders(1, {
    shopId: mine,
    type: 'pick_up',
    textPlate: true,
    plateText: 'Proficiat Emma',
  }) as [WireOrder];
  [stollen, gone] = world.sim.addOrders(2, { shopId: mine, type: 'pick_up' }) as [WireOrder, WireOrder];
  theirs = world.sim.addOrders(2, { shopId: shopOf(world, 1), type: 'pick_up' });
  for (const order of [cake, gone, ...theirs]) dueOnDay(order);
  // One product nobody else orders, so the list's total is this order's own.
  dueOnDay(stollen, {
    order_lines: [
      { product: 'Kerststol', plu_code: 'KS1', qty: 2, unit: 'st', total: '25.00', options: [], extras: [] },
    ],
  });
  engine = world.startEngine({
    now: () => now,
    shopGate: gate,
    config: {
      ...world.config,
      shopDay: {
        ...DEFAULT_SHOP_DAY,
        bakeLists: [
          { id: 'evening', day: 'tomorrow', time: '17:00', printerId: 'p1', shopId: null },
          { id: 'late', day: 'tomorrow', time: '17:30', printerId: 'p1', shopId: null },
        ],
        dueSlips: { ...DEFAULT_SHOP_DAY.dueSlips, enabled: true, when: 'opening' },
      },
    },
  });
  const all = [cake, stollen, gone, ...theirs].map((order) => order.id);
  await eventually('every order printed', () =>
    all.every((id) => ['printed', 'confirmed'].includes(world.ledger.getOrder(id)?.state ?? '')),
  );
}, 60_000);

afterAll(async () => {
  await world?.close();
});

/** The order ids the service was asked about one by one (`GET /v1/orders/{id}`), in order. */
function singleGets(): string[] {
  return world.sim
    .requestLog()
    .filter((entry) => entry.method === 'GET' && /^\/v1\/orders\/[^/]+$/.test(entry.path))
    .map((entry) => decodeURIComponent(entry.path.slice('/v1/orders/'.length)));
}

const counterJobs = (): readonly PrintedJob[] => world.printers[0]!.jobs();
const isList = (job: PrintedJob) => job.text.includes('BAKE LIST');
const isChangedSlip = (job: PrintedJob) => job.text.includes('THE ORDER NOW');
const isGoneSlip = (job: PrintedJob) => job.text.includes('THE ORDER AS IT PRINTED');
const isDueSlip = (job: PrintedJob) => job.text.includes('DUE TODAY');
const sorted = (ids: readonly string[]) => [...ids].sort();

describe('the late-change check before the scheduled bake list', () => {
  it('prints the CHANGED and GONE slips, then the list with the new content and the orders that changed or are gone', async () => {
    // The second shop's orders printed here; another PC prints that shop now: nobody here asks about it.
    otherPcPrints = shopOf(world, 1);
    world.sim.editOrder(
      cake.id,
      { plateText: 'Proficiat Emma & Lotte', fields: { order_time: '16:30:00' } },
      { tenant: TENANT },
    );
    world.sim.editOrder(stollen.id, { quantities: [{ line: 0, qty: 5 }] }, { tenant: TENANT });
    world.sim.deleteOrder(gone.id, { tenant: TENANT });
    const asked = singleGets().length;
    const jobsBefore = counterJobs().length;

    now = friday(17, 5);
    engine.wake();
    await eventually('the bake list printed', () => counterJobs().some(isList));
    const printed = counterJobs().slice(jobsBefore);
    // One request per order printed here of the shop this PC prints; none for the other PC's shop.
    expect(sorted(singleGets().slice(asked))).toEqual(sorted([cake.id, stollen.id, gone.id]));

    const changed = printed.filter(isChangedSlip);
    const goneSlips = printed.filter(isGoneSlip);
    const list = printed.find(isList)!;
    expect(changed).toHaveLength(2);
    expect(goneSlips).toHaveLength(1);
    // The slips first: the list is made from what they said.
    expect(printed.indexOf(list)).toBe(printed.length - 1);
    const cakeSlip = changed.find((job) => job.text.includes(`PICK-UP ${cake.order_number}`))!;
    expect(cakeSlip.text).toContain('Before: 14:00');
    expect(cakeSlip.text).toContain('Now: 16:30');
    expect(cakeSlip.text).toContain('Before: "Proficiat Emma"');
    expect(cakeSlip.text).toContain('Proficiat Emma & Lotte');
    const stollenSlip = changed.find((job) => job.text.includes(`PICK-UP ${stollen.order_number}`))!;
    expect(stollenSlip.text).toContain('QUANTITY · Kerststol');
    expect(stollenSlip.text).toContain('Before: 2x');
    expect(stollenSlip.text).toContain('Now: 5x');
    expect(goneSlips[0]!.text).toContain(`PICK-UP ${gone.order_number}`);
    expect(goneSlips[0]!.text).toContain('CANCELLED?');

    // The list counts the new content and the orders still there: 4 of 5 (the gone one left out).
    expect(list.text).toContain('Saturday 05/12/2026');
    expect(list.text).toContain('4 orders');
    expect(list.text).toContain('5x Kerststol');
    expect(list.text).not.toContain('2x Kerststol');
    expect(list.text).toMatch(new RegExp(`16:30 PICK-UP ${cake.order_number}\\b`));
    expect(list.text).toContain('Proficiat Emma & Lotte');
    expect(list.text).toMatch(
      new RegExp(
        `CHANGED AFTER PRINTING[\\s\\S]*PICK-UP ${cake.order_number}\\b[\\s\\S]*GONE FROM THE SERVICE[\\s\\S]*14:00 PICK-UP ${gone.order_number}\\b`,
      ),
    );
    expect(list.text).toMatch(
      new RegExp(`CHANGED AFTER PRINTING[\\s\\S]*PICK-UP ${stollen.order_number}\\b`),
    );
    expect(list.text).not.toContain('Could not check');
    await eventually(
      'the run recorded',
      () => world.ledger.dayPrints.get(bakeListKey('evening', '2026-12-04'))?.state === 'printed',
    );
  });

  it('prints the list anyway when the service fails during the check, saying how many orders it could not check', async () => {
    world.sim.injectFault({ kind: 'status', status: 503, times: Infinity, match: { operation: 'get' } });
    const asked = singleGets().length;
    const jobsBefore = counterJobs().length;
    try {
      now = friday(17, 35);
      engine.wake();
      await eventually('the second list printed', () => counterJobs().slice(jobsBefore).some(isList));
    } finally {
      world.sim.clearFaults();
    }
    const printed = counterJobs().slice(jobsBefore);
    expect(printed.filter((job) => isChangedSlip(job) || isGoneSlip(job))).toEqual([]);
    // Each order asked once (the client does not try again: a retry would be a second request).
    expect(sorted(singleGets().slice(asked))).toEqual(sorted([cake.id, stollen.id, gone.id]));
    const list = printed.find(isList)!;
    expect(list.text.replace(/\s+/g, ' ')).toContain(
      'Could not check 3 orders with the ordering service: counted as they printed.',
    );
    // What earlier checks kept still counts.
    expect(list.text).toContain('5x Kerststol');
  });

  it("reads the due-today slips' orders again once in the morning: a changed order's slip shows it as it is now, a gone one gets none", async () => {
    world.sim.editOrder(cake.id, { plateText: 'Proficiat Emma, Lotte & Mia' }, { tenant: TENANT });
    const asked = singleGets().length;
    const jobsBefore = counterJobs().length;

    now = saturday(8);
    engine.wake();
    await eventually(
      'both due-today slips printed',
      () => counterJobs().slice(jobsBefore).filter(isDueSlip).length === 2,
    );
    const printed = counterJobs().slice(jobsBefore);
    expect(sorted(singleGets().slice(asked))).toEqual(sorted([cake.id, stollen.id]));
    const [changed] = printed.filter(isChangedSlip);
    expect(changed?.text).toContain('Proficiat Emma, Lotte & Mia');
    expect(printed.filter(isChangedSlip)).toHaveLength(1);
    // The CHANGED slip before the due slip, which shows the order as it is now.
    const cakeDue = printed.find(
      (job) => isDueSlip(job) && job.text.includes(`PICK-UP ${cake.order_number}`),
    )!;
    expect(printed.indexOf(changed!)).toBeLessThan(printed.indexOf(cakeDue));
    expect(cakeDue.text).toContain('Proficiat Emma, Lotte & Mia');
    expect(cakeDue.text).toContain('16:30');
    const stollenDue = printed.find(
      (job) => isDueSlip(job) && job.text.includes(`PICK-UP ${stollen.order_number}`),
    )!;
    expect(stollenDue.text).toContain('5x Kerststol');
    expect(printed.some((job) => job.text.includes(`PICK-UP ${gone.order_number}`))).toBe(false);

    // The second shop is the other PC's: nothing of it printed here.
    expect(world.printers[1]!.jobs().filter((job) => isDueSlip(job) || isChangedSlip(job))).toEqual([]);
  });
});
