/**
 * The window compiled on request (no out/renderer: right after `npm install` when the build failed, or
 * a copy without it), in Chromium, on the demo: it loads and is used without one error or warning in
 * the console (Vite's client calls no websocket the page's CSP would block, Svelte warns of nothing),
 * its French fits at 1100 px, and another site cannot show it in a frame. Then, over plain HTTP, every
 * module it imports is served and nothing outside the window is, in any spelling (the built window's
 * files are asked the same in test/headless/window-files.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../electron/common/contract/app-api';
import { startDemo, type DemoRuntime } from '../../electron/demo/demo-runtime';
import { startHeadless, type HeadlessHost } from '../../electron/headless/host';
import { startHttpHost, type HttpHost } from '../../electron/headless/http-host';
import { ROOT } from '../headless/cli-process';
import { freePort } from '../local-http';
import {
  escapes,
  expectNotFramable,
  expectRefused,
  get,
  importsOf,
  projectWithoutBuild,
  type Answer,
} from '../headless/window-http';
import { navTab, sharedBrowser } from './world';
import { wordsOf } from '../../electron/common/words/catalogues';

const fr = wordsOf('fr').window;

/**
 * Compiling the window on request takes seconds on a quiet machine and far longer on a busy one: the
 * first view waits this long at most, the test a little longer. Vite's cache of pre-bundled packages
 * lives in the test's own folder, so it is always cold: about 20 s here alone; beyond 100 s on two cores
 * while a fresh clone installs and tests beside it.
 */
const COMPILED_MS = 240_000;
/** Each later view compiles only its own modules on request. */
const LATER_VIEW_MS = 120_000;

const dirs: string[] = [];
let root: string;
let browser: Browser;
let demo: DemoRuntime;
let host: HeadlessHost;
let http: HttpHost;
let elsewhere: Server;

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  // The project as the host finds it without a build: the window's sources and its packages, and things
  // the web must never see.
  root = projectWithoutBuild();
  dirs.push(root);

  const dataDir = tempDir('orderslip-on-request-data-');
  demo = await startDemo({ dataDir, perMinute: 0 });
  const info: AppInfo = {
    name: 'OrderSlip',
    version: 'e2e',
    host: 'headless',
    demo: true,
    demoSetup: demo.setup,
  };
  host = await startHeadless({
    info,
    demoPaper: demo.paper,
    demoPrinterFault: demo.setPrinterFault,
    dataDir,
    settings: demo.settings,
    token: demo.token,
    httpPort: null,
    logFormat: 'text',
    io: { out: () => undefined, err: () => undefined, stopRequested: new Promise<string>(() => undefined) },
  });
  http = await startHttpHost({ api: host.service, port: 0, root });
  expect(http.renderer).toBe('dev');
  browser = await sharedBrowser();
}, 60_000);

/**
 * Every console message the page sent so far has arrived: a marker logged now comes after them. Proof
 * that a view, once shown, said nothing, bounded by the page's own work rather than a guessed time.
 */
async function consoleFlushed(page: Page): Promise<void> {
  const marker = `flushed ${Math.random()}`;
  await Promise.all([
    page.waitForEvent('console', { predicate: (message) => message.text() === marker }),
    page.evaluate((text) => console.info(text), marker),
  ]);
}

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => (elsewhere ? elsewhere.close(() => done()) : done()));
  await http?.close();
  await host?.stop();
  await demo?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the window compiled on request, in Chromium', () => {
  it(
    'loads and is used with no error or warning in the console',
    async () => {
      const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, locale: 'fr-BE' });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
      page.on('crash', () => problems.push('the page crashed'));
      // Not a problem by itself, but a page that loaded again (a reload) explains a view that went away.
      const loads: string[] = [];
      page.on('load', () => loads.push(new Date().toISOString()));
      const said = (error: unknown): Error =>
        new Error(
          `${String(error)}\nthe page said: ${JSON.stringify(problems)}; it loaded at ${loads.join(', ')}`,
        );
      // One bound for the first view, load and compile together, so it fails before the test does and
      // says what the page said (a run beside a second suite once ran out the test's own time: the
      // other suite's network tests changed the host's network and Chromium cut the window's loads).
      const firstViewBy = Date.now() + COMPILED_MS;
      const left = (): number => Math.max(1, firstViewBy - Date.now());
      await page.goto(http.url, { timeout: left() });
      // The demo's printer in Status: the window is up and talks to the engine.
      await page
        .locator('[data-printer="counter"]')
        .waitFor({ timeout: left() })
        .catch((error: unknown) => {
          // What the page said meanwhile is the clue to a window that never came up (seen once, rare).
          throw said(error);
        });
      // The shops' table, with its long French heads ("Reçues aujourd’hui"), fits its card at 1100 px.
      await page.locator('section.shops [data-shop]').first().waitFor();
      const shops = await page.locator('section.shops').evaluate((card) => {
        const style = card.ownerDocument.defaultView!.getComputedStyle(card);
        return {
          room: card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          table: card.querySelector('table')!.getBoundingClientRect().width,
        };
      });
      expect(shops.table).toBeLessThanOrEqual(shops.room + 0.5);
      // Vite's client would call its websocket as it first runs, before the first view showed: a blocked
      // call is a console error by now, and its retries only follow a first attempt.
      await consoleFlushed(page);
      // Each view shown, with what it loads (History its orders, each view's modules compiled on request).
      const views = [
        { nav: fr.nav.history, shown: page.locator('button.row[data-order]').first() },
        {
          nav: fr.nav.settings,
          shown: page.getByRole('heading', { name: fr.settings.heading, exact: true }),
        },
        { nav: fr.nav.status, shown: page.locator('[data-printer="counter"]') },
      ];
      for (const view of views) {
        // The click has the view's bound too (the view's modules may still be compiling on a busy
        // machine), and says what the page said if it runs out.
        await navTab(page, view.nav)
          .click({ timeout: LATER_VIEW_MS })
          .catch((error: unknown) => {
            throw said(error);
          });
        await view.shown.waitFor({ timeout: LATER_VIEW_MS }).catch((error: unknown) => {
          throw said(error);
        });
        await consoleFlushed(page);
      }
      expect(problems).toEqual([]);
      await page.close();
    },
    // The first view's bound, then each later view's click and view (compiled on request too, on a
    // machine that is busy).
    COMPILED_MS + 6 * LATER_VIEW_MS + 20_000,
  );

  it('cannot be shown in a frame by another site', async () => {
    elsewhere = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><iframe src="${http.url}" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((listening) => elsewhere.listen(0, '127.0.0.1', () => listening()));
    const page = await browser.newPage();
    // The browser says why it refused the frame; until it has, the frame may still be loading.
    const refused = page.waitForEvent('console', {
      predicate: (message) => message.text().includes("frame-ancestors 'none'"),
    });
    await page.goto(`http://localhost:${(elsewhere.address() as AddressInfo).port}/`);
    await refused;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    // The browser refused the frame: the window's page never ran in it.
    expect(
      await frame
        ?.locator('#app')
        .count()
        .catch(() => 0),
    ).toBe(0);
    await page.close();
  }, 30_000);
});

/**
 * The same compiled window asked for its files over HTTP, after Chromium has loaded it (so each module is
 * compiled once for both): every module the page imports is served, and nothing outside the window is.
 */
describe('the window compiled on request, over HTTP', () => {
  it(
    'loads: the page and every module it imports, down to the last, are served',
    async () => {
      expect(http.renderer).toBe('dev');
      const page = await get(http, '/');
      expect(page.status).toBe(200);
      expect(page.type).toMatch(/^text\/html/);
      const served = new Map<string, Answer>([['/', page]]);
      const queue = [...importsOf(page.text, '/'), '/history'];
      while (queue.length > 0) {
        const path = queue.shift()!;
        if (served.has(path)) continue;
        const answer = await get(http, path);
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

  it("has no live reload: Vite's client calls no websocket, and no component carries reload code", async () => {
    const client = await get(http, '/@vite/client');
    expect(client.status).toBe(200);
    // The code as it runs, without its source map (which quotes the original).
    const code = client.text.split('//# sourceMappingURL=', 1)[0]!;
    // What the stylesheets use of it is still there.
    expect(/\bexport\s*{[^}]*\bupdateStyle\b/.test(code)).toBe(true);
    expect(code.includes('transport.connect(createHMRHandler(')).toBe(false);
    expect(code.includes('[vite] connecting')).toBe(false);
    const component = await get(http, '/App.svelte');
    expect(component.status).toBe(200);
    expect(component.text).not.toMatch(/import\.meta\.hot|\$\.hmr\(/);
  });

  it(
    'a page asked for while the window is still being prepared waits for it: no "not ready" answer',
    async () => {
      const port = await freePort();
      let ready = false;
      const second = startHttpHost({ api: host.service, port, root }).then(
        (started) => ((ready = true), started),
      );
      const at = { url: `http://127.0.0.1:${port}/` };
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
    for (const path of escapes(root)) expectRefused(await get(http, path), path);
    expect((await get(http, `/@fs${ROOT}/package.json`)).status).toBe(404);
    const refused = await get(http, `/@fs${root}/secret.txt`);
    expect(refused.status).toBe(404);
    // A refusal is a message the window could word, like every answer of the host.
    expect(JSON.parse(refused.text)).toEqual({ error: { code: 'host.not-found', params: {} } });
    // Still serving afterwards.
    expect((await get(http, '/main.ts')).status).toBe(200);
  });
});
