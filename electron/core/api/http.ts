/**
 * One HTTP exchange with the service, with a deadline, a cap on the answer's size, and every failure
 * mapped to an ApiError kind. Retrying is the client's business, not this module's.
 *
 * Built on node:http rather than fetch: a counter PC polls every few seconds for months, and fetch
 * (undici) costs about twice the CPU per idle poll and some 10 MB more memory (docs/PERFORMANCE.md).
 * Connections are kept alive, so a poll is one request on an open socket.
 */
import type { Agent, IncomingMessage } from 'node:http';
import { http, https } from '../runtime/http-modules';
import { msg } from '../../common/messages/catalogue';
import type { ServiceRequest } from '../../common/words/en/messages/service';
import { ApiError } from './errors';

export interface HttpAnswer {
  readonly status: number;
  /** A response header by its (case-insensitive) name; the first value when it was sent twice. */
  readonly header: (name: string) => string | undefined;
  readonly body: string;
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly headers: Readonly<Record<string, string>>;
}

/** An answer larger than this is not an order list (100 orders are well under 1 MiB). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Connection errors that mean the request never reached the service. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

// Idle sockets are closed before the usual server keep-alive limits (5 s in Node, 60 s in nginx) would
// close them under a request; a poll interval longer than this simply opens a new connection.
const agentOptions = { keepAlive: true, keepAliveMsecs: 1_000, maxSockets: 8, timeout: 4_000 };
const httpAgent = new http.Agent(agentOptions);
let httpsAgent: Agent | null = null;

export interface ExchangeContext {
  /** Which request this is: the start of every message about it ("Listing the orders of shop 3: …"). */
  readonly request: ServiceRequest;
  readonly timeoutMs: number;
  /** Aborts the request when the caller stops (the engine shutting down). */
  readonly stop?: AbortSignal;
}

type Outcome =
  | { readonly kind: 'answer'; readonly answer: HttpAnswer }
  | { readonly kind: 'timeout'; readonly stage: 'headers' | 'body' }
  | {
      readonly kind: 'failed';
      readonly code: string | undefined;
      readonly stage: 'headers' | 'body';
      readonly status?: number;
    }
  | { readonly kind: 'too-large'; readonly status: number };

function send(
  url: URL,
  init: HttpRequest,
  timeoutMs: number,
  stop: AbortSignal | undefined,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    let stage: 'headers' | 'body' = 'headers';
    let status: number | undefined;
    const finish = (outcome: Outcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      stop?.removeEventListener('abort', onStop);
      resolve(outcome);
    };
    const secure = url.protocol === 'https:';
    const request = (secure ? https().request : http.request)(url, {
      method: init.method,
      headers: init.headers,
      agent: secure ? (httpsAgent ??= new (https().Agent)(agentOptions)) : httpAgent,
    });
    const abort = (outcome: Outcome): void => {
      finish(outcome);
      request.destroy();
    };
    const deadline = setTimeout(() => abort({ kind: 'timeout', stage }), timeoutMs);
    const onStop = (): void => abort({ kind: 'timeout', stage });
    if (stop?.aborted) return onStop();
    stop?.addEventListener('abort', onStop, { once: true });

    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ kind: 'failed', code: error.code, stage, ...(status === undefined ? {} : { status }) }),
    );
    request.on('response', (response: IncomingMessage) => {
      stage = 'body';
      status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) return abort({ kind: 'too-large', status: status ?? 0 });
        chunks.push(chunk);
      });
      response.on('error', (error: NodeJS.ErrnoException) =>
        finish({ kind: 'failed', code: error.code, stage, status: status ?? 0 }),
      );
      response.on('aborted', () =>
        finish({ kind: 'failed', code: 'ECONNRESET', stage, status: status ?? 0 }),
      );
      response.on('end', () => {
        const headers = response.headers;
        finish({
          kind: 'answer',
          answer: {
            status: status ?? 0,
            header: (name) => {
              const value = headers[name.toLowerCase()];
              return Array.isArray(value) ? value[0] : value;
            },
            body: Buffer.concat(chunks).toString('utf8'),
          },
        });
      });
    });
    request.end();
  });
}

export async function exchange(url: URL, init: HttpRequest, context: ExchangeContext): Promise<HttpAnswer> {
  const { request, timeoutMs } = context;
  const { operation } = request;
  const ids = request.order === undefined ? {} : { orderId: request.order };
  const outcome = await send(url, init, timeoutMs, context.stop);
  switch (outcome.kind) {
    case 'answer':
      return outcome.answer;
    case 'timeout':
      throw new ApiError(
        msg(outcome.stage === 'headers' ? 'service.no-answer' : 'service.answer-incomplete', {
          request,
          waitMs: timeoutMs,
        }),
        { kind: 'timeout', operation, mayHaveReachedService: true, ...ids },
      );
    case 'too-large':
      throw new ApiError(
        msg('service.answer-too-large', { request, mebibytes: MAX_BODY_BYTES / 1024 / 1024 }),
        {
          kind: 'bad_response',
          operation,
          status: outcome.status,
          mayHaveReachedService: true,
          ...ids,
        },
      );
    case 'failed': {
      if (outcome.stage === 'body') {
        throw new ApiError(msg('service.answer-broke', { request }), {
          kind: 'bad_response',
          operation,
          ...(outcome.status === undefined ? {} : { status: outcome.status }),
          mayHaveReachedService: true,
          ...ids,
        });
      }
      const { code } = outcome;
      const notSent = code !== undefined && NOT_SENT_CODES.has(code);
      const said = notSent
        ? msg('service.unreachable', { request, host: url.host, reason: code })
        : msg('service.connection-broke', { request, reason: code ?? null });
      throw new ApiError(said, {
        kind: 'network',
        operation,
        mayHaveReachedService: !notSent,
        ...ids,
      });
    }
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
