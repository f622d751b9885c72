export { Ledger, PURGE_BATCH_SIZE, STILL_LISTED_NOTE_INTERVAL_MS } from './ledger';
export { purgeGradually } from './purge';
export type { KnownOrder, LedgerOptions } from './ledger';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './history';
export * from './types';
export { openForVersions, type OrderVersion, type PrintedDayOrder, type NewVersion } from './versions';
