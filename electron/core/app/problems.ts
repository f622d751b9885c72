/**
 * What a person must act on or know about, read from the engine's status and the ledger's counts: the
 * one place that decides it, so Status, the tray and the notifications cannot disagree. Pure: the same
 * input always gives the same problems, worst first.
 */
import type { EngineStatus } from '../engine/engine';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { msg, type Message } from '../../common/messages/catalogue';
import type { ShopPollStatus } from '../engine/events';
import type {
  ConnectionStateView,
  HeadlineView,
  NotCollectedView,
  PrinterStateView,
  ProblemKind,
  ProblemView,
} from '../../common/contract/app-api';
import type { TimeOfDay } from '../../common/contract/settings';
import { orderRefOf } from '../../common/order-label';
import type { DayOrder } from '../shop-day/day-order';

/** Orders in the ledger that are received but not printed yet (state `waiting`). */
export interface WaitingSummary {
  readonly count: number;
  readonly oldestFirstSeenAt: Date | null;
}

export interface ProblemInput {
  /** Problems of the shop's network (another PC, a takeover, discovery), as the coordinator found them. */
  readonly network?: readonly ProblemView[];
  /** A new version's check of itself that failed (update-watch.ts). */
  readonly update?: readonly ProblemView[];
  /** Null when the engine is not running (not set up yet). */
  readonly engine: EngineStatus | null;
  /** Orders held for a person. */
  readonly held: number;
  readonly waiting: WaitingSummary;
  /** Printed orders whose confirm keeps failing (CONFIRM_FAILURES or more times in a row). */
  readonly unconfirmed?: {
    readonly count: number;
    readonly oldest: Date | null;
    readonly detail: Message | null;
  };
  /** The printers of the settings: one set up without a successful test print is said. */
  readonly printers?: readonly Pick<PrinterSettings, 'id' | 'name' | 'untested'>[];
  /** After closing time: today's orders due today that nobody marked collected; null before it. */
  readonly notCollected?: NotCollected | null;
  /** The ids of the orders gone from the service that Status lists for a person (`goneOrders`). */
  readonly gone?: readonly string[];
  readonly now: Date;
}

/** A printer in these states prints; any other state with jobs waiting is a problem. */
const PRINTING_STATES: ReadonlySet<PrinterStateView> = new Set(['ready', 'printing', 'paper_low']);
/**
 * A printer is `unknown` for the moment between start (or resume) and its first answer: only when orders
 * have waited this long as well is its silence a problem.
 */
export const SILENT_PRINTER_MS = 15_000;
/** An order waiting longer than this is late, whatever the cause. */
export const LATE_ORDER_MS = 60_000;
/** Listings may fail now and then (the client retries); this many in a row is an outage. */
export const FAILING_LISTINGS = 3;
/** …or failing for this long, whichever comes first (backoff makes the tries sparse). */
export const FAILING_FOR_MS = 30_000;
/** After the history was lost, the first orders print marked POSSIBLE DUPLICATE: say so for a day. */
export const HISTORY_LOST_FOR_MS = 24 * 60 * 60 * 1000;
/** Failed confirms in a row before an order's confirm counts as failing (the confirmer backs off). */
export const CONFIRM_FAILURES = 3;
/** Jobs in a row without proof before a printer apparently cannot report completion. */
export const JOBS_WITHOUT_PROOF = 3;

/**
 * Worst first (the order of the keys). `bad`: orders cannot print or be confirmed; `warn`: worth
 * knowing, orders go on. A record, so a new kind without a place here does not compile.
 */
const SEVERITY: Readonly<Record<ProblemKind, 'bad' | 'warn'>> = {
  'ledger-damaged': 'bad',
  'ledger-unwritable': 'bad',
  'token-rejected': 'bad',
  'printer-not-ready': 'bad',
  'service-failing': 'bad',
  // A mistyped shop id gives only other shops' orders: nothing of this shop prints until it is fixed.
  'wrong-shop': 'bad',
  'held-orders': 'bad',
  'confirm-failing': 'bad',
  'orders-waiting': 'bad',
  // One of the two prints; but a person must choose, or the wrong one may go on printing.
  'peer-conflict': 'bad',
  // A new version found part of OrderSlip silent: the update may be what broke the counter.
  'update-check-failed': 'bad',
  // This PC claimed a shop whose orders waited here: another PC prints it now, this one must be looked at.
  'shop-taken-over': 'bad',
  // The PC that claims a shop does not confirm its orders: they may wait unseen.
  'standby-orders-waiting': 'bad',
  // Orders may well print on it, but nobody has seen it print yet: the first thing worth knowing.
  'printer-untested': 'warn',
  'token-doubted': 'warn',
  'printer-cannot-report': 'warn',
  // Orders go on printing; but a cancelled cake may be made unless someone checks it first.
  'orders-gone': 'warn',
  'history-lost': 'warn',
  'not-collected': 'warn',
  'took-over': 'warn',
  // Ignored, so orders go on; but someone on the network tried, or an OrderSlip has the wrong token.
  'peer-unproven': 'warn',
  'discovery-failing': 'warn',
  // Printing goes on; only the owner's view of this PC is lost.
  'fleet-failing': 'warn',
};
const WORST_FIRST = Object.keys(SEVERITY) as ProblemKind[];

export function problemTone(problem: ProblemView): 'bad' | 'warn' {
  return SEVERITY[problem.kind];
}

export { problemKey } from '../../common/contract/problem-kinds';

/** At most this many not-collected orders are listed in Status (the count says how many there are). */
export const NOT_COLLECTED_LISTED = 50;

export interface NotCollected {
  /** YYYY-MM-DD, the shop's today. */
  readonly date: string;
  readonly count: number;
  readonly orders: readonly NotCollectedView[];
}

/** Whether the shop has closed today: from `closingTime` (local) until midnight. */
export function pastClosingTime(closingTime: TimeOfDay, now: Date): boolean {
  const [hours, minutes] = closingTime.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes))
    return false;
  return now.getHours() * 60 + now.getMinutes() >= hours * 60 + minutes;
}

/**
 * Today's not-collected orders as Status lists them. An order whose data could not be read has no due
 * time, so it is never due today: none is listed without one.
 */
export function notCollectedOf(
  date: string,
  found: { count: number; orders: readonly DayOrder[] },
): NotCollected {
  return {
    date,
    count: found.count,
    orders: found.orders.flatMap((entry): NotCollectedView[] =>
      entry.order
        ? [
            {
              orderId: entry.id,
              type: entry.order.type,
              orderNumber: entry.order.orderNumber,
              clientName: orderRefOf(entry.id, entry.order).clientName,
              dueTime: entry.order.due.time.slice(0, 5),
            },
          ]
        : [],
    ),
  };
}

/** Every problem, worst first. */
export function findProblems(input: ProblemInput): ProblemView[] {
  const { engine, held, waiting, now } = input;
  // Another PC's conflict, a takeover, discovery that cannot run: the coordinator's own findings.
  const found: ProblemView[] = [...(input.network ?? []), ...(input.update ?? [])];
  const iso = (date: Date) => date.toISOString();
  const age = (date: Date | null) => (date === null ? 0 : now.getTime() - date.getTime());

  if (engine?.ledgerDamaged) found.push({ kind: 'ledger-damaged', detail: engine.ledgerDamaged });
  if (engine?.ledgerUnwritable)
    found.push({
      kind: 'ledger-unwritable',
      since: iso(engine.ledgerUnwritable.since),
      detail: engine.ledgerUnwritable.detail,
    });
  if (engine?.connection.state === 'token_rejected')
    found.push({ kind: 'token-rejected', detail: engine.connection.detail });

  for (const printer of engine?.printers ?? []) {
    if (printer.queued > 0 && !PRINTING_STATES.has(printer.state)) {
      const silentJustNow = printer.state === 'unknown' && age(waiting.oldestFirstSeenAt) < SILENT_PRINTER_MS;
      if (!silentJustNow)
        found.push({
          kind: 'printer-not-ready',
          printerId: printer.printerId,
          printerName: printer.name,
          state: printer.state,
          waiting: printer.queued,
          detail: printer.detail,
        });
    }
    if (printer.jobsWithoutProof >= JOBS_WITHOUT_PROOF)
      found.push({
        kind: 'printer-cannot-report',
        printerId: printer.printerId,
        printerName: printer.name,
        jobsWithoutProof: printer.jobsWithoutProof,
        earlyAnswers: printer.answersTooSoon,
      });
  }

  if (engine && engine.connection.state !== 'token_rejected') {
    const failing = failingShops(engine.shops, now);
    const first = earliest(failing, (shop) => shop.failingSince);
    if (first)
      found.push({
        kind: 'service-failing',
        since: iso(first.failingSince ?? now),
        failures: Math.max(...failing.map((shop) => shop.failures)),
        detail: first.lastError ?? engine.connection.detail,
      });
    else if (engine.shops.length === 0 && engine.connection.state === 'failing')
      // Without a shop list there are no pollers to count failures: the shop list itself cannot be read.
      found.push({ kind: 'service-failing', since: iso(now), failures: 0, detail: engine.connection.detail });

    const doubted = earliest(
      engine.shops.filter((shop) => shop.tokenDoubtedSince !== null),
      (shop) => shop.tokenDoubtedSince,
    );
    if (doubted?.tokenDoubtedSince)
      found.push({
        kind: 'token-doubted',
        since: iso(doubted.tokenDoubtedSince),
        detail: doubted.lastError ?? engine.connection.detail,
      });
  }

  for (const shop of engine?.shops ?? [])
    if (shop.wrongShop)
      found.push({
        kind: 'wrong-shop',
        shopId: shop.shopId,
        otherShopIds: shop.wrongShop.otherShopIds,
        count: shop.wrongShop.count,
      });

  if (held > 0) found.push({ kind: 'held-orders', count: held });
  const unconfirmed = input.unconfirmed;
  if (unconfirmed && unconfirmed.count > 0)
    found.push({
      kind: 'confirm-failing',
      count: unconfirmed.count,
      since: iso(unconfirmed.oldest ?? now),
      detail: unconfirmed.detail ?? msg('app.service-gave-no-reason'),
    });
  for (const printer of input.printers ?? [])
    if (printer.untested === true)
      found.push({ kind: 'printer-untested', printerId: printer.id, printerName: printer.name });
  if (waiting.count > 0 && waiting.oldestFirstSeenAt && age(waiting.oldestFirstSeenAt) > LATE_ORDER_MS)
    found.push({ kind: 'orders-waiting', count: waiting.count, oldestSince: iso(waiting.oldestFirstSeenAt) });
  if (engine?.historyLostAt && age(engine.historyLostAt) < HISTORY_LOST_FOR_MS)
    found.push({ kind: 'history-lost', at: iso(engine.historyLostAt) });
  const notCollected = input.notCollected;
  if (notCollected && notCollected.count > 0) found.push({ kind: 'not-collected', ...notCollected });
  const gone = input.gone ?? [];
  if (gone.length > 0) found.push({ kind: 'orders-gone', count: gone.length, orderIds: [...gone] });

  return found
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => rank(a.problem) - rank(b.problem) || a.index - b.index)
    .map(({ problem }) => problem);
}

/**
 * The top of Status. Without a running engine nothing is fetched, so it is never `ok` then (the
 * connection says why: not set up, or stopped).
 */
export function headline(problems: readonly ProblemView[], waiting: number, running: boolean): HeadlineView {
  const worst = problems[0] ?? null;
  const tone = worst ? problemTone(worst) : running ? 'ok' : 'warn';
  return { tone, waiting, worst };
}

/**
 * The connection as the window shows it. The engine's own state is the last poll's, of whichever shop
 * polled last: one shop's success must not paint the badge green while another's listings fail. A
 * refused token is a refusal, even before it is believed: the service answered, so it is never shown
 * as a connection that fails (a person would check the cable instead of the token).
 */
export function connectionView(engine: EngineStatus): {
  state: ConnectionStateView;
  detail: Message;
} {
  if (engine.ledgerDamaged) return { state: 'stopped', detail: engine.ledgerDamaged };
  if (engine.connection.state === 'token_rejected' || engine.connection.state === 'stopped')
    return engine.connection;
  const troubled = earliest(
    engine.shops.filter((shop) => shop.failures > 0 || shop.tokenDoubtedSince !== null),
    (shop) => shop.failingSince ?? shop.tokenDoubtedSince,
  );
  if (troubled) {
    const detail = troubled.lastError ?? engine.connection.detail;
    const refusedOnly = engine.shops.every((shop) => shop.failures === 0 || shop.tokenDoubtedSince !== null);
    return { state: refusedOnly ? 'token_rejected' : 'failing', detail };
  }
  return engine.connection;
}

/** Shops whose listings have failed for longer than a few polls (a refused token is told apart). */
function failingShops(shops: readonly ShopPollStatus[], now: Date): ShopPollStatus[] {
  return shops.filter(
    (shop) =>
      shop.tokenDoubtedSince === null &&
      shop.failures > 0 &&
      (shop.failures >= FAILING_LISTINGS ||
        (shop.failingSince !== null && now.getTime() - shop.failingSince.getTime() >= FAILING_FOR_MS)),
  );
}

function earliest<T>(items: readonly T[], at: (item: T) => Date | null): T | null {
  let best: T | null = null;
  for (const item of items) {
    const time = at(item)?.getTime() ?? Infinity;
    const bestTime = best === null ? Infinity : (at(best)?.getTime() ?? Infinity);
    if (best === null || time < bestTime) best = item;
  }
  return best;
}

function rank(problem: ProblemView): number {
  return WORST_FIRST.indexOf(problem.kind);
}
