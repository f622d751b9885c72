/**
 * Labels in the window, for real: the production bundle (under its Content-Security-Policy) served by the
 * headless host's HTTP server over the real AppService, the ordering-service simulator, a virtual receipt
 * printer and a virtual ZPL label printer, in Chromium.
 *  1. A cake order on a shop routed to both printers prints its receipt and its labels; its detail in
 *     History shows the labels beside the receipt, each an SVG as many units as the label has dots,
 *     carrying the very text fields the label printer received (the plate's text among them) and the
 *     order id as its QR code.
 *  2. "Print the labels again" on the label printer reaches it, with the reprint banner.
 *  3. In Settings the label printer shows its own fields and is listed in the shop's route as labels.
 * No console errors or CSP violations throughout. Screenshots go to test-results/labels/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { DEFAULT_LABEL_SETTINGS, printerSettings } from '../../electron/common/model/printer-settings';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Simulator, type WireOrder } from '../../electron/demo/simulator';
import { VirtualLabelPrinter, VirtualPrinter } from '../../electron/demo/virtual-printer';
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

const SHOTS = join(import.meta.dirname, '../../test-results/labels');
const ENGINE = quickEngine({ printerRetryBaseMs: 50, completionBaseMs: 2_000 });
const SHOP = 1042;
const PLATE = 'Proficiat Lotte!';

const root = windowRoot();
let dataDir: string;
let sim: Simulator;
let counter: VirtualPrinter;
let zebra: VirtualLabelPrinter;
let browser: Browser;
let page: Page;
let app: ServedApp | null = null;
let order: WireOrder;
const pageProblems: string[] = [];

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const nonEmpty = (texts: readonly string[]): string[] => texts.filter((text) => text.trim() !== '');

async function shot(name: string): Promise<void> {
  await stepShot(page, { path: join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), 'orderslip-e2e-labels-data-'));
  browser = await sharedBrowser();
  sim = await Simulator.start({ seed: 12, shapeVariety: false });
  counter = await VirtualPrinter.start();
  zebra = await VirtualLabelPrinter.start({ protocol: 'zpl', printMsPerLabel: 0 });

  const settings = fileSettingsStore(dataDir);
  settings.save({
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: 'demo' },
    shops: [{ shopId: SHOP, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['counter', 'labels'] }],
    printers: [
      printerSettings({ id: 'counter', name: 'Counter', uri: counter.uri, language: 'en' }),
      printerSettings({
        id: 'labels',
        name: 'Etiketten',
        uri: zebra.uri,
        language: 'nl',
        dpi: 203,
        role: 'label',
        label: { ...DEFAULT_LABEL_SETTINGS, protocol: 'zpl', widthMm: 58, heightMm: 40 },
      }),
    ],
    pollIntervalSeconds: 1,
    startAtLogin: false,
    language: 'en',
  });
  app = await serveApp(root, dataDir, {
    info: INFO,
    settings,
    token: memoryTokenStore('demo-token'),
    engine: ENGINE,
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
  await Promise.all([sim?.close(), counter?.close(), zebra?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('labels in the window, in Chromium', () => {
  it('shows a cake order’s labels in its detail, carrying what the label printer received', async () => {
    [order] = sim.addOrders(1, { shopId: SHOP, type: 'pick_up', textPlate: true, plateText: PLATE }) as [
      WireOrder,
    ];
    await eventually('the receipt printed', () => counter.jobs().length === 1, 10_000);
    await eventually('the order confirmed', () => sim.isConfirmed(order.id), 10_000);
    const printed = zebra.labels();
    // An order label and a cake label at least.
    expect(printed.length).toBeGreaterThanOrEqual(2);

    await button('History').click();
    await page.locator(`button.row[data-order="${order.id}"]`).click();
    const labels = page.getByRole('region', { name: 'Labels' });
    await labels.waitFor();
    await expect.poll(() => labels.locator('figure svg').count()).toBe(printed.length);
    await labels.getByText(`${printed.length} labels, as Etiketten prints them.`).waitFor();
    await shot('detail');
    await labels.scrollIntoViewIfNeeded();
    await stepShot(labels, { path: join(SHOTS, 'labels.png') });

    const shown = await labels.locator('figure svg').evaluateAll((svgs) =>
      svgs.map((svg) => ({
        viewBox: svg.getAttribute('viewBox'),
        width: svg.getBoundingClientRect().width,
        texts: [...svg.querySelectorAll('g[data-kind="text"] text')].map((text) => text.textContent ?? ''),
        qr: [...svg.querySelectorAll('path[data-kind="qr"]')].map((qr) => qr.getAttribute('data-payload')),
      })),
    );
    for (const [index, label] of printed.entries()) {
      const preview = shown[index]!;
      expect(preview.viewBox).toBe(`0 0 ${label.widthDots} ${label.heightDots}`);
      // Scaled to fit: 58 mm at 4 px a millimetre, whatever its dots.
      expect(preview.width).toBeCloseTo(232, 0);
      // The very text fields the printer got, and the same QR code.
      expect(nonEmpty(preview.texts).sort()).toEqual(nonEmpty(label.texts).sort());
      expect(preview.qr).toEqual(label.qrPayloads);
    }
    const cake = page.locator('figure[data-label-kind="cake"] svg');
    expect(await cake.count()).toBe(1);
    const cakeText = (await cake.locator('text').allTextContents()).join(' ');
    for (const word of PLATE.split(' ')) expect(cakeText).toContain(word);
    expect(printed.some((label) => label.texts.join(' ').includes('Lotte!'))).toBe(true);
    expect(shown.flatMap((label) => label.qr)).toContain(order.id);
  });

  it('prints the labels again on the label printer chosen', async () => {
    const before = zebra.labels().length;
    await page.getByLabel('Reprint on').selectOption('labels');
    await button('Print the labels again').click();
    await eventually('the labels came out again', () => zebra.labels().length >= before * 2, 10_000);
    expect(counter.jobs()).toHaveLength(1);
    const again = zebra.labels().slice(before);
    expect(again.every((label) => label.texts.some((text) => text.includes('HERDRUK')))).toBe(true);
    await page.getByText('The reprint came out of Etiketten', { exact: false }).waitFor();
    await shot('reprinted');
  });

  it('shows the label printer’s own settings, and routes the shop to it as labels', async () => {
    await button('Settings').click();
    const editor = page.locator('li[data-printer="labels"]');
    await editor.waitFor();
    expect(await editor.getByRole('radio', { name: /^Labels/ }).isChecked()).toBe(true);
    expect(await editor.getByLabel('Label size').inputValue()).toBe('58x40');
    expect(await editor.getByLabel('Printer language').inputValue()).toBe('zpl');
    expect(await editor.getByLabel('Paper width').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Etiketten (labels)' }).first().waitFor();
    await shot('settings');
    expect(pageProblems).toEqual([]);
  });
});
