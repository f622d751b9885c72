/**
 * The wizard's printer step as a newcomer meets it, in Dutch and in French, in Chromium: the production
 * bundle served by the headless host's HTTP server over the real AppService, the ordering-service
 * simulator, a virtual receipt printer (an Epson TM-T20III by its answer) and a virtual ZPL label
 * printer, both on their own ports of 127.0.0.1, where "Find printers" looks.
 *  1. The expert settings (code page, logo, header, footer, kitchen, PLU) are folded away, closed.
 *  2. "Use this printer" on the receipt printer found fills in its model, so the test print that
 *     follows has nothing left to suggest.
 *  3. A logo chosen through the file field: a file too large and one that is no picture are refused
 *     with a clear message; a PNG is kept in the data folder and previewed as the printer prints it.
 *  4. The label printer is found, and "Use" adds it as the label printer beside the receipt printer
 *     (a ZPL label printer at its resolution, named in the window's language), leaving the receipt
 *     printer as it was; its test labels come out of it, and the wizard saves both, the shops routed
 *     to both, its summary naming both; a new order then prints its receipt on the one and its labels
 *     on the other, and is confirmed.
 * No console errors or CSP violations throughout. Screenshots go to test-results/wizard-printers-<language>/.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { wordsOf } from '../../electron/common/words/catalogues';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Simulator } from '../../electron/demo/simulator';
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

/** Chromium logs a command the host refused (422) as a failed load: the one refusal this story has. */
const REFUSED =
  'console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)';
const ENGINE = quickEngine({ printerRetryBaseMs: 50, completionBaseMs: 2_000 });
const TOKEN = 'demo-token';

/** A logo as a shop would have one: dark letters' worth of black on white, wider than tall. */
function logoPng(): Buffer {
  const png = new PNG({ width: 240, height: 80 });
  for (let y = 0; y < 80; y++)
    for (let x = 0; x < 240; x++) {
      const i = (y * 240 + x) * 4;
      const ink = y > 20 && y < 60 && x > 30 && x < 210 && (x >> 4) % 2 === 0;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = ink ? 0 : 255;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

const root = windowRoot();
let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const STORIES = [
  { language: 'nl', locale: 'nl-BE', seed: 31 },
  { language: 'fr', locale: 'fr-BE', seed: 32 },
] as const;

describe.each(STORIES)('the wizard’s printers in $language', ({ language, locale, seed }) => {
  const t = wordsOf(language).window;
  const shots = join(import.meta.dirname, `../../test-results/wizard-printers-${language}`);
  let dataDir: string;
  let sim: Simulator;
  let counter: VirtualPrinter;
  let zebra: VirtualLabelPrinter;
  let page: Page;
  let app: ServedApp | null = null;
  const pageProblems: string[] = [];

  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const editor = () => page.locator('[data-wizard-printer="receipt"] li.printer');
  const labelEditor = () => page.locator('[data-wizard-printer="label"] li.printer');
  const shot = (name: string) => stepShot(page, { path: join(shots, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), `orderslip-e2e-wizard-printers-${language}-`));
    sim = await Simulator.start({ seed, shapeVariety: false });
    counter = await VirtualPrinter.start({ host: '127.0.0.1' });
    zebra = await VirtualLabelPrinter.start({ host: '127.0.0.1', protocol: 'zpl' });
    const settings = fileSettingsStore(dataDir);
    // Polled every second, so the order after the wizard prints without a wait.
    settings.save({ ...DEFAULT_SETTINGS, startAtLogin: false, pollIntervalSeconds: 1 });
    app = await serveApp(root, dataDir, {
      info: INFO,
      settings,
      token: memoryTokenStore(TOKEN),
      engine: ENGINE,
      logos: { folder: join(dataDir, 'logos') },
      discovery: {
        // The virtual printers listen on 127.0.0.1, each on its own port, as the demo's do.
        network: {
          hosts: ['127.0.0.1'],
          ports: [counter.port, zebra.port],
          timeouts: { connectMs: 3_000, answerMs: 3_000 },
        },
        skipLocal: true,
        deadlineMs: 30_000,
      },
    });
    page = await windowPage(browser, locale, pageProblems);
  }, 60_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await shot(`failed-${context.task.name.replace(/\W+/g, '-')}`);
  });

  afterAll(async () => {
    await page?.close();
    await app?.stop();
    await Promise.all([sim?.close(), counter?.close(), zebra?.close()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('folds the expert settings away on the printer step', async () => {
    await page.goto(app!.http.url);
    await page.getByRole('heading', { name: t.wizard.heading }).waitFor();
    await page.getByLabel(t.settings.connection.baseUrl).fill(sim.url);
    await page.getByLabel(t.settings.connection.tenant, { exact: true }).fill('demo');
    await page.getByLabel(t.settings.connection.token, { exact: true }).fill(TOKEN);
    await button(t.settings.connection.test).click();
    const tested = await app!.service.testConnection({ baseUrl: sim.url, tenant: 'demo', token: TOKEN });
    await page.getByText(say(tested.message, language)).waitFor();
    await button(t.common.next).click();
    await page.getByText(`${t.wizard.stepOf(2, 4)}: ${t.wizard.steps.shops}`).waitFor();
    await button(t.common.next).click();
    await page.getByText(`${t.wizard.stepOf(3, 4)}: ${t.wizard.steps.printer}`).waitFor();

    const expert = editor().locator('details[data-section="expert"]');
    await expert.waitFor();
    expect(await expert.evaluate((details) => (details as unknown as { open: boolean }).open)).toBe(false);
    // The code page, the header and the kitchen's ticket are there, but not shown; model and paper are.
    for (const hidden of [
      editor().getByLabel(t.settings.printers.characterSet),
      editor().locator('[data-field="header"]'),
      editor().locator('[data-section="kitchen"]'),
      editor().locator('[data-field="showPlu"]'),
    ])
      expect(await hidden.isVisible()).toBe(false);
    expect(await editor().getByLabel(t.settings.printers.model).isVisible()).toBe(true);
    await shot('1-printer-step');
    expect(pageProblems).toEqual([]);
  });

  it('applies the model “Use this printer” found, so the test print suggests nothing more', async () => {
    // First as a newcomer might: the address typed, and a test print, which names the model to use.
    await editor()
      .getByLabel(t.settings.printers.name, { exact: true })
      .fill(language === 'nl' ? 'Toonbank' : 'Comptoir');
    await editor().getByLabel(t.settings.printers.uri, { exact: true }).fill(counter.uri);
    await button(t.wizard.testPrint).click();
    const findings = page.getByRole('region', { name: t.settings.findings.heading });
    await findings.locator('li[data-setting="model"]').waitFor({ timeout: 30_000 });
    await eventually('the first test receipt printed', () => counter.jobs().length === 1, 10_000);

    await button(t.settings.find.button).click();
    // One search for both printers, above them.
    const list = page.locator('ul.found');
    await list.locator(`li[data-uri="${counter.uri}"]`).waitFor({ timeout: 60_000 });
    await list.locator(`li[data-uri="${zebra.uri}"]`).waitFor();
    await shot('2-found');
    await button(t.settings.find.useNamed('TM-T20III')).click();
    expect(await editor().getByLabel(t.settings.printers.uri, { exact: true }).inputValue()).toBe(
      counter.uri,
    );
    expect(await editor().getByLabel(t.settings.printers.model).inputValue()).toBe('epson-tm-t20');
    // What the earlier test found out was about the printer as it was: it no longer suggests the model.
    await findings.waitFor({ state: 'detached' });

    await button(t.wizard.testPrint).click();
    await findings.waitFor({ timeout: 30_000 });
    await eventually('the second test receipt printed', () => counter.jobs().length === 2, 10_000);
    // Nothing to change: the search had already put in what the printer says it is.
    expect(await findings.locator('li[data-setting]').count()).toBe(0);
    expect(await findings.getByRole('button', { name: t.settings.findings.apply }).count()).toBe(0);
    expect(await editor().getByLabel(t.settings.printers.model).inputValue()).toBe('epson-tm-t20');
    await shot('3-tested');
    expect(pageProblems).toEqual([]);
  });

  it('takes a logo from the file field: refuses a file too large or no picture, keeps and previews a PNG', async () => {
    const expert = editor().locator('details[data-section="expert"]');
    await expert.locator('summary').click();
    const field = editor().locator('input[type="file"][data-field="logo"]');
    // Too large is said before anything is sent (no request, so no refusal in the console).
    const photo = Buffer.concat([logoPng(), Buffer.alloc(LOGO_MAX_BYTES)]);
    await field.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: photo });
    const tooLarge = say(msg('app.logo-too-large', { name: 'foto.png', maxKb: 512 }), language);
    await editor().getByRole('alert').filter({ hasText: tooLarge }).waitFor();
    expect(pageProblems).toEqual([]);
    await field.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('no picture') });
    const refusal = say(msg('app.logo-not-image', { name: 'logo.png' }), language);
    await editor().getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(existsSync(join(dataDir, 'logos'))).toBe(false);

    await field.setInputFiles({ name: 'bakkerij.png', mimeType: 'image/png', buffer: logoPng() });
    const preview = editor().locator('[data-logo-preview] figure.paper');
    await preview.waitFor();
    // The picture as it prints: in print mode auto the logo is drawn into the bits the printer gets.
    const picture = preview.locator('img').first();
    await picture.waitFor();
    expect(
      await picture.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
    ).toBe(240);
    expect(await editor().getByRole('alert').count()).toBe(0);
    expect(readdirSync(join(dataDir, 'logos'))).toEqual([expect.stringMatching(/^logo-[0-9a-f]{16}\.png$/)]);
    await stepShot(editor().locator('details[data-section="expert"]'), { path: join(shots, '4-logo.png') });
    expect(pageProblems).toEqual([REFUSED]);
  });

  it('adds the label printer Find printers found beside the receipt printer, saves both, and an order prints on both', async () => {
    const receiptBefore = {
      uri: await editor().getByLabel(t.settings.printers.uri, { exact: true }).inputValue(),
      model: await editor().getByLabel(t.settings.printers.model).inputValue(),
    };
    expect(await labelEditor().count()).toBe(0);
    await button(t.settings.find.useNamed('ZD421-203dpi')).click();
    await labelEditor().waitFor();
    expect(await labelEditor().getByLabel(t.settings.printers.uri, { exact: true }).inputValue()).toBe(
      zebra.uri,
    );
    expect(await labelEditor().locator('select[data-field="label.protocol"]').inputValue()).toBe('zpl');
    expect(await labelEditor().locator('select[data-field="dpi"]').inputValue()).toBe('203');
    // Named in the window's language until someone names it ("Etikettenprinter", "Imprimante d’étiquettes").
    expect(await labelEditor().getByLabel(t.settings.printers.name, { exact: true }).inputValue()).toBe(
      t.common.labelPrinter,
    );
    // The receipt printer is still the receipt printer, as it was set up.
    expect(await editor().getByLabel(t.settings.printers.uri, { exact: true }).inputValue()).toBe(
      receiptBefore.uri,
    );
    expect(await editor().getByLabel(t.settings.printers.model).inputValue()).toBe(receiptBefore.model);
    await shot('5-both');

    await button(t.settings.printers.testLabels).click();
    await zebra.waitForLabels(1, 20_000);
    await page
      .locator('[data-wizard-printer="label"]')
      .getByText(t.wizard.labelsPrinted, { exact: false })
      .waitFor();
    // The logo changed the receipt printer after its test: it is tested again before saving.
    await button(t.wizard.testPrint).click();
    await eventually('the third test receipt printed', () => counter.jobs().length === 3, 20_000);
    await page
      .locator('[data-wizard-printer="receipt"]')
      .getByText(t.wizard.testPrinted, { exact: false })
      .waitFor();
    await button(t.wizard.saveAndFinish).click();
    await page.getByText(`${t.wizard.stepOf(4, 4)}: ${t.wizard.steps.done}`).waitFor();
    const summary = page.locator('[data-summary]');
    await summary.getByText(t.wizard.doneReceipts(language === 'nl' ? 'Toonbank' : 'Comptoir')).waitFor();
    await summary.getByText(t.wizard.doneLabels(t.common.labelPrinter)).waitFor();
    const { settings } = await app!.service.getSettings();
    expect(settings.printers).toMatchObject([
      { name: language === 'nl' ? 'Toonbank' : 'Comptoir', uri: counter.uri, role: 'receipt' },
      { name: t.common.labelPrinter, uri: zebra.uri, role: 'label', dpi: 203, label: { protocol: 'zpl' } },
    ]);
    for (const printer of settings.printers) expect(printer).not.toHaveProperty('untested');
    const ids = settings.printers.map((printer) => printer.id);
    expect(settings.shops.length).toBeGreaterThan(0);
    for (const shop of settings.shops) expect(shop.printerIds).toEqual(ids);
    await shot('6-saved');

    // A new order of a chosen shop: its receipt on the receipt printer, its labels on the label printer.
    const [order] = sim.addOrders(1, {
      shopId: settings.shops[0]!.shopId,
      type: 'pick_up',
      textPlate: true,
      plateText: 'Proficiat!',
    });
    await eventually(
      'the order’s receipt printed on the receipt printer',
      () => counter.jobs().some((job) => job.parsed.qrCodes.includes(order!.id)),
      30_000,
    );
    await eventually(
      'the order’s labels printed on the label printer',
      () => zebra.labels().some((printed) => printed.qrPayloads.includes(order!.id)),
      30_000,
    );
    await eventually('the order confirmed', () => sim.isConfirmed(order!.id), 30_000);
    expect(pageProblems).toEqual([REFUSED]);
  });
});
