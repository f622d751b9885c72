/**
 * The demo's roll of paper as the window shows it: the receipts and labels of its virtual printers in
 * the order they came out, the last `DEMO_PAPER_KEPT`, each with the order it is of, so the window lists
 * "Pick-up 14" rather than a time and words the caption in its own language.
 */
import type { DemoPrintView } from '../common/contract/app-api';
import type { OrderRef } from '../common/order-label';
import type { PrintedJob, PrintedLabel } from './virtual-printer';

/** Receipts and labels of the virtual printers the window can show. */
export const DEMO_PAPER_KEPT = 50;

/** An order id as the service gives them (a UUID), wherever it stands in a text. */
const ORDER_ID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;

/**
 * The one order id a text names, if it names exactly one (a list of several orders names none); on
 * narrow paper the id runs onto the next line after one of its hyphens.
 */
function soleIdIn(text: string): string[] {
  const ids = new Set(text.replace(/-\s*\n\s*/g, '-').match(ORDER_ID) ?? []);
  return ids.size === 1 ? [...ids] : [];
}

/** Label headlines remembered for the cake labels that follow their order label. */
const HEADLINES_KEPT = 200;

export class DemoPaperRoll {
  private readonly pieces: DemoPrintView[] = [];
  /** An order label's headline ("AFHALEN 14") → its order, newest kept (numbers repeat across shops). */
  private readonly headlines = new Map<string, OrderRef>();

  /** `orderOf`: the order with this id, as the service has it; null when it knows none. */
  constructor(private readonly orderOf: (id: string) => OrderRef | null) {}

  get paper(): readonly DemoPrintView[] {
    return this.pieces;
  }

  /**
   * A receipt: its QR code holds its order's id (a day list or a test print has none of ours). A CHANGED
   * or GONE slip has no QR code (a scan of it must not hand a bag over) but prints its order's id once.
   */
  receipt(job: PrintedJob): void {
    this.keep({
      at: job.receivedAt.toISOString(),
      kind: 'receipt',
      order: this.named(job.parsed.qrCodes) ?? this.named(soleIdIn(job.text)),
      text: job.text,
      html: job.html,
    });
  }

  /**
   * A label: an order label's QR code holds its order's id; a cake label has no QR code, and comes out
   * right after its order's labels, under the same headline.
   */
  label(label: PrintedLabel): void {
    const headline = label.texts[0] ?? '';
    let order = this.named(label.qrPayloads);
    if (order !== null && headline !== '') {
      this.headlines.delete(headline);
      this.headlines.set(headline, order);
      const oldest = this.headlines.keys().next();
      if (!oldest.done && this.headlines.size > HEADLINES_KEPT) this.headlines.delete(oldest.value);
    } else if (order === null) {
      order = this.headlines.get(headline) ?? null;
    }
    this.keep({
      at: label.receivedAt.toISOString(),
      kind: 'label',
      order,
      text: label.texts.join('\n'),
      html: label.html,
    });
  }

  private named(payloads: readonly string[]): OrderRef | null {
    for (const payload of payloads) {
      const order = this.orderOf(payload);
      if (order !== null) return order;
    }
    return null;
  }

  private keep(view: DemoPrintView): void {
    // The window tells the paper apart by its time: a label that comes out in the same millisecond as a
    // receipt (two printers at work) is put a millisecond later, so each piece stays one of its own.
    const last = this.pieces.at(-1);
    if (last && Date.parse(view.at) <= Date.parse(last.at))
      view = { ...view, at: new Date(Date.parse(last.at) + 1).toISOString() };
    this.pieces.push(view);
    if (this.pieces.length > DEMO_PAPER_KEPT) this.pieces.shift();
  }
}
