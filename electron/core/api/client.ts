/**
 * The ordering-service client: the four operations of ordering-api.md with its headers, deadlines,
 * retries and decoding. What the spec leaves open, and how this client copes, is in
 * docs/ORDERING-SERVICE.md.
 */
import type { Order } from '../model/order';
import { backoffDelay, sleep, type BackoffPolicy } from '../time/backoff';
import { normalizeBaseUrl } from './base-url';
import { printable } from './decode-fields';
import { decodeOrder, type OrderDecoding, type UndecodableOrder } from './decode-order';
import { decodeShops, type ShopDecoding } from './decode-shop';
import { ApiError, redact, type ApiOperation } from './errors';
import { exchange, retryAfterMs, type HttpAnswer, type HttpRequest } from './http';
import { arrayElementTexts } from './json-slices';
import { orderIdProblem } from './order-id';

export const CONFIRM_METHODS = ['POST', 'PUT', 'GET'] as const;
export type ConfirmMethod = (typeof CONFIRM_METHODS)[number];

/** The spec's hard ceiling for one page of the order list. */
export const MAX_LIST_LIMIT = 100;

export interface ClientLogEvent {
  readonly level: 'info' | 'warn';
  readonly operation: ApiOperation;
  readonly message: string;
}

export interface OrderingClientConfig {
  readonly baseUrl: string;
  readonly tenant: string;
  readonly token: string;
  /** Deadline for one request, answer included. Default 10 s. */
  readonly timeoutMs?: number;
  /** Tries per safe request (list, get, shops) before the error goes to the caller. Default 3. */
  readonly maxAttempts?: number;
  readonly backoff?: BackoffPolicy;
  /** A Retry-After longer than this is not waited out here: the error goes to the caller with the wait. */
  readonly maxRetryAfterMs?: number;
  /** The confirm method that worked before (kept by the caller across restarts). */
  readonly confirmMethod?: ConfirmMethod;
  readonly userAgent?: string;
  readonly log?: (event: ClientLogEvent) => void;
  readonly random?: () => number;
  /** Aborts every request and retry wait at once (the engine stopping). */
  readonly stop?: AbortSignal;
}

/** A decoded order with its JSON text exactly as the service sent it (the ledger's record of it). */
export interface ListedOrder {
  readonly order: Order;
  readonly raw: string;
}

export interface OrderPage {
  /** How many entries the service sent; a page as long as the limit means more may be waiting. */
  readonly received: number;
  readonly orders: readonly ListedOrder[];
  readonly undecodable: readonly UndecodableOrder[];
}

export class OrderingClient {
  private readonly base: URL;
  private readonly headers: Readonly<Record<string, string>>;
  private readonly token: string;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly backoff: BackoffPolicy;
  private readonly maxRetryAfterMs: number;
  private readonly log: (event: ClientLogEvent) => void;
  private readonly random: () => number;
  private readonly stop: AbortSignal | undefined;
  private workingConfirmMethod: ConfirmMethod | undefined;

  constructor(config: OrderingClientConfig) {
    this.base = normalizeBaseUrl(config.baseUrl);
    if (config.tenant.trim() === '')
      throw new Error('The tenant is empty: enter the tenant id the service gave you.');
    if (config.token.trim() === '')
      throw new Error('The access token is empty: enter the token the service gave you.');
    this.token = config.token.trim();
    this.headers = {
      Authorization: `Bearer ${this.token}`,
      'X-Tenant': config.tenant.trim(),
      Accept: 'application/json',
      'User-Agent': config.userAgent ?? 'OrderSlip',
    };
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.maxAttempts = Math.max(1, config.maxAttempts ?? 3);
    this.backoff = config.backoff ?? { baseMs: 300, maxMs: 5_000 };
    this.maxRetryAfterMs = config.maxRetryAfterMs ?? 10_000;
    this.workingConfirmMethod = config.confirmMethod;
    this.log = config.log ?? (() => undefined);
    this.random = config.random ?? Math.random;
    this.stop = config.stop;
  }

  /** The HTTP method the service accepted for confirm, once one has worked. */
  get confirmMethod(): ConfirmMethod | undefined {
    return this.workingConfirmMethod;
  }

  /** One page of unconfirmed orders, oldest first as far as the service orders them. */
  async listUnconfirmed(query: { shop?: number; limit?: number } = {}): Promise<OrderPage> {
    const url = this.url('v1/orders');
    const limit = Math.min(MAX_LIST_LIMIT, Math.max(1, Math.trunc(query.limit ?? MAX_LIST_LIMIT)));
    url.searchParams.set('limit', String(limit));
    if (query.shop !== undefined) {
      if (!Number.isSafeInteger(query.shop) || query.shop < 0)
        throw new RangeError(`not a shop id: ${query.shop}`);
      url.searchParams.set('shop', String(query.shop));
    }
    const what = query.shop === undefined ? 'Listing orders' : `Listing orders of shop ${query.shop}`;
    const { value: body, text } = await this.retrying('list', what, async () =>
      this.jsonWithText(
        await exchange(url, { method: 'GET', headers: this.headers }, this.context('list', what)),
        'list',
        what,
      ),
    );
    if (!Array.isArray(body)) throw this.badShape('list', what, 'a list of orders', body);
    // Each order is judged on its own text: one order too large or too deep is held alone.
    const texts = arrayElementTexts(text);
    const orders: ListedOrder[] = [];
    const undecodable: UndecodableOrder[] = [];
    body.forEach((raw: unknown, index) => {
      const rawText = texts.length === body.length ? texts[index] : undefined;
      const decoded = decodeOrder(raw, rawText);
      if (decoded.ok) orders.push({ order: decoded.order, raw: rawText ?? JSON.stringify(raw) });
      else undecodable.push(decoded.failure);
    });
    return { received: body.length, orders, undecodable };
  }

  /** One order, confirmed or not. A 404 is an ApiError of kind `not_found`. */
  async getOrder(id: string): Promise<OrderDecoding> {
    const what = `Reading order ${printable(id)}`;
    const url = this.orderUrl('get', what, id, '');
    const { value, text } = await this.retrying('get', what, async () =>
      this.jsonWithText(
        await exchange(url, { method: 'GET', headers: this.headers }, this.context('get', what, id)),
        'get',
        what,
        id,
      ),
    );
    return decodeOrder(value, text);
  }

  async listShops(): Promise<ShopDecoding> {
    const url = this.url('v1/shops');
    const what = 'Listing shops';
    const body = await this.retrying('shops', what, async () =>
      this.json(
        await exchange(url, { method: 'GET', headers: this.headers }, this.context('shops', what)),
        'shops',
        what,
      ),
    );
    if (!Array.isArray(body)) throw this.badShape('shops', what, 'a list of shops', body);
    return decodeShops(body);
  }

  /**
   * Confirms an order; resolves only on `{"success": true}`. The spec does not name the HTTP method,
   * so the method that worked before is tried first, then POST, PUT and GET in turn while the service
   * answers 405 (or 501).
   */
  async confirm(id: string): Promise<void> {
    const what = `Confirming order ${printable(id)}`;
    const url = this.orderUrl('confirm', what, id, '/confirm');
    const remembered = this.workingConfirmMethod;
    const methods = remembered
      ? [remembered, ...CONFIRM_METHODS.filter((m) => m !== remembered)]
      : CONFIRM_METHODS;
    for (const method of methods) {
      try {
        await this.retrying('confirm', what, () => this.confirmWith(url, id, method, what));
        if (this.workingConfirmMethod !== method) {
          this.log({
            level: 'info',
            operation: 'confirm',
            message: `The service confirms orders with ${method}.`,
          });
        }
        this.workingConfirmMethod = method;
        return;
      } catch (error) {
        if (
          error instanceof ApiError &&
          error.kind === 'refused' &&
          (error.status === 405 || error.status === 501)
        )
          continue;
        throw error;
      }
    }
    throw new ApiError(`${what}: the service refused POST, PUT and GET on its confirm address (HTTP 405).`, {
      kind: 'refused',
      operation: 'confirm',
      status: 405,
      orderId: id,
      mayHaveReachedService: true,
    });
  }

  private async confirmWith(url: URL, id: string, method: ConfirmMethod, what: string): Promise<void> {
    // No body, as in the spec's example; the length is said so no server waits for one.
    const bodyless: Record<string, string> = method === 'GET' ? {} : { 'Content-Length': '0' };
    const init: HttpRequest = {
      method,
      headers: { ...this.headers, 'Content-Type': 'application/json', ...bodyless },
    };
    const body = await this.json(
      await exchange(url, init, this.context('confirm', what, id)),
      'confirm',
      what,
      id,
    );
    const success = typeof body === 'object' && body !== null && 'success' in body ? body.success : undefined;
    if (success === true || success === 'true' || success === 1) return;
    const said =
      success === undefined ? 'an answer without "success"' : `"success": ${JSON.stringify(success)}`;
    throw new ApiError(`${what}: the service answered ${said}, so the order is not confirmed.`, {
      kind: 'not_confirmed',
      operation: 'confirm',
      orderId: id,
      mayHaveReachedService: true,
    });
  }

  private url(path: string): URL {
    return new URL(path, this.base);
  }

  /**
   * The address of one order. An id that would not stay one path segment (`..`, a slash, a control
   * character) is never sent: the request would reach another address.
   */
  private orderUrl(operation: ApiOperation, what: string, id: string, suffix: string): URL {
    const problem = orderIdProblem(id);
    if (problem !== null) {
      throw new ApiError(`${what}: OrderSlip does not send this id to the service: ${problem}.`, {
        kind: 'refused',
        operation,
        mayHaveReachedService: false,
      });
    }
    return this.url(`v1/orders/${encodeURIComponent(id)}${suffix}`);
  }

  private context(operation: ApiOperation, what: string, orderId?: string) {
    return {
      operation,
      what,
      timeoutMs: this.timeoutMs,
      ...(orderId === undefined ? {} : { orderId }),
      ...(this.stop ? { stop: this.stop } : {}),
    };
  }

  /** Checks the status and parses the JSON of an answer, or throws the ApiError that describes it. */
  private json(answer: HttpAnswer, operation: ApiOperation, what: string, orderId?: string): unknown {
    return this.jsonWithText(answer, operation, what, orderId).value;
  }

  private jsonWithText(
    answer: HttpAnswer,
    operation: ApiOperation,
    what: string,
    orderId?: string,
  ): { value: unknown; text: string } {
    const ids = orderId === undefined ? {} : { orderId };
    const { status } = answer;
    if (status < 200 || status > 299) throw this.statusError(answer, operation, what, orderId);
    try {
      return { value: JSON.parse(answer.body) as unknown, text: answer.body };
    } catch {
      throw new ApiError(`${what}: the service answered ${describeNonJson(answer)} instead of JSON.`, {
        kind: 'bad_response',
        operation,
        status,
        mayHaveReachedService: true,
        ...ids,
      });
    }
  }

  private statusError(answer: HttpAnswer, operation: ApiOperation, what: string, orderId?: string): ApiError {
    const { status } = answer;
    const base = {
      operation,
      status,
      mayHaveReachedService: true,
      ...(orderId === undefined ? {} : { orderId }),
    };
    const said = this.serviceMessage(answer);
    if (status === 401 || status === 403) {
      return new ApiError(
        `${what}: the service refused the access token or tenant (HTTP ${status}). Check both in Settings.`,
        { ...base, kind: 'unauthorized' },
      );
    }
    if (status === 404) {
      const target =
        orderId === undefined
          ? `the service has no such address (HTTP 404): check the service address in Settings`
          : `the service does not know order ${printable(orderId)} (HTTP 404)`;
      return new ApiError(`${what}: ${target}.`, { ...base, kind: 'not_found' });
    }
    if (status === 429) {
      const wait = retryAfterMs(answer.header('retry-after'));
      const when = wait === undefined ? '' : ` It asked to wait ${Math.ceil(wait / 1000)} s.`;
      return new ApiError(`${what}: the service is limiting requests (HTTP 429).${when}`, {
        ...base,
        kind: 'rate_limited',
        ...(wait === undefined ? {} : { retryAfterMs: wait }),
      });
    }
    if (status >= 500) {
      const wait = retryAfterMs(answer.header('retry-after'));
      return new ApiError(`${what}: the service had an error (HTTP ${status})${said}.`, {
        ...base,
        kind: 'server',
        ...(wait === undefined ? {} : { retryAfterMs: wait }),
      });
    }
    return new ApiError(`${what}: the service refused the request (HTTP ${status})${said}.`, {
      ...base,
      kind: 'refused',
    });
  }

  /** `: "<message>"` from a JSON error body, redacted and shortened; empty when there is none. */
  private serviceMessage(answer: HttpAnswer): string {
    try {
      const body: unknown = JSON.parse(answer.body);
      const message =
        typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
      if (typeof message !== 'string' || message.trim() === '') return '';
      // Quoted into log lines: no newline or terminal escape of the service's may reach them.
      const shown = printable(redact(message.trim(), this.token).replace(/\s+/g, ' '));
      return `: "${shown.length > 160 ? `${shown.slice(0, 160)}…` : shown}"`;
    } catch {
      return '';
    }
  }

  private badShape(operation: ApiOperation, what: string, expected: string, body: unknown): ApiError {
    const got = Array.isArray(body)
      ? 'a list'
      : body === null
        ? 'null'
        : typeof body === 'object'
          ? 'an object'
          : typeof body;
    return new ApiError(`${what}: the service sent ${got} where ${expected} belongs.`, {
      kind: 'bad_response',
      operation,
      mayHaveReachedService: true,
    });
  }

  /**
   * Runs an attempt, retrying with backoff what may succeed on a second try. Safe requests retry on
   * any passing trouble; confirm retries only where the service certainly did not act on it (no
   * connection, 429, 503), because a confirm the service did act on must not be reported as failed.
   */
  private async retrying<T>(operation: ApiOperation, what: string, attempt: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof ApiError) || tries >= this.maxAttempts || !this.isRetryable(error))
          throw error;
        const wait = error.retryAfterMs ?? backoffDelay(this.backoff, tries, this.random);
        if (wait > this.maxRetryAfterMs) throw error;
        this.log({
          level: 'warn',
          operation,
          message: `${error.message} Trying again in ${(wait / 1000).toFixed(1)} s (try ${tries + 1} of ${this.maxAttempts}).`,
        });
        try {
          await sleep(wait, this.stop);
        } catch {
          throw error; // stopped while waiting: the last failure is the answer
        }
      }
    }
  }

  private isRetryable(error: ApiError): boolean {
    if (error.operation === 'confirm') {
      return !error.mayHaveReachedService || error.kind === 'rate_limited' || error.status === 503;
    }
    return ['network', 'timeout', 'server', 'rate_limited', 'bad_response'].includes(error.kind);
  }
}

function describeNonJson(answer: HttpAnswer): string {
  const body = answer.body.trim();
  const type = answer.header('content-type') ?? '';
  if (body === '') return 'nothing';
  if (type.includes('html') || /^<(!doctype|html)/i.test(body)) return 'a web page';
  if (/^[[{]/.test(body)) return 'JSON that was cut off';
  return 'text';
}
