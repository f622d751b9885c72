/**
 * What a person has in hand finds the order (the receipt's QR code, its short id, a phone number, a
 * payment reference); the history sorted by due time; the day's counts for Status; and the ledger's
 * messages kept across a restart, worded in the reader's language.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger/ledger';
import { normalizePhone } from '../../electron/core/ledger/search-text';
import type { HistoryQuery, HistoryRow } from '../../electron/core/ledger/types';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import type { Order } from '../../electron/common/model/order';
import { TENANT, TestClock, makeOrder, note, record, tempDir } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());

let clock: TestClock;
let ledger: Ledger;
let path: string;
let fileNumber = 0;
beforeEach(() => {
  clock = new TestClock();
  path = dir.path(`in-hand-${++fileNumber}.sqlite`);
  ledger = Ledger.open(path, { now: clock.now });
});
afterEach(() => ledger.close());

const ids = (query: HistoryQuery) => ledger.history(query).rows.map((row) => row.id);

function client(mobilePhone: string, phone: string | null = null): Order['client'] {
  return { ...makeOrder('x').client, mobilePhone, phone };
}

describe('finding what a person has in hand', () => {
  const QR = 'f5fd7c72-1b2c-4d3e-8f90-a1b2c3d4e5f6';
  beforeEach(() => {
    const add = (order: Order) => {
      clock.advance(60_000);
      record(ledger, order);
    };
    add(
      makeOrder(QR, {
        paymentReference: 'tr_WvK3s9Qx2p',
        client: client('+32 475 12 34 56', '09/123.45.67'),
      }),
    );
    // Shares the first four characters of the id only.
    add(makeOrder('f5fd0000-0000-4000-8000-000000000000', { client: client('0476 00 00 00') }));
    add(makeOrder('DEADBEEF-AAAA-4BBB-8CCC-DDDDDDDDDDDD', { client: client('+31 6 1234 5678') }));
    ledger.recordUndecodable({
      tenant: TENANT,
      shopId: 1,
      id: 'C0FFEE00-1111-4222-8333-444444444444',
      raw: '{',
      reason: note('not JSON'),
    });
  });

  it('by its full id, as the QR code holds it, in any case', () => {
    expect(ids({ text: QR })).toEqual([QR]);
    expect(ids({ text: QR.toUpperCase() })).toEqual([QR]);
    expect(ids({ text: ` ${QR}\n` })).toEqual([QR]);
    expect(ids({ text: 'deadbeef-aaaa-4bbb-8ccc-dddddddddddd' })).toEqual([
      'DEADBEEF-AAAA-4BBB-8CCC-DDDDDDDDDDDD',
    ]);
    // An order whose data could not be read is found by its id all the same.
    expect(ids({ text: 'c0ffee00-1111-4222-8333-444444444444' })).toEqual([
      'C0FFEE00-1111-4222-8333-444444444444',
    ]);
    expect(ids({ text: `${QR}0` })).toEqual([]);
  });

  it('by its short id as printed, with or without its #', () => {
    for (const text of ['#f5fd7c72', 'f5fd7c72', '#F5FD7C72', 'F5FD7C72']) {
      expect(ids({ text }), text).toEqual([QR]);
    }
    expect(ids({ text: '#deadbeef' })).toEqual(['DEADBEEF-AAAA-4BBB-8CCC-DDDDDDDDDDDD']);
    // With its # a shorter start is an id; without, four characters are a name or a product.
    expect(ids({ text: '#f5fd' })).toEqual(['f5fd0000-0000-4000-8000-000000000000', QR]);
    expect(ids({ text: 'f5fd' })).toEqual([]);
    expect(ids({ text: '#f5fd7c73' })).toEqual([]);
  });

  it('by a phone number, however it is written', () => {
    for (const text of [
      '0475123456',
      '0475 12 34 56',
      '0475/12.34.56',
      '0475-12-34-56',
      '+32475123456',
      '+32 (0)475 12 34 56',
      '0032 475 12 34 56',
      '475 12 34 56',
      '09 123 45 67',
      '+32 9 123 45 67',
    ]) {
      expect(ids({ text }), text).toEqual([QR]);
    }
    expect(ids({ text: '0031 6 12345678' })).toEqual(['DEADBEEF-AAAA-4BBB-8CCC-DDDDDDDDDDDD']);
    // The whole number, not a part of it, and not another one.
    expect(ids({ text: '0475 12 34 57' })).toEqual([]);
    expect(ids({ text: '12 34 56' })).toEqual([]);
  });

  it('by the payment reference, in any case', () => {
    expect(ids({ text: 'tr_WvK3s9Qx2p' })).toEqual([QR]);
    expect(ids({ text: 'TR_WVK3S9QX2P ' })).toEqual([QR]);
    expect(ids({ text: 'tr_WvK3s9Qx2' })).toEqual([]);
  });

  it('together with the other filters, and besides the text search', () => {
    expect(ids({ text: '#f5fd7c72', state: 'waiting' })).toEqual([QR]);
    expect(ids({ text: '#f5fd7c72', state: 'held' })).toEqual([]);
    expect(ids({ text: '#f5fd7c72', shopId: 2 })).toEqual([]);
    // The name still finds all three of the decoded orders (all are Jeanne Peeters).
    expect(ids({ text: 'peeters' })).toHaveLength(3);
  });

  it('writes phone numbers one way', () => {
    expect(normalizePhone('+32 475 12 34 56')).toBe('0475123456');
    expect(normalizePhone('0032 (0)475.12.34.56')).toBe('0475123456');
    expect(normalizePhone('+33 1 23 45 67 89')).toBe('0033123456789');
    expect(normalizePhone('12 34')).toBeNull();
    expect(normalizePhone('call me')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
});

describe('history sorted by due time', () => {
  /** Orders arriving in an order unlike their due order; several due at the same moment. */
  function seed(count: number) {
    ledger.batch(() => {
      for (let n = 0; n < count; n++) {
        clock.advance(1_000);
        const day = 1 + ((n * 7) % 9);
        const hour = 7 + ((n * 5) % 4);
        record(
          ledger,
          makeOrder(`o-${String((n * 37) % count).padStart(3, '0')}`, {
            due: { date: `2026-03-${String(day).padStart(2, '0')}`, time: `${hour}:30:00`.padStart(8, '0') },
          }),
          ['counter'],
          (n % 3) + 1,
        );
      }
      clock.advance(1_000);
      ledger.recordUndecodable({ tenant: TENANT, shopId: 1, id: 'unreadable', raw: '{', reason: note('x') });
    });
  }

  const dueOrder = (a: HistoryRow, b: HistoryRow): number => {
    const key = (row: HistoryRow) => (row.dueDate === null ? '~' : `${row.dueDate} ${row.dueTime}`);
    return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };

  function walk(query: HistoryQuery, limit: number): HistoryRow[] {
    const rows: HistoryRow[] = [];
    let cursor: string | undefined;
    do {
      const page = ledger.history({ ...query, limit, ...(cursor === undefined ? {} : { cursor }) });
      rows.push(...page.rows);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return rows;
  }

  it('soonest first, ties by id, orders without a due time last, each row once over the pages', () => {
    seed(120);
    const sorted = walk({ sort: 'due' }, 7);
    expect(sorted).toHaveLength(121);
    expect(new Set(sorted.map((row) => row.id)).size).toBe(121);
    expect(sorted.map((row) => row.id)).toEqual([...sorted].sort(dueOrder).map((row) => row.id));
    expect(sorted.at(-1)!.id).toBe('unreadable');
    expect(sorted[0]).toMatchObject({ dueDate: '2026-03-01', dueTime: '07:30:00' });
    // Arrival stays the default, newest first.
    expect(ids({ limit: 1 })).toEqual(['unreadable']);
    expect(walk({}, 50).map((row) => row.id)).toEqual(
      [...sorted]
        .sort((a, b) => b.firstSeenAt.getTime() - a.firstSeenAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((row) => row.id),
    );
  });

  it('with filters and a text search', () => {
    seed(120);
    const shop2 = walk({ sort: 'due', shopId: 2, dueFrom: '2026-03-03', dueTo: '2026-03-06' }, 4);
    expect(shop2.length).toBeGreaterThan(4);
    expect(
      shop2.every((row) => row.shopId === 2 && row.dueDate! >= '2026-03-03' && row.dueDate! <= '2026-03-06'),
    ).toBe(true);
    expect(shop2).toEqual([...shop2].sort(dueOrder));
    const searched = walk({ sort: 'due', text: 'pistolets' }, 9);
    expect(searched).toHaveLength(120);
    expect(searched).toEqual([...searched].sort(dueOrder));
  });

  it('uses the due index, not a sort of every order', () => {
    ledger.close();
    const db = new DatabaseSync(path);
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM orders o WHERE (o.due_key, o.id) > ('2026-03-02', '') ORDER BY o.due_key, o.id LIMIT 51",
      )
      .all()
      .map((row) => String(row['detail']));
    db.close();
    ledger = Ledger.open(path, { now: clock.now });
    expect(plan.join('\n')).toMatch(/orders_by_due_key/);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
  });
});

describe("a day's counts", () => {
  it('counts per shop the orders due that day and, apart, those that arrived that day (local time)', () => {
    const at = (day: number, hour: number, minute = 0) => clock.set(new Date(2026, 2, day, hour, minute));
    const due = (date: string) => ({ date, time: '10:00:00' });
    at(1, 23, 59);
    record(ledger, makeOrder('yesterday-for-today', { due: due('2026-03-02') }), ['counter'], 1);
    at(2, 0, 0);
    record(ledger, makeOrder('midnight-for-today', { due: due('2026-03-02') }), ['counter'], 1);
    at(2, 9);
    record(ledger, makeOrder('today-for-tomorrow', { due: due('2026-03-03') }), ['counter'], 1);
    record(ledger, makeOrder('today-for-today-shop-2', { due: due('2026-03-02') }), ['counter'], 2);
    record(ledger, makeOrder('gone-today', { due: due('2026-03-02') }), ['counter'], 2);
    ledger.markGone('gone-today', note('cancelled'));
    at(2, 23, 59);
    ledger.recordUndecodable({ tenant: TENANT, shopId: 3, id: 'bad', raw: '{', reason: note('x') });
    at(3, 0, 0);
    record(ledger, makeOrder('tomorrow', { due: due('2026-03-02') }), ['counter'], 4);

    expect(ledger.countToday('2026-03-02')).toEqual(
      new Map([
        [1, { due: 2, arrived: 2 }],
        [2, { due: 2, arrived: 2 }],
        [3, { due: 0, arrived: 1 }],
        [4, { due: 1, arrived: 0 }],
      ]),
    );
    expect(ledger.countToday('2026-03-03')).toEqual(
      new Map([
        [1, { due: 1, arrived: 0 }],
        [4, { due: 0, arrived: 1 }],
      ]),
    );
    expect(ledger.countToday('2026-04-01')).toEqual(new Map());
    expect(() => ledger.countToday('2/3/2026')).toThrow(RangeError);
  });
});

describe('messages in the ledger', () => {
  it('keeps its own messages, with printer names, across a restart, worded in the reader’s language', () => {
    ledger.setPrinterNames(new Map([['printer-2', 'Toonbank']]));
    record(ledger, makeOrder('o-1', { orderNumber: '12' }), ['printer-2']);
    record(ledger, makeOrder('o-2'), [], 7);
    const [job] = ledger.jobsOf('o-1');
    ledger.startJob(job!.id);
    ledger.jobPrinted(job!.id, 'none', note('Sent, no proof'));
    const reprint = ledger.addReprint('o-1', 'printer-2');
    ledger.cancelReprint(reprint.id, 'settings');
    // Names change: what was written keeps the name of its moment; an unknown printer is named by its id.
    ledger.setPrinterNames(new Map());
    ledger.addReprint('o-1', 'printer-9');
    ledger.close();

    ledger = Ledger.open(path, { now: clock.now });
    expect(ledger.getOrder('o-1')).toMatchObject({
      state: 'held',
      holdCode: 'unverified',
      reason: msg('order.did-it-come-out', { printer: 'Toonbank' }),
    });
    expect(ledger.getOrder('o-2')!.reason).toEqual(msg('order.no-printer', { shop: 'Bakkerij', shopId: 7 }));
    const timeline = ledger.timeline('o-1').map((event) => [event.kind, event.detail]);
    expect(timeline).toEqual([
      ['seen', msg('order.received')],
      [
        'print-started',
        msg('order.sending', { printer: 'Toonbank', attempt: 1, reprint: false, possibleDuplicate: false }),
      ],
      // Sent without proof: never titled "printed".
      ['sent-unconfirmed', note('Sent, no proof')],
      ['held', msg('order.did-it-come-out', { printer: 'Toonbank' })],
      ['reprint-requested', msg('order.reprint-requested', { printer: 'Toonbank' })],
      ['print-failed', msg('order.reprint-cancelled', { printer: 'Toonbank', by: 'settings' })],
      ['reprint-requested', msg('order.reprint-requested', { printer: 'printer-9' })],
    ]);
    const details = ledger.timeline('o-1').map((event) => event.detail);
    expect(details.map((detail) => say(detail, 'nl'))).toEqual([
      'Binnengekomen via de bestelservice.',
      'Naar Toonbank gestuurd (poging 1).',
      'Sent, no proof',
      'Naar Toonbank gestuurd, maar die kon niet bevestigen dat ze afgedrukt is: is ze eruit gekomen? Antwoord “Ja, ze is eruit gekomen” om de bestelling te bevestigen, of “Opnieuw afdrukken” om ze af te drukken met de vermelding MOGELIJK DUBBEL.',
      'Herdruk gevraagd op Toonbank.',
      'De herdruk op Toonbank werd geannuleerd door een wijziging in de instellingen.',
      'Herdruk gevraagd op printer-9.',
    ]);
    expect(say(details[1]!, 'fr')).toBe('Envoyée à Toonbank (essai 1).');
    expect(say(details[1]!, 'en')).toBe('Sent to Toonbank (try 1).');
  });

  it('gives the last refused confirm as a message', () => {
    record(ledger, makeOrder('o-1'));
    const [job] = ledger.jobsOf('o-1');
    ledger.startJob(job!.id);
    ledger.jobPrinted(job!.id, 'verified', note('ok'));
    expect(ledger.unconfirmedSummary(1)).toEqual({ count: 0, oldest: null, detail: null });
    ledger.confirmFailed('o-1', note('The service answered 422'), clock.now());
    expect(ledger.unconfirmedSummary(1)).toMatchObject({
      count: 1,
      detail: note('The service answered 422'),
    });
  });

  it('reads a detail that is not a message it knows as the text it is', () => {
    record(ledger, makeOrder('o-1'));
    ledger.close();
    const db = new DatabaseSync(path);
    const insert = db.prepare(
      "INSERT INTO events (order_id, at, kind, printer_id, detail) VALUES ('o-1', 1, 'held', NULL, ?)",
    );
    for (const detail of [
      '{not json',
      '{"code":"order.from-the-future","params":{}}',
      '{"code":"order.received","params":[]}',
    ])
      insert.run(detail);
    db.close();
    ledger = Ledger.open(path, { now: clock.now });
    expect(ledger.timeline('o-1').map((event) => event.detail)).toEqual([
      msg('order.received'),
      note('{not json'),
      note('{"code":"order.from-the-future","params":{}}'),
      note('{"code":"order.received","params":[]}'),
    ]);
  });
});
