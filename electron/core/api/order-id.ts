/**
 * What an order id may be. The id becomes one segment of the confirm and get addresses, the ledger's
 * key, and part of log lines and file names; an id that cannot stay all of those safely is not taken
 * as an id at all (the order is held as undecodable, under an id derived from its JSON).
 */
import type { OrderIdProblem } from '../../common/words/en/messages/service';
import { hasUnprintable } from './decode-fields';

/** Far above a UUID (36): longer is not an identifier but something else. */
export const MAX_ORDER_ID_LENGTH = 128;

/** Why `id` is not a safe order id, or null when it is. */
export function orderIdProblem(id: string): OrderIdProblem | null {
  if (id === '') return 'empty';
  if (id.length > MAX_ORDER_ID_LENGTH) return 'too-long';
  // NUL cut ids short in SQLite; newlines and escapes forged log lines.
  if (hasUnprintable(id)) return 'unprintable';
  // URL parsers resolve `.` and `..` segments (also percent-encoded), so the request would go elsewhere.
  if (id === '.' || id === '..') return 'dot-segment';
  if (id.includes('/') || id.includes('\\')) return 'slash';
  if (id.trim() !== id) return 'spaces';
  return null;
}

export function isSafeOrderId(id: string): boolean {
  return orderIdProblem(id) === null;
}
