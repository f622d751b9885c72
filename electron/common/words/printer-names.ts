/**
 * The words for a receipt printer and a label printer in each language, apart from the rest of the
 * words: a host names a printer set up without a name as it starts (`common/printer-name.ts`), long
 * before it prints, and a language's whole words (about 0.4 MiB of a host's memory once made,
 * docs/PERFORMANCE.md) are not made for two of them. Each language's window words take theirs from here.
 */
import type { Language } from './languages';

export interface PrinterNames {
  readonly receiptPrinter: string;
  readonly labelPrinter: string;
}

export const PRINTER_NAMES: { readonly [L in Language]: PrinterNames } = {
  nl: { receiptPrinter: 'Bonprinter', labelPrinter: 'Etikettenprinter' },
  fr: { receiptPrinter: 'Imprimante à tickets', labelPrinter: 'Imprimante d’étiquettes' },
  de: { receiptPrinter: 'Bondrucker', labelPrinter: 'Etikettendrucker' },
  en: { receiptPrinter: 'Receipt printer', labelPrinter: 'Label printer' },
};
