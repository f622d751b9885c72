/**
 * What an order id may be. The id becomes one segment of the confirm and get addresses, the ledger's
 * key, and part of log lines and file names; an id that cannot stay all of those safely is not taken
 * as an id at all (the order is held as undecodable, under an id derived from its JSON).
 */
import { hasUnprintable } from './decode-fields';

/** Far above a UUID (36): longer is not an identifier but something else. */
export const MAX_ORDER_ID_LENGTH = 128;

/** Why `id` is not a safe order id, or null when it is. */
export function orderIdProblem(id: string): string | null {
  if (id === '') return 'it is empty';
  if (id.length > MAX_ORDER_ID_LENGTH) return `it is longer than ${MAX_ORDER_ID_LENGTH} characters`;
  // NUL cut ids short in SQLite; newlines and escapes forged log lines.
  if (hasUnprintable(id)) return 'it holds control or invisible characters';
  // URL parsers resolve `.` and `..` segments (also percent-encoded), so the request would go elsewhere.
  if (id === '.' || id === '..') return 'it is a dot path segment';
  if (id.includes('/') || id.includes('\\')) return 'it holds a slash';
  if (id.trim() !== id) return 'it starts or ends with a space';
  return null;
}

export function isSafeOrderId(id: string): boolean {
  return orderIdProblem(id) === null;
}
