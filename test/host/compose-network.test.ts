/**
 * One composition of the shop's network parts for both hosts (issue 24): `composeService` with a
 * network setup gives the service a shop coordinator (when asked), the owner's alerts with their
 * password store, and the window served to the network, served this very service; the headless host
 * gets them through it. Real sockets: the served window is asked over HTTP on 127.0.0.2.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import type { AppService, SettingsStore } from '../../electron/core/app/app-service';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { composeService, HostLog } from '../../electron/core/host/compose';
import type { SecretStore } from '../../electron/core/network/parts';
import { eventually } from '../engine/world';
import { startEnvTokenHost } from '../headless/host-world';

const LAN_HOST = '127.0.0.2';
const INFO: AppInfo = { name: 'OrderSlip', version: 'test', host: 'headless', demo: false, demoSetup: null };

/** No multicast (the test stays on loopback); the window served on a port of the system's choosing. */
const SETTINGS: AppSettings = {
  ...DEFAULT_SETTINGS,
  network: { ...DEFAULT_SETTINGS.network, discovery: false, serveWindow: { enabled: true, port: 0 } },
};

const dirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-compose-network-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Settings kept in memory: a port of the system's choosing is not one a person may enter. */
function memorySettings(): SettingsStore {
  let settings = SETTINGS;
  return { load: () => settings, save: (next) => (settings = next) };
}

function secretStore(secret: string | null): SecretStore {
  let current = secret;
  return {
    read: () => Promise.resolve(current),
    write: (next) => {
      current = next || null;
      return Promise.resolve();
    },
  };
}

/** An AppService composed as the hosts compose it, on SETTINGS, started; `network` as a host passes it. */
async function composed(
  network: { coordinateShops: boolean; alertPassword: SecretStore; fleetKey?: SecretStore } | null,
) {
  const dataDir = temp();
  const token = memoryTokenStore('');
  const log = await HostLog.open(join(dataDir, 'logs', 'orderslip.log'), token);
  const { service, dispose } = composeService({
    info: INFO,
    ledgerFile: join(dataDir, 'ledger.db'),
    settings: memorySettings(),
    token,
    log,
    saveDiagnostics: () => Promise.reject(new Error('not asked')),
    ...(network
      ? { network: { ...network, dataDir, windowRoot: dataDir, log: () => undefined, lanHost: LAN_HOST } }
      : {}),
  });
  cleanups.push(async () => {
    await service.dispose();
    await dispose();
  });
  await service.start();
  return service;
}

/** The served window's address, once it listens (it opens as the service starts). */
async function servedAt(service: AppService): Promise<string> {
  let url: string | null = null;
  await eventually(
    'the window is served to the network',
    async () => {
      url = (await service.startPairing().catch(() => null))?.urls[0] ?? null;
      return url !== null;
    },
    30_000,
  );
  return url!;
}

/** Pairs with a fresh code as the pairing page's own form does; the device's cookie. */
async function pair(service: AppService, base: string): Promise<string> {
  const { code } = await service.startPairing();
  const answer = await fetch(new URL('/pair', base), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(base).origin },
    body: new URLSearchParams({ code }).toString(),
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

describe('the network parts composed for a host', () => {
  it('with a fleet key, the served window’s port answers /metrics to a scraper with that key, and only then', async () => {
    const service = await composed({
      coordinateShops: false,
      alertPassword: secretStore(null),
      fleetKey: secretStore('fleet-key-of-the-chain'),
    });
    const metrics = new URL('/metrics', await servedAt(service));
    // No paired device needed (a scraper is none), but the key: without it, or with another, 401.
    expect((await fetch(metrics)).status).toBe(401);
    expect((await fetch(metrics, { headers: { authorization: 'Bearer another-key' } })).status).toBe(401);
    const answer = await fetch(metrics, { headers: { authorization: 'Bearer fleet-key-of-the-chain' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/openmetrics-text/);
    expect(await answer.text()).toMatch(/^# EOF$/m);
  });

  it('without a fleet key, /metrics is a paired device’s page like any other: not served to a stranger', async () => {
    const service = await composed({ coordinateShops: false, alertPassword: secretStore(null) });
    const answer = await fetch(new URL('/metrics', await servedAt(service)), { redirect: 'manual' });
    expect(answer.status).toBe(303);
  });

  it('serves this service to paired devices, reports the coordinator and keeps the alert password', async () => {
    const service = await composed({ coordinateShops: true, alertPassword: secretStore('smtp-secret') });
    const base = await servedAt(service);
    expect(base).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/$/);
    // The coordinator is there: Status's network part, with where the window is served.
    expect((await service.getNetwork())?.servedAt).toEqual([base]);
    // The served window answers with this service (its info), once paired.
    const cookie = await pair(service, base);
    const reply = await fetch(new URL('/api/getAppInfo', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-orderslip': '1', cookie },
      body: '[]',
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ result: INFO });
    // The alerts and their password store.
    expect((await service.getSettings()).hasAlertPassword).toBe(true);
    // The alerts are there: they answer for themselves (no channel on yet), not "not available".
    await expect(service.sendTestAlert()).rejects.toMatchObject({
      said: { code: 'alerts.none-switched-on' },
    });
    // Disposed, the service closes the served window with it.
    await service.dispose();
    await expect(fetch(new URL('/pair', base))).rejects.toThrow();
  });

  it('without shop coordination (the headless demo) has alerts and the served window, no coordinator', async () => {
    const service = await composed({ coordinateShops: false, alertPassword: secretStore(null) });
    await servedAt(service);
    expect(await service.getNetwork()).toBeNull();
    expect((await service.getSettings()).hasAlertPassword).toBe(false);
    // The alerts are there: they answer for themselves (no channel on yet), not "not available".
    await expect(service.sendTestAlert()).rejects.toMatchObject({
      said: { code: 'alerts.none-switched-on' },
    });
  });

  it("without a network setup (the app's demo) has none of the parts", async () => {
    const service = await composed(null);
    expect(await service.getNetwork()).toBeNull();
    await expect(service.startPairing()).rejects.toMatchObject({ said: { code: 'pairing.not-served' } });
    await expect(service.sendTestAlert()).rejects.toMatchObject({ said: { code: 'alerts.not-available' } });
  });

  it('the headless host gets its parts from the same composition, coordinated as `run` asks', async () => {
    for (const coordinateShops of [true, false]) {
      const dataDir = temp();
      const host = await startEnvTokenHost({
        dataDir,
        settings: memorySettings(),
        token: '',
        coordinateShops,
        lanHost: LAN_HOST,
        windowRoot: dataDir,
        alertPassword: secretStore('smtp-secret'),
      });
      cleanups.push(() => host.stop());
      await servedAt(host.service);
      expect((await host.service.getNetwork()) !== null).toBe(coordinateShops);
      expect((await host.service.getSettings()).hasAlertPassword).toBe(true);
    }
  });
});
