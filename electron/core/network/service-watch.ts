/**
 * Trust the service, not the LAN (docs/NETWORK.md, "The service watch"). A PC standing by for a shop
 * lists that shop's unconfirmed orders now and then, and judges from them alone whether the PC that
 * claims the shop really prints it: an order that left the list was confirmed (the claim is proven);
 * an order that stays on it, with nothing confirmed since, is a shop nobody prints. Then this PC takes
 * the shop over, and the takeover sticks: the PC taken over hears it in this PC's announcement and
 * stands down for that shop, red, rather than winning it straight back by being chosen.
 *
 * Every time here is on the coordinator's monotonic clock (milliseconds, `monotonicNow` in the
 * hosts): a wall clock stepped back or forward neither hides a waiting order nor invents one.
 */
import type { WatchedOrder } from '../engine/shop-gate';
import type { Monotonic } from '../time/monotonic';
import type { LivePeer } from './shop-claims';

export type { WatchedOrder };

/** The watch lists the shop at most this often (and at least every half takeover time). */
const WATCH_EVERY_MAX_MS = 30_000;

/** Orders one shop's watch remembers at most (a page is 100). */
const MAX_REMEMBERED = 1_000;

/** How often a standby PC lists the shop: twice per takeover time, never more than every 30 s. */
export function watchEveryMs(takeoverMs: number): number {
  return Math.max(1_000, Math.min(WATCH_EVERY_MAX_MS, Math.floor(takeoverMs / 2)));
}

/** The oldest order of a shop that the watch keeps seeing unconfirmed. */
export interface WaitingOrder {
  readonly orderId: string;
  readonly orderNumber: string | null;
  /** When the watch first saw it unconfirmed (monotonic ms). */
  readonly since: number;
  /** How long it is known to have waited: from `since` to the last listing that still held it. */
  readonly waitedMs: number;
  /** How many of the shop's orders wait as long as the warning threshold or longer. */
  readonly count: number;
}

export type WatchVerdict =
  /** Nothing waits longer than a printing PC needs. */
  | { readonly kind: 'fine' }
  /** An order waits past half the takeover time: red on Status (`standby-orders-waiting`), no takeover. */
  | { readonly kind: 'waiting'; readonly order: WaitingOrder }
  /** An order waited the takeover time and nothing was confirmed since it came: nobody prints the shop. */
  | { readonly kind: 'take-over'; readonly order: WaitingOrder };

/** What one shop's watch has seen, over time. */
export class ShopWatch {
  private readonly seen = new Map<string, { readonly number: string | null; readonly since: number }>();
  private watchedAt: number | null = null;
  private confirmedAt: number | null = null;

  /** When a listing of the watch last came back (monotonic), or null before the first. */
  get lastWatchedAt(): number | null {
    return this.watchedAt;
  }

  /** When an order was last seen leaving the list: the printing PC confirmed it (monotonic). */
  get lastConfirmedAt(): number | null {
    return this.confirmedAt;
  }

  /**
   * A listing of the shop's unconfirmed orders. `complete`: the listing was not cut at a full page, so
   * an order missing from it has left the list.
   */
  observe(orders: readonly WatchedOrder[], complete: boolean, now: number): void {
    const listed = new Set(orders.map((order) => order.id));
    if (complete) {
      for (const id of [...this.seen.keys()]) {
        if (listed.has(id)) continue;
        this.seen.delete(id);
        this.confirmedAt = now;
      }
    }
    for (const order of orders)
      if (!this.seen.has(order.id)) this.seen.set(order.id, { number: order.number, since: now });
    // Listings cut at a full page, one after another, never drop anything: bounded, the unlisted go.
    if (this.seen.size > MAX_REMEMBERED)
      for (const id of [...this.seen.keys()]) if (!listed.has(id)) this.seen.delete(id);
    this.watchedAt = now;
  }

  verdict(takeoverMs: number): WatchVerdict {
    const watchedAt = this.watchedAt;
    if (watchedAt === null) return { kind: 'fine' };
    const warnMs = takeoverMs / 2;
    let oldest: { id: string; number: string | null; since: number } | null = null;
    let count = 0;
    for (const [id, seen] of this.seen) {
      if (watchedAt - seen.since < warnMs) continue;
      count += 1;
      if (oldest === null || seen.since < oldest.since) oldest = { id, ...seen };
    }
    if (oldest === null) return { kind: 'fine' };
    const order: WaitingOrder = {
      orderId: oldest.id,
      orderNumber: oldest.number,
      since: oldest.since,
      waitedMs: watchedAt - oldest.since,
      count,
    };
    // An order confirmed after this one came proves the other PC prints the shop: this one is held there
    // for a person (it is on that PC's Status), not forgotten. Said, never taken over for.
    const proven = this.confirmedAt !== null && this.confirmedAt > oldest.since;
    if (order.waitedMs >= takeoverMs && !proven) return { kind: 'take-over', order };
    return { kind: 'waiting', order };
  }
}

/** This PC took a shop over because its orders waited: from whom, and the order that proved it. */
export interface WatchTakeover {
  readonly fromInstanceId: string;
  readonly fromPc: string;
  readonly order: WaitingOrder;
}

/**
 * The watches of every shop this PC stands by for, and the takeovers they caused. The coordinator asks
 * it at each decision; the engine's pollers feed it what the service listed.
 */
export class ServiceWatch {
  private readonly watches = new Map<number, ShopWatch>();
  private readonly takeovers = new Map<number, WatchTakeover>();
  /** Takeovers decided, not yet acted on by the claim (one decision later the shop prints here). */
  private readonly fresh = new Set<number>();

  /** `now`: the coordinator's monotonic clock (ms), the one its peers and takeover are timed on. */
  constructor(private readonly now: Monotonic) {}

  /** A listing of a shop this PC stands by for. */
  watched(shopId: number, orders: readonly WatchedOrder[], complete: boolean): void {
    let watch = this.watches.get(shopId);
    if (!watch) {
      watch = new ShopWatch();
      this.watches.set(shopId, watch);
    }
    watch.observe(orders, complete, this.now());
  }

  watchOf(shopId: number): ShopWatch | null {
    return this.watches.get(shopId) ?? null;
  }

  /** This PC prints the shop (or no longer follows it): what the watch saw is no longer evidence. */
  forget(shopId: number): void {
    this.watches.delete(shopId);
  }

  /**
   * Judges a shop this PC stands by for, printed by `printer`; `ousted`: that PC took the shop from
   * this one by its own watch, which this one never takes back by the watch (or a held order would
   * bounce the shop between the two every takeover time). Records a takeover when it is due.
   */
  judge(shopId: number, printer: LivePeer | null, takeoverMs: number, ousted: boolean): WatchVerdict {
    const verdict = this.watches.get(shopId)?.verdict(takeoverMs) ?? { kind: 'fine' };
    if (verdict.kind !== 'take-over') return verdict;
    if (ousted || printer === null) return { kind: 'waiting', order: verdict.order };
    if (!this.takeovers.has(shopId)) {
      this.takeovers.set(shopId, {
        fromInstanceId: printer.instanceId,
        fromPc: printer.pcName,
        order: verdict.order,
      });
      this.fresh.add(shopId);
    }
    return verdict;
  }

  /** The takeover of this shop, while this PC holds it; announced so the other stands down. */
  takeoverOf(shopId: number): WatchTakeover | null {
    return this.takeovers.get(shopId) ?? null;
  }

  /** Once, as the shop starts printing here because of the watch: the reason, for Status and the log. */
  takeFresh(shopId: number): WatchTakeover | null {
    if (!this.fresh.delete(shopId)) return null;
    return this.takeovers.get(shopId) ?? null;
  }

  /** This PC stopped printing the shop: its takeover is over (it no longer tells the other to stand down). */
  release(shopId: number): void {
    this.takeovers.delete(shopId);
    this.fresh.delete(shopId);
  }

  /**
   * The peers as the claim rules see them for this shop: the PC taken over no longer counts as claiming
   * it while this PC holds the takeover, chosen or not, so it cannot win the shop straight back.
   */
  peersFor(shopId: number, peers: readonly LivePeer[]): LivePeer[] {
    const takeover = this.takeovers.get(shopId);
    if (!takeover) return [...peers];
    return peers.map((peer) =>
      peer.instanceId === takeover.fromInstanceId
        ? { ...peer, shops: peer.shops.filter((shop) => shop.shopId !== shopId) }
        : peer,
    );
  }
}

/**
 * A live PC that prints this shop and announces it took the shop from this one (`selfId`) because its
 * orders waited here: this PC stands down for that shop while it says so.
 */
export function ousterOf(shopId: number, selfId: string, peers: readonly LivePeer[]): LivePeer | null {
  return (
    peers.find((peer) =>
      peer.shops.some(
        (shop) => shop.shopId === shopId && shop.state === 'printing' && shop.tookOverFrom === selfId,
      ),
    ) ?? null
  );
}
