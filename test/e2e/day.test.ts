/**
 * The Day view for real, in Dutch and in French, in Chromium: the demo (the ordering-service simulator
 * with its showcase and a shop's day of orders, the virtual printers) served by the headless host's HTTP
 * server over the real AppService and ledger. For a day the demo's orders are due: the bake list shows
 * what the app sums from them, every plate text; a receipt's id typed into the scan field with Enter
 * marks the order collected on the pick-up sheet, and History shows it collected too; the bake list
 * prints on the virtual printer; an order the service's staff edited after it printed and one they
 * deleted are listed by "Check for changes" (was and now; gone), and their CHANGED and GONE slips print.
 * No other language on the page.
 *
 * Screenshots go to test-results/day/ (day-nl.png, day-fr.png; a failed step leaves failed-<step>.png).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayView, HistoryRowView } from '../../electron/common/contract/app-api';
import { orderLabel } from '../../electron/common/order-label';
import { localDate } from '../../electron/common/shop-day/day';
import { startDemo, type DemoRuntime } from '../../electron/demo/demo-runtime';
import { pause } from '../engine/world';
import { customerTexts, foreignIn, messagesIn, shownText } from './no-english';
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
import { wordsOf } from '../../electron/common/words/catalogues';

const SHOTS = join(import.meta.dirname, '../../test-results/day');
const ENGINE = quickEngine({ printerRetryBaseMs: 50, completionBaseMs: 2_000 });
/** The demo's showcase and its shop's day (see `startDemo`). */
const DEMO_ORDERS = 7 + 15;

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

/** Waits for an answer of the app that passes `ok`, and hands it back. */
async function until<T>(
  description: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${description}`);
    await pause(50);
  }
}

/**
 * The due day most of the demo's orders share, today left out: the fullest day to show, and one whose
 * orders a scan today must not hand over unasked.
 */
function busiestDay(rows: readonly HistoryRowView[], today: string): string {
  const counts = new Map<string, number>();
  for (const row of rows)
    if (row.dueDate && row.dueDate !== today) counts.set(row.dueDate, (counts.get(row.dueDate) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

describe.each([
  { language: 'nl' as const, locale: 'nl-BE' },
  { language: 'fr' as const, locale: 'fr-BE' },
])('the Day view in $language', ({ language, locale }) => {
  const t = wordsOf(language).window;
  let dataDir: string;
  let demo: DemoRuntime;
  let host: ServedApp;
  let page: Page;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `orderslip-e2e-day-${language}-`));
    demo = await startDemo({ dataDir, perMinute: 0, language });
    host = await serveApp(root, dataDir, {
      info: { ...INFO, demo: true },
      settings: demo.settings,
      token: demo.token,
      engine: ENGINE,
      demoPaper: demo.paper,
      demoPrinterFault: demo.setPrinterFault,
    });
    page = await windowPage(browser, locale, pageProblems);
  }, 30_000);

  screenshotOnFailure(SHOTS, language, () => page);

  afterAll(async () => {
    await page?.close();
    await host?.stop();
    await demo?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the bake list the app sums for the day, marks a scanned order collected, and History shows it', async () => {
    const history = await until(
      'every demo order is in the ledger',
      () => host.service.listHistory({ limit: 100 }),
      (answer) => answer.rows.length >= DEMO_ORDERS,
    );
    const date = busiestDay(history.rows, localDate(new Date()));
    const day: DayView = await host.service.getDay({ date, shopId: null });
    expect(day.bakeList.orderCount).toBeGreaterThan(0);

    await page.goto(host.http.url);
    await page.getByRole('button', { name: t.nav.day, exact: true }).click();
    const scan = page.getByLabel(t.day.scan.label);
    await scan.waitFor();
    await page.getByLabel(t.day.date, { exact: true }).fill(date);
    await page.getByText(t.day.bakeList.covers(day.bakeList.orderCount), { exact: true }).waitFor();

    // The bake list the window shows is the one the app summed from the day's orders.
    const bake = page.locator('table.bake tbody tr');
    await expect.poll(() => bake.count()).toBe(day.bakeList.rows.length);
    const products = await page.locator('table.bake tbody th').allTextContents();
    expect(products.map((text) => text.trim())).toEqual(day.bakeList.rows.map((row) => row.product));
    // Every plate, verbatim.
    const plates = await page.locator('.plates .text').allTextContents();
    expect(plates).toEqual(day.bakeList.plates.map((plate) => plate.text));

    // A USB scanner types the receipt's QR code (the order's id) and Enter: a bag of another day.
    const row = day.pickupSheet.rows.find(
      (candidate) => candidate.collectedAt === null && candidate.type !== 'delivery',
    )!;
    expect(row).toBeTruthy();
    const label = orderLabel(t, {
      id: row.orderId,
      type: row.type,
      orderNumber: row.orderNumber,
      clientName: row.clientName,
    });
    await scan.focus();
    await page.keyboard.type(row.orderId);
    await page.keyboard.press('Enter');
    // Not today's: a warning nobody can miss, saying when it is due; nothing is marked.
    const warning = page.getByRole('alert').filter({ hasText: label });
    await warning.waitFor();
    const notToday = t.day.scan.notToday(label, '\u0000', false).split('\u0000');
    const warned = (await warning.textContent()) ?? '';
    expect(warned).toContain(notToday[0]);
    expect(warned).toContain(`${row.dueTime.slice(0, 5)}${notToday[1]}`);
    expect((await host.service.getOrder(row.orderId)).collectedAt).toBeNull();
    await page.locator(`tr[data-order="${row.orderId}"]:not(.collected)`).waitFor();
    await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
    await stepShot(page, { path: join(SHOTS, `day-scan-not-today-${language}.png`) });
    // The person checked the bag: handed over anyway, and only now collected.
    await warning.getByRole('button', { name: t.day.scan.handOverAnyway, exact: true }).click();
    await page.getByText(t.day.scan.collected(label), { exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.locator(`tr[data-order="${row.orderId}"].collected`).waitFor();
    expect(await scan.inputValue()).toBe('');
    const collected = await host.service.getOrder(row.orderId);
    expect(collected.collectedAt).not.toBeNull();

    // The bake list on the counter's receipt printer: a job that is no order's receipt (the demo's
    // orders keep printing meanwhile, each with its id in a QR code).
    const jobs = demo.printer.jobs().length;
    await page.getByRole('button', { name: t.day.print.bakeList, exact: true }).click();
    const printed = page.locator('.lists .notice');
    await printed.waitFor();
    expect(await printed.getAttribute('role'), (await printed.textContent()) ?? '').toBe('status');
    const orderIds = new Set(history.rows.map((one) => one.id));
    await expect
      .poll(
        () =>
          demo.printer
            .jobs()
            .slice(jobs)
            .some((job) => !job.parsed.qrCodes.some((code) => orderIds.has(code))),
        { timeout: 8_000 },
      )
      .toBe(true);

    // The bake list as CSV: a download, under the window's Content-Security-Policy.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.day.export.csv, exact: true }).click(),
    ]);
    // Read through Playwright: the browser is shared over a connection, so the file is not on a path here.
    const csv = (await buffer(await download.createReadStream())).toString('utf8');
    // With the BOM Excel needs for accents, in the language's convention: ";" in Belgium (nl, fr).
    expect(csv.split('\r\n')[0]).toBe(
      language === 'nl'
        ? '\uFEFFproduct;opties;eenheid;hoeveelheid;bestellingen;plu;taarten'
        : '\uFEFFproduit;options;unité;quantité;commandes;plu;gâteaux',
    );
    await page.getByText(t.day.export.done(download.suggestedFilename()), { exact: true }).waitFor();

    await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
    await page.setViewportSize({ width: 1024, height: 1400 });
    await stepShot(page, { path: join(SHOTS, `day-${language}.png`) });
    await page.setViewportSize({ width: 1024, height: 768 });

    const status = await host.service.getStatus();
    const shown = await shownText(page);
    const allowed = new Set([
      'OrderSlip',
      ...customerTexts(day),
      ...customerTexts(history.rows.map((one) => one.clientName)),
      ...status.shops.map((shop) => shop.name ?? ''),
      ...status.printers.map((printer) => printer.name),
    ]);
    expect(
      foreignIn(shown, language, messagesIn(status), allowed),
      `another language on the ${language} Day view`,
    ).toEqual([]);

    // History: the order is marked collected in the list and in its detail.
    await page.getByRole('button', { name: t.nav.history, exact: true }).click();
    const search = page.getByLabel(t.history.search, { exact: true });
    await search.fill(row.orderId);
    await search.press('Enter');
    await page.getByRole('article').getByText(t.day.markNotCollected, { exact: true }).waitFor();
    await page
      .locator('button.row', { hasText: `✓ ${t.day.collected}` })
      .first()
      .waitFor();
    expect(pageProblems).toEqual([]);
  }, 60_000);

  it('titles a print the printer never confirmed by what is known, and never lists its job as cancelled', async () => {
    await demo.printer.setMode('no-completion');
    const [order] = demo.simulator.addOrders(1);
    const id = String(order!.id);
    const held = await until(
      'the order is held with the question',
      // Until the app polled it, the order is not in the ledger yet.
      () => host.service.getOrder(id).catch(() => null),
      (detail) => detail?.state === 'held' && detail.jobs.some((job) => job.state === 'unconfirmed'),
      // Polled, printed, then the printer's silence waited out, behind whatever the demo still prints.
      45_000,
    );
    const sent = held!.timeline.find((entry) => entry.kind === 'sent-unconfirmed');
    expect(sent?.printerName).toBeTruthy();

    await page.getByRole('button', { name: t.nav.history, exact: true }).click();
    const search = page.getByLabel(t.history.search, { exact: true });
    await search.fill(id);
    await search.press('Enter');
    const detail = page.getByRole('article');
    await detail
      .locator('.timeline strong')
      .getByText(t.detail.sentUnconfirmed(sent!.printerName!), { exact: true })
      .waitFor();
    await detail
      .locator('li[data-job][data-state="unconfirmed"]')
      .getByText(t.detail.job.states.unconfirmed, { exact: true })
      .waitFor();
    expect(await detail.getByText(t.detail.job.states.cancelled, { exact: true }).count()).toBe(0);
    // The label printer proved its labels: that entry is "printed"; the receipt's never is.
    expect(
      await detail.locator('li[data-kind="printed"]').getByText(sent!.printerName!, { exact: true }).count(),
    ).toBe(0);
    await detail.locator('.timeline').scrollIntoViewIfNeeded();
    await stepShot(page, { path: join(SHOTS, `history-unconfirmed-${language}.png`), fullPage: true });
    await detail.locator('li[data-job][data-state="unconfirmed"]').scrollIntoViewIfNeeded();
    await stepShot(page, { path: join(SHOTS, `history-unconfirmed-jobs-${language}.png`), fullPage: true });
    await demo.printer.setMode('ready');
    expect(pageProblems).toEqual([]);
  }, 90_000);

  it('checks the day for changes: lists an edited order with was and now and a deleted one as gone, and their slips print', async () => {
    const slipWords = wordsOf(language).paper.changes;
    // A cake with a plate, printed and confirmed; and another printed order of that day. The demo may
    // still be printing and confirming its showcase: waited for, not assumed.
    const { date, day, confirmed, rows } = await until(
      'a cake with a plate and another order of the busiest day are confirmed',
      async () => {
        const history = await host.service.listHistory({ limit: 100 });
        const busiest = busiestDay(history.rows, localDate(new Date()));
        return {
          date: busiest,
          rows: history.rows,
          day: await host.service.getDay({ date: busiest, shopId: null }),
          confirmed: new Map(
            history.rows.filter((row) => row.state === 'confirmed').map((row) => [row.id, row]),
          ),
        };
      },
      (found) => {
        const plate = found.day.bakeList.plates.find((one) => found.confirmed.has(one.orderId));
        return (
          plate !== undefined &&
          found.day.pickupSheet.rows.some(
            (row) => row.orderId !== plate.orderId && found.confirmed.has(row.orderId),
          )
        );
      },
      60_000,
    );
    const plate = day.bakeList.plates.find((one) => confirmed.has(one.orderId))!;
    const cake = confirmed.get(plate.orderId)!;
    const gone = day.pickupSheet.rows.find((row) => row.orderId !== cake.id && confirmed.has(row.orderId))!;
    const newTime = cake.dueTime === '06:15:00' ? '06:45:00' : '06:15:00';
    // Text the code page carries, so the slip prints it as text (an emoji or Arabic would be a picture).
    const newPlate = 'Proficiat Lotte 80';
    // The service's staff change the cake and cancel the other, after both printed.
    demo.simulator.editOrder(
      cake.id,
      { plateText: newPlate, fields: { order_time: newTime } },
      { tenant: demo.tenant },
    );
    demo.simulator.deleteOrder(gone.orderId, { tenant: demo.tenant });
    const jobs = demo.printer.jobs().length;

    await page.getByRole('button', { name: t.nav.day, exact: true }).click();
    await page.getByLabel(t.day.date, { exact: true }).fill(date);
    // As it printed, until the check.
    await page.locator(`tr[data-order="${gone.orderId}"]`).waitFor();
    await page.getByRole('button', { name: t.day.changes.check, exact: true }).click();
    const changes = page.locator('.changes');
    const changed = changes.locator(`.changed > li[data-order="${cake.id}"]`);
    // One request per order of the day, spread out, then the slips in the printer's turn: seconds.
    await changed.waitFor({ timeout: 30_000 });
    const said = (await changed.locator('ul li').allTextContents()).map((text) => text.trim());
    expect(said).toContain(
      t.day.changes.change({ field: 'due-time', before: cake.dueTime!, after: newTime }, t.orderTypes),
    );
    // The plate edited is the order's first (the simulator's rule): whatever it was, now the new text.
    const plateSaid = t.day.changes.change(
      {
        field: 'plate',
        product: '\u0000',
        before: '\u0001',
        after: newPlate,
      },
      t.orderTypes,
    );
    const now = plateSaid.slice(plateSaid.indexOf('\u0001') + 1);
    expect(
      said.some((text) => text.endsWith(now)),
      `${said.join(' | ')} ends with ${now}`,
    ).toBe(true);
    const goneLabel = orderLabel(t, {
      id: gone.orderId,
      type: gone.type,
      orderNumber: gone.orderNumber,
      clientName: gone.clientName,
    });
    expect((await changes.locator(`.gone li[data-order="${gone.orderId}"]`).textContent())?.trim()).toBe(
      t.day.changes.gone(goneLabel),
    );
    // The lists, read again, count the orders as they are now: the cancelled one left out, the cake at
    // its new time.
    await page.locator(`tr[data-order="${gone.orderId}"]`).waitFor({ state: 'detached' });
    expect(await page.locator(`tr[data-order="${cake.id}"] td.time`).textContent()).toBe(newTime.slice(0, 5));
    await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
    await stepShot(page, { path: join(SHOTS, `day-changes-${language}.png`) });

    // The CHANGED and GONE slips on the counter's printer, in the shop's language.
    // Read as words: a banner in large type wraps over lines.
    const slipOf = (banner: string) =>
      demo.printer
        .jobs()
        .slice(jobs)
        .map((job) => job.text.replace(/\s+/g, ' '))
        .find((text) => text.includes(banner));
    await expect.poll(() => slipOf(slipWords.changedBanner) !== undefined, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => slipOf(slipWords.goneBanner) !== undefined, { timeout: 15_000 }).toBe(true);
    expect(slipOf(slipWords.changedBanner)).toContain(newPlate);
    expect(slipOf(slipWords.goneBanner)).toContain(gone.orderNumber ?? '');

    const status = await host.service.getStatus();
    const allowed = new Set([
      'OrderSlip',
      ...customerTexts(day),
      newPlate,
      ...customerTexts(rows.map((one) => one.clientName)),
      ...status.shops.map((shop) => shop.name ?? ''),
      ...status.printers.map((printer) => printer.name),
    ]);
    expect(
      foreignIn(await shownText(page), language, messagesIn(status), allowed),
      `another language on the ${language} Day view's changes`,
    ).toEqual([]);
    expect(pageProblems).toEqual([]);
  }, 60_000);
});
