/**
 * One listing for every shop this PC prints: `GET /v1/orders` without `shop`, split here by shop, so an
 * idle tenant of 100 shops costs one request a poll, not 100. The service has no paging: a listing that
 * comes back full (100 orders) may hide any shop's orders behind other shops', so then every shop lists
 * itself (its own page of 100, at once and then every poll) until the backlog is gone: each shop's own
 * listing short, and all of them together fewer than a page, so that one listing of the tenant would
 * hold them all again. Orders of shops this PC does not print (another PC's, or not configured) are
 * left alone: never recorded, never confirmed.
 */
import type { OrderingClient, OrderPage } from '../api/client';
import { ApiError } from '../api/errors';
import { Doorbell } from './doorbell';
import { nextListingDelay } from './service-patience';
import type { ShopGate } from './shop-gate';
import { PAGE_SIZE, type SharedListing, type ShopPoller } from './shop-poller';

/** Below this many shops printed here, each shop's own listing costs no more than one for all. */
export const TENANT_LISTING_MIN_SHOPS = 2;

export interface TenantListingDeps {
  readonly client: OrderingClient;
  /** The pollers of the shops this engine polls, by shop id. */
  readonly pollers: ReadonlyMap<number, ShopPoller>;
  readonly intervalMs: number;
  readonly now: () => Date;
  readonly random: () => number;
  readonly gate?: ShopGate;
}

export class TenantListing implements SharedListing {
  private readonly doorbell = new Doorbell();
  /**
   * Since a tenant-wide listing came back full: how many orders each shop's last own listing brought
   * (absent: not listed since); null while the tenant-wide listing serves them all.
   */
  private backlog: Map<number, number> | null = null;

  constructor(private readonly deps: TenantListingDeps) {}

  covers(shopId: number): boolean {
    return this.coversAny() && this.printsHere(shopId);
  }

  /** Whether the tenant-wide listing serves the shops printed here now. */
  private coversAny(): boolean {
    return this.backlog === null && this.printedShops().length >= TENANT_LISTING_MIN_SHOPS;
  }

  ownListing(shopId: number, received: number): void {
    const backlog = this.backlog;
    if (backlog === null) return;
    backlog.set(shopId, received);
    // Only the shops printed here now count (another PC may have taken one, the service dropped one).
    let total = 0;
    for (const id of this.printedShops()) {
      const listed = backlog.get(id);
      if (listed === undefined || listed >= PAGE_SIZE) return;
      total += listed;
    }
    // Not before one listing of the tenant would hold them all: else it comes back full again at once.
    if (total >= PAGE_SIZE) return;
    // The tenant-wide listing takes over at its next turn (within a poll), not with one more request now.
    this.backlog = null;
  }

  /** After sleep, or when a person asks: list now. */
  pollNow(): void {
    this.doorbell.ring();
  }

  /** Lists the whole tenant every poll while it covers two shops or more, until the signal aborts. */
  async run(signal: AbortSignal): Promise<void> {
    const stopListening = this.deps.gate?.onChange(() => this.doorbell.ring());
    try {
      while (!signal.aborted) {
        const delay = await this.listOnce();
        if (signal.aborted) return;
        await this.doorbell.wait(delay, signal);
      }
    } finally {
      stopListening?.();
    }
  }

  /** One tenant-wide listing, shared out; returns the wait before the next. */
  private async listOnce(): Promise<number> {
    const { intervalMs } = this.deps;
    const covered = this.coveredPollers();
    // Pollers list their own shops meanwhile; a change (a shop added, a backlog gone) rings the bell.
    if (covered.length === 0) return intervalMs;
    let page: OrderPage;
    try {
      page = await this.deps.client.listUnconfirmed({ limit: PAGE_SIZE });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Every covered shop hears of it (its status, the token's doubt); one says it in the log.
      const waits = covered.map((poller, index) => poller.tenantListingFailed(error, index === 0));
      return Math.max(...waits);
    }
    const full = page.received >= PAGE_SIZE;
    const delay = full ? intervalMs : nextListingDelay(intervalMs, this.deps.random);
    const next = full ? null : new Date(this.deps.now().getTime() + delay);
    // Covered again after the await: a shop another PC took over meanwhile is that PC's now.
    const shareOut = this.coveredPollers();
    const parts = splitByShop(
      page,
      shareOut.map((poller) => poller.shopId),
    );
    for (const poller of shareOut) poller.tenantListed(parts.get(poller.shopId) ?? EMPTY_PAGE, !full, next);
    // The same listing holds the shops this PC stands by for: their watch needs no request of its own.
    const watched = this.watchedPollers();
    if (watched.length > 0) {
      const watchParts = splitByShop(
        page,
        watched.map((poller) => poller.shopId),
      );
      for (const poller of watched)
        poller.watchedByTenant(watchParts.get(poller.shopId) ?? EMPTY_PAGE, !full);
    }
    if (full) {
      // Any shop's orders may wait behind the hundred listed: each shop lists itself until it is clear.
      this.backlog = new Map();
      for (const poller of shareOut) poller.pollNow();
    }
    return delay;
  }

  private coveredPollers(): ShopPoller[] {
    if (!this.coversAny()) return [];
    return [...this.deps.pollers.values()].filter((poller) => this.printsHere(poller.shopId));
  }

  /** The pollers of shops another PC prints, which this PC watches while standing by. */
  private watchedPollers(): ShopPoller[] {
    const gate = this.deps.gate;
    if (!gate?.watchEveryMs) return [];
    return [...this.deps.pollers.values()].filter(
      (poller) => !gate.mayPoll(poller.shopId) && gate.watchEveryMs?.(poller.shopId) != null,
    );
  }

  private printedShops(): number[] {
    return [...this.deps.pollers.keys()].filter((shopId) => this.printsHere(shopId));
  }

  private printsHere(shopId: number): boolean {
    return this.deps.pollers.has(shopId) && (this.deps.gate?.mayPoll(shopId) ?? true);
  }
}

const EMPTY_PAGE: OrderPage = { received: 0, orders: [], undecodable: [] };

/**
 * Each shop's part of a tenant-wide listing. An unreadable order whose shop cannot be read either goes
 * to the lowest shop id, so it is held (with its raw JSON, for a person) exactly once, never printed.
 */
export function splitByShop(page: OrderPage, shopIds: readonly number[]): Map<number, OrderPage> {
  const parts = new Map<
    number,
    { orders: OrderPage['orders'][number][]; undecodable: OrderPage['undecodable'][number][] }
  >();
  for (const shopId of shopIds) parts.set(shopId, { orders: [], undecodable: [] });
  const fallback = shopIds.length > 0 ? Math.min(...shopIds) : null;
  for (const listed of page.orders) parts.get(listed.order.shop.id)?.orders.push(listed);
  for (const failure of page.undecodable) {
    const shopId = failure.shopId ?? fallback;
    if (shopId !== null) parts.get(shopId)?.undecodable.push(failure);
  }
  const pages = new Map<number, OrderPage>();
  for (const [shopId, part] of parts)
    pages.set(shopId, { received: part.orders.length + part.undecodable.length, ...part });
  return pages;
}
