/**
 * The messages between the soak (bench/scenarios/soak.ts) and its engine process: the real Engine in a
 * Node process of its own, started with --expose-gc so that its heap can be read after a full
 * collection, with nothing else in it (the simulator and the printers are in the peers process, the
 * bookkeeping in the benchmark's).
 */
import type { PeersInfo } from '../peers/protocol';

export interface SoakSample {
  /** process.memoryUsage() after a forced full GC, in bytes. */
  readonly rss: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly external: number;
  readonly arrayBuffers: number;
  /** Orders the engine confirmed so far (its own events). */
  readonly confirmed: number;
  /** The engine's warnings and errors since the previous sample, as a person reads them. */
  readonly problems: readonly string[];
  /** How long the forced GC took, ms. */
  readonly gcMs: number;
}

export interface SoakRequests {
  /** Opens a new ledger in a temporary folder and starts the engine on these peers. */
  start: { setup: { info: PeersInfo; pollIntervalMs: number }; result: { pid: number } };
  sample: { setup: Record<string, never>; result: SoakSample };
  /** Stops the engine, closes and removes its ledger; says what the ledger held. */
  stop: { setup: Record<string, never>; result: { confirmed: number; ledgerBytes: number } };
}
