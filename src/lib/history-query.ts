/** The history list's filters as the person sets them, and how they become a `listHistory` query. */
import type { OrderType } from '../../electron/core/model/order';
import type { HistoryQueryView, HistoryRowView, OrderStateView } from '../../electron/shared/contract';

export const PAGE_SIZE = 100;

export interface HistoryFilters {
  text: string;
  /** YYYY-MM-DD from a date input, or empty. */
  dueFrom: string;
  dueTo: string;
  /** A shop id as text (select values are text), or empty for all. */
  shopId: string;
  type: OrderType | '';
  state: OrderStateView | '';
}

export const NO_FILTERS: HistoryFilters = {
  text: '',
  dueFrom: '',
  dueTo: '',
  shopId: '',
  type: '',
  state: '',
};

/** Only the filters that are set; `cursor` for the next page. */
export function historyQuery(filters: HistoryFilters, cursor: string | null): HistoryQueryView {
  const text = filters.text.trim();
  const shopId = Number.parseInt(filters.shopId, 10);
  return {
    limit: PAGE_SIZE,
    ...(text ? { text } : {}),
    ...(filters.dueFrom ? { dueFrom: filters.dueFrom } : {}),
    ...(filters.dueTo ? { dueTo: filters.dueTo } : {}),
    ...(Number.isSafeInteger(shopId) ? { shopId } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(cursor !== null ? { cursor } : {}),
  };
}

/** Newest first, as the ledger pages: by arrival, then id. */
function isOlder(row: HistoryRowView, than: HistoryRowView): boolean {
  return row.firstSeenAt < than.firstSeenAt || (row.firstSeenAt === than.firstSeenAt && row.id < than.id);
}

/**
 * A fresh first page merged into the rows already loaded (orders arrived or changed state): the first
 * page replaces what it covers, older loaded rows stay, so the reader keeps their place.
 */
export function mergeFirstPage(
  loaded: { readonly rows: readonly HistoryRowView[]; readonly cursor: string | null },
  fresh: { readonly rows: readonly HistoryRowView[]; readonly nextCursor: string | null },
): { rows: HistoryRowView[]; cursor: string | null } {
  const last = fresh.rows.at(-1);
  if (last === undefined || fresh.nextCursor === null)
    return { rows: [...fresh.rows], cursor: fresh.nextCursor };
  const older = loaded.rows.filter((row) => isOlder(row, last));
  return older.length === 0
    ? { rows: [...fresh.rows], cursor: fresh.nextCursor }
    : { rows: [...fresh.rows, ...older], cursor: loaded.cursor };
}
