/** The history list's filters as the person sets them, and how they become a `listHistory` query. */
import type { OrderType } from '../../electron/common/model/order';
import type {
  HistoryQueryView,
  HistoryRowView,
  OrderStateView,
} from '../../electron/common/contract/app-api';

export const PAGE_SIZE = 100;

export type HistorySort = NonNullable<HistoryQueryView['sort']>;
export const HISTORY_SORTS: readonly HistorySort[] = ['arrival', 'due'];

export interface HistoryFilters {
  text: string;
  /** Newest arrival first, or soonest pick-up/delivery first. */
  sort: HistorySort;
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
  sort: 'arrival',
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
    ...(filters.sort !== 'arrival' ? { sort: filters.sort } : {}),
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

/** Soonest due first, orders without a due moment last, then by id. */
const dueKey = (row: HistoryRowView): string =>
  row.dueDate === null ? '\uffff' : `${row.dueDate} ${row.dueTime ?? ''}`;

function isDueLater(row: HistoryRowView, than: HistoryRowView): boolean {
  const [a, b] = [dueKey(row), dueKey(than)];
  return a > b || (a === b && row.id > than.id);
}

/**
 * The row whose full id is the whole search text (a USB scanner types the receipt's QR code, which holds
 * the id), so Enter can open it at once. Case does not matter.
 */
export function exactOrder(rows: readonly HistoryRowView[], text: string): HistoryRowView | null {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return null;
  return rows.find((row) => row.id.toLowerCase() === wanted) ?? null;
}

/**
 * A fresh first page merged into the rows already loaded (orders arrived or changed state): the first
 * page replaces what it covers, older loaded rows stay, so the reader keeps their place.
 */
export function mergeFirstPage(
  loaded: { readonly rows: readonly HistoryRowView[]; readonly cursor: string | null },
  fresh: { readonly rows: readonly HistoryRowView[]; readonly nextCursor: string | null },
  sort: HistorySort = 'arrival',
): { rows: HistoryRowView[]; cursor: string | null } {
  const last = fresh.rows.at(-1);
  if (last === undefined || fresh.nextCursor === null)
    return { rows: [...fresh.rows], cursor: fresh.nextCursor };
  const inFresh = new Set(fresh.rows.map((row) => row.id));
  const after = sort === 'due' ? isDueLater : isOlder;
  const older = loaded.rows.filter((row) => !inFresh.has(row.id) && after(row, last));
  return older.length === 0
    ? { rows: [...fresh.rows], cursor: fresh.nextCursor }
    : { rows: [...fresh.rows, ...older], cursor: loaded.cursor };
}
