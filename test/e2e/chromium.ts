/**
 * The browser the end-to-end tests drive: Debian's Chromium at /usr/bin/chromium, through playwright-core
 * (which cannot download browsers here). Without it the tests fail: a browser test that skips itself
 * proves nothing.
 */
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const OPTIONS = {
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
};

function notStarted(error: unknown): never {
  throw new Error(
    `Chromium did not start from ${CHROMIUM}: install it with "apt-get install -y chromium". (${String(error)})`,
  );
}

/** A Chromium of the caller's own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(OPTIONS).catch(notStarted);
}

/** A Chromium several test files share, each connecting to it with `connectChromium`. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(OPTIONS).catch(notStarted);
}

/**
 * The shared Chromium at `endpoint`. Closing what this answers closes only the contexts (and pages)
 * opened through it: the browser stays for the other files.
 */
export function connectChromium(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}

/** Collects the page's errors and console errors (a CSP violation is one) into `problems`. */
export function watchPage(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
}
