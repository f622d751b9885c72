/**
 * Speaking HTTP by hand to a host on this machine: a request sent exactly as written (no client tidies a
 * `..` away, adds an Origin or keeps a connection alive), and a port nothing listens on.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';

export interface RawAnswer {
  readonly status: number;
  readonly text: string;
  readonly headers: IncomingHttpHeaders;
}

export interface RawRequest {
  readonly method: string;
  /** Sent as written, `..` and all. */
  readonly path: string;
  readonly headers?: Readonly<Record<string, string | number>>;
  readonly body?: string;
  /** Fails the request when no whole answer came within this many ms. */
  readonly timeoutMs?: number;
}

/**
 * One request to `base` (its host and port), on a connection of its own: a kept-alive one may be closed by
 * the host's idle timer just as the next request goes out on it (ECONNRESET on a busy machine), which a
 * browser would retry.
 */
export function rawRequest(base: URL | string, options: RawRequest): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, headers: response.headers }),
        );
      },
    );
    if (options.timeoutMs !== undefined) {
      const ms = options.timeoutMs;
      sent.setTimeout(ms, () =>
        sent.destroy(new Error(`${options.method} ${options.path}: no answer in ${ms} ms`)),
      );
    }
    sent.on('error', reject);
    sent.end(options.body ?? '');
  });
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening, failed) => {
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => listening());
  });
  const { port } = probe.address() as { port: number };
  await new Promise<void>((closed) => probe.close(() => closed()));
  return port;
}
