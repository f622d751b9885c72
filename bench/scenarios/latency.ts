/**
 * Latency: orders arrive at random while OrderSlip runs with a 2 s poll interval; for each, the time from
 * being added to the simulator to its receipt completed at the virtual printer (the job's receivedAt,
 * matched by the receipt's QR code, which carries the order id). Both times are taken in the peers
 * process, on one clock. Then a burst of 300 orders over 100 shops (burst.ts).
 */
import { figure, round, type Figure } from '../lib/figure';
import { createEngineWorld, until } from '../lib/engine-world';
import { Peers } from '../lib/peers';
import { BURST_SIZES, measureBurst } from './burst';
import type { Scenario } from '../lib/scenario';
import { mean, quantile } from '../lib/stats';

export interface LatencySize {
  readonly orders: number;
  readonly durationMs: number;
  readonly runs: number;
  readonly pollIntervalMs: number;
}

export const LATENCY_SIZES: Readonly<Record<'full' | 'quick', LatencySize>> = {
  full: { orders: 200, durationMs: 40_000, runs: 2, pollIntervalMs: 2_000 },
  quick: { orders: 120, durationMs: 15_000, runs: 1, pollIntervalMs: 2_000 },
};

export interface LatencyRun {
  /** Seconds from added to printed, one per order. */
  readonly seconds: readonly number[];
  /** Per order: added → the first listing of its shop after that (the poll interval's share). */
  readonly waitSeconds: readonly number[];
  /** Per order: that listing → its receipt completed (OrderSlip's share, plus the printer's). */
  readonly handlingSeconds: readonly number[];
}

async function latencyOnce(peers: Peers, size: LatencySize, seed: number): Promise<LatencyRun> {
  const info = await peers.ask('setup', { shops: 3, printers: 3, seed });
  const world = createEngineWorld(info, size.pollIntervalMs);
  try {
    world.engine.start();
    // Arrivals start once every shop is being polled, as in a shop where OrderSlip has been running.
    await until(
      'every shop was polled',
      () =>
        world.engine.status().shops.every((shop) => shop.lastSuccessAt !== null) &&
        world.engine.status().shops.length === 3,
      10_000,
    );
    await peers.ask('arrivals', { count: size.orders, durationMs: size.durationMs, seed });
    await until(
      `all ${size.orders} orders are printed`,
      async () => (await peers.ask('counts', {})).printedOrders >= size.orders,
      size.durationMs + 30_000,
      250,
    );
    const traces = await peers.ask('traces', {});
    const listings = (await peers.ask('requests', { since: 0 })).filter(
      (request) => request.path === '/v1/orders',
    );
    const seconds: number[] = [];
    const waitSeconds: number[] = [];
    const handlingSeconds: number[] = [];
    for (const trace of traces) {
      const printedAt = trace.printedAt ?? Number.NaN;
      seconds.push((printedAt - trace.addedAt) / 1000);
      // The listing that brought it: the first of its shop (or of the whole tenant) to arrive at the
      // simulator after it was added.
      const pickedUp = listings.find(
        (listing) => (listing.shop === trace.shopId || listing.shop === null) && listing.at >= trace.addedAt,
      );
      if (pickedUp === undefined) continue;
      waitSeconds.push((pickedUp.at - trace.addedAt) / 1000);
      handlingSeconds.push((printedAt - pickedUp.at) / 1000);
    }
    return { seconds, waitSeconds, handlingSeconds };
  } finally {
    await world.close();
  }
}

export async function measureLatency(
  size: LatencySize,
  log: (line: string) => void = () => undefined,
): Promise<Figure[]> {
  const peers = Peers.start();
  try {
    const runs: LatencyRun[] = [];
    for (let run = 0; run < size.runs; run++) {
      const result = await latencyOnce(peers, size, 300 + run);
      log(
        `  run ${run + 1}: ${result.seconds.length} orders, p50 ${quantile(result.seconds, 0.5).toFixed(3)} s, p99 ${quantile(result.seconds, 0.99).toFixed(3)} s, max ${Math.max(...result.seconds).toFixed(3)} s`,
      );
      runs.push(result);
    }
    const all = runs.flatMap((run) => run.seconds);
    const waits = runs.flatMap((run) => run.waitSeconds);
    const handling = runs.flatMap((run) => run.handlingSeconds);
    const spread = (values: readonly number[]) => ({
      p50: round(quantile(values, 0.5)),
      p99: round(quantile(values, 0.99)),
      max: round(Math.max(...values)),
    });
    const how = `${size.orders} orders at uniformly random times over ${size.durationMs / 1000} s to 3 shops (a virtual printer each), poll interval ${size.pollIntervalMs / 1000} s (±10 % jitter); simulator add → the printer's receivedAt of the receipt carrying the order's QR code.`;
    const detail = {
      pooled: {
        orders: all.length,
        mean: round(mean(all)),
        p50: round(quantile(all, 0.5)),
        p90: round(quantile(all, 0.9)),
        p99: round(quantile(all, 0.99)),
        max: round(Math.max(...all)),
        min: round(Math.min(...all)),
      },
      waitForPoll: { orders: waits.length, ...spread(waits) },
      listingToPrinted: { orders: handling.length, ...spread(handling) },
    };
    return [
      figure({
        name: 'latency p50',
        unit: 's',
        target: 1.2,
        direction: 'at-most',
        samples: runs.map((run) => quantile(run.seconds, 0.5)),
        how: `${how} One sample per run.`,
        detail,
      }),
      figure({
        name: 'latency p99',
        unit: 's',
        target: 2.3,
        direction: 'at-most',
        samples: runs.map((run) => quantile(run.seconds, 0.99)),
        how: `${how} One sample per run.`,
        detail,
      }),
    ];
  } finally {
    await peers.close();
  }
}

export const latencyScenario: Scenario = {
  id: 'latency',
  title: 'Latency, order added → receipt printed; then a burst over 100 shops',
  run: async (context) => {
    const quick = context.quick ? 'quick' : 'full';
    const steady = await measureLatency(LATENCY_SIZES[quick], context.log);
    const burst = BURST_SIZES[quick];
    context.log(`  a burst of ${burst.orders} orders over ${burst.shops} shops:`);
    return [...steady, ...(await measureBurst(burst, context.log))];
  },
};
