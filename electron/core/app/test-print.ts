/**
 * A test print on a printer the engine does not run (yet): the wizard's unsaved printer, or a saved one
 * before the settings are complete. One connection for one receipt (or a label printer's sample labels),
 * outside the engine's queues: nothing is recorded, and no order waits behind it.
 */
import type { PrinterSettings } from '../../common/model/printer-settings';
import { printJob, type PrintOptions, type PrintResult } from '../printer';
import { testPrintBuffers } from '../engine/print-bytes';

export function printTestReceipt(
  printer: PrinterSettings,
  now: Date,
  options: PrintOptions | undefined,
): Promise<PrintResult> {
  return printJob(printer, testPrintBuffers(printer, now), options);
}

/** The same printer, set up the same (its `untested` mark aside): a test of one is a test of the other. */
export function samePrinter(a: PrinterSettings, b: PrinterSettings): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.uri === b.uri &&
    a.type === b.type &&
    a.paperWidth === b.paperWidth &&
    a.characterSet === b.characterSet &&
    a.language === b.language &&
    a.copies === b.copies &&
    a.logoPath === b.logoPath &&
    a.allowUnverified === b.allowUnverified &&
    a.role === b.role &&
    JSON.stringify(a.label) === JSON.stringify(b.label) &&
    a.ticket === b.ticket &&
    JSON.stringify(a.filter) === JSON.stringify(b.filter) &&
    a.buzzer === b.buzzer
  );
}
