/**
 * A client's phone number in the window, in Dutch and in French, in Chromium at 800 px: the demo's
 * simulator sends one order with its numbers in the two notations a service sends ("+32487207953",
 * "+32 465 98 60 31"); the Day view's pick-up sheet and the order's detail in History show them the way
 * a Belgian shop writes them ("0487 20 79 53"), each on one line, as a link that calls it; the receipt's
 * preview prints the same.
 *
 * Screenshots go to test-results/phone-format/ (a failed step leaves failed-<language>-<step>.png).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../electron/common/shop-day/day';
import { wordsOf } from '../../electron/common/words/catalogues';
import { startDemo, type DemoRuntime } from '../../electron/demo/demo-runtime';
import {
  INFO,
  quickEngine,
  screenshotOnFailure,
  serveApp,
  type ServedApp,
  sharedBrowser,
  windowPage,
  windowRoot,
  stepShot,
} from './world';

const SHOTS = join(import.meta.dirname, '../../test-results/phone-format');
const ENGINE = quickEngine({ printerRetryBaseMs: 50, completionBaseMs: 2_000 });
/** The narrow window the issue saw numbers break in. */
const NARROW = { width: 800, height: 900 };

const root = windowRoot();
let browser: Browser;
const pageProblems: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await sharedBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** How many lines the element's text is drawn on: an inline box broken over lines has a box per line. */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const boxes = [...node.getClientRects()];
    return new Set(boxes.map((box) => Math.round(box.top))).size;
  });
}

describe.each([
  { language: 'nl' as const, locale: 'nl-BE' },
  { language: 'fr' as const, locale: 'fr-BE' },
])('phone numbers in $language at 800 px', ({ language, locale }) => {
  const t = wordsOf(language).window;
  const paper = wordsOf(language).paper.receipt;
  let dataDir: string;
  let demo: DemoRuntime;
  let host: ServedApp;
  let page: Page;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `orderslip-e2e-phone-${language}-`));
    // No demo orders: the one order below is the day's only one.
    demo = await startDemo({ dataDir, perMinute: 0, language, ordersAtOnce: false });
    host = await serveApp(root, dataDir, {
      info: { ...INFO, demo: true },
      settings: demo.settings,
      token: demo.token,
      engine: ENGINE,
      demoPaper: demo.paper,
      demoPrinterFault: demo.setPrinterFault,
    });
    page = await windowPage(browser, locale, pageProblems);
    await page.setViewportSize(NARROW);
  }, 30_000);

  screenshotOnFailure(SHOTS, language, () => page);

  afterAll(async () => {
    await page?.close();
    await host?.stop();
    await demo?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the numbers the Belgian way, each on one line, in the Day view and in History', async () => {
    // A generated order of the demo's Belgian shop, due today, with the numbers as services send them.
    // A short name and a long remark: the table gives the client's column only what its longest word
    // needs, which is where a number that may break would break.
    const [generated] = demo.simulator.addOrders(1, { type: 'pick_up' });
    const id = randomUUID();
    demo.simulator.addRawOrder({
      ...generated!,
      id,
      order_date: localDate(new Date()),
      order_time: '23:45:00',
      remarks: Array.from(
        { length: 6 },
        () => 'Graag in een doos met een lint, de taart niet kantelen.',
      ).join(' '),
      client: {
        ...generated!.client,
        first_name: 'An',
        last_name: 'Wu',
        mobile_phone: '+32487207953',
        phone: '+32 465 98 60 31',
      },
    });
    // Until the engine polled it, the order is not in the ledger; the bound only ends a failure.
    await expect
      .poll(
        () =>
          host.service.getOrder(id).then(
            (detail) => detail.order !== null,
            () => false,
          ),
        {
          timeout: 45_000,
          interval: 50,
        },
      )
      .toBe(true);

    await page.goto(host.http.url);
    await page.getByRole('button', { name: t.nav.day, exact: true }).click();
    const row = page.locator(`tr[data-order="${id}"]`);
    await row.waitFor();
    // The mobile number, else the other: one number per order on the pick-up sheet.
    const mobile = row.getByRole('link', { name: '0487 20 79 53', exact: true });
    expect(await mobile.getAttribute('href')).toBe('tel:+32487207953');
    await mobile.scrollIntoViewIfNeeded();
    await stepShot(page, { path: join(SHOTS, `day-${language}.png`) });
    expect(await linesOf(mobile)).toBe(1);

    await page.getByRole('button', { name: t.nav.history, exact: true }).click();
    const search = page.getByLabel(t.history.search, { exact: true });
    await search.fill(id);
    await search.press('Enter');
    const detail = page.getByRole('article');
    const phones = detail.locator('dd a[href^="tel:"]');
    await phones.first().waitFor();
    expect(await phones.allTextContents()).toEqual(['0487 20 79 53', '0465 98 60 31']);
    expect(await phones.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      'tel:+32487207953',
      'tel:+32465986031',
    ]);
    await phones.first().scrollIntoViewIfNeeded();
    await stepShot(page, { path: join(SHOTS, `history-${language}.png`) });
    for (const phone of await phones.all()) expect(await linesOf(phone)).toBe(1);
    // The receipt's preview prints them as the paper does: the same format.
    const preview = await detail.locator('figure.paper .line').allTextContents();
    expect(preview.map((line) => line.trim())).toEqual(
      expect.arrayContaining([`${paper.mobile} 0487 20 79 53`, `${paper.phone} 0465 98 60 31`]),
    );
    expect(pageProblems).toEqual([]);
  }, 60_000);
});
