/**
 * The locked counter in Chromium (issue 25 §3): the production bundle served by the headless host over
 * a real AppService, on the simulator and a virtual printer, with a PIN set as provisioning sets it (the
 * app's own save, no window). Settings are not shown until the PIN is given, and asked for again after
 * leaving them; a wrong PIN says so and how many tries are left; "Mark handled" asks for the PIN and then
 * goes through; a reprint needs none; and Settings' PIN field is never filled in.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Simulator, type WireOrder } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { CliIo } from '../../electron/headless/command';
import { startHeadless, type HeadlessHost } from '../../electron/headless/host';
import { startHttpHost, type HttpHost } from '../../electron/headless/http-host';
import { headlessTokenStore } from '../../electron/headless/token-source';
import { wordsOf } from '../../electron/common/words/catalogues';
import { eventually } from '../engine/world';
import { INFO, quickEngine, sharedBrowser, windowPage, windowRoot, stepShot } from './world';

const SHOTS = join(import.meta.dirname, '../../test-results/pin');
const ENGINE = quickEngine({ printerRetryBaseMs: 50, completionBaseMs: 2_000 });
const SHOP = 1042;
const PIN = '5821';
const en = wordsOf('en').window;

const root = windowRoot();
let dataDir: string;
let sim: Simulator;
let printer: VirtualPrinter;
let browser: Browser;
let page: Page;
let host: HeadlessHost | null = null;
let http: HttpHost | null = null;
const pageProblems: string[] = [];
let printed: WireOrder;
const io: CliIo = {
  out: () => undefined,
  err: () => undefined,
  stopRequested: new Promise<string>(() => undefined),
};

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const pinDialog = () => page.getByRole('dialog', { name: en.pin.promptTitle });
const settingsHeading = () => page.getByRole('heading', { name: en.settings.heading, exact: true });

async function shot(name: string): Promise<void> {
  await stepShot(page, { path: join(SHOTS, `${name}.png`) });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), 'orderslip-e2e-pin-'));
  browser = await sharedBrowser();
  sim = await Simulator.start({ seed: 11, shapeVariety: false });
  printer = await VirtualPrinter.start();
  const settings = fileSettingsStore(dataDir);
  settings.save({
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: 'demo' },
    printers: [printerSettings({ id: 'counter', name: 'Counter', uri: printer.uri, language: 'en' })],
    defaultPrinterIds: ['counter'],
    shops: [{ shopId: SHOP, name: null, city: null, printerIds: ['counter'] }],
    pollIntervalSeconds: 1,
  });
  host = await startHeadless({
    info: INFO,
    dataDir,
    settings,
    token: headlessTokenStore({
      env: { ORDERSLIP_TOKEN: 'demo-token' },
      tokenFile: undefined,
      dataDirTokenFile: join(dataDir, 'token'),
    }),
    httpPort: null,
    logFormat: 'text',
    io,
    engine: ENGINE,
  });
  // As provisioning does on a first start: the app's own save, with the PIN from the file.
  await host.service.saveSettings({ settings: settings.load(), newPin: PIN });
  http = await startHttpHost({ api: host.service, port: 0, root });
  expect(http.renderer).toBe('built');
  page = await windowPage(browser, 'en-GB', pageProblems);
  [printed] = sim.addOrders(1, { shopId: SHOP, type: 'pick_up' }) as [WireOrder];
  await eventually('the order printed', () => sim.isConfirmed(printed.id), 15_000);
  await page.goto(http.url);
  await page.locator('[data-state="ok"]').waitFor();
}, 60_000);

afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    await page.screenshot({ path: join(SHOTS, `failed-${context.task.name.replace(/\W+/g, '-')}.png`) });
});

afterAll(async () => {
  await page?.goto('about:blank');
  await browser?.close();
  await http?.close();
  await host?.stop();
  await Promise.all([sim?.close(), printer?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a locked counter in Chromium', () => {
  it('asks for the PIN before it shows Settings, and shows nothing of them when the person closes it', async () => {
    await button(en.nav.settings).click();
    await pinDialog().waitFor();
    await shot('asked');
    expect(await settingsHeading().count()).toBe(0);
    await pinDialog().getByRole('button', { name: en.dialog.close }).click();
    await pinDialog().waitFor({ state: 'detached' });
    expect(await settingsHeading().count()).toBe(0);
    await page.getByRole('heading', { name: 'Connection' }).waitFor();
  });

  it('says a wrong PIN and the tries left; the right one opens Settings, its PIN field empty', async () => {
    await button(en.nav.settings).click();
    const field = pinDialog().getByLabel(en.pin.field, { exact: true });
    await field.fill('0000');
    await pinDialog().getByRole('button', { name: en.pin.unlock }).click();
    await pinDialog().getByText('That PIN is not right. 4 more tries before a one-minute wait.').waitFor();
    expect(await settingsHeading().count()).toBe(0);
    await field.fill(PIN);
    await pinDialog().getByRole('button', { name: en.pin.unlock }).click();
    await settingsHeading().waitFor();
    await pinDialog().waitFor({ state: 'detached' });
    await page.getByText(en.pin.stored).waitFor();
    expect(await page.getByLabel(en.pin.newPin).inputValue()).toBe('');
    expect(await page.content()).not.toContain(PIN);
    await shot('settings-open');
  });

  it('asks again after leaving Settings', async () => {
    await button(/^Status/).click();
    await page.getByRole('heading', { name: 'Connection' }).waitFor();
    await button(en.nav.settings).click();
    await pinDialog().waitFor();
    await page.keyboard.press('Escape');
    await pinDialog().waitFor({ state: 'detached' });
    expect(await settingsHeading().count()).toBe(0);
  });

  it('reprints without the PIN', async () => {
    await button(en.nav.history).click();
    await page.locator(`button.row[data-order="${printed.id}"]`).click();
    const before = printer.jobs().length;
    await page.getByLabel('Reprint on').selectOption({ label: 'Counter' });
    await button('Reprint').click();
    await page.getByText('The reprint came out of Counter: the printer confirmed it.').waitFor();
    await eventually('the reprint printed', () => printer.jobs().length === before + 1, 10_000);
    expect(await pinDialog().count()).toBe(0);
  });

  it('asks for the PIN when "Mark handled" needs it, then marks it', async () => {
    const broken = { ...printed, id: randomUUID(), order_type: 'teleport' };
    sim.addRawOrder(broken);
    await button(/^Status/).click();
    const item = page.locator(`li[data-order="${broken.id}"]`);
    await item.waitFor({ timeout: 10_000 });
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, mark handled' }).click();
    await pinDialog().waitFor();
    expect(sim.isConfirmed(broken.id)).toBe(false);
    await pinDialog().getByLabel(en.pin.field, { exact: true }).fill(PIN);
    await pinDialog().getByRole('button', { name: en.pin.unlock }).click();
    await eventually('the service has it confirmed', () => sim.isConfirmed(broken.id), 10_000);
    await item.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('keeps to its Content-Security-Policy and throws no errors', () => {
    // Chromium logs each refusal's 422 as a failed load: the wrong PIN and the first "Mark handled". Nothing else.
    const refused =
      'console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)';
    expect(pageProblems).toEqual([refused, refused]);
  });
});
