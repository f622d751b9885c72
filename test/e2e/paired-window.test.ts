/**
 * The window served to the shop's network (issue 14), in a real Chromium: unpaired, a device gets the
 * pairing page and nothing else (the API answers 401 with nothing of the shop); with the code shown on
 * the PC it pairs once and the window works; unpaired again, it is back at the pairing page. The local
 * window keeps its own checks. The network listener is bound to 127.0.0.2 here: another address than
 * the local window's 127.0.0.1, so every request takes the network's path.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { HeadlessHost } from '../../electron/headless/host';
import { startEnvTokenHost } from '../headless/host-world';
import { INFO, quickEngine, sharedBrowser, windowPage, windowRoot, stepShot } from './world';

const TENANT = 'paired';
const TOKEN = 'tok-paired-4c1d-secret';
const SHOP_NAME = 'Bakkerij Noëlle';
const ENGINE = quickEngine({ printerRetryBaseMs: 100, completionBaseMs: 1_000 });

let browser: Browser;
let sim: Simulator;
let paper: VirtualPrinter;
let host: HeadlessHost;
let lanUrl: string;
const dirs: string[] = [];
const temp = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-paired-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  [browser, sim, paper] = await Promise.all([
    sharedBrowser(),
    Simulator.start({ seed: 41, tenants: [{ id: TENANT, token: TOKEN }] }),
    VirtualPrinter.start(),
  ]);
  const shop = sim.tenants[0]!.shopIds[0]!;
  sim.addOrders(2, { shopId: shop });
  const dataDir = temp();
  const settings = fileSettingsStore(dataDir);
  // A free port above 1024 (the settings' own rule), picked for this run.
  const port = 20_000 + (process.pid % 20_000);
  settings.save({
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: TENANT },
    printers: [printerSettings({ id: 'counter', name: 'Counter', uri: paper.uri, language: 'en' })],
    defaultPrinterIds: ['counter'],
    shops: [{ shopId: shop, name: SHOP_NAME, city: null, printerIds: ['counter'] }],
    pollIntervalSeconds: 1,
    network: { ...DEFAULT_SETTINGS.network, discovery: false, serveWindow: { enabled: true, port } },
  });
  host = await startEnvTokenHost({
    info: INFO,
    dataDir,
    settings,
    token: TOKEN,
    httpPort: 0,
    engine: ENGINE,
    lanHost: '127.0.0.2',
    windowRoot: windowRoot(),
  });
  // The listener opens as the service starts; a code is refused until it listens.
  let code: Awaited<ReturnType<HeadlessHost['service']['startPairing']>> | null = null;
  for (let tries = 0; code === null && tries < 100; tries += 1) {
    code = await host.service.startPairing().catch(() => null);
    if (code === null) await new Promise((wake) => setTimeout(wake, 50));
  }
  if (code === null) throw new Error('the window was never served to the network');
  lanUrl = code.urls[0]!;
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  await Promise.all([sim?.close(), paper?.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function api(
  command: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${lanUrl}api/${command}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-orderslip': '1', ...headers },
    body: '[]',
  });
  return { status: response.status, text: await response.text() };
}

describe('the window on another counter', () => {
  it('serves nothing but the pairing page until the device pairs with the code shown on the PC', async () => {
    expect(lanUrl).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/$/);
    const unpaired = await api('getStatus');
    expect(unpaired.status).toBe(401);
    expect(unpaired.text).not.toContain(SHOP_NAME);
    expect(unpaired.text).toContain('pairing.required');
    const events = await fetch(`${lanUrl}api/events`);
    expect(events.status).toBe(401);
    await events.body?.cancel();

    const problems: string[] = [];
    const page = await windowPage(browser, 'nl-BE', problems);
    await page.goto(lanUrl);
    expect(new URL(page.url()).pathname).toBe('/pair');
    await page.getByRole('heading', { name: 'Dit toestel koppelen aan OrderSlip' }).waitFor();
    await stepShot(page, { path: join(import.meta.dirname, '../../test-results/pairing-nl.png') });

    await page.getByLabel('Koppelcode').fill('000000');
    await page.getByRole('button', { name: 'Koppelen' }).click();
    await page.getByText(/Die code klopt niet/).waitFor();

    const { code } = await host.service.startPairing();
    await page.getByLabel('Koppelcode').fill(code);
    await page.getByRole('button', { name: 'Koppelen' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(SHOP_NAME).first().waitFor();
    expect(problems, problems.join('\n')).toEqual([]);

    // A paired device: its cookie opens the API, but only from the window's own origin.
    const cookies = await page.context().cookies(lanUrl);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookies[0]?.httpOnly).toBe(true);
    expect((await api('getStatus', { cookie })).status).toBe(200);
    expect((await api('getStatus', { cookie, origin: 'http://evil.example' })).status).toBe(403);
    const devices = await host.service.listPairedDevices();
    expect(devices).toHaveLength(1);
    expect(devices[0]?.name).toMatch(/Chrome/);

    await host.service.unpairDevice(devices[0]!.id);
    expect((await api('getStatus', { cookie })).status).toBe(401);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/pair');
    await page.close();
  }, 60_000);

  it('says the pairing page in French, and a used code is not good twice', async () => {
    const page = await windowPage(browser, 'fr-BE', []);
    await page.goto(`${lanUrl}pair`);
    await page.getByRole('heading', { name: 'Associer cet appareil à OrderSlip' }).waitFor();
    await page.getByLabel('Code d’association').fill('123456');
    await page.getByRole('button', { name: 'Associer' }).click();
    // The last code was used above: none waits now.
    await page.getByText(/Aucun code n’attend/).waitFor();
    await stepShot(page, { path: join(import.meta.dirname, '../../test-results/pairing-fr.png') });
    await page.close();
  }, 30_000);

  it('keeps the local window’s own check: a foreign Host is refused there', async () => {
    const local = new URL(host.http!.url);
    // fetch may not set Host: a plain request does, as a DNS-rebinding page's browser would.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: local.hostname,
          port: local.port,
          path: '/api/getStatus',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-orderslip': '1', host: 'evil.example' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end('[]');
    });
    expect(status).toBe(421);
  });
});
