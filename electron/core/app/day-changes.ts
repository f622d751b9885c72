/**
 * "Check for changes" in the Day view: the engine's late-change check of the day shown (it prints the
 * CHANGED and GONE slips and keeps the versions), answered as the view the window words.
 */
import type { DayChangesView } from '../../common/contract/app-api';
import type { DayQuery } from '../../common/shop-day/day';
import type { DayCheckSummary } from '../changes/day-check';
import type { Engine } from '../engine/engine';

export async function checkDayChanges(engine: Engine, query: DayQuery): Promise<DayChangesView> {
  return dayChangesView(await engine.checkDayChanges(query));
}

/**
 * The summary as the contract carries it: copied field by field, so a field the engine adds for its own
 * use (its log, the scheduler) never reaches the window unasked.
 */
export function dayChangesView(summary: DayCheckSummary): DayChangesView {
  return {
    date: summary.date,
    shopId: summary.shopId,
    checked: summary.checked,
    changed: summary.changed.map(({ order, shopId, changes }) => ({ order, shopId, changes })),
    gone: summary.gone.map(({ order, shopId, known }) => ({ order, shopId, known })),
    unchecked: { count: summary.unchecked.count, reason: summary.unchecked.reason },
    slipsFailed: summary.slipsFailed.flatMap(({ order, gone, printer, failure }) =>
      failure === null ? [] : [{ order, gone, printer, cause: failure }],
    ),
  };
}
