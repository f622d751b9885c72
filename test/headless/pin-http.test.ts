/**
 * The counter's PIN through the headless host's HTTP face (issue 25 §3): real requests to a real host
 * on a real simulator and virtual printer. Setting the first PIN needs none; then every guarded command
 * is refused with `pin.required` (and changes nothing) until `unlock` gives a grant, which the page sends
 * with them; reprinting, the Day view, Status and reading Settings stay open throughout; the PIN is
 * never sent back nor written into the settings; five wrong PINs make even the right one wait.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DayView,
  HistoryPageView,
  ReprintOutcomeView,
  SettingsView,
  UnlockView,
} from '../../electron/common/contract/app-api';
import type { GUARDED_COMMANDS } from '../../electron/common/contract/pin';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { msg, type Message } from '../../electron/common/messages/catalogue';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { GRANT_HEADER } from '../../electron/core/host/http-serve';
import { PIN_FILE } from '../../electron/core/app/pin/pin-store';
import { MAX_WRONG_TRIES } from '../../electron/core/app/pin/pin-lock';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { startHeadless, type HeadlessHost } from '../../electron/headless/host';
import { eventually } from '../engine/world';
import { envTokenStore, HEADLESS_INFO, QUICK_ENGINE, silentIo } from './host-world';

const TENANT = 'pin-shop';
const TOKEN = 'tok-pin-93c1-secret-0d7e';
const PIN = '270419';
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M8AAAMBAQAY3Y2wAAAAAElFTkSuQmCC';

let sim: Simulator;
let paper: VirtualPrinter;
let shop: number;
let host: HeadlessHost;
let base: string;
let dataDir: string;

function shopSettings(): AppSettings {
  return {
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: TENANT },
    printers: [
      printerSettings({ id: 'counter', name: 'Counter', uri: paper.uri, language: 'en' }),
      printerSettings({ id: 'back', name: 'Back', uri: paper.uri, language: 'en' }),
    ],
    defaultPrinterIds: ['counter'],
    shops: [{ shopId: shop, name: null, city: null, printerIds: ['counter'] }],
    pollIntervalSeconds: 1,
  };
}

type Reply<T> = { status: number; result?: T; error?: Message };

/** A command as the window sends it, with the grant header when it has one. */
async function send<T>(command: string, args: unknown[], grant?: string): Promise<Reply<T>> {
  const response = await fetch(`${base}/api/${command}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-OrderSlip': '1',
      ...(grant === undefined ? {} : { [GRANT_HEADER]: grant }),
    },
    body: JSON.stringify(args),
  });
  return { status: response.status, ...((await response.json()) as { result?: T; error?: Message }) };
}

async function call<T>(command: string, args: unknown[] = [], grant?: string): Promise<T> {
  const reply = await send<T>(command, args, grant);
  expect(reply.status, `${command}: ${JSON.stringify(reply.error)}`).toBe(200);
  return reply.result as T;
}

async function unlock(pin = PIN): Promise<string> {
  return (await call<UnlockView>('unlock', [pin])).grant;
}

async function confirmedOrder(): Promise<string> {
  const [order] = sim.addOrders(1, { shopId: shop });
  const id = String(order!.id);
  await call('retryNow', [null]);
  await eventually('the order is confirmed', () => sim.isConfirmed(id, TENANT), 10_000);
  return id;
}

beforeAll(async () => {
  sim = await Simulator.start({ seed: 25, tenants: [{ id: TENANT, token: TOKEN }] });
  paper = await VirtualPrinter.start();
  shop = sim.tenants[0]!.shopIds[0]!;
  dataDir = mkdtempSync(join(tmpdir(), 'orderslip-pin-http-'));
  const settings = fileSettingsStore(dataDir);
  settings.save(shopSettings());
  host = await startHeadless({
    info: HEADLESS_INFO,
    dataDir,
    settings,
    token: envTokenStore(dataDir, TOKEN),
    httpPort: 0,
    logFormat: 'text',
    io: silentIo(),
    engine: QUICK_ENGINE,
  });
  base = host.http!.url.replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  await host?.stop();
  await Promise.all([sim?.close(), paper?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the PIN over HTTP', () => {
  it('is set from Settings without one while none is set, and never read back', async () => {
    const before = await call<SettingsView>('getSettings');
    expect(before.hasPin).toBe(false);
    // A PIN that is not 4 to 12 digits saves nothing at all.
    const bad = await send('saveSettings', [{ settings: before.settings, newPin: '12' }]);
    expect(bad).toMatchObject({ status: 422, error: msg('pin.bad-format', { min: 4, max: 12 }) });
    expect((await call<SettingsView>('getSettings')).hasPin).toBe(false);
    const saved = await call<SettingsView>('saveSettings', [{ settings: before.settings, newPin: PIN }]);
    expect(saved.hasPin).toBe(true);
    expect(JSON.stringify(saved)).not.toContain(PIN);
    expect(JSON.stringify(await call('getSettings'))).not.toContain(PIN);
    expect(readFileSync(join(dataDir, 'settings.json'), 'utf8')).not.toContain(PIN);
    expect(readFileSync(join(dataDir, PIN_FILE), 'utf8')).not.toContain(PIN);
  });

  it('refuses every guarded command without a grant, with pin.required, and changes nothing', async () => {
    const view = await call<SettingsView>('getSettings');
    const withoutBack = { ...view.settings, printers: view.settings.printers.filter((p) => p.id !== 'back') };
    const order = String(sim.addOrders(1, { shopId: shop })[0]!.id);
    const attempts: Record<(typeof GUARDED_COMMANDS)[number], unknown[]> = {
      saveSettings: [{ settings: withoutBack }],
      // A 1 × 1 PNG: a logo that would be kept, were it allowed.
      storeLogo: [{ name: 'logo.png', base64: ONE_PIXEL_PNG }],
      chooseLogo: [],
      markHandled: [order],
      startPairing: [],
      unpairDevice: ['some-device'],
    };
    for (const [command, args] of Object.entries(attempts)) {
      expect(await send(command, args), command).toEqual({ status: 422, error: msg('pin.required') });
      expect(await send(command, args, 'a-guessed-grant'), command).toEqual({
        status: 422,
        error: msg('pin.required'),
      });
    }
    // No logo was kept, the printer is still there, and the order was not handled: it prints as any other.
    expect(existsSync(join(dataDir, 'logos'))).toBe(false);
    expect((await call<SettingsView>('getSettings')).settings.printers.map((p) => p.id)).toEqual([
      'counter',
      'back',
    ]);
    await call('retryNow', [null]);
    await eventually('the order is confirmed after printing', () => sim.isConfirmed(order, TENANT), 10_000);
    expect(paper.jobs().some((job) => job.parsed.qrCodes.includes(order))).toBe(true);
  });

  it('keeps reprint, the Day view, the history, Status and reading Settings open', async () => {
    const id = await confirmedOrder();
    const before = paper.jobs().length;
    const outcome = await call<ReprintOutcomeView>('reprint', [id, 'counter']);
    expect(outcome.printerId).toBe('counter');
    const jobs = await paper.waitForJobs(before + 1, 10_000);
    expect(jobs.slice(before).some((job) => job.parsed.qrCodes.includes(id))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call<DayView>('getDay', [{ date: today }])).bakeList).toBeDefined();
    expect((await call<HistoryPageView>('listHistory', [{}])).rows.map((row) => row.id)).toContain(id);
    await call('getStatus');
    await call('getSettings');
    await call('checkSettings', [(await call<SettingsView>('getSettings')).settings]);
  });

  it('opens guarded commands with the grant a right PIN gives, and only with it', async () => {
    const wrong = await send('unlock', ['000000']);
    expect(wrong).toEqual({ status: 422, error: msg('pin.wrong', { triesLeft: MAX_WRONG_TRIES - 1 }) });
    const grant = await unlock();
    await call('pausePrinter', ['counter']);
    const order = String(sim.addOrders(1, { shopId: shop })[0]!.id);
    try {
      await call('retryNow', [null]);
      await eventually('the order waits', async () =>
        (await call<HistoryPageView>('listHistory', [{ state: 'waiting' }])).rows.some((r) => r.id === order),
      );
      await call('markHandled', [order], grant);
      await eventually('the service has it confirmed', () => sim.isConfirmed(order, TENANT), 10_000);
    } finally {
      await call('resumePrinter', ['counter']);
    }
    // Removing a printer is a save of the settings: with the grant it goes through.
    const view = await call<SettingsView>('getSettings');
    const saved = await call<SettingsView>(
      'saveSettings',
      [{ settings: { ...view.settings, printers: view.settings.printers.filter((p) => p.id !== 'back') } }],
      grant,
    );
    expect(saved.settings.printers.map((p) => p.id)).toEqual(['counter']);
    // A grant is no PIN: it cannot be used as one.
    expect(await send('unlock', [grant])).toMatchObject({ status: 422, error: { code: 'pin.bad-format' } });
  });

  it('is removed with the grant, and then nothing asks for it', async () => {
    const grant = await unlock();
    const view = await call<SettingsView>('getSettings');
    const saved = await call<SettingsView>('saveSettings', [{ settings: view.settings, newPin: '' }], grant);
    expect(saved.hasPin).toBe(false);
    expect(await send('unpairDevice', ['some-device'])).toEqual({ status: 200, result: null });
    // Set again for the last test, without a grant: none is set.
    await call('saveSettings', [{ settings: view.settings, newPin: PIN }]);
  });

  it('makes even the right PIN wait after five wrong ones, and says how long', async () => {
    for (let left = MAX_WRONG_TRIES - 1; left > 0; left--)
      expect(await send('unlock', ['9999'])).toEqual({
        status: 422,
        error: msg('pin.wrong', { triesLeft: left }),
      });
    expect(await send('unlock', ['9999'])).toEqual({ status: 422, error: msg('pin.wait', { seconds: 60 }) });
    const right = await send('unlock', [PIN]);
    expect(right.status).toBe(422);
    expect(right.error?.code).toBe('pin.wait');
    const seconds = (right.error?.params as { seconds: number }).seconds;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    // Reprinting goes on while the PIN waits.
    const id = await confirmedOrder();
    await call('reprint', [id, 'counter']);
  });
});
