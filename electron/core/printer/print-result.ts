/** What became of a print job, and what a printer says about itself. */

export type PrintFailureReason =
  | 'offline'
  | 'unreachable'
  | 'paper_out'
  | 'cover_open'
  | 'printer_error'
  | 'connection_lost'
  | 'no_answer'
  | 'not_verifiable'
  | 'device_error';

export type PrintResult =
  /** The printer itself confirmed it processed the whole job. */
  | { readonly outcome: 'printed'; readonly detail: string }
  /** Bytes handed over, no proof from the printer (counts as done only where settings.allowUnverified). */
  | { readonly outcome: 'delivered'; readonly detail: string }
  | {
      readonly outcome: 'failed';
      readonly reason: PrintFailureReason;
      /** For a shop person: which printer, what happened, what to do. */
      readonly message: string;
      /** Some or all bytes may have reached the printer: a retry should carry a "possible duplicate" mark. */
      readonly mayHavePrinted: boolean;
    };

export type PrinterState =
  'ready' | 'paper_low' | 'paper_out' | 'cover_open' | 'offline' | 'error' | 'unreachable' | 'unknown';

export interface PrinterStatus {
  readonly state: PrinterState;
  readonly detail: string;
}

export const printed = (detail: string): PrintResult => ({ outcome: 'printed', detail });
export const delivered = (detail: string): PrintResult => ({ outcome: 'delivered', detail });
export const failed = (
  reason: PrintFailureReason,
  message: string,
  mayHavePrinted: boolean,
): PrintResult => ({
  outcome: 'failed',
  reason,
  message,
  mayHavePrinted,
});
