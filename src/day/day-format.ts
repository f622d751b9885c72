/**
 * The Day view's small sums and words: which day is today here, the day before or after, a day as a
 * heading, and a bake-list quantity or a hand-over line in the window's language ("12 stuks", "1,5 kg").
 */
import { localDate, type BakeRow, type HandOverLine } from '../../electron/common/shop-day/day';
import type { CollectOutcomeView } from '../../electron/common/contract/app-api';
import type { DayWords } from '../../electron/common/words/en/window/day';
import { fullDayUtc, quantityNumber, shortDayUtc } from '../lib/intl-formats';

// The one definition of the shop's day lives in the shared layer; the view's helpers hand it on.
export { localDate };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `date` moved by whole days; counted in UTC so a change to or from summer time moves nothing. */
export function shiftDate(date: string, days: number): string {
  const match = DATE.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return day.toISOString().slice(0, 10);
}

export const isDate = (value: string): boolean => DATE.test(value) && shiftDate(value, 0) === value;

/** "zaterdag 28 november 2026": the day the lists are for, never shifted by a time zone. */
export const formatDay = (date: string, locale: string): string => formatUtcDay(date, fullDayUtc(locale));

/** "za 29 nov.": a day short enough for one warning line, never shifted by a time zone. */
export const formatShortDay = (date: string, locale: string): string =>
  formatUtcDay(date, shortDayUtc(locale));

/** A `YYYY-MM-DD` day formatted in UTC, so no time zone moves it to the day before; anything else as is. */
function formatUtcDay(date: string, format: Intl.DateTimeFormat): string {
  const match = DATE.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return format.format(day);
}

const number = (value: number, locale: string): string => quantityNumber(locale).format(value);

/** A bake-list row's total: pieces and persons counted, weight in kilos from 1 000 g on. */
export function quantityText(
  row: Pick<BakeRow, 'unit' | 'quantity' | 'unitAsSent'>,
  words: DayWords,
  locale: string,
): string {
  const { quantity } = row;
  switch (row.unit) {
    case 'pieces':
      return words.units.pieces(quantity, number(quantity, locale));
    case 'persons':
      return words.units.persons(quantity, number(quantity, locale));
    case 'grams':
      return quantity >= 1000
        ? words.units.kilos(number(quantity / 1000, locale))
        : words.units.grams(number(quantity, locale));
    default:
      return `${number(quantity, locale)} ${row.unitAsSent ?? ''}`.trim();
  }
}

/** How much of a line to hand over: "2 ×" for pieces, "500 g", "1,5 kg", "8 pers.", else as sent. */
export function handOverAmount(
  line: Pick<HandOverLine, 'qty' | 'unit'>,
  words: DayWords,
  locale: string,
): string {
  const shown = number(line.qty, locale);
  switch (line.unit) {
    case 'st':
      return `${shown} ×`;
    case 'gr':
      return line.qty >= 1000 ? words.units.kilos(number(line.qty / 1000, locale)) : words.units.grams(shown);
    case 'kg':
      return words.units.kilos(shown);
    case 'pers':
      return words.units.persons(line.qty, shown);
    default:
      return `${shown} ${line.unit}`.trim();
  }
}

/**
 * What marking an order did, as the Day view and an order's detail say it ("Afhalen 12 · Zoë:
 * afgehaald.", "… was al afgehaald."): a delivery is handed to its driver, never "collected".
 */
export function collectSentence(
  words: DayWords['scan'],
  label: string,
  outcome: Pick<CollectOutcomeView, 'type' | 'unchanged'>,
  collected: boolean,
): string {
  if (outcome.type === 'delivery') {
    if (collected) return outcome.unchanged ? words.alreadyHandedOver(label) : words.handedOver(label);
    return outcome.unchanged ? words.alreadyNotHandedOver(label) : words.notHandedOver(label);
  }
  if (collected) return outcome.unchanged ? words.already(label) : words.collected(label);
  return outcome.unchanged ? words.alreadyNot(label) : words.uncollected(label);
}
