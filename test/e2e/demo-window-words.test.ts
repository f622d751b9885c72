/**
 * The demo's window as a newcomer meets it, in Dutch and in French, in Chromium (issue 26): the demo
 * started in a language (`npm run demo -- --language nl` hands it to the demo runtime) shows its window
 * in that language, whatever the browser's; the virtual printers' paper is listed by order and captioned
 * in the window's words with the local time; History finds an order as its slip heads it ("Afhalen 14");
 * and "Send a test alert" says why it is greyed.
 *
 * The browser is English and on Brussels time, the machine's clock on UTC or whatever it is: the
 * language must come from the demo's settings, and times from the browser's zone, never UTC as stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPrintView } from '../../electron/common/contract/app-api';
import { orderLabel } from '../../electron/common/order-label';
import { wordsOf } from '../../electron/common/words/catalogues';
import { localeTag } from '../../electron/common/words/languages';
import { startDemo, type DemoRuntime } from '../../electron/demo/demo-runtime';
import { eventually } from '../engine/world';
import { watchPage } from './chromium';
import { INFO, navTab, quickEngine, serveApp, sharedBrowser, windowRoot, type ServedApp } from './world';

const ENGINE = quickEngine({ printerRetryBaseMs: 50, completionBaseMs: 2_000 });
/** Not the machine's zone (UTC on CI): a time shown as stored would not pass for local. */
const ZONE = 'Europe/Brussels';

const root = windowRoot();
let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe.each([
  // The slip's own words for a pick-up, as a person reads them off the paper and types them.
  { language: 'nl' as const, pickUp: 'Afhalen' },
  { language: 'fr' as const, pickUp: 'Retrait' },
])('the demo in $language', ({ language, pickUp }) => {
  const t = wordsOf(language).window;
  const problems: string[] = [];
  let dataDir: string;
  let demo: DemoRuntime;
  let host: ServedApp;
  let page: Page;

  /** A piece of paper as the window must name it: its order, and the time it came out in Brussels. */
  const named = (piece: DemoPrintView & { order: NonNullable<DemoPrintView['order']> }): string => {
    const when = new Intl.DateTimeFormat(localeTag(language), { timeStyle: 'medium', timeZone: ZONE }).format(
      new Date(piece.at),
    );
    const order = orderLabel(t, { ...piece.order, clientName: '' });
    return piece.kind === 'receipt' ? t.demo.receiptOf(order, when) : t.demo.labelOf(order, when);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `orderslip-e2e-demo-words-${language}-`));
    // What `npm run demo -- --language nl` starts (electron/headless/commands/demo.ts).
    demo = await startDemo({ dataDir, perMinute: 0, language });
    host = await serveApp(root, dataDir, {
      info: { ...INFO, demo: true, demoSetup: demo.setup },
      settings: demo.settings,
      token: demo.token,
      engine: ENGINE,
      demoPaper: demo.paper,
      demoPrinterFault: demo.setPrinterFault,
    });
    page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      timezoneId: ZONE,
    });
    page.setDefaultTimeout(20_000);
    watchPage(page, problems);
    await page.goto(host.http.url);
  }, 30_000);

  afterAll(async () => {
    await page?.close();
    await host?.stop();
    await demo?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens in the demo’s language in an English browser', async () => {
    expect(demo.settings.load().language).toBe(language);
    await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
    for (const view of [t.nav.status, t.nav.day, t.nav.history, t.nav.settings])
      await navTab(page, view).waitFor();
    await page.getByRole('heading', { name: t.demo.heading, exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it('lists the paper by order with the local time, and captions a cake label in the window’s words', async () => {
    // A receipt named by its QR code, and a cake label (no QR code) named by the order label before it.
    let receipt: Parameters<typeof named>[0] | undefined;
    let cake: Parameters<typeof named>[0] | undefined;
    await eventually(
      'a receipt and a cake label of the showcase came out',
      () => {
        // The newest pieces: the panel keeps the last 50, and the demo goes on printing, so the oldest
        // piece found could leave the list before the page is asked about it (seen in a quiet run).
        const paper = [...demo.paper()].reverse();
        receipt = paper.find(
          (piece): piece is Parameters<typeof named>[0] => piece.kind === 'receipt' && piece.order !== null,
        );
        cake = paper.find(
          (piece): piece is Parameters<typeof named>[0] =>
            piece.kind === 'label' && piece.order !== null && !piece.html.includes('QR:'),
        );
        return receipt !== undefined && cake !== undefined;
      },
      30_000,
    );
    const panel = page.getByRole('region', { name: t.demo.heading });
    const picker = panel.getByLabel(t.demo.choose, { exact: true });
    // The panel reads the paper again after each order and printer event. Each piece is an option of
    // its own (its time is its value), named by its order and the local time it came out.
    const option = (piece: DemoPrintView) => picker.locator(`option[value="${piece.at}"]`);
    await option(receipt!).waitFor({ state: 'attached' });
    await option(cake!).waitFor({ state: 'attached' });
    expect(await option(receipt!).textContent()).toBe(named(receipt!));
    expect(await option(cake!).textContent()).toBe(named(cake!));

    await picker.selectOption(cake!.at);
    await expect.poll(() => panel.locator('[data-caption]').textContent()).toBe(named(cake!));
    const paper = await panel.locator('iframe').getAttribute('srcdoc');
    // The label's own picture holds no English caption, nor the time as stored (UTC).
    expect(paper).not.toMatch(/Label \d|\d{4}-\d\d-\d\dT\d\d/);
    expect(problems).toEqual([]);
  }, 60_000);

  it('finds an order in History by what its slip says: the order type and the number', async () => {
    // A numbered pick-up of the demo's, as the ledger has it; every pick-up with that number is what
    // the slip's words may mean (shops number their orders each on their own).
    let rows = (await host.service.listHistory({ limit: 500 })).rows;
    await eventually('a numbered pick-up is in the ledger', async () => {
      rows = (await host.service.listHistory({ limit: 500 })).rows;
      return rows.some((row) => row.type === 'pick_up' && row.orderNumber !== null);
    });
    const wanted = rows.find((row) => row.type === 'pick_up' && row.orderNumber !== null)!;
    const same = rows
      .filter((row) => row.type === 'pick_up' && row.orderNumber === wanted.orderNumber)
      .map((row) => row.id)
      .sort();

    await page.getByRole('button', { name: t.nav.history, exact: true }).click();
    const search = page.getByLabel(t.history.search, { exact: true });
    await search.fill(`${pickUp} ${wanted.orderNumber}`);
    await search.press('Enter');
    const found = page.locator('button.row[data-order]');
    await expect
      .poll(async () =>
        (
          await found.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-order')))
        ).sort(),
      )
      .toEqual(same);
    // In any order, as a person may type it.
    await search.fill(`${wanted.orderNumber} ${pickUp.toUpperCase()}`);
    await search.press('Enter');
    await expect
      .poll(async () =>
        (
          await found.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-order')))
        ).sort(),
      )
      .toEqual(same);
    expect(problems).toEqual([]);
  }, 60_000);

  it('says beside a greyed “Send a test alert” what is missing', async () => {
    await page.getByRole('button', { name: t.nav.settings, exact: true }).click();
    const alerts = page.locator('section', {
      has: page.getByRole('heading', { name: t.alerts.heading, exact: true }),
    });
    const test = alerts.getByRole('button', { name: t.alerts.test, exact: true });
    await test.waitFor();
    expect(await test.isDisabled()).toBe(true);
    // The reason is the button's description, for a screen reader too.
    await expect.poll(() => test.getAttribute('aria-describedby')).toBeTruthy();
    const why = page.locator(`[id="${await test.getAttribute('aria-describedby')}"]`);
    expect(await why.textContent()).toContain(t.alerts.testNothingOn);

    // E-mail switched on and nothing filled in: save first, and what the e-mail still needs.
    await alerts.getByRole('checkbox', { name: t.alerts.emailOn, exact: true }).check();
    await expect.poll(() => why.textContent()).toContain(t.alerts.testSaved);
    const said = (await why.textContent()) ?? '';
    for (const field of Object.values(t.alerts.testFields).filter(
      (field) => field !== t.alerts.testFields.url,
    ))
      expect(said).toContain(field);
    expect(await test.isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  }, 60_000);
});
