/**
 * A ZPL label printer (Zebra and compatibles) over TCP: `~HS` before the job, and after each label `~HS`
 * polled until the printer has shown the label in its buffer (a format, a partial format, or labels
 * remaining) and then none, with nothing wrong. The dialogue is label-flow.ts; the status zpl-status.ts.
 */
import type { PrinterSettings } from '../../common/model/printer-settings';
import { printLabelsOverTcp, queryLabelsOverTcp } from './label-flow';
import type { PrintTimeouts } from './print-options';
import type { PrinterStatus, PrintResult } from './print-result';
import type { TcpTarget } from './tcp-printer';
import { ZPL_STATUS, ZplAnswerDecoder } from './zpl-status';
import type { PrintCopy } from './paper-time';

/** Prints ZPL labels (one complete `^XA…^XZ` format per buffer); never throws for printer problems. */
export function printZpl(
  settings: PrinterSettings,
  target: TcpTarget,
  labels: readonly PrintCopy[],
  timeouts: PrintTimeouts,
): Promise<PrintResult> {
  return printLabelsOverTcp(settings, target, labels, timeouts, ZPL_STATUS, new ZplAnswerDecoder());
}

/** What a ZPL printer's `~HS` says: ready, paper out, head open (cover_open), paused (offline), ribbon out (error). */
export function queryZpl(
  settings: PrinterSettings,
  target: TcpTarget,
  timeouts: PrintTimeouts,
): Promise<PrinterStatus> {
  return queryLabelsOverTcp(settings, target, timeouts, ZPL_STATUS, new ZplAnswerDecoder());
}
