import { existsSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger/ledger';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import { MIGRATIONS, migrate, schemaVersion } from '../../electron/core/ledger/migrations';
import { TestClock, makeOrder, record, refusal, tempDir } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());

describe('surviving a crash', () => {
  it('reopens a job left sending as pending, marked possible duplicate, with the story in the timeline', () => {
    const path = dir.path('crash/ledger.sqlite');
    const clock = new TestClock();
    const before = Ledger.open(path, { now: clock.now });
    record(before, makeOrder('o-1'), ['counter', 'kitchen']);
    const [counter, kitchen] = before.jobsOf('o-1');
    before.startJob(counter!.id);
    // The process dies here: no jobPrinted, no jobFailed.
    before.close();

    clock.advance(120_000);
    const after = Ledger.open(path, { now: clock.now });
    after.setPrinterNames(new Map([['counter', 'Counter']]));
    try {
      const recovered = after.recoverInterruptedJobs();
      expect(recovered).toHaveLength(1);
      expect(recovered[0]).toMatchObject({
        id: counter!.id,
        orderId: 'o-1',
        printerId: 'counter',
        state: 'pending',
        possibleDuplicate: true,
        attempts: 1,
      });
      expect(after.jobsOf('o-1')[1]).toMatchObject({
        id: kitchen!.id,
        state: 'pending',
        possibleDuplicate: false,
      });
      expect(after.timeline('o-1').at(-1)).toEqual({
        at: clock.now(),
        kind: 'crash-recovered',
        printerId: 'counter',
        detail: msg('order.interrupted', { printer: 'Counter' }),
      });
      expect(after.recoverInterruptedJobs()).toEqual([]);
      expect(after.pendingJobs('counter')[0]).toMatchObject({ id: counter!.id, possibleDuplicate: true });
      expect(after.getOrder('o-1')!.state).toBe('waiting');
    } finally {
      after.close();
    }
  });

  it('keeps every committed change across close and open', () => {
    const path = dir.path('reopen.sqlite');
    const first = Ledger.open(path);
    record(first, makeOrder('o-1'));
    first.setMeta('confirm-method', 'PUT');
    first.close();
    first.close();
    const second = Ledger.open(path);
    expect(second.getOrder('o-1')!.order).toEqual(makeOrder('o-1'));
    expect(second.getMeta('confirm-method')).toBe('PUT');
    second.close();
  });

  it('creates missing parent folders and works in memory', () => {
    const path = dir.path('a/b/c/ledger.sqlite');
    Ledger.open(path).close();
    expect(existsSync(path)).toBe(true);
    const memory = Ledger.open(':memory:');
    record(memory, makeOrder('o-1'));
    expect(memory.counts().total).toBe(1);
    memory.close();
  });

  it('leaves the file in WAL mode, so the window can read while the engine writes', () => {
    const path = dir.path('pragmas.sqlite');
    Ledger.open(path).close();
    const db = new DatabaseSync(path);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });
});

describe('migrations', () => {
  it('builds the schema in an empty file and records its version', () => {
    const path = dir.path('empty.sqlite');
    new DatabaseSync(path).close();
    const ledger = Ledger.open(path);
    ledger.close();
    const db = new DatabaseSync(path);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'order_search_%' ORDER BY name",
      )
      .all()
      .map((row) => row['name']);
    expect(tables).toEqual([
      'day_prints',
      'events',
      'jobs',
      'meta',
      'order_keys',
      'order_payloads',
      'order_search',
      'order_versions',
      'orders',
      'printer_names',
    ]);
    db.close();
  });

  it('reads what an older version wrote: text reasons and details as they were, its orders found by id, phone and reference', () => {
    const path = dir.path('version-2.sqlite');
    const old = new DatabaseSync(path);
    migrate(old, path, MIGRATIONS.slice(0, 2));
    const order = makeOrder('F5FD7C72-0000-4000-8000-000000000001', {
      client: { ...makeOrder('x').client, mobilePhone: '+32 475 12 34 56' },
      paymentReference: 'tr_Old12345',
    });
    // As version 2 wrote them: English text in the reason and the timeline.
    old
      .prepare(
        `INSERT INTO orders (id, tenant, shop_id, state, reason, hold_code, type, order_number, client_name,
          client_folded, due_date, due_time, first_seen_at) VALUES (?, 't', 1, 'held', ?, 'other', 'pick_up', '7',
          'Jeanne Peeters', 'jeanne peeters', '2026-03-02', '10:30:00', 1)`,
      )
      .run(order.id, 'Paper jam on counter');
    old
      .prepare('INSERT INTO order_payloads (order_seq, order_json, raw) VALUES (1, ?, ?)')
      .run(JSON.stringify(order), '{}');
    old
      .prepare("INSERT INTO events (order_id, at, kind, printer_id, detail) VALUES (?, 1, 'seen', NULL, ?)")
      .run(order.id, 'Received from the ordering service.');
    old.close();

    const ledger = Ledger.open(path);
    try {
      expect(ledger.getOrder(order.id)!.reason).toEqual(verbatim('Paper jam on counter'));
      expect(ledger.getOrder(order.id)!.reason).toEqual({
        code: 'general.text',
        params: { text: 'Paper jam on counter' },
      });
      expect(ledger.timeline(order.id).map((event) => event.detail)).toEqual([
        verbatim('Received from the ordering service.'),
      ]);
      expect(ledger.history({}).rows[0]!.reason).toEqual(verbatim('Paper jam on counter'));
      for (const text of ['#f5fd7c72', '0475/12.34.56', 'TR_OLD12345', order.id.toLowerCase()]) {
        expect(
          ledger.history({ text }).rows.map((row) => row.id),
          text,
        ).toEqual([order.id]);
      }
      expect(ledger.history({ sort: 'due' }).rows.map((row) => row.id)).toEqual([order.id]);
    } finally {
      ledger.close();
    }
  });

  it('runs only the missing steps, in one transaction', () => {
    const db = new DatabaseSync(':memory:');
    const steps = ['CREATE TABLE a (x)', 'CREATE TABLE b (x)'];
    migrate(db, 'test', steps.slice(0, 1));
    expect(schemaVersion(db)).toBe(1);
    migrate(db, 'test', steps);
    expect(schemaVersion(db)).toBe(2);
    expect(() => migrate(db, 'test', [...steps, 'CREATE TABLE c (x)', 'NOT SQL'])).toThrow();
    // The failed step took the one before it back with it.
    expect(schemaVersion(db)).toBe(2);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name = 'c'").get()).toEqual({ n: 0 });
    db.close();
  });

  it('refuses a ledger written by a newer OrderSlip, and leaves it alone', () => {
    const path = dir.path('future.sqlite');
    const db = new DatabaseSync(path);
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => Ledger.open(path)).toThrow(
      refusal('order.ledger-too-new', { path, version: MIGRATIONS.length + 1, known: MIGRATIONS.length }),
    );
    expect(() => Ledger.open(path)).toThrow(
      new RegExp(
        `written by a newer OrderSlip \\(schema version ${MIGRATIONS.length + 1}; this version knows up to ${MIGRATIONS.length}\\)`,
      ),
    );
    const again = new DatabaseSync(path);
    expect(schemaVersion(again)).toBe(MIGRATIONS.length + 1);
    expect(again.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name = 'orders'").get()).toEqual({
      n: 0,
    });
    again.close();
  });

  it('says which file it could not open when it is not a database', () => {
    const path = dir.path('garbage.sqlite');
    writeFileSync(path, 'this is not a database, just text that is long enough to have a header '.repeat(20));
    expect(() => Ledger.open(path)).toThrow(
      new RegExp(`order ledger ${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} could not be opened`),
    );
    expect(() => Ledger.open(path)).toThrow(refusal('order.ledger-cannot-open', { path, damaged: true }));
  });
});
