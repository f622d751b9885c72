/**
 * The shop's day at scale: a day's bake list and pick-up sheet, each from the ledger (`ordersDue`: one
 * index range, every payload parsed) and worked out, as the Day view, the CLI and a scheduled print get
 * them. On the history bench's ledger (100,000 orders over 90 days, about 1,100 due a day), and on a
 * ledger whose day is ten times as busy (11,000 orders due that day: what 1,000,000 orders over the same
 * 90 days would give each day). A day's cost follows the orders due that day, not the ledger's size (the
 * due index finds them in a few page reads either way), so the busy day is how the lists grow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DayQuery } from '../../electron/common/shop-day/day';
import { Ledger } from '../../electron/core/ledger';
import { computeBakeList } from '../../electron/core/shop-day/bake-list';
import { computePickupSheet } from '../../electron/core/shop-day/pickup-sheet';
import { figure, round, type Figure } from '../lib/figure';
import { BENCH_TENANT, generateOrders } from '../lib/orders';
import type { Scenario } from '../lib/scenario';
import { timed } from '../lib/stats';
import { buildHistoryLedger } from './history';

const BUILD_CHUNK = 2_000;

/** The day's ledger: a busy tenant's 90 days (the history figures use a ledger ten times as large). */
const DAY_HISTORY = { full: { orders: 100_000, runs: 5 }, quick: { orders: 20_000, runs: 3 } } as const;

/** Orders due on the busy day: 1,000,000 orders over 90 days. */
const BUSY_DAY = { full: 11_000, quick: 2_200 } as const;

interface DayRun {
  readonly bakeListMs: number;
  readonly pickupSheetMs: number;
  readonly orders: number;
}

/** The due date most orders share: the day a shop would look at. */
function busiestDay(ledger: Ledger): string {
  const counts = new Map<string, number>();
  let page = ledger.history({ sort: 'due', limit: 500 });
  for (let pages = 0; pages < 400; pages += 1) {
    for (const row of page.rows) if (row.dueDate) counts.set(row.dueDate, (counts.get(row.dueDate) ?? 0) + 1);
    if (page.nextCursor === null) break;
    page = ledger.history({ sort: 'due', limit: 500, cursor: page.nextCursor });
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '2026-03-14';
}

function visit(path: string, query: DayQuery): DayRun {
  const ledger = Ledger.open(path);
  try {
    const bake = timed(() => computeBakeList(ledger.day.ordersDue(query), query));
    const pickup = timed(() => computePickupSheet(ledger.day.ordersDue(query), query));
    return { bakeListMs: bake.ms, pickupSheetMs: pickup.ms, orders: bake.result.orderCount };
  } finally {
    ledger.close();
  }
}

/** A ledger with `count` orders all due on one day (as recorded orders, payloads and keys as usual). */
function buildBusyDay(path: string, count: number, date: string): void {
  const samples = generateOrders(count, 11);
  const ledger = Ledger.open(path);
  try {
    for (let from = 0; from < samples.length; from += BUILD_CHUNK) {
      ledger.batch(() => {
        for (const { order } of samples.slice(from, from + BUILD_CHUNK)) {
          ledger.recordOrder({
            tenant: BENCH_TENANT,
            shopId: order.shop.id,
            order: { ...order, due: { ...order.due, date } },
            printerIds: ['counter'],
          });
        }
      });
    }
  } finally {
    ledger.close();
  }
}

function figures(
  runs: readonly DayRun[],
  label: string,
  target: number,
  how: string,
  orders: number,
): Figure[] {
  return [
    figure({
      name: `day: bake list${label}`,
      unit: 'ms',
      target,
      direction: 'at-most',
      samples: runs.map((run) => run.bakeListMs),
      how: `ledger.day.ordersDue + computeBakeList for one day: ${how}`,
      detail: { ordersThatDay: orders },
    }),
    figure({
      name: `day: pick-up sheet${label}`,
      unit: 'ms',
      target,
      direction: 'at-most',
      samples: runs.map((run) => run.pickupSheetMs),
      how: `ledger.day.ordersDue + computePickupSheet for one day: ${how}`,
      detail: { ordersThatDay: orders },
    }),
  ];
}

export function measureDay(quick: boolean, log: (line: string) => void = () => undefined): Figure[] {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-bench-day-'));
  try {
    const size = DAY_HISTORY[quick ? 'quick' : 'full'];
    const path = join(dir, 'ledger.db');
    const build = timed(() => buildHistoryLedger(path, generateOrders(size.orders), size.orders));
    log(`  built a ledger of ${size.orders} orders in ${(build.ms / 1000).toFixed(1)} s`);
    const date = (() => {
      const ledger = Ledger.open(path);
      try {
        return busiestDay(ledger);
      } finally {
        ledger.close();
      }
    })();
    const query: DayQuery = { date, shopId: null };
    visit(path, query); // the first open after writing checkpoints the WAL
    const runs = Array.from({ length: size.runs }, () => visit(path, query));
    const ordersThatDay = runs[0]?.orders ?? 0;

    const busyPath = join(dir, 'busy.db');
    const busyCount = BUSY_DAY[quick ? 'quick' : 'full'];
    buildBusyDay(busyPath, busyCount, date);
    visit(busyPath, query);
    const busyRuns = Array.from({ length: size.runs }, () => visit(busyPath, query));
    log(`  a day of ${ordersThatDay} orders, and a busy day of ${busyRuns[0]?.orders ?? 0}`);
    return [
      ...figures(
        runs,
        '',
        100,
        `the busiest day (${ordersThatDay} orders, every state counted) of a ${size.orders.toLocaleString('en')}-order ledger on disk (warm OS cache), each the first list after opening.`,
        ordersThatDay,
      ),
      ...figures(
        busyRuns,
        ' (busy day)',
        1_000,
        `a day of ${busyCount.toLocaleString('en')} orders, as each day of a ${(busyCount * 90).toLocaleString('en')}-order ledger over 90 days would be: the lists grow with the day's orders.`,
        busyRuns[0]?.orders ?? 0,
      ),
    ].map((made) => ({ ...made, detail: { ...made.detail, buildSeconds: round(build.ms / 1000) } }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const dayScenario: Scenario = {
  id: 'day',
  title: "The shop's day at scale",
  run: (context) => Promise.resolve(measureDay(context.quick, context.log)),
};
