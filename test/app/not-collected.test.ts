/**
 * At closing time Status lists today's orders nobody marked collected: from closing time to midnight,
 * until they are collected; never an order that went away or one due another day. An AppService on a
 * real SQLite ledger, its clock set by the test (the shop's local time).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppService } from '../../electron/core/app/app-service';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { NOT_COLLECTED_LISTED } from '../../electron/core/app/problems';
import { Ledger } from '../../electron/core/ledger';
import type { ProblemView, StatusView } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { makeOrder, note, record, tempDir } from '../ledger/fixtures';
import { SERVICE_INFO } from './service-world';

const TODAY = '2026-03-02';
/** Local times of the shop's day (the PC's clock, as the closing time is read). */
const at = (hours: number, minutes = 0, day = 2) => new Date(2026, 2, day, hours, minutes);

let dir: ReturnType<typeof tempDir>;
let ledger: Ledger;
let now: Date;
let settings: AppSettings;
let service: AppService;

beforeEach(() => {
  dir = tempDir();
  ledger = Ledger.open(dir.path('ledger.db'));
  now = at(12);
  settings = { ...DEFAULT_SETTINGS, shopDay: { ...DEFAULT_SETTINGS.shopDay, closingTime: '18:00' } };
  service = new AppService({
    info: SERVICE_INFO,
    ledger,
    settings: { load: () => settings, save: (next) => (settings = next) },
    token: memoryTokenStore(''),
    now: () => now,
  });
});

afterEach(() => {
  ledger.close();
  dir.cleanup();
});

const notCollected = (status: StatusView) =>
  status.problems.find(
    (problem): problem is Extract<ProblemView, { kind: 'not-collected' }> => problem.kind === 'not-collected',
  );

function due(id: string, time: string, more: Parameters<typeof makeOrder>[1] = {}): string {
  record(ledger, makeOrder(id, { due: { date: TODAY, time }, ...more }));
  return id;
}

describe('not collected at closing time', () => {
  it('lists today’s pick-ups nobody collected, from closing time, as a warning', async () => {
    due('late', '16:30:00', {
      orderNumber: '12',
      client: { ...makeOrder('x').client, firstName: 'Zoë', lastName: 'Verstraeten' },
    });
    due('early', '09:15:00', { orderNumber: null });
    // Delivered or left in the cool box: never collected at the counter, so never "not collected".
    due('delivery', '08:00:00', { type: 'delivery' });
    due('cool-box', '08:30:00', { type: 'pick_up_coolbox' });
    const collected = due('collected', '11:00:00');
    const gone = due('gone', '12:00:00');
    record(ledger, makeOrder('tomorrow', { due: { date: '2026-03-03', time: '10:00:00' } }));
    ledger.day.markCollected(collected, true);
    ledger.markGone(gone, note('cancelled'));

    now = at(17, 59);
    expect(notCollected(await service.getStatus())).toBeUndefined();

    now = at(18, 0);
    const status = await service.getStatus();
    expect(notCollected(status)).toEqual({
      kind: 'not-collected',
      date: TODAY,
      count: 2,
      orders: [
        {
          orderId: 'early',
          type: 'pick_up',
          orderNumber: null,
          clientName: 'Jeanne Peeters',
          dueTime: '09:15',
        },
        {
          orderId: 'late',
          type: 'pick_up',
          orderNumber: '12',
          clientName: 'Zoë Verstraeten',
          dueTime: '16:30',
        },
      ],
    });
    expect(status.headline).toMatchObject({ tone: 'warn', worst: { kind: 'not-collected' } });
  });

  it('goes away once they are collected, and when the day ends', async () => {
    const order = due('one', '10:00:00');
    now = at(19);
    expect(notCollected(await service.getStatus())?.count).toBe(1);
    ledger.day.markCollected(order, true);
    expect(notCollected(await service.getStatus())).toBeUndefined();
    // Marked by mistake and undone: it is listed again.
    ledger.day.markCollected(order, false);
    expect(notCollected(await service.getStatus())?.count).toBe(1);
    now = at(0, 5, 3);
    expect(notCollected(await service.getStatus())).toBeUndefined();
  });

  it('lists at most 50, and counts them all', async () => {
    for (let n = 0; n < NOT_COLLECTED_LISTED + 3; n += 1)
      due(
        `o-${String(n).padStart(3, '0')}`,
        `${String(8 + Math.floor(n / 6)).padStart(2, '0')}:${String((n % 6) * 10).padStart(2, '0')}:00`,
      );
    now = at(20);
    const problem = notCollected(await service.getStatus());
    expect(problem?.count).toBe(NOT_COLLECTED_LISTED + 3);
    expect(problem?.orders).toHaveLength(NOT_COLLECTED_LISTED);
    expect(problem?.orders[0]?.dueTime).toBe('08:00');
  });

  it('follows the closing time of the settings', async () => {
    due('one', '10:00:00');
    now = at(17);
    expect(notCollected(await service.getStatus())).toBeUndefined();
    settings = { ...settings, shopDay: { ...settings.shopDay, closingTime: '16:30' } };
    expect(notCollected(await service.getStatus())?.count).toBe(1);
  });
});
