/**
 * Everything that can go wrong talking to the ordering service, as one error type with a `kind` the
 * engine decides on and a message a shop person can read. Messages are built only from our own words,
 * status codes and (redacted) snippets of what the service said: never from request headers.
 */

export type ApiOperation = 'list' | 'confirm' | 'get' | 'shops';

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

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: ApiOperation;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly orderId: string | undefined;
  readonly mayHaveReachedService: boolean;

  constructor(message: string, details: ApiErrorDetails) {
    super(message);
    this.kind = details.kind;
    this.operation = details.operation;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.orderId = details.orderId;
    this.mayHaveReachedService = details.mayHaveReachedService;
  }
}

/** Replaces every occurrence of the secret in text the service sent back, in case it echoes headers. */
export function redact(text: string, secret: string): string {
  if (secret.length < 4) return text;
  return text.split(secret).join('[token]');
}
