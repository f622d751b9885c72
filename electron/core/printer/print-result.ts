/** What became of a print job, and what a printer says about itself. */
import type { Message } from '../../common/messages/catalogue';

export type PrintFailureReason =
  | 'offline'
  | 'unreachable'
  | 'paper_out'
  | 'cover_open'
  | 'printer_error'
  | 'connection_lost'
  | 'no_answer'
  /** It answered "printed" sooner than the paper could move: no proof, as if it had not answered. */
  | 'early_answer'
  | 'not_verifiable'
  | 'device_error';

export type PrintResult =
  /** The printer itself confirmed it processed the whole job. */
  | { readonly outcome: 'printed'; readonly detail: Message }
  /**
   * An OS print queue (CUPS, the Windows spooler) said the job completed; the printer itself said
   * nothing. Weaker than 'printed' (a queue may call a job complete that the printer lost): it counts as
   * done only where settings.confirmOnQueueCompletion.
   */
  | { readonly outcome: 'queue-completed'; readonly detail: Message }
  /** Bytes handed over, no proof from the printer (counts as done only where settings.allowUnverified). */
  | { readonly outcome: 'delivered'; readonly detail: Message }
  | PrintFailure;

export interface PrintFailure {
  readonly outcome: 'failed';
  readonly reason: PrintFailureReason;
  /** For a shop person: which printer, what happened, what to do. */
  readonly message: Message;
  /** Some or all bytes may have reached the printer: a retry should carry a "possible duplicate" mark. */
  readonly mayHavePrinted: boolean;
}

export type PrinterState =
  'ready' | 'paper_low' | 'paper_out' | 'cover_open' | 'offline' | 'error' | 'unreachable' | 'unknown';

export interface PrinterStatus {
  readonly state: PrinterState;
  readonly detail: Message;
}

export const printed = (detail: Message): PrintResult => ({ outcome: 'printed', detail });
export const queueCompleted = (detail: Message): PrintResult => ({ outcome: 'queue-completed', detail });
export const delivered = (detail: Message): PrintResult => ({ outcome: 'delivered', detail });
export const failed = (
  reason: PrintFailureReason,
  message: Message,
  mayHavePrinted: boolean,
): PrintFailure => ({
  outcome: 'failed',
  reason,
  message,
  mayHavePrinted,
});
