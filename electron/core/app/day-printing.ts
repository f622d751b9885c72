/** Printing a day's bake list or pick-up sheet on a receipt printer, on request (the Day view). */
import type { DayListKind, PrintOutcomeView } from '../../common/contract/app-api';
import type { AppSettings } from '../../common/contract/settings';
import type { DayQuery } from '../../common/shop-day/day';
import type { Engine } from '../engine/engine';
import type { Ledger } from '../ledger/ledger';

export interface DayPrintingContext {
  readonly engine: Engine;
  readonly ledger: Ledger;
  readonly settings: AppSettings;
  readonly now: Date;
}

export async function printDayList(
  _context: DayPrintingContext,
  _query: DayQuery,
  _list: DayListKind,
  _printerId: string,
): Promise<PrintOutcomeView> {
  throw new Error('not built yet');
}
