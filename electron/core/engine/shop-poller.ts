/**
 * One loop per shop: list the shop's unconfirmed orders, record what is new (so it prints), notice what
 * the service stopped listing, and back off when the service is in trouble. Polling never waits for a
 * printer: a printer that is out of paper holds its orders, not the shop's list.
 */
import type { ListedOrder, OrderingClient, OrderPage } from '../api/client';
import { describeFailure } from '../api/decode-order';
import { ApiError } from '../api/errors';
import type { Ledger } from '../ledger/ledger';
import { Doorbell } from './doorbell';
import { describeError } from './internal-error';
import type { EngineEvents, ShopPollStatus } from './events';

export const PAGE_SIZE = 100;
/** Complete listings in a row that must miss an open order before it counts as gone. */
const MISSING_LISTINGS_FOR_GONE = 3;
const MAX_BACKOFF_MS = 60_000;
/**
 * Behind a full page, list again once this many of the shop's orders were confirmed since the last
 * listing: each confirm makes room for one order, but listing a whole page for each one costs more than
 * the print. A quarter page keeps the printer's queue three quarters full meanwhile.
 */
export const REFILL_AFTER_CONFIRMS = PAGE_SIZE / 4;

export interface ShopPollerDeps {
  readonly client: OrderingClient;
  readonly ledger: Ledger;
  readonly events: EngineEvents;
  readonly tenant: string;
  readonly shopId: number;
  readonly shopName: string | null;
  readonly printerIds: readonly string[];
  readonly intervalMs: number;
  readonly now: () => Date;
  readonly random: () => number;
  /** New orders are waiting on these printers. */
  readonly onNewWork: (printerIds: readonly string[]) => void;
  readonly onUnauthorized: (error: ApiError) => void;
  readonly onReachable: () => void;
  readonly onUnreachable: (error: ApiError) => void;
}

export class ShopPoller {
  private readonly doorbell = new Doorbell();
  private readonly missing = new Map<string, number>();
  private failures = 0;
  /** The last page was full: more orders may wait behind it, to be seen as confirms make room. */
  private pageWasFull = false;
  private confirmsSinceListing = 0;
  private current: ShopPollStatus;

  constructor(private readonly deps: ShopPollerDeps) {
    this.current = {
      shopId: deps.shopId,
      name: deps.shopName,
      lastSuccessAt: null,
      lastError: null,
      lastErrorAt: null,
      nextPollAt: null,
    };
  }

  get status(): ShopPollStatus {
    return this.current;
  }

  setName(name: string): void {
    this.update({ name });
  }

  pollNow(): void {
    this.doorbell.ring();
  }

  /** An order of this shop was confirmed: behind a full page, that makes room for one more. */
  confirmed(): void {
    this.confirmsSinceListing += 1;
    if (this.pageWasFull && this.confirmsSinceListing >= REFILL_AFTER_CONFIRMS) this.doorbell.ring();
  }

  /** Polls until the signal aborts (stop) or the service refuses the credentials. */
  async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      let delay: number | null;
      try {
        delay = await this.pollOnce();
      } catch (error) {
        // A bug must not stop this shop's polling for good: say so loudly, and go on after a pause.
        this.deps.events.log(
          'error',
          `Polling shop ${this.deps.shopId} hit an internal error: ${describeError(error)}`,
        );
        delay = Math.max(this.deps.intervalMs, 5_000);
      }
      if (signal.aborted) return;
      if (delay === null) return;
      this.update({ nextPollAt: new Date(this.deps.now().getTime() + delay) });
      await this.doorbell.wait(delay, signal);
    }
  }

  /** One poll; returns the wait before the next, or null when polling must stop. */
  private async pollOnce(): Promise<number | null> {
    const { client, shopId, intervalMs } = this.deps;
    try {
      // Confirms that land while this listing is under way may not be reflected in it: count them too.
      this.confirmsSinceListing = 0;
      const page = await client.listUnconfirmed({ shop: shopId, limit: PAGE_SIZE });
      this.record(page);
      this.pageWasFull = page.received >= PAGE_SIZE;
      this.failures = 0;
      this.update({ lastSuccessAt: this.deps.now(), lastError: null, lastErrorAt: null });
      this.deps.onReachable();
      // A full page may hide more orders behind it. The list holds only unconfirmed orders, so listing
      // again at once would bring the same page: the hidden ones show once confirms make room, and
      // `confirmed` rings for the next listing after a quarter page of them (or the interval ends).
      return intervalMs * (0.9 + 0.2 * this.deps.random());
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      this.update({ lastError: error.message, lastErrorAt: this.deps.now() });
      if (error.kind === 'unauthorized') {
        this.deps.onUnauthorized(error);
        return null;
      }
      this.deps.onUnreachable(error);
      this.failures += 1;
      const backoff =
        Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** (this.failures - 1)) * (0.5 + 0.5 * this.deps.random());
      const wait = Math.max(backoff, error.retryAfterMs ?? 0);
      this.deps.events.log('warn', `${error.message} Next try in ${Math.round(wait / 1000)} s.`);
      return wait;
    }
  }

  /** Records the page in the ledger and tells the printers of new orders. */
  private record(page: OrderPage): void {
    const { ledger, tenant, shopId, printerIds, events } = this.deps;
    const listed = new Set<string>();
    // Most of a page is known from earlier polls: one light lookup for all of it, no payloads read.
    const known = ledger.knownOrders(page.orders.map(({ order }) => order.id));
    const unseen: ListedOrder[] = [];
    for (const listedOrder of page.orders) {
      const { order } = listedOrder;
      listed.add(order.id);
      const entry = known.get(order.id);
      if (entry === undefined) unseen.push(listedOrder);
      else if (entry.confirmed) ledger.noteStillListed(order.id);
      else if (entry.state === 'gone') this.revive(order.id);
    }
    // A page's new orders are written in one transaction (one sync to disk, not one per order), and
    // all of it is on disk before any printer hears of it.
    const recorded =
      unseen.length === 0
        ? []
        : ledger.batch(() =>
            unseen.map(({ order, raw }) =>
              ledger.recordOrder({ tenant, shopId, order, raw: JSON.stringify(raw), printerIds }),
            ),
          );
    let fresh = 0;
    for (const { isNew, entry } of recorded) {
      if (!isNew) continue;
      fresh += 1;
      events.orderChanged(entry, true);
    }
    for (const failure of page.undecodable) {
      if (failure.id !== null) listed.add(failure.id);
      const { isNew, entry } = ledger.recordUndecodable({
        tenant,
        shopId,
        id: failure.id,
        raw: failure.raw,
        reason: describeFailure(failure),
      });
      if (isNew) {
        events.orderChanged(entry, true);
        events.log('error', `${describeFailure(failure)} It is held on screen with its raw data.`);
      }
    }
    if (fresh > 0) this.deps.onNewWork(printerIds);
    if (page.received < PAGE_SIZE) this.noticeMissing(listed);
  }

  /**
   * An open order that complete listings stop showing was confirmed elsewhere or cancelled: after a few
   * listings in a row (one short answer of the service must not cancel a print), stop working on it.
   */
  private noticeMissing(listed: ReadonlySet<string>): void {
    const { ledger, tenant, shopId, events } = this.deps;
    const open = ledger.openOrders(tenant, shopId);
    const stillOpen = new Set(open.map((entry) => entry.id));
    for (const id of this.missing.keys()) if (!stillOpen.has(id) || listed.has(id)) this.missing.delete(id);
    for (const entry of open) {
      if (listed.has(entry.id)) continue;
      const count = (this.missing.get(entry.id) ?? 0) + 1;
      if (count < MISSING_LISTINGS_FOR_GONE) {
        this.missing.set(entry.id, count);
        continue;
      }
      this.missing.delete(entry.id);
      const reason =
        entry.state === 'printed'
          ? 'Printed, then confirmed elsewhere: the service no longer lists it, so OrderSlip stops confirming it.'
          : 'The service no longer lists it (confirmed elsewhere or cancelled) before it printed; it will not print.';
      ledger.markGone(entry.id, reason);
      events.orderChanged(ledger.getOrder(entry.id));
      events.log('warn', `Order ${entry.order?.orderNumber ?? entry.id}: ${reason}`);
    }
  }

  /** A "gone" order listed again was not gone after all (the service lists it unconfirmed): print it. */
  private revive(id: string): void {
    const { ledger, printerIds, events } = this.deps;
    let entry;
    try {
      entry = ledger.release(id, printerIds);
    } catch (error) {
      events.log(
        'error',
        `Order ${id} is listed again after it had gone, but: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    events.orderChanged(entry);
    events.log(
      'warn',
      `Order ${entry.order?.orderNumber ?? id} is listed again after it had gone; it prints now.`,
    );
    this.deps.onNewWork(printerIds);
  }

  private update(patch: Partial<ShopPollStatus>): void {
    this.current = { ...this.current, ...patch };
    this.deps.events.emit({ type: 'poll', shop: this.current });
  }
}
