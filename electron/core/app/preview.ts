/**
 * The receipt the window previews for an order: built with exactly the context the printer path uses
 * (`receiptContextFor`: language, paper, the character set the printer really uses, the copies' mark,
 * the logo, header and footer), then prepared as `encodeReceipt` prepares it (`prepareReceipt`: the print
 * mode's drawn parts as raster blocks). So the screen shows what the paper shows — a Star printer set to
 * ISO-8859-15 previews the PC858 text it prints, and an image-mode printer the very bits it is sent.
 */
import { readFileSync } from 'node:fs';
import type { Order } from '../../common/model/order';
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { Receipt } from '../../common/receipt/receipt';
import { buildReceipt, receiptContextFor } from '../receipt';
import { copyCount } from '../receipt/encode';
import { prepareReceipt } from '../receipt/print-mode';

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
  const built = buildReceipt(
    order,
    receiptContextFor(
      printer,
      { printedAt, kind: 'original', logo: logoOf(printer), shopName },
      firstCopy(printer),
    ),
  );
  return prepareReceipt(built, printer);
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
