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
  readonly now: () => Date;
  readonly random: () => number;
  readonly retryBaseMs?: number;
  readonly idleMs?: number;
  readonly onConfirmed: (entry: OrderEntry) => void;
  /** The confirm method that worked, to be remembered across restarts. */
  readonly onConfirmMethod: (method: string) => void;
}

export class Confirmer {
  private readonly doorbell = new Doorbell();

  constructor(private readonly deps: ConfirmerDeps) {}

  ring(): void {
    this.doorbell.ring();
  }

  async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const { ledger, now } = this.deps;
      const due = [...ledger.ordersToConfirm(now()), ...ledger.handledToConfirm(now())];
      for (const entry of due) {
        if (signal.aborted) return;
        try {
          await this.confirm(entry);
        } catch (error) {
          if (isLedgerDamaged(error)) throw error;
          // A bug must not stop all confirming: say so loudly, put this order back, go on with the rest.
          this.deps.events.log(
            'error',
            msg('engine.confirm-internal-error', {
              order: orderRefOf(entry.id, entry.order),
              detail: describeError(error),
            }),
          );
          try {
            this.deps.ledger.confirmFailed(
              entry.id,
              msg('engine.confirm-internal-error-reason'),
              new Date(this.deps.now().getTime() + INTERNAL_ERROR_PAUSE_MS * 12),
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

  private async confirm(entry: OrderEntry): Promise<void> {
    const { client, ledger, events, now } = this.deps;
    const order = orderRefOf(entry.id, entry.order);
    const gone = (reason: Message): void => {
      ledger.markGone(entry.id, reason);
      events.orderChanged(ledger.getOrder(entry.id));
      events.log('warn', msg('engine.order-gone', { order, reason }));
    };
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
      const policy = {
        baseMs: this.deps.retryBaseMs ?? RETRY_BASE_MS,
        maxMs: RETRY_MAX_MS,
        jitter: 'half',
      } as const;
      const backoff = backoffDelay(policy, entry.confirmAttempts + 1, this.deps.random);
      const wait = Math.max(backoff, error.retryAfterMs ?? 0);
      ledger.confirmFailed(entry.id, error.said, new Date(now().getTime() + wait));
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
