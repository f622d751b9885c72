/**
 * Serves the window and AppApi on 127.0.0.1: `POST /api/<command>` with the arguments as a JSON array,
 * answered by the one dispatcher (200 `{result}`, 422 `{error}`), `GET /api/events` as server-sent
 * events, and the renderer itself; every refusal is `{error: Message}` too, worded by the window. Only
 * this machine can connect, and only pages served from here may call the API (Host and Origin are
 * checked, and a custom header makes any cross-site request fail its preflight). Only the window's own files are served: those of
 * out/renderer, or, compiled on request, those of src/ and the few folders of electron/ it imports.
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { http } from '../core/runtime/http-modules';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Plugin as VitePlugin } from 'vite';
import type { AppApi } from '../common/contract/app-api';
import { msg } from '../common/messages/catalogue';
import { MessageError, messageOf } from '../common/messages/errors';
import type { DispatchOptions } from '../core/host/dispatch';
import { METRICS_PATH, type CounterMetrics } from '../core/host/metrics';
import {
  API_HEADER,
  FRAMING_HEADERS,
  handleCommand,
  HEARTBEAT_MS,
  inside,
  methodOf,
  openStream,
  realPath,
  refuse,
  serveFile,
  within,
} from '../core/host/http-serve';

export { API_HEADER };

/**
 * Where the window's code lives when it is compiled on request: src/, and the pure modules of electron/
 * it imports (lint keeps src/ to these: docs/ARCHITECTURE.md). Nothing else of the project is served.
 */
const WINDOW_SOURCES = ['src', 'electron/common'] as const;

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface HttpHost {
  readonly url: string;
  /** How the renderer is served: a built bundle, or compiled on the fly from src/. */
  readonly renderer: 'built' | 'dev' | 'none';
  close(): Promise<void>;
}

export interface HttpHostOptions {
  readonly api: AppApi;
  readonly port: number;
  /** The repository (or app) root: out/renderer or src/ are found below it. */
  readonly root: string;
  /** Told of a command that failed unexpectedly (for the log). */
  readonly onUnexpected?: DispatchOptions['onUnexpected'];
  /** `GET /metrics` behind the fleet key (docs/DEPLOY.md); absent: not served. */
  readonly metrics?: CounterMetrics;
}

type Middlewares = { middlewares: Middleware; close(): Promise<void> };

export async function startHttpHost(options: HttpHostOptions): Promise<HttpHost> {
  const { api, root } = options;
  const built = resolve(root, 'out/renderer');
  const renderer: HttpHost['renderer'] = existsSync(join(built, 'index.html'))
    ? 'built'
    : existsSync(join(root, 'src/index.html'))
      ? 'dev'
      : 'none';
  let dev: Middlewares | null = null;
  // A request that comes while Vite starts waits for it, rather than being sent away.
  let devStarted: (started: Middlewares | null) => void = () => undefined;
  const devReady = new Promise<Middlewares | null>((done) => (devStarted = done));

  const streams = new Set<ServerResponse>();
  let port = options.port;
  const server: Server = http.createServer((request, response) => {
    for (const [name, value] of Object.entries(FRAMING_HEADERS)) response.setHeader(name, value);
    if (!hostAllowed(request, port)) return refuse(response, 421, msg('host.wrong-address'));
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/api/events' && request.method === 'GET') return openStream(request, response, streams);
    if (path === METRICS_PATH && options.metrics && request.method === 'GET')
      return void options.metrics.serve(request, response).catch((error: unknown) => {
        // The metrics are Status read again: a failure there is one of reading Status, for the log.
        options.onUnexpected?.('getStatus', error);
        if (!response.headersSent) refuse(response, 500, messageOf(error));
        else response.destroy();
      });
    if (path.startsWith('/api/'))
      return void handleCommand(
        path.slice('/api/'.length),
        request,
        response,
        (origin) =>
          origin === undefined ||
          origin === `http://127.0.0.1:${port}` ||
          origin === `http://localhost:${port}`,
        { ...options, client: 'http' },
      );
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return refuse(response, 405, msg('host.method-not-allowed', { method: methodOf(request) }));
    if (renderer === 'built') return serveFile(built, path, response);
    if (renderer === 'dev') {
      const notFound = () => refuse(response, 404, msg('host.not-found'));
      if (dev) return dev.middlewares(request, response, notFound);
      return void devReady.then((started) =>
        started ? started.middlewares(request, response, notFound) : notFound(),
      );
    }
    refuse(response, 404, msg('host.window-not-built'));
  });
  // Listen before anything else starts, so a port in use leaves nothing behind.
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? Object.assign(new MessageError(msg('host.port-in-use', { port: options.port })), {
              code: error.code,
            })
          : error,
      ),
    );
    server.listen(options.port, '127.0.0.1', () => resolveListen());
  });
  port = (server.address() as AddressInfo).port;
  if (renderer === 'dev') {
    try {
      dev = await startViteMiddleware(root);
      devStarted(dev);
    } catch (error) {
      devStarted(null);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      throw error;
    }
  }
  const unsubscribe = api.subscribe((event) => {
    const data = `data: ${JSON.stringify(event)}\n\n`;
    for (const stream of streams) stream.write(data);
  });
  const heartbeat = setInterval(
    () => streams.forEach((stream) => stream.write(': keep-alive\n\n')),
    HEARTBEAT_MS,
  );
  heartbeat.unref();
  return {
    url: `http://127.0.0.1:${port}/`,
    renderer,
    async close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const stream of streams) stream.end();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await dev?.close();
    },
  };
}

function hostAllowed(request: IncomingMessage, port: number): boolean {
  const host = request.headers.host;
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** The packages the window's sources import, besides Svelte. */
export const WINDOW_PACKAGES = ['qrcode', 'libphonenumber-js'] as const;

/** Compiles the renderer from src/ on request, so the window works right after `npm install`. */
async function startViteMiddleware(root: string): Promise<Middlewares> {
  const [{ createServer: createVite }, { svelte }] = await Promise.all([
    import('vite'),
    import('@sveltejs/vite-plugin-svelte'),
  ]);
  const source = join(root, 'src');
  const vite = await createVite({
    configFile: false,
    root: source,
    logLevel: 'warn',
    appType: 'spa',
    plugins: [svelte({ configFile: join(root, 'svelte.config.js') }), withoutLiveReload()],
    // Pre-bundled from the start rather than found while the window loads: a package found late makes
    // Vite re-bundle and ask the page to reload, which a page without live reload never hears, and the
    // modules it already has then point at bundles Vite refuses as outdated. Svelte's own are added by
    // its plugin; the window's other packages are named here (the window-on-request test would show a
    // missing one as a console error).
    optimizeDeps: { include: [...WINDOW_PACKAGES] },
    server: {
      middlewareMode: true,
      hmr: false,
      ws: false,
      // Vite's own rule: files outside these are refused. By default it would be the whole project.
      fs: { strict: true, allow: WINDOW_SOURCES.map((folder) => join(root, folder)) },
    },
  });
  // What Vite may serve as it resolved the list (it adds its client), plus its pre-bundled packages.
  const files: WindowFiles = {
    source,
    allowed: [...vite.config.server.fs.allow, vite.config.cacheDir],
    cache: vite.config.cacheDir,
  };
  const viteMiddlewares = vite.middlewares as Middleware;
  return {
    // Vite's rule covers /@fs/ only; it also compiles an absolute path asked without it. So every
    // request is checked here first, and Vite sees only those for the window's own files.
    middlewares: (request, response, next) => {
      const verdict = windowRequest(request.url ?? '/', files);
      if (verdict === 'refuse') return refuse(response, 404, msg('host.not-found'));
      if (verdict === 'page') request.url = '/index.html';
      viteMiddlewares(request, response, next);
    },
    close: () => vite.close(),
  };
}

/** What Vite's client does first when it runs, and what makes it call its websocket. */
const CLIENT_CONNECTS = [
  'console.debug("[vite] connecting...");',
  'transport.connect(createHMRHandler(handleMessage));',
] as const;

/**
 * The window compiled on request has no live reload (`hmr: false`, and no websocket server), yet Vite's
 * client, which every stylesheet imports to put itself on the page, still calls a websocket on port
 * 24678, which the page's CSP blocks: a console error on every load. This plugin takes those calls out
 * of the client; what the stylesheets use of it stays.
 */
function withoutLiveReload(): VitePlugin {
  return {
    name: 'orderslip:without-live-reload',
    transform(code, id) {
      if (!id.endsWith('/vite/dist/client/client.mjs')) return null;
      // Should a Vite update reword these, the client stays as it is and the window's browser test fails.
      return CLIENT_CONNECTS.reduce((client, call) => client.replace(call, ''), code);
    },
  };
}

interface WindowFiles {
  /** src/: what a plain address names. */
  readonly source: string;
  /** The folders `/@fs/` may reach. */
  readonly allowed: readonly string[];
  /** Vite's pre-bundled packages, which may be asked for before they are written. */
  readonly cache: string;
}

/**
 * What a request to the window compiled on request may have: `serve` a file of the window as asked (a
 * module of src/, Vite's client, a file under the allowed folders by `/@fs/`), the `page` (index.html:
 * the window's routes, and any other address that is not a file of src/), or `refuse` (a way out of
 * those folders: `..`, a link, an absolute path, a Vite address for anything else).
 */
function windowRequest(url: string, files: WindowFiles): 'serve' | 'page' | 'refuse' {
  const rawPath = url.split('?', 1)[0] ?? '/';
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return 'refuse';
  }
  if (path.includes('\0') || path.split(/[\\/]/).includes('..')) return 'refuse';
  if (path === '/@vite/client' || path === '/@vite/env') return 'serve';
  const fsPath = path.startsWith('/@fs/') ? path.slice('/@fs/'.length) : null;
  if (fsPath === null && path.startsWith('/@')) return 'refuse';
  // As Vite reads `/@fs/`: `/@fs/C:/…` on Windows, `/@fs/home/…` elsewhere.
  const target =
    fsPath === null ? join(files.source, path) : resolve(/^[A-Za-z]:/.test(fsPath) ? fsPath : `/${fsPath}`);
  const real = realPath(target);
  if (real === null) {
    // Not written yet is normal for a pre-bundled package on the first start: Vite waits for it.
    if (inside(target, files.cache)) return 'serve';
    return fsPath === null ? 'page' : 'refuse';
  }
  if (fsPath !== null) return within(real, files.allowed) ? 'serve' : 'refuse';
  if (statSync(real).isDirectory()) return 'page';
  return within(real, [files.source]) ? 'serve' : 'refuse';
}
