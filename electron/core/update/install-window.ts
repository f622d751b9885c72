/**
 * When a downloaded version may install: never while a job prints or an order waits to print (the
 * installer stops OrderSlip for a minute), and only outside the shop's opening hours, when nobody at
 * the counter needs it; or at the next start, before the engine prints anything. Pure.
 */
import type { TimeOfDay } from '../../common/contract/settings';

export interface CounterActivity {
  /** A job is being sent, or jobs are queued for a printer. */
  readonly printing: boolean;
  /** Orders received and not printed yet. */
  readonly waiting: boolean;
}

export interface OpeningHours {
  readonly openingTime: TimeOfDay;
  readonly closingTime: TimeOfDay;
}

export type InstallVerdict =
  | { readonly install: true }
  /** `busy`: a job prints or an order waits; `open`: the shop is open. */
  | { readonly install: false; readonly because: 'busy' | 'open' };

function minutesOf(time: TimeOfDay): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Whether the shop is open at `now` (local time); hours past midnight (22:00–02:00) are understood. */
export function shopIsOpen(hours: OpeningHours, now: Date): boolean {
  const at = now.getHours() * 60 + now.getMinutes();
  const open = minutesOf(hours.openingTime);
  const close = minutesOf(hours.closingTime);
  if (open === close) return false;
  return open < close ? at >= open && at < close : at >= open || at < close;
}

/**
 * At the first start after a download (`starting`), opening hours do not count: the counter was
 * restarted anyway, and the engine has printed nothing yet.
 */
export function installVerdict(
  activity: CounterActivity,
  hours: OpeningHours,
  now: Date,
  starting = false,
): InstallVerdict {
  // Open first: Status then says "after closing time", the later of the two.
  if (!starting && shopIsOpen(hours, now)) return { install: false, because: 'open' };
  if (activity.printing || activity.waiting) return { install: false, because: 'busy' };
  return { install: true };
}
