/**
 * Receipt build + encode: Order → Receipt → ESC/POS bytes, exactly as a printer worker does it for each
 * job (`encodeCopies`, one copy, 80 mm, PC858, no logo). In-process and synchronous: no sockets involved.
 */
import type { PrinterSettings } from '../../electron/common/model/printer-settings';
import type { Order } from '../../electron/common/model/order';
import { encodeCopies } from '../../electron/core/receipt';
import { figure, round, type Figure } from '../lib/figure';
import { bigOrder, generateOrders } from '../lib/orders';
import { receiptPrinter } from '../lib/printers';
import type { Scenario } from '../lib/scenario';
import { now, quantile } from '../lib/stats';

/** Print mode text, so the figures stay comparable with those before print modes (images: receipt-image.ts). */
export const RECEIPT_PRINTER: PrinterSettings = receiptPrinter('text');

export interface ReceiptSize {
  /** Distinct generated orders, each encoded once per run. */
  readonly typicalOrders: number;
  /** How many times the 60-line order is encoded per run. */
  readonly bigRepeats: number;
  readonly bigLines: number;
  readonly runs: number;
}

export const RECEIPT_SIZES: Readonly<Record<'full' | 'quick', ReceiptSize>> = {
  full: { typicalOrders: 1_000, bigRepeats: 200, bigLines: 60, runs: 7 },
  quick: { typicalOrders: 200, bigRepeats: 40, bigLines: 60, runs: 3 },
};

/** Per-receipt times of one pass over `orders`, in milliseconds. */
function encodeAll(orders: readonly Order[]): number[] {
  const times: number[] = [];
  const printedAt = new Date();
  for (const order of orders) {
    const start = now();
    const copies = encodeCopies(order, RECEIPT_PRINTER, { printedAt, kind: 'original', logo: null });
    times.push(now() - start);
    if (copies[0] === undefined || copies[0].length === 0)
      throw new Error(`Order ${order.id} encoded to nothing.`);
  }
  return times;
}

export function measureReceipts(size: ReceiptSize): Figure[] {
  const typical = generateOrders(size.typicalOrders).map((sample) => sample.order);
  const big = Array.from({ length: size.bigRepeats }, () => bigOrder(size.bigLines));
  // One pass each to let the JIT settle: a shop's engine has printed receipts before the one that counts.
  encodeAll(typical.slice(0, 50));
  encodeAll(big.slice(0, 5));
  const typicalMeans: number[] = [];
  const bigMeans: number[] = [];
  const typicalAll: number[] = [];
  const bigAll: number[] = [];
  for (let run = 0; run < size.runs; run++) {
    const a = encodeAll(typical);
    const b = encodeAll(big);
    typicalAll.push(...a);
    bigAll.push(...b);
    typicalMeans.push(a.reduce((sum, t) => sum + t, 0) / a.length);
    bigMeans.push(b.reduce((sum, t) => sum + t, 0) / b.length);
  }
  const lineCounts = typical.map((order) => order.lines.length);
  return [
    figure({
      name: 'receipt build + encode, typical order',
      unit: 'ms',
      // Issue 27: ahead of every peer library (escpos 0.051 ms, node-thermal-printer alone 0.55 ms).
      target: 0.1,
      direction: 'at-most',
      samples: typicalMeans,
      how: `Mean time per receipt of encodeCopies (buildReceipt + ESC/POS) over ${typical.length} generated orders (1–5 lines), 80 mm, print mode text, one copy, no logo; one sample per run.`,
      detail: {
        orders: typical.length,
        linesMin: Math.min(...lineCounts),
        linesMax: Math.max(...lineCounts),
        p99PerReceiptMs: round(quantile(typicalAll, 0.99)),
        maxPerReceiptMs: round(Math.max(...typicalAll)),
      },
    }),
    figure({
      name: 'receipt build + encode, 60-line order',
      unit: 'ms',
      target: 0.4,
      direction: 'at-most',
      samples: bigMeans,
      how: `Mean time per receipt of encodeCopies for a ${size.bigLines}-line order (lines with their options and extras), ${size.bigRepeats} receipts per run.`,
      detail: { p99PerReceiptMs: round(quantile(bigAll, 0.99)), maxPerReceiptMs: round(Math.max(...bigAll)) },
    }),
  ];
}

export const receiptScenario: Scenario = {
  id: 'receipt',
  title: 'Receipt build + encode',
  run: (context) => Promise.resolve(measureReceipts(RECEIPT_SIZES[context.quick ? 'quick' : 'full'])),
};
