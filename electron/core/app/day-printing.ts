/** Printing a day's bake list or pick-up sheet on a receipt printer, on request (the Day view). */
import type { DayListKind, PrintOutcomeView } from '../../common/contract/app-api';
import type { AppSettings } from '../../common/contract/settings';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import type { DayQuery } from '../../common/shop-day/day';
import type { Receipt } from '../../common/receipt/receipt';
import { shopNameOf } from '../engine/day-scheduler';
import type { Engine } from '../engine/engine';
import type { Ledger } from '../ledger/ledger';
import { encodeReceipt } from '../receipt';
import { computeBakeList } from '../shop-day/bake-list';
import { bakeListReceipt, pickupSheetReceipt } from '../shop-day/day-receipts';
import { lateChangeLines } from '../shop-day/late-change-lines';
import { computePickupSheet } from '../shop-day/pickup-sheet';

export interface DayPrintingContext {
  readonly engine: Engine;
  readonly ledger: Ledger;
  readonly settings: AppSettings;
  readonly now: Date;
}

/**
 * The list as it stands now (a bake list after the day's late-change check), printed in the printer's turn (between its jobs, never in the middle of an
 * order's receipt). Nothing is recorded: a person asked, and sees the outcome.
 */
export async function printDayList(
  context: DayPrintingContext,
  query: DayQuery,
  list: DayListKind,
  printerId: string,
): Promise<PrintOutcomeView> {
  const { engine, ledger, now } = context;
  const printer = engine.printerSettingsOf(printerId);
  if (printer === null) {
    const saved = context.settings.printers.find((candidate) => candidate.id === printerId);
    throw new MessageError(msg('app.no-such-printer', { printer: saved?.name ?? printerId }));
  }
  if (printer.role === 'label')
    throw new MessageError(msg('schedule.not-a-receipt-printer', { printer: printer.name }));
  // A bake list is made from: the day is read again from the service first (its CHANGED and GONE slips
  // print before it), and the list says what the check found or could not check.
  const unchecked = list === 'bake-list' ? (await engine.checkDayChanges(query)).unchecked.count : 0;
  const orders = ledger.day.ordersDue(query);
  const shopName = query.shopId === null ? null : shopNameOf(orders, query.shopId);
  const receipt: Receipt =
    list === 'bake-list'
      ? bakeListReceipt(computeBakeList(orders, query), printer, now, {
          shopName,
          lateChanges: lateChangeLines(orders, query, unchecked),
        })
      : pickupSheetReceipt(computePickupSheet(orders, query), printer, now, { shopName });
  const result = await engine.printSheet(printer.id, [encodeReceipt(receipt, printer)]);
  if (result.outcome === 'failed') return { outcome: 'failed', message: result.message };
  // The detail says how sure the printer is; the message says what came out, where.
  return {
    outcome: result.outcome,
    message: msg('schedule.list-printed', { list, day: query.date, printer: printer.name }),
  };
}
