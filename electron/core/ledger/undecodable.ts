/** What little the ledger can say about an order the service listed but OrderSlip could not decode. */
import { createHash } from 'node:crypto';

/** The service's own id when it has one; otherwise one derived from the JSON, stable across polls. */
export function undecodableId(id: string | null, raw: string): string {
  if (id !== null && id !== '') return id;
  return `raw:${createHash('sha256').update(raw).digest('hex')}`;
}

/** The service's id behind a ledger id: null for one derived from the JSON (it had no readable id). */
export function serviceOrderId(ledgerId: string): string | null {
  return ledgerId.startsWith('raw:') ? null : ledgerId;
}

/** The client's name, when the JSON is at least JSON and has one where the spec puts it; else ''. */
export function nameFromRaw(raw: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return '';
  }
  const client = field(parsed, 'client');
  const first = field(client, 'first_name');
  const last = field(client, 'last_name');
  return [first, last]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .trim();
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
