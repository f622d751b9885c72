/**
 * The fleet host's listener: counters POST their reports, the page, `fleet-status` and Prometheus GET
 * the view and /metrics, all behind the fleet key; the page itself (`/`, its script and style) is open,
 * as it holds nothing until the key is typed into it.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FLEET_PATHS } from '../../common/contract/fleet';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { http } from '../runtime/http-modules';

/** A report is about 1 KB; a counter with many shops and printers stays well under this. */
export const MAX_REPORT_BYTES = 16 * 1024;

/** What answers each route; the listener only routes, checks the key and reads bodies. */
export interface FleetRoutes {
  readonly authorised: (request: IncomingMessage) => boolean;
  /** A decoded body, or a refusal (its status and message). */
  readonly report: (
    body: unknown,
  ) => { readonly ok: true } | { readonly ok: false; readonly problem: Message };
  readonly view: () => unknown;
  /** The page's list in a language, as HTML (already escaped), for the page's script. */
  readonly pageBody: (url: URL) => string;
  readonly metrics: () => Promise<{ readonly contentType: string; readonly text: string }>;
  readonly page: (request: IncomingMessage, url: URL) => string;
  /** The page's own Content-Security-Policy (its inline script and style by hash). */
  readonly pageCsp: string;
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  // What is not the page (JSON, the list, metrics) may run nothing and be framed by nobody.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
} as const;

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  extra: Record<string, string> = {},
): void {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, ...extra });
  response.end(body);
}

function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body), extra);
}

function refuse(
  response: ServerResponse,
  status: number,
  error: Message,
  extra: Record<string, string> = {},
): void {
  json(response, status, { error }, extra);
}

class TooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REPORT_BYTES) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function route(routes: FleetRoutes, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://fleet.invalid');
  const method = request.method ?? '';
  const read = method === 'GET' || method === 'HEAD';
  const wrongMethod = (): void =>
    refuse(response, 405, msg('host.method-not-allowed', { method: method.slice(0, 16) }));
  const keyed = (): boolean => {
    if (routes.authorised(request)) return true;
    refuse(response, 401, msg('fleet-host.key-refused'), {
      'WWW-Authenticate': 'Bearer realm="OrderSlip fleet"',
    });
    return false;
  };
  switch (url.pathname) {
    case FLEET_PATHS.report: {
      if (method !== 'POST') return wrongMethod();
      // The key before the body: a stranger's request costs no reading.
      if (!keyed()) return void request.resume();
      let text: string;
      try {
        text = await readBody(request);
      } catch (error) {
        if (error instanceof TooLarge) {
          refuse(response, 413, msg('fleet-host.report-too-large', { maxBytes: MAX_REPORT_BYTES }), {
            Connection: 'close',
          });
          return void request.destroy();
        }
        return void response.destroy();
      }
      let body: unknown;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return refuse(response, 400, msg('fleet-host.report-not-json'));
      }
      const taken = routes.report(body);
      if (!taken.ok) return refuse(response, 400, taken.problem);
      response.writeHead(204, SECURITY_HEADERS);
      return void response.end();
    }
    case FLEET_PATHS.view:
      if (!read) return wrongMethod();
      if (!keyed()) return;
      return json(response, 200, routes.view());
    case FLEET_PATHS.page:
      if (!read) return wrongMethod();
      if (!keyed()) return;
      return send(response, 200, 'text/html; charset=utf-8', routes.pageBody(url));
    case '/metrics': {
      if (!read) return wrongMethod();
      if (!keyed()) return;
      const metrics = await routes.metrics();
      return send(response, 200, metrics.contentType, metrics.text);
    }
    case '/':
      if (!read) return wrongMethod();
      return send(response, 200, 'text/html; charset=utf-8', routes.page(request, url), {
        'Content-Security-Policy': routes.pageCsp,
      });
    default:
      return refuse(response, 404, msg('host.not-found'));
  }
}

export interface FleetListener {
  readonly server: Server;
  readonly port: number;
  readonly url: string;
  close(): Promise<void>;
}

export async function listenFleet(
  routes: FleetRoutes,
  address: string,
  port: number,
  onUnexpected: (error: unknown) => void,
): Promise<FleetListener> {
  const server = http.createServer((request, response) => {
    route(routes, request, response).catch((error: unknown) => {
      onUnexpected(error);
      if (!response.headersSent) refuse(response, 500, msg('fleet-host.failed'));
      else response.destroy();
    });
  });
  // A slow client may not hold a connection for ever: counters send a kilobyte, the page a GET.
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  // Longer than a counter's minute between reports: its connection is still open for the next one,
  // rather than closed by the host just as the counter sends on it (a reset, and a report lost).
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new MessageError(msg('host.port-in-use', { port }), { cause: error })
          : error,
      ),
    );
    server.listen(port, address, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  const shown =
    address === '0.0.0.0' || address === '::'
      ? '127.0.0.1'
      : address.includes(':')
        ? `[${address}]`
        : address;
  return {
    server,
    port: bound,
    url: `http://${shown}:${bound}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
