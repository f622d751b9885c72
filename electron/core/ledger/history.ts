/**
 * The history list: newest first, filtered, searched, in pages. Pages are keyset pages on
 * (first_seen_at, id), so a page costs the same at the start and after thousands of rows, and an order
 * arriving meanwhile neither repeats nor skips a row.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { toHistoryRow } from './rows';
import { fold, phraseQuery, prefixPattern } from './search-text';
import type { HistoryPage, HistoryQuery } from './types';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** Above this many text matches, walking the list beats sorting the matches (measured at 100,000 orders). */
const MANY_MATCHES = 2_000;

interface Position {
  readonly firstSeenAt: number;
  readonly id: string;
}

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.firstSeenAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || typeof parsed[0] !== 'number' || typeof parsed[1] !== 'string') {
    throw new Error(
      'The history page cursor is not one this ledger gave out; load the history from the start.',
    );
  }
  return { firstSeenAt: parsed[0], id: parsed[1] };
}

export function pageSize(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit)));
}

const COLUMNS = `o.id, o.shop_id, o.state, o.reason, o.type, o.order_number, o.client_name, o.due_date, o.due_time,
  o.total_cents, o.first_seen_at, o.printed_at, o.confirmed_at,
  (SELECT count(*) FROM jobs j WHERE j.order_id = o.id AND j.kind = 'reprint' AND j.state <> 'cancelled') AS reprints,
  EXISTS (SELECT 1 FROM jobs j WHERE j.order_id = o.id AND j.possible_duplicate = 1) AS possible_duplicate`;

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
    if (query.dueFrom !== undefined) filter('o.due_date >= ?', query.dueFrom);
    if (query.dueTo !== undefined) filter('o.due_date <= ?', query.dueTo);
    const text = fold(query.text ?? '');
    if ([...text].length >= 3) {
      const phrase = phraseQuery(text);
      // Few matches: fetch them by rowid and sort them. Many: walk the orders newest first and keep
      // the matching ones, which stops after one page instead of sorting thousands (the unary + keeps
      // SQLite from choosing the rowid lookups).
      const many = this.matchesAtLeast(phrase, MANY_MATCHES);
      filter(
        `${many ? '+' : ''}o.seq IN (SELECT rowid FROM order_search WHERE order_search MATCH ?)`,
        phrase,
      );
    } else if (text !== '') {
      // Trigrams need three characters; a short query is an order number or the start of a name.
      filter(
        "(o.order_number = ? OR o.client_folded LIKE ? ESCAPE '\\')",
        query.text?.trim() ?? '',
        prefixPattern(text),
      );
    }
    if (query.cursor !== undefined) {
      const after = decodeCursor(query.cursor);
      filter('(o.first_seen_at, o.id) < (?, ?)', after.firstSeenAt, after.id);
    }

    const sql = `SELECT ${COLUMNS} FROM orders o ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY o.first_seen_at DESC, o.id DESC LIMIT ?`;
    // One row past the page says whether there is a next page.
    const found = this.statement(sql).all(...params, limit + 1);
    const rows = found.slice(0, limit).map(toHistoryRow);
    const last = rows.at(-1);
    const nextCursor =
      found.length > limit && last !== undefined
        ? encodeCursor({ firstSeenAt: last.firstSeenAt.getTime(), id: last.id })
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
