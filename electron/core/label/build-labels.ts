/**
 * Order → the labels one label printer prints for it: order labels (one per bag or box, or one per few
 * lines, or one per line: `label.count`) and cake labels (one per order line with a plate text). Which
 * orders and lines get labels is the printer's setting (`label.orderTypes`, `label.products`); the words
 * are the printer's language, the same as its receipts'. Every customer text passes the receipt's
 * sanitiser with the `unicode` repertoire: kept as typed (any script, emoji), without control or
 * invisible characters, and bounded like on a receipt. Pure: no clock, no I/O.
 */
import { linesMatching } from '../receipt/line-filter';
import type { Order, OrderLine } from '../../common/model/order';
import type { LabelSettings, PrinterSettings } from '../../common/model/printer-settings';
import type { LabelContent } from '../../common/label/label';
import { type Labels } from '../../common/receipt/labels';
import { formatDue, formatQuantity } from '../../common/receipt/format';
import type { ReceiptKind } from '../../common/receipt/receipt';
import { shortOrderId } from '../../common/order-label';
import { boundText, ORDER_LIMITS, TEXT_LIMITS } from '../receipt/limits';
import { asciiPayload, sanitizeLine } from '../receipt/sanitize';
import { wordsOf } from '../../common/words/catalogues';

export interface LabelContext {
  /** Reprint, possible duplicate and test print a banner across every label, as on the receipt. */
  readonly kind: ReceiptKind;
  readonly printedAt: Date;
}

/** Never more labels of one kind for one order: a per-line printer and an order of 300 lines. */
export const MAX_LABELS_PER_KIND = ORDER_LIMITS.products;

/** `[]` when this printer prints no label for the order (both kinds off, or its filters exclude it). */
export function buildLabels(order: Order, settings: PrinterSettings, context: LabelContext): LabelContent[] {
  const label = settings.label;
  if (label.orderTypes.length > 0 && !label.orderTypes.includes(order.type)) return [];
  const labels = wordsOf(settings.language).paper.receipt;
  const matching = linesMatching(order.lines, label.products);
  const base = {
    language: settings.language,
    headline: `${labels.orderType[order.type]} ${orderNumber(order)}`,
    name: bounded(`${order.client.firstName} ${order.client.lastName}`, TEXT_LIMITS.name),
    due: sanitizeLine(formatDue(order.due.date, order.due.time, labels), 'unicode'),
    shop: bounded(order.shop.name, TEXT_LIMITS.name) || null,
    coolBox: order.type === 'pick_up_coolbox',
    banner: labels.banner[context.kind],
  };
  const out: LabelContent[] = [];
  if (label.orderLabels) {
    const count = orderLabelCount(label, order.lines.length, matching.length);
    const qr = qrPayload(order.id);
    for (let index = 0; index < count; index++) {
      out.push({
        ...base,
        kind: 'order',
        sequence: count > 1 ? `${index + 1}/${count}` : null,
        qr,
        product: null,
        options: [],
        plate: null,
      });
    }
  }
  if (label.cakeLabels) {
    const cakes = matching
      .map((line) => cakeOf(line, labels))
      .filter((cake): cake is Cake => cake !== null)
      .slice(0, MAX_LABELS_PER_KIND);
    cakes.forEach((cake, index) => {
      out.push({
        ...base,
        kind: 'cake',
        sequence: cakes.length > 1 ? `${index + 1}/${cakes.length}` : null,
        qr: null,
        ...cake,
      });
    });
  }
  return out;
}

/**
 * How many order labels: none when a product filter matches no line (this printer has nothing of the
 * order); else one, one per `linesPerLabel` matching lines, or one per matching line.
 */
function orderLabelCount(label: LabelSettings, allLines: number, matchingLines: number): number {
  if (label.products.length > 0 && matchingLines === 0) return 0;
  const lines = label.products.length > 0 ? matchingLines : allLines;
  switch (label.count) {
    case 'per-order':
      return 1;
    case 'per-lines': {
      const per = Math.max(1, Math.floor(label.linesPerLabel));
      return Math.min(MAX_LABELS_PER_KIND, Math.max(1, Math.ceil(lines / per)));
    }
    case 'per-line':
      return Math.min(MAX_LABELS_PER_KIND, Math.max(1, lines));
  }
}

type Cake = Pick<LabelContent, 'product' | 'options' | 'plate'>;

/**
 * A line with a plate text, as its cake label shows it; null for a line without one (a text option with
 * nothing printable typed gets no label: there is nothing to write on the cake). Two text options on
 * one line are two paragraphs of one plate. A line of 2 cakes gets one label, which says "2x".
 */
function cakeOf(line: OrderLine, labels: Labels): Cake | null {
  const plates: string[] = [];
  const options: string[] = [];
  for (const option of line.options.slice(0, ORDER_LIMITS.optionsPerProduct)) {
    if (option.type === 'text') {
      const plate = boundText(option.meta ?? '', 'unicode', TEXT_LIMITS.plate, TEXT_LIMITS.plateLines);
      // A cut plate ends in "..." only: nothing on the label that could be copied onto a cake.
      if (plate.text !== '') plates.push(plate.cut ? `${plate.text}...` : plate.text);
    } else {
      const name = bounded(option.name, TEXT_LIMITS.name);
      if (name !== '') options.push(option.qty > 1 ? `${option.qty}x ${name}` : name);
    }
  }
  if (plates.length === 0) return null;
  for (const extra of line.extras.slice(0, ORDER_LIMITS.optionsPerProduct)) {
    const name = bounded(extra.name, TEXT_LIMITS.name);
    if (name === '') continue;
    const plainCount = extra.qty === 1 && ['st', ''].includes(extra.unit.trim().toLowerCase());
    const unit = bounded(extra.unit, TEXT_LIMITS.short);
    options.push(plainCount ? name : `${formatQuantity(extra.qty, unit, labels)} ${name}`);
  }
  const product = bounded(line.product, TEXT_LIMITS.name);
  // One cake per label is the rule: "1x" says nothing; "2x" and "8 pers." do.
  const single = line.qty === 1 && ['st', ''].includes(line.unit.trim().toLowerCase());
  const quantity = single ? '' : formatQuantity(line.qty, bounded(line.unit, TEXT_LIMITS.short), labels);
  return {
    product: [quantity, product].filter((part) => part !== '').join(' ') || null,
    options,
    plate: plates.join('\n'),
  };
}

/** Customer text as typed (any script, emoji), one line, at most `limit` characters ("…" when cut). */
function bounded(raw: string, limit: number): string {
  const text = boundText(raw, 'unicode', limit);
  return text.cut ? `${text.text}…` : text.text;
}

/** The day's number ("0" is a number); without one, "#" and the start of the id, as on the receipt. */
function orderNumber(order: Order): string {
  const number = order.orderNumber === null ? '' : bounded(order.orderNumber, TEXT_LIMITS.short);
  return number !== '' ? number : shortOrderId(sanitizeLine(order.id.slice(0, 64), 'unicode'));
}

/** The id as printable ASCII for the QR code; none for an id too long to scan (as on the receipt). */
function qrPayload(id: string): string | null {
  if (id.length > ORDER_LIMITS.qrPayload * 2) return null;
  const payload = asciiPayload(id);
  return payload !== '' && payload.length <= ORDER_LIMITS.qrPayload ? payload : null;
}
