/**
 * A date or a time of day as a person types and reads it in the window's language, and the ISO value
 * the model keeps (`YYYY-MM-DD`, `HH:MM`). The browser's own date and time fields follow the browser's
 * locale, which showed mm/dd/yyyy and AM/PM on Dutch and French pages; the shop's language decides here,
 * through the same locale tags the rest of the window formats dates with (nl-BE, fr-BE, de-BE, en-GB),
 * always on the 24-hour clock.
 */

import { numericDateUtc } from './intl-formats';

/** Which part comes where in the language's short date, and what stands between: d/m/y and "/" in nl. */
export interface DateShape {
  readonly order: readonly DatePart[];
  readonly separator: string;
}

export type DatePart = 'day' | 'month' | 'year';

export interface FormatLetters {
  readonly day: string;
  readonly month: string;
  readonly year: string;
  readonly hour: string;
  readonly minute: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (value: number): string => String(value).padStart(2, '0');

/** The shape of the locale's numeric date, as Intl writes it: "28/11/2026" (nl-BE), "28.11.2026" (de-BE). */
export function dateShape(locale: string): DateShape {
  const parts = numericDateUtc(locale).formatToParts(new Date(Date.UTC(2026, 10, 28)));
  const order = parts.flatMap((part) =>
    part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
  );
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  return order.length === 3 ? { order, separator } : { order: ['day', 'month', 'year'], separator: '/' };
}

/** `YYYY-MM-DD` as the locale writes it ("28/11/2026"); anything else (an empty filter) as it is. */
export function formatDateText(iso: string, locale: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const values: Record<DatePart, string> = {
    year: match[1] ?? '',
    month: match[2] ?? '',
    day: match[3] ?? '',
  };
  const shape = dateShape(locale);
  return shape.order.map((part) => values[part]).join(shape.separator);
}

/**
 * A typed date as `YYYY-MM-DD`, or null when it is none. Takes the locale's order with any of / . - or
 * spaces between ("8/11/2026", "08.11.26", "8 11 2026"), the eight digits run together ("08112026"),
 * and an ISO date pasted in. A two-digit year is this century's; a day that does not exist is refused.
 */
export function parseDateText(text: string, locale: string): string | null {
  const typed = text.trim();
  const iso = ISO_DATE.exec(typed);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const order = dateShape(locale).order;
  let pieces = typed.split(/\s*[/.\-\s]\s*/);
  if (pieces.length === 1 && /^\d{8}$/.test(typed)) {
    const lengths = order.map((part) => (part === 'year' ? 4 : 2));
    let at = 0;
    pieces = lengths.map((length) => typed.slice(at, (at += length)));
  }
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return null;
  const values: Partial<Record<DatePart, string>> = {};
  order.forEach((part, index) => (values[part] = pieces[index]));
  const { day = '', month = '', year = '' } = values;
  if (day.length > 2 || month.length > 2 || (year.length !== 2 && year.length !== 4)) return null;
  return realDate(year.length === 2 ? 2000 + Number(year) : Number(year), Number(month), Number(day));
}

function realDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1000) return null;
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

/**
 * A typed time of day as `HH:MM`, or null when it is none: "7:30", "07.30", "7h30" (as French writes
 * it), "730" or "0730", "7" or "7h" for the full hour; 0–23 hours, 0–59 minutes.
 */
export function parseTimeText(text: string): string | null {
  const typed = text.trim().toLowerCase();
  const match = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2})?)?$/.exec(typed) ?? /^(\d{1,2})(\d{2})$/.exec(typed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${two(hours)}:${two(minutes)}`;
}

/** The format in the language's letters, shown as the field's placeholder: "dd/mm/jjjj", "TT.MM.JJJJ". */
export function dateFormatText(locale: string, letters: FormatLetters): string {
  const shape = dateShape(locale);
  return shape.order.map((part) => letters[part].repeat(part === 'year' ? 4 : 2)).join(shape.separator);
}

/** "hh:mm", "uu:mm". */
export function timeFormatText(letters: FormatLetters): string {
  return `${letters.hour.repeat(2)}:${letters.minute.repeat(2)}`;
}
