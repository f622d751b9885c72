/**
 * What the browser tests share: the run's Chromium and the production bundle built for the run (see
 * global-setup.ts), a page as the window is seen, the app's info and quick engine timings, and the
 * AppService served by the headless host's HTTP server on that bundle.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AppInfo } from '../../electron/common/contract/app-api';
import { AppService, type AppServiceOptions } from '../../electron/core/app/app-service';
import type { EngineOptions } from '../../electron/core/engine/engine';
import { Ledger } from '../../electron/core/ledger';
import { startHttpHost, type HttpHost } from '../../electron/headless/http-host';
import { afterEach, inject } from 'vitest';
import { connectChromium, watchPage } from './chromium';

export const INFO: AppInfo = {
  name: 'OrderSlip',
  version: 'e2e',
  host: 'headless',
  demo: false,
  demoSetup: null,
};

/**
 * An engine quick enough for a test: `printerRetryBaseMs` between a failing printer's tries, and
 * `completionBaseMs` before a printer that never answers the completion request is given up on.
 */
export function quickEngine(options: {
  printerRetryBaseMs: number;
  completionBaseMs: number;
}): Omit<EngineOptions, 'config' | 'ledger'> {
  return {
    client: { timeoutMs: 2_000, maxAttempts: 2, backoff: { baseMs: 5, maxMs: 20 }, maxRetryAfterMs: 2_000 },
    timing: {
      idleStatusMs: 60_000,
      printerRetryBaseMs: options.printerRetryBaseMs,
      confirmRetryBaseMs: 50,
      confirmIdleMs: 50,
    },
    printOptions: {
      timeouts: {
        // A connect to a listening printer is an answer, and a busy machine gives it late (a Day-view
        // print timed out at 500 ms beside a second suite); a printer switched off refuses at once.
        connectMs: 5_000,
        statusMs: 500,
        completionBaseMs: options.completionBaseMs,
        completionPerKbMs: 0,
      },
    },
  };
}

/**
 * The app root whose out/renderer holds the window's production bundle, built once for the run: the
 * root to serve the window from. Shared by every file, so read it and never write in it.
 */
export const windowRoot = (): string => prepared(inject('e2eWindowRoot'));

/** The run's Chromium, for this file: closing it closes this file's pages, not the browser. */
export const sharedBrowser = (): Promise<Browser> => connectChromium(prepared(inject('e2eBrowserEndpoint')));

/** What global-setup.ts provides; it provides nothing when the run's file filters leave out test/e2e. */
function prepared(value: string | undefined): string {
  if (value === undefined)
    throw new Error(
      "The run's browser and window were not prepared: test/e2e/global-setup.ts found no browser file in the run's file filters.",
    );
  return value;
}

/**
 * A tab of the window's navigation, by its word. Status's tab counts what needs attention in its name
 * ("Status Needs attention: 2"), so an exact name finds it only while nothing does: on a busy machine the
 * demo's orders wait long enough to be counted, and an exact name then never appeared.
 */
export const navTab = (page: Page, word: string): Locator =>
  page.locator('header nav').getByRole('button').filter({ hasText: word });

/**
 * Whether the tests take the screenshots of their steps, for a person to look at
 * (`npm run test:screenshots`, which sets ORDERSLIP_SCREENSHOTS=1; they land in test-results/). A plain
 * `npm test` does not: the run is bound by CPU, and some 95 screenshots a run cost Chromium about a tenth
 * of its work. A failure's screenshot is always taken (`screenshotOnFailure`).
 */
export const STEP_SCREENSHOTS = process.env['ORDERSLIP_SCREENSHOTS'] === '1';

/** A step's screenshot of a page or a part of it, when STEP_SCREENSHOTS. */
export async function stepShot(
  target: Page | Locator,
  options: { readonly path: string; readonly fullPage?: boolean },
): Promise<void> {
  if (!STEP_SCREENSHOTS) return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}

/**
 * A full-page screenshot of the file's page when a test fails (`failed-<prefix>-<test>.png` in `folder`):
 * the first thing to look at. Registered in the describe block or file that owns the page.
 */
export function screenshotOnFailure(folder: string, prefix: string, page: () => Page | undefined): void {
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    await page()?.screenshot({
      path: join(folder, `failed-${prefix}-${context.task.name.replace(/\W+/g, '-')}.png`),
      fullPage: true,
    });
  });
}

/** A page the size of the window, in the system language `locale`, its errors collected into `problems`. */
export async function windowPage(browser: Browser, locale: string, problems: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, locale });
  // What the page is waited for bounds a failure only: a machine running two suites at once is slow.
  page.setDefaultTimeout(20_000);
  watchPage(page, problems);
  return page;
}

export interface ServedApp {
  readonly service: AppService;
  readonly ledger: Ledger;
  readonly http: HttpHost;
  stop(): Promise<void>;
}

/**
 * The AppService as the headless host runs it, on `dataDir/ledger.db`, served by the same HTTP host on
 * the bundle built in `root`. Built by hand rather than by `startHeadless` for what that does not pass
 * on (a reprint's answer after 1.5 s instead of 8 s, the demo's paper).
 */
export async function serveApp(
  root: string,
  dataDir: string,
  options: Omit<AppServiceOptions, 'ledger'>,
): Promise<ServedApp> {
  const ledger = Ledger.open(join(dataDir, 'ledger.db'));
  const service = new AppService({ ...options, ledger });
  await service.start();
  const http = await startHttpHost({ api: service, port: 0, root });
  return {
    service,
    ledger,
    http,
    async stop() {
      await http.close();
      await service.stop();
      ledger.close();
    },
  };
}
