/** Exponential backoff, with full jitter unless told otherwise: spreads retries of many clients (or shops) apart. */
export interface BackoffPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
  /**
   * `full` (the default): uniform in [0, ceiling]. `none`: the ceiling itself — for one local device
   * (a printer, the ledger's disk), where nobody else's retries need spreading and a person expects the
   * next try when the screen says. `half`: uniform in [ceiling/2, ceiling] — for the service, where
   * shops and PCs are spread apart but a retry must not come back much sooner than its turn.
   */
  readonly jitter?: 'full' | 'half' | 'none';
}

/** Delay before retry number `attempt` (1 = the first retry): the ceiling is min(max, base·2^(attempt-1)). */
export function backoffDelay(
  policy: BackoffPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  if (policy.jitter === 'none') return ceiling;
  const floor = policy.jitter === 'half' ? ceiling / 2 : 0;
  return Math.round(floor + random() * (ceiling - floor));
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
