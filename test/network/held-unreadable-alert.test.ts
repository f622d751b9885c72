/**
 * The alert for an order held because it could not be read names it (issue 23 §5): by the service's
 * id when it had a readable one, else by its shop — never " has been held for 1 minute…" about
 * nothing. Real simulator, real AppService, a real webhook receiver.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { OwnerAlerts } from '../../electron/core/network/alerts/owner-alerts';
import { memoryPasswordStore } from '../../electron/core/network/alerts/password-store';
import { wireOrder } from '../api/wire-order';
import { ServiceWorld } from '../app/service-world';
import { eventually } from '../engine/world';

const TENANT = 'unreadable';
let world: ServiceWorld;
let receiver: Server;
let hook: string;
const posts: Record<string, unknown>[] = [];

beforeAll(async () => {
  world = await ServiceWorld.open({ seed: 2306, tenant: TENANT, token: 'tok-unreadable-0c3d' });
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      posts.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', () => done()));
  hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  await world?.close();
  await new Promise<void>((done) => receiver.close(() => done()));
});

describe('an order that could not be read, held longer than the set minute', () => {
  it('is named in the alert: by its id, or as an order of its shop that could not be read', async () => {
    let offsetMs = 0;
    const alerts = new OwnerAlerts({ password: memoryPasswordStore(), log: () => undefined, retryMs: 10 });
    const counter = printerSettings({
      id: 'counter',
      name: 'Toonbank',
      uri: world.printer.uri,
      language: 'nl',
    });
    const settings = world.settingsWith([counter], {
      language: 'nl',
      alerts: { ...DEFAULT_SETTINGS.alerts, afterMinutes: 1, webhook: { enabled: true, url: hook } },
    });
    const service = world.service(settings, {
      network: { alerts },
      now: () => new Date(Date.now() + offsetMs),
      alarmTimer: () => () => undefined,
    });
    const shop = { id: String(world.shopId), name: 'Bakkerij' };
    // An order type that does not exist: the order cannot be read, but its id can.
    world.sim.addRawOrder(wireOrder({ id: 'ord-7741', shop, order_type: 'teleport' }));
    // An id that cannot stay an id (a NUL in it): nothing names this one but its shop.
    world.sim.addRawOrder(wireOrder({ id: 'ab\u0000cd', shop, order_type: 'teleport' }));
    await service.start();
    try {
      let shopName: string | null = null;
      for (let tries = 0; ; tries += 1) {
        const status = await service.getStatus();
        shopName = status.shops.find((candidate) => candidate.shopId === world.shopId)?.name ?? null;
        if (status.attention.filter((item) => item.holdCode === 'undecodable').length === 2) break;
        if (tries > 400) throw new Error('the unreadable orders were never held');
        await new Promise((wake) => setTimeout(wake, 50));
      }
      await service.checkAlarm();
      offsetMs = 61_000;
      await service.checkAlarm();
      await eventually('both POSTs arrive', () => posts.length === 2, 10_000);
      // The shop as the service names it (its shop list), as the window shows it too.
      expect(shopName).toMatch(/\S/);
      const texts = posts.map((post) => String(post['text'])).sort();
      expect(texts).toEqual([
        `Bestelling ord-7741 van ${shopName}, die niet gelezen kon worden, wordt al 1 minuut tegengehouden: iemand moet ernaar kijken in OrderSlip.`,
        `Een bestelling van ${shopName} die niet gelezen kon worden, wordt al 1 minuut tegengehouden: iemand moet ernaar kijken in OrderSlip.`,
      ]);
      expect(posts.map((post) => post['order'])).toEqual(
        expect.arrayContaining([
          { number: null, type: null, id: 'ord-7741' },
          { number: null, type: null, id: null },
        ]),
      );
      expect(posts.every((post) => post['shop'] === world.shopId)).toBe(true);
    } finally {
      await service.dispose();
    }
  });
});
