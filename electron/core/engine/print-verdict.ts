/**
 * What one print attempt means for its job: put back to try again later, or recorded as having reached
 * the printer, with the proof it gave. The rule behind "never confirm what did not print, never send
 * again by itself what may have printed" lives here, in one place.
 */
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { PrintFailureReason, PrintResult } from '../printer';

export type PrintVerdict =
  | { readonly kind: 'retry' }
  | {
      readonly kind: 'reached';
      /**
       * `trusted`: no proof from the printer, but it is set to print without it (or, for an OS queue,
       * to take the queue's "completed" as enough).
       */
      readonly proof: 'verified' | 'trusted' | 'none';
      /** The printer said nothing at all (no completion answer, a device file, a queue that only took the job). */
      readonly silent: boolean;
    };

/** Faults a printer reports at the end of a job: paper may have come out before them. */
const FAULTS_DURING_JOB: ReadonlySet<PrintFailureReason> = new Set([
  'paper_out',
  'cover_open',
  'printer_error',
]);

/**
 * - Printed with proof: verified.
 * - Completed by the OS print queue: trusted where the shop lets the queue's word confirm orders
 *   (`confirmOnQueueCompletion`), else a person is asked. Not silent: the queue did answer.
 * - Silence after every byte went out (or a "printed" sooner than paper can move): trusted only where the
 *   printer may print without proof.
 * - A fault reported during the job, or a second attempt that again may have left paper: reached,
 *   without proof, whatever the setting — a person is asked rather than the job sent again.
 * - Anything else (nothing sent, or cut off once): try again later.
 */
export function printVerdict(
  result: PrintResult,
  job: { readonly possibleDuplicate: boolean },
  trust: Pick<PrinterSettings, 'allowUnverified' | 'confirmOnQueueCompletion'>,
): PrintVerdict {
  const { allowUnverified } = trust;
  if (result.outcome === 'printed') return { kind: 'reached', proof: 'verified', silent: false };
  if (result.outcome === 'queue-completed')
    return { kind: 'reached', proof: trust.confirmOnQueueCompletion ? 'trusted' : 'none', silent: false };
  // An answer sooner than the paper could move is no answer: as silent as a printer that cannot report.
  if (result.outcome === 'delivered' || result.reason === 'no_answer' || result.reason === 'early_answer')
    return { kind: 'reached', proof: allowUnverified ? 'trusted' : 'none', silent: true };
  const faultDuringJob = FAULTS_DURING_JOB.has(result.reason) && result.mayHavePrinted;
  const againMayHavePrinted = result.mayHavePrinted && job.possibleDuplicate;
  return faultDuringJob || againMayHavePrinted
    ? { kind: 'reached', proof: 'none', silent: false }
    : { kind: 'retry' };
}
