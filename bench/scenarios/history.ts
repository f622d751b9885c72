/**
 * History at scale: a ledger file holding a busy tenant's 90 days (100,000 orders, each printed and
 * confirmed, with its job and timeline), then what the window does when it opens: open the ledger, show
 * the first page, search by text and by what a person has in hand (a scanned or typed id, a phone
 * number, a payment reference), list by due moment, count today. The file is built once per benchmark
 * run, on disk, and reopened for each run.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { msg } from '../../electron/common/messages/catalogue';
import { Ledger } from '../../electron/core/ledger';
import { MIGRATIONS } from '../../electron/core/ledger/migrations';
import type { HistorySort } from '../../electron/core/ledger/types';
import { normalizePhone } from '../../electron/core/ledger/search-text';
import { figure, round, type Figure } from '../lib/figure';
import { BENCH_TENANT, streamOrders, type DecodedSample } from '../lib/orders';
import type { Scenario } from '../lib/scenario';
import { median, timed } from '../lib/stats';
import { must } from '../lib/must';
import { startDiskWriter } from '../lib/disk-writer';
import { IpcChild } from '../lib/ipc-child';
import type { PurgeRequests, PurgeRun } from '../purge/protocol';

const PRINTED = msg('printer.printed', { printer: 'Counter', copies: 1, paperLow: false });
const CONFIRMED = msg('order.confirmed', { byPerson: false });

export interface HistorySize {
  readonly orders: number;
  readonly runs: number;
}

export const HISTORY_SIZES: Readonly<Record<'full' | 'quick', HistorySize>> = {
  full: { orders: 1_000_000, runs: 5 },
  quick: { orders: 20_000, runs: 3 },
};

const DAY_MS = 24 * 60 * 60 * 1000;
const ROOT = resolve(import.meta.dirname, '../..');
/** The share of the history the purge figure removes: the oldest tenth (the last 9 of 89 days). */
const PURGED_DAYS = 9;
const PRINTER = 'counter';
/** Orders written per transaction while building: the build is setup, not a measured figure. */
const BUILD_CHUNK = 2_000;

/** `YYYY-MM-DD` of `ms` on this PC's calendar, as the window and `countToday` count days. */
function localDay(ms: number): string {
  const day = new Date(ms);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}

/** The day `generateOrders` pretends it is (its fixed clock), so due dates can be moved with arrivals. */
const GENERATED_DAY = '2026-03-14';

/** Days from the generator's clock to an order's due date (the generator books 0–3 days ahead). */
function daysAhead(dueDate: string): number {
  return Math.round((Date.parse(`${dueDate}T12:00:00Z`) - Date.parse(`${GENERATED_DAY}T12:00:00Z`)) / DAY_MS);
}

/**
 * Records every order as the engine would (seen → printing → printed → confirmed), over the last 90
 * days. Each order is due as many days after its arrival as the generator booked it, so the due
 * dates spread over the 90 days as in a shop (about 1,100 a day at 100,000 orders), not all in one week.
 */
export function buildHistoryLedger(
  path: string,
  samples: Iterable<DecodedSample>,
  count: number,
  end = Date.now(),
): void {
  const step = (89 * DAY_MS) / Math.max(1, count);
  let clock = end - 89 * DAY_MS;
  const ledger = Ledger.open(path, { now: () => new Date(clock) });
  const iterator = samples[Symbol.iterator]();
  try {
    for (let from = 0; from < count; from += BUILD_CHUNK) {
      ledger.batch(() => {
        for (let i = from; i < Math.min(count, from + BUILD_CHUNK); i++) {
          const next = iterator.next();
          if (next.done === true) throw new Error(`Only ${i} of ${count} orders to build the history from.`);
          const sample = next.value;
          clock += step;
          const due = {
            ...sample.order.due,
            date: localDay(clock + daysAhead(sample.order.due.date) * DAY_MS),
          };
          const order = { ...sample.order, due };
          const shopId = order.shop.id;
          ledger.recordOrder({
            tenant: BENCH_TENANT,
            shopId,
            order,
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

/** One history query a person makes, and (for exact lookups) the order it must find. */
interface QueryCase {
  readonly label: string;
  readonly text?: string;
  readonly sort?: HistorySort;
  readonly dueFrom?: string;
  readonly dueTo?: string;
  readonly finds?: string;
}

/** Searches a person types: a common surname, one customer, a product, an order number, nothing found, two letters. */
function searchCases(samples: readonly DecodedSample[]): QueryCase[] {
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

/** A Belgian mobile number the way a person reads it off a phone: "0475 12 34 56". */
function asDialled(phone: string): string {
  const digits = must(normalizePhone(phone), 'a generated phone number');
  return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
}

/**
 * What a person has in hand, each of a different order: the receipt's QR code (a scanner types the full
 * id), the short id printed on it (with and without its "#"), the client's phone number, the payment
 * reference the service shows.
 */
function lookupCases(samples: readonly DecodedSample[]): QueryCase[] {
  const pick = (share: number) =>
    must(samples[Math.floor(samples.length * share)], 'a generated order').order;
  const scanned = pick(0.1);
  const short = pick(0.3);
  const shortBare = pick(0.5);
  const caller = pick(0.7);
  const paid = pick(0.9);
  return [
    { label: 'full id', text: scanned.id, finds: scanned.id },
    { label: 'short id', text: `#${short.id.slice(0, 8)}`, finds: short.id },
    { label: 'short id without #', text: shortBare.id.slice(0, 8), finds: shortBare.id },
    { label: 'phone', text: asDialled(caller.client.mobilePhone), finds: caller.id },
    { label: 'payment reference', text: paid.paymentReference, finds: paid.id },
  ];
}

/** The list in due order: all of it, today's pick-ups and deliveries, and one surname. */
function dueCases(samples: readonly DecodedSample[], today: string): QueryCase[] {
  const some = must(samples[Math.floor(samples.length / 2)], 'a generated order').order;
  return [
    { label: 'all, by due', sort: 'due' },
    { label: 'due today, by due', sort: 'due', dueFrom: today, dueTo: today },
    { label: 'surname, by due', sort: 'due', text: some.client.lastName },
  ];
}

interface Timings {
  readonly ms: Readonly<Record<string, number>>;
  readonly rows: Readonly<Record<string, number>>;
}

export interface HistoryRun {
  readonly openMs: number;
  readonly firstPageMs: number;
  readonly search: Timings;
  readonly lookup: Timings;
  readonly due: Timings;
  readonly countTodayMs: number;
}

function runCases(ledger: Ledger, cases: readonly QueryCase[]): Timings {
  const ms: Record<string, number> = {};
  const rows: Record<string, number> = {};
  for (const { label, finds, ...query } of cases) {
    const page = timed(() => ledger.history(query));
    // A lookup that finds the wrong order, or none, would time nothing worth reporting.
    if (finds !== undefined && !page.result.rows.some((row) => row.id === finds))
      throw new Error(`The ${label} search "${query.text ?? ''}" did not find order ${finds}.`);
    ms[label] = page.ms;
    rows[label] = page.result.rows.length;
  }
  return { ms, rows };
}

interface Cases {
  readonly search: readonly QueryCase[];
  readonly lookup: readonly QueryCase[];
  readonly due: readonly QueryCase[];
  readonly today: string;
}

/** One visit: open the file, the first page, every query once (each the first of its kind after opening). */
function visit(path: string, cases: Cases): HistoryRun {
  const open = timed(() => Ledger.open(path));
  const ledger = open.result;
  try {
    const first = timed(() => ledger.history({}));
    if (first.result.rows.length === 0) throw new Error('The history ledger shows no orders.');
    const search = runCases(ledger, cases.search);
    const lookup = runCases(ledger, cases.lookup);
    const due = runCases(ledger, cases.due);
    const counted = timed(() => ledger.countToday(cases.today));
    return { openMs: open.ms, firstPageMs: first.ms, search, lookup, due, countTodayMs: counted.ms };
  } finally {
    ledger.close();
  }
}

/** Per query: what was asked, its median time and how many rows its first page showed. */
function perCase(cases: readonly QueryCase[], runs: readonly HistoryRun[], of: (run: HistoryRun) => Timings) {
  return Object.fromEntries(
    cases.map(({ label, finds: _finds, ...query }) => [
      label,
      {
        ...query,
        medianMs: round(median(runs.map((run) => of(run).ms[label] ?? Number.NaN))),
        rowsOnFirstPage: runs[0] === undefined ? 0 : (of(runs[0]).rows[label] ?? 0),
      },
    ]),
  );
}

const slowestOf = (timings: Timings): number => Math.max(...Object.values(timings.ms));

/** Shares of the orders the search cases pick theirs from (see searchCases, lookupCases, dueCases). */
const CASE_SHARES = [0.1, 0.3, 1 / 3, 0.5, 0.7, 0.9] as const;

/** The built ledger and what the queries need of its orders; kept beside a cached file. */
interface BuiltHistory {
  readonly orders: number;
  /** When the build's clock ended: its "today". */
  readonly builtAt: number;
  readonly buildSeconds: number;
  /** The orders at CASE_SHARES, by index, standing in for the whole list in the case builders. */
  readonly picked: Readonly<Record<string, DecodedSample>>;
}

/** The orders a case builder reads (the ones at CASE_SHARES), in a sparse list as long as the ledger's. */
function pickedList(built: BuiltHistory): DecodedSample[] {
  const list = new Array<DecodedSample>(built.orders);
  for (const [index, sample] of Object.entries(built.picked)) list[Number(index)] = sample;
  return list;
}

/**
 * A ledger of `size.orders` orders; built once and kept in node_modules/.cache (keyed by the size and the
 * ledger's schema) when `cache` is on, so a million orders are not written again on every run.
 */
function historyLedger(size: HistorySize, dir: string, cache: boolean, log: (line: string) => void) {
  const cacheDir = join(ROOT, 'node_modules/.cache/orderslip-bench');
  const name = `history-${size.orders}-schema${MIGRATIONS.length}`;
  const path = cache ? join(cacheDir, `${name}.db`) : join(dir, 'ledger.db');
  const about = `${path}.json`;
  if (cache && existsSync(path) && existsSync(about)) {
    const built = JSON.parse(readFileSync(about, 'utf8')) as BuiltHistory;
    log(
      `  the ${size.orders.toLocaleString('en')}-order ledger built before (${built.buildSeconds} s) is reused: ${path}`,
    );
    return { path, built };
  }
  const picks = new Set(CASE_SHARES.map((share) => Math.floor(size.orders * share)));
  const picked: Record<string, DecodedSample> = {};
  function* keepingPicks(): Generator<DecodedSample> {
    let index = 0;
    for (const sample of streamOrders(size.orders)) {
      if (picks.has(index)) picked[index] = sample;
      index += 1;
      yield sample;
    }
  }
  const builtAt = Date.now();
  // Built under another name and renamed: an interrupted build never leaves a file taken for whole.
  const building = cache ? join(cacheDir, `${name}.building-${process.pid}.db`) : path;
  if (cache) mkdirSync(cacheDir, { recursive: true });
  const build = timed(() => buildHistoryLedger(building, keepingPicks(), size.orders, builtAt));
  log(`  built a ledger of ${size.orders.toLocaleString('en')} orders in ${(build.ms / 1000).toFixed(1)} s`);
  const built: BuiltHistory = { orders: size.orders, builtAt, buildSeconds: round(build.ms / 1000), picked };
  if (cache) {
    renameSync(building, path);
    // The ledger's mark that its folder was used (see historyLostAt) and its journal of jobs sent
    // (send-journal.ts) go with the file.
    for (const beside of ['.used', '.sent'])
      if (existsSync(`${building}${beside}`)) renameSync(`${building}${beside}`, `${path}${beside}`);
    writeFileSync(about, JSON.stringify(built));
  }
  return { path, built };
}

/**
 * The daily purge on a copy of the ledger, the way the engine runs it, with everything older than the
 * oldest PURGED_DAYS of its 89 days to remove; the event loop's longest pause meanwhile is what polling
 * and printing would have waited at most. In a process of its own (bench/purge/purge-main.ts), as the
 * engine's: this one holds what built and queried a million orders, and one of its collections paused
 * the figure's loop for 54 ms where the purge itself never did more than 12 (docs/PERFORMANCE.md). Once
 * on a quiet disk, once beside another process writing and syncing 4 MiB chunks (`besideWriter`).
 */
async function measurePurge(
  path: string,
  dir: string,
  built: BuiltHistory,
  besideWriter: boolean,
): Promise<Figure> {
  const copy = join(dir, besideWriter ? 'purge-beside-writer.db' : 'purge.db');
  copyFileSync(path, copy);
  const bytesBefore = statSync(copy).size;
  // Kept: what arrived after the build's clock stood 89 - PURGED_DAYS days before its end.
  const days = 89 - PURGED_DAYS + (Date.now() - built.builtAt) / DAY_MS;
  const purger = IpcChild.start<PurgeRequests>('purge process', resolve(ROOT, 'bench/purge/purge-main.ts'));
  let run: PurgeRun;
  let written: { chunks: number; mib: number } | null;
  try {
    const writer = besideWriter ? await startDiskWriter(dir) : null;
    try {
      run = await purger.ask('purge', { path: copy, days });
    } finally {
      written = (await writer?.stop()) ?? null;
    }
  } finally {
    await purger.close();
  }
  const { removed, reclaimedPages } = run;
  if (removed === 0)
    throw new Error('The purge figure removed no order: the built ledger is not what it expects.');
  const bytesAfter = statSync(copy).size;
  const what = `while purgeGradually removed the oldest ${PURGED_DAYS} of 89 days (${removed.toLocaleString('en')} orders) from a copy of the ${built.orders.toLocaleString('en')}-order ledger and gave their pages back to the file, in a process of its own as the engine's`;
  return figure({
    name: besideWriter
      ? 'history purge beside a disk writer: longest event-loop pause'
      : 'history purge: longest event-loop pause',
    unit: 'ms',
    target: 50,
    direction: 'at-most',
    summary: 'max',
    samples: [run.longestMs],
    how: besideWriter
      ? `The longest event-loop delay (perf_hooks.monitorEventLoopDelay, 1 ms resolution) ${what}, while another process wrote a file on the same disk in 4 MiB chunks, each followed by an fsync, without a break.`
      : `The longest event-loop delay (perf_hooks.monitorEventLoopDelay, 1 ms resolution) ${what}.`,
    detail: {
      removed,
      seconds: round(run.ms / 1000),
      ordersPerSecond: Math.round(removed / (run.ms / 1000)),
      reclaimedPages,
      fileBytesBefore: bytesBefore,
      fileBytesAfter: bytesAfter,
      meanDelayMs: run.meanDelayMs,
      p99DelayMs: run.p99DelayMs,
      steps: run.steps,
      ...(written === null ? {} : { diskWriterMiB: written.mib }),
    },
  });
}

export async function measureHistory(
  size: HistorySize,
  log: (line: string) => void = () => undefined,
  options: { cache?: boolean } = {},
): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-bench-history-'));
  try {
    const { path, built } = historyLedger(size, dir, options.cache ?? false, log);
    const samples = pickedList(built);
    const today = localDay(built.builtAt);
    const cases: Cases = {
      search: searchCases(samples),
      lookup: lookupCases(samples),
      due: dueCases(samples, today),
      today,
    };
    visit(path, cases); // the first open after writing checkpoints the WAL: not what a shop sees each day
    const runs = Array.from({ length: size.runs }, () => visit(path, cases));
    const bytes = statSync(path).size;
    const scale = `a ${size.orders.toLocaleString('en')}-order ledger on disk (warm OS cache)`;
    const purge = [await measurePurge(path, dir, built, false), await measurePurge(path, dir, built, true)];
    return [
      figure({
        name: 'ledger bytes per order',
        unit: 'B',
        target: 6_000,
        direction: 'at-most',
        samples: [bytes / size.orders],
        how: `The ledger file's size over its orders (each printed and confirmed: its payload, search text and keys, one job, its timeline), ${scale}, after a checkpoint.`,
        detail: { fileBytes: bytes, orders: size.orders },
      }),
      ...purge,
      figure({
        name: 'history: open ledger',
        unit: 'ms',
        target: 500,
        direction: 'at-most',
        samples: runs.map((run) => run.openMs),
        how: `Ledger.open (open, pragmas, schema check, prepared statements) of ${scale}.`,
        detail: { orders: size.orders, buildSeconds: built.buildSeconds },
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
        samples: runs.map((run) => slowestOf(run.search)),
        how: `The slowest of ${cases.search.length} searches (${cases.search.map((c) => c.label).join(', ')}), each the first after opening ${scale}; one sample per visit.`,
        detail: { searches: perCase(cases.search, runs, (run) => run.search) },
      }),
      figure({
        name: 'history: id, phone, reference search',
        unit: 'ms',
        target: 50,
        direction: 'at-most',
        samples: runs.map((run) => slowestOf(run.lookup)),
        how: `The slowest of ${cases.lookup.length} lookups (${cases.lookup.map((c) => c.label).join(', ')}), each checked to find its order, in ${scale}; one sample per visit.`,
        detail: { searches: perCase(cases.lookup, runs, (run) => run.lookup) },
      }),
      figure({
        name: 'history: sorted by due',
        unit: 'ms',
        target: 20,
        direction: 'at-most',
        samples: runs.map((run) => slowestOf(run.due)),
        how: `The slowest first page in due order, soonest first (${cases.due.map((c) => c.label).join(', ')}), in ${scale} whose due dates follow the arrivals; one sample per visit.`,
        detail: { pages: perCase(cases.due, runs, (run) => run.due) },
      }),
      figure({
        name: 'history: today counts',
        unit: 'ms',
        target: 20,
        direction: 'at-most',
        samples: runs.map((run) => run.countTodayMs),
        how: `Ledger.countToday (per shop: due today, arrived today), as Status reads it on each refresh, in ${scale}.`,
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
    measureHistory(HISTORY_SIZES[context.quick ? 'quick' : 'full'], context.log, { cache: !context.quick }),
};
