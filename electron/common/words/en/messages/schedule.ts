/**
 * Schedules: the bake list printed at a set time, due-today slips, the day's lists printed on request,
 * and what a missed, failed or interrupted run says.
 */
import type { OrderRef } from '../../../order-label';
import type { WeekdayNames } from '../../../receipt/labels';
import { day as paperDay } from '../paper/day';
import { parseCalendarDate, weekdayOf } from '../../../receipt/format';
import { type NestedMessage, words } from '../../wording';

/** Which of a day's lists a message is about. */
export type DayListName = 'bake-list' | 'pickup-sheet';

/** "zaterdag 23/11" from `YYYY-MM-DD`: the day a list is for, as the shop says it (in `weekdays`' language). */
export function dayText(day: string, weekdays: WeekdayNames): string {
  const parsed = parseCalendarDate(String(day));
  if (!parsed) return String(day);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${weekdays[weekdayOf(parsed)] ?? ''} ${two(parsed.day)}/${two(parsed.month)}`;
}

const LIST_NAMES = { 'bake-list': 'bake list', 'pickup-sheet': 'pick-up sheet' } as const;

export const schedule = {
  /** A day's list came out (on request, or by its schedule). */
  'schedule.list-printed': words<{ list: DayListName; day: string; printer: string }>(
    (p) => `Printed the ${LIST_NAMES[p.list]} for ${dayText(p.day, paperDay.weekdays)} on ${p.printer}.`,
  ),
  /**
   * A scheduled list or slip reached its printer, which could not prove that it printed: it is not sent
   * again by itself (it may have come out), so a person looks.
   */
  'schedule.unproven': words<{ printer: string }>(
    (p) =>
      `${p.printer} took the scheduled print but could not prove that it printed: check that it came out. OrderSlip does not send it again by itself; print it from the Day view if it is missing.`,
  ),
  /** A scheduled bake list failed on its printer; it is tried again while it is still useful. */
  'schedule.list-failed': words<{ day: string; printer: string; cause: NestedMessage }>(
    (p, f) =>
      `The bake list for ${dayText(p.day, paperDay.weekdays)} did not print on ${p.printer}: ${f.say(p.cause)} OrderSlip tries again by itself while the list is still useful.`,
  ),
  /**
   * A scheduled bake list that will not print: the PC was off or asleep until it was no longer useful
   * (`missed`), or its printer failed until then (`failed`).
   */
  'schedule.list-dropped': words<{ day: string; time: string; printer: string; failed: boolean }>((p) =>
    p.failed
      ? `The bake list for ${dayText(p.day, paperDay.weekdays)} (due at ${p.time}) was not printed: ${p.printer} could not print it until it was no longer useful. Print it from the Day view if you still need it.`
      : `The bake list for ${dayText(p.day, paperDay.weekdays)} (due at ${p.time} on ${p.printer}) was not printed: OrderSlip was not running then, and now it is no longer useful. Print it from the Day view if you still need it.`,
  ),
  /** A schedule's printer is no longer set up (or prints labels): its list cannot print. */
  'schedule.printer-unusable': words<{ day: string; printer: string; label: boolean }>((p) =>
    p.label
      ? `The bake list for ${dayText(p.day, paperDay.weekdays)} was not printed: ${p.printer} is a label printer. Choose a receipt printer for this schedule in Settings, The shop's day.`
      : `The bake list for ${dayText(p.day, paperDay.weekdays)} was not printed: printer ${p.printer} is no longer set up. Choose a printer for this schedule in Settings, The shop's day.`,
  ),
  'schedule.slip-printed': words<{ order: OrderRef; printer: string }>(
    (p, f) => `Printed the "due today" slip of ${f.order(p.order)} on ${p.printer}.`,
  ),
  'schedule.slip-failed': words<{ order: OrderRef; printer: string; cause: NestedMessage }>(
    (p, f) =>
      `The "due today" slip of ${f.order(p.order)} did not print on ${p.printer}: ${f.say(p.cause)} OrderSlip tries again by itself until the order's time.`,
  ),
  /** A due slip not printed by the order's time: it would only say what the counter already knows. */
  'schedule.slip-dropped': words<{ order: OrderRef; printer: string; failed: boolean }>((p, f) =>
    p.failed
      ? `The "due today" slip of ${f.order(p.order)} was not printed: ${p.printer} could not print it before the order's time.`
      : `The "due today" slip of ${f.order(p.order)} (on ${p.printer}) was not printed: OrderSlip was not running at its time, and the order's time has passed.`,
  ),
  /** Due slips are on, but the order's shop has no receipt printer (and none is chosen for them). */
  'schedule.slip-no-printer': words<{ order: OrderRef }>(
    (p, f) =>
      `The "due today" slip of ${f.order(p.order)} cannot print: its shop has no receipt printer. Choose a printer for due-today slips in Settings, The shop's day.`,
  ),
  /** OrderSlip stopped while a scheduled print was being sent: it prints again, marked. */
  'schedule.interrupted': words<{
    what: 'bake-list' | 'due-slip';
    day: string;
    order: OrderRef | null;
    printer: string;
  }>(
    (p, f) =>
      `OrderSlip stopped while printing ${p.what === 'bake-list' || p.order === null ? `the bake list for ${dayText(p.day, paperDay.weekdays)}` : `the "due today" slip of ${f.order(p.order)}`} on ${p.printer}: it may have come out. It prints again marked POSSIBLE DUPLICATE.`,
  ),
  /**
   * A bake-list schedule was first seen while this PC's clock was ahead (`at`, ISO): it would not have
   * run before that moment came again. It counts from now.
   */
  'schedule.seen-while-clock-ahead': words<{ time: string; at: string }>(
    (p, f) =>
      `The bake list at ${p.time} was set up while this PC's clock was ahead (it read ${f.dateTime(p.at)}). OrderSlip goes by the corrected clock: the list prints at ${p.time} from today on.`,
  ),
  /**
   * A run was printed (or given up) while this PC's clock was ahead, at `at` (ISO): it happened before
   * its real time, so it is done again when that time comes.
   */
  'schedule.run-while-clock-ahead': words<{
    what: 'bake-list' | 'due-slip';
    day: string;
    order: OrderRef | null;
    at: string;
  }>(
    (p, f) =>
      `${p.what === 'bake-list' || p.order === null ? `The bake list for ${dayText(p.day, paperDay.weekdays)}` : `The "due today" slip of ${f.order(p.order)}`} was handled while this PC's clock was ahead (it read ${f.dateTime(p.at)}). It prints again at its time by the corrected clock.`,
  ),
  /** Printing a day's list on request on a label printer. */
  'schedule.not-a-receipt-printer': words<{ printer: string }>(
    (p) =>
      `${p.printer} is a label printer: the bake list and the pick-up sheet print on a receipt printer. Choose another printer.`,
  ),
} as const;
