/**
 * The first start of a new version checks itself (issue 25 §2): the engine runs, the service answers,
 * every printer answers its status. Real simulator, virtual printer, AppService and a real webhook
 * receiver: a check that fails says so on Status, naming the version it came from, and tells the owner.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { say } from '../../electron/common/messages/say';
import type { Message } from '../../electron/common/messages/catalogue';
import type { AppService } from '../../electron/core/app/app-service';
import { OwnerAlerts } from '../../electron/core/network/alerts/owner-alerts';
import { memoryPasswordStore } from '../../electron/core/network/alerts/password-store';
import { feedPort } from '../../electron/core/update/feed-port';
import { ServiceWorld } from '../app/service-world';
import { eventually, FAST_ENGINE } from '../engine/world';
import { FeedServer } from './feed-server';

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

describe('the first start after an update', () => {
  let world: ServiceWorld;
  let feed: FeedServer;
  let dataDir: string;
  beforeAll(async () => {
    world = await ServiceWorld.open({ seed: 2503, tenant: 'self-check', token: 'tok-self-check-77d0' });
    feed = await FeedServer.start();
  });
  afterAll(async () => {
    await feed?.close();
    await world?.close();
  });
  beforeEach(() => {
    posts.length = 0;
    dataDir = mkdtempSync(join(tmpdir(), 'orderslip-self-check-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Version 1.3.0, started in a data folder where 1.2.0 ran last, with a webhook for the owner. */
  function updatedCounter(selfCheckMs: number): { service: AppService; log: Message[] } {
    writeFileSync(join(dataDir, 'last-version'), '1.2.0\n');
    const log: Message[] = [];
    const alerts = new OwnerAlerts({ password: memoryPasswordStore(), log: () => undefined, retryMs: 10 });
    const printer = printerSettings({ id: 'counter', name: 'Counter', uri: world.printer.uri });
    const settings = world.settingsWith([printer], {
      alerts: { ...DEFAULT_SETTINGS.alerts, webhook: { enabled: true, url: hook } },
      updates: { feedUrl: feed.url, channel: 'stable' },
    });
    const service = world.service(settings, {
      network: { alerts },
      // An idle printer asked often: one that comes back is seen soon.
      engine: { ...FAST_ENGINE, timing: { ...FAST_ENGINE.timing, idleStatusMs: 200 } },
      alarmTimer: () => () => undefined,
      update: {
        port: feedPort({ dir: join(dataDir, 'updates'), install: () => Promise.resolve() }),
        dataDir,
        currentVersion: '1.3.0',
        selfCheckMs,
        timer: false,
        log: (message) => log.push(message),
      },
    });
    return { service, log };
  }

  it('passes when the engine runs, the service answered and the printer answered: nothing to say', async () => {
    const { service, log } = updatedCounter(60_000);
    await service.start();
    try {
      expect(await service.updates!.selfChecked()).toEqual([]);
      expect(log.map((message) => say(message, 'en'))).toContain(
        'OrderSlip was updated from 1.2.0 to 1.3.0: the engine runs, the service answers and every printer answers.',
      );
      expect((await service.getStatus()).problems.map((problem) => problem.kind)).not.toContain(
        'update-check-failed',
      );
      expect(readFileSync(join(dataDir, 'last-version'), 'utf8').trim()).toBe('1.3.0');
      await service.checkAlarm();
      expect(posts).toEqual([]);
    } finally {
      await service.dispose();
    }
  });

  it('fails when a printer never answers: Status names the version it came from, and the owner is told', async () => {
    await world.printer.setMode('offline');
    // The deadline only bounds the wait: an offline printer does not answer however long it is given.
    const { service } = updatedCounter(2_000);
    await service.start();
    try {
      const failures = await service.updates!.selfChecked();
      expect(failures.map((failure) => say(failure, 'en'))).toEqual([
        'The printer Counter has not answered its status.',
      ]);
      const status = await service.getStatus();
      const problem = status.problems.find((candidate) => candidate.kind === 'update-check-failed');
      expect(problem).toMatchObject({ version: '1.3.0', fromVersion: '1.2.0' });
      expect(say(problem!.detail, 'nl')).toBe('De printer Counter heeft zijn status niet doorgegeven.');
      expect(status.headline.tone).toBe('bad');
      // Remembered: the next start is not a first start after the update.
      expect(readFileSync(join(dataDir, 'last-version'), 'utf8').trim()).toBe('1.3.0');

      await service.checkAlarm();
      await eventually('the webhook POST arrives', () => posts.length === 1);
      expect(posts[0]).toMatchObject({
        event: 'problem',
        kind: 'update-check-failed',
        update: { version: '1.3.0', fromVersion: '1.2.0' },
      });
      expect(String(posts[0]?.['text'])).toMatch(
        /^After the update from 1\.2\.0 to 1\.3\.0, OrderSlip’s check of itself failed: The printer Counter has not answered its status\. To go back to 1\.2\.0/,
      );
      // Told once, not at every reading of Status.
      await service.checkAlarm();
      expect(posts).toHaveLength(1);

      // The printer comes back: the problem goes from Status.
      await world.printer.setMode('ready');
      await eventually('the problem is gone once the printer answers', async () =>
        (await service.getStatus()).problems.every((candidate) => candidate.kind !== 'update-check-failed'),
      );
    } finally {
      await world.printer.setMode('ready');
      await service.dispose();
    }
  });

  it('the same version as last time, or a first install: no check at all', async () => {
    const { service } = updatedCounter(60_000);
    writeFileSync(join(dataDir, 'last-version'), '1.3.0\n');
    await service.start();
    try {
      expect(await service.updates!.selfChecked()).toEqual([]);
      expect(posts).toEqual([]);
    } finally {
      await service.dispose();
    }
  });
});
