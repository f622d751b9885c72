/**
 * A TSPL label printer (TSC, Xprinter and compatibles) over TCP: `<ESC>!?` before the job, and after each
 * label `<ESC>!?` polled until the printer has shown its printing bit and then cleared it, with nothing
 * wrong. The dialogue is label-flow.ts; the status byte tspl-status.ts.
 */
import type { PrinterSettings } from '../../common/model/printer-settings';
import { printLabelsOverTcp, queryLabelsOverTcp } from './label-flow';
import type { PrintTimeouts } from './print-options';
import type { PrinterStatus, PrintResult } from './print-result';
import type { TcpTarget } from './tcp-printer';
import { TSPL_STATUS, TsplAnswerDecoder } from './tspl-status';
import type { PrintCopy } from './paper-time';

/** Prints TSPL labels (one complete `SIZE … PRINT` program per buffer); never throws for printer problems. */
export function printTspl(
  settings: PrinterSettings,
  target: TcpTarget,
  labels: readonly PrintCopy[],
  timeouts: PrintTimeouts,
): Promise<PrintResult> {
  return printLabelsOverTcp(settings, target, labels, timeouts, TSPL_STATUS, new TsplAnswerDecoder());
}

/** What a TSPL printer's status byte says. */
export function queryTspl(
  settings: PrinterSettings,
  target: TcpTarget,
  timeouts: PrintTimeouts,
): Promise<PrinterStatus> {
  return queryLabelsOverTcp(settings, target, timeouts, TSPL_STATUS, new TsplAnswerDecoder());
}
