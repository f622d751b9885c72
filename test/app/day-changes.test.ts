/**
 * "Check for changes" through the AppService, on the simulator, a virtual printer and a real ledger:
 * after a day's orders printed and were confirmed, the service's staff edit one and delete another; the
 * command answers what changed (was and now, field by field) and what is gone, as a view the window
 * words, and the CHANGED and GONE slips come out on the shop's receipt printer, once. A service that
 * fails during the check is said, not taken for "nothing changed"; without a running engine it refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayChangesView } from '../../electron/common/contract/app-api';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { MessageError } from '../../electron/common/messages/errors';
import type { AppService } from '../../electron/core/app/app-service';
import { ArgumentError, decodeArgs } from '../../electron/core/host/command-args';
import type { WireOrder } from '../../electron/demo/simulator/wire';
import { eventually } from '../engine/world';
import { ServiceWorld } from './service-world';

const TENANT = 'late-bakery';
const TOKEN = 'day-changes-token';
/** A day none of the simulator's own orders falls on: only the orders added here are due then. */
const DAY = '2027-03-09';

let world: ServiceWorld;
let service: AppService;
let cake: WireOrder;
let plain: WireOrder[];

beforeAll(async () => {
  world = await ServiceWorld.open({ seed: 26, tenant: TENANT, token: TOKEN });
  const { sim, shopId } = world;
  [cake] = sim.addOrders(1, { shopId, textPlate: true, plateText: 'Proficiat Emma' }) as [WireOrder];
  plain = sim.addOrders(2, { shopId, type: 'pick_up' });
  for (const order of [cake, ...plain])
    sim.editOrder(order.id, { fields: { order_date: DAY, order_time: '14:00:00' } }, { tenant: TENANT });
  const counter = printerSettings({ id: 'counter', name: 'Counter', uri: world.printer.uri, language: 'en' });
  service = world.service(world.settingsWith([counter]));
  await service.start();
  await eventually(
    'the day’s orders printed and confirmed',
    () => [cake, ...plain].every((order) => sim.isConfirmed(order.id, TENANT)),
    60_000,
  );
}, 90_000);

afterAll(async () => {
  await service?.stop();
  await world?.close();
});

const query = () => ({ date: DAY, shopId: world.shopId });

describe('checkDayChanges', () => {
  it('says nothing changed when the service has every printed order as it printed, and prints nothing', async () => {
    const jobs = world.printer.jobs().length;
    const view = await service.checkDayChanges(query());
    expect(view).toEqual<DayChangesView>({
      date: DAY,
      shopId: world.shopId,
      checked: 3,
      changed: [],
      gone: [],
      unchecked: { count: 0, reason: null },
      slipsFailed: [],
    });
    expect(world.printer.jobs().length).toBe(jobs);
  });

  it('answers a changed plate and time and a gone order, and prints their CHANGED and GONE slips once', async () => {
    const [gone] = plain;
    world.sim.editOrder(
      cake.id,
      { plateText: 'Proficiat Emma & Lotte', fields: { order_time: '16:30:00' } },
      { tenant: TENANT },
    );
    world.sim.deleteOrder(gone!.id, { tenant: TENANT });
    const jobs = world.printer.jobs().length;

    const view = await service.checkDayChanges(query());
    expect(view.checked).toBe(3);
    expect(view.changed).toHaveLength(1);
    expect(view.changed[0]!.order).toMatchObject({ id: cake.id, type: 'pick_up' });
    expect(view.changed[0]!.order.orderNumber).toBe(String(cake.order_number));
    expect(view.changed[0]!.changes).toEqual([
      { field: 'due-time', before: '14:00:00', after: '16:30:00' },
      expect.objectContaining({ field: 'plate', before: 'Proficiat Emma', after: 'Proficiat Emma & Lotte' }),
    ]);
    expect(view.gone).toEqual([
      { order: expect.objectContaining({ id: gone!.id }), shopId: world.shopId, known: false },
    ]);
    expect(view.unchecked).toEqual({ count: 0, reason: null });
    expect(view.slipsFailed).toEqual([]);
    // Plain JSON: what crosses IPC and HTTP unchanged.
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);

    // The day's lists count the orders as they are now: the cake at its new time, the gone one left out.
    const day = await service.getDay(query());
    expect(day.pickupSheet.rows.map((row) => [row.orderId, row.dueTime])).toEqual(
      expect.arrayContaining([[cake.id, '16:30']]),
    );
    expect(day.pickupSheet.rows.some((row) => row.orderId === gone!.id)).toBe(false);
    expect(day.bakeList.plates.map((plate) => plate.text)).toEqual(['Proficiat Emma & Lotte']);

    const slips = (await world.printer.waitForJobs(jobs + 2, 30_000)).slice(jobs);
    expect(slips.find((job) => job.text.includes('CHANGED'))?.text).toContain('Proficiat Emma & Lotte');
    expect(slips.some((job) => job.text.includes('GONE FROM THE SERVICE'))).toBe(true);

    // Asked again: the change is kept (nothing new), the gone order known; no second slip.
    const again = await service.checkDayChanges(query());
    expect(again.changed).toEqual([]);
    expect(again.gone).toEqual([expect.objectContaining({ known: true })]);
    expect(world.printer.jobs().length).toBe(jobs + 2);
  });

  it('says how many orders it could not check and why when the service fails, never "nothing changed"', async () => {
    world.sim.injectFault({ kind: 'status', status: 503, times: Infinity, match: { operation: 'get' } });
    try {
      const view = await service.checkDayChanges(query());
      expect(view.checked).toBe(3);
      expect(view.unchecked.count).toBe(3);
      expect(view.unchecked.reason).toEqual(expect.objectContaining({ code: expect.any(String) }));
      expect(view.changed).toEqual([]);
    } finally {
      world.sim.clearFaults();
    }
  });

  it('is refused, in words the window says, while OrderSlip does not run', async () => {
    const idle = world.service(world.settingsWith([]));
    const refusal = await idle.checkDayChanges(query()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MessageError);
    expect((refusal as MessageError).said.code).toBe('app.not-running');
  });

  it('takes over HTTP only a real day and one shop or all, decoded once at the edge', () => {
    expect(decodeArgs('checkDayChanges', [{ date: DAY, shopId: 1042 }])).toEqual([
      { date: DAY, shopId: 1042 },
    ]);
    expect(decodeArgs('checkDayChanges', [{ date: DAY, shopId: null, extra: 1 }])).toEqual([
      { date: DAY, shopId: null },
    ]);
    expect(() => decodeArgs('checkDayChanges', [{ date: '2027-02-30', shopId: null }])).toThrow(
      ArgumentError,
    );
    expect(() => decodeArgs('checkDayChanges', [{ date: DAY, shopId: 'all' }])).toThrow(ArgumentError);
  });
});
