/**
 * The shop's day on a clock: the bake list printed at its set time, and a "due today" slip for each
 * order placed on an earlier day (at opening time, or some minutes before its pick-up time).
 *
 * Times are this PC's local time of day. The scheduler ticks at start, every 30 s and when the PC wakes,
 * never two ticks at once; each tick looks at what is due by now and still useful, and prints what the
 * ledger lets it claim (`DayPrints`): a run is claimed by a key naming what and which day, so it prints
 * once across restarts, sleep and settings changes. A run missed while the PC was off prints at the next
 * start or wake if it is still useful; one that fails is tried on later ticks while useful, then dropped
 * and said. A run interrupted mid-print prints again marked POSSIBLE DUPLICATE.
 *
 * Schedules go by the wall clock, which a person or NTP may set: what a clock that was ahead wrote (a
 * schedule's first sighting, a run done before its real day) is not believed once the time is right,
 * and a step noticed while running (`clockStepped`) moves what was seen by the clock before it.
 */
import { localDate, type DayQuery } from '../../common/shop-day/day';
import { msg, type Message } from '../../common/messages/catalogue';
import type { ShopDaySettings, BakeListSchedule } from '../../common/contract/settings';
import type { Order } from '../../common/model/order';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { orderRefOf } from '../../common/order-label';
import { shortTime } from '../../common/receipt/format';
import type { Receipt } from '../../common/receipt/receipt';
import type { Ledger } from '../ledger/ledger';
import { bakeListKey, dueSlipKey, type DayPrintEntry, type DayRun } from '../ledger/day-prints';
import type { PrintResult } from '../printer';
import { encodeReceipt } from '../receipt';
import { describeError } from './internal-error';
import { printVerdict } from './print-verdict';
import { computeBakeList } from '../shop-day/bake-list';
import type { DayCheckSummary } from '../changes/day-check';
import type { DayOrder } from '../shop-day/day-order';
import { lateChangeLines } from '../shop-day/late-change-lines';
import { bakeListReceipt, dueSlipReceipt } from '../shop-day/day-receipts';
import { CLOCK_STEP_TOLERANCE_MS } from '../time/clock-step';

/** How often the clock is looked at; a schedule prints at most this late. */
export const DAY_TICK_MS = 30_000;
/** Runs of days this long ago are forgotten. */
const KEEP_DAYS = 60;

export interface DaySchedulerOptions {
  readonly ledger: Ledger;
  readonly shopDay: ShopDaySettings;
  readonly now: () => Date;
  /** A printer the engine runs, or null. */
  readonly printer: (printerId: string) => PrinterSettings | null;
  /** The printers a shop's orders print on, in their order. */
  readonly routeOf: (shopId: number) => readonly string[];
  /** Prints non-order bytes in the printer's turn (`Engine.printSheet`). */
  readonly print: (printerId: string, buffers: readonly Uint8Array[]) => Promise<PrintResult>;
  readonly log: (level: 'info' | 'warn', message: Message) => void;
  /** A printer a person paused: nothing scheduled goes to it until it is resumed. */
  readonly paused?: (printerId: string) => boolean;
  /**
   * Whether this PC prints the shop (null: any of its shops) now; another OrderSlip that prints it
   * prints its lists and slips too (docs/NETWORK.md). Absent: every shop.
   */
  readonly printsShop?: (shopId: number | null) => boolean;
  /**
   * The late-change check (`Engine.checkDay`): for a bake list's day before it prints, and for the orders
   * of the due-today slips about to print (`only`). Absent: nothing is read again.
   */
  readonly checkDay?: (query: DayQuery, only?: ReadonlySet<string>) => Promise<DayCheckSummary>;
  /** A tick that threw: a bug or a damaged ledger; the scheduler goes on at the next tick. */
  readonly onError: (error: unknown) => void;
  readonly intervalMs?: number;
}

export class DayScheduler {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Ticks wait for `start`: its recovery must come before any run is claimed. */
  private started = false;
  /** When each schedule was first seen (read once: a write per schedule per tick would sync for nothing). */
  private readonly since = new Map<string, Date>();
  /**
   * A bake list run's check, by run key: how many orders it could not check. One check per run, however
   * often a failing printer makes the run try again.
   */
  private readonly listChecks = new Map<string, number>();
  /** The orders whose due-today slip's check was done today: one request per order per day's run. */
  private dueChecked: { day: string; ids: Set<string> } = { day: '', ids: new Set() };

  constructor(private readonly options: DaySchedulerOptions) {}

  /** Recovers runs a previous process left half-sent, then ticks now and every interval. */
  start(): void {
    const { ledger, log } = this.options;
    this.started = true;
    for (const entry of ledger.dayPrints.recoverInterrupted()) {
      const order =
        entry.orderId === null
          ? null
          : orderRefOf(entry.orderId, ledger.getOrder(entry.orderId)?.order ?? null);
      log(
        'warn',
        msg('schedule.interrupted', {
          what: entry.kind,
          day: entry.day,
          order,
          printer: this.printerName(entry.printerId),
        }),
      );
    }
    ledger.dayPrints.purgeBefore(localDate(addDays(this.options.now(), -KEEP_DAYS)));
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs ?? DAY_TICK_MS);
    this.timer.unref();
    void this.tick();
  }

  /**
   * The PC's clock was set by `stepMs`: what was worked out from the old time is worked out again (a
   * schedule first seen by the clock before it was set back counts from when that really was), now.
   */
  clockStepped(stepMs: number): void {
    if (this.stopped || !this.started) return;
    try {
      this.options.ledger.dayPrints.shiftSchedulesSeenAhead(this.options.now(), stepMs);
    } catch (error) {
      this.options.onError(error);
    }
    this.since.clear();
    void this.tick();
  }

  /** The PC woke: what came due while it slept prints now (if still useful). */
  wake(): void {
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.current;
  }

  /** One look at the clock; a tick asked for while one runs runs once more after it. */
  tick(): Promise<void> {
    if (this.stopped || !this.started) return Promise.resolve();
    if (this.current) {
      this.again = true;
      return this.current;
    }
    this.current = (async () => {
      do {
        this.again = false;
        try {
          await this.runDue();
        } catch (error) {
          this.options.onError(error);
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  private async runDue(): Promise<void> {
    const now = this.options.now();
    this.forgetRunsAhead(now);
    // A printer that failed once this tick is not asked again before the next one.
    const failing = new Set<string>();
    for (const schedule of this.options.shopDay.bakeLists) {
      if (this.stopped) return;
      await this.bakeList(schedule, now, failing);
    }
    if (this.options.shopDay.dueSlips.enabled) await this.dueSlips(now, failing);
  }

  /**
   * A schedule's runs that may be due now: today's, and for a list of tomorrow also yesterday's (its day
   * has come, and a PC that was off at its time still prints it at start while that day is open).
   */
  private async bakeList(schedule: BakeListSchedule, now: Date, failing: Set<string>): Promise<void> {
    if (schedule.day === 'tomorrow') await this.bakeListRun(schedule, addDays(now, -1), now, failing);
    await this.bakeListRun(schedule, now, now, failing);
  }

  /** The run of `schedule` made on `runDay` (at its time), for that day or the next. */
  private async bakeListRun(
    schedule: BakeListSchedule,
    runDay: Date,
    now: Date,
    failing: Set<string>,
  ): Promise<void> {
    const { ledger, shopDay } = this.options;
    // Noted at the first tick that sees the schedule, whatever its time: one added after its time today
    // starts tomorrow.
    let since = this.since.get(schedule.id) ?? ledger.dayPrints.scheduleSince(schedule.id, now);
    if (since.getTime() > now.getTime() + CLOCK_STEP_TOLERANCE_MS) {
      // First seen by a clock that was ahead: waiting for that moment would skip days. It counts from now.
      ledger.dayPrints.resetScheduleSince(schedule.id, now);
      this.options.log(
        'warn',
        msg('schedule.seen-while-clock-ahead', { time: shortTime(schedule.time), at: since.toISOString() }),
      );
      since = now;
    }
    this.since.set(schedule.id, since);
    const scheduled = at(runDay, schedule.time);
    if (scheduled === null || now < scheduled || since > scheduled) return;
    const listDay = schedule.day === 'today' ? runDay : addDays(runDay, 1);
    // Useful until the day it lists closes (the end of that day when closing comes before the time).
    const closing = at(listDay, shopDay.closingTime);
    const until = closing !== null && closing > scheduled ? closing : startOfDay(addDays(listDay, 1));
    const run: DayRun = {
      key: bakeListKey(schedule.id, localDate(runDay)),
      kind: 'bake-list',
      printerId: schedule.printerId,
      orderId: null,
      day: localDate(runDay),
    };
    const printer = this.options.printer(schedule.printerId);
    const time = shortTime(schedule.time);
    const query = { date: localDate(listDay), shopId: schedule.shopId };
    // Printed by the PC that prints the shop, not by this one standing by for it.
    if (this.options.printsShop?.(schedule.shopId) === false) return;
    if (now >= until) {
      this.listChecks.delete(run.key);
      const failed = ledger.dayPrints.get(run.key) !== null;
      const reason = msg('schedule.list-dropped', {
        day: query.date,
        time,
        printer: printer?.name ?? schedule.printerId,
        failed,
      });
      if (ledger.dayPrints.drop(run, reason)) this.options.log('warn', reason);
      return;
    }
    if (printer === null || printer.role === 'label') {
      const reason = msg('schedule.printer-unusable', {
        day: query.date,
        printer: printer?.name ?? schedule.printerId,
        label: printer !== null,
      });
      if (ledger.dayPrints.drop(run, reason)) this.options.log('warn', reason);
      return;
    }
    if (failing.has(printer.id) || this.options.paused?.(printer.id) === true) return;
    const entry = ledger.dayPrints.claim(run);
    if (entry === null) return;
    const unchecked = await this.checkBeforeList(run.key, query);
    // Stopped during the check: the run stays claimed, pending, and prints at the next start.
    if (this.stopped) return;
    const orders = ledger.day.ordersDue(query);
    const list = computeBakeList(orders, query);
    const shopName = schedule.shopId === null ? null : shopNameOf(orders, schedule.shopId);
    const lateChanges = lateChangeLines(orders, query, unchecked);
    const ok = await this.attempt(
      entry,
      printer,
      (possibleDuplicate) =>
        bakeListReceipt(list, printer, now, { shopName, possibleDuplicate, lateChanges }),
      {
        printed: msg('schedule.list-printed', { list: 'bake-list', day: query.date, printer: printer.name }),
        failed: (cause) => msg('schedule.list-failed', { day: query.date, printer: printer.name, cause }),
      },
    );
    if (ok) this.listChecks.delete(run.key);
    else failing.add(printer.id);
  }

  /**
   * The late-change check of a bake list's day, once per run: the CHANGED and GONE slips print first, the
   * ledger then holds the new content the list counts. Returns how many orders could not be checked (the
   * list says so, and prints anyway).
   */
  private async checkBeforeList(runKey: string, query: DayQuery): Promise<number> {
    const check = this.options.checkDay;
    if (check === undefined) return 0;
    const known = this.listChecks.get(runKey);
    if (known !== undefined) return known;
    let unchecked: number;
    try {
      unchecked = (await check(query)).unchecked.count;
    } catch (error) {
      // A bug or a damaged ledger, not the service: said, and the list prints as the ledger has it.
      this.options.onError(error);
      const prints = this.options.printsShop ?? (() => true);
      unchecked = this.options.ledger.versions
        .printedDue(query)
        .filter((order) => prints(order.shopId)).length;
    }
    this.listChecks.set(runKey, unchecked);
    return unchecked;
  }

  /**
   * Before the due-today slips print: the orders whose slip is about to print are read again, each once a
   * day, so a slip shows what is to be handed over now, and an order gone from the service gets its GONE
   * slip instead of a due slip.
   */
  private async checkDueSlipOrders(now: Date, failing: ReadonlySet<string>): Promise<void> {
    const check = this.options.checkDay;
    if (check === undefined) return;
    const { ledger } = this.options;
    const today = localDate(now);
    if (this.dueChecked.day !== today) this.dueChecked = { day: today, ids: new Set() };
    const checked = this.dueChecked.ids;
    const ids = new Set<string>();
    for (const day of ledger.day.ordersDue({ date: today, shopId: null })) {
      if (checked.has(day.id)) continue;
      const times = this.dueSlipTimes(day, now);
      if (times === null || now < times.moment || times.moment >= times.until || now >= times.until) continue;
      const printer = this.slipPrinter(day);
      if (printer === null || failing.has(printer.id) || this.options.paused?.(printer.id) === true) continue;
      const run = ledger.dayPrints.get(dueSlipKey(day.id, today));
      if (run !== null && run.state !== 'pending') continue;
      ids.add(day.id);
    }
    if (ids.size === 0) return;
    try {
      await check({ date: today, shopId: null }, ids);
    } catch (error) {
      // The slips print as the ledger has the orders.
      this.options.onError(error);
    }
    // Stopped during the check: asked again at the next start.
    if (!this.stopped) for (const id of ids) checked.add(id);
  }

  /**
   * When an order's due-today slip is due (`moment`) and until when it is useful; null when it gets none:
   * another PC prints its shop, it could not be read, it is gone (or gone from the service), collected, or
   * it came in today.
   */
  private dueSlipTimes(day: DayOrder, now: Date): { order: Order; moment: Date; until: Date } | null {
    const { shopDay } = this.options;
    if (this.options.printsShop?.(day.shopId) === false) return null;
    const order = day.order;
    const midnight = startOfDay(now);
    if (
      order === null ||
      day.state === 'gone' ||
      day.goneFromService ||
      day.collectedAt !== null ||
      day.firstSeenAt >= midnight
    )
      return null;
    const due = at(now, order.due.time);
    const until = due ?? startOfDay(addDays(now, 1));
    const opening = at(now, shopDay.openingTime);
    const moment =
      shopDay.dueSlips.when === 'before-due' && due !== null
        ? new Date(due.getTime() - shopDay.dueSlips.minutesBefore * 60_000)
        : opening;
    return moment === null ? null : { order, moment, until };
  }

  private async dueSlips(now: Date, failing: Set<string>): Promise<void> {
    const { ledger, shopDay } = this.options;
    const today = localDate(now);
    await this.checkDueSlipOrders(now, failing);
    for (const day of ledger.day.ordersDue({ date: today, shopId: null })) {
      if (this.stopped) return;
      // Only orders placed on an earlier day: today's printed when they came in, minutes ago.
      const times = this.dueSlipTimes(day, now);
      if (times === null || now < times.moment) continue;
      const { order, moment, until } = times;
      const printer = this.slipPrinter(day);
      const ref = orderRefOf(day.id, order);
      const run: DayRun = {
        key: dueSlipKey(day.id, today),
        kind: 'due-slip',
        printerId: printer?.id ?? shopDay.dueSlips.printerId ?? '',
        orderId: day.id,
        day: today,
      };
      // Due before its slip's moment (a pick-up before opening time): a slip would say nothing new.
      if (moment >= until) continue;
      if (now >= until) {
        // Only a slip that was tried is said: one never tried (due slips turned on late in the day, the
        // PC off all morning) is left quietly; the pick-up sheet lists the order anyway.
        const left = ledger.dayPrints.get(run.key);
        if (left?.state !== 'pending') continue;
        const reason = msg('schedule.slip-dropped', {
          order: ref,
          printer: printer?.name ?? run.printerId,
          // Claimed but never tried (a crash before sending) is not "kept failing".
          failed: left.attempts > 0,
        });
        if (ledger.dayPrints.drop(run, reason)) this.options.log('warn', reason);
        continue;
      }
      if (printer === null) {
        const reason = msg('schedule.slip-no-printer', { order: ref });
        if (ledger.dayPrints.drop(run, reason)) this.options.log('warn', reason);
        continue;
      }
      if (failing.has(printer.id) || this.options.paused?.(printer.id) === true) continue;
      const entry = ledger.dayPrints.claim(run);
      if (entry === null) continue;
      // Handled orders were never printed by OrderSlip: the slip must not say they were.
      const printedBefore = day.state === 'printed' || day.state === 'confirmed';
      const ok = await this.attempt(
        entry,
        printer,
        (possibleDuplicate) => dueSlipReceipt(order, printer, now, possibleDuplicate, { printedBefore }),
        {
          printed: msg('schedule.slip-printed', { order: ref, printer: printer.name }),
          failed: (cause) => msg('schedule.slip-failed', { order: ref, printer: printer.name, cause }),
        },
      );
      if (!ok) failing.add(printer.id);
    }
  }

  /**
   * Runs recorded as done at a time still to come were done while this PC's clock was ahead (a bake list
   * for the 28th printed on the 26th): they run again when their time really comes.
   */
  private forgetRunsAhead(now: Date): void {
    const { ledger, log } = this.options;
    for (const entry of ledger.dayPrints.forgetAhead(new Date(now.getTime() + CLOCK_STEP_TOLERANCE_MS))) {
      const order =
        entry.orderId === null
          ? null
          : orderRefOf(entry.orderId, ledger.getOrder(entry.orderId)?.order ?? null);
      const at = (entry.finishedAt ?? entry.createdAt).toISOString();
      log('warn', msg('schedule.run-while-clock-ahead', { what: entry.kind, day: entry.day, order, at }));
    }
  }

  /** The slips' own printer, else the first receipt printer of the order's shop; null when none runs. */
  private slipPrinter(day: DayOrder): PrinterSettings | null {
    const chosen = this.options.shopDay.dueSlips.printerId;
    if (chosen !== null) {
      const printer = this.options.printer(chosen);
      return printer !== null && printer.role !== 'label' ? printer : null;
    }
    for (const id of this.options.routeOf(day.shopId)) {
      const printer = this.options.printer(id);
      if (printer !== null && printer.role === 'receipt') return printer;
    }
    return null;
  }

  /**
   * One attempt at a claimed run: marked sending (durably) before the bytes go out, then printed, or back
   * to pending with the reason. Bytes the printer took without proof count as printed: a scheduled list
   * is never sent twice by itself.
   */
  private async attempt(
    entry: DayPrintEntry,
    printer: PrinterSettings,
    receipt: (possibleDuplicate: boolean) => Receipt,
    say: { printed: Message; failed: (cause: Message) => Message },
  ): Promise<boolean> {
    const { ledger, log } = this.options;
    let buffers: Uint8Array[];
    try {
      buffers = [encodeReceipt(receipt(entry.possibleDuplicate), printer)];
    } catch (error) {
      // A list that cannot be built will not build on the next tick either: said once, never retried.
      const reason = msg('engine.internal-error', { detail: describeError(error) });
      if (ledger.dayPrints.drop(entry, reason)) log('warn', reason);
      return true;
    }
    const sending = ledger.dayPrints.sending(entry.key, printer.id);
    let result: PrintResult;
    try {
      result = await this.options.print(printer.id, buffers);
    } catch (error) {
      // A bug after the bytes may have gone: the next attempt is marked POSSIBLE DUPLICATE.
      ledger.dayPrints.failed(
        entry.key,
        msg('engine.internal-error', { detail: describeError(error) }),
        true,
      );
      throw error;
    }
    // The orders' own rule (print-verdict.ts): what reached the printer without proof is never sent again
    // by itself, nor is a second attempt that again may have left paper.
    const verdict = printVerdict(result, sending, printer);
    if (verdict.kind === 'retry' && result.outcome === 'failed') {
      ledger.dayPrints.failed(entry.key, result.message, result.mayHavePrinted);
      // Said once per run: the printer's own status says why on every later try.
      if (sending.attempts === 1) log('warn', say.failed(result.message));
      return false;
    }
    ledger.dayPrints.printed(entry.key);
    log('info', say.printed);
    if (verdict.kind === 'reached' && verdict.proof === 'none')
      log('warn', msg('schedule.unproven', { printer: printer.name }));
    return true;
  }

  private printerName(printerId: string): string {
    return this.options.printer(printerId)?.name ?? printerId;
  }
}

/** The shop's name as its orders carry it; null when none of them could be read. */
export function shopNameOf(orders: readonly DayOrder[], shopId: number): string | null {
  return orders.find((day) => day.shopId === shopId && day.order !== null)?.order?.shop.name ?? null;
}

/** That local day at `HH:MM` (or `HH:MM:SS`); null for a time that is not one. */
function at(day: Date, time: string): Date | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}

function startOfDay(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate());
}

/** The same local time `days` later (calendar days: a day with a clock change is 23 or 25 hours). */
function addDays(day: Date, days: number): Date {
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate() + days,
    day.getHours(),
    day.getMinutes(),
    day.getSeconds(),
  );
}
