import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeOrder } from '../../electron/core/api/decode-order';
import { AppService } from '../../electron/core/app/app-service';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Ledger } from '../../electron/core/ledger';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { AWKWARD_ORDERS } from '../../electron/demo/simulator';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';
import { MessageError } from '../../electron/common/messages/errors';

let dir: string;
let ledger: Ledger;
let service: AppService;
const TOKEN = 'app-service-secret-token';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'orderslip-app-'));
  ledger = Ledger.open(join(dir, 'ledger.db'));
  const settings = fileSettingsStore(dir);
  settings.save({
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: 'http://127.0.0.1:9', tenant: 'bakery' },
    printers: [
      printerSettings({ id: 'counter', uri: 'tcp://127.0.0.1:9', paperWidth: 80, language: 'nl' }),
      printerSettings({ id: 'kitchen', uri: 'tcp://127.0.0.1:9', paperWidth: 58, language: 'fr' }),
    ],
  });
  service = new AppService({
    info: { name: 'OrderSlip', version: '0', host: 'headless', demo: false, demoSetup: null },
    ledger,
    settings,
    token: memoryTokenStore(''),
  });
});

afterEach(async () => {
  await service.stop();
  ledger.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the AppService', () => {
  it('says what keeps it from running, and never returns the token', async () => {
    expect((await service.getSettings()).problems).toEqual([msg('app.enter-token')]);
    await service.saveSettings({ settings: (await service.getSettings()).settings, token: TOKEN });
    const view = await service.getSettings();
    expect(view.problems).toEqual([]);
    expect(view.hasToken).toBe(true);
    expect(JSON.stringify(view)).not.toContain(TOKEN);
  });

  it('sends the stored token only to the saved service, never to another address', async () => {
    await service.saveSettings({ settings: (await service.getSettings()).settings, token: TOKEN });
    const seen: (string | undefined)[] = [];
    const other = createServer((request, response) => {
      seen.push(request.headers.authorization);
      response.end('[]');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const refused = await service.testConnection({ baseUrl: url, tenant: 'bakery' });
      expect(refused.ok).toBe(false);
      expect(refused.message).toEqual(msg('app.token-for-this-address'));
      expect(seen).toEqual([]);
      const own = await service.testConnection({ baseUrl: url, tenant: 'bakery', token: 'typed-token' });
      expect(own).toMatchObject({ ok: true, message: msg('app.connected', { shops: [] }) });
      expect(seen).toEqual(['Bearer typed-token']);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it("lays an order's preview out for the printer asked for", async () => {
    const wire = AWKWARD_ORDERS[0]!.order;
    const decoded = decodeOrder(wire);
    if (!decoded.ok) throw new Error('fixture does not decode');
    ledger.recordOrder({
      tenant: 'bakery',
      shopId: decoded.order.shop.id,
      order: decoded.order,
      printerIds: ['counter'],
    });
    const byDefault = await service.getOrder(decoded.order.id);
    const onKitchen = await service.getOrder(decoded.order.id, 'kitchen');
    expect([byDefault.receipt?.paperWidth, byDefault.receipt?.language]).toEqual([80, 'nl']);
    expect([onKitchen.receipt?.paperWidth, onKitchen.receipt?.language]).toEqual([58, 'fr']);
    await expect(service.getOrder('no-such-order')).rejects.toThrow(MessageError);
    await expect(service.getOrder('no-such-order')).rejects.toMatchObject({
      said: msg('app.no-such-order', { orderId: 'no-such-order' }),
    });
  });
});
