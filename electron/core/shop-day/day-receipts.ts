/**
 * The shop's day on paper: the bake list, the pick-up sheet and the due-today slip, as `Receipt`
 * documents, so `encodeReceipt` prints them like any receipt (text or drawn, 58 or 80 mm) and every
 * customer text passes the same sanitising and limits (`boundText`): a plate text never becomes a
 * printer command. Nothing here has a price: these are for making and handing over, not for paying.
 */
import type { BakeList, BakeRow, BakeSize, PickupRow, PickupSheet } from '../../common/shop-day/day';
import type { Order, OrderLine } from '../../common/model/order';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { LANGUAGE_FACTS, type Language } from '../../common/words/languages';
import { type DayWords } from '../../common/receipt/day-words';
import {
  formatDue,
  formatPrintedAt,
  formatQuantity,
  parseCalendarDate,
  shortTime,
  weekdayOf,
} from '../../common/receipt/format';
import { type Labels } from '../../common/receipt/labels';
import {
  style,
  type Receipt,
  type ReceiptBlock,
  type TextRepertoire,
  type TextSize,
  type TextStyle,
} from '../../common/receipt/receipt';
import { shortOrderId } from '../../common/order-label';
import { boundText, TEXT_LIMITS, type BoundedText } from '../receipt/limits';
import { repertoireFor } from '../receipt/print-mode';
import { wordsOf } from '../../common/words/catalogues';
import { saysAnything, type LateChangeLines, type NamedOrder } from './late-change-lines';

/** What a printed list may say beyond the list itself. */
export interface DayListContext {
  /** The shop's name when the list is for one shop; absent: "shop 12" is not printed, only all shops. */
  readonly shopName?: string | null;
  /** An earlier attempt may have come out (OrderSlip stopped mid-print): marked POSSIBLE DUPLICATE. */
  readonly possibleDuplicate?: boolean;
  /** The late-change check's lines (a bake list's): printed under the heading when they say anything. */
  readonly lateChanges?: LateChangeLines;
}

export interface DueSlipContext {
  /** The order's receipt printed when it came in: the slip says so, so nobody makes it twice. */
  readonly printedBefore?: boolean;
}

export const TITLE = style({ size: 'large', bold: true, align: 'center' });
export const BANNER = style({ size: 'large', bold: true, inverted: true, align: 'center' });
export const LABEL = style({ bold: true, inverted: true });
export const CENTER = style({ align: 'center' });

/**
 * The texts of one document, sanitised for its printer and bounded, and the blocks they go into; the
 * late-change slips (`core/changes/change-slips.ts`) are written on one too.
 */
export class Sheet {
  readonly blocks: ReceiptBlock[] = [];
  readonly labels: Labels;
  readonly words: DayWords;
  readonly characterSet: TextRepertoire;

  constructor(private readonly printer: PrinterSettings) {
    this.characterSet = repertoireFor(printer);
    this.labels = wordsOf(printer.language).paper.receipt;
    this.words = wordsOf(printer.language).paper.day;
  }

  get language(): Language {
    return this.printer.language;
  }

  /** A customer's (or the service's) text on one line, cut to `limit` with "(text shortened)". */
  clean(raw: string, limit: number = TEXT_LIMITS.name): string {
    const bounded = boundText(raw, this.characterSet, limit);
    return bounded.cut ? `${bounded.text}... ${this.labels.textCut}` : bounded.text;
  }

  text(value: string, textStyle: TextStyle = style({})): void {
    if (value !== '') this.blocks.push({ kind: 'text', text: value, style: textStyle });
  }

  row(
    left: string,
    right = '',
    extra: { indent?: number; hang?: number; size?: TextSize; bold?: boolean } = {},
  ): void {
    if (left === '' && right === '') return;
    this.blocks.push({
      kind: 'row',
      left,
      right,
      indent: extra.indent ?? 0,
      hangingIndent: extra.hang ?? 0,
      size: extra.size ?? 'normal',
      bold: extra.bold ?? false,
    });
  }

  rule(char: '-' | '=' = '-'): void {
    this.blocks.push({ kind: 'rule', char });
  }

  /** A plate's text verbatim (line breaks kept), under its label, with the receipt's notes. */
  plate(label: string, raw: string): void {
    const plate = boundText(raw, this.characterSet, TEXT_LIMITS.plate, TEXT_LIMITS.plateLines);
    this.blocks.push(plateBlock(label, plate, this.labels));
  }

  done(printedAt: Date): Receipt {
    const last = this.blocks.at(-1)?.kind;
    if (last !== 'rule' && last !== 'plate') this.rule('-');
    this.text(`${this.labels.printedAt} ${formatPrintedAt(printedAt)}`, CENTER);
    return {
      language: this.printer.language,
      paperWidth: this.printer.paperWidth,
      characterSet: this.characterSet,
      blocks: this.blocks,
    };
  }

  /** The list's heading: its title, the day written out, whose shop, how many orders. */
  heading(title: string, date: string, context: DayListContext, orders: number, unreadable: number): void {
    const duplicate = this.labels.banner['possible-duplicate'];
    if (context.possibleDuplicate === true && duplicate !== null) this.text(duplicate, BANNER);
    this.text(title, TITLE);
    this.text(longDate(date, this.words), style({ size: 'tall', bold: true, align: 'center' }));
    const shop = context.shopName ? this.clean(context.shopName) : '';
    this.text(shop === '' ? this.words.allShops : shop, CENTER);
    this.text(
      orders === 0 ? this.words.noOrders : this.words.orders(orders),
      style({ bold: true, align: 'center' }),
    );
    if (unreadable > 0) this.text(this.words.unreadable(unreadable), style({ bold: true }));
    this.rule('=');
  }
}

/**
 * The bake list: every product with its total, big enough to read at the oven, the options that change
 * what is made under it; then every plate text verbatim with whose order it is and when it is due.
 */
export function bakeListReceipt(
  list: BakeList,
  printer: PrinterSettings,
  printedAt: Date,
  context: DayListContext = {},
): Receipt {
  const sheet = new Sheet(printer);
  sheet.heading(sheet.words.bakeListTitle, list.date, context, list.orderCount, list.unreadable);
  if (context.lateChanges !== undefined && saysAnything(context.lateChanges))
    lateChangeBlock(context.lateChanges, sheet);
  for (const row of list.rows) {
    const amount = bakeQuantity(row, sheet);
    sheet.row(`${amount} ${sheet.clean(row.product)}`, '', {
      size: 'tall',
      bold: true,
      // The name's next lines under the name; under a long amount ("2x 12 pers.") that leaves a long
      // name too little room on 58 mm and breaks it mid-word, so those wrap under the amount instead.
      hang: amount.length < 10 ? amount.length + 1 : 2,
    });
    const options = sheet.clean(row.options);
    if (options !== '') sheet.row(`+ ${options}`, '', { indent: 2, hang: 2 });
  }
  if (list.plates.length > 0) {
    sheet.rule('=');
    sheet.text(sheet.words.plates, style({ size: 'tall', bold: true, inverted: true, align: 'center' }));
    for (const plate of list.plates) {
      const ref = orderRef(plate.orderType, plate.orderNumber, plate.orderId, sheet);
      sheet.row(`${shortTime(plate.dueTime)} ${ref}`, '', { bold: true });
      sheet.row(`${sheet.clean(plate.product)} · ${sheet.clean(plate.clientName)}`, '', { indent: 2 });
      sheet.plate(sheet.labels.plateText, plate.text);
    }
  }
  return sheet.done(printedAt);
}

/**
 * Before the rows, where the baker starts reading: which orders count as the service changed them, which
 * are left out as gone from it, and how many could not be checked.
 */
function lateChangeBlock(lines: LateChangeLines, sheet: Sheet): void {
  const words = sheet.words.lateChanges;
  const orders = (title: string, note: string, list: readonly NamedOrder[]): void => {
    if (list.length === 0) return;
    sheet.text(title, LABEL);
    sheet.text(note, style({ bold: true }));
    for (const order of list) {
      const ref = orderRef(order.type, order.orderNumber, order.id, sheet);
      sheet.row(`${shortTime(order.dueTime)} ${ref}`, '', { bold: true });
      sheet.row(sheet.clean(order.clientName), '', { indent: 2 });
    }
  };
  orders(words.changedTitle, words.changedNote, lines.changed);
  orders(words.goneTitle, words.goneNote, lines.gone);
  if (lines.unchecked > 0) sheet.text(words.notChecked(lines.unchecked), style({ bold: true }));
  sheet.rule('=');
}

/** Who comes when: by time, each order with its number, name, phone, what to hand over, and a tick box. */
export function pickupSheetReceipt(
  sheet: PickupSheet,
  printer: PrinterSettings,
  printedAt: Date,
  context: DayListContext = {},
): Receipt {
  const paper = new Sheet(printer);
  paper.heading(paper.words.pickupSheetTitle, sheet.date, context, sheet.rows.length, sheet.unreadable);
  sheet.rows.forEach((row, index) => {
    if (index > 0) paper.rule('-');
    pickupRow(row, paper);
  });
  return paper.done(printedAt);
}

function pickupRow(row: PickupRow, paper: Sheet): void {
  const ref = orderRef(row.type, row.orderNumber, row.orderId, paper);
  // A box to tick by hand at the counter; a collected order's box is ticked already.
  paper.row(`${shortTime(row.dueTime)} ${ref}`, row.collectedAt === null ? '[ ]' : '[x]', {
    size: 'tall',
    bold: true,
  });
  paper.row(paper.clean(row.clientName), '', { bold: true });
  const phone = paper.clean(row.phone, TEXT_LIMITS.field);
  if (phone !== '') paper.row(`${paper.labels.phone} ${phone}`);
  if (row.collectedAt !== null) {
    // A delivery's bag went with the driver: it was not "collected".
    const handed = row.type === 'delivery' ? paper.words.handedOverAt : paper.words.collectedAt;
    paper.row(handed(localTime(row.collectedAt)), '', { bold: true });
  }
  if (row.state === 'held') paper.row(paper.words.held, '', { bold: true });
  for (const line of row.lines) {
    const unit = paper.clean(line.unit, TEXT_LIMITS.short);
    const quantity = formatQuantity(line.qty, unit, paper.labels);
    paper.row(`${quantity} ${paper.clean(line.product)}`, '', { indent: 1, hang: quantity.length + 1 });
    const details = paper.clean(line.details);
    if (details !== '') paper.row(`+ ${details}`, '', { indent: 3, hang: 2 });
    if (line.plate !== null) {
      const plate = boundText(line.plate, paper.characterSet, TEXT_LIMITS.plate, TEXT_LIMITS.plateLines);
      // On the hand-over list the text only says which cake is whose: one line, in quotes.
      const oneLine = plate.text.replace(/\n/g, ' / ');
      paper.row(`"${oneLine}${plate.cut ? '...' : ''}"`, '', { indent: 3, hang: 1 });
    }
  }
  const remarks = row.remarks === null ? null : boundText(row.remarks, paper.characterSet, 300, 6);
  if (remarks && remarks.text !== '') {
    paper.text(paper.labels.remarks, LABEL);
    paper.text(
      remarks.cut ? `${remarks.text}... ${paper.labels.textCut}` : remarks.text,
      style({ bold: true }),
    );
  }
}

/**
 * The due-today slip: short, and at first sight no new order (an inverted banner, "not a new order",
 * when it was ordered), then the order's type and number huge, its time, the name, and what to make or
 * hand over with options and plates. No prices: the customer's receipt printed when the order came in.
 */
export function dueSlipReceipt(
  order: Order,
  printer: PrinterSettings,
  printedAt: Date,
  possibleDuplicate: boolean,
  context: DueSlipContext = {},
): Receipt {
  const paper = new Sheet(printer);
  const { labels, words } = paper;
  paper.text(words.dueToday[order.type], BANNER);
  paper.text(words.notNew, style({ bold: true, align: 'center' }));
  const orderedOn = formatDue(order.paidAt.date, '', labels).trim();
  paper.text(words.reminder(orderedOn, context.printedBefore ?? true), CENTER);
  const duplicate = labels.banner['possible-duplicate'];
  if (possibleDuplicate && duplicate !== null) paper.text(duplicate, BANNER);
  paper.rule('=');
  paper.text(orderRef(order.type, order.orderNumber, order.id, paper), TITLE);
  paper.text(shortTime(order.due.time), TITLE);
  paper.text(
    paper.clean(`${order.client.firstName} ${order.client.lastName}`),
    style({ size: 'tall', bold: true }),
  );
  const remarks = boundText(
    order.remarks ?? '',
    paper.characterSet,
    TEXT_LIMITS.remarks,
    TEXT_LIMITS.remarksLines,
  );
  if (remarks.text !== '') {
    paper.rule('=');
    paper.text(labels.remarks, LABEL);
    paper.text(remarks.cut ? `${remarks.text}... ${labels.textCut}` : remarks.text, style({ bold: true }));
  }
  paper.rule('-');
  for (const line of order.lines) slipLine(line, paper);
  paper.rule('-');
  paper.text(paper.clean(order.shop.name), style({ bold: true, align: 'center' }));
  paper.text(`${labels.order} ${paper.clean(order.id, TEXT_LIMITS.field)}`, CENTER);
  return paper.done(printedAt);
}

/** One product of a due slip: the product, its options and extras, then its plates (as on the receipt). */
export function slipLine(line: OrderLine, paper: Sheet): void {
  const quantity = formatQuantity(line.qty, paper.clean(line.unit, TEXT_LIMITS.short), paper.labels);
  paper.row(`${quantity} ${paper.clean(line.product)}`, '', { bold: true, hang: quantity.length + 1 });
  const plates: string[] = [];
  for (const option of line.options) {
    const lead = option.qty > 1 ? `+ ${option.qty}x ` : '+ ';
    paper.row(`${lead}${paper.clean(option.name)}`, '', { indent: 2, hang: lead.length });
    if (option.type === 'text') plates.push(option.meta ?? '');
  }
  for (const extra of line.extras) {
    const plain = extra.qty === 1 && ['st', ''].includes(extra.unit.trim().toLowerCase());
    const lead = `+ ${plain ? '' : `${formatQuantity(extra.qty, paper.clean(extra.unit, TEXT_LIMITS.short), paper.labels)} `}`;
    paper.row(`${lead}${paper.clean(extra.name)}`, '', { indent: 2, hang: lead.length });
  }
  for (const plate of plates) paper.plate(paper.labels.plateText, plate);
}

/** "AFHALEN 12", or "AFHALEN #f5fd7c72" for an order without a number. */
export function orderRef(
  type: Order['type'],
  orderNumber: string | null,
  orderId: string,
  paper: Sheet,
): string {
  const number = orderNumber === null ? '' : paper.clean(orderNumber, TEXT_LIMITS.short);
  const shown = number !== '' ? number : paper.clean(shortOrderId(orderId), TEXT_LIMITS.short);
  return `${paper.labels.orderType[type]} ${shown}`;
}

/** "12x", "1,5 kg", "750 g", "24 pers.", or the total in the unit the service sent. */
function bakeQuantity(row: BakeRow, paper: Sheet): string {
  const number = (value: number): string => decimal(value, paper.language);
  switch (row.unit) {
    case 'pieces':
      return `${number(row.quantity)}x`;
    case 'grams':
      return row.quantity >= 1000 ? `${number(row.quantity / 1000)} kg` : `${number(row.quantity)} g`;
    case 'persons': {
      // Which cakes, not how many persons: "2x 12 pers." is two cakes for 12 (24 persons).
      // One cake for 8 is just "8 pers.": whether read as persons or as the cake's size, it is right.
      const cake = (size: BakeSize): string =>
        size.count === 1 ? number(size.persons) : `${size.count}x ${number(size.persons)}`;
      const cakes = row.sizes.map(cake).join(' + ');
      return `${cakes === '' ? number(row.quantity) : cakes} ${paper.labels.persons}`;
    }
    case 'other':
      return `${number(row.quantity)} ${paper.clean(row.unitAsSent ?? '', TEXT_LIMITS.short)}`.trim();
  }
}

/** At most three decimals, none when whole; the language's decimal mark (a comma in Dutch). */
function decimal(value: number, language: Language): string {
  return String(Math.round(value * 1000) / 1000).replace('.', LANGUAGE_FACTS[language].decimal);
}

/** "zaterdag 23/11/2026": the day a list is for, from the date text alone (no time zone to convert). */
export function longDate(date: string, words: DayWords): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${words.weekdays[weekdayOf(parsed)] ?? ''} ${two(parsed.day)}/${two(parsed.month)}/${parsed.year}`.trim();
}

/** A moment as this PC's local time of day, "10:42". */
function localTime(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
}

function plateBlock(label: string, plate: BoundedText, labels: Labels): ReceiptBlock {
  const text = plate.cut && plate.text !== '' ? `${plate.text}...` : plate.text;
  const notes = [
    text === '' ? labels.plateEmpty : null,
    plate.cut ? labels.plateCut : null,
    plate.altered && text !== '' ? labels.plateAltered : null,
  ].filter((note): note is string => note !== null);
  return { kind: 'plate', label, text, note: notes.length > 0 ? notes.join('\n') : null };
}
