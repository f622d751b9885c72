/**
 * History at scale: a ledger file holding a busy tenant's 90 days (100,000 orders, each printed and
 * confirmed, with its job and timeline), then what the window does when it opens: open the ledger, show
 * the first page, search. The file is built once per benchmark run, on disk, and reopened for each run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { msg } from '../../electron/common/messages/catalogue';
import { Ledger } from '../../electron/core/ledger';
import { figure, round, type Figure } from '../lib/figure';
import { BENCH_TENANT, generateOrders, type DecodedSample } from '../lib/orders';
import type { Scenario } from '../lib/scenario';
import { median, timed } from '../lib/stats';
import { must } from '../lib/must';

const PRINTED = msg('printer.printed', { printer: 'Counter', copies: 1, paperLow: false });
const CONFIRMED = msg('engine.confirmed', { byPerson: false });

export interface HistorySize {
  readonly orders: number;
  readonly runs: number;
}

export const HISTORY_SIZES: Readonly<Record<'full' | 'quick', HistorySize>> = {
  full: { orders: 100_000, runs: 5 },
  quick: { orders: 20_000, runs: 3 },
};

const DAY_MS = 24 * 60 * 60 * 1000;
const PRINTER = 'counter';
/** Orders written per transaction while building: the build is setup, not a measured figure. */
const BUILD_CHUNK = 2_000;

/** Records every order as the engine would (seen → printing → printed → confirmed), over the last 90 days. */
export function buildHistoryLedger(path: string, samples: readonly DecodedSample[]): void {
  const end = Date.now();
  const step = (89 * DAY_MS) / Math.max(1, samples.length);
  let clock = end - 89 * DAY_MS;
  const ledger = Ledger.open(path, { now: () => new Date(clock) });
  try {
    for (let from = 0; from < samples.length; from += BUILD_CHUNK) {
      ledger.batch(() => {
        for (const { order, raw } of samples.slice(from, from + BUILD_CHUNK)) {
          clock += step;
          const shopId = order.shop.id;
          ledger.recordOrder({
            tenant: BENCH_TENANT,
            shopId,
            order,
            raw: JSON.stringify(raw),
            printerIds: [PRINTER],
          });
          const [job] = ledger.jobsOf(order.id);
          if (job === undefined) throw new Error(`Order ${order.id} got no print job.`);
          ledger.startJob(job.id);
          ledger.jobPrinted(job.id, 'verified', PRINTED);
          ledger.markConfirmed(order.id, CONFIRMED);
        }
      });
    }
  } finally {
    ledger.close();
  }
}

interface SearchCase {
  readonly label: string;
  readonly text: string;
}

/** Searches a person types: a common surname, one customer, a product, an order number, nothing found, two letters. */
function searchCases(samples: readonly DecodedSample[]): SearchCase[] {
  const some = must(samples[Math.floor(samples.length / 2)], 'a generated order').order;
  const other = must(samples[Math.floor(samples.length / 3)], 'a generated order').order;
  return [
    { label: 'surname', text: some.client.lastName },
    { label: 'customer', text: `${other.client.firstName} ${other.client.lastName}` },
    { label: 'product', text: some.lines[0]?.product ?? 'brood' },
    { label: 'order number', text: other.orderNumber ?? '123' },
    { label: 'no match', text: 'qwxz' },
    { label: 'two letters', text: some.client.firstName.slice(0, 2) },
  ];
}

export interface HistoryRun {
  readonly openMs: number;
  readonly firstPageMs: number;
  readonly searchMs: Readonly<Record<string, number>>;
  readonly matches: Readonly<Record<string, number>>;
}

/** One visit: open the file, the first page, every search once (each the first of its kind after opening). */
function visit(path: string, cases: readonly SearchCase[]): HistoryRun {
  const open = timed(() => Ledger.open(path));
  const ledger = open.result;
  try {
    const first = timed(() => ledger.history({}));
    if (first.result.rows.length === 0) throw new Error('The history ledger shows no orders.');
    const searchMs: Record<string, number> = {};
    const matches: Record<string, number> = {};
    for (const { label, text } of cases) {
      const search = timed(() => ledger.history({ text }));
      searchMs[label] = search.ms;
      matches[label] = search.result.rows.length;
    }
    return { openMs: open.ms, firstPageMs: first.ms, searchMs, matches };
  } finally {
    ledger.close();
  }
}

export function measureHistory(size: HistorySize, log: (line: string) => void = () => undefined): Figure[] {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-bench-history-'));
  try {
    const path = join(dir, 'ledger.db');
    const samples = generateOrders(size.orders);
    const build = timed(() => buildHistoryLedger(path, samples));
    log(`  built a ledger of ${size.orders} orders in ${(build.ms / 1000).toFixed(1)} s`);
    const cases = searchCases(samples);
    visit(path, cases); // the first open after writing checkpoints the WAL: not what a shop sees each day
    const runs = Array.from({ length: size.runs }, () => visit(path, cases));
    const slowest = runs.map((run) => Math.max(...Object.values(run.searchMs)));
    const perCase = Object.fromEntries(
      cases.map(({ label, text }) => [
        label,
        {
          text,
          medianMs: round(median(runs.map((run) => run.searchMs[label] ?? Number.NaN))),
          rowsOnFirstPage: runs[0]?.matches[label] ?? 0,
        },
      ]),
    );
    const scale = `a ${size.orders.toLocaleString('en')}-order ledger on disk (warm OS cache)`;
    return [
      figure({
        name: 'history: open ledger',
        unit: 'ms',
        target: 500,
        direction: 'at-most',
        samples: runs.map((run) => run.openMs),
        how: `Ledger.open (open, pragmas, schema check, prepared statements) of ${scale}.`,
        detail: { orders: size.orders, buildSeconds: round(build.ms / 1000) },
      }),
      figure({
        name: 'history: first page',
        unit: 'ms',
        target: 20,
        direction: 'at-most',
        samples: runs.map((run) => run.firstPageMs),
        how: `The first history page (50 rows, newest first) right after opening ${scale}.`,
      }),
      figure({
        name: 'history: text search',
        unit: 'ms',
        target: 50,
        direction: 'at-most',
        samples: slowest,
        how: `The slowest of ${cases.length} searches (${cases.map((c) => c.label).join(', ')}), each the first after opening ${scale}; one sample per visit.`,
        detail: { searches: perCase },
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const historyScenario: Scenario = {
  id: 'history',
  title: 'History at scale',
  run: (context) =>
    Promise.resolve(measureHistory(HISTORY_SIZES[context.quick ? 'quick' : 'full'], context.log)),
};
