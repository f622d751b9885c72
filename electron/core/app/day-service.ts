/**
 * The Day view's commands on the ledger: a day's bake list and pick-up sheet, the bake list as CSV, and
 * marking an order collected.
 */
import type { CollectOutcomeView, DayView, ExportView } from '../../common/contract/app-api';
import type { DayQuery } from '../../common/shop-day/day';
import type { Ledger } from '../ledger/ledger';

export function dayView(_ledger: Ledger, _query: DayQuery): DayView {
  throw new Error('not built yet');
}

export function bakeListExport(_ledger: Ledger, _query: DayQuery): ExportView {
  throw new Error('not built yet');
}

export function markCollected(_ledger: Ledger, _scanned: string, _collected: boolean): CollectOutcomeView {
  throw new Error('not built yet');
}
