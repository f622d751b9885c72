/**
 * The window's Intl formatters, each made once per locale. Making one loads locale data and costs far
 * more than formatting with it, and the window formats on every redraw: the history's rows, the Status
 * view's "5 seconds ago" every five seconds. A fresh formatter per call was a tenth of opening the window.
 */

/** `make` for a locale, made on its first use and kept: the window speaks a handful of locales. */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let one = made.get(locale);
    if (one === undefined) {
      one = make(locale);
      made.set(locale, one);
    }
    return one;
  };
}

const dateTime = (options: Intl.DateTimeFormatOptions) =>
  perLocale((locale) => new Intl.DateTimeFormat(locale, options));

/** "22/11/2026 08:36". */
export const shortDateTime = dateTime({ dateStyle: 'short', timeStyle: 'short' });
/** "08:36:05": timelines are read to the second. */
export const timeWithSeconds = dateTime({ timeStyle: 'medium' });
/** "10:42". */
export const hourMinute = dateTime({ hour: '2-digit', minute: '2-digit' });
/** "21/11". */
export const dayMonth = dateTime({ day: '2-digit', month: '2-digit' });
/** "zo 22/11" of a day counted in UTC (a due date as the service sent it, never moved by a time zone). */
export const weekdayDayMonthUtc = dateTime({
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
/** "zaterdag 28 november 2026" of a day counted in UTC. */
export const fullDayUtc = dateTime({ dateStyle: 'full', timeZone: 'UTC' });
/** "za 29 nov." of a day counted in UTC. */
export const shortDayUtc = dateTime({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "28/11/2026" of a day counted in UTC: the shape of the locale's numeric date. */
export const numericDateUtc = dateTime({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "5 seconds ago", "now". */
export const relativeTime = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
/** "1 234". */
export const wholeNumber = perLocale((locale) => new Intl.NumberFormat(locale));
/** "1,5": a quantity to three decimals at most. */
export const quantityNumber = perLocale(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }),
);
/** "a, b and c". */
export const andList = perLocale(
  (locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }),
);
