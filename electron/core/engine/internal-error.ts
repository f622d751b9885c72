/** An unexpected error as text for the log: with its stack, since it is a bug to be found. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** SQLite's result codes for a file that is not a sound database any more (SQLITE_CORRUPT, SQLITE_NOTADB). */
const DAMAGED_CODES = new Set([11, 26]);

/**
 * The ledger's file is damaged: going on would act on a history that cannot be trusted, so the engine
 * stops, visibly, instead of one loop dying while the rest runs on.
 */
export function isLedgerDamaged(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { errcode?: unknown }).errcode;
  if (typeof code === 'number' && DAMAGED_CODES.has(code & 0xff)) return true;
  return /database disk image is malformed|file is not a database/i.test(error.message);
}

/** SQLITE_BUSY, SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN: the file, not the data. */
const UNWRITABLE_CODES = new Set([5, 8, 10, 13, 14]);

/**
 * The ledger cannot be written right now (a full disk, a read-only or locked file): nobody's order is
 * at fault, and writing again later will work once a person frees space.
 */
export function isLedgerUnwritable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { errcode?: unknown }).errcode;
  return typeof code === 'number' && UNWRITABLE_CODES.has(code & 0xff);
}
