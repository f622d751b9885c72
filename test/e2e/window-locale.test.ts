/**
 * The window as a Dutch or French shop sees it on a PC set up in American English without an emoji
 * font (issue 26 §2), in Chromium on the production bundle, served over the real AppService on the demo
 * (the simulator's showcase, with its plate "Sto lat, Łukasz! 🎂 …", and the virtual printers):
 *
 * - the emoji of a plate is drawn with the receipts' own font (the page loads "OrderSlip Emoji", and the
 *   pixels of the plate's 🎂 are that font's, not the box a missing glyph gets), on the Day view's plate
 *   card and in the label preview;
 * - dates show and are typed as dd/mm/yyyy and times as HH:mm (the shop's language decides, not the
 *   browser's en-US), in the Day view, History's filters and the shop day's settings;
 * - the language and theme menus have visible labels, are named by them, and read differently; at
 *   1280 px the top bar holds them on the tabs' row, in nl, fr, de and en (they once wrapped under the
 *   tabs in French), and at 800 px nothing in it sticks out sideways.
 *
 * This machine has no emoji font (fc-list), so without the bundled one the plate shows a box. Screenshots
 * go to test-results/window-locale/ (a failed step leaves failed-<language>-<step>.png).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlateText } from '../../electron/common/shop-day/day';
import { wordsOf } from '../../electron/common/words/catalogues';
import { startDemo, type DemoRuntime } from '../../electron/demo/demo-runtime';
import { eventually } from '../engine/world';
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

const SHOTS = join(import.meta.dirname, '../../test-results/window-locale');
const ENGINE = quickEngine({ printerRetryBaseMs: 50, completionBaseMs: 2_000 });
const CAKE = '🎂';
/** The browser's own locale: what the browser's date fields used to follow. */
const BROWSER_LOCALE = 'en-US';

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

interface Drawn {
  /** The text in the element's own font, as the page draws it. */
  readonly asShown: string;
  /** The same text in the bundled emoji font alone. */
  readonly bundled: string;
  /** A character no font has, in the element's font: the box of a missing glyph. */
  readonly missing: string;
  readonly inked: number;
  readonly family: string;
}

/**
 * Draws `text` on a canvas in the computed font of the first element under `selector` that shows it,
 * in the bundled emoji font alone, and a character no font has, and hands back the pixels of each:
 * equal to the bundled font's and unlike a missing glyph's means the page draws the emoji with the
 * bundled font. (A script in the page's own terms: the tests are compiled without the DOM's types.)
 */
function drawnAs(page: Page, selector: string, text: string): Promise<Drawn> {
  return page.evaluate(`(() => {
    const text = ${JSON.stringify(text)};
    const node = [...document.querySelectorAll(${JSON.stringify(selector)})].find((candidate) =>
      (candidate.textContent ?? '').includes(text),
    );
    const family = getComputedStyle(node).fontFamily;
    const pixels = (font, shown) => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 96;
      const context = canvas.getContext('2d');
      context.font = font;
      context.textBaseline = 'alphabetic';
      context.fillStyle = '#000';
      context.fillText(shown, 8, 64);
      const data = context.getImageData(0, 0, 96, 96).data;
      let inked = 0;
      for (let index = 3; index < data.length; index += 4) if (data[index] > 0) inked += 1;
      return { data: Array.from(data).join(','), inked };
    };
    const own = pixels('40px ' + family, text);
    return {
      asShown: own.data,
      bundled: pixels('40px "OrderSlip Emoji"', text).data,
      missing: pixels('40px ' + family, '\u{10FFFD}').data,
      inked: own.inked,
      family,
    };
  })()`);
}

/** True once the page itself (nothing asked it here) loaded the bundled emoji font. */
const bundledFontLoaded = (page: Page): Promise<boolean> =>
  page.evaluate(
    `[...document.fonts].some((face) => face.family.includes('OrderSlip Emoji') && face.status === 'loaded')`,
  );

async function expectBundledEmoji(page: Page, selector: string): Promise<void> {
  const drawn = await drawnAs(page, selector, CAKE);
  expect(drawn.family).toContain('OrderSlip Emoji');
  expect(drawn.inked).toBeGreaterThan(50);
  expect(drawn.asShown === drawn.bundled, 'the emoji is drawn with the bundled font').toBe(true);
  expect(drawn.asShown === drawn.missing, 'the emoji is not a missing glyph').toBe(false);
}

describe.each([
  { language: 'nl' as const, dateFormat: 'dd/mm/jjjj', timeFormat: 'uu:mm' },
  { language: 'fr' as const, dateFormat: 'jj/mm/aaaa', timeFormat: 'hh:mm' },
])('the window in $language on an en-US browser', ({ language, dateFormat, timeFormat }) => {
  const t = wordsOf(language).window;
  let dataDir: string;
  let demo: DemoRuntime;
  let host: ServedApp;
  let page: Page;
  let plate: PlateText;
  let plateDay: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `orderslip-e2e-locale-${language}-`));
    demo = await startDemo({ dataDir, perMinute: 0, language });
    host = await serveApp(root, dataDir, {
      info: { ...INFO, demo: true },
      settings: demo.settings,
      token: demo.token,
      engine: ENGINE,
      demoPaper: demo.paper,
      demoPrinterFault: demo.setPrinterFault,
    });
    // The shop's language, as a person set it in Settings; the browser says en-US.
    await host.service.setLanguage(language);
    page = await windowPage(browser, BROWSER_LOCALE, pageProblems);
  }, 30_000);

  screenshotOnFailure(SHOTS, language, () => page);

  afterAll(async () => {
    await page?.close();
    await host?.stop();
    await demo?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('draws the plate’s emoji with the bundled font on the Day view, typed to its day as dd/mm/yyyy', async () => {
    await eventually('the showcase’s cake with an emoji is in the ledger', async () => {
      const history = await host.service.listHistory({ limit: 100 });
      const days = [...new Set(history.rows.flatMap((row) => (row.dueDate ? [row.dueDate] : [])))];
      for (const date of days) {
        const found = (await host.service.getDay({ date, shopId: null })).bakeList.plates.find((candidate) =>
          candidate.text.includes(CAKE),
        );
        if (found) {
          plate = found;
          plateDay = date;
          return true;
        }
      }
      return false;
    });

    await page.goto(host.http.url);
    await page.getByRole('button', { name: t.nav.day, exact: true }).click();
    const date = page.getByLabel(t.day.date, { exact: true });
    await date.waitFor();
    expect(await date.getAttribute('type')).toBe('text');
    expect(await date.getAttribute('placeholder')).toBe(dateFormat);
    // Today, written the shop's way.
    await expect.poll(() => date.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // Typed as a Belgian writes it, without leading zeros: the view goes to that day.
    const [year, month, day] = plateDay.split('-');
    await date.fill(`${Number(day)}/${Number(month)}/${year}`);
    await date.press('Enter');
    await expect.poll(() => date.inputValue()).toBe(`${day}/${month}/${year}`);
    const card = page.locator('.plates .text', { hasText: CAKE }).first();
    await card.waitFor();
    expect(await card.textContent()).toBe(plate.text);

    await expect.poll(() => bundledFontLoaded(page)).toBe(true);
    await expectBundledEmoji(page, '.plates .text');
    await stepShot(page.locator('ol.plates'), { path: join(SHOTS, `plates-${language}.png`) });

    // A day that does not exist is said to be none, in the shop's language, and the view stays.
    await date.fill(`31/02/${year}`);
    await date.press('Enter');
    await page.getByText(t.dateInput.invalidDate(dateFormat, '').slice(0, 12)).first().waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect(await card.textContent()).toBe(plate.text);
  });

  it('draws the emoji of the cake label’s preview with the bundled font', async () => {
    await page.getByRole('button', { name: t.nav.history, exact: true }).click();
    // The order's full id and Enter, as a scanner types the receipt's QR code: the order opens.
    const search = page.getByLabel(t.history.search, { exact: true });
    await search.fill(plate.orderId);
    await search.press('Enter');
    const text = page.locator('figure svg text', { hasText: CAKE }).first();
    await text.waitFor();
    await expectBundledEmoji(page, 'figure svg text');
  });

  it('shows and takes History’s due dates as dd/mm/yyyy', async () => {
    const from = page.getByLabel(t.history.dueFrom, { exact: true });
    expect(await from.getAttribute('placeholder')).toBe(dateFormat);
    const [year, month, day] = plateDay.split('-');
    await from.fill(`${day}.${month}.${year}`);
    await from.blur();
    await expect.poll(() => from.inputValue()).toBe(`${day}/${month}/${year}`);
    await page.locator(`button.row[data-order="${plate.orderId}"]`).waitFor();
    // The browser's own date and time fields (mm/dd/yyyy, AM/PM here) are nowhere to be typed in.
    expect(
      await page.locator('input[type="date"]:not([aria-hidden="true"]), input[type="time"]').count(),
    ).toBe(0);
  });

  it('shows the shop day’s times on the 24-hour clock and takes one typed the shop’s way', async () => {
    await page.getByRole('button', { name: t.nav.settings, exact: true }).click();
    const closing = page.getByLabel(t.shopDaySettings.closingTime, { exact: true });
    await closing.waitFor();
    expect(await closing.getAttribute('placeholder')).toBe(timeFormat);
    expect(await closing.inputValue()).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    await closing.fill('18.30');
    await closing.blur();
    await expect.poll(() => closing.inputValue()).toBe('18:30');
    await closing.fill('6:30 PM');
    await closing.blur();
    await page.getByText(t.dateInput.invalidTime(timeFormat, '').slice(0, 12)).first().waitFor();
    expect(await closing.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.locator('input[type="date"]:not([aria-hidden="true"]), input[type="time"]').count(),
    ).toBe(0);
    await stepShot(page.locator('section', { has: closing }), {
      path: join(SHOTS, `shop-day-${language}.png`),
    });
  });

  /** The menus of the top bar, named in `words`' language. */
  const menus = (words: typeof t) =>
    [words.app.language, words.app.theme].map((name) =>
      page.locator('header').getByRole('combobox', { name, exact: true }),
    );

  /** Whether each menu's box is on the tabs' row (overlaps it from top to bottom), not under it. */
  async function besideTabs(words: typeof t): Promise<boolean> {
    const tab = await page.locator('header nav button').first().boundingBox();
    const boxes = await Promise.all(menus(words).map((menu) => menu.boundingBox()));
    return boxes.every((box) => box !== null && box.y < tab!.y + tab!.height && box.y + box.height > tab!.y);
  }

  it('labels the language and theme menus visibly, names them by it, and their choices read differently', async () => {
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 768 });
      const [languageMenu, themeMenu] = menus(t) as [Locator, Locator];
      await languageMenu.waitFor();
      await themeMenu.waitFor();
      for (const [menu, name] of [
        [languageMenu, t.app.language],
        [themeMenu, t.app.theme],
      ] as const) {
        const label = page.locator('header label', { hasText: name });
        expect(await label.isVisible(), `${name} is shown`).toBe(true);
        const box = await label.boundingBox();
        expect(box!.width).toBeGreaterThan(0);
        expect(await menu.isVisible()).toBe(true);
      }
      const shown = (menu: Locator) => menu.locator('option:checked').textContent();
      await themeMenu.selectOption('system');
      expect(await shown(themeMenu)).toBe(t.app.themes.system);
      expect(await shown(languageMenu)).not.toBe(await shown(themeMenu));
      const all = [
        ...(await languageMenu.locator('option').allTextContents()),
        ...(await themeMenu.locator('option').allTextContents()),
      ];
      expect(new Set(all).size, all.join(' | ')).toBe(all.length);
      await stepShot(page, { path: join(SHOTS, `header-${language}-${width}.png`) });
      if (width === 1280) expect(await besideTabs(t), 'the menus on the tabs’ row').toBe(true);
      // Narrow, the menus go to a row of their own, and nothing sticks out of the bar sideways.
      else
        expect(
          await page.locator('header').evaluate((bar) => {
            const element = bar as unknown as { scrollWidth: number; clientWidth: number };
            return element.scrollWidth <= element.clientWidth;
          }),
        ).toBe(true);
    }
    // The other languages' words at 1280 px, chosen in the menu as a person would, then back.
    await page.setViewportSize({ width: 1280, height: 768 });
    for (const other of ['de', 'en', language] as const) {
      const words = wordsOf(other).window;
      // The language menu comes first, named in whichever language the window is in.
      await page.locator('header select').first().selectOption(other);
      await page.locator('header nav').getByRole('button', { name: words.nav.settings }).waitFor();
      expect(await besideTabs(words), `the menus on the tabs’ row in ${other}`).toBe(true);
      if (other !== language)
        await stepShot(page, { path: join(SHOTS, `header-${language}-then-${other}-1280.png`) });
    }
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(pageProblems).toEqual([]);
  });
});
