/** The ordering service: connection states, what a request met, confirming. */
import { shortOrderId } from '../../../order-label';
import { type Formatter, type NestedMessage, words } from '../../wording';

export type ServiceOperation = 'list' | 'confirm' | 'get' | 'shops';

/** Which request met the trouble: what every message about a request starts with. */
export interface ServiceRequest {
  readonly operation: ServiceOperation;
  /** The shop a listing was for (the service's number: the client knows no names). */
  readonly shop?: number;
  /** The order's id as the service gave it; said as its short id, as the receipt prints it. */
  readonly order?: string;
}

/** Why an order id is not sent to the service (see core/api/order-id.ts). */
export type OrderIdProblem = 'empty' | 'too-long' | 'unprintable' | 'dot-segment' | 'slash' | 'spaces';

/** What came back where JSON belonged. */
export type NonJsonAnswer = 'nothing' | 'web-page' | 'cut-off' | 'text';

/** The JSON type of an answer that had the wrong shape. */
export type JsonShape = 'null' | 'object' | 'string' | 'number' | 'boolean' | 'other';

/** How a language names the request that met the trouble; `order` is already the short id. */
export interface RequestWords {
  readonly list: string;
  readonly listShop: (shop: number) => string;
  readonly get: (order: string) => string;
  readonly confirm: (order: string) => string;
  readonly shops: string;
  /** What separates the request from what it met (French puts a narrow space before the colon). */
  readonly colon: string;
}

const REQUEST: RequestWords = {
  list: 'Listing the orders',
  listShop: (shop) => `Listing the orders of shop ${shop}`,
  get: (order) => `Reading order ${order}`,
  confirm: (order) => `Confirming order ${order}`,
  shops: 'Reading the shop list',
  colon: ':',
};

/** "Listing the orders of shop 3: " in the language of `w`: what every message about a request starts with. */
export function sayDoing(w: RequestWords, { operation, shop, order = '' }: ServiceRequest): string {
  const id = shortOrderId(order);
  const request = {
    list: shop === undefined ? w.list : w.listShop(shop),
    get: w.get(id),
    confirm: w.confirm(id),
    shops: w.shops,
  }[operation];
  return `${request}${w.colon} `;
}

const doing = (request: ServiceRequest) => sayDoing(REQUEST, request);

/** A language's plural forms of a wait in minutes and in seconds, around the number already formatted. */
export interface WaitWords {
  readonly minutes: (n: string) => { readonly one: string; readonly other: string };
  readonly seconds: (n: string) => { readonly one: string; readonly other: string };
}

const WAIT: WaitWords = {
  minutes: (n) => ({ one: `${n} minute`, other: `${n} minutes` }),
  seconds: (n) => ({ one: `${n} second`, other: `${n} seconds` }),
};

/**
 * A wait as a sentence says it, in the language of `w`: minutes from two minutes up, seconds below
 * (with one decimal under ten seconds, where a retry's 1.5 s matters).
 */
export function sayWaitIn(w: WaitWords, ms: number, f: Formatter): string {
  if (ms >= 120_000) {
    const minutes = Math.round(ms / 60_000);
    return f.plural(minutes, w.minutes(f.number(minutes)));
  }
  const seconds = ms < 10_000 ? Math.round(ms / 100) / 10 : Math.round(ms / 1000);
  return f.plural(seconds, w.seconds(f.number(seconds)));
}

/** A wait in English. */
export const sayWait = (ms: number, f: Formatter): string => sayWaitIn(WAIT, ms, f);

/** What the service said, quoted in the language's manner, after a status: `HTTP 400: "…"`. */
export function status(code: number, said: string | null): string {
  if (said === null) return `HTTP ${code}`;
  return `HTTP ${code}: "${said}"`;
}

export const ORDER_ID_PROBLEMS: (problem: OrderIdProblem, maxLength: number) => string = (problem, max) =>
  ({
    empty: 'it is empty',
    'too-long': `it is longer than ${max} characters`,
    unprintable: 'it holds control or invisible characters',
    'dot-segment': 'it is a dot path segment',
    slash: 'it holds a slash',
    spaces: 'it starts or ends with a space',
  })[problem];

const NON_JSON: Record<NonJsonAnswer, string> = {
  nothing: 'an empty answer',
  'web-page': 'a web page',
  'cut-off': 'JSON that was cut off',
  text: 'text',
};

const SHAPES: Record<JsonShape, string> = {
  null: 'null',
  object: 'an object',
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  other: 'something else',
};

type WithRequest = { request: ServiceRequest };

interface RetryingParams {
  readonly cause: NestedMessage;
  readonly waitMs: number;
  readonly attempt: number;
  readonly attempts: number;
}

export const service = {
  /** A shop whose name is not known (yet): by the service's number. */
  'service.shop-number': words<{ number: number }>((p) => `shop ${p.number}`),

  'service.starting': words(() => 'Connecting to the ordering service.'),
  'service.connected': words(() => 'Connected to the ordering service.'),
  'service.stopped': words(() => 'Stopped.'),

  /** The connection could not be made: the request never reached the service. `reason`: ECONNREFUSED… */
  'service.unreachable': words<WithRequest & { host: string; reason: string }>(
    (p) =>
      `${doing(p.request)}could not reach the ordering service at ${p.host} (${p.reason}). Check this computer's internet connection.`,
  ),
  /** The connection broke before an answer; the request may have arrived. */
  'service.connection-broke': words<WithRequest & { reason: string | null }>(
    (p) =>
      `${doing(p.request)}the connection to the ordering service broke${p.reason ? ` (${p.reason})` : ''}. Check this computer's internet connection.`,
  ),
  'service.no-answer': words<WithRequest & { waitMs: number }>(
    (p, f) => `${doing(p.request)}the ordering service did not answer within ${sayWait(p.waitMs, f)}.`,
  ),
  'service.answer-incomplete': words<WithRequest & { waitMs: number }>(
    (p, f) => `${doing(p.request)}the answer did not arrive completely within ${sayWait(p.waitMs, f)}.`,
  ),
  'service.answer-too-large': words<WithRequest & { mebibytes: number }>(
    (p, f) => `${doing(p.request)}the answer was larger than ${f.number(p.mebibytes)} MiB.`,
  ),
  'service.answer-broke': words<WithRequest>(
    (p) => `${doing(p.request)}the connection broke while the answer arrived.`,
  ),
  /**
   * 401/403: the token (or the tenant) was refused. Said as a refusal of the access token, never as a
   * connection problem: the connection works, the service answered "no".
   */
  'service.unauthorized': words<WithRequest & { status: number }>(
    (p) =>
      `${doing(p.request)}the service refused the access token (HTTP ${p.status}). Check the token, and the tenant, in Settings.`,
  ),
  'service.no-such-address': words<WithRequest>(
    (p) =>
      `${doing(p.request)}the service has no such address (HTTP 404): check the service address in Settings.`,
  ),
  'service.unknown-order': words<WithRequest & { order: string }>(
    (p) => `${doing(p.request)}the service does not know order ${shortOrderId(p.order)} (HTTP 404).`,
  ),
  'service.rate-limited': words<WithRequest & { retryAfterMs: number | null }>(
    (p, f) =>
      `${doing(p.request)}the service is limiting requests (HTTP 429).${p.retryAfterMs === null ? '' : ` It asked to wait ${sayWait(p.retryAfterMs, f)}.`}`,
  ),
  /** 5xx: the service's own trouble. Never about this computer's connection. */
  'service.server-error': words<
    WithRequest & { status: number; said: string | null; retryAfterMs: number | null }
  >(
    (p) =>
      `${doing(p.request)}the ordering service had an error on its side (${status(p.status, p.said)}). The problem is at the service, not on this computer; it usually passes by itself.`,
  ),
  /** Another 4xx: the service refused the request itself. */
  'service.refused': words<WithRequest & { status: number; said: string | null }>(
    (p) => `${doing(p.request)}the service refused the request (${status(p.status, p.said)}).`,
  ),
  'service.not-json': words<WithRequest & { status: number; got: NonJsonAnswer }>(
    (p) => `${doing(p.request)}the service sent ${NON_JSON[p.got]} instead of JSON (HTTP ${p.status}).`,
  ),
  'service.wrong-shape': words<WithRequest & { got: JsonShape; expected: 'orders' | 'shops' }>(
    (p) =>
      `${doing(p.request)}the service sent ${SHAPES[p.got]} where a list of ${p.expected === 'orders' ? 'orders' : 'shops'} belongs.`,
  ),
  /** Confirm answered, but not with `success: true`; `success` is what it said instead, as JSON. */
  'service.not-confirmed': words<WithRequest & { success: string | null }>(
    (p) =>
      `${doing(p.request)}the service answered ${p.success === null ? 'without "success"' : `"success": ${p.success}`}, so the order is not confirmed.`,
  ),
  'service.confirm-methods-refused': words<WithRequest>(
    (p) => `${doing(p.request)}the service refused POST, PUT and GET on its confirm address (HTTP 405).`,
  ),
  'service.unsafe-order-id': words<WithRequest & { problem: OrderIdProblem; maxLength: number }>(
    (p) =>
      `${doing(p.request)}OrderSlip does not send this id to the service: ${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}.`,
  ),
  /** A request failed and is tried again at once, within the same call. */
  'service.retrying': words<RetryingParams>(
    (p, f) =>
      `${f.say(p.cause)} Trying again in ${sayWait(p.waitMs, f)} (try ${p.attempt} of ${p.attempts}).`,
  ),
  'service.confirm-method': words<{ method: string }>((p) => `The service confirms orders with ${p.method}.`),
  'service.tenant-empty': words(() => 'The tenant is empty: enter the tenant id the service gave you.'),
  'service.token-empty': words(() => 'The access token is empty: enter the token the service gave you.'),

  // The service's address as a person enters it (electron/common/syntax/base-url.ts).
  'service.address-not-url': words(
    () => "That is not a web address. Enter the service's address, e.g. https://api.example.com",
  ),
  'service.address-plain-http': words<{ origin: string }>(
    (p) =>
      `${p.origin} uses plain http, which would send the access token unencrypted. Use its https:// address.`,
  ),
  'service.address-unsupported': words<{ protocol: string }>(
    (p) => `${p.protocol} addresses are not supported: use https://.`,
  ),
  'service.address-has-credentials': words(
    () => 'Put the access token in the token field, not in the address.',
  ),
} as const;
