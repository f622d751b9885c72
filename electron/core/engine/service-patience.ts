/**
 * How patient OrderSlip is with the ordering service: how long refusals of the token must go on before
 * they are believed, how often a believed refusal is tried again, how often the shop list is read
 * again. Shared by the shop pollers and the engine's shop-list reader.
 */
import type { BackoffPolicy } from '../time/backoff';
import { monotonicNow, type Monotonic } from '../time/monotonic';

/**
 * A refused token (401/403) is believed only when this many listings in a row are refused, over at
 * least `ServiceTimings.doubtMs`: a proxy, a firewall or the service itself can refuse for a moment.
 */
export const REFUSALS_TO_BELIEVE = 3;

/** Shop lists in a row that must leave a shop out before it stops being polled (one odd answer must not). */
export const SHOP_LISTS_BEFORE_DROPPED = 3;

const MAX_BACKOFF_MS = 60_000;

/** How patient polling is with the service, scaled to the poll interval (tests poll every 50 ms). */
export interface ServiceTimings {
  /** How long refusals must go on before they are believed: a minute. */
  readonly doubtMs: number;
  /** Once a refusal is believed, the next try: every 5 minutes, so a fixed token or proxy is noticed. */
  readonly rejectedRetryMs: number;
  /** How often the shop list is read again (new shops, names): every 10 minutes. */
  readonly shopListMs: number;
}

export function serviceTimings(intervalMs: number): ServiceTimings {
  const scaled = (polls: number, ceiling: number) =>
    Math.max(intervalMs, Math.min(ceiling, polls * intervalMs));
  return {
    doubtMs: scaled(12, 60_000),
    rejectedRetryMs: scaled(60, 5 * 60_000),
    shopListMs: scaled(120, 10 * 60_000),
  };
}

/**
 * The wait after failed requests in a row: doubling from the poll interval, up to a minute. A shop's
 * listings are spread (`half`: between half and all of it), so PCs that lost the service together do
 * not come back together; the shop list, read rarely, waits exactly (`none`).
 */
export function failureBackoff(intervalMs: number, jitter: 'half' | 'none'): BackoffPolicy {
  return { baseMs: intervalMs, maxMs: MAX_BACKOFF_MS, jitter };
}

/**
 * Whether the service's refusals of the token (401/403) are to be believed: only once they come
 * REFUSALS_TO_BELIEVE times in a row over at least `doubtMs`. Believed, they stay so until a request
 * is answered.
 */
export class TokenDoubt {
  private refusals = 0;
  private since: Date | null = null;
  /** The same moment on the monotonic clock: "over at least a minute" must not count a clock being set. */
  private sinceMonotonic = 0;
  private believed = false;

  constructor(
    private readonly doubtMs: number,
    private readonly monotonic: Monotonic = monotonicNow,
  ) {}

  /** Since when requests have been refused in a row; null when the last one was not refused. */
  get doubtedSince(): Date | null {
    return this.since;
  }

  get rejected(): boolean {
    return this.believed;
  }

  /** A refused request (`now`: the wall time, shown to a person); returns whether the refusal is (now) believed. */
  refused(now: Date): boolean {
    this.refusals += 1;
    if (this.since === null) {
      this.since = now;
      this.sinceMonotonic = this.monotonic();
    }
    if (this.refusals >= REFUSALS_TO_BELIEVE && this.monotonic() - this.sinceMonotonic >= this.doubtMs)
      this.believed = true;
    return this.believed;
  }

  /** A request that failed otherwise (no answer, 5xx): the run of refusals is broken. */
  failedOtherwise(): void {
    this.refusals = 0;
    this.since = null;
  }

  /** A request was answered: the token is accepted. */
  accepted(): void {
    this.failedOtherwise();
    this.believed = false;
  }
}

/**
 * The wait before the next listing: the interval, ±10 % at random, so shops (and PCs) that started
 * together do not keep listing in the same instant.
 */
export function nextListingDelay(intervalMs: number, random: () => number): number {
  return intervalMs * (0.9 + 0.2 * random());
}
