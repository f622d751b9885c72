/**
 * One loop per shop: list the shop's unconfirmed orders, record what is new (so it prints), notice what
 * the service stopped listing, and back off when the service is in trouble. Polling never waits for a
 * printer: a printer that is out of paper holds its orders, not the shop's list.
 */
import { msg, type Message } from '../../common/messages/catalogue';
import { textOf } from '../../common/messages/errors';
import type { ShopRef } from '../../common/words/en/messages/engine';
import type { Order } from '../../common/model/order';
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { ListedOrder, OrderingClient, OrderPage } from '../api/client';
import { printable } from '../api/decode-fields';
import { failureMessage, type UndecodableOrder } from '../api/decode-order';
import { ApiError } from '../api/errors';
import type { KnownOrder, Ledger } from '../ledger/ledger';
import { otherShopCopyId } from '../ledger/same-id';
import type { HoldCode, OrderEntry } from '../ledger/types';
import { undecodableId } from '../ledger/undecodable';
import { Doorbell } from './doorbell';
import type { ShopGate } from './shop-gate';
import { backoffDelay } from '../time/backoff';
import { describeError, isLedgerDamaged, isLedgerUnwritable } from './internal-error';
import type { EngineEvents, ShopPollStatus } from './events';
import { orderRefOf, type OrderRef } from '../../common/order-label';
import {
  failureBackoff,
  nextListingDelay,
  serviceTimings,
  TokenDoubt,
  type ServiceTimings,
} from './service-patience';
import { monotonicNow, type Monotonic } from '../time/monotonic';

export const PAGE_SIZE = 100;
/** Complete listings in a row that must miss an open order before it counts as gone. */
const MISSING_LISTINGS_FOR_GONE = 3;
/**
 * Behind a full page, list again once this many of the shop's orders were confirmed since the last
 * listing: each confirm makes room for one order, but listing a whole page for each one costs more than
 * the print. A quarter page keeps the printer's queue three quarters full meanwhile.
 */
export const REFILL_AFTER_CONFIRMS = PAGE_SIZE / 4;
/** A shop covered by the tenant-wide listing checks that it still is every this many polls. */
const COVERED_RECHECK_POLLS = 10;
/**
 * What a shop's poller asks of the tenant-wide listing. Declared here, by the side that asks, so the
 * listing (which drives the pollers) depends on the poller and not the other way round.
 */
export interface SharedListing {
  /** The tenant-wide listing brings this shop's orders now: its poller does not list by itself. */
  covers(shopId: number): boolean;
  /** The shop listed itself (behind a full tenant-wide listing); `received`: how many orders came. */
  ownListing(shopId: number, received: number): void;
}

export interface ShopPollerDeps {
  readonly client: OrderingClient;
  readonly ledger: Ledger;
  readonly events: EngineEvents;
  readonly tenant: string;
  readonly shopId: number;
  readonly shopName: string | null;
  readonly printerIds: readonly string[];
  /**
   * The printers of `printerIds` this order goes to: a label printer only when it has labels for it
   * (`printersFor`). Absent: all of them.
   */
  readonly printersFor?: (order: Order) => readonly string[];
  /** A printer's settings, to say why no printer takes an order. Absent: the reason names no filter. */
  readonly printerSettings?: (printerId: string) => PrinterSettings | undefined;
  readonly intervalMs: number;
  readonly now: () => Date;
  /** What the token's doubt and the standby watch are timed on (default `monotonicNow`). */
  readonly monotonic?: Monotonic;
  readonly random: () => number;
  /** New orders are waiting on these printers. */
  readonly onNewWork: (printerIds: readonly string[]) => void;
  /**
   * An order still owed a confirm went missing from the listings: true when the confirmer takes it (it
   * confirms at once and decides between confirmed and gone). Absent: it is gone at once.
   */
  readonly confirmMissing?: (orderId: string, reason: Message) => boolean;
  /** The listings' refusals of the token repeated long enough to be believed (polling goes on, slowly). */
  readonly onUnauthorized: (error: ApiError) => void;
  readonly onReachable: () => void;
  readonly onUnreachable: (error: ApiError) => void;
  /** Writing a listing to the ledger failed (the error: a full disk) or worked again (null). */
  readonly onLedgerWrite?: (error: unknown) => void;
  /** Another OrderSlip may print this shop: no listing at all while the gate says so. */
  readonly gate?: ShopGate;
  /** One listing for all the tenant's shops: while it covers this shop, this poller lists nothing. */
  readonly shared?: SharedListing;
}

export class ShopPoller {
  private readonly doorbell = new Doorbell();
  private readonly missing = new Map<string, number>();
  private readonly timings: ServiceTimings;
  private readonly doubt: TokenDoubt;
  private readonly monotonic: Monotonic;
  /** Orders the ledger would not take, already said in the log (said once, tried again every listing). */
  private readonly unrecordable = new Set<string>();
  /** The last page was full: more orders may wait behind it, to be seen as confirms make room. */
  private pageWasFull = false;
  private confirmsSinceListing = 0;
  /** When the service last showed this shop to the watch (monotonic ms), its own listing or the tenant's. */
  private watchedAt: number | null = null;
  private watchFailureSaid = false;
  private current: ShopPollStatus;

  constructor(private readonly deps: ShopPollerDeps) {
    this.timings = serviceTimings(deps.intervalMs);
    this.monotonic = deps.monotonic ?? monotonicNow;
    this.doubt = new TokenDoubt(this.timings.doubtMs, this.monotonic);
    this.current = {
      shopId: deps.shopId,
      name: deps.shopName,
      lastSuccessAt: null,
      lastError: null,
      lastErrorAt: null,
      nextPollAt: null,
      failures: 0,
      failingSince: null,
      wrongShop: null,
      tokenDoubtedSince: null,
    };
  }

  get status(): ShopPollStatus {
    return this.current;
  }

  get shopId(): number {
    return this.deps.shopId;
  }

  /** The service's refusals of the token are believed, and no listing has succeeded since. */
  get tokenRejected(): boolean {
    return this.doubt.rejected;
  }

  /** This shop as messages name it. */
  private get shop(): ShopRef {
    return { id: this.deps.shopId, name: this.current.name === null ? null : printable(this.current.name) };
  }

  setName(name: string): void {
    if (name !== this.current.name) this.update({ name });
  }

  pollNow(): void {
    this.doorbell.ring();
  }

  /** An order of this shop was confirmed: behind a full page, that makes room for one more. */
  confirmed(): void {
    this.confirmsSinceListing += 1;
    if (this.pageWasFull && this.confirmsSinceListing >= REFILL_AFTER_CONFIRMS) this.doorbell.ring();
  }

  /** Polls until the signal aborts: every failure, a refused token included, is tried again later. */
  async run(signal: AbortSignal): Promise<void> {
    const { gate, shopId } = this.deps;
    gate?.attach(shopId);
    const stopListening = gate?.onChange(() => this.doorbell.ring());
    try {
      await this.loop(signal);
    } finally {
      stopListening?.();
      gate?.detach(shopId);
    }
  }

  private async loop(signal: AbortSignal): Promise<void> {
    const { gate, shared, shopId } = this.deps;
    // The shops of one list (or of the settings) all start in the same turn: only once they are all
    // known can the tenant-wide listing tell whether it covers them.
    await Promise.resolve();
    while (!signal.aborted) {
      if (gate && !gate.mayPoll(shopId)) {
        // Another PC prints this shop (or this one still listens for one): nothing is recorded or
        // printed here, only a watch of its unconfirmed orders now and then while standing by.
        if (this.current.nextPollAt !== null) this.update({ nextPollAt: null });
        this.holdTakenOver(gate);
        await this.doorbell.wait(await this.watchTurn(gate, signal), signal);
        continue;
      }
      if (shared?.covers(shopId)) {
        // The tenant-wide listing brings this shop's orders (`tenantListed`); whatever ends that rings
        // (a full listing, the gate, a shop dropped), so this looks again only now and then.
        await this.doorbell.wait(this.deps.intervalMs * COVERED_RECHECK_POLLS, signal);
        continue;
      }
      let delay: number;
      try {
        delay = await this.pollOnce();
      } catch (error) {
        delay = this.listingError(error);
      }
      if (signal.aborted) return;
      this.update({ nextPollAt: new Date(this.deps.now().getTime() + delay) });
      await this.doorbell.wait(delay, signal);
    }
  }

  /**
   * Another PC took this shop from this one because its orders waited here: it printed them (marked
   * POSSIBLE DUPLICATE), so what still waits for a printer here is held for a person, not printed a
   * second time when this PC's printer comes back.
   */
  private holdTakenOver(gate: ShopGate): void {
    const byPc = gate.takenOverBy?.(this.deps.shopId) ?? null;
    if (byPc === null) return;
    const { ledger, tenant, shopId, events } = this.deps;
    try {
      for (const entry of ledger.openOrders(tenant, shopId)) {
        if (entry.state !== 'waiting') continue;
        ledger.hold(entry.id, msg('network.held-taken-over', { byPc }), 'other');
        events.orderChanged(ledger.getOrder(entry.id));
      }
    } catch (error) {
      if (isLedgerDamaged(error)) throw error;
      events.log(
        'error',
        msg('engine.polling-internal-error', { shop: this.shop, detail: describeError(error) }),
      );
    }
  }

  /**
   * Standing by: watches the shop through the service when its turn has come (docs/NETWORK.md, the
   * service watch); returns the wait before the loop looks again. Nothing listed here is recorded,
   * printed or confirmed: the gate only judges from it whether the other PC prints the shop.
   */
  private async watchTurn(gate: ShopGate, signal: AbortSignal): Promise<number> {
    const { client, shopId, intervalMs } = this.deps;
    const every = gate.watchEveryMs?.(shopId) ?? null;
    if (every === null || !gate.watched) return intervalMs;
    const due = this.watchedAt === null ? 0 : this.watchedAt + every - this.monotonic();
    if (due > 0) return due;
    let page: OrderPage;
    try {
      page = await client.listUnconfirmed({ shop: shopId, limit: PAGE_SIZE });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The printing PC meets the same trouble and says it; here it is said once, in the log.
      if (!this.watchFailureSaid)
        this.deps.events.log('warn', msg('engine.watch-failed', { shop: this.shop, cause: error.said }));
      this.watchFailureSaid = true;
      this.watchedAt = this.monotonic();
      return nextListingDelay(every, this.deps.random);
    }
    if (signal.aborted) return 0;
    this.watchFailureSaid = false;
    this.watchedByTenant(page, page.received < PAGE_SIZE);
    return nextListingDelay(every, this.deps.random);
  }

  /**
   * What the service listed of this shop while this PC stands by: its own watch listing, or its part of
   * the tenant-wide listing (which costs nothing more). `complete`: not cut at a full page.
   */
  watchedByTenant(part: OrderPage, complete: boolean): void {
    const { gate, shopId } = this.deps;
    if (!gate?.watched || gate.mayPoll(shopId)) return;
    this.watchedAt = this.monotonic();
    const orders = part.orders
      .filter(({ order }) => order.shop.id === shopId)
      .map(({ order }) => ({ id: order.id, number: order.orderNumber }));
    gate.watched(shopId, orders, complete);
  }

  /** A listing could not be taken in (not the service's fault); returns the wait before the next. */
  private listingError(error: unknown): number {
    if (isLedgerDamaged(error)) throw error;
    if (isLedgerUnwritable(error)) {
      // Not a bug: the disk is full or the file cannot be written. Status says so; try again later.
      this.deps.onLedgerWrite?.(error);
      this.deps.events.log(
        'error',
        msg('engine.listing-unwritable', { shop: this.shop, detail: textOf(error) }),
      );
    } else {
      // A bug must not stop this shop's polling for good: say so loudly, and go on after a pause.
      this.deps.events.log(
        'error',
        msg('engine.polling-internal-error', { shop: this.shop, detail: describeError(error) }),
      );
    }
    return Math.max(this.deps.intervalMs, 5_000);
  }

  /**
   * This shop's part of a tenant-wide listing. `complete`: the listing was not full, so an open order
   * missing from it is missing from the service's list. `next`: when the next one comes, for the status
   * (null: this shop lists itself next).
   */
  tenantListed(part: OrderPage, complete: boolean, next: Date | null): void {
    this.pageWasFull = false;
    try {
      this.accept(part, { complete, ownListing: false, next });
    } catch (error) {
      this.listingError(error);
    }
  }

  /** The tenant-wide listing failed; `log`: this shop says it for all. Returns the wait before the next. */
  tenantListingFailed(error: ApiError, log: boolean): number {
    return this.failed(error, log);
  }

  /** One poll of this shop's own listing; returns the wait before the next. */
  private async pollOnce(): Promise<number> {
    const { client, shopId, intervalMs } = this.deps;
    let page: OrderPage;
    try {
      // Confirms that land while this listing is under way may not be reflected in it: count them too.
      this.confirmsSinceListing = 0;
      page = await client.listUnconfirmed({ shop: shopId, limit: PAGE_SIZE });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return this.failed(error, true);
    }
    const full = page.received >= PAGE_SIZE;
    if (!this.accept(page, { complete: !full, ownListing: true, next: null })) return intervalMs;
    this.pageWasFull = full;
    this.deps.shared?.ownListing(shopId, page.received);
    // A full page may hide more orders behind it. The list holds only unconfirmed orders, so listing
    // again at once would bring the same page: the hidden ones show once confirms make room, and
    // `confirmed` rings for the next listing after a quarter page of them (or the interval ends).
    return nextListingDelay(intervalMs, this.deps.random);
  }

  /**
   * Takes in a listing of this shop's orders (its own, or its part of the tenant's): records what is
   * new, notices what is gone when the listing was `complete`, and says the service answered. False when
   * the shop went to another PC while the listing was under way: what it brought is that PC's now.
   */
  private accept(
    page: OrderPage,
    how: { complete: boolean; ownListing: boolean; next: Date | null },
  ): boolean {
    const { gate, shopId } = this.deps;
    if (gate && !gate.mayPoll(shopId)) return false;
    const takeover = gate?.takeTakeover(shopId) ?? null;
    const duplicate = takeover
      ? msg(takeover.beside ? 'network.printed-beside' : 'network.printed-after-takeover', {
          fromPc: takeover.fromPc,
        })
      : undefined;
    const fresh = this.record(page, how, duplicate);
    if (takeover) gate?.tookOver(shopId, fresh);
    this.deps.onLedgerWrite?.(null);
    this.doubt.accepted();
    this.update({
      lastSuccessAt: this.deps.now(),
      lastError: null,
      lastErrorAt: null,
      failures: 0,
      failingSince: null,
      tokenDoubtedSince: null,
      // One status change a listing: with a hundred shops, each one is a refresh of the window.
      ...(how.next !== null ? { nextPollAt: how.next } : {}),
    });
    this.deps.onReachable();
    return true;
  }

  /**
   * A failed listing: back off, and judge a refused token; `log`: say it in the log. Returns the wait
   * before the next try.
   */
  private failed(error: ApiError, log: boolean): number {
    const now = this.deps.now();
    const failures = this.current.failures + 1;
    const backoff = backoffDelay(failureBackoff(this.deps.intervalMs, 'half'), failures, this.deps.random);
    const wasRejected = this.doubt.rejected;
    let believed = false;
    if (error.kind === 'unauthorized') believed = this.doubt.refused(now);
    else this.doubt.failedOtherwise();
    this.update({
      lastError: error.said,
      lastErrorAt: now,
      failures,
      failingSince: this.current.failingSince ?? now,
      tokenDoubtedSince: this.doubt.doubtedSince,
    });
    if (believed) {
      // Believed: polling goes on every few minutes, so a fixed proxy or a restored token is noticed
      // without anyone touching the settings.
      const { rejectedRetryMs } = this.timings;
      this.deps.onUnauthorized(error);
      if (wasRejected && log)
        this.deps.events.log(
          'warn',
          msg('engine.token-still-refused', { cause: error.said, waitMs: rejectedRetryMs }),
        );
      return rejectedRetryMs;
    }
    this.deps.onUnreachable(error);
    const wait = Math.max(backoff, error.retryAfterMs ?? 0);
    // A proxy, a firewall or the service itself may refuse the token for a moment.
    const tokenDoubted = error.kind === 'unauthorized';
    if (log)
      this.deps.events.log(
        'warn',
        msg('engine.listing-failed', { cause: error.said, waitMs: wait, tokenDoubted }),
      );
    return wait;
  }

  /**
   * Records this shop's orders of the page in the ledger and tells the printers of new ones; returns how
   * many were new. `duplicate`: new ones print marked POSSIBLE DUPLICATE, for that reason.
   */
  private record(
    page: OrderPage,
    how: { complete: boolean; ownListing: boolean },
    duplicate?: Message,
  ): number {
    const { ledger, printerIds, shopId } = this.deps;
    const others = new Map<number, number>();
    const otherShop = (id: number) => others.set(id, (others.get(id) ?? 0) + 1);
    const mine: ListedOrder[] = [];
    for (const listedOrder of page.orders) {
      if (listedOrder.order.shop.id === shopId) mine.push(listedOrder);
      else otherShop(listedOrder.order.shop.id);
    }
    // An unreadable order without a readable shop cannot be sent back where it belongs: it is held
    // here, for a person, and never printed or confirmed by itself.
    const mineUnreadable: UndecodableOrder[] = [];
    for (const failure of page.undecodable) {
      if (failure.shopId === null || failure.shopId === shopId) mineUnreadable.push(failure);
      else otherShop(failure.shopId);
    }
    // A shop's part of the tenant's listing holds only its own orders; its own listing should, too.
    if (how.ownListing) this.noteOtherShops(others);

    const listed = new Set<string>();
    // Most of a page is known from earlier polls: one light lookup for all of it, no payloads read.
    const known = ledger.knownOrders(mine.map(({ order }) => order.id));
    const unseen: ListedOrder[] = [];
    for (const listedOrder of mine) {
      const { order } = listedOrder;
      const entry = known.get(order.id);
      if (entry !== undefined && entry.shopId !== shopId) {
        listed.add(this.sameIdAsOtherShop(listedOrder, entry));
        continue;
      }
      listed.add(order.id);
      if (entry === undefined) unseen.push(listedOrder);
      else if (entry.confirmed) this.noteStillListed(order);
      else if (entry.state === 'gone') this.revive(order);
    }
    const fresh = this.recordNew(unseen, duplicate);
    const knownUnreadable = ledger.knownOrders(
      mineUnreadable.flatMap((failure) =>
        failure.id !== null && failure.shopId === shopId ? [failure.id] : [],
      ),
    );
    for (const failure of mineUnreadable) {
      // An unreadable order of this shop under an id another shop's order has: kept apart under the id
      // and its shop (held, as every unreadable order is), never taken for that one.
      const other = failure.id === null ? undefined : knownUnreadable.get(failure.id);
      const apart =
        failure.id !== null && other !== undefined && other.shopId !== shopId
          ? { ...failure, id: otherShopCopyId(failure.id, shopId) }
          : failure;
      const id = this.recordUnreadable(apart, failureMessage(failure));
      if (id !== null) listed.add(id);
    }
    if (fresh > 0) this.deps.onNewWork(printerIds);
    // An order missing from a full listing may only be behind the hundred listed: not gone.
    if (how.complete) this.noticeMissing(listed);
    return fresh;
  }

  /**
   * The service answered with other shops' orders (it ignored `shop`, or the id names no shop, which
   * the spec answers with every shop's orders). Those are not this poller's to print or confirm: they
   * are left alone, and the status says so until a listing holds only this shop's orders again.
   */
  private noteOtherShops(others: ReadonlyMap<number, number>): void {
    const { events } = this.deps;
    const before = this.current.wrongShop;
    if (others.size === 0) {
      if (before === null) return;
      this.update({ wrongShop: null });
      events.log('info', msg('engine.only-own-shop-again', { shop: this.shop }));
      return;
    }
    const otherShopIds = [...others.keys()].sort((a, b) => a - b);
    const count = [...others.values()].reduce((sum, n) => sum + n, 0);
    const sameShops = before !== null && before.otherShopIds.join() === otherShopIds.join();
    this.update({ wrongShop: { otherShopIds, count, at: before?.at ?? this.deps.now() } });
    if (sameShops) return;
    events.log(
      'warn',
      msg('engine.other-shops-listed', { shop: this.shop, count, otherShops: otherShopIds }),
    );
  }

  /**
   * Writes the new orders, all on disk before any printer hears of them; returns how many are new. A
   * page is one transaction (one sync to disk, not one per order), but an order the ledger refuses is
   * taken out of it alone: it must not hold back the others of the page, now or at the next listing.
   */
  private recordNew(unseen: readonly ListedOrder[], duplicate?: Message): number {
    if (unseen.length === 0) return 0;
    const { ledger, events } = this.deps;
    const refused: { listed: ListedOrder; error: unknown }[] = [];
    let recorded: OrderEntry[];
    const recordEach = () =>
      unseen.flatMap((listed) => {
        try {
          // Unseen at the start of this listing, so new to everyone, even when a transaction that
          // ended half-way had written it already.
          const printerIds = this.routeOf(listed.order);
          const { entry } = ledger.recordOrder({
            tenant: this.deps.tenant,
            shopId: this.deps.shopId,
            order: listed.order,
            printerIds,
            ...(duplicate ? { possibleDuplicate: duplicate } : {}),
          });
          if (printerIds.length > 0 || this.deps.printerIds.length === 0) return [entry];
          // The shop has printers, but none has anything for this order (label printers without a label
          // for it, receipt printers whose filter leaves it out): it would print nowhere, so it is held
          // for a person with that reason, never confirmed unprinted.
          const nowhere = this.printsNowhere(orderRefOf(entry.id, listed.order), listed.order);
          ledger.hold(entry.id, nowhere.reason, nowhere.code);
          return [ledger.getOrder(entry.id) ?? entry];
        } catch (error) {
          // A damaged or unwritable file is nobody's order's fault: the whole listing waits.
          if (isLedgerDamaged(error) || isLedgerUnwritable(error)) throw error;
          // Inside the page's transaction this order's own rows are rolled back (a savepoint).
          refused.push({ listed, error });
          return [];
        }
      });
    try {
      recorded = ledger.batch(recordEach);
    } catch (batchError) {
      if (isLedgerDamaged(batchError) || isLedgerUnwritable(batchError)) throw batchError;
      // The transaction as a whole failed (its commit, or an error that ends it): one by one instead.
      refused.length = 0;
      recorded = recordEach();
      if (recorded.length === 0 && refused.length === unseen.length) throw batchError;
    }
    for (const entry of recorded) events.orderChanged(entry, true);
    for (const { listed, error } of refused) this.holdUnrecordable(listed, error);
    return recorded.length;
  }

  /**
   * The service listed for this shop an order whose id another shop's order already has. Neither is
   * dropped: this one is kept under an id of its own (same-id.ts) and held, and so is the first if it
   * is not printed and confirmed yet, both with the reason. The service confirms by id, so confirming
   * either may take the other off its list unprinted: a person checks both with the shops first, then
   * prints each (Retry) or marks it handled. Returns this order's ledger id.
   */
  private sameIdAsOtherShop(listed: ListedOrder, first: KnownOrder): string {
    const { ledger, events, tenant, shopId } = this.deps;
    const { order } = listed;
    const copyId = otherShopCopyId(order.id, shopId);
    const seen = ledger.getOrder(copyId);
    if (seen !== null) {
      if (seen.state === 'gone') this.revive({ ...order, id: copyId });
      return copyId;
    }
    const firstEntry = ledger.getOrder(order.id);
    const firstHeld = !first.confirmed && (first.state === 'waiting' || first.state === 'printed');
    const firstName = firstEntry?.order?.shop.name.trim();
    const reason = msg('engine.same-id-two-shops', {
      id: printable(order.id),
      first: {
        shop: { id: first.shopId, name: firstName ? printable(firstName) : null },
        order: orderRefOf(order.id, firstEntry?.order ?? null),
      },
      second: { shop: this.shop, order: orderRefOf(order.id, order) },
      firstHeld,
    });
    ledger.batch(() => {
      ledger.recordOrder({
        tenant,
        shopId,
        order: { ...order, id: copyId },
        printerIds: this.routeOf(order),
      });
      ledger.hold(copyId, reason, 'other');
      if (firstHeld) ledger.hold(order.id, reason, 'other');
    });
    events.orderChanged(ledger.getOrder(copyId), true);
    if (firstHeld) events.orderChanged(ledger.getOrder(order.id));
    events.log('warn', reason);
    return copyId;
  }

  /** An order the ledger would not record as it is: held with the reason instead, if it takes that. */
  private holdUnrecordable(listed: ListedOrder, error: unknown): void {
    const { order, raw } = listed;
    this.recordUnreadable(
      { id: order.id, raw, tooLarge: false },
      msg('engine.order-unrecordable', {
        order: orderRefOf(order.id, order),
        detail: printable(textOf(error)),
      }),
    );
  }

  /** Holds an unreadable (or too large) order with its raw JSON; returns its ledger id, or null. */
  private recordUnreadable(
    failure: Pick<UndecodableOrder, 'id' | 'raw' | 'tooLarge'>,
    described: Message,
  ): string | null {
    const { ledger, events, tenant, shopId } = this.deps;
    try {
      const { isNew, entry } = ledger.recordUndecodable({
        tenant,
        shopId,
        id: failure.id,
        raw: failure.raw,
        reason: described,
        holdCode: failure.tooLarge ? 'too-large' : 'undecodable',
      });
      if (isNew) {
        events.orderChanged(entry, true);
        events.log('error', msg('engine.held-with-raw-data', { reason: described }));
      }
      return entry.id;
    } catch (error) {
      if (isLedgerDamaged(error)) throw error;
      const key = undecodableId(failure.id, failure.raw);
      if (!this.unrecordable.has(key)) {
        this.unrecordable.add(key);
        events.log(
          'error',
          msg('engine.order-not-held', { reason: described, detail: printable(textOf(error)) }),
        );
      }
      return failure.id;
    }
  }

  private noteStillListed(order: Order): void {
    try {
      this.deps.ledger.noteStillListed(order.id);
    } catch (error) {
      if (isLedgerDamaged(error)) throw error;
      this.deps.events.log(
        'warn',
        msg('engine.still-listed-note-failed', {
          order: orderRefOf(order.id, order),
          detail: describeError(error),
        }),
      );
    }
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
      const reason = msg(entry.state === 'printed' ? 'engine.gone-after-print' : 'engine.gone-before-print');
      // Printed and owed a confirm, it most likely went missing because our own confirm landed and its
      // answer did not (a crash just after sending it, an answer cut off): gone would drop a paid order
      // from the shop's day. The confirm, sent now, tells.
      if (this.deps.confirmMissing?.(entry.id, reason) === true) continue;
      ledger.markGone(entry.id, reason);
      events.orderChanged(ledger.getOrder(entry.id));
      events.log('warn', msg('engine.order-gone', { order: orderRefOf(entry.id, entry.order), reason }));
    }
  }

  /** A "gone" order listed again was not gone after all (the service lists it unconfirmed): print it. */
  private revive(order: Order): void {
    const { ledger, printerIds, events } = this.deps;
    const { id } = order;
    let entry;
    try {
      entry = ledger.release(id, this.routeOf(order));
    } catch (error) {
      if (isLedgerDamaged(error)) throw error;
      events.log(
        'error',
        msg('engine.revive-failed', { order: orderRefOf(id, order), detail: textOf(error) }),
      );
      return;
    }
    events.orderChanged(entry);
    events.log('warn', msg('engine.order-listed-again', { order: orderRefOf(id, order) }));
    this.deps.onNewWork(printerIds);
  }

  /**
   * Why no printer of the shop takes the order: receipt printers' filters (by its type, by its products,
   * or some by the one and some by the other), or else label printers with no label for it. A filter's
   * reason is held as `other`: the window then shows it alone, not "no printer is set up for its shop".
   */
  private printsNowhere(order: OrderRef, listed: Order): { reason: Message; code: HoldCode } {
    const filtered = this.deps.printerIds.flatMap((printerId) => {
      const settings = this.deps.printerSettings?.(printerId);
      return settings && settings.role !== 'label' ? [settings] : [];
    });
    if (filtered.length === 0)
      return { reason: msg('engine.no-labels-nothing-to-print', { order }), code: 'no-printer' };
    const byType = filtered.map(
      ({ filter }) => filter.orderTypes.length > 0 && !filter.orderTypes.includes(listed.type),
    );
    // A printer whose filter lets the order's type through left it out by its products (no line matches).
    const cause = byType.every(Boolean) ? 'type' : byType.some(Boolean) ? 'both' : 'products';
    const printers = filtered.map(({ name }) => name);
    return { reason: msg('kitchen.no-printer-takes', { order, cause, printers }), code: 'other' };
  }

  /** The printers this order prints on: the shop's, less label printers with no label for it. */
  private routeOf(order: Order): readonly string[] {
    return this.deps.printersFor?.(order) ?? this.deps.printerIds;
  }

  private update(patch: Partial<ShopPollStatus>): void {
    this.current = { ...this.current, ...patch };
    this.deps.events.emit({ type: 'poll', shop: this.current });
  }
}
