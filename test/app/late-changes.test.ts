/**
 * Late changes through the AppService, on a real SQLite ledger: Status lists the printed orders the
 * ordering service no longer knows while they matter, until a person marks each seen (kept in the
 * ledger: another AppService on the same file agrees); History shows each order's versions and what
 * changed, and marks the orders in its list.
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppEvent } from '../../electron/common/contract/app-api';
import { msg } from '../../electron/common/messages/catalogue';
import type { Order } from '../../electron/common/model/order';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { AppService } from '../../electron/core/app/app-service';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { GONE_LISTED_MS } from '../../electron/core/app/status-reader';
import { diffOrders } from '../../electron/core/changes/order-diff';
import { Ledger } from '../../electron/core/ledger';
import { line, makeOrder, note, record } from '../ledger/fixtures';
import { SERVICE_INFO, ServiceWorld } from './service-world';

const TENANT = 'late-tenant';
const TOKEN = 'late-test-token';
const TODAY = '2026-03-02';

let world: ServiceWorld;
let now: Date;
let service: AppService;
const others: Ledger[] = [];

beforeEach(async () => {
  world = await ServiceWorld.open({ seed: 7, tenant: TENANT, token: TOKEN });
  now = new Date(`${TODAY}T09:00:00`);
  service = serviceOn(world.ledger);
});

afterEach(async () => {
  for (const ledger of others.splice(0)) ledger.close();
  await world.close();
});

function serviceOn(ledger: Ledger): AppService {
  const settings = world.settingsWith([
    printerSettings({ id: 'counter', name: 'Counter', uri: world.printer.uri, language: 'en' }),
  ]);
  // Not started: what is read here is the ledger's, whatever the engine does.
  if (ledger === world.ledger) return world.service(settings, { now: () => now });
  return new AppService({
    info: SERVICE_INFO,
    ledger,
    settings: fileSettingsStore(world.dir),
    token: memoryTokenStore(TOKEN),
    now: () => now,
  });
}

/** Recorded and printed on the counter, as the engine does. */
function printed(order: Order): void {
  record(world.ledger, order);
  const [job] = world.ledger.jobsOf(order.id);
  world.ledger.startJob(job!.id);
  world.ledger.jobPrinted(job!.id, 'verified', note('printed'));
}

/** What a late-change check keeps when it reads `order` again (`null`: the service answers 404). */
function readAgain(id: string, order: Order | null, at = now): void {
  world.ledger.versions.record(id, {
    seenAt: at,
    order,
    event:
      order === null
        ? { kind: 'gone-from-service', detail: msg('changes.gone-from-service') }
        : { kind: 'content-changed', detail: msg('changes.content-changed', { changes: [] }) },
  });
}

const goneIds = async (on = service): Promise<string[]> =>
  ((await on.getStatus()).goneOrders ?? []).map((order) => order.orderId);
const goneProblem = async () =>
  (await service.getStatus()).problems.find((problem) => problem.kind === 'orders-gone');

describe('Status: orders gone from the ordering service', () => {
  it('lists a gone order, with its shop and when it was due and found gone, until a person marks it seen', async () => {
    const cake = makeOrder('cake', { due: { date: TODAY, time: '15:00:00' }, orderNumber: '14' });
    printed(cake);
    printed(makeOrder('bread', { due: { date: TODAY, time: '11:00:00' } }));
    readAgain('cake', null);
    expect((await service.getStatus()).goneOrders).toEqual([
      {
        orderId: 'cake',
        shopId: 1,
        shopName: 'Bakkerij',
        type: cake.type,
        orderNumber: '14',
        clientName: `${cake.client.firstName} ${cake.client.lastName}`,
        due: { date: TODAY, time: '15:00:00' },
        goneAt: now.toISOString(),
      },
    ]);
    // Never "all is well" meanwhile: the headline, the tray and the alarm hear it as a problem.
    expect(await goneProblem()).toEqual({ kind: 'orders-gone', count: 1, orderIds: ['cake'] });
    expect((await service.getStatus()).headline).toMatchObject({
      tone: 'warn',
      worst: { kind: 'orders-gone' },
    });

    const events: AppEvent[] = [];
    service.subscribe((event) => events.push(event));
    await service.markGoneSeen('cake');
    expect(await goneIds()).toEqual([]);
    expect(await goneProblem()).toBeUndefined();
    // Every window of this OrderSlip reads Status again.
    expect(events).toContainEqual({ type: 'status-changed' });
    expect(world.ledger.timeline('cake').at(-1)).toMatchObject({
      kind: 'gone-seen',
      detail: msg('changes.gone-seen'),
    });
    // Marking it again changes nothing, and tells nobody.
    events.length = 0;
    await service.markGoneSeen('cake');
    expect(events).toEqual([]);
    await expect(service.markGoneSeen('nobody')).rejects.toMatchObject({
      said: msg('app.no-such-order', { orderId: 'nobody' }),
    });
  });

  it('keeps the seen mark in the ledger: another AppService on the same file lists the same', async () => {
    printed(makeOrder('cake', { due: { date: TODAY, time: '15:00:00' } }));
    printed(makeOrder('tart', { due: { date: TODAY, time: '16:00:00' } }));
    readAgain('cake', null);
    readAgain('tart', null);
    await service.markGoneSeen('cake');

    const beside = Ledger.open(join(world.dir, 'ledger.db'));
    others.push(beside);
    expect(await goneIds(serviceOn(beside))).toEqual(['tart']);
  });

  it('lists one due before today only for a few days after it was found gone', async () => {
    printed(makeOrder('yesterday', { due: { date: '2026-03-01', time: '15:00:00' } }));
    printed(makeOrder('next-week', { due: { date: '2026-03-09', time: '15:00:00' } }));
    readAgain('yesterday', null);
    readAgain('next-week', null);
    expect(await goneIds()).toEqual(['yesterday', 'next-week']);
    now = new Date(now.getTime() + GONE_LISTED_MS + 1);
    expect(await goneIds()).toEqual(['next-week']);
    // The problem lasts as long as the list: it counts what Status lists, no more.
    expect(await goneProblem()).toMatchObject({ count: 1, orderIds: ['next-week'] });
  });
});

describe('History: an order read again after it printed', () => {
  it('shows every version, what changed from the one before, the latest as what holds now', async () => {
    const first = makeOrder('cake', { lines: [line('Taart', { qty: 1 })] });
    const moved = makeOrder('cake', {
      due: { date: TODAY, time: '16:00:00' },
      lines: [line('Taart', { qty: 2 })],
    });
    printed(first);
    printed(makeOrder('plain'));
    const times = [now, new Date(now.getTime() + 60_000), new Date(now.getTime() + 120_000)];
    readAgain('cake', moved, times[0]);
    readAgain('cake', null, times[1]);
    readAgain('cake', first, times[2]);

    const detail = await service.getOrder('cake');
    expect(
      detail.versions.map(({ changes, ...version }) => ({ ...version, changes: changes.length })),
    ).toEqual([
      { version: 1, seenAt: detail.firstSeenAt, gone: false, current: false, changes: 0 },
      { version: 2, seenAt: times[0]!.toISOString(), gone: false, current: false, changes: 2 },
      { version: 3, seenAt: times[1]!.toISOString(), gone: true, current: false, changes: 0 },
      { version: 4, seenAt: times[2]!.toISOString(), gone: false, current: true, changes: 2 },
    ]);
    expect(detail.versions[1]!.changes).toEqual(diffOrders(first, moved));
    // Back after "gone": compared with what was last known of it, as the check compares.
    expect(detail.versions[3]!.changes).toEqual(diffOrders(moved, first));
    // The receipt stays what printed.
    expect(detail.order).toEqual(first);
    expect((await service.getOrder('plain')).versions).toHaveLength(1);

    const rows = (await service.listHistory({})).rows;
    expect(Object.fromEntries(rows.map((row) => [row.id, row.lateChange]))).toEqual({
      cake: 'changed',
      plain: null,
    });
  });
});
