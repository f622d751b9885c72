/**
 * "Check a day and print the slips": the one path the engine (a person's button, the scheduled bake
 * list, the due-today slips) and the `changes` CLI share. A day's orders printed here, of the shops this
 * PC prints now, are each read once (`checkPrintedDay`); a CHANGED slip prints for each changed order and
 * a GONE slip for each newly gone one, on the shop's receipt printer; and only what printed is kept as a
 * new version (`keepVersions`), so a slip that did not print is found, and printed, at the next check.
 *
 * It knows no Engine: the reader, the gate, the printer of a shop and the printing are handed in, so a
 * process without an engine (the CLI) runs the very same rules.
 */
import { msg, type Message } from '../../common/messages/catalogue';
import type { OrderChange } from '../../common/model/order-change';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { orderRefOf, type OrderRef } from '../../common/order-label';
import type { Receipt } from '../../common/receipt/receipt';
import type { DayQuery } from '../../common/shop-day/day';
import type { PrintResult } from '../printer';
import { encodeReceipt } from '../receipt';
import { changedSlipReceipt, goneSlipReceipt } from './change-slips';
import {
  checkPrintedDay,
  DEFAULT_CONCURRENCY,
  type CheckResult,
  type OrderReader,
  type PrintedOrders,
} from './check-changes';
import { keepVersions, type VersionKeeper } from './keep-versions';

export interface DayCheckDeps {
  /** The day's orders printed here: the ledger's `OrderVersions`. */
  readonly printed: PrintedOrders;
  /** One request per order, one attempt each, under the client's deadline. */
  readonly reader: OrderReader;
  /** Where new versions are kept: the ledger's `OrderVersions`. */
  readonly keeper: VersionKeeper;
  /** The shops this PC prints now (the engine's shop gate). Absent: every shop printed here. */
  readonly printsShop?: (shopId: number) => boolean;
  /** Only these orders of the day (the due-today slips' own); absent: every order of it printed here. */
  readonly only?: ReadonlySet<string>;
  /** Where and how slips print; null: none print (a listing only), and everything found is kept. */
  readonly slips: SlipPrinting | null;
  readonly now?: () => Date;
  readonly concurrency?: number;
}

export interface SlipPrinting {
  /** The receipt printer a shop's slips print on; null when none runs here. */
  readonly printerOf: (shopId: number) => PrinterSettings | null;
  /** Prints a slip's bytes (the engine: in the printer's turn). */
  readonly print: (printer: PrinterSettings, buffers: readonly Uint8Array[]) => Promise<PrintResult>;
  /** A printer a person paused takes no slip: the slip waits for the next check. */
  readonly paused?: (printerId: string) => boolean;
  /** Told of each slip as it printed or did not (the CLI's lines, the engine's log). */
  readonly onSlip?: (slip: SlipOutcome) => void;
}

/** One slip's fate: printed, or not and why. */
export interface SlipOutcome {
  readonly order: OrderRef;
  readonly gone: boolean;
  /** The printer it was for; null when the shop has none here. */
  readonly printer: string | null;
  /** Null: it printed. */
  readonly failure: Message | null;
}

export interface ChangedOrder {
  readonly order: OrderRef;
  readonly shopId: number;
  readonly changes: readonly OrderChange[];
}

export interface GoneOrder {
  readonly order: OrderRef;
  readonly shopId: number;
  /** An earlier check found it gone already (no new slip). */
  readonly known: boolean;
}

/** What one check of a day found and did; plain JSON, for the window, the log and scripts. */
export interface DayCheckSummary {
  readonly date: string;
  readonly shopId: number | null;
  /** How many printed orders were read again. */
  readonly checked: number;
  readonly changed: readonly ChangedOrder[];
  readonly gone: readonly GoneOrder[];
  /** Orders the service could not be asked about (or whose answer could not be read), with the first reason. */
  readonly unchecked: { readonly count: number; readonly reason: Message | null };
  /** Slips that did not print: their orders are found again at the next check. */
  readonly slipsFailed: readonly SlipOutcome[];
}

/** The summary, and each order's result for a caller that shows every one (the CLI's JSON). */
export interface DayCheck {
  readonly summary: DayCheckSummary;
  readonly results: readonly CheckResult[];
}

/** Checks `query`'s day, prints the slips it calls for, keeps what printed; see the module's comment. */
export async function checkDayChanges(query: DayQuery, deps: DayCheckDeps): Promise<DayCheck> {
  const now = deps.now ?? (() => new Date());
  const only = deps.only;
  const printed: PrintedOrders =
    only === undefined
      ? deps.printed
      : { printedDue: (day) => deps.printed.printedDue(day).filter((order) => only.has(order.id)) };
  const results = await checkPrintedDay(query, printed, deps.reader, {
    concurrency: deps.concurrency ?? DEFAULT_CONCURRENCY,
    now,
    ...(deps.printsShop ? { printsShop: deps.printsShop } : {}),
  });
  const slipsFailed: SlipOutcome[] = [];
  const notKept = new Set<CheckResult>();
  const slips = deps.slips;
  // One after the other: slips of one day come out together, in the day's order.
  if (slips !== null)
    for (const result of results) {
      const slip = await printSlip(result, slips, now());
      if (slip === null) continue;
      slips.onSlip?.(slip);
      if (slip.failure !== null) {
        slipsFailed.push(slip);
        notKept.add(result);
      }
    }
  // A change whose slip did not print is not kept: the next check finds it again and prints it.
  keepVersions(
    results.filter((result) => !notKept.has(result)),
    deps.keeper,
  );
  return { summary: summaryOf(query, results, slipsFailed), results };
}

/** The slip a result calls for, printed; null when it calls for none. */
async function printSlip(result: CheckResult, slips: SlipPrinting, at: Date): Promise<SlipOutcome | null> {
  const { outcome } = result;
  const gone = outcome.kind === 'gone';
  if (!(outcome.kind === 'changed' || (gone && !outcome.known))) return null;
  const order = orderRefOf(result.id, outcome.kind === 'changed' ? outcome.order : result.before);
  const printer = slips.printerOf(result.shopId);
  const said = (failure: Message | null): SlipOutcome => ({
    order,
    gone,
    printer: printer?.name ?? null,
    failure,
  });
  if (printer === null) return said(msg('changes.slip-no-printer', { shopId: result.shopId }));
  if (slips.paused?.(printer.id) === true)
    return said(msg('changes.slip-printer-paused', { printer: printer.name }));
  const receipt: Receipt =
    outcome.kind === 'changed'
      ? changedSlipReceipt(outcome.order, outcome.changes, printer, at)
      : goneSlipReceipt(result.before, printer, at);
  const printed = await slips.print(printer, [encodeReceipt(receipt, printer)]);
  return said(printed.outcome === 'failed' ? printed.message : null);
}

function summaryOf(
  query: DayQuery,
  results: readonly CheckResult[],
  slipsFailed: readonly SlipOutcome[],
): DayCheckSummary {
  const changed: ChangedOrder[] = [];
  const gone: GoneOrder[] = [];
  let unchecked = 0;
  let reason: Message | null = null;
  for (const result of results) {
    const { outcome } = result;
    switch (outcome.kind) {
      case 'changed':
        changed.push({
          order: orderRefOf(result.id, outcome.order),
          shopId: result.shopId,
          changes: outcome.changes,
        });
        break;
      case 'gone':
        gone.push({
          order: orderRefOf(result.id, result.before),
          shopId: result.shopId,
          known: outcome.known,
        });
        break;
      case 'unchecked':
        unchecked++;
        reason ??= outcome.reason;
        break;
      case 'back':
      case 'unchanged':
        break;
    }
  }
  return {
    date: query.date,
    shopId: query.shopId,
    checked: results.length,
    changed,
    gone,
    unchecked: { count: unchecked, reason },
    slipsFailed,
  };
}
