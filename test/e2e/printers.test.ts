/**
 * Printers in the window, for real: the production bundle (under its Content-Security-Policy) served by
 * the headless host's HTTP server over the real AppService, the ordering-service simulator and virtual
 * printers, in Chromium.
 *  1. An image-mode printer: an order's preview in History is the very bitmap the printer got — an
 *     image as many pixels wide as the printer's dots (576 at 80 mm, 203 dpi), as tall as the rows it
 *     printed; the demo's paper panel shows the virtual printer's picture of it in its sandboxed frame.
 *  2. "Find printers" in Settings: the app's search, pointed at virtual printers on loopback addresses
 *     (a range bounded as a shop's /24 would be), lists the one that names its model and the mute one;
 *     choosing it fills in its address and model, and saving keeps them.
 * No console errors or CSP violations throughout. Screenshots go to test-results/printers/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { dotsPerLine, printerSettings } from '../../electron/common/model/printer-settings';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { hostsInRange } from '../../electron/core/printer/discovery';
import { Simulator, type WireOrder } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { eventually } from '../engine/world';
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

const SHOTS = join(import.meta.dirname, '../../test-results/printers');
const ENGINE = quickEngine({ printerRetryBaseMs: 50, completionBaseMs: 2_000 });
const SHOP = 1042;

const root = windowRoot();
let dataDir: string;
let sim: Simulator;
/** The shop's printer, set to print every receipt as an image. */
let counter: VirtualPrinter;
/** What "Find printers" may find: one naming its model, one that answers nothing. */
let named: VirtualPrinter;
let mute: VirtualPrinter;
let browser: Browser;
let page: Page;
let app: ServedApp | null = null;
const pageProblems: string[] = [];

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

async function shot(name: string): Promise<void> {
  await stepShot(page, { path: join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), 'orderslip-e2e-printers-data-'));
  browser = await sharedBrowser();
  sim = await Simulator.start({ seed: 5, shapeVariety: false });
  counter = await VirtualPrinter.start();
  // Linux routes all of 127/8 to the loopback interface: two "network printers" on one port.
  named = await VirtualPrinter.start({ host: '127.0.0.2', model: 'TM-T88VI' });
  mute = await VirtualPrinter.start({ host: '127.0.0.3', port: named.port, mode: 'mute' });

  const settings = fileSettingsStore(dataDir);
  settings.save({
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: 'demo' },
    shops: [{ shopId: SHOP, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['counter'] }],
    printers: [
      printerSettings({
        id: 'counter',
        name: 'Counter',
        uri: counter.uri,
        language: 'en',
        printMode: 'image',
      }),
    ],
    pollIntervalSeconds: 1,
    startAtLogin: false,
    language: 'en',
  });
  app = await serveApp(root, dataDir, {
    // The demo's paper panel on the shop's printer: it shows the receipts drawn as images too.
    info: { ...INFO, demo: true },
    demoPaper: () =>
      counter.jobs().map((job) => ({
        at: job.receivedAt.toISOString(),
        kind: 'receipt' as const,
        order: null,
        text: job.text,
        html: job.html,
      })),
    settings,
    token: memoryTokenStore('demo-token'),
    engine: ENGINE,
    discovery: {
      network: {
        hosts: hostsInRange('127.0.0.1', '127.0.0.254'),
        port: named.port,
        // Generous for a busy test machine (1 s missed the model's name beside a second suite): refused
        // addresses answer at once on loopback anyway, and the silent one is waited for side by side.
        timeouts: { connectMs: 3_000, answerMs: 3_000 },
      },
      skipLocal: true,
      // The mute one waits out four requests (ESC/POS, Star, TSPL, ZPL) at 3 s each.
      deadlineMs: 30_000,
    },
  });
  expect(app.http.renderer).toBe('built');
  page = await windowPage(browser, 'en-GB', pageProblems);
  await page.goto(app.http.url);
}, 60_000);

afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    await page.screenshot({
      path: join(SHOTS, `failed-${context.task.name.replace(/\W+/g, '-')}.png`),
      fullPage: true,
    });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await Promise.all([sim?.close(), counter?.close(), named?.close(), mute?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('printers in the window, in Chromium', () => {
  it('previews an image-mode printer’s receipt as the very bitmap it printed', async () => {
    await page.locator('[data-printer="counter"][data-state="ready"]').waitFor({ timeout: 10_000 });
    const [order] = sim.addOrders(1, { shopId: SHOP, type: 'pick_up' }) as [WireOrder];
    await eventually('the order printed', () => counter.jobs().length === 1, 10_000);
    await eventually('the order confirmed', () => sim.isConfirmed(order.id), 10_000);
    const printed = counter.jobs()[0]!.parsed.images;
    expect(printed.length).toBeGreaterThan(0);

    await button('History').click();
    await page.locator(`button.row[data-order="${order.id}"]`).click();
    const preview = page.locator('figure.paper');
    await preview.waitFor();
    // Nothing but pictures: the printer got no text, so the preview shows none.
    expect(await preview.locator('[data-kind="text"]').count()).toBe(0);
    const images = preview.locator('[data-kind="raster"] img');
    await images.first().waitFor();
    const sizes = await images.evaluateAll((shown) =>
      shown.map((image) => {
        const picture = image as unknown as {
          naturalWidth: number;
          naturalHeight: number;
          complete: boolean;
          getBoundingClientRect(): { width: number };
        };
        return {
          width: picture.naturalWidth,
          height: picture.naturalHeight,
          loaded: picture.complete,
          shown: picture.getBoundingClientRect().width,
        };
      }),
    );
    const dots = dotsPerLine(80, 203);
    for (const size of sizes) {
      expect(size.loaded).toBe(true);
      // One pixel per dot: the bitmap decoded by the browser is as wide as the printer's line.
      expect(size.width).toBe(dots);
    }
    // As many rows as the printer got, in whatever bands it got them.
    const rows = (list: readonly { height?: number; heightDots?: number }[]) =>
      list.reduce((sum, image) => sum + (image.height ?? image.heightDots ?? 0), 0);
    expect(rows(sizes)).toBe(rows(printed));
    expect(printed.every((image) => image.widthDots === dots)).toBe(true);
    // Drawn at the paper's width, like the text lines of a text printer.
    const paperWidth = await preview.evaluate(
      (figure) => (figure as unknown as { clientWidth: number }).clientWidth,
    );
    expect(sizes[0]!.shown).toBeGreaterThan(paperWidth * 0.7);
    await shot('image-preview');
  });

  it('shows the image on the demo’s paper, as the virtual printer decoded it, under the window’s CSP', async () => {
    await button(/^Status/).click();
    const frame = page.locator('section.demo iframe');
    await frame.waitFor();
    // In the sandboxed frame (which inherits the window's CSP): the PNG the virtual printer made of
    // the raster it received, loaded, one pixel per dot.
    const pictures = frame.contentFrame().locator('img');
    await pictures.first().waitFor();
    const widths = await pictures.evaluateAll((shown) =>
      shown.map((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
    );
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) expect(width).toBe(dotsPerLine(80, 203));
    expect(pageProblems).toEqual([]);
  });

  it('finds the printers on the network and fills in the one chosen', async () => {
    await button('Settings').click();
    const editor = page.locator('li[data-printer="counter"]');
    await editor.getByRole('button', { name: 'Find printers' }).click();
    // (That it says it is looking meanwhile is the renderer tests' to prove: on loopback it is quick.)
    const list = editor.getByRole('list', { name: /printers found/ });
    await list.waitFor({ timeout: 60_000 });
    const found = list.getByRole('listitem');
    expect(await found.evaluateAll((items) => items.map((item) => item.getAttribute('data-uri')))).toEqual([
      named.uri,
      mute.uri,
    ]);
    await list.locator(`li[data-uri="${named.uri}"]`).getByText('TM-T88VI').waitFor();
    await list.locator(`li[data-uri="${mute.uri}"]`).getByText('does not answer status requests').waitFor();
    await shot('find-printers');

    await button('Use TM-T88VI').click();
    expect(await editor.getByLabel('Connection').inputValue()).toBe(named.uri);
    expect(await editor.getByLabel('Model').inputValue()).toBe('epson-tm-t88');
    // The whole printer editor, below the fold too.
    await page.setViewportSize({ width: 1024, height: 2000 });
    await shot('printer-editor');
    await page.setViewportSize({ width: 1024, height: 768 });
    await button('Save settings').click();
    await page.getByText('Settings saved.').waitFor();
    const saved = (await app!.service.getSettings()).settings.printers[0]!;
    expect(saved).toMatchObject({ uri: named.uri, model: 'epson-tm-t88', type: 'epson', dpi: 180 });
    expect(pageProblems).toEqual([]);
  });
});
