/**
 * The browser the end-to-end tests drive: Debian's Chromium at /usr/bin/chromium, through playwright-core
 * (which cannot download browsers here). Without it the tests fail: a browser test that skips itself
 * proves nothing.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium
    .launch({
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
    })
    .catch((error: unknown) => {
      throw new Error(
        `Chromium did not start from ${CHROMIUM}: install it with "apt-get install -y chromium". (${String(error)})`,
      );
    });
}

/** Collects the page's errors and console errors (a CSP violation is one) into `problems`. */
export function watchPage(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
}
