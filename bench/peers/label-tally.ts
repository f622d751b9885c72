/**
 * Counts what the bench's label printer printed against the orders the simulator listed: one order label
 * per order (its id in the QR code) and one cake label per plate. A cake label carries no id; it belongs
 * to the order label printed just before it — the engine sends one order's labels as one job, and a
 * printer's jobs one after another — and must repeat that label's headline and due time and show one of
 * that order's plates, each plate once. Anything else is a stray, reported by what it says.
 */
import type { WireOrder } from '../../electron/demo/simulator/wire';
import type { PrintedLabel } from '../../electron/demo/virtual-printer';
import type { LabelCounts } from './protocol';

/** Whitespace-insensitive: a plate is wrapped over several text fields on the label. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

interface Expected {
  /** The order's plate texts not yet seen on a cake label. */
  readonly plates: string[];
  readonly plateCount: number;
  orderLabels: number;
  cakeLabels: number;
}

/** The lines with a plate text (a `text` option with something typed): one cake label each. */
function platesOf(order: WireOrder): string[] {
  const plates: string[] = [];
  for (const line of order.order_lines) {
    const options = Array.isArray(line.options) ? line.options : [];
    const texts = options
      .filter((option) => option.type === 'text' && squash(option.meta ?? '') !== '')
      .map((option) => squash(option.meta ?? ''));
    // Two text options on one line are two paragraphs of one plate, on one label.
    if (texts.length > 0) plates.push(texts.join(' '));
  }
  return plates;
}

export class LabelTally {
  private readonly orders = new Map<string, Expected>();
  private readonly strays: string[] = [];
  private printedCount = 0;
  /** The order whose order label came out last, with that label's headline and due time. */
  private last: { id: string; headline: string; due: string } | null = null;

  expect(order: WireOrder): void {
    const plates = platesOf(order);
    this.orders.set(order.id, { plates, plateCount: plates.length, orderLabels: 0, cakeLabels: 0 });
  }

  printed(label: PrintedLabel): void {
    this.printedCount += 1;
    const [headline = '', due = ''] = label.texts;
    const qr = label.qrPayloads[0];
    if (qr !== undefined) {
      const order = this.orders.get(qr);
      if (!order) return this.stray(`an order label for no known order (${qr})`, label);
      order.orderLabels += 1;
      this.last = { id: qr, headline, due };
      return;
    }
    const last = this.last;
    if (!last) return this.stray('a cake label before any order label', label);
    const order = this.orders.get(last.id);
    if (!order) return this.stray(`a cake label after order ${last.id}, which is unknown`, label);
    if (headline !== last.headline || due !== last.due)
      return this.stray(`a cake label after order ${last.id}'s order label "${last.headline}"`, label);
    const text = squash(label.texts.join(' '));
    const plate = order.plates.findIndex((candidate) => text.includes(candidate));
    if (plate < 0) return this.stray(`a cake label for order ${last.id} with none of its plates left`, label);
    order.plates.splice(plate, 1);
    order.cakeLabels += 1;
  }

  counts(unknownCommands: readonly string[]): LabelCounts {
    let orderLabels = 0;
    let cakeLabels = 0;
    let plates = 0;
    let ordersWithOneOrderLabel = 0;
    let ordersWithTheirCakeLabels = 0;
    for (const order of this.orders.values()) {
      orderLabels += order.orderLabels;
      cakeLabels += order.cakeLabels;
      plates += order.plateCount;
      if (order.orderLabels === 1) ordersWithOneOrderLabel += 1;
      if (order.cakeLabels === order.plateCount) ordersWithTheirCakeLabels += 1;
    }
    return {
      printed: this.printedCount,
      orderLabels,
      cakeLabels,
      plates,
      ordersWithOneOrderLabel,
      ordersWithTheirCakeLabels,
      strays: [...this.strays],
      unknownCommands: unknownCommands.slice(0, 20),
    };
  }

  private stray(what: string, label: PrintedLabel): void {
    this.strays.push(`${what}: ${JSON.stringify(label.texts.slice(0, 4))}`);
  }
}
