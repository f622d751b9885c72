/**
 * Every version of an order's content (migration 7). Version 1 is the payload that printed, kept where
 * it always was (`order_payloads`); a late-change check (`core/changes/`) stores each later version it
 * read from the service, or that the service no longer knew the order, with the timeline entry that
 * says so, in one transaction. The engine never updates these rows, so a process that does not own
 * the data folder (the CLI's `changes`) may add them beside it: see `openForVersions`. The order's own
 * row follows the latest content in the columns the day index reads (type, due date and time: the
 * `due_key` of migration 3), which the engine writes only when it first records the order; the day's
 * lists read the latest content (`ledger/day.ts`).
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Message } from '../../common/messages/catalogue';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import type { Order } from '../../common/model/order';
import type { DayQuery } from '../../common/shop-day/day';
import { checkDay } from './day';
import { openAtThisSchema } from './read-only';
import type { Row } from './rows';
import { atomically } from './sqlite';
import { storeMessage } from './stored-message';

export interface OrderVersion {
  /** 1: as it printed; 2 and on: as a late-change check read it later. */
  readonly version: number;
  /** When OrderSlip read this version from the service. */
  readonly seenAt: Date;
  /** Null: the service no longer knew the order (it answered 404). */
  readonly order: Order | null;
}

/** An order due on a day that printed here, with the version a check compares the service's with. */
export interface PrintedDayOrder {
  readonly id: string;
  readonly shopId: number;
  /** The last version kept: as it printed, or as a check read it since. */
  readonly latest: OrderVersion;
  /** The last version that had content (the latest, unless the service no longer knew it). */
  readonly lastContent: OrderVersion & { readonly order: Order };
}

/** An order whose latest version is that the service no longer knows it, which no person has seen yet. */
export interface UnseenGoneOrder {
  readonly id: string;
  readonly shopId: number;
  /** When a check found it gone. */
  readonly goneAt: Date;
  /** As it last had content: what printed, or what a check read since. */
  readonly lastContent: Order;
}

/** Which unseen gone orders still matter: due on `today` (the shop's day) or later, or found since `foundSince`. */
export interface GoneRelevance {
  readonly today: string;
  readonly foundSince: Date;
}

/** What a check read of one order, to keep as its next version. */
export interface NewVersion {
  readonly seenAt: Date;
  readonly order: Order | null;
  /** The timeline's entry for it: what changed, or that the service no longer knows it. */
  readonly event: { readonly kind: 'content-changed' | 'gone-from-service'; readonly detail: Message };
}

/** The columns of an order and its latest version: version 1 when no later one was kept. */
const PRINTED_COLUMNS = `o.seq, o.id, o.shop_id, o.first_seen_at, p.order_json,
  (SELECT max(version) FROM order_versions WHERE order_seq = o.seq) AS last_version
  FROM orders o JOIN order_payloads p ON p.order_seq = o.seq`;

/** A receipt of it came out here: a printed job (automatic or a reprint) is what this PC printed. */
const PRINTED_HERE = `p.order_json IS NOT NULL
  AND EXISTS (SELECT 1 FROM jobs j WHERE j.order_id = o.id AND j.state = 'printed')`;

export class OrderVersions {
  private readonly sql: {
    readonly printedDue: StatementSync;
    readonly printedDueInShop: StatementSync;
    readonly seqOf: StatementSync;
    readonly first: StatementSync;
    readonly later: StatementSync;
    readonly moveDue: StatementSync;
    readonly insert: StatementSync;
    readonly insertEvent: StatementSync;
    readonly goneUnseen: StatementSync;
    readonly seenSince: StatementSync;
  };

  constructor(private readonly db: DatabaseSync) {
    const sql = (text: string) => db.prepare(text);
    this.sql = {
      printedDue: sql(`SELECT ${PRINTED_COLUMNS}
        WHERE o.due_key >= ?1 AND o.due_key < ?1 || '!' AND ${PRINTED_HERE} ORDER BY o.due_key, o.id`),
      printedDueInShop: sql(`SELECT ${PRINTED_COLUMNS}
        WHERE o.shop_id = ?2 AND o.due_key >= ?1 AND o.due_key < ?1 || '!' AND ${PRINTED_HERE}
        ORDER BY o.due_key, o.id`),
      seqOf: sql('SELECT seq, first_seen_at FROM orders WHERE id = ?'),
      first: sql(`SELECT o.first_seen_at, p.order_json FROM orders o
        JOIN order_payloads p ON p.order_seq = o.seq WHERE o.id = ?`),
      later: sql(`SELECT version, seen_at, order_json FROM order_versions WHERE order_seq = ?
        ORDER BY version`),
      // The day index follows the latest content: an order moved to another day or time is listed there.
      moveDue: sql('UPDATE orders SET type = ?, due_date = ?, due_time = ? WHERE seq = ?'),
      insert: sql('INSERT INTO order_versions (order_seq, version, seen_at, order_json) VALUES (?, ?, ?, ?)'),
      insertEvent: sql(
        'INSERT INTO events (order_id, at, kind, printer_id, detail) VALUES (?, ?, ?, NULL, ?)',
      ),
      // Seen counts only after the latest "gone": an order back on the service and gone again is news.
      goneUnseen: sql(`SELECT o.id, o.shop_id, v.seen_at AS gone_at FROM order_versions v
        JOIN orders o ON o.seq = v.order_seq
        WHERE v.order_json IS NULL
          AND v.version = (SELECT max(version) FROM order_versions w WHERE w.order_seq = v.order_seq)
          AND NOT EXISTS (SELECT 1 FROM events e
            WHERE e.order_id = o.id AND e.kind = 'gone-seen' AND e.at >= v.seen_at)
        ORDER BY o.due_key, o.id`),
      seenSince: sql("SELECT 1 FROM events WHERE order_id = ? AND kind = 'gone-seen' AND at >= ?"),
    };
  }

  /**
   * The orders due on `query.date` (in one shop, or all) of which a receipt printed here and whose
   * content could be read, by due time: what a late-change check reads again.
   */
  printedDue(query: DayQuery): PrintedDayOrder[] {
    const date = checkDay(query.date);
    const rows =
      query.shopId === null
        ? this.sql.printedDue.all(date)
        : this.sql.printedDueInShop.all(date, query.shopId);
    return rows.map((row) => {
      const id = String(row['id']);
      const versions = this.versionsOf(id);
      const latest = versions.at(-1);
      const lastContent = [...versions].reverse().find(hasContent);
      // Version 1 always has content (only decoded orders are selected): both are found.
      if (latest === undefined || lastContent === undefined) throw new Error(`order ${id} has no version`);
      return { id, shopId: Number(row['shop_id']), latest, lastContent };
    });
  }

  /** Every version of the order, the printed one first; empty for an order the ledger does not know. */
  versionsOf(orderId: string): OrderVersion[] {
    const first = this.sql.first.get(orderId);
    if (first === undefined) return [];
    const json = first['order_json'];
    const printed: OrderVersion = {
      version: 1,
      seenAt: new Date(Number(first['first_seen_at'])),
      order: typeof json === 'string' ? parseOrder(json) : null,
    };
    const seq = Number(this.sql.seqOf.get(orderId)?.['seq']);
    return [printed, ...this.sql.later.all(seq).map(toVersion)];
  }

  /** Keeps what a check read as the order's next version, with its timeline entry; returns it. */
  record(orderId: string, next: NewVersion): OrderVersion {
    return atomically(this.db, () => {
      const row = this.sql.seqOf.get(orderId);
      if (row === undefined) throw new MessageError(msg('order.unknown', { id: orderId }));
      const seq = Number(row['seq']);
      const version = this.versionsOf(orderId).length + 1;
      const at = next.seenAt.getTime();
      this.sql.insert.run(seq, version, at, next.order === null ? null : JSON.stringify(next.order));
      this.sql.insertEvent.run(orderId, at, next.event.kind, storeMessage(next.event.detail));
      if (next.order !== null)
        this.sql.moveDue.run(next.order.type, next.order.due.date, next.order.due.time, seq);
      return { version, seenAt: next.seenAt, order: next.order };
    });
  }

  /**
   * Orders the service no longer knows that no person has marked seen (`markGoneSeen`) and that still
   * matter (`relevance`), by when they were due as they last had content.
   */
  goneUnseen(relevance: GoneRelevance): UnseenGoneOrder[] {
    const found: UnseenGoneOrder[] = [];
    for (const row of this.sql.goneUnseen.all()) {
      const id = String(row['id']);
      const lastContent = this.versionsOf(id).reverse().find(hasContent)?.order;
      // Version 1 had content for every order a check reads: an order without any is not one.
      if (lastContent === undefined) continue;
      const goneAt = new Date(Number(row['gone_at']));
      if (lastContent.due.date < relevance.today && goneAt < relevance.foundSince) continue;
      found.push({ id, shopId: Number(row['shop_id']), goneAt, lastContent });
    }
    return found.sort((a, b) => dueKey(a.lastContent).localeCompare(dueKey(b.lastContent)));
  }

  /**
   * A person saw that the service no longer knows the order: kept as its timeline entry, so Status stops
   * listing it here and on every other window of this ledger, after a restart too. False (and nothing
   * kept) when the order is not gone, or was seen since it went.
   */
  markGoneSeen(orderId: string, at: Date, detail: Message): boolean {
    return atomically(this.db, () => {
      const latest = this.versionsOf(orderId).at(-1);
      if (latest === undefined) throw new MessageError(msg('order.unknown', { id: orderId }));
      if (latest.order !== null) return false;
      const goneAt = latest.seenAt.getTime();
      if (this.sql.seenSince.get(orderId, goneAt) !== undefined) return false;
      // Never before the "gone" it answers, whatever this PC's clock says: it would not count then.
      this.sql.insertEvent.run(orderId, Math.max(at.getTime(), goneAt), 'gone-seen', storeMessage(detail));
      return true;
    });
  }
}

function dueKey(order: Order): string {
  return `${order.due.date} ${order.due.time}`;
}

function hasContent(version: OrderVersion): version is OrderVersion & { order: Order } {
  return version.order !== null;
}

function toVersion(row: Row): OrderVersion {
  const json = row['order_json'];
  return {
    version: Number(row['version']),
    seenAt: new Date(Number(row['seen_at'])),
    order: typeof json === 'string' ? parseOrder(json) : null,
  };
}

/** Written by this ledger from a decoded Order, so it is that plain data again. */
function parseOrder(json: string): Order {
  return JSON.parse(json) as Order;
}

/** The ledger's versions, opened by a process that does not own the data folder; see `openForVersions`. */
export interface VersionsLedger {
  readonly versions: OrderVersions;
  close(): void;
}

/**
 * Opens the ledger at `path` (which must exist) to read the day's printed orders and add versions, beside
 * an OrderSlip that may run on the same folder: WAL and the busy timeout let two writers take turns, and
 * the rows added here are ones the engine only ever adds to. It is never migrated here (that is
 * OrderSlip's, at start): a ledger of another schema is refused, as a `MessageError`.
 */
export function openForVersions(path: string): VersionsLedger {
  const db = openAtThisSchema(path, { readOnly: false }, (fresh) => {
    fresh.exec('PRAGMA synchronous = FULL');
    fresh.exec('PRAGMA foreign_keys = ON');
  });
  return { versions: new OrderVersions(db), close: () => db.close() };
}
