/**
 * The history purge in small steps: batches of old orders, then the freed pages given back to the file,
 * each followed by a checkpoint of what it wrote; each step a few milliseconds, on the ledger's purge
 * thread (purge-thread.ts), with a turn of the event loop between two steps. Polling, printing and
 * confirming go on meanwhile, however much there is to purge (a shortened retention just takes more
 * steps) and however long the disk makes a step wait.
 */
import type { Ledger } from './ledger';
import { PURGE_BATCH_SIZE, RECLAIM_STEP_PAGES } from './ledger';

export interface GradualPurgeOptions {
  /** Stops between two steps (the engine stops). What was removed so far stays removed. */
  readonly signal?: AbortSignal;
  /** Orders per batch; default PURGE_BATCH_SIZE. */
  readonly batchSize?: number;
  /** Pages per reclaim step; default RECLAIM_STEP_PAGES. */
  readonly reclaimPages?: number;
  /** What runs between two steps; default one turn of the event loop (setImmediate). */
  readonly pause?: () => Promise<void>;
}

export interface GradualPurgeResult {
  /** Orders removed. */
  readonly removed: number;
  /** Pages given back to the file system (8 KiB each). */
  readonly reclaimedPages: number;
  /** The signal stopped it before the end. */
  readonly stopped: boolean;
}

/** Lets timers and I/O (a listing's answer, a printer's status) run before the next step. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Purges what `ledger.purgeBatch(days)` would, batch by batch, then reclaims the freed pages. */
export async function purgeGradually(
  ledger: Ledger,
  days: number,
  options: GradualPurgeOptions = {},
): Promise<GradualPurgeResult> {
  const {
    signal,
    batchSize = PURGE_BATCH_SIZE,
    reclaimPages = RECLAIM_STEP_PAGES,
    pause = nextTurn,
  } = options;
  let removed = 0;
  let reclaimedPages = 0;
  const stopped = () => signal?.aborted === true;
  // Each step's pages are copied from the WAL into the file as a step of its own.
  const checkpoint = async (): Promise<void> => {
    await pause();
    if (stopped()) return;
    await ledger.checkpoint();
    await pause();
  };
  for (;;) {
    if (stopped()) return { removed, reclaimedPages, stopped: true };
    const batch = await ledger.purgeStep(days, batchSize);
    removed += batch;
    if (batch > 0) await checkpoint();
    if (batch < batchSize) break;
  }
  for (;;) {
    if (stopped()) return { removed, reclaimedPages, stopped: true };
    const pages = await ledger.reclaimStep(reclaimPages);
    reclaimedPages += pages;
    if (pages === 0) break;
    await checkpoint();
  }
  return { removed, reclaimedPages, stopped: false };
}
