/**
 * Alerts as the app service runs them (issue 14): a printer out of paper with an order waiting, read
 * from Status by the service's own check, becomes one webhook POST once it has lasted the set time —
 * and nothing while no channel is on.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { OwnerAlerts } from '../../electron/core/network/alerts/owner-alerts';
import { memoryPasswordStore } from '../../electron/core/network/alerts/password-store';
import { ServiceWorld } from '../app/service-world';
import { eventually } from '../engine/world';

const TENANT = 'alerts';
let world: ServiceWorld;
let receiver: Server;
let hook: string;
const posts: Record<string, unknown>[] = [];

beforeAll(async () => {
  world = await ServiceWorld.open({ seed: 77, tenant: TENANT, token: 'tok-alerts-91b2' });
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

describe('the app service tells the owner', () => {
  it('a printer out of paper for longer than the set minute: one webhook POST, with the printer', async () => {
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
    await service.start();
    try {
      await world.printer.setMode('paper-out');
      world.sim.addOrders(1, { shopId: world.shopId });
      for (let tries = 0; ; tries += 1) {
        const status = await service.getStatus();
        if (status.problems.some((problem) => problem.kind === 'printer-not-ready')) break;
        if (tries > 100) throw new Error('the printer never showed as out of paper');
        await new Promise((wake) => setTimeout(wake, 50));
      }
      await service.checkAlarm();
      expect(posts).toHaveLength(0);
      offsetMs = 61_000;
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
