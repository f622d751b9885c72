/**
 * Receipts as images: what drawing a receipt costs (Order → Receipt → bitmap → raster bytes, exactly as a
 * printer worker does it for a printer in print mode `image`: `encodeCopies`, one copy, 80 mm, 203 dpi),
 * how many bytes one receipt sends in each print mode, and how much paper it takes drawn against printed as
 * text. In-process and synchronous.
 */
import type { Order } from '../../electron/common/model/order';
import type { PrinterSettings, PrintMode } from '../../electron/common/model/printer-settings';
import { encodeCopies } from '../../electron/core/receipt';
import { figure, round, type Figure } from '../lib/figure';
import { paperMm } from '../lib/paper-length';
import { must } from '../lib/must';
import { bigOrder, generateOrders, plateOption } from '../lib/orders';
import { receiptPrinter } from '../lib/printers';
import type { Scenario } from '../lib/scenario';
import { median, now, quantile } from '../lib/stats';

export interface ImageReceiptSize {
  /** Distinct generated orders, each drawn once per run. */
  readonly typicalOrders: number;
  /** How many times the 60-line order is drawn per run. */
  readonly bigRepeats: number;
  readonly bigLines: number;
  readonly runs: number;
}

export const IMAGE_RECEIPT_SIZES: Readonly<Record<'full' | 'quick', ImageReceiptSize>> = {
  full: { typicalOrders: 100, bigRepeats: 10, bigLines: 60, runs: 7 },
  quick: { typicalOrders: 30, bigRepeats: 3, bigLines: 60, runs: 3 },
};

/** The cake: an emoji, a Polish name and an Arabic name on the plate (auto draws only that). */
export const PLATE_FOR_EVERY_SCRIPT = 'Wszystkiego najlepszego Łucja 🎂\nعيد ميلاد سعيد يا ليلى';

export function withPlate(order: Order, plate: string): Order {
  const [first, ...rest] = order.lines;
  const cake = must(first, 'an order line');
  return { ...order, lines: [{ ...cake, options: [...cake.options, plateOption(plate)] }, ...rest] };
}

/** Per-receipt times of one pass, in milliseconds, the bytes of each receipt and (when asked) its paper. */
function encodeAll(
  orders: readonly Order[],
  settings: PrinterSettings,
  measurePaper = false,
): { times: number[]; bytes: number[]; paperMm: number[] } {
  const times: number[] = [];
  const bytes: number[] = [];
  const paper: number[] = [];
  const printedAt = new Date();
  for (const order of orders) {
    const start = now();
    const copies = encodeCopies(order, settings, { printedAt, kind: 'original', logo: null });
    times.push(now() - start);
    const copy = copies[0];
    if (!copy || copy.length === 0) throw new Error(`Order ${order.id} encoded to nothing.`);
    bytes.push(copy.length);
    if (measurePaper) paper.push(paperMm(copy, settings.dpi));
  }
  return { times, bytes, paperMm: paper };
}

const meanOf = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
const kb = (bytes: number): number => bytes / 1024;

export function measureImageReceipts(size: ImageReceiptSize): Figure[] {
  const typical = generateOrders(size.typicalOrders).map((sample) => sample.order);
  const big = Array.from({ length: size.bigRepeats }, () => bigOrder(size.bigLines));
  const image = receiptPrinter('image');
  // Warm: the fonts are registered and the JIT has settled before anything counts (a shop's engine has
  // printed receipts before the one that matters).
  encodeAll(typical.slice(0, 10), image);
  encodeAll(big.slice(0, 1), image);
  const typicalMeans: number[] = [];
  const bigMeans: number[] = [];
  const typicalAll: number[] = [];
  const bigAll: number[] = [];
  for (let run = 0; run < size.runs; run++) {
    const a = encodeAll(typical, image).times;
    const b = encodeAll(big, image).times;
    typicalAll.push(...a);
    bigAll.push(...b);
    typicalMeans.push(meanOf(a));
    bigMeans.push(meanOf(b));
  }

  const bytesIn = (mode: PrintMode, orders: readonly Order[]): number[] =>
    encodeAll(orders, receiptPrinter(mode)).bytes.map(kb);
  const plated = typical.map((order) => withPlate(order, PLATE_FOR_EVERY_SCRIPT));
  const textBytes = bytesIn('text', typical);
  const autoBytes = bytesIn('auto', typical);
  const autoPlateBytes = bytesIn('auto', plated);
  const imageBytes = bytesIn('image', typical);
  const bigImageBytes = kb(must(encodeAll(big.slice(0, 1), image).bytes[0], 'the big receipt'));
  // The same orders on paper, text and drawn, read back from their bytes with one ruler.
  const textPaper = encodeAll(typical, receiptPrinter('text'), true).paperMm;
  const imagePaper = encodeAll(typical, image, true).paperMm;
  const paperRatios = imagePaper.map((mm, index) => mm / must(textPaper[index], 'the text receipt'));
  const bigPaper = (mode: PrintMode): number =>
    must(encodeAll(big.slice(0, 1), receiptPrinter(mode), true).paperMm[0], 'the big receipt');
  const bytesHow = (what: string): string =>
    `Bytes of one copy (reset to cut) of ${what}, 80 mm, 203 dpi, over ${typical.length} generated orders; the median.`;

  return [
    figure({
      name: 'receipt as image, typical order',
      unit: 'ms',
      target: 12,
      direction: 'at-most',
      samples: typicalMeans,
      how: `Mean time per receipt of encodeCopies in print mode image (buildReceipt, drawing, GS v 0 bands) over ${typical.length} generated orders, 80 mm at 203 dpi, one copy, no logo, warm; one sample per run.`,
      detail: {
        orders: typical.length,
        p99PerReceiptMs: round(quantile(typicalAll, 0.99)),
        maxPerReceiptMs: round(Math.max(...typicalAll)),
      },
    }),
    figure({
      name: 'receipt as image, 60-line order',
      unit: 'ms',
      target: 40,
      direction: 'at-most',
      samples: bigMeans,
      how: `Mean time per receipt of encodeCopies in print mode image for a ${size.bigLines}-line order, ${size.bigRepeats} receipts per run, warm.`,
      detail: {
        p99PerReceiptMs: round(quantile(bigAll, 0.99)),
        maxPerReceiptMs: round(Math.max(...bigAll)),
        bytesKB: round(bigImageBytes),
      },
    }),
    figure({
      name: 'bytes per receipt, text mode',
      unit: 'KB',
      target: 4,
      direction: 'at-most',
      samples: textBytes,
      how: bytesHow('a typical receipt in print mode text'),
      detail: { maxKB: round(Math.max(...textBytes)) },
    }),
    figure({
      name: 'bytes per receipt, auto mode',
      unit: 'KB',
      target: 4,
      direction: 'at-most',
      samples: autoBytes,
      how: bytesHow('a typical receipt in print mode auto (the generated orders’ text fits the code page)'),
      detail: { maxKB: round(Math.max(...autoBytes)) },
    }),
    figure({
      name: 'bytes per receipt, auto mode, plate in every script',
      unit: 'KB',
      target: 32,
      direction: 'at-most',
      samples: autoPlateBytes,
      how: bytesHow(
        'a typical receipt in print mode auto whose cake plate holds an emoji, a Polish and an Arabic name (only the plate is drawn)',
      ),
      detail: { maxKB: round(Math.max(...autoPlateBytes)), medianTextKB: round(median(textBytes)) },
    }),
    figure({
      name: 'bytes per receipt, image mode',
      unit: 'KB',
      target: 128,
      direction: 'at-most',
      samples: imageBytes,
      how: bytesHow(
        'a typical receipt in print mode image (72 bytes per dot row sent; runs of blank rows are fed past, not sent)',
      ),
      detail: { maxKB: round(Math.max(...imageBytes)), sixtyLineKB: round(bigImageBytes) },
    }),
    figure({
      name: 'image paper ÷ text paper',
      unit: '×',
      target: 1,
      direction: 'at-most',
      samples: paperRatios,
      summary: 'max',
      how: `Paper one receipt moves drawn (print mode image) over the same receipt as text, for each of ${typical.length} generated orders, 80 mm at 203 dpi; the largest. Both read from their bytes with one ruler (bench/lib/paper-length.ts: an Epson TM-T20, 30-dot lines, 48 for double height).`,
      detail: {
        medianRatio: round(median(paperRatios)),
        medianImageMm: round(median(imagePaper)),
        medianTextMm: round(median(textPaper)),
        sixtyLineImageMm: round(bigPaper('image')),
        sixtyLineTextMm: round(bigPaper('text')),
      },
    }),
  ];
}

export const receiptImageScenario: Scenario = {
  id: 'image',
  title: 'Receipts as images',
  run: (context) =>
    Promise.resolve(measureImageReceipts(IMAGE_RECEIPT_SIZES[context.quick ? 'quick' : 'full'])),
};
