/**
 * The ledger's side of the shop's day, on real SQLite: a day's orders in due order, marking one
 * collected by a scan (whole id, short id, a scanner's stray whitespace), and today's orders not
 * collected.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger';
import { markCollected } from '../../electron/core/app/day-service';
import { ArgumentError, decodeArgs } from '../../electron/core/host/command-args';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { line, makeOrder, note, record, refusal, tempDir, TestClock, thrown } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());

const ID = 'f5fd7c72-1c2b-4e5f-9a0b-123456789abc';
/** The shop's today in these tests: the day most seeded orders are due. */
const TODAY = { today: '2026-11-28', anyDay: false };

function seeded(name: string, clock = new TestClock()): Ledger {
  const ledger = Ledger.open(dir.path(name), { now: clock.now });
  const due = (date: string, time: string) => ({ date, time });
  record(ledger, makeOrder(ID, { due: due('2026-11-28', '10:30:00'), orderNumber: '12' }));
  record(ledger, makeOrder('b-early', { due: due('2026-11-28', '08:15:00'), lines: [line('Taart')] }));
  record(ledger, makeOrder('a-early', { due: due('2026-11-28', '08:15:00') }));
  record(ledger, makeOrder('gone-1', { due: due('2026-11-28', '09:00:00') }));
  ledger.markGone('gone-1', note('Cancelled.'));
  record(ledger, makeOrder('other-shop', { due: due('2026-11-28', '11:00:00') }), ['counter'], 2);
  record(ledger, makeOrder('sunday', { due: due('2026-11-29', '08:00:00') }));
  record(ledger, makeOrder('f5fd7c72-aaaa', { due: due('2026-11-30', '08:00:00') }));
  return ledger;
}

describe('the orders due on a day', () => {
  it('lists every state, gone included, by due time then id, in one shop or all', () => {
    const ledger = seeded('due.db');
    try {
      const all = ledger.day.ordersDue({ date: '2026-11-28', shopId: null });
      expect(all.map((entry) => entry.id)).toEqual(['a-early', 'b-early', 'gone-1', ID, 'other-shop']);
      expect(all.find((entry) => entry.id === 'gone-1')?.state).toBe('gone');
      expect(all[1]?.order?.lines[0]?.product).toBe('Taart');
      expect(all[0]?.collectedAt).toBeNull();
      const shop2 = ledger.day.ordersDue({ date: '2026-11-28', shopId: 2 });
      expect(shop2.map((entry) => entry.id)).toEqual(['other-shop']);
      expect(ledger.day.ordersDue({ date: '2026-12-01', shopId: null })).toEqual([]);
    } finally {
      ledger.close();
    }
  });

  it('refuses a day that is not one, in words a person can act on', () => {
    const ledger = seeded('bad-day.db');
    try {
      for (const date of ['28-11-2026', '2026-02-30', '2026-11-28 OR 1=1'])
        expect(thrown(() => ledger.day.ordersDue({ date, shopId: null }))).toEqual(
          refusal('day.bad-date', { date }),
        );
    } finally {
      ledger.close();
    }
  });
});

describe('marking an order collected', () => {
  it('by the whole id a scanner types (with its Enter), once: a second scan changes nothing and says so', () => {
    const clock = new TestClock(Date.UTC(2026, 10, 28, 9, 40));
    const ledger = seeded('collect.db', clock);
    try {
      const first = markCollected(ledger, ` ${ID}\r\n`, true, TODAY);
      expect(first).toEqual({
        orderId: ID,
        type: 'pick_up',
        orderNumber: '12',
        clientName: 'Jeanne Peeters',
        collectedAt: '2026-11-28T09:40:00.000Z',
        unchanged: false,
        due: { date: '2026-11-28', time: '10:30:00' },
        notToday: false,
      });
      clock.advance(60_000);
      const again = markCollected(ledger, ID, true, TODAY);
      expect(again).toEqual({ ...first, unchanged: true });
      expect(ledger.getOrder(ID)?.collectedAt?.toISOString()).toBe('2026-11-28T09:40:00.000Z');
      expect(ledger.timeline(ID).filter((event) => event.kind === 'collected')).toEqual([
        expect.objectContaining({ detail: { code: 'day.collected', params: {} } }),
      ]);
      expect(ledger.history({ text: ID }).rows[0]?.collectedAt?.toISOString()).toBe(
        '2026-11-28T09:40:00.000Z',
      );
    } finally {
      ledger.close();
    }
  });

  it('by the short id printed on the receipt, and undone by a click', () => {
    const ledger = seeded('short.db');
    try {
      expect(markCollected(ledger, '#f5fd7c72-1', true, TODAY).orderId).toBe(ID);
      const undone = markCollected(ledger, ID, false, TODAY);
      expect(undone).toMatchObject({ collectedAt: null, unchanged: false });
      expect(ledger.timeline(ID).map((event) => event.kind)).toContain('uncollected');
      expect(markCollected(ledger, ID, false, TODAY).unchanged).toBe(true);
    } finally {
      ledger.close();
    }
  });

  it('refuses what matches no order, or a short id that starts several, saying what to scan instead', () => {
    const ledger = seeded('unknown.db');
    try {
      expect(thrown(() => markCollected(ledger, ' nothing-like-it\r', true, TODAY))).toEqual(
        refusal('day.scan-unknown', { scanned: 'nothing-like-it' }),
      );
      expect(thrown(() => markCollected(ledger, '', true, TODAY))).toEqual(refusal('day.scan-unknown'));
      // Two ids start with f5fd7c72: the 8 characters printed are not enough here; the QR code is.
      expect(thrown(() => markCollected(ledger, '#f5fd7c72', true, TODAY))).toEqual(
        refusal('day.scan-ambiguous', { count: 2 }),
      );
    } finally {
      ledger.close();
    }
  });

  it('by the id a scanner in US layout types on a Belgian AZERTY PC (digits as &é"\'(, - as ), a as q)', () => {
    const ledger = seeded('azerty.db');
    try {
      // What such a scanner typed for f5fd7c72-1c2b-4e5f-9a0b-123456789abc, with its Enter.
      const garbled = "f(fdècèé)&céb)'e(f)çqàb)&é\"'(§è!çqbc\r\n";
      expect(markCollected(ledger, garbled, true, TODAY)).toMatchObject({ orderId: ID, unchanged: false });
      // Read back only when nothing matched as typed: garbled text that still matches nothing says so.
      expect(thrown(() => markCollected(ledger, 'q&é"(', true, TODAY))).toEqual(
        refusal('day.scan-unknown', { scanned: 'q&é"(' }),
      );
    } finally {
      ledger.close();
    }
  });

  it('never marks a scanned order due on another day unasked: it says when it is due; "anyway" marks it, noted', () => {
    const ledger = seeded('other-day.db');
    try {
      // Tomorrow's bag scanned today: not collected, and the window is told when it is due.
      expect(markCollected(ledger, 'sunday', true, TODAY)).toMatchObject({
        orderId: 'sunday',
        collectedAt: null,
        unchanged: false,
        due: { date: '2026-11-29', time: '08:00:00' },
        notToday: true,
      });
      expect(ledger.getOrder('sunday')?.collectedAt).toBeNull();
      expect(ledger.timeline('sunday').map((event) => event.kind)).not.toContain('collected');
      // A person, warned, hands it over anyway: marked, and the timeline keeps that it was deliberate.
      const anyway = markCollected(ledger, 'sunday', true, { ...TODAY, anyDay: true });
      expect(anyway).toMatchObject({ notToday: false, unchanged: false });
      expect(anyway.collectedAt).not.toBeNull();
      expect(ledger.timeline('sunday').filter((event) => event.kind === 'collected')).toEqual([
        expect.objectContaining({
          detail: msg('day.handed-over-other-day', { date: '2026-11-29', time: '08:00', delivery: false }),
        }),
      ]);
      // Undoing needs no warning, whatever the day.
      expect(markCollected(ledger, 'sunday', false, TODAY)).toMatchObject({
        collectedAt: null,
        notToday: false,
      });
    } finally {
      ledger.close();
    }
  });

  it('checks the day when a window leaves "anyway" out, and takes only true or false for it', () => {
    expect(decodeArgs('markCollected', [ID, true])).toEqual([ID, true, false]);
    expect(decodeArgs('markCollected', [ID, true, true])).toEqual([ID, true, true]);
    expect(() => decodeArgs('markCollected', [ID, true, 'yes'])).toThrow(ArgumentError);
  });

  it('hands a scanned delivery to its driver: never "collected"', () => {
    const ledger = seeded('delivery.db');
    try {
      record(ledger, makeOrder('van', { type: 'delivery', due: { date: '2026-11-28', time: '14:00:00' } }));
      expect(markCollected(ledger, 'van', true, TODAY)).toMatchObject({ type: 'delivery', notToday: false });
      const [handed] = ledger.timeline('van').filter((event) => event.kind === 'handed-over');
      expect(handed?.detail).toEqual(msg('day.handed-over'));
      expect(say(handed!.detail, 'nl')).toMatch(/^Meegegeven aan de bezorger/);
      expect(say(handed!.detail, 'nl')).not.toMatch(/afgehaald/i);
      markCollected(ledger, 'van', false, TODAY);
      expect(ledger.timeline('van').at(-1)).toMatchObject({
        kind: 'not-handed-over',
        detail: msg('day.not-handed-over'),
      });
    } finally {
      ledger.close();
    }
  });

  it('marks a gone order collected too: the customer came for it', () => {
    const ledger = seeded('gone.db');
    try {
      expect(markCollected(ledger, 'gone-1', true, TODAY).unchanged).toBe(false);
      expect(ledger.getOrder('gone-1')?.state).toBe('gone');
    } finally {
      ledger.close();
    }
  });
});

describe('the next day with orders', () => {
  it('is the first later day with an order that is not gone, in its shop or any, and none after the last', () => {
    const ledger = seeded('next-day.db');
    try {
      expect(ledger.day.nextDay({ date: '2026-11-27', shopId: null })).toBe('2026-11-28');
      expect(ledger.day.nextDay({ date: '2026-11-28', shopId: null })).toBe('2026-11-29');
      expect(ledger.day.nextDay({ date: '2026-11-28', shopId: 2 })).toBeNull();
      expect(ledger.day.nextDay({ date: '2026-11-30', shopId: null })).toBeNull();
      ledger.markGone('sunday', note('Cancelled.'));
      expect(ledger.day.nextDay({ date: '2026-11-28', shopId: null })).toBe('2026-11-30');
    } finally {
      ledger.close();
    }
  });
});

describe("a day's orders not collected", () => {
  it('counts every pick-up due that day nobody marked collected, gone ones aside, and lists the first few', () => {
    const ledger = seeded('not-collected.db');
    try {
      // Deliveries and cool-box orders are never collected at the counter: never "not collected".
      const due = { date: '2026-11-28', time: '07:00:00' };
      record(ledger, makeOrder('delivery', { due, type: 'delivery' }));
      record(ledger, makeOrder('cool-box', { due, type: 'pick_up_coolbox' }));
      ledger.day.markCollected('a-early', true);
      const found = ledger.day.notCollected('2026-11-28', 2);
      expect(found.count).toBe(3);
      expect(found.orders.map((entry) => entry.id)).toEqual(['b-early', ID]);
      expect(ledger.day.notCollected('2026-12-01', 50)).toEqual({ count: 0, orders: [] });
    } finally {
      ledger.close();
    }
  });
});
