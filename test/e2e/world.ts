/**
 * What the browser tests share: Chromium and the production bundle built for the file, a page as the
 * window is seen, the app's info and quick engine timings, and the AppService served by the headless
 * host's HTTP server on that bundle.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { AppInfo } from '../../electron/common/contract/app-api';
import { AppService, type AppServiceOptions } from '../../electron/core/app/app-service';
import type { EngineOptions } from '../../electron/core/engine/engine';
import { Ledger } from '../../electron/core/ledger';
import { startHttpHost, type HttpHost } from '../../electron/headless/http-host';
import { buildWindow } from './build-window';
import { launchChromium, watchPage } from './chromium';

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
        connectMs: 500,
        statusMs: 500,
        completionBaseMs: options.completionBaseMs,
        completionPerKbMs: 0,
      },
    },
  };
}

/** Chromium, and the window's production bundle built into `root` (the HTTP host's app root), both at once. */
export async function browserAndWindow(root: string): Promise<Browser> {
  const [browser] = await Promise.all([launchChromium(), buildWindow(join(root, 'out/renderer'))]);
  return browser;
}

/** A page the size of the window, in the system language `locale`, its errors collected into `problems`. */
export async function windowPage(browser: Browser, locale: string, problems: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, locale });
  page.setDefaultTimeout(8_000);
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
