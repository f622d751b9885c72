/**
 * Status with the ledger's figures for each of its shops: what a counter's fleet report and its
 * `/metrics` are made of (core/fleet). Read on request, never kept.
 */
import { hostname } from 'node:os';
import type { StatusView } from '../../common/contract/app-api';
import type { AppSettings } from '../../common/contract/settings';
import { localDate } from '../../common/shop-day/day';
import type { CounterSnapshot, ShopFigures } from '../fleet/report-builder';
import type { AppContext } from './app-context';

export function readCounterSnapshot(
  context: Pick<AppContext, 'ledger' | 'now'>,
  status: StatusView,
): CounterSnapshot {
  const { ledger } = context;
  const now = context.now();
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  // The due moment as the ledger keys it (`YYYY-MM-DD HH:MM`, this PC's clock, as the shop's day is).
  const nowKey = `${localDate(now)} ${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  const late = ledger.lateByShop(nowKey);
  const figures = new Map<number, ShopFigures>();
  for (const shop of status.shops) {
    const { lastPrinted, lastConfirmedAt, printedSince } = ledger.shopFigures(shop.shopId, midnight);
    figures.set(shop.shopId, {
      lastPrinted,
      lastConfirmedAt,
      printedToday: printedSince,
      late: late.get(shop.shopId) ?? 0,
    });
  }
  return { status, figures };
}

/** The PC's name as the fleet page shows it: the one set for the shop's network, else the computer's. */
export function pcNameOf(settings: AppSettings): string {
  return settings.network.pcName.trim() || hostname();
}
