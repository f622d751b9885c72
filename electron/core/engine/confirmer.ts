/**
 * Confirms to the service what has printed (or what a person handled), and nothing else. A failed
 * confirm is retried with backoff and never causes a reprint: the receipt is already on the counter.
 */
import type { OrderingClient } from '../api/client';
import { ApiError } from '../api/errors';
import { orderIdProblem } from '../api/order-id';
import type { Ledger } from '../ledger/ledger';
import type { OrderEntry } from '../ledger/types';
import { undecodableId } from '../ledger/undecodable';
import { Doorbell } from './doorbell';
import { describeError, isLedgerDamaged } from './internal-error';
import type { EngineEvents } from './events';

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
            `Confirming order ${entry.id} hit an internal error: ${describeError(error)}`,
          );
          try {
            this.deps.ledger.confirmFailed(
              entry.id,
              'Internal error while confirming.',
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
    const label = `Order ${entry.order?.orderNumber ?? entry.id}`;
    const unsendable = unsendableId(entry);
    if (unsendable !== null) {
      const reason = `It cannot be confirmed to the service: ${unsendable}. Confirm it there by hand if it must be.`;
      ledger.markGone(entry.id, reason);
      events.orderChanged(ledger.getOrder(entry.id));
      events.log('warn', `${label}: ${reason}`);
      return;
    }
    try {
      await client.confirm(entry.id);
      const method = client.confirmMethod;
      if (method) this.deps.onConfirmMethod(method);
      ledger.markConfirmed(
        entry.id,
        `Confirmed to the service${entry.state === 'handled' ? ' (handled by a person)' : ''}.`,
      );
      this.deps.onConfirmed(entry);
      events.orderChanged(ledger.getOrder(entry.id));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A refused token (401/403) is retried like any failure: one refusal by a proxy or a firewall
      // must not stop confirming for good, and the order waits here, printed, meanwhile.
      if (error.kind === 'not_found') {
        const reason = 'The service no longer knows this order, so it cannot be confirmed. It was printed.';
        ledger.markGone(entry.id, reason);
        events.orderChanged(ledger.getOrder(entry.id));
        events.log('warn', `${label}: ${reason}`);
        return;
      }
      const attempt = entry.confirmAttempts + 1;
      const base = this.deps.retryBaseMs ?? RETRY_BASE_MS;
      const backoff = Math.min(RETRY_MAX_MS, base * 2 ** (attempt - 1)) * (0.5 + 0.5 * this.deps.random());
      const wait = Math.max(backoff, error.retryAfterMs ?? 0);
      ledger.confirmFailed(entry.id, error.message, new Date(now().getTime() + wait));
      events.log(
        'warn',
        `${error.message} OrderSlip tries again in ${Math.round(wait / 1000)} s; the receipt is not printed again.`,
      );
    }
  }
}

/**
 * Why the order's id must not go to the service, or null. An unreadable order without a usable id is
 * kept under an id derived from its JSON, which the service never gave out; an id from before ids were
 * checked may not stay one path segment.
 */
function unsendableId(entry: OrderEntry): string | null {
  if (entry.order === null && entry.id === undecodableId(null, entry.raw))
    return 'the service sent it without an id OrderSlip can use';
  const problem = orderIdProblem(entry.id);
  return problem === null ? null : `its id is not one OrderSlip sends (${problem})`;
}
