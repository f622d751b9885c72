/**
 * One change of an order as History shows it: the field as the CHANGED slip names it, the product it is
 * in, and what it was and is now, each value worded as the slip words it (the paper's own formats and
 * units in that language), so the screen and the paper read alike.
 */
import type { ItemPart, OrderChange } from '../../electron/common/model/order-change';
import { formatDue, formatQuantity, shortTime } from '../../electron/common/receipt/format';
import { wordsOf } from '../../electron/common/words/catalogues';
import { addressLine, lineText, partText } from '../../electron/common/words/en/messages/changes';
import type { Language } from '../../electron/common/words/languages';

export interface ChangeText {
  /** "PLATE TEXT", as the slip heads it. */
  readonly field: string;
  /** The product the change is in; null for a change of the whole order (its time, its address). */
  readonly product: string | null;
  /** What it was; null for a line added. */
  readonly was: string | null;
  /** What it is now; null for a line removed. */
  readonly now: string | null;
}

export function changeText(change: OrderChange, language: Language): ChangeText {
  const words = wordsOf(language).paper;
  const labels = words.receipt;
  const none = words.changes.none;
  const field = words.changes.fields[change.field];
  const of = (was: string, now: string): ChangeText => ({ field, product: null, was, now });
  switch (change.field) {
    case 'type':
      return of(labels.orderType[change.before], labels.orderType[change.after]);
    case 'due-date':
      return of(formatDue(change.before, '', labels).trim(), formatDue(change.after, '', labels).trim());
    case 'due-time':
      return of(shortTime(change.before), shortTime(change.after));
    case 'delivery-address':
      return of(addressLine(change.before, none, labels), addressLine(change.after, none, labels));
    case 'line-added':
      return { field, product: null, was: null, now: lineText(change.line, labels) };
    case 'line-removed':
      return { field, product: null, was: lineText(change.line, labels), now: null };
    case 'quantity':
      return {
        field,
        product: change.product,
        was: formatQuantity(change.before.qty, change.before.unit, labels),
        now: formatQuantity(change.after.qty, change.after.unit, labels),
      };
    case 'parts': {
      const parts = (list: readonly ItemPart[]): string =>
        list.length === 0 ? none : list.map((part) => partText(part, labels)).join(', ');
      return { field, product: change.product, was: parts(change.before), now: parts(change.after) };
    }
    case 'plate': {
      const plate = (text: string | null): string => (text === null ? none : `"${text}"`);
      return { field, product: change.product, was: plate(change.before), now: plate(change.after) };
    }
  }
}
