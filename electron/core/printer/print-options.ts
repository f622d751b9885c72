/** How long to wait for what, and how to ask a printer whether a job is done. */
import { PAPER_SPEED_LIMIT_MM_PER_S } from './paper-time';

export interface PrintTimeouts {
  /** Opening the TCP connection. */
  readonly connectMs: number;
  /** Each real-time status answer (DLE EOT). No answer in time: the printer gives no status. */
  readonly statusMs: number;
  /** Completion answer after a job: this much for any job… */
  readonly completionBaseMs: number;
  /** …plus this much per 1024 bytes of the job (big logos take longer). */
  readonly completionPerKbMs: number;
  /** Writing to a device file, and the OS queue command. */
  readonly deviceMs: number;
  /**
   * The fastest paper is believed to move: a "printed" that came sooner than a copy's paper at this
   * speed is no proof (paper-time.ts). Twice the fastest known printer; a test whose simulated printer
   * prints faster than any paper (at once) says so with `Infinity`.
   */
  readonly fastestPaperMmPerS: number;
}

export const DEFAULT_TIMEOUTS: PrintTimeouts = {
  connectMs: 3000,
  statusMs: 2000,
  completionBaseMs: 10_000,
  completionPerKbMs: 500,
  deviceMs: 30_000,
  fastestPaperMmPerS: PAPER_SPEED_LIMIT_MM_PER_S,
};

/**
 * How to learn that a job is done:
 * - 'process-id': `GS ( H` fn 48, answered once printing completed (TM-T20, TM-T88IV and later);
 * - 'paper-status': `GS r 1`, answered once all earlier data is processed (older and compatible printers);
 * - 'auto': send both the first time and remember per printer which one answers.
 */
export type CompletionMethod = 'auto' | 'process-id' | 'paper-status';

export interface OsQueueOptions {
  /** Environment for the spooler command (PATH decides which `lp` / `powershell.exe` runs). */
  readonly env?: NodeJS.ProcessEnv;
  /** Which OS's spooler to use; this machine's unless given. */
  readonly platform?: NodeJS.Platform;
}

export interface PrintOptions {
  readonly timeouts?: Partial<PrintTimeouts>;
  readonly completion?: CompletionMethod;
  readonly osQueue?: OsQueueOptions;
  /**
   * The status port of a network Star printer: 9101 (Star's Ethernet interfaces) unless given. Tests give
   * the port their virtual printer listens on.
   */
  readonly starStatusPort?: number;
}

export function resolveTimeouts(options: PrintOptions | undefined): PrintTimeouts {
  return { ...DEFAULT_TIMEOUTS, ...options?.timeouts };
}

export function completionTimeoutMs(timeouts: PrintTimeouts, jobBytes: number): number {
  return timeouts.completionBaseMs + Math.ceil(jobBytes / 1024) * timeouts.completionPerKbMs;
}
