/**
 * The check a new version makes of itself on its first start: the engine runs, the ordering service
 * answered, and every printer answered a status request. Each part gets until the deadline to come up
 * (a printer may be asked a few seconds after start); what has not by then is a failure, said as a
 * message. The version that ran before is remembered in the data folder, which is how a first start
 * after an update is known.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { msg, type Message } from '../../common/messages/catalogue';
import { sleep } from '../time/backoff';
import { monotonicNow, type Monotonic } from '../time/monotonic';

/** Time for the engine, the service and every printer to answer after a start. */
export const SELF_CHECK_DEADLINE_MS = 3 * 60_000;
const LOOK_EVERY_MS = 1_000;

export interface SelfCheckReading {
  /** Null while the engine runs; otherwise why it does not. */
  readonly engineStopped: Message | null;
  /** The service answered at least one request since start. */
  readonly serviceAnswered: boolean;
  /** The names of printers that have not answered a status request since start. */
  readonly silentPrinters: readonly string[];
}

export function failuresOf(reading: SelfCheckReading): Message[] {
  if (reading.engineStopped) return [msg('update.check-engine-stopped', { detail: reading.engineStopped })];
  return [
    ...(reading.serviceAnswered ? [] : [msg('update.check-service-silent')]),
    ...reading.silentPrinters.map((printer) => msg('update.check-printer-silent', { printer })),
  ];
}

/**
 * Reads until everything answered or the deadline passed (on the monotonic clock); the failures that
 * remain, or none.
 */
export async function selfCheck(
  read: () => SelfCheckReading,
  options: {
    readonly deadlineMs?: number;
    readonly everyMs?: number;
    readonly stop?: AbortSignal;
    readonly monotonic?: Monotonic;
  } = {},
): Promise<Message[]> {
  const monotonic = options.monotonic ?? monotonicNow;
  const end = monotonic() + (options.deadlineMs ?? SELF_CHECK_DEADLINE_MS);
  for (;;) {
    const failures = failuresOf(read());
    if (failures.length === 0 || monotonic() >= end) return failures;
    await sleep(Math.min(options.everyMs ?? LOOK_EVERY_MS, Math.max(0, end - monotonic())), options.stop);
  }
}

/** The version that last ran with this data folder, kept in `DIR/last-version`. */
export function versionMemory(dataDir: string): {
  readonly previous: () => string | null;
  readonly remember: (version: string) => void;
} {
  const file = join(dataDir, 'last-version');
  return {
    previous() {
      try {
        return readFileSync(file, 'utf8').trim() || null;
      } catch {
        return null;
      }
    },
    remember(version) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, `${version}\n`);
    },
  };
}
