/**
 * The whole journey of a shop, in Dutch, French and German, in Chromium: the production bundle served by the
 * headless host's HTTP server over the real AppService, on the ordering-service simulator and a virtual
 * printer. First run (the wizard), orders arriving and printing, a paper-out, an order held because the
 * printer never reports completion, a reprint, the settings page. At every step the page shows no word
 * of another language: its text is checked against the other languages' wordings of the window's tables
 * and of every message the app reported, and against tell-tale English phrases (customer data and the
 * names the shop gave are allowed; see no-english.ts). A story is a language: add one to STORIES.
 *
 * Screenshots of each step go to test-results/journey-<language>/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import type { Message } from '../../electron/common/messages/catalogue';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Simulator, type WireOrder } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { eventually } from '../engine/world';
import { OrderingClient } from '../../electron/core/api/client';
import { checkPrintedDay } from '../../electron/core/changes/check-changes';
import { keepVersions } from '../../electron/core/changes/keep-versions';
import { customerTexts, foreignIn, messagesIn, shownText } from './no-english';
import {
  INFO,
  quickEngine,
  serveApp,
  sharedBrowser,
  windowPage,
  windowRoot,
  type ServedApp,
  stepShot,
} from './world';
import { wordsOf } from '../../electron/common/words/catalogues';
import { LANGUAGES } from '../../electron/common/words/languages';

const nl = wordsOf('nl').window;

const fr = wordsOf('fr').window;

const de = wordsOf('de').window;

// A printer that never answers the completion request is given up on after 600 ms.
const ENGINE = quickEngine({ printerRetryBaseMs: 200, completionBaseMs: 600 });
const SHOP = 1042;
// The token the simulator accepts.
const TOKEN = 'demo-token';

const root = windowRoot();
let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const STORIES = [
  { language: 'nl', t: nl, locale: 'nl-BE', shop: 'Bakkerij Noëlle', printer: 'Toonbank' },
  { language: 'fr', t: fr, locale: 'fr-BE', shop: 'Boulangerie Hélène', printer: 'Comptoir' },
  { language: 'de', t: de, locale: 'de-BE', shop: 'Bäckerei Schröder', printer: 'Theke' },
] as const;

describe.each(STORIES)('the journey in $language', ({ language, t, locale, shop, printer: printerName }) => {
  const shots = join(import.meta.dirname, `../../test-results/journey-${language}`);
  let dataDir: string;
  let sim: Simulator;
  let printer: VirtualPrinter;
  let page: Page;
  let host: ServedApp | null = null;
  const pageProblems: string[] = [];
  const orders: WireOrder[] = [];
  const settings = () => fileSettingsStore(dataDir);

  async function startApp(): Promise<string> {
    host = await serveApp(root, dataDir, {
      info: INFO,
      settings: settings(),
      token: memoryTokenStore(TOKEN),
      engine: ENGINE,
      reprintWaitMs: 1_500,
    });
    return host.http.url;
  }

  async function stopApp(): Promise<void> {
    await host?.stop();
    host = null;
  }

  const arrive = (count: number): WireOrder[] => {
    const added = sim.addOrders(count, { shopId: SHOP });
    orders.push(...added);
    return added;
  };

  /** Everything the app reports now, so each message it carries can be checked in the other languages too. */
  async function reported(extra: readonly unknown[] = []): Promise<Message[]> {
    const service = host!.service;
    const [status, history, stored] = await Promise.all([
      service.getStatus(),
      service.listHistory({ limit: 100 }),
      service.getSettings(),
    ]);
    return messagesIn([status, history, stored.problems, ...extra]);
  }

  const allowed = () => new Set([shop, printerName, 'OrderSlip', ...customerTexts(orders)]);

  /**
   * The step's screenshot, and proof that the page shows no other language; answers the messages the
   * app reported, which were checked too.
   */
  async function onlyItsLanguage(step: string, extra: readonly unknown[] = []): Promise<Message[]> {
    await stepShot(page, { path: join(shots, `${step}.png`), fullPage: true });
    const messages = await reported(extra);
    const found = foreignIn(await shownText(page), language, messages, allowed());
    expect(found, `another language on the ${language} page at "${step}"`).toEqual([]);
    return messages;
  }

  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const problem = (kind: string) => page.locator(`li[data-problem="${kind}"]`);

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), `orderslip-e2e-journey-${language}-`));
    sim = await Simulator.start({ seed: language === 'nl' ? 21 : 22, shapeVariety: false });
    printer = await VirtualPrinter.start();
    page = await windowPage(browser, locale, pageProblems);
  }, 30_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail')
      await page.screenshot({ path: join(shots, `failed-${context.task.name.replace(/\W+/g, '-')}.png`) });
  });

  afterAll(async () => {
    await page?.close();
    await stopApp();
    await Promise.all([sim?.close(), printer?.close()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('first run: the wizard, in the system’s language', async () => {
    await page.goto(await startApp());
    await page.getByRole('heading', { name: t.wizard.heading }).waitFor();
    await onlyItsLanguage('1-wizard');
    // Leave the page first: a request the window makes to a host already stopped fails in its console.
    await page.goto('about:blank');
    await stopApp();
  });

  it('orders arrive and print', async () => {
    settings().save({
      ...DEFAULT_SETTINGS,
      connection: { baseUrl: sim.url, tenant: 'demo' },
      shops: [{ shopId: SHOP, name: shop, city: null, printerIds: ['counter'] }],
      printers: [printerSettings({ id: 'counter', name: printerName, uri: printer.uri, language })],
      pollIntervalSeconds: 1,
      startAtLogin: false,
      language,
    });
    await page.goto(await startApp());
    const arrived = arrive(3);
    await eventually(
      'the 3 orders confirmed',
      () => arrived.every((order) => sim.isConfirmed(order.id)),
      10_000,
    );
    await page.locator('.headline').getByText(t.headline.allWell).waitFor();
    await page.locator('section.connection[data-state="ok"]').waitFor();
    const messages = await onlyItsLanguage('2-orders-printed');
    // The printer's state and the connection are the app's messages, said here in the window's language.
    expect(messages.length).toBeGreaterThan(1);
  });

  it('the printer runs out of paper', async () => {
    await printer.setMode('paper-out');
    const waiting = arrive(2);
    await problem('printer-not-ready').waitFor();
    await page.locator('[data-printer="counter"][data-state="paper_out"]').waitFor();
    await page
      .locator('.headline')
      .getByText(t.problems.printerIs.paper_out(printerName), { exact: false })
      .waitFor();
    await onlyItsLanguage('3-paper-out');

    await printer.setMode('ready');
    // A person presses the printer's retry; the engine may find the paper back by itself first and take
    // the problem (and its button) away, which a fast machine showed: either way the orders go out.
    const retried = problem('printer-not-ready')
      .getByRole('button', { name: t.problems.retryPrinter(printerName) })
      .click()
      .catch(() => undefined);
    await Promise.race([retried, problem('printer-not-ready').waitFor({ state: 'detached' })]);
    await eventually(
      'the waiting orders confirmed',
      () => waiting.every((order) => sim.isConfirmed(order.id)),
      10_000,
    );
    await page.locator('.headline').getByText(t.headline.allWell).waitFor();
    await onlyItsLanguage('3-paper-back');
  });

  it('an order is held: the printer printed but never said so', async () => {
    await printer.setMode('no-completion');
    const [held] = arrive(1) as [WireOrder];
    const entry = page.locator(`li[data-order="${held.id}"]`);
    await entry.and(page.locator('[data-hold="unverified"]')).waitFor({ timeout: 10_000 });
    await onlyItsLanguage('4-held');

    await printer.setMode('ready');
    await entry.getByRole('button', { name: t.attention.cameOut }).click();
    await entry.waitFor({ state: 'detached' });
    await eventually('"it came out" confirmed', () => sim.isConfirmed(held.id), 10_000);
    await onlyItsLanguage('4-answered');
  });

  it('a reprint from the history', async () => {
    const [first] = orders as [WireOrder];
    await button(t.nav.history).click();
    await page.locator(`button.row[data-order="${first.id}"]`).click();
    const detail = page.getByRole('article');
    await detail.locator('figure.paper').waitFor();
    await detail.getByRole('button', { name: t.detail.reprint, exact: true }).click();
    await detail.locator('.reprint[data-outcome="printed"]').waitFor({ timeout: 10_000 });
    await onlyItsLanguage('5-reprint', [await host!.service.getOrder(first.id)]);
  });

  it('late changes: one order edited and one deleted on the service after they printed', async () => {
    const [, changed, gone] = orders as [WireOrder, WireOrder, WireOrder];
    const time = changed.order_time.startsWith('17:45') ? '18:15:00' : '17:45:00';
    const qty = changed.order_lines[0]!.qty + 4;
    sim.editOrder(changed.id, { fields: { order_time: time }, quantities: [{ line: 0, qty }] });
    sim.deleteOrder(gone.id);
    // The check as the `changes` command runs it, on the host's own ledger.
    const { versions } = host!.ledger;
    const client = new OrderingClient({ baseUrl: sim.url, tenant: 'demo', token: TOKEN, maxAttempts: 1 });
    for (const date of new Set([changed.order_date, gone.order_date]))
      keepVersions(await checkPrintedDay({ date, shopId: SHOP }, versions, client), versions);

    // Nothing told the window (a check of another process would not either): it reads Status afresh.
    await page.reload();
    const goneEntry = page.locator(`section.gone li[data-order="${gone.id}"]`);
    await goneEntry.waitFor();
    await page.getByRole('heading', { name: t.lateChanges.gone.heading }).waitFor();
    expect(await page.locator('section.gone li[data-order]').count()).toBe(1);
    // Never "all is well" while it is listed: the headline warns, Needs attention points to the panel.
    const goneLine = t.headline.ordersGone(1);
    await page
      .locator('.headline[data-tone="warn"]')
      .getByText(`${goneLine.charAt(0).toLocaleUpperCase()}${goneLine.slice(1)}.`, { exact: true })
      .waitFor();
    await problem('orders-gone').getByText(t.problems.ordersGone(1, t.lateChanges.gone.heading)).waitFor();
    await onlyItsLanguage('5-gone');

    await button(t.nav.history).click();
    const row = (id: string) => page.locator(`button.row[data-order="${id}"]`);
    await row(gone.id).locator('[data-late-change="gone"]').getByText(t.lateChanges.marks.gone).waitFor();
    await row(changed.id)
      .locator('[data-late-change="changed"]')
      .getByText(t.lateChanges.marks.changed)
      .waitFor();
    await row(changed.id).click();
    const versionList = page
      .getByRole('article')
      .getByRole('region', { name: t.lateChanges.versions.heading, exact: true });
    await versionList.locator('li[data-version="2"].current').waitFor();
    const slip = wordsOf(language).paper.changes;
    const fields = versionList.locator('li[data-version="2"] li[data-field]');
    expect(await fields.evaluateAll((items) => items.map((item) => item.getAttribute('data-field')))).toEqual(
      ['due-time', 'quantity'],
    );
    await fields.first().getByText(slip.fields['due-time']).waitFor();
    await fields.first().locator('.is .value').getByText(time.slice(0, 5), { exact: true }).waitFor();
    await versionList.locator('li[data-version="1"]').getByText(t.lateChanges.versions.printed).waitFor();
    await onlyItsLanguage('5-versions', [await host!.service.getOrder(changed.id)]);

    // Seen: kept in the ledger, so Status (on every window of it) lists it no more. Meanwhile Status's tab
    // counts it among what needs attention, in its name too.
    const statusTab = page.getByRole('navigation').getByRole('button').filter({ hasText: t.nav.status });
    expect(await statusTab.locator('.count').textContent()).toBe(`${t.attention.heading}: 1`);
    await statusTab.click();
    const seen = goneEntry.getByRole('button');
    expect(await seen.textContent()).toBe(t.lateChanges.gone.seen);
    await seen.click();
    await goneEntry.waitFor({ state: 'detached' });
    expect((await host!.service.getStatus()).goneOrders).toEqual([]);
    // The last one seen: all is well again.
    await page.locator('.headline[data-tone="good"]').getByText(t.headline.allWell).waitFor();
    expect(await problem('orders-gone').count()).toBe(0);
  });

  it('the settings page', async () => {
    await button(t.nav.settings).click();
    await page.getByRole('heading', { name: t.settings.heading, exact: true }).waitFor();
    await page.getByRole('heading', { name: t.settings.printers.heading, exact: true }).waitFor();
    await onlyItsLanguage('6-settings');
  });

  it('the check itself finds another language: each table’s, and English when the window speaks it', async () => {
    for (const other of LANGUAGES) {
      const save = wordsOf(other).window.settings.save;
      if (other === language || save === t.settings.save) continue;
      const found = foreignIn(`… ${save} …`, language, [], []);
      expect(found, `${other} on a ${language} page`).toContainEqual(
        expect.objectContaining({ wording: save, language: other }),
      );
    }
    await page.locator('header').getByRole('combobox', { name: t.app.language }).selectOption('en');
    await button('Settings').waitFor();
    const found = foreignIn(await shownText(page), language, await reported(), allowed());
    expect(found.map((item) => item.wording)).toEqual(expect.arrayContaining(['Settings', 'Save settings']));
    expect(found.every((item) => item.language === 'en')).toBe(true);
    await button('Status').click();
    await page
      .locator('.headline')
      .getByText('All is well: every order was printed and confirmed.')
      .waitFor();
    const status = foreignIn(await shownText(page), language, await reported(), allowed());
    expect(status.some((item) => item.from.startsWith('message '))).toBe(true);
    // And another language than English: its window tables give it away too.
    const other = LANGUAGES.find((candidate) => candidate !== language && candidate !== 'en') ?? 'en';
    await page.locator('header').getByRole('combobox', { name: 'Language' }).selectOption(other);
    await button(wordsOf(other).window.nav.settings).click();
    const foreign = foreignIn(await shownText(page), language, await reported(), allowed());
    expect(foreign.some((item) => item.language === other && item.from.startsWith('window table'))).toBe(
      true,
    );
  });

  it('throws no errors and keeps to its Content-Security-Policy', () => {
    expect(pageProblems).toEqual([]);
  });
});
