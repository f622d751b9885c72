/**
 * What both of the window's listeners share (the local one in the headless host, the one served to the
 * shop's network): the API's answers and refusals as JSON messages, the event stream, and the built
 * window's files. Plain Node, no Vite: the app's main process serves the network window with it too.
 */
import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { unescape as unescapePath } from 'node:querystring';
import { isAppCommand, type AppApi } from '../../common/contract/app-api';
import { GRANT_HEADER } from '../../common/contract/pin';
import { msg, type Message } from '../../common/messages/catalogue';
import { dispatch, MAX_NAME_IN_MESSAGE, unknownCommand, type DispatchOptions } from './dispatch';

export const API_HEADER = 'x-orderslip';
export { GRANT_HEADER };
const MAX_BODY_BYTES = 1024 * 1024;
export const HEARTBEAT_MS = 25_000;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * Sent with every answer: no other site may show the window in a frame (clickjacking). A `<meta>` CSP
 * cannot say this (browsers ignore frame-ancestors there), X-Frame-Options is for older browsers.
 */
export const FRAMING_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/** A refusal, as every answer of the API: a message the window words in its language. */
export function refuse(response: ServerResponse, status: number, error: Message): void {
  reply(response, status, { error });
}

/** The request's method as it may appear in a message: it came from outside, so it is bounded. */
export function methodOf(request: IncomingMessage): string {
  return (request.method ?? '').slice(0, 16);
}

export function reply(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body ?? null);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(text);
}

export function openStream(
  request: IncomingMessage,
  response: ServerResponse,
  streams: Set<ServerResponse>,
): void {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  });
  response.write(': connected\n\n');
  streams.add(response);
  request.on('close', () => streams.delete(response));
}

class BadRequest extends Error {
  constructor(
    readonly status: number,
    readonly said: Message,
  ) {
    super(said.code);
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw new BadRequest(413, msg('host.request-too-large', { maxBytes: MAX_BODY_BYTES }));
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest(400, msg('host.request-not-json'));
  }
}

/**
 * `POST /api/<command>`: only from the window's own pages (`originAllowed`; a custom header makes any
 * cross-site request fail its preflight), answered by the one dispatcher.
 */
export async function handleCommand(
  name: string,
  request: IncomingMessage,
  response: ServerResponse,
  originAllowed: (origin: string | undefined) => boolean,
  options: Pick<DispatchOptions, 'onUnexpected'> & {
    readonly api: AppApi;
    /** Which client this is (a grant is good only for the client it was given to). */
    readonly client: string;
  },
): Promise<void> {
  if (request.method !== 'POST')
    return refuse(response, 405, msg('host.method-not-allowed', { method: methodOf(request) }));
  if (
    !originAllowed(request.headers.origin) ||
    request.headers[API_HEADER] !== '1' ||
    !request.headers['content-type']?.startsWith('application/json')
  ) {
    return refuse(response, 403, msg('host.not-our-window', { command: name.slice(0, MAX_NAME_IN_MESSAGE) }));
  }
  if (!isAppCommand(name)) return refuse(response, 404, unknownCommand(name));
  let args: unknown;
  try {
    args = await readJson(request);
  } catch (error) {
    if (error instanceof BadRequest) return refuse(response, error.status, error.said);
    // The request broke off while it was read: nobody is left to answer.
    return void response.destroy();
  }
  const grant = request.headers[GRANT_HEADER];
  const answer = await dispatch(options.api, name, args, {
    ...(options.onUnexpected ? { onUnexpected: options.onUnexpected } : {}),
    caller: { client: options.client, grant: typeof grant === 'string' ? grant : null },
  });
  if ('error' in answer) return reply(response, 422, answer);
  reply(response, 200, { result: answer.result ?? null });
}

export function serveFile(directory: string, path: string, response: ServerResponse): void {
  // Unlike decodeURIComponent, querystring's unescape never throws: a bad %-escape must not end the process.
  const relative = normalize(unescapePath(path)).replace(/^([/\\])+/, '');
  let file = resolve(directory, relative);
  if (!inside(file, directory)) return refuse(response, 404, msg('host.not-found'));
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(directory, 'index.html');
  // Where the file really is: a link inside out/renderer must not lead out of it.
  const real = realPath(file);
  if (real === null || !within(real, [directory])) return refuse(response, 404, msg('host.not-found'));
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': file.endsWith('index.html') ? 'no-store' : 'max-age=3600',
  });
  createReadStream(file).pipe(response);
}

/** Whether `path` is `folder` or below it, by their names (for what does not exist yet). */
export function inside(path: string, folder: string): boolean {
  const base = resolve(folder);
  return path === base || path.startsWith(base.endsWith(sep) ? base : base + sep);
}

/** The real path of `path` (links resolved), or null when there is nothing there. */
export function realPath(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/** Whether the real path `file` is one of `folders` or below one, comparing real paths. */
export function within(file: string, folders: readonly string[]): boolean {
  return folders.some((folder) => inside(file, realPath(folder) ?? folder));
}
