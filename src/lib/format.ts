/** Money, dates and times as people read them, in the window's language. */
import type { Cents } from '../../electron/common/model/money';
import type { Language } from '../../electron/common/words/languages';
import { formatMoney as paperMoney } from '../../electron/common/receipt/format';
import {
  dayMonth,
  hourMinute,
  relativeTime,
  shortDateTime,
  timeWithSeconds,
  weekdayDayMonthUtc,
} from './intl-formats';

/** Money as the receipt prints it in that language: "€ 12,50" (nl, fr), "12,50 €" (de), "€12.50" (en). */
export function formatMoney(cents: number, language: Language): string {
  return paperMoney(cents as Cents, language);
}

/** An instant (ISO string) as the local date and time: "22/11/2026 08:36". */
export function formatDateTime(iso: string | null, locale: string): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return shortDateTime(locale).format(date);
}

/** An instant as the time of day with seconds: timelines are read to the second. */
export function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return timeWithSeconds(locale).format(date);
}

/**
 * A shop-local due date and time as the service sent them (`YYYY-MM-DD`, `HH:MM:SS`), never converted
 * between time zones: "zo 22/11 16:15".
 */
export function formatDue(date: string | null, time: string | null, locale: string): string {
  if (date === null) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = time?.slice(0, 5) ?? '';
  if (!match) return `${date} ${clock}`.trim();
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const shown = weekdayDayMonthUtc(locale).format(day);
  return `${shown} ${clock}`.trim();
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

/**
 * "5 seconds ago", "now"; empty for no time. Only for things that happened: a time a little ahead of the
 * window's clock (refreshed every few seconds) reads as "now", not "in 2 seconds".
 */
export function formatRelative(iso: string | null, now: Date, locale: string): string {
  if (iso === null) return '';
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  let amount = Math.min(0, (then - now.getTime()) / 1000);
  const format = relativeTime(locale);
  for (const [unit, size] of UNITS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'day');
}

/** When something started, as a point in time: "10:42" today, "21/11 10:42" before. */
export function formatSince(iso: string, now: Date, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = hourMinute(locale).format(date);
  if (date.toDateString() === now.toDateString()) return time;
  const day = dayMonth(locale).format(date);
  return `${day} ${time}`;
}
