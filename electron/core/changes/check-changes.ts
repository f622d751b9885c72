/**
 * The late-change check: a day's printed orders read again from the service (`GET /v1/orders/{id}`),
 * each compared with the last version the ledger keeps of it. Cost is bounded: one request per order,
 * at most `concurrency` at a time, each under the client's own deadline, none when there is nothing to
 * ask, and no more once `giveUpAfter` requests in a row went unanswered (a service that is down). A request that fails makes that order `unchecked`, never `unchanged`: the caller says the
 * check could not be done. Which orders to read (this PC's, of the shops it prints) is the caller's.
 */
import { msg, type Message } from '../../common/messages/catalogue';
import { messageOf } from '../../common/messages/errors';
import type { Order } from '../../common/model/order';
import type { OrderChange } from '../../common/model/order-change';
import type { DayQuery } from '../../common/shop-day/day';
import { ApiError } from '../api/errors';
import { failureMessage, type OrderDecoding } from '../api/decode-order';
import { diffOrders } from './order-diff';

/** One order to read again, with what is known of it (the ledger's `PrintedDayOrder` is one). */
export interface OrderToCheck {
  readonly id: string;
  readonly shopId: number;
  /** The last version kept: `order` null when the service already did not know it at an earlier check. */
  readonly latest: { readonly order: Order | null };
  /** The last version that had content: what a new one is compared with. */
  readonly lastContent: { readonly order: Order };
}

/** Where a day's printed orders come from: the ledger's `OrderVersions` is one. */
export interface PrintedOrders {
  printedDue(query: DayQuery): readonly OrderToCheck[];
}

/** What the service answers for one order: the client's `getOrder` is one. */
export interface OrderReader {
  getOrder(id: string): Promise<OrderDecoding>;
}

export type CheckOutcome =
  /** As it was: nothing to make or hand over differently. */
  | { readonly kind: 'unchanged' }
  /** The service's order differs; `back`: it had answered "not found" at an earlier check. */
  | {
      readonly kind: 'changed';
      readonly order: Order;
      readonly changes: readonly OrderChange[];
      readonly back: boolean;
    }
  /** The service knows it again, as it was before it answered "not found": worth keeping, not a change. */
  | { readonly kind: 'back'; readonly order: Order }
  /** 404. `known`: an earlier check found that already. */
  | { readonly kind: 'gone'; readonly known: boolean }
  /** The service could not be asked, or its answer not read: nothing is known of a change. */
  | { readonly kind: 'unchecked'; readonly reason: Message };

export interface CheckResult {
  readonly id: string;
  readonly shopId: number;
  /** The version the check compared with (what printed, or what an earlier check read). */
  readonly before: Order;
  readonly outcome: CheckOutcome;
  /** When the answer came. */
  readonly checkedAt: Date;
}

export interface CheckOptions {
  /** Requests at a time. Default 2: spread out, so a service is never asked a whole day at once. */
  readonly concurrency?: number;
  readonly now?: () => Date;
  /**
   * The shops this PC prints now (the engine's shop gate): another PC's shops are not asked about, even
   * where this PC printed some of their orders before a takeover. Default: every shop.
   */
  readonly printsShop?: (shopId: number) => boolean;
  /** Default `DEFAULT_GIVE_UP_AFTER`. */
  readonly giveUpAfter?: number;
}

export const DEFAULT_CONCURRENCY = 2;
/**
 * Requests in a row without an answer after which the check stops asking: a service that is down would
 * otherwise hold a bake list back for a deadline per order. The rest are "not checked", for the same reason.
 */
export const DEFAULT_GIVE_UP_AFTER = 3;

/**
 * The check of one day (in one shop, or every shop printed here): the orders that printed here, each read
 * again and compared. What to keep of it (`keepVersions`) and what to print is the caller's.
 */
export function checkPrintedDay(
  query: DayQuery,
  printed: PrintedOrders,
  reader: OrderReader,
  options: CheckOptions = {},
): Promise<CheckResult[]> {
  const prints = options.printsShop ?? (() => true);
  const orders = printed.printedDue(query).filter((order) => prints(order.shopId));
  return checkOrders(orders, reader, options);
}

/** Reads each order once and compares; the results in the order given. */
export async function checkOrders(
  orders: readonly OrderToCheck[],
  reader: OrderReader,
  options: CheckOptions = {},
): Promise<CheckResult[]> {
  const now = options.now ?? (() => new Date());
  const giveUpAfter = options.giveUpAfter ?? DEFAULT_GIVE_UP_AFTER;
  const results: CheckResult[] = new Array<CheckResult>(orders.length);
  let next = 0;
  let unansweredInRow = 0;
  let lastReason: Message | null = null;
  const worker = async (): Promise<void> => {
    while (next < orders.length) {
      const index = next++;
      const order = orders[index];
      if (order === undefined) continue;
      const outcome: CheckOutcome =
        unansweredInRow >= giveUpAfter && lastReason !== null
          ? { kind: 'unchecked', reason: lastReason }
          : await checkOne(order, reader);
      if (outcome.kind === 'unchecked') {
        unansweredInRow++;
        lastReason = outcome.reason;
      } else unansweredInRow = 0;
      results[index] = {
        id: order.id,
        shopId: order.shopId,
        before: order.lastContent.order,
        outcome,
        checkedAt: now(),
      };
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, orders.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

async function checkOne(order: OrderToCheck, reader: OrderReader): Promise<CheckOutcome> {
  const wasGone = order.latest.order === null;
  let decoding: OrderDecoding;
  try {
    decoding = await reader.getOrder(order.id);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not_found') return { kind: 'gone', known: wasGone };
    return { kind: 'unchecked', reason: messageOf(error) };
  }
  if (!decoding.ok) return { kind: 'unchecked', reason: failureMessage(decoding.failure) };
  // An id the service answers for with another order's content is no version of this one.
  if (decoding.order.id !== order.id)
    return {
      kind: 'unchecked',
      reason: msg('changes.other-order', { asked: order.id, got: decoding.order.id }),
    };
  const changes = diffOrders(order.lastContent.order, decoding.order);
  if (changes.length > 0) return { kind: 'changed', order: decoding.order, changes, back: wasGone };
  return wasGone ? { kind: 'back', order: decoding.order } : { kind: 'unchanged' };
}
