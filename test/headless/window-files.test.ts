/**
 * The HTTP host serves the window's own files and nothing else of the computer it runs on: compiled on
 * request from src/ (no build), only src/, the folders of electron/ the window imports and Vite's own
 * client and packages; built, only out/renderer. Real HTTP requests, sent byte for byte as written (no
 * client tidies `..` away first).
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpHost, WINDOW_PACKAGES, type HttpHost } from '../../electron/headless/http-host';
import type { AppApi } from '../../electron/common/contract/app-api';
import { ROOT } from './cli-process';

const SECRET = 'not for the web 5e1f';
/** What only the repository's own package.json, and the shell's entry point, say. */
const REPO_PACKAGE = '"productName": "OrderSlip"';
const SHELL_SOURCE = 'APP_USER_MODEL_ID';

/** The window never calls the API in these tests; the host only needs to subscribe. */
const api = { subscribe: () => () => undefined } as unknown as AppApi;

const dirs: string[] = [];

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  readonly status: number;
  readonly type: string;
  readonly text: string;
  readonly headers: IncomingHttpHeaders;
}

/** A GET with the path exactly as given. */
function get(host: HttpHost, path: string): Promise<Answer> {
  const url = new URL(host.url);
  return new Promise((resolve, reject) => {
    // A connection of its own each time: a kept-alive one may be closed by the host's idle timer just as
    // the next request goes out on it (ECONNRESET on a busy machine), which a browser would retry.
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'GET',
        headers: { Host: url.host, Accept: '*/*' },
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'] ?? '',
            text,
            headers: response.headers,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** Addresses that try to leave the window's files, for a host whose project root is `root`. */
function escapes(root: string): string[] {
  return [
    `/@fs${ROOT}/package.json`,
    `/@fs${ROOT}/package.json?import&raw`,
    `/@fs${root}/secret.txt`,
    `/@fs${root}/secret.txt?raw`,
    `/@fs${root}/src/../secret.txt`,
    `/@fs${root}/src/%2e%2e/secret.txt`,
    `/@fs${root}/src/..%2fsecret.txt`,
    `/@fs${root}/electron/main/index.ts`,
    `/@fs${root}/electron/main/index.ts?import`,
    `/@fs/etc/passwd`,
    `${root}/secret.txt`,
    `${root}/electron/main/index.ts`,
    `${ROOT}/package.json?raw`,
    `/@id/${root}/secret.txt`,
    '/../secret.txt',
    '/../../secret.txt?raw',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..\\secret.txt',
    '/leak.txt',
    '/leak.txt?raw',
    '/main.ts%00/../../secret.txt',
  ];
}

/** No other site may show the window in a frame: said by headers, as a `<meta>` CSP cannot say it. */
function expectNotFramable(answer: Answer, path: string): void {
  expect(answer.headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
  expect(answer.headers['x-frame-options'], path).toBe('DENY');
}

function expectRefused(answer: Answer, path: string): void {
  expect(answer.text, path).not.toContain(SECRET);
  expect(answer.text, path).not.toContain(REPO_PACKAGE);
  expect(answer.text, path).not.toContain(SHELL_SOURCE);
  // Refused outright, or answered with the window's page (an address of the window that is no file).
  if (answer.status === 200) expect(answer.text, path).toMatch(/^<!doctype html>/i);
  else expect(answer.status, path).toBeGreaterThanOrEqual(400);
}

/**
 * Compiling on request takes seconds on a quiet machine; on two cores with a second suite and more beside
 * it, Vite's start alone passed a minute. These bound a failure only.
 */
const COMPILED_MS = 240_000;

describe('the window compiled from src/ on request (not built)', () => {
  let root: string;
  let host: HttpHost;
  /** Kept so a start that outlasts its hook is still waited for and closed before its folder goes. */
  let starting: Promise<HttpHost> | undefined;

  beforeAll(async () => {
    // A project laid out like this one, without out/renderer, and with things the web must never see.
    root = mkdtempSync(join(tmpdir(), 'orderslip-window-'));
    dirs.push(root);
    for (const folder of ['src', 'electron/common', 'electron/core/ledger', 'electron/main'])
      cpSync(join(ROOT, folder), join(root, folder), { recursive: true });
    cpSync(join(ROOT, 'svelte.config.js'), join(root, 'svelte.config.js'));
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    writeFileSync(join(root, 'secret.txt'), SECRET);
    // A link inside src/ that leads out of it.
    symlinkSync(join(root, 'secret.txt'), join(root, 'src', 'leak.txt'));
    starting = startHttpHost({ api, port: 0, root });
    host = await starting;
  }, COMPILED_MS);

  afterAll(async () => {
    await (await starting)?.close();
  });

  it(
    'loads: the page and every module it imports, down to the last, are served',
    async () => {
      expect(host.renderer).toBe('dev');
      const page = await get(host, '/');
      expect(page.status).toBe(200);
      expect(page.type).toMatch(/^text\/html/);
      const served = new Map<string, Answer>();
      const queue = ['/', '/history'];
      while (queue.length > 0) {
        const path = queue.shift()!;
        if (served.has(path)) continue;
        const answer = await get(host, path);
        served.set(path, answer);
        for (const next of importsOf(answer.text, path)) queue.push(next);
      }
      const failed = [...served].filter(([, answer]) => answer.status !== 200).map(([path]) => path);
      expect(failed).toEqual([]);
      const modules = [...served.keys()];
      for (const expected of [
        '/main.ts',
        '/App.svelte',
        '/@vite/client',
        `/@fs${root}/electron/common/contract/app-api.ts`,
        `/@fs${root}/electron/common/receipt/layout.ts`,
        `/@fs${root}/electron/common/model/order.ts`,
      ])
        expect(modules, expected).toContain(expected);
      for (const [path, answer] of served)
        if (path !== '/' && path !== '/history') expect(answer.type, path).toMatch(/^text\/javascript/);
      expect(served.get('/history')!.text).toMatch(/<div id="app">/);
      for (const [path, answer] of served) expectNotFramable(answer, path);
    },
    COMPILED_MS,
  );

  it('pre-bundles every package the window imports from the start: none is found late, when the page could not reload', () => {
    const packages = new Set<string>();
    for (const folder of ['src', 'electron/common'])
      for (const file of readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(ts|svelte)$/.test(file)) continue;
        const code = readFileSync(join(ROOT, folder, file), 'utf8');
        const imported = [
          ...code.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+'([^']+)'/gm),
          ...code.matchAll(/^\s*import\s+'([^']+)'/gm),
          ...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
        ].map(([, name]) => name!);
        for (const name of imported)
          if (!name.startsWith('.') && !name.startsWith('/') && !name.startsWith('node:'))
            packages.add(
              name
                .split('/')
                .slice(0, name.startsWith('@') ? 2 : 1)
                .join('/'),
            );
      }
    // Svelte's plugin names Svelte's own modules itself.
    packages.delete('svelte');
    expect([...packages].sort()).toEqual([...WINDOW_PACKAGES].sort());
  });

  it("has no live reload: Vite's client calls no websocket, and no component carries reload code", async () => {
    const client = await get(host, '/@vite/client');
    expect(client.status).toBe(200);
    // The code as it runs, without its source map (which quotes the original).
    const code = client.text.split('//# sourceMappingURL=', 1)[0]!;
    // What the stylesheets use of it is still there.
    expect(/\bexport\s*{[^}]*\bupdateStyle\b/.test(code)).toBe(true);
    expect(code.includes('transport.connect(createHMRHandler(')).toBe(false);
    expect(code.includes('[vite] connecting')).toBe(false);
    const component = await get(host, '/App.svelte');
    expect(component.status).toBe(200);
    expect(component.text).not.toMatch(/import\.meta\.hot|\$\.hmr\(/);
  });

  it(
    'a page asked for while the window is still being prepared waits for it: no "not ready" answer',
    async () => {
      const port = await freePort();
      let ready = false;
      const second = startHttpHost({ api, port, root }).then((started) => ((ready = true), started));
      const at = { url: `http://127.0.0.1:${port}/` } as HttpHost;
      let first: Answer | null = null;
      let askedBeforeReady = false;
      while (first === null) {
        askedBeforeReady = !ready;
        first = await get(at, '/').catch(() => null);
        if (first === null) await new Promise((wake) => setTimeout(wake, 5));
      }
      const started = await second;
      try {
        // The host listens at once and starts Vite after: the first page was asked before it was ready.
        expect(askedBeforeReady).toBe(true);
        expect(first.status).toBe(200);
        expect(first.type).toMatch(/^text\/html/);
      } finally {
        await started.close();
      }
    },
    COMPILED_MS,
  );

  it('refuses every way out of the window: other files of the project, `..`, links, absolute paths', async () => {
    for (const path of escapes(root)) expectRefused(await get(host, path), path);
    expect((await get(host, `/@fs${ROOT}/package.json`)).status).toBe(404);
    const refused = await get(host, `/@fs${root}/secret.txt`);
    expect(refused.status).toBe(404);
    // A refusal is a message the window could word, like every answer of the host.
    expect(JSON.parse(refused.text)).toEqual({ error: { code: 'host.not-found', params: {} } });
    // Still serving afterwards.
    expect((await get(host, '/main.ts')).status).toBe(200);
  });
});

describe('the built window (out/renderer)', () => {
  let root: string;
  let host: HttpHost;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'orderslip-built-'));
    dirs.push(root);
    mkdirSync(join(root, 'out/renderer/assets'), { recursive: true });
    writeFileSync(
      join(root, 'out/renderer/index.html'),
      '<!doctype html><html><body>OrderSlip</body></html>',
    );
    writeFileSync(join(root, 'out/renderer/assets/app.js'), 'console.log("window");');
    writeFileSync(join(root, 'secret.txt'), SECRET);
    symlinkSync(join(root, 'secret.txt'), join(root, 'out/renderer/assets/leak.js'));
    symlinkSync(root, join(root, 'out/renderer/up'), 'dir');
    host = await startHttpHost({ api, port: 0, root });
  });

  afterAll(async () => {
    await host.close();
  });

  it('serves its own files only: nothing through a link, `..` or an absolute path', async () => {
    expect(host.renderer).toBe('built');
    expect((await get(host, '/assets/app.js')).text).toContain('window');
    for (const path of [...escapes(root), '/assets/leak.js', '/up/secret.txt', '/up/out/../secret.txt'])
      expectRefused(await get(host, path), path);
    expect((await get(host, '/assets/leak.js')).status).toBe(404);
  });

  it('may not be shown in a frame of another site: the page and its files say so', async () => {
    for (const path of ['/', '/history', '/assets/app.js']) {
      const answer = await get(host, path);
      expect(answer.status, path).toBe(200);
      expectNotFramable(answer, path);
    }
  });
});

/** The modules a served file imports (static and dynamic), as addresses on this host. */
function importsOf(text: string, from: string): string[] {
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']/gm),
    ...text.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
    ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ...text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
  ].map((match) => match[1]!);
  return found
    .map((specifier) => new URL(specifier, `http://window${from}`))
    .filter((url) => url.host === 'window')
    .map((url) => url.pathname + url.search);
}
