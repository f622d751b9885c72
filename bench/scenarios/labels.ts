/**
 * Labels build + layout + encode: Order → its labels for a label printer → one buffer per label, exactly
 * as the label driver gets them (`labelsFor` + `encodeLabels`), for ZPL and for TSPL, 58 × 40 mm at
 * 203 dpi, order and cake labels on. In-process and synchronous: no sockets involved. Two figures each:
 * - per label, every plate in the printer's font (a Dutch or French bakery's labels: all text), the
 *   layout included — what a peer library that is handed our layout does only the last step of;
 * - per order, every other plate with an emoji, which the printer's font cannot show: drawn (a `^GFA` /
 *   BITMAP), so that figure includes drawing it.
 */
import type { Order } from '../../electron/common/model/order';
import { cents } from '../../electron/common/model/money';
import type { PrinterSettings } from '../../electron/common/model/printer-settings';
import { encodeLabels, labelsFor } from '../../electron/core/label/encode-labels';
import { figure, round, type Figure } from '../lib/figure';
import { generateOrders } from '../lib/orders';
import { labelPrinter } from '../lib/printers';
import type { Scenario } from '../lib/scenario';
import { median, now, quantile } from '../lib/stats';

export interface LabelSize {
  /** Distinct generated orders, each encoded once per run and protocol. */
  readonly orders: number;
  readonly runs: number;
}

export const LABEL_SIZES: Readonly<Record<'full' | 'quick', LabelSize>> = {
  full: { orders: 500, runs: 7 },
  quick: { orders: 100, runs: 3 },
};

/** A cake on every order: the first line gets a plate (with an emoji on every other order when `drawn`). */
function withPlate(order: Order, index: number, drawn: boolean): Order {
  const [first, ...rest] = order.lines;
  if (!first) return order;
  const plate = drawn && index % 2 === 1 ? 'Happy birthday Noor 🎂' : 'Proficiat oma Jeanne!';
  return {
    ...order,
    lines: [
      {
        ...first,
        options: [
          ...first.options,
          { name: 'plate', pluCode: '', qty: 1, total: cents(0), type: 'text', meta: plate },
        ],
      },
      ...rest,
    ],
  };
}

/** Per-order times of one pass, in milliseconds; and how many labels and bytes it gave. */
function encodeAll(
  orders: readonly Order[],
  settings: PrinterSettings,
): { times: number[]; labels: number; bytes: number } {
  const times: number[] = [];
  const context = { kind: 'original' as const, printedAt: new Date() };
  let labels = 0;
  let bytes = 0;
  for (const order of orders) {
    const start = now();
    const buffers = encodeLabels(labelsFor(order, settings, context), settings);
    times.push(now() - start);
    if (buffers.length === 0) throw new Error(`Order ${order.id} gave no labels.`);
    labels += buffers.length;
    bytes += buffers.reduce((sum, buffer) => sum + buffer.length, 0);
  }
  return { times, labels, bytes };
}

interface Passes {
  /** Mean time per order of each run. */
  readonly perOrder: number[];
  /** Mean time per label of each run. */
  readonly perLabel: number[];
  /** Every order's time. */
  readonly all: number[];
  readonly labels: number;
  readonly bytes: number;
}

function passes(orders: readonly Order[], settings: PrinterSettings, runs: number): Passes {
  // A whole pass first, to let the JIT settle and Skia load its fonts: a shop's engine has printed labels
  // before (20 orders left the first protocol measured with the JIT still at work).
  encodeAll(orders, settings);
  const perOrder: number[] = [];
  const perLabel: number[] = [];
  const all: number[] = [];
  let last = { labels: 0, bytes: 0 };
  for (let run = 0; run < runs; run++) {
    const pass = encodeAll(orders, settings);
    const total = pass.times.reduce((sum, t) => sum + t, 0);
    all.push(...pass.times);
    perOrder.push(total / pass.times.length);
    perLabel.push(total / pass.labels);
    last = pass;
  }
  return { perOrder, perLabel, all, ...last };
}

export function measureLabels(size: LabelSize): Figure[] {
  const generated = generateOrders(size.orders);
  const inFont = generated.map((sample, index) => withPlate(sample.order, index, false));
  const drawn = generated.map((sample, index) => withPlate(sample.order, index, true));
  const protocols = ['zpl', 'tspl'] as const;
  const perLabel = protocols.map((protocol) => {
    const measured = passes(inFont, labelPrinter(protocol), size.runs);
    return figure({
      name: `labels build + layout + encode a label, ${protocol.toUpperCase()}`,
      unit: 'ms',
      target: 0.05,
      direction: 'at-most',
      samples: measured.perLabel,
      how: `Mean time per label of labelsFor + encodeLabels (${protocol.toUpperCase()}, 58 × 40 mm, 203 dpi, order and cake labels: building, laying out and encoding each) over ${inFont.length} generated orders, each with a plate the printer's font shows; one sample per run.`,
      detail: {
        orders: inFont.length,
        labelsPerOrder: round(measured.labels / inFont.length),
        bytesPerLabel: Math.round(measured.bytes / measured.labels),
        perOrderMs: round(median(measured.perOrder)),
      },
    });
  });
  const perOrder = protocols.map((protocol) => {
    const measured = passes(drawn, labelPrinter(protocol), size.runs);
    return figure({
      name: `labels build + layout + encode, ${protocol.toUpperCase()}`,
      unit: 'ms',
      target: 5,
      direction: 'at-most',
      samples: measured.perOrder,
      how: `Mean time per order of labelsFor + encodeLabels (${protocol.toUpperCase()}, 58 × 40 mm, 203 dpi, order and cake labels) over ${drawn.length} generated orders, each with a plate (every other one with an emoji, drawn as a graphic); one sample per run.`,
      detail: {
        orders: drawn.length,
        labelsPerOrder: round(measured.labels / drawn.length),
        bytesPerOrder: Math.round(measured.bytes / drawn.length),
        p99PerOrderMs: round(quantile(measured.all, 0.99)),
        maxPerOrderMs: round(Math.max(...measured.all)),
      },
    });
  });
  return [...perLabel, ...perOrder];
}

export const labelsScenario: Scenario = {
  id: 'labels',
  title: 'Labels build + layout + encode',
  run: (context) => Promise.resolve(measureLabels(LABEL_SIZES[context.quick ? 'quick' : 'full'])),
};
