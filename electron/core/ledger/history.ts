/**
 * The history list: newest first (or soonest due first), filtered, searched, in pages. Pages are keyset
 * pages on (first_seen_at, id) or (due_key, id), so a page costs the same at the start and after
 * thousands of rows, and an order arriving meanwhile neither repeats nor skips a row.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { toHistoryRow } from './rows';
import { fold, keyQuery, orderTypeIn, phraseQuery, prefixPattern } from './search-text';
import type { HistoryPage, HistoryQuery, HistorySort } from './types';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** Above this many text matches, walking the list beats sorting the matches (measured at 100,000 orders). */
const MANY_MATCHES = 2_000;

/** The last row of a page, in the page's own order: arrival time, or the due key (see migration 3). */
type Position =
  | { readonly sort: 'arrival'; readonly firstSeenAt: number; readonly id: string }
  | { readonly sort: 'due'; readonly dueKey: string; readonly id: string };

/** Orders without a due moment sort after every date (the due_key column's own rule). */
const NO_DUE = '~';

export function encodeCursor(position: Position): string {
  const parts =
    position.sort === 'arrival' ? [position.firstSeenAt, position.id] : ['due', position.dueKey, position.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** A cursor of this ledger, for a page in the order `sort`; anything else asks to start over. */
export function decodeCursor(cursor: string, sort: HistorySort = 'arrival'): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed)) {
    const [a, b, c] = parsed as unknown[];
    if (sort === 'arrival' && typeof a === 'number' && typeof b === 'string' && c === undefined)
      return { sort, firstSeenAt: a, id: b };
    if (sort === 'due' && a === 'due' && typeof b === 'string' && typeof c === 'string')
      return { sort, dueKey: b, id: c };
  }
  throw new MessageError(msg('order.history-cursor-stale'));
}

export function pageSize(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit)));
}

const COLUMNS = `o.id, o.shop_id, o.state, o.reason, o.type, o.order_number, o.client_name, o.due_date, o.due_time,
  o.total_cents, o.first_seen_at, o.printed_at, o.confirmed_at, o.collected_at, o.due_key,
  (SELECT count(*) FROM jobs j WHERE j.order_id = o.id AND j.kind = 'reprint' AND j.state <> 'cancelled') AS reprints,
  EXISTS (SELECT 1 FROM jobs j WHERE j.order_id = o.id AND j.possible_duplicate = 1) AS possible_duplicate,
  (SELECT CASE WHEN v.order_json IS NULL THEN 'gone' ELSE 'changed' END FROM order_versions v
    WHERE v.order_seq = o.seq ORDER BY v.version DESC LIMIT 1) AS late_change`;

export class HistoryReader {
  // One statement per combination of filters (at most a few dozen), prepared on first use.
  private readonly statements = new Map<string, StatementSync>();

  constructor(private readonly db: DatabaseSync) {}

  page(query: HistoryQuery): HistoryPage {
    const limit = pageSize(query.limit);
    const where: string[] = [];
    const params: SQLInputValue[] = [];
    const filter = (condition: string, ...values: SQLInputValue[]): void => {
      where.push(condition);
      params.push(...values);
    };

    if (query.shopId !== undefined) filter('o.shop_id = ?', query.shopId);
    if (query.type !== undefined) filter('o.type = ?', query.type);
    if (query.state !== undefined) filter('o.state = ?', query.state);
    const sort = query.sort ?? 'arrival';
    if (query.dueFrom !== undefined) filter('o.due_date >= ?', query.dueFrom);
    if (query.dueTo !== undefined) filter('o.due_date <= ?', query.dueTo);
    if (sort === 'due') {
      // The same range on the due key ("YYYY-MM-DD HH:MM:SS"), so one index both finds and orders the
      // rows: every key of day D sorts before "D!" (a space sorts before "!").
      if (query.dueFrom !== undefined) filter('o.due_key >= ?', query.dueFrom);
      if (query.dueTo !== undefined) filter('o.due_key < ?', `${query.dueTo}!`);
    }
    // "Afhalen 14", as the slip heads the order: the type is a filter, the number is searched.
    const typed = orderTypeIn(query.text ?? '');
    if (typed !== null) filter(`o.type IN (${typed.types.map(() => '?').join(', ')})`, ...typed.types);
    const asTyped = typed?.rest ?? query.text ?? '';
    const text = fold(asTyped);
    if ([...text].length >= 3) {
      const phrase = phraseQuery(text);
      // Besides the text, what a person has in hand: an id, a phone number, a payment reference —
      // each an exact lookup in order_keys, so they cost a few index probes whatever the query.
      const keys = keyQuery(asTyped);
      const byKey = [`SELECT order_seq FROM order_keys WHERE key IN (SELECT value FROM json_each(?))`];
      const keyParams: SQLInputValue[] = [JSON.stringify(keys.exact)];
      if (keys.idRange !== null) {
        byKey.push('SELECT order_seq FROM order_keys WHERE key >= ? AND key < ?');
        keyParams.push(...keys.idRange);
      }
      // Few matches: fetch them by rowid and sort them. Many: walk the orders in the list's order and
      // keep the matching ones, which stops after one page instead of sorting thousands (the unary +
      // keeps SQLite from choosing the rowid lookups).
      const many = this.matchesAtLeast(phrase, MANY_MATCHES);
      filter(
        // UNION ALL: IN takes each seq once anyway, so no second temporary index to drop duplicates.
        `${many ? '+' : ''}o.seq IN (SELECT rowid FROM order_search WHERE order_search MATCH ? UNION ALL ${byKey.join(' UNION ALL ')})`,
        phrase,
        ...keyParams,
      );
    } else if (text !== '') {
      // Trigrams need three characters; a short query is an order number or the start of a name.
      filter(
        "(o.order_number = ? OR o.client_folded LIKE ? ESCAPE '\\')",
        asTyped.trim(),
        prefixPattern(text),
      );
    }
    if (query.cursor !== undefined) {
      const after = decodeCursor(query.cursor, sort);
      if (after.sort === 'arrival') filter('(o.first_seen_at, o.id) < (?, ?)', after.firstSeenAt, after.id);
      else filter('(o.due_key, o.id) > (?, ?)', after.dueKey, after.id);
    }

    const order = sort === 'arrival' ? 'o.first_seen_at DESC, o.id DESC' : 'o.due_key ASC, o.id ASC';
    const sql = `SELECT ${COLUMNS} FROM orders o ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${order} LIMIT ?`;
    // One row past the page says whether there is a next page.
    const found = this.statement(sql).all(...params, limit + 1);
    const page = found.slice(0, limit);
    const rows = page.map(toHistoryRow);
    const last = rows.at(-1);
    const lastDueKey = page.at(-1)?.['due_key'];
    const nextCursor =
      found.length > limit && last !== undefined
        ? encodeCursor(
            sort === 'arrival'
              ? { sort, firstSeenAt: last.firstSeenAt.getTime(), id: last.id }
              : { sort, dueKey: typeof lastDueKey === 'string' ? lastDueKey : NO_DUE, id: last.id },
          )
        : null;
    return { rows, nextCursor };
  }

  private matchesAtLeast(phrase: string, count: number): boolean {
    const row = this.statement(
      'SELECT count(*) AS n FROM (SELECT 1 FROM order_search WHERE order_search MATCH ? LIMIT ?)',
    ).get(phrase, count);
    return Number(row?.['n']) >= count;
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
