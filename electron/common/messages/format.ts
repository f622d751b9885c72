/** The formatting rules of each language, for wordings (Intl works in Node, Electron and the browser). */
import type { Language } from '../model/printer-settings';
import type { Cents } from '../model/money';
import { formatMoney } from '../receipt/format';
import { WINDOW_TABLES } from '../i18n/window/tables';
import { orderLabel } from '../order-label';
import type { Formatter } from './wording';

/** The BCP 47 tag for numbers and dates: OrderSlip is made for Belgian shops. */
export function localeTag(language: Language): string {
  return { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' }[language];
}

/** Makes a value on first use: most messages need none of the Intl formats, and each loads locale data. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export function formatterFor(language: Language, say: Formatter['say']): Formatter {
  const locale = localeTag(language);
  const plurals = once(() => new Intl.PluralRules(locale));
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
    language,
    plural: (count, forms) => (plurals().select(count) === 'one' ? forms.one : forms.other),
    // The paper's own rule, so an amount reads the same on screen and on the receipt.
    money: (amount) => formatMoney(amount as Cents, language),
    time: (iso) => when(iso, time),
    dateTime: (iso) => when(iso, dateTime),
    number: (value) => numbers().format(value),
    say,
    order: (order, withClient = true) =>
      orderLabel(WINDOW_TABLES[language], withClient ? order : { ...order, clientName: '' }),
    list: (items) => list().format(items),
  };
}
