/**
 * One HTTP exchange with the service, with a deadline, a cap on the answer's size, and every failure
 * mapped to an ApiError kind. Retrying is the client's business, not this module's.
 */
import { ApiError, type ApiOperation } from './errors';

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

/** An answer larger than this is not an order list (100 orders are well under 1 MiB). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Connection errors that mean the request never reached the service. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export interface ExchangeContext {
  readonly operation: ApiOperation;
  /** "Listing orders of shop 3": the start of every message about this request. */
  readonly what: string;
  readonly orderId?: string;
  readonly timeoutMs: number;
  /** Aborts the request when the caller stops (the engine shutting down). */
  readonly stop?: AbortSignal;
}

function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string')
      return current.code;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

async function readBody(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new RangeError('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function exchange(url: URL, init: RequestInit, context: ExchangeContext): Promise<HttpAnswer> {
  const { operation, what, orderId, timeoutMs } = context;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = context.stop ? AbortSignal.any([deadline, context.stop]) : deadline;
  const ids = orderId === undefined ? {} : { orderId };
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, redirect: 'error' });
  } catch (error) {
    if (isTimeout(error)) {
      throw new ApiError(`${what}: the ordering service did not answer within ${timeoutMs / 1000} s.`, {
        kind: 'timeout',
        operation,
        mayHaveReachedService: true,
        ...ids,
      });
    }
    const code = errorCode(error);
    const notSent = code !== undefined && NOT_SENT_CODES.has(code);
    const how = notSent
      ? `could not reach the ordering service at ${url.host} (${code})`
      : `the connection to the ordering service broke${code ? ` (${code})` : ''}`;
    throw new ApiError(`${what}: ${how}. Check this computer's internet connection.`, {
      kind: 'network',
      operation,
      mayHaveReachedService: !notSent,
      ...ids,
    });
  }
  try {
    return { status: response.status, headers: response.headers, body: await readBody(response) };
  } catch (error) {
    const reason = isTimeout(error)
      ? `the answer did not arrive completely within ${timeoutMs / 1000} s`
      : error instanceof RangeError
        ? `the answer was larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB`
        : 'the connection broke while the answer arrived';
    throw new ApiError(`${what}: ${reason}.`, {
      kind: isTimeout(error) ? 'timeout' : 'bad_response',
      operation,
      status: response.status,
      mayHaveReachedService: true,
      ...ids,
    });
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
