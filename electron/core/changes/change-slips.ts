/**
 * The late-change slips, as `Receipt` documents printed like any receipt (text or drawn, 58 or 80 mm),
 * every text from the service through the same sanitising and limits as the day's lists:
 * - CHANGED: which order (its number as large as on the receipt), then for each change what it was and
 *   what it is now, then the whole order as it is now;
 * - GONE FROM THE SERVICE — cancelled?: which order, and what printed, so nobody makes it unasked.
 * No prices: these are for making and handing over.
 */
import type { Order } from '../../common/model/order';
import type { OrderChange } from '../../common/model/order-change';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { style, type Receipt } from '../../common/receipt/receipt';
import type { ChangeSlipWords } from '../../common/receipt/change-words';
import { formatDue, formatQuantity, shortTime } from '../../common/receipt/format';
import { addressLine, lineText, partText } from '../../common/words/en/messages/changes';
import { wordsOf } from '../../common/words/catalogues';
import { BANNER, CENTER, LABEL, orderRef, Sheet, slipLine, TITLE } from '../shop-day/day-receipts';
import { TEXT_LIMITS } from '../receipt/limits';

/** The CHANGED slip of `after`, which differs from what printed by `changes`. */
export function changedSlipReceipt(
  after: Order,
  changes: readonly OrderChange[],
  printer: PrinterSettings,
  printedAt: Date,
): Receipt {
  const paper = new Sheet(printer);
  const words = wordsOf(printer.language).paper.changes;
  paper.text(words.changedBanner, BANNER);
  paper.text(words.changedNote, style({ bold: true, align: 'center' }));
  heading(after, paper);
  for (const change of changes) {
    changeBlock(change, paper, words);
    // A plate closes itself with a rule of its own.
    if (paper.blocks.at(-1)?.kind !== 'plate') paper.rule('-');
  }
  paper.text(words.orderNow, LABEL);
  for (const line of after.lines) slipLine(line, paper);
  footer(after, paper);
  return paper.done(printedAt);
}

/** The GONE FROM THE SERVICE slip of an order as it last had content (what printed, or changed since). */
export function goneSlipReceipt(before: Order, printer: PrinterSettings, printedAt: Date): Receipt {
  const paper = new Sheet(printer);
  const words = wordsOf(printer.language).paper.changes;
  paper.text(words.goneBanner, BANNER);
  paper.text(words.goneQuestion, BANNER);
  paper.text(words.goneNote, style({ bold: true, align: 'center' }));
  heading(before, paper);
  paper.text(words.orderAsPrinted, LABEL);
  for (const line of before.lines) slipLine(line, paper);
  footer(before, paper);
  return paper.done(printedAt);
}

/** Which order, as large as the receipt says it: type and number, when, whose. */
function heading(order: Order, paper: Sheet): void {
  paper.rule('=');
  paper.text(orderRef(order.type, order.orderNumber, order.id, paper), TITLE);
  paper.text(
    formatDue(order.due.date, order.due.time, paper.labels),
    style({ size: 'tall', bold: true, align: 'center' }),
  );
  paper.text(
    paper.clean(`${order.client.firstName} ${order.client.lastName}`),
    style({ size: 'tall', bold: true, align: 'center' }),
  );
  paper.rule('=');
}

function footer(order: Order, paper: Sheet): void {
  paper.rule('-');
  paper.text(paper.clean(order.shop.name), style({ bold: true, align: 'center' }));
  paper.text(`${paper.labels.order} ${paper.clean(order.id, TEXT_LIMITS.field)}`, CENTER);
}

/** One change: what changed (in which product), what it was, and what it is now, larger. */
function changeBlock(change: OrderChange, paper: Sheet, words: ChangeSlipWords): void {
  const product = 'product' in change ? ` · ${paper.clean(change.product)}` : '';
  paper.text(`${words.fields[change.field]}${product}`, LABEL);
  const labels = paper.labels;
  const was = (value: string): void => paper.row(`${words.was} ${value}`, '', { hang: words.was.length + 1 });
  const now = (value: string): void =>
    paper.row(`${words.now} ${value}`, '', { size: 'tall', bold: true, hang: words.now.length + 1 });
  switch (change.field) {
    case 'type':
      was(labels.orderType[change.before]);
      now(labels.orderType[change.after]);
      return;
    case 'due-date':
      was(formatDue(change.before, '', labels).trim());
      now(formatDue(change.after, '', labels).trim());
      return;
    case 'due-time':
      was(shortTime(change.before));
      now(shortTime(change.after));
      return;
    case 'delivery-address':
      was(paper.clean(addressLine(change.before, words.none, labels)));
      now(paper.clean(addressLine(change.after, words.none, labels)));
      return;
    case 'line-added':
    case 'line-removed':
      paper.row(paper.clean(lineText(change.line, labels)), '', { size: 'tall', bold: true, hang: 2 });
      return;
    case 'quantity':
      was(formatQuantity(change.before.qty, paper.clean(change.before.unit, TEXT_LIMITS.short), labels));
      now(formatQuantity(change.after.qty, paper.clean(change.after.unit, TEXT_LIMITS.short), labels));
      return;
    case 'parts': {
      const parts = (list: typeof change.before): string =>
        list.length === 0 ? words.none : paper.clean(list.map((part) => partText(part, labels)).join(', '));
      was(parts(change.before));
      now(parts(change.after));
      return;
    }
    case 'plate':
      // What it was on one line, in quotes; what it is now as a plate, verbatim and large, as on the receipt.
      was(change.before === null ? words.none : `"${oneLine(paper, change.before)}"`);
      if (change.after === null) now(words.none);
      else paper.plate(words.now, change.after);
      return;
  }
}

function oneLine(paper: Sheet, text: string): string {
  return paper.clean(text, TEXT_LIMITS.plate).replace(/\n/g, ' / ');
}
