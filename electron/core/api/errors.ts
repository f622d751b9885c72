/**
 * Everything that can go wrong talking to the ordering service, as one error type with a `kind` the
 * engine decides on and a message (a `service.*` code) a shop person can read. Its parameters are our
 * own values, status codes and (redacted) snippets of what the service said: never request headers.
 */

import type { Message } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import type { ServiceOperation } from '../../common/words/en/messages/service';

export type ApiOperation = ServiceOperation;

export type ApiErrorKind =
  /** No connection could be made or it broke (DNS, refused, reset). */
  | 'network'
  /** No complete answer within the time limit. */
  | 'timeout'
  /**
   * 401 or 403: the token or tenant was refused, or a proxy or firewall in between refused. Not retried
   * here; the engine believes it only when it repeats (see docs/ORDERING-SERVICE.md).
   */
  | 'unauthorized'
  /** 404: the order (or the address) does not exist. */
  | 'not_found'
  /** 429: too many requests; `retryAfterMs` says when to come back, when the service said. */
  | 'rate_limited'
  /** 5xx. */
  | 'server'
  /** The answer was not what the service promises: not JSON, cut off, an HTML page, the wrong shape. */
  | 'bad_response'
  /** Another 4xx (400, 405, 422…): the service refused the request itself. */
  | 'refused'
  /** Confirm answered, but not with `success: true`. */
  | 'not_confirmed';

export interface ApiErrorDetails {
  readonly kind: ApiErrorKind;
  readonly operation: ApiOperation;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly orderId?: string;
  /** Whether the request may have been acted on by the service (matters for confirm). */
  readonly mayHaveReachedService: boolean;
}

export class ApiError extends MessageError {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: ApiOperation;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly orderId: string | undefined;
  readonly mayHaveReachedService: boolean;

  constructor(said: Message, details: ApiErrorDetails) {
    super(said);
    this.kind = details.kind;
    this.operation = details.operation;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.orderId = details.orderId;
    this.mayHaveReachedService = details.mayHaveReachedService;
  }
}
