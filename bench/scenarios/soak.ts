/**
 * Soak (`npm run bench -- --soak MINUTES`): the real Engine in a process of its own (bench/soak,
 * `node --expose-gc`), a ledger file on disk, against the simulator and virtual printers in the peers
 * process, under a steady stream of orders (a few a second over a few shops) for MINUTES. Every
 * ~30 s (more often in a short soak) the engine process collects its garbage fully and says its heap and
 * RSS and how many orders it confirmed. The growth per 1,000 orders is the least-squares slope of each
 * against the orders confirmed, leaving out a warm-up (JIT, caches filling): a leak of a few hundred
 * bytes an order shows as a few hundred KB per 1,000 orders. At the end the stream stops, and every
 * order must be printed once and confirmed.
 */
import { resolve } from 'node:path';
import { figure, round, type Figure } from '../lib/figure';
import { until } from '../lib/engine-world';
import { IpcChild } from '../lib/ipc-child';
import { Peers, ROOT } from '../lib/peers';
import type { Scenario } from '../lib/scenario';
import { slope } from '../lib/stats';
import type { SoakRequests, SoakSample } from '../soak/protocol';

export interface SoakSize {
  readonly minutes: number;
  readonly shops: number;
  /** Shop i prints on printer i % printers. */
  readonly printers: number;
  /** Orders a second, to the shops in turn. */
  readonly perSecond: number;
  readonly pollIntervalMs: number;
  /** Time between two samples. */
  readonly sampleMs: number;
  /** Samples before this are shown, not used for the slopes. */
  readonly warmupMs: number;
}

/** 3 shops, 3 printers, 4 orders a second (14,400 an hour), 2 s polling; samples every 30 s (a short soak: 24 samples). */
export function soakSize(minutes: number): SoakSize {
  const ms = minutes * 60_000;
  return {
    minutes,
    shops: 3,
    printers: 3,
    perSecond: 4,
    pollIntervalMs: 2_000,
    sampleMs: Math.min(30_000, Math.max(5_000, Math.round(ms / 24))),
    warmupMs: Math.min(5 * 60_000, Math.round(ms / 4)),
  };
}

interface Taken extends SoakSample {
  /** Seconds since the stream started. */
  readonly at: number;
}

const KB = 1024;
const MIB = 1024 * 1024;

/** Heap growth per 1,000 orders at most this (a leak of 100 bytes an order). */
const HEAP_TARGET_KB = 100;
/**
 * RSS per 1,000 orders at most this: RSS also holds what the allocator keeps and SQLite's page cache
 * (2 MiB, filling as the ledger grows), so it is looser than the heap's.
 */
const RSS_TARGET_KB = 250;

function growthPer1000(samples: readonly Taken[], pick: (sample: Taken) => number): number {
  return (
    1000 *
    slope(
      samples.map((sample) => sample.confirmed),
      samples.map((sample) => pick(sample) / KB),
    )
  );
}

/**
 * Growth per 1,000 orders between each two samples in a row: the spread of the slope. Steps of fewer
 * than `minOrders` orders (the last sample, after the stream stopped) are left out: a few bytes of
 * noise over a few orders would read as megabytes per 1,000.
 */
function stepGrowths(
  samples: readonly Taken[],
  pick: (sample: Taken) => number,
  minOrders: number,
): number[] {
  const steps: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const before = samples[i - 1];
    const after = samples[i];
    if (!before || !after || after.confirmed - before.confirmed < Math.max(1, minOrders)) continue;
    steps.push((1000 * (pick(after) - pick(before))) / KB / (after.confirmed - before.confirmed));
  }
  return steps;
}

/** Too short a soak for two steady samples: the slope alone (NaN: the figure says it is not met). */
const orSlope = (steps: number[], whole: number): number[] => (steps.length > 0 ? steps : [whole]);

function row(cells: readonly string[]): string {
  const widths = [8, 8, 16, 10, 9];
  return `  ${cells.map((cell, i) => cell.padStart(widths[i] ?? 8)).join('  ')}`;
}

export async function measureSoak(
  size: SoakSize,
  log: (line: string) => void = () => undefined,
): Promise<Figure[]> {
  const peers = Peers.start();
  const engine = IpcChild.start<SoakRequests>('soak engine', resolve(ROOT, 'bench/soak/engine-main.ts'), [
    '--expose-gc',
  ]);
  const samples: Taken[] = [];
  const problems: string[] = [];
  try {
    const info = await peers.ask('setup', { shops: size.shops, printers: size.printers, seed: 900 });
    await engine.ask('start', { info, pollIntervalMs: size.pollIntervalMs });
    await until(
      'the soak engine listed every shop',
      async () => {
        const listings = (await peers.ask('requests', { since: 0 })).filter((r) => r.path === '/v1/orders');
        const listed = new Set(listings.map((listing) => listing.shop));
        return listed.has(null) || info.shopIds.every((id) => listed.has(id));
      },
      20_000,
      100,
    );
    const take = async (startedAt: number): Promise<Taken> => {
      const sample = await engine.ask('sample', {});
      problems.push(...sample.problems);
      const taken = { ...sample, at: (performance.now() - startedAt) / 1000 };
      samples.push(taken);
      return taken;
    };
    log(row(['minute', 'orders', 'heap after GC', 'RSS', 'GC']));
    const show = (sample: Taken): void =>
      log(
        row([
          (sample.at / 60).toFixed(1),
          String(sample.confirmed),
          `${(sample.heapUsed / MIB).toFixed(2)} MiB`,
          `${(sample.rss / MIB).toFixed(1)} MiB`,
          `${sample.gcMs.toFixed(0)} ms`,
        ]),
      );
    const startedAt = performance.now();
    show(await take(startedAt));
    await peers.ask('stream', { perSecond: size.perSecond });
    const endAt = startedAt + size.minutes * 60_000;
    // Shown about once a minute; every sample goes in the results.
    const showEvery = Math.max(1, Math.round(60_000 / size.sampleMs));
    for (let n = 1; ; n++) {
      const next = startedAt + n * size.sampleMs;
      if (next > endAt + 1) break;
      await new Promise((done) => setTimeout(done, Math.max(0, next - performance.now())));
      const sample = await take(startedAt);
      if (n % showEvery === 0 || next + size.sampleMs > endAt + 1) show(sample);
    }
    const { added } = await peers.ask('stopStream', {});
    const addedInAll = (await peers.ask('counts', {})).added;
    let drained = true;
    await until(
      `the ${addedInAll} orders of the soak are confirmed`,
      async () => (await peers.ask('counts', {})).confirmed >= addedInAll,
      60_000,
      250,
    ).catch(() => {
      drained = false;
    });
    const last = await take(startedAt);
    log(`  after the stream stopped: ${last.confirmed} orders confirmed in all`);
    const counts = await peers.ask('counts', {});
    const stopped = await engine.ask('stop', {});
    const orders = counts.added;
    // Each order printed exactly once (one receipt each) and confirmed, by the service's and the
    // printers' count and by the engine's own.
    const notClean =
      orders -
      Math.min(counts.confirmed, counts.printedOrders, stopped.confirmed) +
      Math.max(0, counts.printedJobs - orders);
    const steady = samples.filter((sample) => sample.at * 1000 >= size.warmupMs);
    // Half the orders a sample interval brings.
    const minStep = (size.perSecond * size.sampleMs) / 2000;
    const heap = growthPer1000(steady, (sample) => sample.heapUsed);
    const rss = growthPer1000(steady, (sample) => sample.rss);
    const first = samples[0];
    const warm = steady[0];
    const end = samples.at(-1);
    const values = (sample: Taken | undefined) =>
      sample && {
        minute: round(sample.at / 60),
        orders: sample.confirmed,
        heapUsedMiB: round(sample.heapUsed / MIB),
        heapTotalMiB: round(sample.heapTotal / MIB),
        rssMiB: round(sample.rss / MIB),
        externalMiB: round(sample.external / MIB),
      };
    log(
      `  heap after GC ${((first?.heapUsed ?? 0) / MIB).toFixed(2)} MiB at the start, ${((warm?.heapUsed ?? 0) / MIB).toFixed(2)} after the warm-up, ${((end?.heapUsed ?? 0) / MIB).toFixed(2)} at the end; RSS ${((first?.rss ?? 0) / MIB).toFixed(1)}, ${((warm?.rss ?? 0) / MIB).toFixed(1)}, ${((end?.rss ?? 0) / MIB).toFixed(1)} MiB; ${orders} orders (${added} by the stream), ${notClean} not printed once and confirmed${drained ? '' : ' (the engine did not catch up within 60 s)'}, ${problems.length} warnings${problems[0] ? `, such as: ${problems[0]}` : ''}; ledger ${(stopped.ledgerBytes / MIB).toFixed(1)} MiB`,
    );
    const setup = `The real Engine in its own process (node --expose-gc), ${size.shops} shops, ${size.printers} virtual printers, ${size.pollIntervalMs / 1000} s polling, a stream of ${size.perSecond} orders a second for ${size.minutes} min (${orders} orders); every ${size.sampleMs / 1000} s a full GC (twice) and process.memoryUsage()`;
    const detail = {
      minutes: size.minutes,
      orders,
      ordersPerSecond: size.perSecond,
      sampleSeconds: size.sampleMs / 1000,
      warmupSeconds: size.warmupMs / 1000,
      samplesInSlope: steady.length,
      start: values(first),
      afterWarmup: values(warm),
      end: values(end),
      heapGrowthKBPer1000WithWarmup: round(growthPer1000(samples, (sample) => sample.heapUsed)),
      rssGrowthKBPer1000WithWarmup: round(growthPer1000(samples, (sample) => sample.rss)),
      ledgerMiB: round(stopped.ledgerBytes / MIB),
      warnings: problems.length,
      firstWarnings: problems.slice(0, 3),
      samples: samples.map((sample) => ({
        at: round(sample.at),
        orders: sample.confirmed,
        heapUsed: sample.heapUsed,
        rss: sample.rss,
      })),
    };
    return [
      figure({
        name: 'soak: heap growth per 1,000 orders',
        unit: 'KB',
        target: HEAP_TARGET_KB,
        direction: 'at-most',
        summary: 'whole-run',
        wholeRun: heap,
        samples: orSlope(
          stepGrowths(steady, (sample) => sample.heapUsed, minStep),
          heap,
        ),
        how: `${setup}: the least-squares slope of heapUsed after GC against the orders confirmed, over the samples after a ${size.warmupMs / 1000} s warm-up; the spread is the growth between each two samples in a row.`,
        detail,
      }),
      figure({
        name: 'soak: RSS growth per 1,000 orders',
        unit: 'KB',
        target: RSS_TARGET_KB,
        direction: 'at-most',
        summary: 'whole-run',
        wholeRun: rss,
        samples: orSlope(
          stepGrowths(steady, (sample) => sample.rss, minStep),
          rss,
        ),
        how: `${setup}: the least-squares slope of RSS after GC against the orders confirmed, over the samples after a ${size.warmupMs / 1000} s warm-up; the spread is the growth between each two samples in a row. RSS also holds what the allocator keeps and SQLite's page cache.`,
        detail,
      }),
      figure({
        name: 'soak: orders not printed once and confirmed',
        unit: 'orders',
        target: 0,
        direction: 'at-most',
        samples: [notClean],
        how: `${setup}. After the stream stopped and the engine caught up (60 s at most): the orders added less those printed, confirmed to the service and counted confirmed by the engine, plus any receipt printed twice.`,
        detail: {
          added: orders,
          confirmedByTheService: counts.confirmed,
          printedOrders: counts.printedOrders,
          receiptsPrinted: counts.printedJobs,
          confirmedByTheEngine: stopped.confirmed,
          caughtUp: drained,
        },
      }),
    ];
  } finally {
    await Promise.all([engine.close(), peers.close()]);
  }
}

export function soakScenario(minutes: number): Scenario {
  return {
    id: 'soak',
    title: `Soak: ${minutes} min of orders, heap and RSS after GC`,
    run: (context) => measureSoak(soakSize(minutes), context.log),
  };
}
