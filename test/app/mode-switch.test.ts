import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppService } from '../../electron/core/app/app-service';
import { ModeSwitch } from '../../electron/core/app/mode-switch';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Ledger } from '../../electron/core/ledger';
import { startDemo } from '../../electron/demo/demo-runtime';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { headlessTokenStore } from '../../electron/headless/token-source';
import type { AppEvent, AppInfo } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { eventually } from '../engine/world';
import { printerSettings } from '../../electron/common/model/printer-settings';

const info = (demo: boolean): AppInfo => ({
  name: 'OrderSlip',
  version: '0',
  host: 'electron',
  demo,
  demoSetup: null,
});

let dir: string;
let service: Simulator;
let printer: VirtualPrinter;
let host: ModeSwitch;
let demo: Awaited<ReturnType<typeof startDemo>>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'orderslip-mode-'));
  service = await Simulator.start({ tenants: [{ id: 'bakery', token: 'real-token' }] });
  printer = await VirtualPrinter.start();
  host = await ModeSwitch.start({
    real: async () => {
      const ledger = Ledger.open(join(dir, 'real', 'ledger.db'));
      const token = headlessTokenStore({
        env: {},
        tokenFile: undefined,
        dataDirTokenFile: join(dir, 'real', 'token'),
      });
      const app = new AppService({
        info: info(false),
        ledger,
        settings: fileSettingsStore(join(dir, 'real')),
        token,
      });
      return { service: app, dispose: async () => ledger.close() };
    },
    demo: async () => {
      const runtime = await startDemo({ dataDir: join(dir, 'demo'), perMinute: 0 });
      demo = runtime;
      const ledger = Ledger.open(join(dir, 'demo', 'ledger.db'));
      const app = new AppService({
        info: info(true),
        ledger,
        settings: runtime.settings,
        token: runtime.token,
      });
      return {
        service: app,
        serviceUrl: runtime.setup.serviceUrl,
        dispose: async () => {
          ledger.close();
          await runtime.close();
        },
      };
    },
  });
});

afterEach(async () => {
  await host.stop();
  await Promise.all([service.close(), printer.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const realSettings = (baseUrl: string): AppSettings => ({
  ...DEFAULT_SETTINGS,
  connection: { baseUrl, tenant: 'bakery' },
  printers: [printerSettings({ id: 'counter', name: 'Counter', uri: printer.uri, language: 'en' })],
  defaultPrinterIds: ['counter'],
});

describe('the app without configuration', () => {
  it('runs the demo: its simulator orders print on its virtual printer', async () => {
    expect(host.inDemo).toBe(true);
    expect((await host.getAppInfo()).demo).toBe(true);
    await eventually(
      'the demo orders are printed on its virtual printer',
      () => demo.printer.jobs().length >= 6,
    );
    await eventually(
      'and confirmed to its simulator',
      () =>
        [...demo.simulator.confirmations().values()].filter((record) => record.confirmedAt !== null).length >=
        6,
    );
    expect((await host.getStatus()).connection.state).toBe('ok');
  });

  it('switches to the real service when the window saves settings for it, and leaves the demo behind', async () => {
    const events: AppEvent[] = [];
    host.subscribe((event) => events.push(event));
    const [order] = service.addOrders(1);
    const view = await host.saveSettings({ settings: realSettings(service.url), token: 'real-token' });

    expect(host.inDemo).toBe(false);
    expect(view.hasToken).toBe(true);
    expect(JSON.stringify(view)).not.toContain('real-token');
    expect((await host.getAppInfo()).demo).toBe(false);
    await eventually('the real order is printed and confirmed', () => service.isConfirmed(String(order!.id)));
    expect(printer.jobs().some((job) => job.parsed.qrCodes.includes(String(order!.id)))).toBe(true);
    expect(events.some((event) => event.type === 'order' && event.orderId === order!.id)).toBe(true);
    expect(readFileSync(join(dir, 'real', 'token'), 'utf8').trim()).toBe('real-token');
    expect(JSON.parse(readFileSync(join(dir, 'real', 'settings.json'), 'utf8')).connection.baseUrl).toBe(
      service.url,
    );
  });

  it('keeps the language chosen in the demo when it leaves the demo for the real service', async () => {
    await host.setLanguage('fr');
    expect((await host.getSettings()).settings.language).toBe('fr');
    // The form was opened before the language was chosen: it still carries the old one.
    await host.saveSettings({
      settings: { ...realSettings(service.url), language: 'system' },
      token: 'real-token',
    });
    expect(host.inDemo).toBe(false);
    expect((await host.getSettings()).settings.language).toBe('fr');
    expect(JSON.parse(readFileSync(join(dir, 'real', 'settings.json'), 'utf8')).language).toBe('fr');
  });

  it('stays on the demo when the settings still point at it, or when the new ones are invalid', async () => {
    const demoUrl = JSON.parse(readFileSync(join(dir, 'demo', 'settings.json'), 'utf8')).connection
      .baseUrl as string;
    await host.saveSettings({
      settings: { ...realSettings(demoUrl), connection: { baseUrl: demoUrl, tenant: 'demo' } },
    });
    expect(host.inDemo).toBe(true);
    const invalid = { ...realSettings(service.url), pollIntervalSeconds: 0 };
    await expect(host.saveSettings({ settings: invalid, token: 'real-token' })).rejects.toThrow(
      'pollIntervalSeconds',
    );
    expect(host.inDemo).toBe(true);
  });
});
