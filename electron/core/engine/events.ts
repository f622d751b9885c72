/** What the engine tells its hosts: the window's live view and the log are both built from these. */
import type { Message } from '../../common/messages/catalogue';
import type { OrderEntry, OrderState } from '../ledger/types';
import type { PrinterState } from '../printer';

/** How a printer stands from the engine's view: its own state, or that the engine holds its queue. */
export type PrinterRuntimeState = PrinterState | 'paused' | 'not_verifiable' | 'printing';

export interface PrinterRuntime {
  readonly printerId: string;
  readonly name: string;
  readonly state: PrinterRuntimeState;
  /** What is wrong and what to do, or that it is ready. */
  readonly detail: Message;
  /** Jobs waiting for this printer. */
  readonly queued: number;
  readonly lastPrintedAt: Date | null;
  /**
   * Jobs in a row whose bytes reached the printer without proof that they printed (no completion
   * answer). A few of these and the printer apparently cannot report completion.
   */
  readonly jobsWithoutProof: number;
  /**
   * The last of those answered "printed" sooner than paper can move (issue 23 §4): it may lose jobs, so
   * printing without proof is no cure for it.
   */
  readonly answersTooSoon: boolean;
}

export type ConnectionState = 'starting' | 'ok' | 'token_rejected' | 'failing' | 'stopped';

export interface ShopPollStatus {
  readonly shopId: number;
  readonly name: string | null;
  readonly lastSuccessAt: Date | null;
  readonly lastError: Message | null;
  readonly lastErrorAt: Date | null;
  /** When the next poll is due (after backoff or Retry-After). */
  readonly nextPollAt: Date | null;
  /** Failed listings in a row (0 after a success). */
  readonly failures: number;
  /** When the current run of failures began; null while listings succeed. */
  readonly failingSince: Date | null;
  /**
   * The service answered this shop's listing with orders of other shops (it ignored `shop`, or the id
   * is wrong): those were left alone. Null once a listing holds only this shop's orders.
   */
  readonly wrongShop: {
    readonly otherShopIds: readonly number[];
    readonly count: number;
    readonly at: Date;
  } | null;
  /**
   * The service refused the token (401/403) on this shop's listings, not yet often enough to believe it:
   * polling goes on, slowly. Null when the last listing was not refused.
   */
  readonly tokenDoubtedSince: Date | null;
}

export type EngineEvent =
  | {
      readonly type: 'order';
      readonly orderId: string;
      readonly state: OrderState;
      readonly reason: Message | null;
      readonly isNew: boolean;
    }
  | { readonly type: 'printer'; readonly printer: PrinterRuntime }
  | { readonly type: 'poll'; readonly shop: ShopPollStatus }
  | { readonly type: 'connection'; readonly state: ConnectionState; readonly detail: Message }
  | { readonly type: 'log'; readonly level: 'info' | 'warn' | 'error'; readonly message: Message };

export type EngineListener = (event: EngineEvent) => void;

export class EngineEvents {
  private readonly listeners = new Set<EngineListener>();

  on(listener: EngineListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: EngineEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A broken listener (a closed window, a failed log write) must not stop the engine.
      }
    }
  }

  /** An order changed: told as the ledger now has it, so the window never hears a state the ledger lacks. */
  orderChanged(entry: Pick<OrderEntry, 'id' | 'state' | 'reason'> | null, isNew = false): void {
    if (entry)
      this.emit({ type: 'order', orderId: entry.id, state: entry.state, reason: entry.reason, isNew });
  }

  log(level: 'info' | 'warn' | 'error', message: Message): void {
    this.emit({ type: 'log', level, message });
  }
}
