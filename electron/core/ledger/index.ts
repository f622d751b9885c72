export { Ledger, STILL_LISTED_NOTE_INTERVAL_MS } from './ledger';
export type { KnownOrder, LedgerOptions } from './ledger';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './history';
export * from './types';
