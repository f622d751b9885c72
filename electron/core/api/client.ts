/**
 * The ordering-service client: the four operations of ordering-api.md with its headers, deadlines,
 * retries and decoding. What the spec leaves open, and how this client copes, is in
 * docs/ORDERING-SERVICE.md.
 */
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import type { JsonShape, NonJsonAnswer, ServiceRequest } from '../../common/words/en/messages/service';
import type { Order } from '../../common/model/order';
import { redactSecrets } from '../../common/syntax/redact';
import { backoffDelay, sleep, type BackoffPolicy } from '../time/backoff';
import { normalizeBaseUrl } from '../../common/syntax/base-url';
import { printable } from './decode-fields';
import { decodeOrder, type OrderDecoding, type UndecodableOrder } from './decode-order';
import { decodeShops, type ShopDecoding } from './decode-shop';
import { ApiError, type ApiOperation } from './errors';
import { exchange, retryAfterMs, type HttpAnswer, type HttpRequest } from './http';
import { arrayElementTexts } from './json-slices';
import { MAX_ORDER_ID_LENGTH, orderIdProblem } from './order-id';

export const CONFIRM_METHODS = ['POST', 'PUT', 'GET'] as const;
export type ConfirmMethod = (typeof CONFIRM_METHODS)[number];

/** The spec's hard ceiling for one page of the order list. */
export const MAX_LIST_LIMIT = 100;

export interface ClientLogEvent {
  readonly level: 'info' | 'warn';
  readonly operation: ApiOperation;
  readonly message: Message;
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
    if (config.tenant.trim() === '') throw new MessageError(msg('service.tenant-empty'));
    if (config.token.trim() === '') throw new MessageError(msg('service.token-empty'));
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
    const request: ServiceRequest =
      query.shop === undefined ? { operation: 'list' } : { operation: 'list', shop: query.shop };
    const { value: body, text } = await this.retrying(request, async () =>
      this.jsonWithText(
        await exchange(url, { method: 'GET', headers: this.headers }, this.context(request)),
        request,
      ),
    );
    if (!Array.isArray(body)) throw this.badShape(request, 'orders', body);
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
    const request: ServiceRequest = { operation: 'get', order: printable(id) };
    const url = this.orderUrl(request, id, '');
    const { value, text } = await this.retrying(request, async () =>
      this.jsonWithText(
        await exchange(url, { method: 'GET', headers: this.headers }, this.context(request)),
        request,
        id,
      ),
    );
    return decodeOrder(value, text);
  }

  async listShops(): Promise<ShopDecoding> {
    const url = this.url('v1/shops');
    const request: ServiceRequest = { operation: 'shops' };
    const body = await this.retrying(request, async () =>
      this.json(
        await exchange(url, { method: 'GET', headers: this.headers }, this.context(request)),
        request,
      ),
    );
    if (!Array.isArray(body)) throw this.badShape(request, 'shops', body);
    return decodeShops(body);
  }

  /**
   * Confirms an order; resolves only on `{"success": true}`. The spec does not name the HTTP method,
   * so the method that worked before is tried first, then POST, PUT and GET in turn while the service
   * answers 405 (or 501).
   */
  async confirm(id: string): Promise<void> {
    const request: ServiceRequest = { operation: 'confirm', order: printable(id) };
    const url = this.orderUrl(request, id, '/confirm');
    const remembered = this.workingConfirmMethod;
    const methods = remembered
      ? [remembered, ...CONFIRM_METHODS.filter((m) => m !== remembered)]
      : CONFIRM_METHODS;
    for (const method of methods) {
      try {
        await this.retrying(request, () => this.confirmWith(url, id, method, request));
        if (this.workingConfirmMethod !== method) {
          this.log({
            level: 'info',
            operation: 'confirm',
            message: msg('service.confirm-method', { method }),
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
    throw new ApiError(msg('service.confirm-methods-refused', { request }), {
      kind: 'refused',
      operation: 'confirm',
      status: 405,
      orderId: id,
      mayHaveReachedService: true,
    });
  }

  private async confirmWith(
    url: URL,
    id: string,
    method: ConfirmMethod,
    request: ServiceRequest,
  ): Promise<void> {
    // No body, as in the spec's example; the length is said so no server waits for one.
    const bodyless: Record<string, string> = method === 'GET' ? {} : { 'Content-Length': '0' };
    const init: HttpRequest = {
      method,
      headers: { ...this.headers, 'Content-Type': 'application/json', ...bodyless },
    };
    const body = await this.json(await exchange(url, init, this.context(request)), request, id);
    const success = typeof body === 'object' && body !== null && 'success' in body ? body.success : undefined;
    if (success === true || success === 'true' || success === 1) return;
    const said = success === undefined ? null : printable(shorten(JSON.stringify(success) ?? 'null'));
    throw new ApiError(msg('service.not-confirmed', { request, success: said }), {
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
  private orderUrl(request: ServiceRequest, id: string, suffix: string): URL {
    const problem = orderIdProblem(id);
    if (problem !== null) {
      throw new ApiError(
        msg('service.unsafe-order-id', { request, problem, maxLength: MAX_ORDER_ID_LENGTH }),
        {
          kind: 'refused',
          operation: request.operation,
          mayHaveReachedService: false,
        },
      );
    }
    return this.url(`v1/orders/${encodeURIComponent(id)}${suffix}`);
  }

  /** An order's id reaches a request only once `orderUrl` took it, so its printable form is itself. */
  private context(request: ServiceRequest) {
    return { request, timeoutMs: this.timeoutMs, ...(this.stop ? { stop: this.stop } : {}) };
  }

  /** Checks the status and parses the JSON of an answer, or throws the ApiError that describes it. */
  private json(answer: HttpAnswer, request: ServiceRequest, orderId?: string): unknown {
    return this.jsonWithText(answer, request, orderId).value;
  }

  private jsonWithText(
    answer: HttpAnswer,
    request: ServiceRequest,
    orderId?: string,
  ): { value: unknown; text: string } {
    const ids = orderId === undefined ? {} : { orderId };
    const { status } = answer;
    if (status < 200 || status > 299) throw this.statusError(answer, request, orderId);
    try {
      return { value: JSON.parse(answer.body) as unknown, text: answer.body };
    } catch {
      throw new ApiError(msg('service.not-json', { request, status, got: nonJson(answer) }), {
        kind: 'bad_response',
        operation: request.operation,
        status,
        mayHaveReachedService: true,
        ...ids,
      });
    }
  }

  private statusError(answer: HttpAnswer, request: ServiceRequest, orderId?: string): ApiError {
    const { status } = answer;
    const base = {
      operation: request.operation,
      status,
      mayHaveReachedService: true,
      ...(orderId === undefined ? {} : { orderId }),
    };
    const wait = retryAfterMs(answer.header('retry-after'));
    const retry = wait === undefined ? {} : { retryAfterMs: wait };
    if (status === 401 || status === 403)
      return new ApiError(msg('service.unauthorized', { request, status }), {
        ...base,
        kind: 'unauthorized',
      });
    if (status === 404) {
      const said =
        orderId === undefined
          ? msg('service.no-such-address', { request })
          : msg('service.unknown-order', { request, order: printable(orderId) });
      return new ApiError(said, { ...base, kind: 'not_found' });
    }
    if (status === 429) {
      return new ApiError(msg('service.rate-limited', { request, retryAfterMs: wait ?? null }), {
        ...base,
        kind: 'rate_limited',
        ...retry,
      });
    }
    const said = this.serviceMessage(answer);
    if (status >= 500) {
      return new ApiError(
        msg('service.server-error', { request, status, said, retryAfterMs: wait ?? null }),
        {
          ...base,
          kind: 'server',
          ...retry,
        },
      );
    }
    return new ApiError(msg('service.refused', { request, status, said }), { ...base, kind: 'refused' });
  }

  /** The `message` of a JSON error body, redacted, on one line and shortened; null when there is none. */
  private serviceMessage(answer: HttpAnswer): string | null {
    try {
      const body: unknown = JSON.parse(answer.body);
      const message =
        typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
      if (typeof message !== 'string' || message.trim() === '') return null;
      // Quoted into log lines: no newline or terminal escape of the service's may reach them.
      return printable(shorten(redactSecrets(message.trim(), [this.token]).replace(/\s+/g, ' ')));
    } catch {
      return null;
    }
  }

  private badShape(request: ServiceRequest, expected: 'orders' | 'shops', body: unknown): ApiError {
    return new ApiError(msg('service.wrong-shape', { request, got: shapeOf(body), expected }), {
      kind: 'bad_response',
      operation: request.operation,
      mayHaveReachedService: true,
    });
  }

  /**
   * Runs an attempt, retrying with backoff what may succeed on a second try. Safe requests retry on
   * any passing trouble; confirm retries only where the service certainly did not act on it (no
   * connection, 429, 503), because a confirm the service did act on must not be reported as failed.
   */
  private async retrying<T>(request: ServiceRequest, attempt: () => Promise<T>): Promise<T> {
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
          operation: request.operation,
          message: msg('service.retrying', {
            cause: error.said,
            waitMs: wait,
            attempt: tries + 1,
            attempts: this.maxAttempts,
          }),
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

function nonJson(answer: HttpAnswer): NonJsonAnswer {
  const body = answer.body.trim();
  const type = answer.header('content-type') ?? '';
  if (body === '') return 'nothing';
  if (type.includes('html') || /^<(!doctype|html)/i.test(body)) return 'web-page';
  if (/^[[{]/.test(body)) return 'cut-off';
  return 'text';
}

function shapeOf(body: unknown): JsonShape {
  if (body === null) return 'null';
  const type = typeof body;
  return type === 'object' || type === 'string' || type === 'number' || type === 'boolean' ? type : 'other';
}

/** What the service said is quoted, not reproduced: 160 characters tell a person enough. */
function shorten(text: string): string {
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}
