/**
 * Notices when the wall clock is set: the distance between the wall clock and the monotonic clock stays
 * the same while both run, and changes by the size of the step when the PC's clock is corrected. (A PC
 * that slept also shows a forward step where the monotonic clock does not count sleep; what was computed
 * from wall time is recomputed then as well, which is right in both cases.)
 */
import type { Monotonic } from './monotonic';

/** Drift below this is ordinary (NTP slewing, a busy event loop reading the two clocks apart). */
export const CLOCK_STEP_TOLERANCE_MS = 5_000;

/** How often a watcher compares the two clocks (the engine, the data-folder lock's holder). */
export const CLOCK_CHECK_MS = 5_000;

export class ClockStepWatch {
  private offset: number;

  constructor(
    private readonly wall: () => number,
    private readonly monotonic: Monotonic,
    private readonly toleranceMs: number = CLOCK_STEP_TOLERANCE_MS,
  ) {
    this.offset = wall() - monotonic();
  }

  /**
   * The step since the last look, in ms (positive: the wall clock jumped ahead), or null when the two
   * clocks still agree. A step is reported once: the new distance is the reference from then on.
   */
  check(): number | null {
    const offset = this.wall() - this.monotonic();
    const step = offset - this.offset;
    if (Math.abs(step) <= this.toleranceMs) return null;
    this.offset = offset;
    return Math.round(step);
  }
}
