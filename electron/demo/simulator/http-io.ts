/** Small pieces of node:http plumbing: a reply as a value, sending it, reading a bounded body. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Reply {
  readonly status: number;
  readonly body: string;
  readonly contentType: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export function jsonReply(status: number, value: unknown, headers?: Readonly<Record<string, string>>): Reply {
  return {
    status,
    body: JSON.stringify(value),
    contentType: 'application/json',
    ...(headers ? { headers } : {}),
  };
}

export function messageReply(
  status: number,
  message: string,
  headers?: Readonly<Record<string, string>>,
): Reply {
  return jsonReply(status, { message }, headers);
}

export function send(res: ServerResponse, reply: Reply): void {
  const body = Buffer.from(reply.body, 'utf8');
  res.writeHead(reply.status, {
    ...reply.headers,
    'Content-Type': reply.contentType,
    'Content-Length': String(body.length),
  });
  res.end(body);
}

export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

/** The whole request body as text; rejects with BodyTooLarge past `maxBytes`. */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new BodyTooLarge(`the request body is larger than ${maxBytes} bytes`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Splits a request target into path and query by hand: `new URL` would read `//host/x` as a host. */
export function splitTarget(target: string): { path: string; query: string } {
  const mark = target.indexOf('?');
  return mark < 0
    ? { path: target, query: '' }
    : { path: target.slice(0, mark), query: target.slice(mark + 1) };
}
