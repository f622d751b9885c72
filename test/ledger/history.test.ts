import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger/ledger';
import type { HistoryQuery, HistoryRow } from '../../electron/core/ledger/types';
import { cents } from '../../electron/common/model/money';
import type { Order } from '../../electron/common/model/order';
import { msg } from '../../electron/common/messages/catalogue';
import { TENANT, TestClock, line, makeOrder, note, record, refusal, tempDir } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());

let clock: TestClock;
let ledger: Ledger;
let path: string;
let fileNumber = 0;
beforeEach(() => {
  clock = new TestClock();
  path = dir.path(`history-${++fileNumber}.sqlite`);
  ledger = Ledger.open(path, { now: clock.now });
});
afterEach(() => ledger.close());

const ids = (query: HistoryQuery) => ledger.history(query).rows.map((row) => row.id);

function client(firstName: string, lastName: string): Order['client'] {
  return { id: 'c', firstName, lastName, email: '', mobilePhone: '', phone: null };
}

/** Six orders a minute apart, newest last: different shops, types, states, due dates, names and products. */
function seedVariety() {
  const add = (order: Order, shopId: number, printers: readonly string[] = ['counter']) => {
    clock.advance(60_000);
    record(ledger, order, printers, shopId);
  };
  add(
    makeOrder('zoe', {
      client: client('Zoë', 'Verstraeten'),
      orderNumber: '12',
      due: { date: '2026-03-02', time: '10:00:00' },
    }),
    1,
  );
  add(
    makeOrder('cake', {
      client: client('Jan', 'Claes'),
      orderNumber: '112',
      type: 'delivery',
      due: { date: '2026-03-03', time: '17:00:00' },
      lines: [
        line('Verjaardagstaart chocolade', {
          options: [
            {
              name: 'Tekstplaatje',
              pluCode: 'T',
              qty: 1,
              total: cents(250),
              type: 'text',
              meta: 'Proficiat Anaïs!',
            },
          ],
        }),
      ],
    }),
    2,
  );
  add(
    makeOrder('percent', {
      client: client('100%', 'Zeker'),
      orderNumber: '3',
      due: { date: '2026-03-04', time: '08:00:00' },
    }),
    1,
  );
  add(
    makeOrder('coolbox', {
      client: client('ZOE', 'Maes'),
      orderNumber: '4',
      type: 'pick_up_coolbox',
      due: { date: '2026-03-05', time: '09:00:00' },
    }),
    2,
  );
  add(
    makeOrder('held', {
      client: client('Piet', 'Janssens'),
      orderNumber: '5',
      due: { date: '2026-03-03', time: '12:00:00' },
    }),
    1,
    [],
  );
  clock.advance(60_000);
  ledger.recordUndecodable({
    tenant: TENANT,
    shopId: 1,
    id: 'broken',
    raw: '{"client":{"first_name":"Zoë"},"total":"?"}',
    reason: note('total is not an amount'),
  });
}

describe('history rows', () => {
  it('shows each order’s list columns, newest first', () => {
    seedVariety();
    const { rows, nextCursor } = ledger.history({});
    expect(rows.map((row) => row.id)).toEqual(['broken', 'held', 'coolbox', 'percent', 'cake', 'zoe']);
    expect(nextCursor).toBeNull();
    expect(rows.find((row) => row.id === 'cake')).toEqual<HistoryRow>({
      id: 'cake',
      shopId: 2,
      state: 'waiting',
      reason: null,
      type: 'delivery',
      orderNumber: '112',
      clientName: 'Jan Claes',
      dueDate: '2026-03-03',
      dueTime: '17:00:00',
      total: 1250,
      firstSeenAt: new Date(Date.UTC(2026, 2, 1, 8, 2, 0)),
      printedAt: null,
      confirmedAt: null,
      collectedAt: null,
      reprints: 0,
      possibleDuplicate: false,
      lateChange: null,
    });
    expect(rows[0]).toMatchObject({
      id: 'broken',
      type: null,
      clientName: 'Zoë',
      orderNumber: null,
      total: null,
      state: 'held',
      reason: note('total is not an amount'),
    });
    expect(rows.find((row) => row.id === 'held')!.reason).toEqual(
      msg('order.no-printer', { shop: 'Bakkerij', shopId: 1 }),
    );
  });

  it('counts reprints and shows a possible duplicate', () => {
    record(ledger, makeOrder('o-1'));
    const [job] = ledger.jobsOf('o-1');
    ledger.startJob(job!.id);
    ledger.jobFailed(job!.id, note('Connection lost mid-job'), true);
    ledger.addReprint('o-1', 'counter');
    ledger.addReprint('o-1', 'kitchen');
    expect(ledger.history({}).rows[0]).toMatchObject({ reprints: 2, possibleDuplicate: true });
  });
});

describe('history filters', () => {
  beforeEach(seedVariety);

  it('filters on each field alone', () => {
    expect(ids({ shopId: 2 })).toEqual(['coolbox', 'cake']);
    expect(ids({ type: 'pick_up' })).toEqual(['held', 'percent', 'zoe']);
    expect(ids({ type: 'pick_up_coolbox' })).toEqual(['coolbox']);
    expect(ids({ state: 'held' })).toEqual(['broken', 'held']);
    expect(ids({ dueFrom: '2026-03-03' })).toEqual(['held', 'coolbox', 'percent', 'cake']);
    expect(ids({ dueTo: '2026-03-03' })).toEqual(['held', 'cake', 'zoe']);
    expect(ids({ dueFrom: '2026-03-03', dueTo: '2026-03-03' })).toEqual(['held', 'cake']);
  });

  it('combines filters with AND', () => {
    expect(ids({ shopId: 1, state: 'held' })).toEqual(['broken', 'held']);
    expect(ids({ shopId: 1, dueFrom: '2026-03-03', type: 'pick_up' })).toEqual(['held', 'percent']);
    expect(ids({ shopId: 2, text: 'zoe' })).toEqual(['coolbox']);
    expect(ids({ shopId: 2, text: 'zoe', state: 'held' })).toEqual([]);
  });

  it('finds a name with or without its accents, in any case', () => {
    expect(ids({ text: 'zoe' })).toEqual(['broken', 'coolbox', 'zoe']);
    expect(ids({ text: 'Zoë' })).toEqual(['broken', 'coolbox', 'zoe']);
    expect(ids({ text: 'ZOË VERST' })).toEqual(['zoe']);
    expect(ids({ text: 'verstraeten zoe' })).toEqual(['zoe']);
    expect(ids({ text: 'anais' })).toEqual(['cake']);
    expect(ids({ text: '  claes ' })).toEqual(['cake']);
  });

  it('treats a short query as an order number or the start of a name', () => {
    expect(ids({ text: '12' })).toEqual(['zoe']);
    expect(ids({ text: '3' })).toEqual(['percent']);
    expect(ids({ text: 'z' })).toEqual(['broken', 'coolbox', 'zoe']);
    expect(ids({ text: 'Zö' })).toEqual(['broken', 'coolbox', 'zoe']);
    expect(ids({ text: '10' })).toEqual(['percent']);
    expect(ids({ text: '%' })).toEqual([]);
    expect(ids({ text: '_' })).toEqual([]);
    expect(ids({ text: '112' })).toEqual(['cake']);
  });

  it('finds an order as its slip heads it: the order type in any language and the number, in any order', () => {
    // What the receipt prints ("AFHALEN 12", "RETRAIT 12") and what the window shows ("Afhalen 12").
    for (const text of [
      'Afhalen 12',
      'AFHALEN 12',
      '12 afhalen',
      'Retrait 12',
      'À emporter 12',
      'Pick-up 12',
    ])
      expect(ids({ text }), text).toEqual(['zoe']);
    expect(ids({ text: 'Levering 112' })).toEqual(['cake']);
    expect(ids({ text: 'LIVRAISON 112' })).toEqual(['cake']);
    expect(ids({ text: 'Koelbox 4' })).toEqual(['coolbox']);
    expect(ids({ text: 'box frigo 4' })).toEqual(['coolbox']);
    // The type is what the slip says: a number of another type is not it.
    expect(ids({ text: 'Levering 12' })).toEqual([]);
    expect(ids({ text: 'Afhalen 4' })).toEqual([]);
    // A type with a name, and a type alone.
    expect(ids({ text: 'afhalen verstraeten' })).toEqual(['zoe']);
    expect(ids({ text: 'Levering' })).toEqual(['cake']);
    // A type's word inside a longer word is no type.
    expect(ids({ text: 'Afhalenx 12' })).toEqual([]);
  });

  it('finds products and plate texts anywhere in them', () => {
    expect(ids({ text: 'taart' })).toEqual(['cake']);
    expect(ids({ text: 'CHOCO' })).toEqual(['cake']);
    expect(ids({ text: 'tekstplaat' })).toEqual(['cake']);
    expect(ids({ text: 'proficiat anais' })).toEqual(['cake']);
    expect(ids({ text: 'pistolet' })).toEqual(['held', 'coolbox', 'percent', 'zoe']);
  });

  it('takes quotes and search operators in a query as plain text', () => {
    expect(ids({ text: '"zoe' })).toEqual([]);
    expect(ids({ text: 'zoe OR jan' })).toEqual([]);
    expect(ids({ text: 'taart*' })).toEqual([]);
    expect(ids({ text: '100%' })).toEqual(['percent']);
  });

  it('refuses a cursor it did not give out', () => {
    expect(() => ledger.history({ cursor: 'not-a-cursor' })).toThrow(refusal('order.history-cursor-stale'));
    const arrival = ledger.history({ limit: 1 }).nextCursor!;
    const due = ledger.history({ limit: 1, sort: 'due' }).nextCursor!;
    expect(() => ledger.history({ cursor: arrival, sort: 'due' })).toThrow(
      refusal('order.history-cursor-stale'),
    );
    expect(() => ledger.history({ cursor: due })).toThrow(refusal('order.history-cursor-stale'));
  });
});

/** Records `count` orders in one transaction, several per millisecond so paging must break ties by id. */
function bulk(count: number) {
  ledger.batch(() => {
    for (let n = 0; n < count; n++) {
      if (n % 3 === 0) clock.advance(1);
      const id = `o-${String((n * 7919) % count).padStart(5, '0')}`;
      record(ledger, makeOrder(id, { orderNumber: String(n) }), ['counter'], (n % 4) + 1);
    }
  });
}

describe('history paging', () => {
  it('pages through 1,234 orders, each exactly once, newest first', () => {
    bulk(1234);
    const expected = ledger
      .history({ limit: 500 })
      .rows.concat(ledger.history({ limit: 500, cursor: ledger.history({ limit: 500 }).nextCursor! }).rows);
    expect(expected).toHaveLength(1000);

    const seen: HistoryRow[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = ledger.history({ limit: 100, ...(cursor === undefined ? {} : { cursor }) });
      expect(page.rows.length).toBe(pages < 12 ? 100 : 34);
      seen.push(...page.rows);
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor !== undefined);
    expect(pages).toBe(13);
    expect(new Set(seen.map((row) => row.id)).size).toBe(1234);
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!];
      const newerFirst = a.firstSeenAt > b.firstSeenAt || (+a.firstSeenAt === +b.firstSeenAt && a.id > b.id);
      expect(newerFirst, `${a.id} before ${b.id}`).toBe(true);
    }
    expect(seen.slice(0, 1000).map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

  it('pages a filtered list, and uses 50 rows by default and 500 at most', () => {
    bulk(1234);
    expect(ledger.history({}).rows).toHaveLength(50);
    expect(ledger.history({ limit: 10_000 }).rows).toHaveLength(500);
    const shop3: string[] = [];
    let cursor: string | undefined;
    do {
      const page = ledger.history({ shopId: 3, limit: 40, ...(cursor === undefined ? {} : { cursor }) });
      shop3.push(...page.rows.map((row) => row.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    expect(shop3).toHaveLength(308);
    expect(new Set(shop3).size).toBe(308);
  });
});

describe('text search over many matches', () => {
  it('pages through thousands of matching orders in order, alone and with other filters', () => {
    bulk(2_100);
    ledger.batch(() => {
      for (let n = 0; n < 30; n++) {
        clock.advance(1);
        record(ledger, makeOrder(`bread-${n}`, { lines: [line('Volkorenbrood')] }), ['counter'], (n % 4) + 1);
      }
    });
    const walk = (query: HistoryQuery) => {
      const rows: HistoryRow[] = [];
      let cursor: string | undefined;
      do {
        const page = ledger.history({ ...query, limit: 300, ...(cursor === undefined ? {} : { cursor }) });
        rows.push(...page.rows);
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      return rows.map((row) => row.id);
    };
    const everything = walk({});
    const pistolets = walk({ text: 'Pistolet' });
    expect(pistolets).toHaveLength(2_100);
    expect(pistolets).toEqual(everything.filter((id) => id.startsWith('o-')));
    expect(walk({ text: 'pistolet', shopId: 2 })).toEqual(
      walk({ shopId: 2 }).filter((id) => id.startsWith('o-')),
    );
    expect(walk({ text: 'volkoren' })).toEqual(everything.filter((id) => id.startsWith('bread-')));
  });
});

describe('purging', () => {
  it('deletes old finished orders with their jobs, events and search text, and keeps open ones', () => {
    const finish = (id: string, how: 'confirmed' | 'handled' | 'gone') => {
      record(ledger, makeOrder(id, { client: client('Oud', 'Klant') }));
      if (how === 'gone') return ledger.markGone(id, note('cancelled'));
      if (how === 'handled') {
        ledger.markHandled(id, note('by hand'));
        return ledger.markConfirmed(id, note('confirmed after a person handled it'));
      }
      const [job] = ledger.jobsOf(id);
      ledger.startJob(job!.id);
      ledger.jobPrinted(job!.id, 'verified', note('ok'));
      ledger.markConfirmed(id, note('ok'));
    };
    finish('old-confirmed', 'confirmed');
    finish('old-handled', 'handled');
    finish('old-gone', 'gone');
    record(ledger, makeOrder('old-waiting'));
    record(ledger, makeOrder('old-printed'), ['kitchen']);
    const [kitchen] = ledger.jobsOf('old-printed');
    ledger.startJob(kitchen!.id);
    ledger.jobPrinted(kitchen!.id, 'verified', note('ok'));
    record(ledger, makeOrder('old-held'), []);
    // Handled but not yet confirmed: the service still lists it, so forgetting it would print it.
    record(ledger, makeOrder('old-handled-unconfirmed'));
    ledger.markHandled('old-handled-unconfirmed', note('by hand'));
    clock.advance(31 * 24 * 60 * 60 * 1000);
    finish('new-confirmed', 'confirmed');

    expect(ledger.purgeOlderThan(30)).toBe(3);
    expect(
      ledger
        .history({})
        .rows.map((row) => row.id)
        .sort(),
    ).toEqual(['new-confirmed', 'old-handled-unconfirmed', 'old-held', 'old-printed', 'old-waiting'].sort());
    expect(ledger.timeline('old-confirmed')).toEqual([]);
    expect(ledger.jobsOf('old-confirmed')).toEqual([]);
    expect(ids({ text: 'oud klant' })).toEqual(['new-confirmed']);
    expect(ledger.purgeOlderThan(30)).toBe(0);
    expect(() => ledger.purgeOlderThan(-1)).toThrow(RangeError);

    ledger.close();
    const db = new DatabaseSync(path);
    const count = (sql: string) => db.prepare(sql).get()?.['n'];
    expect(
      count(
        "SELECT count(*) AS n FROM jobs WHERE order_id LIKE 'old-%' AND order_id NOT IN ('old-waiting', 'old-printed', 'old-held', 'old-handled-unconfirmed')",
      ),
    ).toBe(0);
    expect(
      count(
        "SELECT count(*) AS n FROM events WHERE order_id IN ('old-confirmed', 'old-handled', 'old-gone')",
      ),
    ).toBe(0);
    expect(count('SELECT count(*) AS n FROM order_payloads')).toBe(5);
    expect(count("SELECT count(*) AS n FROM order_keys WHERE key LIKE 'id:old-%'")).toBe(4);
    expect(count('SELECT count(*) AS n FROM order_search WHERE order_search MATCH \'"oud klant"\'')).toBe(1);
    db.close();
    ledger = Ledger.open(path, { now: clock.now });
  });
});
