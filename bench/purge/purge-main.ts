/**
 * The purge process of the history scenario (bench/purge/protocol.ts): `purgeGradually` on a ledger, the
 * way the engine runs it (batches, then the freed pages given back, a turn of the event loop between two
 * steps, each step and its checkpoint on the ledger's purge thread), while the event loop's delay is
 * watched.
 */
// First, as in the engine's hosts: Node's warning that SQLite is experimental is not the benchmark's.
import '../../electron/core/runtime/quiet-sqlite-warning';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Ledger } from '../../electron/core/ledger';
import { purgeGradually } from '../../electron/core/ledger/purge';
import { median, quantile } from '../lib/stats';
import { round } from '../lib/figure';
import { answerRequests } from '../lib/ipc-child';
import type { PurgeRequests, PurgeRun, StepTimes } from './protocol';

async function purge({ path, days }: PurgeRequests['purge']['setup']): Promise<PurgeRun> {
  const ledger = Ledger.open(path);
  try {
    // Each kind of step timed. They run on the ledger's purge thread: a step's time is how long the purge
    // waited for it there, not a pause of the event loop (that is the figure).
    const steps = { batch: [] as number[], checkpoint: [] as number[], reclaim: [] as number[] };
    const timed = <A extends unknown[], R>(kind: keyof typeof steps, step: (...args: A) => Promise<R>) => {
      return async (...args: A): Promise<R> => {
        const start = performance.now();
        try {
          return await step(...args);
        } finally {
          steps[kind].push(performance.now() - start);
        }
      };
    };
    ledger.purgeStep = timed('batch', ledger.purgeStep.bind(ledger));
    ledger.reclaimStep = timed('reclaim', ledger.reclaimStep.bind(ledger));
    ledger.checkpoint = timed('checkpoint', ledger.checkpoint.bind(ledger));
    const delay = monitorEventLoopDelay({ resolution: 1 });
    const start = performance.now();
    delay.enable();
    const result = await purgeGradually(ledger, days);
    delay.disable();
    const ms = performance.now() - start;
    const times = (all: number[]): StepTimes => ({
      count: all.length,
      medianMs: round(median(all)),
      p99Ms: round(quantile(all, 0.99)),
      maxMs: round(Math.max(0, ...all)),
    });
    return {
      longestMs: delay.max / 1e6,
      meanDelayMs: round(delay.mean / 1e6),
      p99DelayMs: round(delay.percentile(99) / 1e6),
      ms,
      removed: result.removed,
      reclaimedPages: result.reclaimedPages,
      steps: {
        batch: times(steps.batch),
        checkpoint: times(steps.checkpoint),
        reclaim: times(steps.reclaim),
      },
    };
  } finally {
    ledger.close();
  }
}

answerRequests<PurgeRequests>({ purge });

// The benchmark going away ends this process too.
process.on('disconnect', () => process.exit(0));
