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

describe('orders gone from the service, until a person has seen them', () => {
  const TODAY = '2026-03-02';
  const gone = (ledger: Ledger, id: string, at: Date): void => {
    ledger.versions.record(id, {
      seenAt: at,
      order: null,
      event: { kind: 'gone-from-service', detail: msg('changes.gone-from-service') },
    });
  };
  const unseen = (ledger: Ledger, foundSince: Date): string[] =>
    ledger.versions.goneUnseen({ today: TODAY, foundSince }).map((order) => order.id);

  it('lists a gone order by when it was due as it last had content, and not once it is marked seen, after reopening too', () => {
    const clock = new TestClock();
    const path = dir.path('gone.db');
    const ledger = ledgerAt(path, clock);
    printed(ledger, makeOrder('late', { due: { date: TODAY, time: '16:00:00' } }));
    printed(ledger, makeOrder('early', { due: { date: TODAY, time: '09:00:00' } }));
    printed(ledger, makeOrder('kept', { due: { date: TODAY, time: '12:00:00' } }));
    // Moved to the next morning before it went: listed by when it was last due, as it last read.
    const moved = makeOrder('late', { due: { date: '2026-03-03', time: '08:00:00' } });
    ledger.versions.record('late', {
      seenAt: clock.now(),
      order: moved,
      event: { kind: 'content-changed', detail: msg('changes.content-changed', { changes: [] }) },
    });
    clock.advance(60_000);
    gone(ledger, 'late', clock.now());
    gone(ledger, 'early', clock.now());

    const listed = ledger.versions.goneUnseen({ today: TODAY, foundSince: clock.now() });
    expect(listed.map((order) => [order.id, order.goneAt, order.lastContent.due])).toEqual([
      ['early', clock.now(), { date: TODAY, time: '09:00:00' }],
      ['late', clock.now(), moved.due],
    ]);

    clock.advance(60_000);
    expect(ledger.versions.markGoneSeen('early', clock.now(), msg('changes.gone-seen'))).toBe(true);
    // A second window's click, or the same one twice: nothing more is kept.
    expect(ledger.versions.markGoneSeen('early', clock.now(), msg('changes.gone-seen'))).toBe(false);
    // Not gone: nothing to see.
    expect(ledger.versions.markGoneSeen('kept', clock.now(), msg('changes.gone-seen'))).toBe(false);
    expect(
      thrown(() => ledger.versions.markGoneSeen('nobody', clock.now(), msg('changes.gone-seen'))),
    ).toEqual(refusal('order.unknown', { id: 'nobody' }));
    expect(unseen(ledger, clock.now())).toEqual(['late']);
    expect(ledger.timeline('early').at(-1)).toEqual({
      at: clock.now(),
      kind: 'gone-seen',
      printerId: null,
      detail: msg('changes.gone-seen'),
    });
    expect(ledger.timeline('kept').map((event) => event.kind)).not.toContain('gone-seen');

    ledger.close();
    open.splice(open.indexOf(ledger), 1);
    const reopened = ledgerAt(path, clock);
    expect(unseen(reopened, clock.now())).toEqual(['late']);
  });

  it('lists an order gone again after it came back, though the first "gone" was seen', () => {
    const clock = new TestClock();
    const ledger = ledgerAt(dir.path('gone-again.db'), clock);
    const order = makeOrder('cake', { due: { date: TODAY, time: '10:00:00' } });
    printed(ledger, order);
    gone(ledger, 'cake', clock.now());
    clock.advance(60_000);
    ledger.versions.markGoneSeen('cake', clock.now(), msg('changes.gone-seen'));
    clock.advance(60_000);
    ledger.versions.record('cake', {
      seenAt: clock.now(),
      order,
      event: { kind: 'content-changed', detail: msg('changes.back-on-service', { changes: [] }) },
    });
    expect(unseen(ledger, clock.now())).toEqual([]);
    clock.advance(60_000);
    gone(ledger, 'cake', clock.now());
    expect(unseen(ledger, clock.now())).toEqual(['cake']);
  });

  it('keeps a seen mark that a PC whose clock is behind wrote, though it is dated before the "gone"', () => {
    const clock = new TestClock();
    const ledger = ledgerAt(dir.path('gone-clock.db'), clock);
    printed(ledger, makeOrder('cake', { due: { date: TODAY, time: '10:00:00' } }));
    gone(ledger, 'cake', clock.now());
    const behind = new Date(clock.now().getTime() - 3_600_000);
    expect(ledger.versions.markGoneSeen('cake', behind, msg('changes.gone-seen'))).toBe(true);
    expect(unseen(ledger, behind)).toEqual([]);
  });

  it('lists an order due before today only while it was found gone since the given moment', () => {
    const clock = new TestClock();
    const ledger = ledgerAt(dir.path('gone-old.db'), clock);
    printed(ledger, makeOrder('yesterday', { due: { date: '2026-03-01', time: '10:00:00' } }));
    printed(ledger, makeOrder('tomorrow', { due: { date: '2026-03-03', time: '10:00:00' } }));
    gone(ledger, 'yesterday', clock.now());
    gone(ledger, 'tomorrow', clock.now());
    expect(unseen(ledger, clock.now())).toEqual(['yesterday', 'tomorrow']);
    expect(unseen(ledger, new Date(clock.now().getTime() + 1))).toEqual(['tomorrow']);
  });
});

describe('the history list marks an order read again after it printed', () => {
  it('as changed while its latest version has content, as gone while the service no longer knows it', () => {
    const clock = new TestClock();
    const ledger = ledgerAt(dir.path('history-marks.db'), clock);
    const order = makeOrder('cake');
    printed(ledger, order);
    printed(ledger, makeOrder('plain'));
    const lateChange = (): Record<string, string | null> =>
      Object.fromEntries(ledger.history({}).rows.map((row) => [row.id, row.lateChange]));
    expect(lateChange()).toEqual({ cake: null, plain: null });
    const next = (content: Order | null): void => {
      clock.advance(60_000);
      ledger.versions.record('cake', {
        seenAt: clock.now(),
        order: content,
        event:
          content === null
            ? { kind: 'gone-from-service', detail: msg('changes.gone-from-service') }
            : { kind: 'content-changed', detail: msg('changes.content-changed', { changes: [] }) },
      });
    };
    next(makeOrder('cake', { due: { date: '2026-03-02', time: '15:00:00' } }));
    expect(lateChange()).toEqual({ cake: 'changed', plain: null });
    next(null);
    expect(lateChange()).toEqual({ cake: 'gone', plain: null });
    next(order);
    expect(lateChange()).toEqual({ cake: 'changed', plain: null });
  });
});
