/**
 * Status with the ledger's figures for each of its shops: what a counter's fleet report and its
 * `/metrics` are made of (core/fleet). Read on request, never kept.
 */
import { hostname } from 'node:os';
import type { StatusView } from '../../common/contract/app-api';
import type { AppSettings } from '../../common/contract/settings';
import { localDate } from '../../common/shop-day/day';
import type { AppContext } from './app-context';

/** What the ledger tells of one shop (Ledger.shopFigures, lateByShop). */
export interface ShopFigures {
  /** The last order printed: its number for the day as the service gave it, and when. */
  readonly lastPrinted: { readonly orderNumber: string | null; readonly at: Date } | null;
  readonly lastConfirmedAt: Date | null;
  /** Orders printed since this PC's midnight (for /metrics). */
  readonly printedToday: number;
  /** Orders still waiting to print past their pick-up or delivery time. */
  readonly late: number;
}

/** Status and the ledger's figures, read once: what both the fleet report and /metrics are made of. */
export interface CounterSnapshot {
  readonly status: StatusView;
  readonly figures: ReadonlyMap<number, ShopFigures>;
}

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
