/**
 * One copy of each payload (migration 6) and a file that gives freed space back: a ledger written by
 * the five-step schema is upgraded, stays readable and shrinks; new files use incremental vacuum.
 */
import { statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger/ledger';
import {
  MIGRATIONS,
  UPGRADE_VACUUM_KEY,
  migrate,
  schemaVersion,
} from '../../electron/core/ledger/migrations';
import { clientName, fold, searchKeys, searchText } from '../../electron/core/ledger/search-text';
import type { Order } from '../../electron/common/model/order';
import { TENANT, TestClock, line, makeOrder, note, record, tempDir } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());

const DAY_MS = 24 * 60 * 60 * 1000;

/** As openDatabase made a file before version 6: 8 KiB pages, WAL, no auto-vacuum. */
function openAsBefore(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA page_size = 8192');
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/** The JSON as the service sent it: the wire's field names, about as long as the decoded JSON. */
function wireJson(order: Order): string {
  return JSON.stringify({
    id: order.id,
    order_type: order.type,
    order_number: order.orderNumber,
    payment_reference: order.paymentReference,
    client: {
      first_name: order.client.firstName,
      last_name: order.client.lastName,
      email: order.client.email,
    },
    order_lines: order.lines.map((orderLine) => ({
      product_name: orderLine.product,
      plu_code: orderLine.pluCode,
      quantity: orderLine.qty,
      unit: orderLine.unit,
      total: orderLine.total,
    })),
    remarks: order.remarks,
    shop: order.shop,
  });
}

/** One order as a version-5 ledger kept it: both copies of the payload, its search text and keys. */
function writeAsVersion5(db: DatabaseSync, order: Order, firstSeenAt: number): void {
  const name = clientName(order);
  const row = db
    .prepare(
      `INSERT INTO orders (id, tenant, shop_id, state, type, order_number, client_name, client_folded, due_date,
        due_time, total_cents, paid_at, first_seen_at, printed_at, confirmed_at)
      VALUES (?, ?, 1, 'confirmed', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`,
    )
    .get(
      order.id,
      TENANT,
      order.type,
      order.orderNumber,
      name,
      fold(name),
      order.due.date,
      order.due.time,
      order.total,
      `${order.paidAt.date} ${order.paidAt.time}`,
      firstSeenAt,
      firstSeenAt + 1_000,
      firstSeenAt + 2_000,
    );
  const seq = Number(row?.['seq']);
  db.prepare('INSERT INTO order_payloads (order_seq, order_json, raw) VALUES (?, ?, ?)').run(
    seq,
    JSON.stringify(order),
    wireJson(order),
  );
  db.prepare('INSERT INTO order_search (rowid, body) VALUES (?, ?)').run(seq, searchText(order));
  for (const key of searchKeys(order.id, order)) {
    db.prepare('INSERT INTO order_keys (key, order_seq) VALUES (?, ?)').run(key, seq);
  }
}

/** One order version 5 could not decode: held, its raw JSON its only payload. */
function writeUndecodableAsVersion5(db: DatabaseSync, id: string, raw: string, firstSeenAt: number): void {
  const row = db
    .prepare(
      `INSERT INTO orders (id, tenant, shop_id, state, reason, hold_code, client_name, client_folded, first_seen_at)
      VALUES (?, ?, 1, 'held', 'could not be read', 'undecodable', '', '', ?) RETURNING seq`,
    )
    .get(id, TENANT, firstSeenAt);
  const seq = Number(row?.['seq']);
  db.prepare('INSERT INTO order_payloads (order_seq, order_json, raw) VALUES (?, NULL, ?)').run(seq, raw);
  for (const key of searchKeys(id, null)) {
    db.prepare('INSERT INTO order_keys (key, order_seq) VALUES (?, ?)').run(key, seq);
  }
}

const pragma = (path: string, name: string): number => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return Number(db.prepare(`PRAGMA ${name}`).get()?.[name]);
  } finally {
    db.close();
  }
};

const count = (path: string, sql: string): number => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return Number(db.prepare(sql).get()?.['n']);
  } finally {
    db.close();
  }
};

function someOrders(n: number): Order[] {
  return Array.from({ length: n }, (_, i) =>
    makeOrder(`order-${String(i).padStart(4, '0')}`, {
      client: { ...makeOrder('x').client, firstName: `Jeanne${i}`, lastName: 'Peeters' },
      orderNumber: String(i),
      remarks: `Graag gesneden, ${'en goed doorbakken '.repeat(10)}`,
      lines: [line('Pistolets'), line('Volkorenbrood'), line('Taart', { options: [] })],
    }),
  );
}

describe('one copy of each payload', () => {
  it('keeps only the decoded JSON of a decoded order, and only the raw JSON of one that could not be decoded', () => {
    const path = dir.path('new-file.sqlite');
    const ledger = Ledger.open(path, { now: new TestClock().now });
    const recorded = record(ledger, makeOrder('good-1')).entry;
    const broken = ledger.recordUndecodable({
      tenant: TENANT,
      shopId: 1,
      id: 'bad-1',
      raw: '{"id":"bad-1","order_type":"teleport"}',
      reason: note('wrong order_type'),
    }).entry;
    expect(recorded.order).toEqual(makeOrder('good-1'));
    expect(recorded.raw).toBeNull();
    expect(ledger.getOrder('good-1')).toMatchObject({ order: makeOrder('good-1'), raw: null });
    expect(broken).toMatchObject({ order: null, raw: '{"id":"bad-1","order_type":"teleport"}' });
    ledger.close();

    expect(count(path, 'SELECT count(*) AS n FROM order_payloads WHERE raw IS NOT NULL')).toBe(1);
    expect(count(path, 'SELECT count(*) AS n FROM order_payloads WHERE order_json IS NOT NULL')).toBe(1);
    // Neither copy is no payload: the schema refuses it.
    const db = new DatabaseSync(path);
    db.exec('PRAGMA foreign_keys = ON');
    expect(() => db.prepare('UPDATE order_payloads SET raw = NULL WHERE order_json IS NULL').run()).toThrow(
      /CHECK constraint failed/,
    );
    db.close();
  });

  it('upgrades a file written by the five-step schema: every order readable, the raw JSON kept where it is the only copy, the file smaller', () => {
    const path = dir.path('version-5.sqlite');
    const old = openAsBefore(path);
    migrate(old, path, MIGRATIONS.slice(0, 5));
    const orders = someOrders(400);
    const start = Date.UTC(2026, 1, 1);
    old.exec('BEGIN');
    orders.forEach((order, i) => writeAsVersion5(old, order, start + i * 60_000));
    const brokenRaw = '{"id":"bad-1","order_type":"teleport","client":{"first_name":"Zoë"}}';
    writeUndecodableAsVersion5(old, 'bad-1', brokenRaw, start + 500 * 60_000);
    writeUndecodableAsVersion5(old, 'raw:0123', 'not json at all', start + 501 * 60_000);
    old.exec('COMMIT');
    // The second copy: what the upgrade drops.
    const rawCopies = Number(
      old.prepare('SELECT sum(length(raw)) AS n FROM order_payloads WHERE order_json IS NOT NULL').get()?.[
        'n'
      ],
    );
    old.close();
    expect(pragma(path, 'auto_vacuum')).toBe(0);
    const before = statSync(path).size;
    expect(rawCopies).toBeGreaterThan(before / 5);

    const ledger = Ledger.open(path);
    try {
      // The VACUUM wrote the whole file through the WAL; it is emptied at once, not at close.
      expect(statSync(`${path}-wal`).size).toBeLessThan(before / 10);
      for (const order of orders) {
        const entry = ledger.getOrder(order.id);
        expect(entry?.order).toEqual(order);
        expect(entry?.raw).toBeNull();
      }
      expect(ledger.getOrder('bad-1')).toMatchObject({
        order: null,
        raw: brokenRaw,
        holdCode: 'undecodable',
      });
      expect(ledger.getOrder('raw:0123')).toMatchObject({ order: null, raw: 'not json at all' });
      expect(ledger.needsAttention().map((entry) => entry.id)).toEqual(['bad-1', 'raw:0123']);
      // Found as before: by text, by id, newest first.
      expect(ledger.history({ text: 'jeanne123 peeters' }).rows.map((row) => row.id)).toEqual(['order-0123']);
      expect(ledger.history({ text: 'order-0042' }).rows.map((row) => row.id)).toEqual(['order-0042']);
      expect(ledger.history({ limit: 3 }).rows.map((row) => row.id)).toEqual([
        'raw:0123',
        'bad-1',
        'order-0399',
      ]);
      expect(ledger.counts().total).toBe(402);
    } finally {
      ledger.close();
    }

    const db = new DatabaseSync(path, { readOnly: true });
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expect(db.prepare('SELECT count(*) AS n FROM order_payloads WHERE raw IS NOT NULL').get()?.['n']).toBe(2);
    expect(db.prepare('SELECT count(*) AS n FROM meta WHERE key = ?').get(UPGRADE_VACUUM_KEY)?.['n']).toBe(0);
    db.close();
    // The upgrade's VACUUM gave the raw copies' pages back and turned incremental vacuum on.
    expect(pragma(path, 'auto_vacuum')).toBe(2);
    expect(pragma(path, 'freelist_count')).toBe(0);
    // Smaller by (nearly) all of the second copies, not only by the free pages of a rebuilt table.
    expect(before - statSync(path).size).toBeGreaterThan(rawCopies * 0.8);
  });

  it('runs the VACUUM an upgrade still owes at the next open (one that did not get to it)', () => {
    const path = dir.path('vacuum-owed.sqlite');
    const old = openAsBefore(path);
    migrate(old, path, MIGRATIONS.slice(0, 5));
    old.exec('BEGIN');
    someOrders(100).forEach((order, i) => writeAsVersion5(old, order, Date.UTC(2026, 1, 1) + i * 60_000));
    old.exec('COMMIT');
    // Migrated, then the process stopped before the VACUUM that follows it.
    migrate(old, path);
    old.close();
    expect(pragma(path, 'auto_vacuum')).toBe(0);
    expect(pragma(path, 'freelist_count')).toBeGreaterThan(0);
    const owed = statSync(path).size;

    Ledger.open(path).close();
    expect(pragma(path, 'auto_vacuum')).toBe(2);
    expect(pragma(path, 'freelist_count')).toBe(0);
    expect(statSync(path).size).toBeLessThan(owed);
    expect(count(path, `SELECT count(*) AS n FROM meta WHERE key = '${UPGRADE_VACUUM_KEY}'`)).toBe(0);
  });

  it('makes a new file with incremental vacuum, and opening it again does not vacuum it', () => {
    const path = dir.path('incremental.sqlite');
    Ledger.open(path).close();
    expect(pragma(path, 'auto_vacuum')).toBe(2);
    expect(pragma(path, 'page_size')).toBe(8192);
    expect(count(path, `SELECT count(*) AS n FROM meta WHERE key = '${UPGRADE_VACUUM_KEY}'`)).toBe(0);
  });
});

describe('giving freed space back', () => {
  it('shrinks the file after a purge, a few pages per step, once the pages are reclaimed', () => {
    const path = dir.path('reclaim.sqlite');
    const clock = new TestClock();
    let ledger = Ledger.open(path, { now: clock.now });
    ledger.batch(() => {
      for (const order of someOrders(400)) {
        clock.advance(60_000);
        record(ledger, order);
        const [job] = ledger.jobsOf(order.id);
        ledger.startJob(job!.id);
        ledger.jobPrinted(job!.id, 'verified', note('ok'));
        ledger.markConfirmed(order.id, note('ok'));
      }
    });
    clock.advance(100 * DAY_MS);
    record(ledger, makeOrder('recent'));
    ledger.close();
    const full = statSync(path).size;

    ledger = Ledger.open(path, { now: clock.now });
    expect(ledger.purgeOlderThan(90)).toBe(400);
    const free = ledger.freePages();
    expect(free).toBeGreaterThan(20);
    ledger.close();
    // Deleting alone frees pages inside the file; it does not shrink.
    expect(statSync(path).size).toBeGreaterThanOrEqual(full * 0.95);

    ledger = Ledger.open(path, { now: clock.now });
    const steps: number[] = [];
    for (let pages = ledger.reclaimSpace(8); pages > 0; pages = ledger.reclaimSpace(8)) steps.push(pages);
    expect(steps.length).toBeGreaterThan(1);
    expect(Math.max(...steps)).toBeLessThanOrEqual(8);
    expect(steps.reduce((sum, pages) => sum + pages, 0)).toBe(free);
    expect(ledger.freePages()).toBe(0);
    expect(ledger.getOrder('recent')?.order).toEqual(makeOrder('recent'));
    ledger.close();
    expect(statSync(path).size).toBeLessThan(full * 0.5);
  });

  it('refuses a step of no pages, and has nothing to do once no page is free', () => {
    const ledger = Ledger.open(':memory:');
    expect(() => ledger.reclaimSpace(0)).toThrow(RangeError);
    while (ledger.reclaimSpace(10) > 0);
    expect(ledger.freePages()).toBe(0);
    expect(ledger.reclaimSpace(10)).toBe(0);
    ledger.close();
  });
});
