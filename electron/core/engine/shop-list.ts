/**
 * Following the service's shop list: read now, then every few minutes and on wake. With shops
 * configured it only names them for Status; without, it decides which shops are polled — a shop added
 * on the service is polled without a restart, one no longer listed for a while stops being polled
 * (what was received of it still prints and is confirmed).
 */
import { msg } from '../../common/messages/catalogue';
import { printable } from '../api/decode-fields';
import type { ShopDecoding } from '../api/decode-shop';
import type { OrderingClient } from '../api/client';
import { ApiError } from '../api/errors';
import { backoffDelay } from '../time/backoff';
import type { Doorbell } from './doorbell';
import type { EngineEvents } from './events';
import {
  failureBackoff,
  SHOP_LISTS_BEFORE_DROPPED,
  serviceTimings,
  TokenDoubt,
  type ServiceTimings,
} from './service-patience';
import type { Monotonic } from '../time/monotonic';

export interface ShopListDeps {
  readonly client: OrderingClient;
  readonly events: EngineEvents;
  readonly intervalMs: number;
  readonly now: () => Date;
  /** What the token's doubt is timed on (default `monotonicNow`). */
  readonly monotonic?: Monotonic;
  /** Rung on wake: read the list again now. */
  readonly doorbell: Doorbell;
  /** How many shops are polled: once pollers run, they (not the list) say whether the service answers. */
  readonly polling: () => number;
  readonly setName: (shopId: number, name: string) => void;
  readonly onReachable: () => void;
  readonly onUnreachable: (error: ApiError) => void;
  /** The list's refusals of the token were believed (no shop is polled yet to judge them). */
  readonly onRejected: (error: ApiError) => void;
}

/** Starting and stopping the poller of one shop, for `followAll`. */
export interface ShopPolling {
  readonly start: (shopId: number, name: string, stop: AbortSignal) => Promise<void>;
  readonly stopped: (shopId: number) => void;
}

export class ShopList {
  private readonly timings: ServiceTimings;

  constructor(private readonly deps: ShopListDeps) {
    this.timings = serviceTimings(deps.intervalMs);
  }

  /** Configured shops: their names, for the status view only (best effort, read again now and then). */
  followNames(signal: AbortSignal): Promise<void> {
    return this.follow(signal, ({ shops }) => {
      for (const shop of shops) this.deps.setName(shop.id, shop.name);
    });
  }

  /** No shops configured: a poller for every shop the list holds, for as long as it holds it. */
  async followAll(signal: AbortSignal, polling: ShopPolling): Promise<void> {
    const { events } = this.deps;
    const stops = new Map<number, AbortController>();
    const running: Promise<void>[] = [];
    const unlisted = new Map<number, number>();
    const saidProblems = new Set<string>();
    // Names from earlier lists: a shop the list no longer holds is still said by its name.
    const known = new Map<number, string>();
    const shopRef = (shop: { id: number; name: string }) => ({ id: shop.id, name: printable(shop.name) });
    let saidEmpty = false;
    await this.follow(signal, ({ shops, problems }) => {
      for (const problem of problems) {
        const key = JSON.stringify(problem);
        if (saidProblems.has(key)) continue;
        saidProblems.add(key);
        events.log(
          'warn',
          msg('engine.shop-list-entry-unreadable', { position: problem.position, problem: problem.problem }),
        );
      }
      if (shops.length === 0) {
        if (stops.size === 0) this.deps.onReachable();
        if (!saidEmpty) events.log('warn', msg('engine.no-shops-listed'));
        saidEmpty = true;
        // An empty list stops nothing: a shop is never dropped on one odd answer.
        return;
      }
      saidEmpty = false;
      const first = running.length === 0;
      for (const shop of shops) {
        unlisted.delete(shop.id);
        known.set(shop.id, printable(shop.name));
        if (stops.has(shop.id)) {
          this.deps.setName(shop.id, shop.name);
          continue;
        }
        const stop = new AbortController();
        stops.set(shop.id, stop);
        running.push(polling.start(shop.id, shop.name, AbortSignal.any([signal, stop.signal])));
        if (!first) events.log('info', msg('engine.new-shop', { shop: shopRef(shop) }));
      }
      const listed = new Set(shops.map((shop) => shop.id));
      for (const [shopId, stop] of stops) {
        if (listed.has(shopId)) continue;
        const misses = (unlisted.get(shopId) ?? 0) + 1;
        unlisted.set(shopId, misses);
        if (misses < SHOP_LISTS_BEFORE_DROPPED) continue;
        stop.abort();
        stops.delete(shopId);
        unlisted.delete(shopId);
        polling.stopped(shopId);
        events.log(
          'info',
          msg('engine.shop-dropped', {
            shop: { id: shopId, name: known.get(shopId) ?? null },
            lists: SHOP_LISTS_BEFORE_DROPPED,
          }),
        );
      }
    });
    await Promise.all(running);
  }

  /**
   * Reads the list now, then every few minutes and on wake, handing each answer to `use`, until the
   * signal aborts. While no shop is polled yet, the list is what says whether the service answers
   * and takes the token; once pollers run, they say that, and a list that fails only waits for its
   * next turn.
   */
  private async follow(signal: AbortSignal, use: (list: ShopDecoding) => void): Promise<void> {
    const doubt = new TokenDoubt(this.timings.doubtMs, this.deps.monotonic);
    let failures = 0;
    while (!signal.aborted) {
      let wait = this.timings.shopListMs;
      try {
        const list = await this.deps.client.listShops();
        failures = 0;
        doubt.accepted();
        use(list);
        // No shop polled here (all printed by another PC, or still listening for one): the list is
        // what says the service answers.
        if (this.deps.polling() === 0) this.deps.onReachable();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (signal.aborted) return;
        failures += 1;
        wait = this.failed(error, failures, doubt);
      }
      await this.deps.doorbell.wait(wait, signal);
    }
  }

  /** Returns the wait before the list is read again. */
  private failed(error: ApiError, failures: number, doubt: TokenDoubt): number {
    const { shopListMs, rejectedRetryMs } = this.timings;
    const policy = failureBackoff(this.deps.intervalMs, 'none');
    const backoff = Math.max(backoffDelay(policy, failures), error.retryAfterMs ?? 0);
    if (this.deps.polling() > 0) {
      if (failures === 1) this.deps.events.log('warn', msg('engine.shop-list-failed', { cause: error.said }));
      // The pollers judge a refused token and retry slowly; the list does not add requests to theirs.
      return error.kind === 'unauthorized' ? shopListMs : Math.min(shopListMs, backoff);
    }
    if (error.kind !== 'unauthorized') doubt.failedOtherwise();
    else if (doubt.refused(this.deps.now())) {
      this.deps.onRejected(error);
      return rejectedRetryMs;
    }
    this.deps.onUnreachable(error);
    return backoff;
  }
}
