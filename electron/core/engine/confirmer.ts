/**
 * Confirms to the service what has printed (or what a person handled), and nothing else. A failed
 * confirm is retried with backoff and never causes a reprint: the receipt is already on the counter.
 */
import { msg, type Message } from '../../common/messages/catalogue';
import type { OrderingClient } from '../api/client';
import { ApiError } from '../api/errors';
import { MAX_ORDER_ID_LENGTH, orderIdProblem } from '../api/order-id';
import type { Ledger } from '../ledger/ledger';
import type { OrderEntry } from '../ledger/types';
import { serviceIdOf } from '../ledger/same-id';
import { undecodableId } from '../ledger/undecodable';
import { Doorbell } from './doorbell';
import { backoffDelay } from '../time/backoff';
import { monotonicNow, type Monotonic } from '../time/monotonic';
import { ConfirmRetry } from './confirm-retry';
import { describeError, isLedgerDamaged } from './internal-error';
import type { EngineEvents } from './events';
import { orderRefOf } from '../../common/order-label';

const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 5 * 60_000;
/** With nothing to confirm, look again this often (a retry time may have come). */
const IDLE_MS = 5_000;
const INTERNAL_ERROR_PAUSE_MS = 5_000;

export interface ConfirmerDeps {
  readonly client: OrderingClient;
  readonly ledger: Ledger;
  readonly events: EngineEvents;
  /** Wall time: what is stored for a person and across restarts. */
  readonly now: () => Date;
  /** What retries are timed on (default `monotonicNow`). */
  readonly monotonic?: Monotonic;
  readonly random: () => number;
  readonly retryBaseMs?: number;
  readonly idleMs?: number;
  readonly onConfirmed: (entry: OrderEntry) => void;
  /** The confirm method that worked, to be remembered across restarts. */
  readonly onConfirmMethod: (method: string) => void;
}

export class Confirmer {
  private readonly doorbell = new Doorbell();
  private readonly retry: ConfirmRetry;
  /** Orders the listings stopped showing, to confirm now: what makes them gone if the service refuses. */
  private readonly missing = new Map<string, Message>();

  constructor(private readonly deps: ConfirmerDeps) {
    this.retry = new ConfirmRetry(deps.monotonic ?? monotonicNow, RETRY_MAX_MS);
  }

  ring(): void {
    this.doorbell.ring();
  }

  /**
   * An order still owed a confirm that the listings stopped showing: confirmed now, ahead of its backoff.
   * The service taking the confirm makes it confirmed (most likely a confirm of ours had landed and its
   * answer was lost); any other answer makes it gone with `reason`, as the listings said. False when the
   * order is not waiting for a confirm.
   */
  confirmMissing(orderId: string, reason: Message): boolean {
    if (!this.deps.ledger.confirmQueue().some((entry) => entry.id === orderId)) return false;
    this.missing.set(orderId, reason);
    this.ring();
    return true;
  }

  async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const due = this.dueNow();
      for (const entry of due) {
        if (signal.aborted) return;
        try {
          await this.confirm(entry);
        } catch (error) {
          if (isLedgerDamaged(error)) throw error;
          // Back to its backoff, or a bug would retry it without a pause; the listings will ask again.
          this.missing.delete(entry.id);
          // A bug must not stop all confirming: say so loudly, put this order back, go on with the rest.
          this.deps.events.log(
            'error',
            msg('engine.confirm-internal-error', {
              order: orderRefOf(entry.id, entry.order),
              detail: describeError(error),
            }),
          );
          try {
            this.rescheduled(
              entry.id,
              msg('engine.confirm-internal-error-reason'),
              INTERNAL_ERROR_PAUSE_MS * 12,
            );
          } catch {
            await this.doorbell.wait(INTERNAL_ERROR_PAUSE_MS, signal);
          }
        }
      }
      // Confirmed or rescheduled, every due order has left the due list: look again at once only when
      // there was work, since more may have printed meanwhile.
      if (due.length === 0) await this.doorbell.wait(this.deps.idleMs ?? IDLE_MS, signal);
    }
  }

  /** The orders whose confirm may go now, oldest first. */
  private dueNow(): OrderEntry[] {
    const { ledger, now } = this.deps;
    const queue = ledger.confirmQueue();
    const waiting = new Set(queue.map((entry) => entry.id));
    this.retry.keepOnly(waiting);
    for (const id of this.missing.keys()) if (!waiting.has(id)) this.missing.delete(id);
    const wallNow = now();
    const due: OrderEntry[] = [];
    for (const { id, nextConfirmAt } of queue) {
      if (!this.missing.has(id) && !this.retry.isDue(id, nextConfirmAt, wallNow)) continue;
      const entry = ledger.getOrder(id);
      if (entry) due.push(entry);
    }
    return due;
  }

  /** The order's next confirm goes `waitMs` from now: timed here, and stored for after a restart. */
  private rescheduled(orderId: string, reason: Message, waitMs: number): void {
    const retryAt = new Date(this.deps.now().getTime() + waitMs);
    this.deps.ledger.confirmFailed(orderId, reason, retryAt);
    this.retry.failed(orderId, waitMs, retryAt);
  }

  private async confirm(entry: OrderEntry): Promise<void> {
    const { client, ledger, events } = this.deps;
    const order = orderRefOf(entry.id, entry.order);
    const gone = (reason: Message): void => {
      ledger.markGone(entry.id, reason);
      events.orderChanged(ledger.getOrder(entry.id));
      events.log('warn', msg('engine.order-gone', { order, reason }));
    };
    const missingReason = this.missing.get(entry.id);
    this.missing.delete(entry.id);
    const unsendable = unsendableId(entry);
    if (unsendable !== null) return gone(unsendable);
    try {
      // A second shop's order under a shared id is confirmed as the service knows it: by that id.
      await client.confirm(serviceIdOf(entry.id, entry.shopId));
      const method = client.confirmMethod;
      if (method) this.deps.onConfirmMethod(method);
      ledger.markConfirmed(entry.id, msg('order.confirmed', { byPerson: entry.state === 'handled' }));
      this.deps.onConfirmed(entry);
      events.orderChanged(ledger.getOrder(entry.id));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A refused token (401/403) is retried like any failure: one refusal by a proxy or a firewall
      // must not stop confirming for good, and the order waits here, printed, meanwhile.
      if (error.kind === 'not_found') return gone(msg('engine.confirm-unknown-order'));
      // No longer listed and not taken now: confirmed elsewhere or cancelled, as the listings said.
      if (missingReason !== undefined) return gone(missingReason);
      const policy = {
        baseMs: this.deps.retryBaseMs ?? RETRY_BASE_MS,
        maxMs: RETRY_MAX_MS,
        jitter: 'half',
      } as const;
      const backoff = backoffDelay(policy, entry.confirmAttempts + 1, this.deps.random);
      const wait = Math.max(backoff, error.retryAfterMs ?? 0);
      this.rescheduled(entry.id, error.said, wait);
      events.log('warn', msg('engine.confirm-failed', { cause: error.said, waitMs: wait }));
    }
  }
}

/**
 * Why the order's id must not go to the service, or null. An unreadable order without a usable id is
 * kept under an id derived from its JSON, which the service never gave out; an id from before ids were
 * checked may not stay one path segment.
 */
function unsendableId(entry: OrderEntry): Message | null {
  if (entry.order === null && entry.id === undecodableId(null, entry.raw))
    return msg('engine.confirm-no-usable-id');
  const problem = orderIdProblem(entry.id);
  return problem === null
    ? null
    : msg('engine.confirm-unsafe-id', { problem, maxLength: MAX_ORDER_ID_LENGTH });
}
