/** Amounts, quantities, dates and distances as a shop in each language writes them. */
import type { Cents } from '../model/money';
import { LANGUAGE_FACTS, type Language } from '../words/languages';
import type { Labels } from './labels';

/** nl/fr "€ 1.234,50" / "€ 1 234,50", de "1.234,50 €", en "€1,234.50"; a negative amount keeps its sign next to the digits. */
export function formatMoney(amount: Cents, language: Language): string {
  const abs = Math.abs(amount);
  const { thousands, decimal, euro } = LANGUAGE_FACTS[language];
  const whole = String(Math.trunc(abs / 100));
  // Most amounts are under a thousand euros: no separator to place, and the expression would cost more than the rest.
  const euros = whole.length <= 3 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, thousands);
  const digits = `${amount < 0 ? '-' : ''}${euros}${decimal}${String(abs % 100).padStart(2, '0')}`;
  return euro.replace('#', digits);
}

/** "2x", "500 g", "2 kg", "6 pers."; an unknown unit is written after the number as the service sent it. */
export function formatQuantity(qty: number, unit: string, labels: Labels): string {
  switch (unit.trim().toLowerCase()) {
    case 'st':
    case '':
      return `${qty}x`;
    case 'gr':
      return `${qty} g`;
    case 'kg':
      return `${qty} kg`;
    case 'pers':
      return `${qty} ${labels.persons}`;
    default:
      return `${qty} ${unit.trim()}`;
  }
}

/** Kilometres with one decimal in the language's notation: 4200 → "4,2 km". */
export function formatDistance(metres: number, language: Language): string {
  return `${(Math.round(metres / 100) / 10).toFixed(1).replace('.', LANGUAGE_FACTS[language].decimal)} km`;
}

interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** `YYYY-MM-DD` → numbers, or null. Read as text: a calendar date has no time zone to convert. */
export function parseCalendarDate(date: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** 0 = Sunday. Date.UTC counts days on the calendar alone, whatever the machine's zone. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** "HH:MM:SS" or "HH:MM" → "HH:MM"; anything else as it is. */
export function shortTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  return match?.[1] && match[2] ? `${two(Number(match[1]))}:${match[2]}` : time.trim();
}

/** The due moment, short enough for 58 mm in large print: "za 23/11 10:30". */
export function formatDue(date: string, time: string, labels: Labels): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return `${date.trim()} ${shortTime(time)}`.trim();
  const weekday = labels.weekdays[weekdayOf(parsed)] ?? '';
  return `${weekday} ${two(parsed.day)}/${two(parsed.month)} ${shortTime(time)}`;
}

/** "22/11/2024 14:03" from the service's date and time, unconverted. */
export function formatLocalDateTime(date: string, time: string): string {
  const parsed = parseCalendarDate(date);
  const day = parsed ? `${two(parsed.day)}/${two(parsed.month)}/${parsed.year}` : date.trim();
  return `${day} ${shortTime(time)}`.trim();
}

/** The machine's own local time of a moment: "23/11/2024 09:15". */
export function formatPrintedAt(moment: Date): string {
  return (
    `${two(moment.getDate())}/${two(moment.getMonth() + 1)}/${moment.getFullYear()} ` +
    `${two(moment.getHours())}:${two(moment.getMinutes())}`
  );
}
