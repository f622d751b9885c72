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
