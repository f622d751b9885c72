/**
 * The name of a printer set up without one (`run --printer URI`, a settings or provisioning file
 * without `name`, the wizard's new label printer): the word for a receipt or label printer in the
 * printer's own language, the language its paper speaks in the shop, so a French shop's window, alerts,
 * notifications, tray and logs say "Imprimante à tickets" where an English word would stand out.
 */
import type { PrinterRole } from './model/printer-settings';
import { PRINTER_NAMES } from './words/printer-names';
import type { Language } from './words/languages';

export function defaultPrinterName(role: PrinterRole, language: Language): string {
  const words = PRINTER_NAMES[language];
  return role === 'label' ? words.labelPrinter : words.receiptPrinter;
}
