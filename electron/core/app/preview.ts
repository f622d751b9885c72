/**
 * The receipt the window previews for an order: built with exactly the context the printer path uses
 * (`receiptContextFor`: language, paper, the character set the printer really uses, the copies' mark,
 * the logo, header and footer), then prepared as `encodeReceipt` prepares it (`prepareReceipt`: the print
 * mode's drawn parts as raster blocks), by the printer's template: its customer receipt or its production
 * ticket (only the lines its filter lets through). So the screen shows what the paper shows — a Star printer set to
 * ISO-8859-15 previews the PC858 text it prints, and an image-mode printer the very bits it is sent.
 * The labels likewise (`previewLabelsFor`).
 */
import { readFileSync } from 'node:fs';
import type { Order } from '../../common/model/order';
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { Receipt } from '../../common/receipt/receipt';
import { buildReceipt, buildTicket, effectiveCharacterSet, receiptContextFor } from '../receipt';
import { printerText } from '../receipt/build-receipt';
import { fitLogo } from '../receipt/logo';
import { style } from '../../common/receipt/receipt';
import { copyCount } from '../receipt/encode';
import { prepareReceipt } from '../receipt/print-mode';
import type { LaidOutLabel } from '../../common/label/label';
import { labelsFor } from '../label/encode-labels';

export function previewReceipt(
  order: Order,
  printer: PrinterSettings,
  printedAt: Date,
  /**
   * The order's shop name when this printer serves several shops: the engine then prints it large at the
   * top (`PrinterWorker`'s `servesSeveralShops`), so the preview must show it too. Null: it does not.
   */
  shopName: string | null = null,
): Receipt {
  const context = receiptContextFor(
    printer,
    { printedAt, kind: 'original', logo: logoOf(printer), shopName },
    firstCopy(printer),
  );
  // The printer's own template. A printer whose filter takes none of the order gets no job for it (the
  // History's jobs say so); its preview still shows its template: a production ticket with no lines and
  // "0 of n lines", so the filter's effect is plain.
  const built =
    printer.ticket === 'production'
      ? buildTicket(order, { ...context, filter: printer.filter })
      : buildReceipt(order, context);
  return prepareReceipt(built, printer);
}

/**
 * The top of every receipt this printer prints — its logo, then its header — as `buildReceipt` puts
 * them there and the print mode draws them: what a person choosing a logo wants to see. Null when the
 * printer has no logo that can be read (the engine then prints none either).
 */
export function previewLogo(printer: PrinterSettings): Receipt | null {
  const png = logoOf(printer)?.png;
  const logo = png ? fitLogo(png, printer.paperWidth) : null;
  if (!logo) return null;
  const characterSet = effectiveCharacterSet(printer.type, printer.characterSet);
  const header = printerText(printer.header, characterSet);
  return prepareReceipt(
    {
      language: printer.language,
      paperWidth: printer.paperWidth,
      characterSet,
      blocks: [
        logo,
        ...(header === ''
          ? []
          : [
              { kind: 'text' as const, text: header, style: style({ align: 'center' }) },
              { kind: 'rule' as const, char: '-' as const },
            ]),
      ],
    },
    printer,
  );
}

/** The first of the printer's copies, as `encodeCopies` numbers them. */
function firstCopy(printer: PrinterSettings): { index: number; of: number } {
  return { index: 1, of: copyCount(printer) };
}

/** The printer's logo as the engine reads it; a logo that cannot be read is left out there as here. */
function logoOf(printer: PrinterSettings): { png: Uint8Array } | null {
  if (!printer.logoPath) return null;
  try {
    return { png: readFileSync(printer.logoPath) };
  } catch {
    return null;
  }
}

/**
 * The labels the window previews for an order: laid out exactly as the label printer's job lays them out
 * (`labelsFor` with its size, dots and language), so the screen shows what the labels show. Of several
 * label printers, the first that has labels for the order; with none, the first (and no labels). Null
 * when there is no label printer to ask.
 */
export function previewLabelsFor(
  order: Order,
  labelPrinters: readonly PrinterSettings[],
  printedAt: Date,
): { readonly printerId: string; readonly labels: readonly LaidOutLabel[] } | null {
  let first: { printerId: string; labels: readonly LaidOutLabel[] } | null = null;
  for (const printer of labelPrinters) {
    const labels = labelsOf(order, printer, printedAt);
    if (labels.length > 0) return { printerId: printer.id, labels };
    first ??= { printerId: printer.id, labels };
  }
  return first;
}

/** Labels that cannot be built show as none here; printing them says why, and holds the order. */
function labelsOf(order: Order, printer: PrinterSettings, printedAt: Date): readonly LaidOutLabel[] {
  try {
    return labelsFor(order, printer, { kind: 'original', printedAt });
  } catch {
    return [];
  }
}
