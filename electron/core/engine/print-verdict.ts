/**
 * What one print attempt means for its job: put back to try again later, or recorded as having reached
 * the printer, with the proof it gave. The rule behind "never confirm what did not print, never send
 * again by itself what may have printed" lives here, in one place.
 */
import type { PrintFailureReason, PrintResult } from '../printer';

export type PrintVerdict =
  | { readonly kind: 'retry' }
  | {
      readonly kind: 'reached';
      /** `trusted`: no proof, but the printer is set to print without it. */
      readonly proof: 'verified' | 'trusted' | 'none';
      /** The printer said nothing at all (no completion answer, a device file, an OS queue). */
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
 * - Silence after every byte went out: trusted only where the printer may print without proof.
 * - A fault reported during the job, or a second attempt that again may have left paper: reached,
 *   without proof, whatever the setting — a person is asked rather than the job sent again.
 * - Anything else (nothing sent, or cut off once): try again later.
 */
export function printVerdict(
  result: PrintResult,
  job: { readonly possibleDuplicate: boolean },
  allowUnverified: boolean,
): PrintVerdict {
  if (result.outcome === 'printed') return { kind: 'reached', proof: 'verified', silent: false };
  if (result.outcome === 'delivered' || result.reason === 'no_answer')
    return { kind: 'reached', proof: allowUnverified ? 'trusted' : 'none', silent: true };
  const faultDuringJob = FAULTS_DURING_JOB.has(result.reason) && result.mayHavePrinted;
  const againMayHavePrinted = result.mayHavePrinted && job.possibleDuplicate;
  return faultDuringJob || againMayHavePrinted
    ? { kind: 'reached', proof: 'none', silent: false }
    : { kind: 'retry' };
}
