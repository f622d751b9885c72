/**
 * An overall deadline around one outgoing call. An idle-socket timeout is not one: a server that answers
 * one byte every few seconds never lets a socket go idle, and holds the call (and whoever awaits it) for
 * as long as it likes. Node's timers run on a monotonic clock, so a wall clock that steps changes nothing.
 */

/** The call did not finish within its deadline: it was abandoned (its socket destroyed). */
export class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';
  constructor(readonly deadlineMs: number) {
    super(`no complete answer within ${deadlineMs} ms`);
  }
}

/** The call was abandoned because its owner stopped (the app shutting down). */
export class CallAbandoned extends Error {
  override readonly name = 'CallAbandoned';
  constructor() {
    super('abandoned: stopping');
  }
}

/**
 * Runs `call` with a signal that aborts at the deadline or when `stop` aborts, and settles by then
 * whether or not `call` honours the signal: a library that ignores it cannot hold the caller.
 * Rejects with DeadlineExceeded or CallAbandoned in those cases.
 */
export function withDeadline<T>(
  call: (signal: AbortSignal) => Promise<T>,
  deadlineMs: number,
  stop?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const end = (reason: Error): void => {
      cleanUp();
      controller.abort(reason);
      reject(reason);
    };
    const timer = setTimeout(() => end(new DeadlineExceeded(deadlineMs)), deadlineMs);
    const onStop = (): void => end(new CallAbandoned());
    const cleanUp = (): void => {
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
    };
    if (stop?.aborted) return end(new CallAbandoned());
    stop?.addEventListener('abort', onStop, { once: true });
    let pending: Promise<T>;
    try {
      pending = call(controller.signal);
    } catch (error) {
      cleanUp();
      return reject(error instanceof Error ? error : new Error(String(error)));
    }
    pending.then(
      (value) => {
        cleanUp();
        resolve(value);
      },
      (error: unknown) => {
        cleanUp();
        // Aborted by us: the reason given above already settled the promise.
        reject(controller.signal.aborted ? (controller.signal.reason as Error) : error);
      },
    );
  });
}
