/** The formatting rules of each language, for wordings (Intl works in Node, Electron and the browser). */
import { localeTag, type Language } from '../words/languages';
import type { Cents } from '../model/money';
import { formatMoney } from '../receipt/format';
import { orderLabel, type OrderTypeNames } from '../order-label';
import { pluralIn, type Formatter } from '../words/wording';

/** Makes a value on first use: most messages need none of the Intl formats, and each loads locale data. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The formatter of `language`; `orderTypes` are its names of order types, for `order`. */
export function formatterFor(
  language: Language,
  orderTypes: OrderTypeNames,
  say: Formatter['say'],
): Formatter {
  const locale = localeTag(language);
  const numbers = once(() => new Intl.NumberFormat(locale));
  const time = once(() => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }));
  const dateTime = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }),
  );
  const list = once(() => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));
  const when = (iso: string, format: () => Intl.DateTimeFormat): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format().format(date);
  };
  return {
    plural: pluralIn(language),
    // The paper's own rule, so an amount reads the same on screen and on the receipt.
    money: (amount) => formatMoney(amount as Cents, language),
    time: (iso) => when(iso, time),
    dateTime: (iso) => when(iso, dateTime),
    number: (value) => numbers().format(value),
    say,
    order: (order, withClient = true) =>
      orderLabel({ orderTypes }, withClient ? order : { ...order, clientName: '' }),
    list: (items) => list().format(items),
  };
}
