/**
 * The ledger's schema, as numbered steps. `PRAGMA user_version` says how many have run; opening the
 * file runs the missing ones in one transaction. Never edit a step that has shipped: add a new one.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Order } from '../../common/model/order';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { searchKeys } from './search-text';
import { atomically } from './sqlite';

/**
 * Set (in `meta`) by a migration whose freed pages only a VACUUM gives back; Ledger.open runs that
 * VACUUM once, outside the migration's transaction, and removes the note.
 */
export const UPGRADE_VACUUM_KEY = 'vacuum-after-upgrade';

/** SQL, or (when rows must be derived the way the code derives them) a function of the database. */
export type Migration = string | ((db: DatabaseSync) => void);

export const MIGRATIONS: readonly Migration[] = [
  // 1: orders, their print jobs and timeline, the history search index, the engine's notes.
  `
  CREATE TABLE orders (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    tenant TEXT NOT NULL,
    shop_id INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('waiting', 'printed', 'confirmed', 'held', 'handled', 'gone')),
    reason TEXT,
    type TEXT,
    order_number TEXT,
    client_name TEXT NOT NULL,
    client_folded TEXT NOT NULL,
    due_date TEXT,
    due_time TEXT,
    total_cents INTEGER,
    paid_at TEXT,
    first_seen_at INTEGER NOT NULL,
    printed_at INTEGER,
    confirmed_at INTEGER,
    confirm_attempts INTEGER NOT NULL DEFAULT 0,
    next_confirm_at INTEGER
  );
  CREATE INDEX orders_by_first_seen ON orders (first_seen_at, id);
  CREATE INDEX orders_by_shop ON orders (shop_id, first_seen_at, id);
  CREATE INDEX orders_by_state ON orders (state, first_seen_at, id);
  CREATE INDEX orders_by_due ON orders (due_date);

  -- The payloads live apart so the rows the history list scans stay small.
  CREATE TABLE order_payloads (
    order_seq INTEGER PRIMARY KEY REFERENCES orders (seq) ON DELETE CASCADE,
    order_json TEXT,
    raw TEXT NOT NULL
  );

  CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    printer_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('auto', 'reprint')),
    state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'printed', 'cancelled')),
    possible_duplicate INTEGER NOT NULL DEFAULT 0,
    attempts INTEGER NOT NULL DEFAULT 0,
    verified INTEGER,
    created_at INTEGER NOT NULL,
    finished_at INTEGER
  );
  CREATE INDEX jobs_by_order ON jobs (order_id, id);
  CREATE INDEX jobs_pending ON jobs (printer_id) WHERE state = 'pending';
  CREATE INDEX jobs_sending ON jobs (id) WHERE state = 'sending';

  CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    at INTEGER NOT NULL,
    kind TEXT NOT NULL,
    printer_id TEXT,
    detail TEXT NOT NULL
  );
  CREATE INDEX events_by_order ON events (order_id, id);

  -- Folded text (see search-text.ts), rowid = orders.seq. Contentless: the text is only searched.
  CREATE VIRTUAL TABLE order_search USING fts5 (body, content = '', contentless_delete = 1, tokenize = 'trigram');
  CREATE TRIGGER orders_leave_search AFTER DELETE ON orders BEGIN
    DELETE FROM order_search WHERE rowid = old.seq;
  END;

  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  `,
  // 2: why an order is held, as a code (and the printer a question is about); whether a job printed
  // without proof may count (its printer is trusted to print unverified, or a person saw the paper).
  `
  ALTER TABLE orders ADD COLUMN hold_code TEXT;
  ALTER TABLE orders ADD COLUMN hold_printer TEXT;
  ALTER TABLE jobs ADD COLUMN trusted INTEGER NOT NULL DEFAULT 0;
  UPDATE orders SET hold_code = CASE WHEN order_number IS NULL AND type IS NULL THEN 'undecodable' ELSE 'other' END
    WHERE state = 'held';
  `,
  // 3: what a person has in hand, found exactly (ids, phone numbers, payment references: see
  // searchKeys), filled in for the orders already kept; the due moment as one sortable key, orders
  // without one last.
  (db) => {
    db.exec(`
    CREATE TABLE order_keys (
      key TEXT NOT NULL,
      order_seq INTEGER NOT NULL REFERENCES orders (seq) ON DELETE CASCADE,
      PRIMARY KEY (key, order_seq)
    ) WITHOUT ROWID;
    CREATE INDEX order_keys_by_order ON order_keys (order_seq);
    ALTER TABLE orders ADD COLUMN due_key TEXT
      GENERATED ALWAYS AS (coalesce(due_date || ' ' || due_time, '~')) VIRTUAL;
    CREATE INDEX orders_by_due_key ON orders (due_key, id);
    CREATE INDEX orders_by_shop_due_key ON orders (shop_id, due_key, id);
    `);
    const insert = db.prepare('INSERT OR IGNORE INTO order_keys (key, order_seq) VALUES (?, ?)');
    const rows = db
      .prepare('SELECT o.seq, o.id, p.order_json FROM orders o JOIN order_payloads p ON p.order_seq = o.seq')
      .iterate();
    for (const row of rows) {
      const json = row['order_json'];
      // Written by this ledger from a decoded Order.
      const order = typeof json === 'string' ? (JSON.parse(json) as Order) : null;
      for (const key of searchKeys(String(row['id']), order)) insert.run(key, Number(row['seq']));
    }
  },
  // 4: the last name of every printer ever set up, so an order's history names a printer that was
  // removed since by its name, not its internal id.
  `
  CREATE TABLE printer_names (
    printer_id TEXT PRIMARY KEY,
    name TEXT NOT NULL
  ) WITHOUT ROWID;
  `,
  // 5: the shop's day. When a person marked an order collected; the scheduled prints that are not an
  // order's receipt (a day's bake list, a "due today" slip), each remembered by a key naming what and
  // for which day, so a schedule runs once per day across restarts and sleep.
  `
  ALTER TABLE orders ADD COLUMN collected_at INTEGER;
  CREATE TABLE day_prints (
    key TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('bake-list', 'due-slip')),
    printer_id TEXT NOT NULL,
    order_id TEXT,
    day TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'printed', 'failed', 'dropped')),
    possible_duplicate INTEGER NOT NULL DEFAULT 0,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    finished_at INTEGER,
    detail TEXT
  ) WITHOUT ROWID;
  CREATE INDEX day_prints_open ON day_prints (state, created_at) WHERE state IN ('pending', 'sending');
  `,
  // 6: one copy of each payload. A decoded order keeps only its decoded JSON; the service's raw JSON is
  // kept only for an order that could not be decoded (order_json NULL), the one case a person reads it.
  // SQLite cannot relax a NOT NULL column in place: the table is rebuilt. The rows copied still take
  // their old pages until the file is vacuumed: Ledger.open does that once, after this step (see
  // UPGRADE_VACUUM_KEY), and turns incremental vacuum on at the same time.
  `
  CREATE TABLE order_payloads_6 (
    order_seq INTEGER PRIMARY KEY REFERENCES orders (seq) ON DELETE CASCADE,
    order_json TEXT,
    raw TEXT,
    CHECK (order_json IS NOT NULL OR raw IS NOT NULL)
  );
  INSERT INTO order_payloads_6 (order_seq, order_json, raw)
    SELECT order_seq, order_json, CASE WHEN order_json IS NULL THEN raw END FROM order_payloads;
  DROP TABLE order_payloads;
  ALTER TABLE order_payloads_6 RENAME TO order_payloads;
  INSERT INTO meta (key, value) VALUES ('${UPGRADE_VACUUM_KEY}', '6')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
  `,
  // 7: every later version of an order's content, as a late-change check read it from the service
  // (version 1 is the payload that printed, in order_payloads, and stays as it printed). order_json NULL:
  // the service no longer knew the order (404). Only what changed what is made is kept as a version.
  `
  CREATE TABLE order_versions (
    order_seq INTEGER NOT NULL REFERENCES orders (seq) ON DELETE CASCADE,
    version INTEGER NOT NULL CHECK (version >= 2),
    seen_at INTEGER NOT NULL,
    order_json TEXT,
    PRIMARY KEY (order_seq, version)
  ) WITHOUT ROWID;
  `,
];

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get();
  const version = row?.['user_version'];
  return typeof version === 'number' ? version : 0;
}

/** Brings the file up to this code's schema; refuses a file written by a newer OrderSlip. */
export function migrate(db: DatabaseSync, path: string, steps: readonly Migration[] = MIGRATIONS): void {
  const refuseNewer = (version: number): void => {
    if (version > steps.length) {
      throw new MessageError(msg('order.ledger-too-new', { path, version, known: steps.length }));
    }
  };
  refuseNewer(schemaVersion(db));
  if (schemaVersion(db) === steps.length) return;
  atomically(db, () => {
    // Read again under the write lock: another process may have migrated meanwhile.
    const version = schemaVersion(db);
    refuseNewer(version);
    for (const step of steps.slice(version)) {
      if (typeof step === 'string') db.exec(step);
      else step(db);
    }
    db.exec(`PRAGMA user_version = ${steps.length}`);
  });
}
