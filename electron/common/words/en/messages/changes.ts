/**
 * Late changes: an order read again from the service after it printed, and what changed in it, or that
 * the service no longer knows it; the timeline's entries and the `changes` command's lines.
 */
import type { ChangeField, ItemPart, LineContent, OrderChange } from '../../../model/order-change';
import type { DeliveryAddress, OrderType } from '../../../model/order';
import type { OrderRef } from '../../../order-label';
import { formatDue, formatQuantity, shortTime } from '../../../receipt/format';
import type { Labels } from '../../../receipt/labels';
import { receipt as paperReceipt } from '../paper/receipt';
import { type NestedMessage, words } from '../../wording';

/** A language's words for one change: what each field is called, and "was … now …". */
export interface ChangeWords {
  readonly fields: Readonly<Record<ChangeField, string>>;
  /** "none": where there was no plate, or is no address, any more. */
  readonly none: string;
  /** In a field of one product: "plate text (Chocolate cake)". */
  readonly ofProduct: (field: string, product: string) => string;
  /** "time: 14:00, now 15:30". */
  readonly fromTo: (field: string, before: string, after: string) => string;
  /** "added: 2x Chocolate cake". */
  readonly one: (field: string, what: string) => string;
}

/** An address on one line, as the receipt writes it: "Kerkstraat 12 bus 3, 9000 Gent". */
export function addressLine(address: DeliveryAddress | null, none: string, labels: Labels): string {
  if (address === null) return none;
  const bus = address.bus.trim() === '' ? '' : ` ${labels.bus}\u00a0${address.bus.trim()}`;
  const street = `${address.street} ${address.number}${bus}`.trim();
  const city = `${address.postalCode} ${address.city}`.trim();
  return [street, city].filter((part) => part !== '').join(', ') || none;
}

/** "2x Candles", "250 g Cream": an option or extra as it is made. */
export function partText(part: ItemPart, labels: Labels): string {
  if (part.unit === null) return part.qty > 1 ? `${part.qty}x ${part.name}` : part.name;
  const plain = part.qty === 1 && ['st', ''].includes(part.unit.trim().toLowerCase());
  return plain ? part.name : `${formatQuantity(part.qty, part.unit, labels)} ${part.name}`;
}

/** "2x Chocolate cake + Candles "Happy birthday"": a line as it was added or removed. */
export function lineText(line: LineContent, labels: Labels): string {
  const parts = line.parts.map((part) => ` + ${partText(part, labels)}`).join('');
  const plates = line.plates.map((plate) => ` "${plate}"`).join('');
  return `${formatQuantity(line.qty, line.unit, labels)} ${line.product}${parts}${plates}`;
}

/** One change in the language of `w` and `labels` (the paper's words: order types, weekdays, units). */
export function sayChange(w: ChangeWords, change: OrderChange, labels: Labels): string {
  const types = (type: OrderType): string => labels.orderType[type];
  const field = w.fields[change.field];
  switch (change.field) {
    case 'type':
      return w.fromTo(field, types(change.before), types(change.after));
    case 'due-date':
      return w.fromTo(
        field,
        formatDue(change.before, '', labels).trim(),
        formatDue(change.after, '', labels).trim(),
      );
    case 'due-time':
      return w.fromTo(field, shortTime(change.before), shortTime(change.after));
    case 'delivery-address':
      return w.fromTo(
        field,
        addressLine(change.before, w.none, labels),
        addressLine(change.after, w.none, labels),
      );
    case 'line-added':
    case 'line-removed':
      return w.one(field, lineText(change.line, labels));
    case 'quantity':
      return w.fromTo(
        w.ofProduct(field, change.product),
        formatQuantity(change.before.qty, change.before.unit, labels),
        formatQuantity(change.after.qty, change.after.unit, labels),
      );
    case 'parts': {
      const parts = (list: readonly ItemPart[]): string =>
        list.length === 0 ? w.none : list.map((part) => partText(part, labels)).join(', ');
      return w.fromTo(w.ofProduct(field, change.product), parts(change.before), parts(change.after));
    }
    case 'plate': {
      const plate = (text: string | null): string => (text === null ? w.none : `"${text}"`);
      return w.fromTo(w.ofProduct(field, change.product), plate(change.before), plate(change.after));
    }
  }
}

/** Every change of an order, one after the other: "time: 14:00, now 15:30; plate text …". */
export function sayChanges(w: ChangeWords, changes: readonly OrderChange[], labels: Labels): string {
  return changes.map((change) => sayChange(w, change, labels)).join('; ');
}

export const CHANGE_WORDS: ChangeWords = {
  fields: {
    type: 'order type',
    'due-date': 'date',
    'due-time': 'time',
    'delivery-address': 'delivery address',
    'line-added': 'added',
    'line-removed': 'removed',
    quantity: 'quantity',
    parts: 'options',
    plate: 'plate text',
  },
  none: 'none',
  ofProduct: (field, product) => `${field} (${product})`,
  fromTo: (field, before, after) => `${field}: ${before}, now ${after}`,
  one: (field, what) => `${field}: ${what}`,
};

export const changes = {
  /** The timeline's entry: the service's version of the order differs from the one that printed. */
  'changes.content-changed': words<{ changes: readonly OrderChange[] }>(
    (p) =>
      `Changed on the ordering service since it printed: ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}. A CHANGED slip says what to make now.`,
  ),
  /** The timeline's entry: the service answers "not found" for the order now. */
  'changes.gone-from-service': words(
    () =>
      'The ordering service no longer knows this order (it answers "not found"): cancelled? Check before making it.',
  ),
  /** The timeline's entry: a person saw on Status that the service no longer knows the order. */
  'changes.gone-seen': words(
    () =>
      'Marked seen on Status: the ordering service no longer knows this order. OrderSlip did nothing else with it.',
  ),
  /** The timeline's entry: the service knows the order again after it had answered "not found". */
  'changes.back-on-service': words<{ changes: readonly OrderChange[] }>((p) =>
    p.changes.length === 0
      ? 'The ordering service knows this order again, as it printed.'
      : `The ordering service knows this order again, changed: ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}.`,
  ),
  /** The first line of `changes`: which day, which shops, how many orders were read again. */
  /** The service answered the id asked for with another order: not read as a version of it. */
  'changes.other-order': words<{ asked: string; got: string }>(
    (p) => `The ordering service answered for order ${p.asked} with another order (${p.got}).`,
  ),
  'changes.cli-heading': words<{ date: string; shops: readonly number[]; checked: number }>(
    (p, f) =>
      `Late changes for ${p.date}${p.shops.length > 0 ? ` (shop ${f.list(p.shops.map(String))})` : ''}: ${f.plural(p.checked, { one: '1 printed order', other: `${p.checked} printed orders` })} read again from the ordering service.`,
  ),
  'changes.cli-changed': words<{ order: OrderRef; changes: readonly OrderChange[] }>(
    (p, f) => `CHANGED ${f.order(p.order)}: ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}.`,
  ),
  'changes.cli-gone': words<{ order: OrderRef; known: boolean }>(
    (p, f) =>
      `GONE FROM THE SERVICE ${f.order(p.order)}: the ordering service no longer knows it. Cancelled?${p.known ? ' (Found before.)' : ''}`,
  ),
  'changes.cli-unchecked': words<{ order: OrderRef; cause: NestedMessage }>(
    (p, f) => `NOT CHECKED ${f.order(p.order)}: ${f.say(p.cause)}`,
  ),
  'changes.cli-nothing': words(() => 'Nothing changed since the orders printed.'),
  /** The last line when the service could not be asked about some: the check is not complete. */
  'changes.cli-incomplete': words<{ unchecked: number }>(
    (p, f) =>
      `Could not check ${f.plural(p.unchecked, { one: '1 order', other: `${p.unchecked} orders` })}: the ordering service did not answer. What printed is what OrderSlip knows of them; try again later.`,
  ),
  'changes.cli-slip-printed': words<{ order: OrderRef; printer: string; gone: boolean }>(
    (p, f) =>
      `Printed the ${p.gone ? 'GONE' : 'CHANGED'} slip of ${f.order(p.order, false)} on ${p.printer}.`,
  ),
  'changes.cli-slip-failed': words<{ order: OrderRef; printer: string; cause: NestedMessage }>(
    (p, f) => `The slip of ${f.order(p.order, false)} did not print on ${p.printer}: ${f.say(p.cause)}`,
  ),
  /** A slip's cause: the shop has no receipt printer running on this PC. */
  'changes.slip-no-printer': words<{ shopId: number }>(
    (p) => `No receipt printer prints shop ${p.shopId} on this PC.`,
  ),
  /** A slip's cause: a person paused the printer; the slip waits for the next check. */
  'changes.slip-printer-paused': words<{ printer: string }>((p) => `${p.printer} is paused.`),
  /** The engine's log: a late-change check's slip came out. */
  'changes.slip-printed': words<{ order: OrderRef; printer: string; gone: boolean }>(
    (p, f) =>
      `Printed the ${p.gone ? 'GONE' : 'CHANGED'} slip of ${f.order(p.order, false)} on ${p.printer}.`,
  ),
  /** The engine's log: a slip did not print, so the change is not kept and the next check prints it. */
  'changes.slip-failed': words<{
    order: OrderRef;
    printer: string | null;
    gone: boolean;
    cause: NestedMessage;
  }>(
    (p, f) =>
      `The ${p.gone ? 'GONE' : 'CHANGED'} slip of ${f.order(p.order, false)} did not print${p.printer === null ? '' : ` on ${p.printer}`}: ${f.say(p.cause)} The next check prints it.`,
  ),
  /** The engine's log after a check of a day: what it found. */
  'changes.day-checked': words<{
    date: string;
    checked: number;
    changed: number;
    gone: number;
    unchecked: number;
  }>(
    (p, f) =>
      `Late changes for ${p.date}: ${f.plural(p.checked, { one: '1 printed order', other: `${p.checked} printed orders` })} read again; ${p.changed} changed, ${p.gone} gone from the service${p.unchecked > 0 ? `, ${p.unchecked} could not be checked` : ''}.`,
  ),
  'changes.cli-summary': words(
    () => "Read a day's printed orders again and say what changed since they printed",
  ),
  'changes.cli-usage': words<{ dataDir: string; languages: string }>(
    (p) =>
      `--data-dir DIR (default ${p.dataDir}) --api-url URL --tenant ID --date YYYY-MM-DD [--shop ID] [--printer URI] [--language ${p.languages}] [--format text|json]; token in ORDERSLIP_TOKEN. Exit 0: nothing changed; 3: something changed or is gone; 4: some orders could not be checked.`,
  ),
} as const;
