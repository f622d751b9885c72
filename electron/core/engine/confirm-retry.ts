/**
 * When each order's next confirm may go, decided on the monotonic clock. A failed confirm's retry time
 * is also stored in the ledger as wall time (`next_confirm_at`), so a restart does not hammer the
 * service; but a stored time is only believed as far as a backoff can reach: one further ahead than
 * the longest backoff was written before the PC's clock was set back (or by a clock that was ahead),
 * and waits no longer than that backoff from now. Once seen, an order's time is kept here on the
 * monotonic clock, so setting the clock while OrderSlip runs changes nothing.
 */
import type { Monotonic } from '../time/monotonic';

interface Due {
  /** The stored wall time this was computed from (ms), to notice when the ledger's changes. */
  readonly stored: number | null;
  /** Monotonic ms from which the confirm may go. */
  readonly at: number;
}

export class ConfirmRetry {
  private readonly due = new Map<string, Due>();

  constructor(
    private readonly monotonic: Monotonic,
    /** The longest wait a stored time is believed for: the confirm backoff's ceiling. */
    private readonly maxWaitMs: number,
  ) {}

  /** A confirm failed: the next goes `waitMs` from now; `stored` is the wall time written to the ledger. */
  failed(orderId: string, waitMs: number, stored: Date): void {
    this.due.set(orderId, { stored: stored.getTime(), at: this.monotonic() + waitMs });
  }

  /** Whether the order's confirm may go now, given the ledger's stored time and the wall clock's now. */
  isDue(orderId: string, stored: Date | null, wallNow: Date): boolean {
    const storedMs = stored?.getTime() ?? null;
    let due = this.due.get(orderId);
    // The ledger's time changed (a person handled the order, the clock was set and the times moved):
    // the stored one is the one to go by now.
    if (due === undefined || due.stored !== storedMs) {
      if (storedMs === null) {
        this.due.delete(orderId);
        return true;
      }
      const left = Math.min(storedMs - wallNow.getTime(), this.maxWaitMs);
      due = { stored: storedMs, at: this.monotonic() + left };
      this.due.set(orderId, due);
    }
    return this.monotonic() >= due.at;
  }

  /** Forgets orders no longer waiting for a confirm (confirmed, gone). */
  keepOnly(orderIds: ReadonlySet<string>): void {
    for (const id of this.due.keys()) if (!orderIds.has(id)) this.due.delete(id);
  }
}
