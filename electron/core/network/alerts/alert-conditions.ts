/**
 * From successive readings of Status, the conditions the owner is told about: a printer that cannot
 * print, an order held for a person, the token refused — each once it has lasted the set time, and
 * once more when it is over — and a morning with nothing in it. Pure: the time comes with each reading.
 */
import type { StatusView } from '../../../common/contract/app-api';
import type { AlertSettings, TimeOfDay } from '../../../common/contract/settings';
import type { AlertOrder } from '../../../common/words/en/messages/alerts';
import type { Message } from '../../../common/messages/catalogue';
import { localDate } from '../../../common/shop-day/day';
import { serviceOrderId } from '../../ledger/undecodable';

/** A condition that went away for less than this and came back is the same one (a flapping paper-out). */
export const GONE_AFTER_MS = 60_000;

/** A quiet morning is told until this long after its time; later the day is judged without a word. */
const LATE_MS = 2 * 60 * 60 * 1000;

export type ConditionKind =
  'printer-down' | 'order-held' | 'token-rejected' | 'shop-taken-over' | 'update-check-failed';

export interface Condition {
  readonly kind: ConditionKind;
  readonly key: string;
  /** The printer's name, for `printer-down`. */
  readonly printer: string | null;
  /** The order by number and type (or, unreadable, by id and shop): never the customer. */
  readonly order: AlertOrder | null;
  readonly shopId: number | null;
  /** For `shop-taken-over`: the PC the shop was taken from, and how long its order had waited. */
  readonly takenFrom?: { readonly pc: string; readonly waitedMs: number };
  /** For `update-check-failed`: the version that failed its check, the one it came from, what was silent. */
  readonly update?: { readonly version: string; readonly fromVersion: string; readonly detail: Message };
}

/**
 * A takeover is an event, not a state: it already waited the takeover time, so it is told at once, and
 * never "over" (the Status line fades after an hour by itself). A failed check after an update already
 * waited its own deadline: told at once too, and once (the owner decides whether to roll back).
 */
const TOLD_AT_ONCE: ReadonlySet<ConditionKind> = new Set<ConditionKind>([
  'shop-taken-over',
  'update-check-failed',
]);

export type AlertEvent =
  | { readonly event: 'problem' | 'resolved'; readonly condition: Condition; readonly since: Date }
  | { readonly event: 'quiet-morning'; readonly date: string; readonly until: TimeOfDay };

interface Tracked {
  readonly condition: Condition;
  readonly since: Date;
  readonly lastSeen: Date;
  readonly sent: boolean;
}

/** What holds now, by key. */
function conditionsOf(status: StatusView, settings: AlertSettings): Condition[] {
  const found: Condition[] = [];
  for (const problem of status.problems) {
    // A paused printer is a person's doing: nothing to alert anyone about.
    if (settings.printerDown && problem.kind === 'printer-not-ready' && problem.state !== 'paused')
      found.push({
        kind: 'printer-down',
        key: `printer:${problem.printerId}`,
        printer: problem.printerName,
        order: null,
        shopId: null,
      });
    // The PC that claimed the shop could not print it: its printer, seen from here.
    if (settings.printerDown && problem.kind === 'took-over' && problem.ordersWaited)
      found.push({
        kind: 'shop-taken-over',
        key: `took-over:${problem.shopId}:${problem.at}`,
        printer: null,
        order: { number: problem.ordersWaited.orderNumber, type: null, id: null, shop: null },
        shopId: problem.shopId,
        takenFrom: { pc: problem.fromPc, waitedMs: problem.ordersWaited.waitedMs },
      });
    // Whatever the owner chose to hear about: an update that may have broken the counter is always told.
    if (problem.kind === 'update-check-failed')
      found.push({
        kind: 'update-check-failed',
        key: `update:${problem.version}`,
        printer: null,
        order: null,
        shopId: null,
        update: { version: problem.version, fromVersion: problem.fromVersion, detail: problem.detail },
      });
    if (settings.tokenRejected && problem.kind === 'token-rejected')
      found.push({ kind: 'token-rejected', key: 'token', printer: null, order: null, shopId: null });
  }
  if (settings.orderHeld)
    for (const item of status.attention) {
      const shop = status.shops.find((candidate) => candidate.shopId === item.shopId);
      found.push({
        kind: 'order-held',
        key: `order:${item.orderId}`,
        printer: null,
        order: {
          number: item.orderNumber,
          type: item.orderType,
          id: serviceOrderId(item.orderId),
          shop: { id: item.shopId, name: shop?.name ?? null },
        },
        shopId: item.shopId,
      });
    }
  return found;
}

export class AlertConditions {
  private readonly tracked = new Map<string, Tracked>();
  private quietSentOn: string | null = null;

  observe(status: StatusView, now: Date, settings: AlertSettings, openingTime: TimeOfDay): AlertEvent[] {
    const events: AlertEvent[] = [];
    const holding = conditionsOf(status, settings);
    const seen = new Set<string>();
    for (const condition of holding) {
      seen.add(condition.key);
      const before = this.tracked.get(condition.key);
      const since = before?.since ?? now;
      let sent = before?.sent ?? false;
      const afterMs = TOLD_AT_ONCE.has(condition.kind) ? 0 : settings.afterMinutes * 60_000;
      if (!sent && now.getTime() - since.getTime() >= afterMs) {
        events.push({ event: 'problem', condition, since });
        sent = true;
      }
      this.tracked.set(condition.key, { condition, since, lastSeen: now, sent });
    }
    for (const [key, tracked] of this.tracked) {
      if (seen.has(key) || now.getTime() - tracked.lastSeen.getTime() < GONE_AFTER_MS) continue;
      this.tracked.delete(key);
      if (tracked.sent && !TOLD_AT_ONCE.has(tracked.condition.kind))
        events.push({ event: 'resolved', condition: tracked.condition, since: tracked.since });
    }
    const quiet = this.quietMorning(status, now, settings, openingTime);
    if (quiet) events.push(quiet);
    return events;
  }

  /**
   * Nothing came in today and nothing printed since opening, and it is past `until`: once a day. Orders
   * that arrived today count whenever they printed (the ledger keeps them across a restart, which a
   * printer's last print does not).
   */
  private quietMorning(
    status: StatusView,
    now: Date,
    settings: AlertSettings,
    openingTime: TimeOfDay,
  ): AlertEvent | null {
    const { enabled, until } = settings.quietMorning;
    const today = localDate(now);
    if (!enabled || this.quietSentOn === today || until <= openingTime) return null;
    if (hhmm(now) < until) return null;
    // Started long after it (in the evening): the morning is past; nobody needs that alert now.
    const late = now.getTime() - atTime(now, until).getTime() > LATE_MS;
    const opening = atTime(now, openingTime);
    const arrived = status.shops.reduce((sum, shop) => sum + shop.arrivedToday, 0);
    const printed = status.printers.some(
      (printer) => printer.lastPrintedAt !== null && new Date(printer.lastPrintedAt) >= opening,
    );
    // Once judged for today, whatever the answer: a morning that had orders is not quiet later either.
    this.quietSentOn = today;
    if (arrived > 0 || printed || late) return null;
    return { event: 'quiet-morning', date: today, until };
  }
}

function hhmm(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

function atTime(day: Date, time: TimeOfDay): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const at = new Date(day);
  at.setHours(hours ?? 0, minutes ?? 0, 0, 0);
  return at;
}
