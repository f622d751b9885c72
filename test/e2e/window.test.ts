/**
 * The window for real: the production bundle (built here, under its Content-Security-Policy) served by
 * the headless host, on the ordering-service simulator and a virtual printer, driven in Chromium.
 * The story of a shop: first run through the wizard, orders arriving and printing, a receipt previewed,
 * a reprint, a setting that survives a restart, an unreadable order handled by a person.
 *
 * Chromium must be at /usr/bin/chromium (`apt-get install -y chromium`). Without it this file fails:
 * a browser test that skips itself proves nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Simulator, type WireOrder } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { CliIo } from '../../electron/headless/command';
import { startHeadless, type HeadlessHost } from '../../electron/headless/host';
import { startHttpHost, type HttpHost } from '../../electron/headless/http-host';
import { headlessTokenStore } from '../../electron/headless/token-source';
import { eventually } from '../engine/world';
import { INFO, quickEngine, sharedBrowser, windowPage, windowRoot, stepShot } from './world';

const SHOTS = join(import.meta.dirname, '../../test-results');
const ENGINE = quickEngine({ printerRetryBaseMs: 50, completionBaseMs: 2_000 });
const SHOP = 1042;
const REPRINT_BANNER = /HERDRUK|RÉIMPRESSION|REPRINT/;

const root = windowRoot();
let dataDir: string;
let sim: Simulator;
let printer: VirtualPrinter;
let browser: Browser;
let page: Page;
let host: HeadlessHost | null = null;
let http: HttpHost | null = null;
const pageProblems: string[] = [];
let arrived: WireOrder | null = null;
const io: CliIo = {
  out: () => undefined,
  err: () => undefined,
  stopRequested: new Promise<string>(() => undefined),
};

/** The host as `orderslip run` builds it: settings and the token in files in the data folder. */
async function startApp(): Promise<string> {
  host = await startHeadless({
    info: INFO,
    dataDir,
    settings: fileSettingsStore(dataDir),
    token: headlessTokenStore({ env: {}, tokenFile: undefined, dataDirTokenFile: join(dataDir, 'token') }),
    httpPort: null,
    logFormat: 'text',
    io,
    engine: ENGINE,
  });
  // The same HTTP host the CLI uses, serving the bundle built for this test rather than whatever
  // out/renderer holds.
  http = await startHttpHost({ api: host.service, port: 0, root });
  expect(http.renderer).toBe('built');
  return http.url;
}

async function stopApp(): Promise<void> {
  await http?.close();
  await host?.stop();
  http = null;
  host = null;
}

async function shot(name: string): Promise<void> {
  await stepShot(page, { path: join(SHOTS, `${name}.png`) });
}

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), 'orderslip-e2e-data-'));
  browser = await sharedBrowser();
  sim = await Simulator.start({ seed: 7, shapeVariety: false });
  printer = await VirtualPrinter.start();
  page = await windowPage(browser, 'en-GB', pageProblems);
}, 60_000);

afterEach(async (context) => {
  // What the page showed when a step failed: the first thing to look at.
  if (context.task.result?.state === 'fail')
    await page.screenshot({ path: join(SHOTS, `failed-${context.task.name.replace(/\W+/g, '-')}.png`) });
});

afterAll(async () => {
  await browser?.close();
  await stopApp();
  await Promise.all([sim?.close(), printer?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the window in Chromium', () => {
  it('opens on the setup wizard when nothing is set up, and sets OrderSlip up', async () => {
    const url = await startApp();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Set up OrderSlip' }).waitFor();
    await page.getByLabel('Service address').fill(sim.url);
    await page.getByLabel('Tenant').fill('demo');
    await page.getByLabel('Access token').fill('demo-token');
    await button('Test connection').click();
    await page.getByText(/^Connected\. The service lists 4 shops/).waitFor();
    await shot('wizard');
    await button('Next').click();

    // Only one shop for this computer.
    for (const other of ['Boulangerie', 'Slagerij', 'Boucherie'])
      await page.getByLabel(new RegExp(other)).uncheck();
    await button('Next').click();

    await page.getByLabel('Name').fill('Counter');
    await page.getByLabel('Connection').fill(printer.uri);
    // The test print runs on the printer as typed, before anything is saved.
    await button('Print a test receipt').click();
    await page.getByText(/Check the receipt, then save and finish\./).waitFor();
    await eventually('the test receipt printed', () => printer.jobs().length === 1);
    await button('Save and finish').click();
    await button('Go to Status').click();
    await page.getByRole('heading', { name: 'Connection' }).waitFor();
    await page.locator('[data-state="ok"]').waitFor();
    await page.locator('[data-printer="printer-1"][data-state="ready"]').waitFor();
  });

  it('saves a setting that survives a restart', async () => {
    await button('Settings').click();
    const interval = page.getByLabel('Check for new orders every (seconds)');
    await interval.fill('1');
    await button('Save settings').click();
    await page.getByText('Settings saved.').waitFor();
    await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
    await shot('settings');

    // Leave the page first: a request the window makes to a host already stopped fails in its console.
    await page.goto('about:blank');
    await stopApp();
    const url = await startApp();
    await page.goto(url);
    await page.locator('[data-state="ok"]').waitFor();
    await button('Settings').click();
    expect(await page.getByLabel('Check for new orders every (seconds)').inputValue()).toBe('1');
    expect(await page.getByLabel('Service address').inputValue()).toBe(sim.url);
    expect(await page.getByLabel('Access token').inputValue()).toBe('');
    await page.getByText('A token is set; type a new one only to replace it.').waitFor();
  });

  it('shows an arriving order in Status and History, with the receipt as printed', async () => {
    await button('Status').click();
    const before = printer.jobs().length;
    const [order] = sim.addOrders(1, { shopId: SHOP, type: 'pick_up' }) as [WireOrder];
    arrived = order;
    const client = `${order.client.first_name} ${order.client.last_name}`;
    await eventually('the order printed', () => printer.jobs().length === before + 1, 10_000);
    await eventually('the order confirmed', () => sim.isConfirmed(order.id), 10_000);
    await page
      .locator(`[data-shop="${SHOP}"] [data-count="arrived-today"]`)
      .filter({ hasText: /^1$/ })
      .waitFor();

    sim.addOrders(7, { shopId: SHOP });
    await eventually('all orders printed', () => printer.jobs().length === before + 8, 15_000);
    await button('History').click();
    const row = page.locator(`button.row[data-order="${order.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(client);
    await page.getByText('8 orders').waitFor();
    await shot('history');

    await row.click();
    const preview = page.locator('figure.paper');
    await preview.waitFor();
    await page.getByRole('article').locator('.timeline [data-kind="confirmed"]').waitFor();
    const job = printer.jobs()[before]!.text;
    const shown = await preview.locator('[data-kind="text"]').allTextContents();
    expect(shown.length).toBeGreaterThan(10);
    // The screen shows what the paper shows: every line of the preview is a line of the printed job.
    const printed = job.split('\n').map((line) => line.trimEnd());
    for (const line of shown.map((text) => text.trimEnd()).filter((text) => text.trim() !== ''))
      expect(printed, `preview line "${line}"`).toContain(line);
    await shot('detail');
  });

  it('sends a reprint to the printer chosen', async () => {
    const before = printer.jobs().length;
    await page.getByLabel('Reprint on').selectOption({ label: 'Counter' });
    await button('Reprint').click();
    // What really happened, once the printer confirmed it (never just "sent").
    await page.getByText('The reprint came out of Counter: the printer confirmed it.').waitFor();
    await eventually('the reprint printed', () => printer.jobs().length === before + 1, 10_000);
    expect(printer.jobs()[before]!.text).toMatch(REPRINT_BANNER);
    await page.getByRole('article').locator('[data-kind="reprint-requested"]').waitFor();
  });

  it('holds an order it cannot read until a person marks it handled', async () => {
    // A real order of this shop, but with an order type the service never documented.
    const broken = { ...arrived!, id: randomUUID(), order_type: 'teleport' };
    sim.addRawOrder(broken);
    await button(/^Status/).click();
    const item = page.locator(`li[data-order="${broken.id}"]`);
    await item.waitFor({ timeout: 10_000 });
    await button('Status Needs attention: 1').waitFor();
    await shot('status');

    await item.getByRole('button', { name: 'Show raw data' }).click();
    const raw = page.getByRole('dialog');
    expect(await raw.locator('pre').textContent()).toContain('"order_type": "teleport"');
    await page.keyboard.press('Escape');
    await raw.waitFor({ state: 'detached' });

    await item.getByRole('button', { name: 'Mark handled' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, mark handled' }).click();
    await eventually('the service has it confirmed', () => sim.isConfirmed(broken.id), 10_000);
    await item.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('Nothing needs attention right now.').waitFor();
    await page.getByText('All is well: every order was printed and confirmed.').waitFor();
  });

  it('keeps to its Content-Security-Policy and throws no errors', () => {
    expect(pageProblems).toEqual([]);
  });
});
