/**
 * Labels build + layout + encode: Order → its labels for a label printer → one buffer per label, exactly
 * as the label driver gets them (`labelsFor` + `encodeLabels`), for ZPL and for TSPL, 58 × 40 mm at
 * 203 dpi, order and cake labels on. In-process and synchronous: no sockets involved. Plates the
 * printer's font cannot show are drawn (a `^GFA` / BITMAP), so every order also carries a plate with an
 * emoji: the figure includes drawing it.
 */
import type { Order } from '../../electron/common/model/order';
import { cents } from '../../electron/common/model/money';
import type { LabelProtocol, PrinterSettings } from '../../electron/common/model/printer-settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { encodeLabels, labelsFor } from '../../electron/core/label/encode-labels';
import { figure, round, type Figure } from '../lib/figure';
import { generateOrders } from '../lib/orders';
import type { Scenario } from '../lib/scenario';
import { now, quantile } from '../lib/stats';

export function labelPrinter(protocol: LabelProtocol): PrinterSettings {
  const base = printerSettings({
    id: `bench-${protocol}`,
    name: 'Bench labels',
    uri: 'tcp://127.0.0.1:9100',
  });
  return { ...base, role: 'label', label: { ...base.label, protocol, widthMm: 58, heightMm: 40 } };
}

export interface LabelSize {
  /** Distinct generated orders, each encoded once per run and protocol. */
  readonly orders: number;
  readonly runs: number;
}

export const LABEL_SIZES: Readonly<Record<'full' | 'quick', LabelSize>> = {
  full: { orders: 500, runs: 7 },
  quick: { orders: 100, runs: 3 },
};

/** A cake on every order: the first line gets a plate (with an emoji on every other order). */
function withPlate(order: Order, index: number): Order {
  const [first, ...rest] = order.lines;
  if (!first) return order;
  const plate = index % 2 === 0 ? 'Proficiat oma Jeanne!' : 'Happy birthday Noor 🎂';
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

export function measureLabels(size: LabelSize): Figure[] {
  const orders = generateOrders(size.orders).map((sample, index) => withPlate(sample.order, index));
  return (['zpl', 'tspl'] as const).map((protocol) => {
    const settings = labelPrinter(protocol);
    // One pass to let the JIT settle and Skia load its fonts: a shop's engine has printed labels before.
    encodeAll(orders.slice(0, 20), settings);
    const means: number[] = [];
    const all: number[] = [];
    let last = { labels: 0, bytes: 0 };
    for (let run = 0; run < size.runs; run++) {
      const pass = encodeAll(orders, settings);
      all.push(...pass.times);
      means.push(pass.times.reduce((sum, t) => sum + t, 0) / pass.times.length);
      last = pass;
    }
    return figure({
      name: `labels build + layout + encode, ${protocol.toUpperCase()}`,
      unit: 'ms',
      target: 5,
      direction: 'at-most',
      samples: means,
      how: `Mean time per order of labelsFor + encodeLabels (${protocol.toUpperCase()}, 58 × 40 mm, 203 dpi, order and cake labels) over ${orders.length} generated orders, each with a plate (every other one with an emoji, drawn as a graphic); one sample per run.`,
      detail: {
        orders: orders.length,
        labelsPerOrder: round(last.labels / orders.length),
        bytesPerOrder: Math.round(last.bytes / orders.length),
        p99PerOrderMs: round(quantile(all, 0.99)),
        maxPerOrderMs: round(Math.max(...all)),
      },
    });
  });
}

export const labelsScenario: Scenario = {
  id: 'labels',
  title: 'Labels build + layout + encode',
  run: (context) => Promise.resolve(measureLabels(LABEL_SIZES[context.quick ? 'quick' : 'full'])),
};
