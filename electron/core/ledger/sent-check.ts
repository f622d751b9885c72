/**
 * What the journal of sent jobs (send-journal.ts) tells a ledger that may have lost its latest
 * transactions, and which of its lines are still worth keeping.
 *
 * Every job the ledger starts takes the journal's next sequence number, in the transaction that marks
 * the job 'sending' (the ledger keeps the last one in `meta`); the journal's line follows that commit.
 * So on a whole ledger every line's number is at most the ledger's: a line numbered above it was
 * committed by a transaction the ledger no longer has — its WAL was damaged or deleted, the file was
 * replaced by an older copy or a new one. That holds however the process stopped, so no guess about a
 * clean or unclean stop is needed.
 */
import type { SentEntry } from './send-journal';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A finished order's lines stay this long: a service that lags may list an order for a while after
 * its confirm, and a ledger lost meanwhile would take it for a new one.
 */
export const KEEP_FINISHED_MS = 24 * HOUR_MS;

/**
 * Lines of orders the ledger does not know stay this long: only a lost ledger leaves such a line (the
 * purge keeps an order far longer than a finished order's line), and the service lists an order it
 * still wants printed well within it.
 */
export const KEEP_UNKNOWN_MS = 7 * 24 * HOUR_MS;

/** Appends between two trims of the journal while running (it is trimmed at every open too). */
export const TRIM_EVERY_APPENDS = 500;

/** An order's standing as far as its journal lines are concerned. */
export type SentStanding = 'open' | 'finished' | 'unknown';

/** The lines the ledger has lost: numbered above the last one it committed. */
export function lostEntries(entries: readonly SentEntry[], ledgerSeq: number): SentEntry[] {
  return entries.filter((entry) => entry.n > ledgerSeq);
}

/** The highest number in use, by the journal or the ledger: the next job takes the one after it. */
export function lastSeq(entries: readonly SentEntry[], ledgerSeq: number): number {
  return entries.reduce((last, entry) => Math.max(last, entry.n), ledgerSeq);
}

/**
 * Whether a line is still evidence worth keeping: while its order is open (waiting, printed, held,
 * handled but not confirmed), for a day after it is finished (confirmed or gone), a week when the
 * ledger does not know the order at all.
 */
export function worthKeeping(entry: SentEntry, standing: SentStanding, now: number): boolean {
  if (standing === 'open') return true;
  return now - entry.at < (standing === 'finished' ? KEEP_FINISHED_MS : KEEP_UNKNOWN_MS);
}

/** A send the ledger lost together with its order: remembered until the service lists the order again. */
export interface UnrecordedSend {
  readonly printerId: string;
  readonly at: number;
}

/** The `meta` value that keeps them, read back; anything unreadable is an empty list. */
export function readUnrecorded(json: string | null): Map<string, UnrecordedSend[]> {
  const sends = new Map<string, UnrecordedSend[]>();
  if (json === null) return sends;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return sends;
  }
  if (!Array.isArray(value)) return sends;
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { order, printer, at } = item as Record<string, unknown>;
    if (typeof order !== 'string' || typeof printer !== 'string' || typeof at !== 'number') continue;
    sends.set(order, [...(sends.get(order) ?? []), { printerId: printer, at }]);
  }
  return sends;
}

export function storeUnrecorded(sends: ReadonlyMap<string, readonly UnrecordedSend[]>): string {
  return JSON.stringify(
    [...sends].flatMap(([order, list]) =>
      list.map((send) => ({ order, printer: send.printerId, at: send.at })),
    ),
  );
}
