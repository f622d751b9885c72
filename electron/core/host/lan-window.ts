/**
 * The window served to the shop's network (off by default, Settings › Network): the same window and
 * API as on this PC, but only to devices paired once with a code shown here. Unpaired, a request gets
 * the pairing page and nothing else: no API answer, no event, no file of the window. Paired, API calls
 * still need the window's own header and a same-origin Origin, so another site cannot drive it.
 * It is a host (a listener carrying AppApi, like the local HTTP host), so it lives with the hosts; the
 * network layer below keeps what pairing decides (`network/pairing/pairing-store.ts`).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { http } from '../runtime/http-modules';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { AppApi } from '../../common/contract/app-api';
import type { PairedDeviceView, PairingCodeView } from '../../common/contract/network';
import type { AppSettings } from '../../common/contract/settings';
import { type PairingWords } from '../../common/words/en/window/pairing';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError, messageOf, textOf } from '../../common/messages/errors';
import { LANGUAGES, type Language } from '../../common/words/languages';
import type { DispatchOptions } from './dispatch';
import {
  FRAMING_HEADERS,
  handleCommand,
  HEARTBEAT_MS,
  methodOf,
  openStream,
  refuse,
  serveFile,
} from './http-serve';
import type { WindowPairing } from '../network/parts';
import { PairingStore } from '../network/pairing/pairing-store';
import type { CounterMetrics } from './metrics';
import { METRICS_PATH } from './metrics';
import { wordsOf } from '../../common/words/catalogues';

const COOKIE = 'orderslip_pairing';
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/**
 * A wrong code costs this much time, and tries are answered one after the other: the next try is only
 * looked at once the last wrong one's time is up, so parallel posts cannot spend the five tries at once.
 */
export const WRONG_CODE_DELAY_MS = 1_000;

export interface LanWindowOptions {
  /** The data folder: paired devices are kept there. */
  readonly dataDir: string;
  /** The app's root: the built window is in out/renderer below it. */
  readonly root: string;
  /** Where to listen; all addresses by default (tests: 127.0.0.2). */
  readonly host?: string;
  readonly onUnexpected?: DispatchOptions['onUnexpected'];
  readonly log?: (level: 'info' | 'warn' | 'error', message: Message) => void;
  readonly now?: () => number;
}

export class LanWindow implements WindowPairing {
  private readonly store: PairingStore;
  private api: AppApi | null = null;
  private metrics: CounterMetrics | null = null;
  private server: Server | null = null;
  private port: number | null = null;
  private wanted: number | null = null;
  private readonly streams = new Map<ServerResponse, string>();
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private opening: Promise<void> = Promise.resolve();
  /** The last try on the code and its penalty: the next one waits for it (see WRONG_CODE_DELAY_MS). */
  private tries: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: LanWindowOptions) {
    this.store = new PairingStore(join(options.dataDir, 'paired-devices.json'), options.now);
  }

  /** The API the window talks to (the app service, made after this), and the metrics it may serve. */
  serve(api: AppApi, metrics?: CounterMetrics): void {
    this.api = api;
    this.metrics = metrics ?? null;
  }

  apply(settings: AppSettings): void {
    const { enabled, port } = settings.network.serveWindow;
    const wanted = enabled ? port : null;
    if (wanted === this.wanted) return;
    this.wanted = wanted;
    this.opening = this.opening.then(async () => {
      await this.close();
      if (wanted !== null) await this.open(wanted);
    });
  }

  /** Resolves once the listener follows the last `apply` (tests wait for it). */
  ready(): Promise<void> {
    return this.opening;
  }

  servedAt(): readonly string[] | null {
    if (this.server === null || this.port === null) return null;
    const host = this.options.host;
    const addresses = host && host !== '0.0.0.0' ? [host] : lanAddresses();
    return addresses.map((address) => `http://${address}:${this.port}/`);
  }

  startPairing(): PairingCodeView {
    const urls = this.servedAt();
    if (urls === null) throw new MessageError(msg('pairing.not-served'));
    const { code, expiresAt } = this.store.newCode();
    return { code, expiresAt: expiresAt.toISOString(), urls };
  }

  devices(): readonly PairedDeviceView[] {
    return this.store.list();
  }

  unpair(deviceId: string): void {
    this.store.unpair(deviceId);
    // Its open event streams end now: it hears nothing more.
    for (const [stream, device] of this.streams) if (device === deviceId) stream.end();
  }

  async stop(): Promise<void> {
    this.wanted = null;
    await this.opening;
    await this.close();
  }

  private async open(port: number): Promise<void> {
    const server = http.createServer((request, response) => void this.handle(request, response));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, this.options.host ?? '0.0.0.0', () => resolve());
      });
    } catch (error) {
      this.options.log?.('error', msg('pairing.cannot-serve', { port, detail: textOf(error) }));
      return;
    }
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    this.unsubscribe =
      this.api?.subscribe((event) => {
        const data = `data: ${JSON.stringify(event)}\n\n`;
        for (const stream of this.streams.keys()) stream.write(data);
      }) ?? null;
    this.heartbeat = setInterval(
      () => this.streams.forEach((_, stream) => stream.write(': keep-alive\n\n')),
      HEARTBEAT_MS,
    );
    this.heartbeat.unref();
  }

  private async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.port = null;
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
    this.unsubscribe = null;
    for (const stream of this.streams.keys()) stream.end();
    this.streams.clear();
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(FRAMING_HEADERS)) response.setHeader(name, value);
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const address = request.socket.remoteAddress ?? null;
    if (path === '/pair') return this.pairing(request, response, address);
    // A scraper is no paired device: the fleet key is its pass (CounterMetrics refuses without it).
    if (path === METRICS_PATH && request.method === 'GET' && this.metrics)
      return this.metrics.serve(request, response).catch((error: unknown) => {
        // The metrics are Status read again: a failure there is one of reading Status, for the log.
        this.options.onUnexpected?.('getStatus', error);
        if (!response.headersSent) refuse(response, 500, messageOf(error));
        else response.destroy();
      });
    const device = this.store.verify(cookieOf(request), address);
    const api = this.api;
    if (device === null || api === null) {
      if (path.startsWith('/api/')) return refuse(response, 401, msg('pairing.required'));
      response.writeHead(303, { Location: '/pair', 'Cache-Control': 'no-store' });
      return void response.end();
    }
    if (path === '/api/events' && request.method === 'GET') {
      const streams = new Set<ServerResponse>();
      openStream(request, response, streams);
      this.streams.set(response, device.id);
      request.on('close', () => this.streams.delete(response));
      return;
    }
    if (path.startsWith('/api/')) {
      const host = request.headers.host;
      return void handleCommand(
        path.slice('/api/'.length),
        request,
        response,
        (origin) => origin === undefined || (host !== undefined && origin === `http://${host}`),
        {
          api,
          // Each paired device is a client of its own: a grant given to one is no key for another.
          client: `lan:${device.id}`,
          ...(this.options.onUnexpected ? { onUnexpected: this.options.onUnexpected } : {}),
        },
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return refuse(response, 405, msg('host.method-not-allowed', { method: methodOf(request) }));
    const built = join(this.options.root, 'out/renderer');
    if (!existsSync(join(built, 'index.html'))) return refuse(response, 404, msg('host.window-not-built'));
    serveFile(built, path, response);
  }

  private async pairing(
    request: IncomingMessage,
    response: ServerResponse,
    address: string | null,
  ): Promise<void> {
    const words = wordsOf(languageOf(request.headers['accept-language'])).pairingPage;
    if (request.method === 'GET' || request.method === 'HEAD') return page(response, 200, words, null);
    if (request.method !== 'POST')
      return refuse(response, 405, msg('host.method-not-allowed', { method: methodOf(request) }));
    // Refused before the body is read and before the store hears of it: not a try, the code lives on.
    if (!fromPairingPage(request)) return page(response, 403, words, words.foreign);
    const body = await readForm(request);
    if (body === null) return void response.destroy();
    const code = body.get('code') ?? '';
    const device = { name: String(request.headers['user-agent'] ?? ''), address };
    const turn = this.tries.then(async () => {
      const attempt = this.store.pair(code, device);
      // Only a try on a live code is worth guessing; "no code" and "expired" are answered at once.
      if (!attempt.ok && attempt.why === 'wrong') await sleep(WRONG_CODE_DELAY_MS);
      return attempt;
    });
    this.tries = turn.catch(() => undefined);
    const attempt = await turn;
    if (!attempt.ok) {
      const said = { wrong: words.wrong, expired: words.expired, 'no-code': words.noCode }[attempt.why];
      // The page again with the reason: an answer the browser shows, not a failed load.
      return page(response, 200, words, said);
    }
    response.writeHead(303, {
      Location: '/',
      'Set-Cookie': `${COOKIE}=${attempt.secret}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${COOKIE_MAX_AGE_S}`,
      'Cache-Control': 'no-store',
    });
    response.end();
  }
}

const sleep = (ms: number): Promise<void> => new Promise((wake) => setTimeout(wake, ms));

/**
 * Whether a post to /pair comes from our own pairing page, so a page of another site opened in a
 * browser on the shop's network cannot spend the owner's tries with a hidden form. What browsers send:
 * - `Origin`, on every POST in today's browsers: it must be this listener itself (`http://` + Host);
 *   `null` (a sandboxed or redirected form) is refused;
 * - `Sec-Fetch-Site`: `same-origin` (or `none`, typed by the person) only; `cross-site` and
 *   `same-site` (another port or app on the same address) are refused;
 * - an older browser may send neither on a same-origin post: then a `Referer`, when sent, must be ours.
 * The Host must be an address or a local name (`counter`, `counter.local`, `localhost`): a name on the
 * internet pointing at this PC (DNS rebinding) would otherwise make a foreign page "same-origin".
 */
function fromPairingPage(request: IncomingMessage): boolean {
  const host = request.headers.host;
  if (host === undefined || !isLocalHost(host)) return false;
  const own = `http://${host}`;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === own;
  const referer = request.headers.referer;
  if (referer === undefined) return true;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}

/**
 * Names a shop's own network gives out (mDNS, a router's DNS), none of which can be registered on the
 * internet, so none can be made to point here by a stranger's page.
 */
const LOCAL_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.(local|lan|home|internal|localdomain|home\.arpa|fritz\.box)$/;

/** An IPv4 or IPv6 address, a single-label name, or a name of the shop's own network. */
function isLocalHost(host: string): boolean {
  if (/^\[[0-9a-f:.]+\](:\d+)?$/i.test(host)) return true;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || /^[a-z0-9-]+$/.test(name) || LOCAL_NAME.test(name);
}

function cookieOf(request: IncomingMessage): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=') || null;
  }
  return null;
}

function languageOf(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    const found = LANGUAGES.find((language) => language === tag);
    if (found) return found;
  }
  return 'en';
}

/** A small form body (the code); null when it is too large or broke off. */
async function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  let text = '';
  try {
    for await (const chunk of request as AsyncIterable<Buffer>) {
      text += chunk.toString('utf8');
      if (text.length > 1_000) return null;
    }
  } catch {
    return null;
  }
  return new URLSearchParams(text);
}

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The pairing page: no script, one form; what it says is ours, escaped all the same. */
function page(response: ServerResponse, status: number, words: PairingWords, error: string | null): void {
  const html = `<!doctype html>
<html lang="${LANGUAGES.find((language) => wordsOf(language).pairingPage === words) ?? 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(words.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f1ec;color:#222}
main{background:#fff;padding:2rem;border-radius:12px;max-width:28rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.3rem;margin-top:0}label{display:block;font-weight:600;margin-top:1rem}
input{font-size:2rem;letter-spacing:.3em;width:9ch;padding:.2em .4em;margin:.3rem 0 1rem}
button{font-size:1rem;padding:.5em 1.2em}.error{color:#b00020}
</style></head>
<body><main>
<h1>${escape(words.title)}</h1>
<p>${escape(words.explain)}</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/pair">
<label for="code">${escape(words.code)}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="7" required autofocus>
<div><button type="submit">${escape(words.pair)}</button></div>
</form>
</main></body></html>`;
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
  response.end(html);
}

/** This PC's IPv4 addresses on its networks (not loopback). */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((items) => items ?? [])
    .filter((item) => item.family === 'IPv4' && !item.internal)
    .map((item) => item.address);
}
