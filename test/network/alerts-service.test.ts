/**
 * Alerts as the app service runs them: a condition read from Status by the service's own check becomes
 * one webhook POST once it has lasted the set time — and nothing before. Real simulator, real
 * AppService, real virtual printer, a real webhook receiver.
 * - issue 14: a printer out of paper with an order waiting, named by the printer.
 * - issue 23 §5: an order held because it could not be read is named by the service's id when it had
 *   a readable one, else by its shop — never " has been held for 1 minute…" about nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import type { AppService } from '../../electron/core/app/app-service';
import { OwnerAlerts } from '../../electron/core/network/alerts/owner-alerts';
import { memoryPasswordStore } from '../../electron/core/network/alerts/password-store';
import { wireOrder } from '../api/wire-order';
import { ServiceWorld } from '../app/service-world';
import { eventually } from '../engine/world';

let receiver: Server;
let hook: string;
const posts: Record<string, unknown>[] = [];

beforeAll(async () => {
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
  await new Promise<void>((done) => receiver.close(() => done()));
});

beforeEach(() => {
  posts.length = 0;
});

/**
 * The app service of `world` with a webhook after one minute, in Dutch, on a clock the test moves on
 * (`later()` makes it a minute and a second later) without waiting for it.
 */
function alertingService(world: ServiceWorld): { service: AppService; later: () => void } {
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
  return { service, later: () => (offsetMs = 61_000) };
}

describe('the app service tells the owner', () => {
  let world: ServiceWorld;
  beforeAll(async () => {
    world = await ServiceWorld.open({ seed: 77, tenant: 'alerts', token: 'tok-alerts-91b2' });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('a printer out of paper for longer than the set minute: one webhook POST, with the printer', async () => {
    const { service, later } = alertingService(world);
    await service.start();
    try {
      await world.printer.setMode('paper-out');
      world.sim.addOrders(1, { shopId: world.shopId });
      await eventually(
        'the printer shows as out of paper',
        async () =>
          (await service.getStatus()).problems.some((problem) => problem.kind === 'printer-not-ready'),
        20_000,
      );
      await service.checkAlarm();
      expect(posts).toHaveLength(0);
      later();
      await service.checkAlarm();
      await eventually('the POST arrives', () => posts.length === 1, 5_000);
      expect(posts[0]).toMatchObject({ event: 'problem', kind: 'printer-down', printer: 'Toonbank' });
      expect(String(posts[0]?.['text'])).toContain('Toonbank kan al 1 minuut niet afdrukken');
    } finally {
      await world.printer.setMode('ready');
      await service.dispose();
    }
  });
});

describe('an order that could not be read, held longer than the set minute', () => {
  let world: ServiceWorld;
  beforeAll(async () => {
    world = await ServiceWorld.open({ seed: 2306, tenant: 'unreadable', token: 'tok-unreadable-0c3d' });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('is named in the alert: by its id, or as an order of its shop that could not be read', async () => {
    const { service, later } = alertingService(world);
    const shop = { id: String(world.shopId), name: 'Bakkerij' };
    // An order type that does not exist: the order cannot be read, but its id can.
    world.sim.addRawOrder(wireOrder({ id: 'ord-7741', shop, order_type: 'teleport' }));
    // An id that cannot stay an id (a NUL in it): nothing names this one but its shop.
    world.sim.addRawOrder(wireOrder({ id: 'ab\u0000cd', shop, order_type: 'teleport' }));
    await service.start();
    try {
      let shopName: string | null = null;
      await eventually(
        'both unreadable orders are held',
        async () => {
          const status = await service.getStatus();
          shopName = status.shops.find((candidate) => candidate.shopId === world.shopId)?.name ?? null;
          return status.attention.filter((item) => item.holdCode === 'undecodable').length === 2;
        },
        20_000,
      );
      await service.checkAlarm();
      later();
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
