import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { Ledger } from '../../electron/core/ledger/ledger';
import { MIGRATIONS } from '../../electron/core/ledger/migrations';
import { openForVersions } from '../../electron/core/ledger/versions';
import { computeBakeList } from '../../electron/core/shop-day/bake-list';
import { msg } from '../../electron/common/messages/catalogue';
import type { Order } from '../../electron/common/model/order';
import { line, makeOrder, note, record, refusal, tempDir, TestClock, thrown } from './fixtures';

const dir = tempDir();
afterAll(dir.cleanup);
const open: { close(): void }[] = [];
afterEach(() => {
  for (const ledger of open.splice(0)) ledger.close();
});

function ledgerAt(path: string, clock = new TestClock()): Ledger {
  const ledger = Ledger.open(path, { now: clock.now });
  open.push(ledger);
  return ledger;
}

/** Records the order and prints its receipt on the counter, as the engine does. */
function printed(ledger: Ledger, order: Order, shopId = 1): void {
  record(ledger, order, ['counter'], shopId);
  const [job] = ledger.jobsOf(order.id);
  ledger.startJob(job!.id);
  ledger.jobPrinted(job!.id, 'verified', note('printed'));
}

const DAY = { date: '2026-03-02', shopId: null };

describe('the ledger keeps every version of an order', () => {
  it('has the printed version as version 1, and each later one with when it was seen and its timeline entry', () => {
    const clock = new TestClock();
    const ledger = ledgerAt(dir.path('versions.db'), clock);
    const first = makeOrder('cake', { lines: [line('Taart', { qty: 1 })] });
    printed(ledger, first);
    expect(ledger.versions.versionsOf('cake')).toEqual([{ version: 1, seenAt: clock.now(), order: first }]);

    clock.advance(3_600_000);
    const second = makeOrder('cake', { due: { date: '2026-03-02', time: '16:00:00' } });
    const changes = [{ field: 'due-time', before: '10:30:00', after: '16:00:00' }] as const;
    const kept = ledger.versions.record('cake', {
      seenAt: clock.now(),
      order: second,
      event: { kind: 'content-changed', detail: msg('changes.content-changed', { changes }) },
    });
    expect(kept).toEqual({ version: 2, seenAt: clock.now(), order: second });
    clock.advance(60_000);
    ledger.versions.record('cake', {
      seenAt: clock.now(),
      order: null,
      event: { kind: 'gone-from-service', detail: msg('changes.gone-from-service') },
    });

    const versions = ledger.versions.versionsOf('cake');
    expect(versions.map((version) => [version.version, version.order?.due.time ?? null])).toEqual([
      [1, '10:30:00'],
      [2, '16:00:00'],
      [3, null],
    ]);
    const timeline = ledger.timeline('cake');
    expect(timeline.slice(-2)).toEqual([
      {
        at: new Date(versions[1]!.seenAt),
        kind: 'content-changed',
        printerId: null,
        detail: msg('changes.content-changed', { changes }),
      },
      {
        at: versions[2]!.seenAt,
        kind: 'gone-from-service',
        printerId: null,
        detail: msg('changes.gone-from-service'),
      },
    ]);
    // What printed stays what printed: the receipt a reprint shows is the order as it came in.
    expect(ledger.getOrder('cake')?.order).toEqual(first);
  });

  it("lists a day's orders that printed here, each with its latest version and last content", () => {
    const ledger = ledgerAt(dir.path('day.db'));
    printed(ledger, makeOrder('a', { due: { date: '2026-03-02', time: '09:00:00' } }));
    printed(ledger, makeOrder('b', { due: { date: '2026-03-02', time: '11:00:00' } }));
    record(ledger, makeOrder('waiting', { due: { date: '2026-03-02', time: '12:00:00' } }));
    printed(ledger, makeOrder('other-day', { due: { date: '2026-03-03', time: '09:00:00' } }));
    printed(ledger, makeOrder('other-shop', { shop: { ...makeOrder('x').shop, id: 2 } }), 2);
    ledger.versions.record('b', {
      seenAt: new Date(),
      order: null,
      event: { kind: 'gone-from-service', detail: msg('changes.gone-from-service') },
    });

    const day = ledger.versions.printedDue(DAY);
    expect(day.map((order) => [order.id, order.latest.version, order.latest.order === null])).toEqual([
      ['a', 1, false],
      ['other-shop', 1, false],
      ['b', 2, true],
    ]);
    expect(day[2]!.lastContent.version).toBe(1);
    expect(ledger.versions.printedDue({ date: '2026-03-02', shopId: 1 }).map((order) => order.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('moves an order to its new day and lists its latest content; one gone from the service is left out', () => {
    const ledger = ledgerAt(dir.path('follows.db'));
    printed(ledger, makeOrder('moved', { lines: [line('Taart', { qty: 1 })] }));
    printed(ledger, makeOrder('more', { lines: [line('Pistolets', { qty: 6 })] }));
    printed(ledger, makeOrder('gone', { lines: [line('Brood', { qty: 2 })] }));
    printed(ledger, makeOrder('same', { lines: [line('Brood', { qty: 1 })] }));
    const event = {
      kind: 'content-changed',
      detail: msg('changes.content-changed', { changes: [] }),
    } as const;
    ledger.versions.record('moved', {
      seenAt: new Date(),
      order: makeOrder('moved', { due: { date: '2026-03-03', time: '08:15:00' }, type: 'delivery' }),
      event,
    });
    ledger.versions.record('more', {
      seenAt: new Date(),
      order: makeOrder('more', { lines: [line('Pistolets', { qty: 12 })] }),
      event,
    });
    ledger.versions.record('gone', {
      seenAt: new Date(),
      order: null,
      event: { kind: 'gone-from-service', detail: msg('changes.gone-from-service') },
    });
    // Read back as it printed (the service knew it again): no change.
    ledger.versions.record('same', {
      seenAt: new Date(),
      order: makeOrder('same', { lines: [line('Brood', { qty: 1 })] }),
      event,
    });

    const day = ledger.day.ordersDue(DAY);
    expect(day.map((order) => [order.id, order.changedSincePrinted, order.goneFromService])).toEqual([
      ['gone', false, true],
      ['more', true, false],
      ['same', false, false],
    ]);
    expect(day.find((order) => order.id === 'more')?.order?.lines[0]?.qty).toBe(12);
    const bake = computeBakeList(day, DAY);
    expect(bake.orderCount).toBe(2);
    expect(bake.rows.map((row) => [row.product, row.quantity])).toEqual([
      ['Brood', 1],
      ['Pistolets', 12],
    ]);
    const [moved] = ledger.day.ordersDue({ date: '2026-03-03', shopId: 1 });
    expect(moved).toMatchObject({ id: 'moved', changedSincePrinted: true, order: { type: 'delivery' } });
    // A pick-up the service no longer knows is never "not collected".
    expect(ledger.day.notCollected(DAY.date, 10).orders.map((order) => order.id)).toEqual(['more', 'same']);
    expect(ledger.versions.printedDue(DAY).map((order) => order.id)).toEqual(['gone', 'more', 'same']);
    expect(ledger.versions.printedDue({ date: '2026-03-03', shopId: null }).map((order) => order.id)).toEqual(
      ['moved'],
    );
  });

  it('refuses a version of an order it does not know', () => {
    const ledger = ledgerAt(dir.path('unknown.db'));
    const error = thrown(() =>
      ledger.versions.record('nobody', {
        seenAt: new Date(),
        order: null,
        event: { kind: 'gone-from-service', detail: msg('changes.gone-from-service') },
      }),
    );
    expect(error).toEqual(refusal('order.unknown', { id: 'nobody' }));
  });

  it('lets a second process add versions beside an open ledger, and refuses a ledger of another schema', () => {
    const path = dir.path('shared.db');
    const ledger = ledgerAt(path);
    printed(ledger, makeOrder('cake'));
    const beside = openForVersions(path);
    open.push(beside);
    expect(beside.versions.printedDue(DAY).map((order) => order.id)).toEqual(['cake']);
    beside.versions.record('cake', {
      seenAt: new Date(),
      order: null,
      event: { kind: 'gone-from-service', detail: msg('changes.gone-from-service') },
    });
    expect(ledger.versions.versionsOf('cake')).toHaveLength(2);
    expect(ledger.timeline('cake').at(-1)?.kind).toBe('gone-from-service');

    const older = dir.path('older.db');
    ledgerAt(older).close();
    const db = new DatabaseSync(older);
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length - 1}`);
    db.close();
    expect(thrown(() => openForVersions(older))).toEqual(refusal('day.ledger-too-old', { path: older }));
  });
});
