/**
 * Requests an hour to the service over an idle window, from the simulator's request log. Listings come
 * in streams (one per shop polled alone, one for the whole tenant), each at a steady pace: a steady
 * stream's rate is taken from the mean gap between its listings, so where the window cuts its first and
 * last gap does not count (at one shop and 2 s polling, a 30 s window holds 15 ± 1 listings: ±7 % by
 * counting).
 * Everything else (the shop list, a confirm) is counted over the window.
 */
import type { RequestLogEntry } from '../../electron/demo/simulator';

export interface AnsweredRequest {
  readonly entry: RequestLogEntry;
  /** performance.now() when it was answered. */
  readonly answeredAt: number;
}

export interface RequestRate {
  /** Every request to the service, an hour. */
  readonly perHour: number;
  /** The part of it that lists orders (`GET /v1/orders`), an hour. */
  readonly listingsPerHour: number;
  /** Counted in the window. */
  readonly listingsOfOneShop: number;
  readonly listingsOfTheTenant: number;
  readonly shopLists: number;
  readonly otherRequests: number;
  /** Listing streams seen: shops listed alone, plus 1 if the tenant was listed whole. */
  readonly streams: number;
  readonly windowSeconds: number;
}

/** The `shop` of a listing (null for a listing of the whole tenant); undefined for any other request. */
export function listedShop(entry: RequestLogEntry): number | null | undefined {
  if (entry.path !== '/v1/orders' || entry.method !== 'GET') return undefined;
  const shop = new URLSearchParams(entry.query).get('shop');
  return shop === null ? null : Number(shop);
}

export function requestRate(
  requests: readonly AnsweredRequest[],
  windowStart: number,
  windowEnd: number,
): RequestRate {
  const seconds = (windowEnd - windowStart) / 1000;
  const inWindow = requests.filter(({ answeredAt }) => answeredAt >= windowStart && answeredAt <= windowEnd);
  const streams = new Map<string, number[]>();
  let listingsOfOneShop = 0;
  let listingsOfTheTenant = 0;
  let shopLists = 0;
  let otherRequests = 0;
  for (const { entry, answeredAt } of inWindow) {
    const shop = listedShop(entry);
    if (shop === undefined) {
      if (entry.path === '/v1/shops') shopLists += 1;
      else otherRequests += 1;
      continue;
    }
    if (shop === null) listingsOfTheTenant += 1;
    else listingsOfOneShop += 1;
    const key = shop === null ? 'tenant' : String(shop);
    const times = streams.get(key) ?? [];
    times.push(answeredAt);
    streams.set(key, times);
  }
  let listingsPerHour = 0;
  for (const times of streams.values()) {
    const first = times[0] ?? windowStart;
    const last = times.at(-1) ?? windowEnd;
    const gap = times.length >= 2 ? (last - first) / (times.length - 1) : Number.NaN;
    // A steady stream, going on before and after the listings seen (the window cuts no more than about
    // a gap at either end): from its mean gap. Anything else (a shop listed alone now and then, behind
    // a full listing of the tenant): counted over the window.
    const steady = gap > 0 && first - windowStart <= 1.5 * gap && windowEnd - last <= 1.5 * gap;
    listingsPerHour += steady ? 3_600_000 / gap : (times.length * 3600) / seconds;
  }
  const perHour = listingsPerHour + ((shopLists + otherRequests) * 3600) / seconds;
  return {
    perHour,
    listingsPerHour,
    listingsOfOneShop,
    listingsOfTheTenant,
    shopLists,
    otherRequests,
    streams: streams.size,
    windowSeconds: seconds,
  };
}
