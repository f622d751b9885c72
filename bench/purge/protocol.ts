/**
 * The messages between the history scenario (bench/scenarios/history.ts) and its purge process: the
 * daily purge on a copy of the ledger in a Node process of its own, as in the engine's, with nothing else
 * in it. The benchmark's own process holds what built and queried a million orders; its collections
 * of that heap are not pauses the engine's event loop has (docs/PERFORMANCE.md).
 */

/** One kind of the purge's steps, timed where the purge waits for it. */
export interface StepTimes {
  readonly count: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface PurgeRun {
  /** The event loop's longest delay while the purge ran (monitorEventLoopDelay, 1 ms resolution). */
  readonly longestMs: number;
  readonly meanDelayMs: number;
  readonly p99DelayMs: number;
  readonly ms: number;
  readonly removed: number;
  readonly reclaimedPages: number;
  readonly steps: Readonly<Record<'batch' | 'checkpoint' | 'reclaim', StepTimes>>;
}

export interface PurgeRequests {
  /** Opens the ledger at `path`, purges what is older than `days` days as the engine does, closes it. */
  purge: { setup: { path: string; days: number }; result: PurgeRun };
}
