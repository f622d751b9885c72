/**
 * The ledger's side of the shop's day: the orders due on a day (for the bake list and the pick-up
 * sheet), and which of them a person marked collected.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Order } from '../../common/model/order';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import type { DayQuery } from '../../common/shop-day/day';
import type { DayOrder } from '../shop-day/day-order';
import { toOrder, type Row } from './rows';
import { keyQuery } from './search-text';
import { atomically } from './sqlite';
import { ORDERS } from './statements';
import { storeMessage } from './stored-message';
import type { Message } from '../../common/messages/catalogue';
import type { OrderEntry, OrderState, TimelineKind } from './types';
import { ORDER_STATES } from './types';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30), or a refusal a person can act on. */
export function checkDay(date: string): string {
  const match = DAY.exec(date);
  const valid =
    match !== null &&
    (() => {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const at = new Date(Date.UTC(year, month - 1, day));
      return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
    })();
  if (!valid) throw new MessageError(msg('day.bad-date', { date }));
  return date;
}

/**
 * The last version a late-change check kept says the service no longer knows the order (migration 7):
 * it is left out of the day's lists, and never called "not collected".
 */
const GONE_FROM_SERVICE = `coalesce((SELECT v.order_json IS NULL FROM order_versions v WHERE v.order_seq = o.seq
  ORDER BY v.version DESC LIMIT 1), 0)`;

/**
 * A day's orders by the due key (see migration 3), which one index both finds and orders: every key of
 * day D is `"D HH:MM:SS"`, which sorts before `"D!"` (a space sorts before "!"). Only the columns a day
 * needs; the payload is the one big column, read because the lists are made of what was ordered.
 */
const DAY_COLUMNS = `o.id, o.shop_id, o.state, o.first_seen_at, o.collected_at, p.order_json AS printed_json,
  (SELECT v.order_json FROM order_versions v WHERE v.order_seq = o.seq AND v.order_json IS NOT NULL
    ORDER BY v.version DESC LIMIT 1) AS latest_json,
  ${GONE_FROM_SERVICE} AS gone_from_service
  FROM orders o JOIN order_payloads p ON p.order_seq = o.seq`;

/**
 * What a USB scanner in US layout types on a Belgian AZERTY PC, back to what it scanned: it sends the
 * keys of `1234567890`, `-` and `a`, which that keyboard reads as `&é"'(§è!çà`, `)` and `q` (an id's
 * other characters, `b` to `f`, sit on the same keys).
 */
const US_KEYS_ON_AZERTY: ReadonlyMap<string, string> = new Map([
  ...[...'&é"\'(§è!çà'].map((typed, digit): [string, string] => [typed, String((digit + 1) % 10)]),
  [')', '-'],
  ['q', 'a'],
  ['Q', 'A'],
]);

/** An id a scanner in US layout typed on a Belgian AZERTY keyboard, as it was scanned. */
export function fromAzerty(typed: string): string {
  return [...typed].map((char) => US_KEYS_ON_AZERTY.get(char) ?? char).join('');
}

/** A scanned or typed id that starts several orders' ids: more than this many are not counted further. */
const SCAN_MATCHES = 10;

export class DayReader {
  private readonly sql: {
    readonly due: StatementSync;
    readonly dueInShop: StatementSync;
    readonly notCollectedCount: StatementSync;
    readonly nextDay: StatementSync;
    readonly nextDayInShop: StatementSync;
    readonly notCollected: StatementSync;
    readonly orderById: StatementSync;
    readonly idsByKey: StatementSync;
    readonly setCollected: StatementSync;
    readonly insertEvent: StatementSync;
  };

  constructor(
    private readonly db: DatabaseSync,
    private readonly clock: () => Date,
  ) {
    const sql = (text: string) => db.prepare(text);
    this.sql = {
      due: sql(
        `SELECT ${DAY_COLUMNS} WHERE o.due_key >= ?1 AND o.due_key < ?1 || '!' ORDER BY o.due_key, o.id`,
      ),
      dueInShop: sql(`SELECT ${DAY_COLUMNS} WHERE o.shop_id = ?2 AND o.due_key >= ?1 AND o.due_key < ?1 || '!'
        ORDER BY o.due_key, o.id`),
      // The due key's own index walks forward from the day after; '~' (no due moment) sorts after every day.
      nextDay: sql(`SELECT substr(due_key, 1, 10) AS day FROM orders
        WHERE due_key >= ?1 || '!' AND due_key < '~' AND state <> 'gone' ORDER BY due_key LIMIT 1`),
      nextDayInShop: sql(`SELECT substr(due_key, 1, 10) AS day FROM orders
        WHERE shop_id = ?2 AND due_key >= ?1 || '!' AND due_key < '~' AND state <> 'gone'
        ORDER BY due_key LIMIT 1`),
      // Only pick-ups are collected at the counter: a delivery or a cool-box order never is.
      notCollectedCount: sql(`SELECT count(*) AS n FROM orders o
        WHERE o.due_date = ? AND o.type = 'pick_up' AND o.state <> 'gone' AND o.collected_at IS NULL
        AND NOT ${GONE_FROM_SERVICE}`),
      notCollected: sql(`SELECT ${DAY_COLUMNS} WHERE o.due_key >= ?1 AND o.due_key < ?1 || '!'
        AND o.type = 'pick_up' AND o.state <> 'gone' AND o.collected_at IS NULL AND NOT ${GONE_FROM_SERVICE}
        ORDER BY o.due_key, o.id LIMIT ?2`),
      orderById: sql(`${ORDERS} WHERE o.id = ?`),
      idsByKey: sql(`SELECT o.id FROM order_keys k JOIN orders o ON o.seq = k.order_seq
        WHERE k.key >= ? AND k.key < ? ORDER BY o.id LIMIT ${SCAN_MATCHES}`),
      setCollected: sql('UPDATE orders SET collected_at = ? WHERE id = ?'),
      insertEvent: sql(
        'INSERT INTO events (order_id, at, kind, printer_id, detail) VALUES (?, ?, ?, NULL, ?)',
      ),
    };
  }

  /**
   * Every order due on `query.date` (pick-up or delivery day), in one shop or all: any state, gone ones
   * included (the caller decides what counts), by due time, then id.
   */
  ordersDue(query: DayQuery): DayOrder[] {
    const date = checkDay(query.date);
    const rows = query.shopId === null ? this.sql.due.all(date) : this.sql.dueInShop.all(date, query.shopId);
    return rows.map(toDayOrder);
  }

  /** The first day after `query.date` with an order due that is not gone (in its shop, or any); null if none. */
  nextDay(query: DayQuery): string | null {
    const date = checkDay(query.date);
    const row =
      query.shopId === null ? this.sql.nextDay.get(date) : this.sql.nextDayInShop.get(date, query.shopId);
    return typeof row?.['day'] === 'string' ? row['day'] : null;
  }

  /**
   * The pick-up orders due on `date` that nobody marked collected, but gone ones (the service dropped
   * them): how many, and the first `limit` by due time. Deliveries and cool-box orders are not collected
   * at the counter, so they are never "not collected" (the alarm would sound for them every evening).
   */
  notCollected(date: string, limit: number): { count: number; orders: DayOrder[] } {
    checkDay(date);
    const count = Number(this.sql.notCollectedCount.get(date)?.['n'] ?? 0);
    const orders = count === 0 ? [] : this.sql.notCollected.all(date, Math.max(0, limit)).map(toDayOrder);
    return { count, orders };
  }

  /**
   * The order a scan or a person names: its whole id (what the receipt's QR code holds), or the short id
   * printed on the receipt ("#f5fd7c72", or its 8 characters without "#"). A scanner may add spaces, a
   * tab or a line end around it; anything else must match, but for one thing: when nothing does, the
   * text is read once more as a scanner in US layout types it on a Belgian AZERTY PC (`fromAzerty`).
   * Null when no order matches; a refusal when a short id starts several orders' ids.
   */
  findScanned(text: string): OrderEntry | null {
    const typed = text.trim();
    if (typed === '') return null;
    const found = this.findTyped(typed);
    if (found !== null) return found;
    // A scanner set to US keys on a Belgian AZERTY PC types `&é"'(` for `12345`: read it back, once.
    const unscrambled = fromAzerty(typed);
    return unscrambled === typed ? null : this.findTyped(unscrambled);
  }

  private findTyped(typed: string): OrderEntry | null {
    const exact = this.sql.orderById.get(typed);
    if (exact !== undefined) return toOrder(exact);
    const range = keyQuery(typed).idRange;
    if (range === null) return null;
    const ids = this.sql.idsByKey.all(range[0], range[1]).map((row) => String(row['id']));
    const whole = ids.find((id) => id.toLowerCase() === typed.replace(/^#/, '').toLowerCase());
    const only = whole ?? (ids.length === 1 ? ids[0] : undefined);
    if (only !== undefined) return this.getOrder(only);
    if (ids.length === 0) return null;
    throw new MessageError(msg('day.scan-ambiguous', { scanned: typed, count: ids.length }));
  }

  /**
   * Marks the order collected now (`collected`), or not collected after all, with a timeline entry. An
   * order already so is left as it is: nothing written, the entry as it stands. A gone order may be
   * marked too: the customer came for it, whatever the service says. A delivery is handed to its
   * driver, not collected, and its timeline says so. `detail`: the entry's words when the caller has
   * more to say (handed over on another day than it is due).
   */
  markCollected(orderId: string, collected: boolean, detail?: Message): OrderEntry {
    return atomically(this.db, () => {
      const entry = this.getOrder(orderId);
      if (entry === null) throw new MessageError(msg('order.unknown', { id: orderId }));
      if ((entry.collectedAt !== null) === collected) return entry;
      const now = this.clock().getTime();
      const delivery = entry.order?.type === 'delivery';
      const kind: TimelineKind = collected
        ? delivery
          ? 'handed-over'
          : 'collected'
        : delivery
          ? 'not-handed-over'
          : 'uncollected';
      const said =
        detail ??
        msg(
          collected
            ? delivery
              ? 'day.handed-over'
              : 'day.collected'
            : delivery
              ? 'day.not-handed-over'
              : 'day.uncollected',
        );
      this.sql.setCollected.run(collected ? now : null, orderId);
      this.sql.insertEvent.run(orderId, now, kind, storeMessage(said));
      return { ...entry, collectedAt: collected ? new Date(now) : null };
    });
  }

  private getOrder(id: string): OrderEntry | null {
    const row = this.sql.orderById.get(id);
    return row === undefined ? null : toOrder(row);
  }
}

function toDayOrder(row: Row): DayOrder {
  const printed = row['printed_json'];
  const latest = row['latest_json'];
  const json = typeof latest === 'string' ? latest : printed;
  const state = String(row['state']);
  if (!(ORDER_STATES as readonly string[]).includes(state)) {
    throw new Error(`The order ledger has an unknown value "${state}" in column state.`);
  }
  const collectedAt = row['collected_at'];
  return {
    id: String(row['id']),
    shopId: Number(row['shop_id']),
    state: state as OrderState,
    // Written by this ledger from a decoded Order, so it is that plain data again.
    order: typeof json === 'string' ? (JSON.parse(json) as Order) : null,
    // A version read back as it printed (the service knew it again) is no change.
    changedSincePrinted: typeof latest === 'string' && latest !== printed,
    goneFromService: Number(row['gone_from_service']) === 1,
    firstSeenAt: new Date(Number(row['first_seen_at'])),
    collectedAt: typeof collectedAt === 'number' ? new Date(collectedAt) : null,
  };
}
