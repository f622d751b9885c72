/**
 * The service is Belgian and writes times without a zone (ordering-api.md 2.1), so the simulator
 * writes Belgian local time whatever the machine's own zone is. Tests stay the same on any machine.
 */
/**
 * Made on first use: a formatter with a time zone loads the zone data, about 0.1 s at a start, and every
 * command of the CLI bundles this module though only the simulator's need it.
 */
let brussels: Intl.DateTimeFormat | undefined;
const brusselsFormat = (): Intl.DateTimeFormat =>
  (brussels ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

export interface LocalMoment {
  /** `YYYY-MM-DD` */
  readonly date: string;
  /** `HH:MM:SS` */
  readonly time: string;
  readonly minuteOfDay: number;
}

export function inBrussels(at: Date): LocalMoment {
  const parts: Record<string, string> = {};
  for (const part of brusselsFormat().formatToParts(at)) parts[part.type] = part.value;
  const hour = parts['hour'] ?? '00';
  const minute = parts['minute'] ?? '00';
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    time: `${hour}:${minute}:${parts['second'] ?? '00'}`,
    minuteOfDay: Number(hour) * 60 + Number(minute),
  };
}

/** `YYYY-MM-DD HH:MM:SS`, the spec's payed_at shape. */
export function formatPaidAt(at: Date): string {
  const local = inBrussels(at);
  return `${local.date} ${local.time}`;
}

/** Calendar arithmetic on a `YYYY-MM-DD` date; no zone is involved. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function formatTimeOfDay(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = minuteOfDay % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;
}
