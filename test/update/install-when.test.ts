/**
 * When a downloaded version installs (issue 25 §2), with the real engine, simulator and virtual printer:
 * never while a job waits for a printer or an order waits to print, not during opening hours, and after
 * closing once the counter is idle; or at the next start, whatever the hour. Status says which it waits for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { say } from '../../electron/common/messages/say';
import type { AppService } from '../../electron/core/app/app-service';
import type { DownloadedRelease } from '../../electron/core/update/download';
import { feedPort } from '../../electron/core/update/feed-port';
import { installVerdict, shopIsOpen } from '../../electron/core/update/install-window';
import { ServiceWorld } from '../app/service-world';
import { eventually } from '../engine/world';
import { FeedServer } from './feed-server';

const HOURS = { openingTime: '07:00', closingTime: '18:00' } as const;
const at = (hours: number, minutes = 0): Date => new Date(2026, 10, 28, hours, minutes);

describe('the install window', () => {
  it('is closed while a job prints or an order waits, and while the shop is open', () => {
    const idle = { printing: false, waiting: false };
    expect(installVerdict(idle, HOURS, at(18, 30))).toEqual({ install: true });
    expect(installVerdict({ printing: true, waiting: false }, HOURS, at(18, 30))).toEqual({
      install: false,
      because: 'busy',
    });
    expect(installVerdict({ printing: false, waiting: true }, HOURS, at(23, 0))).toEqual({
      install: false,
      because: 'busy',
    });
    expect(installVerdict(idle, HOURS, at(10, 0))).toEqual({ install: false, because: 'open' });
    expect(installVerdict(idle, HOURS, at(6, 59))).toEqual({ install: true });
    // At the first start after the download, the hours do not count; a job still does.
    expect(installVerdict(idle, HOURS, at(10, 0), true)).toEqual({ install: true });
    expect(installVerdict({ printing: true, waiting: false }, HOURS, at(10, 0), true)).toMatchObject({
      install: false,
    });
  });

  it('understands hours past midnight', () => {
    const night = { openingTime: '22:00', closingTime: '02:00' } as const;
    expect(shopIsOpen(night, at(23, 30))).toBe(true);
    expect(shopIsOpen(night, at(1, 59))).toBe(true);
    expect(shopIsOpen(night, at(2, 0))).toBe(false);
    expect(shopIsOpen(night, at(12, 0))).toBe(false);
  });
});

describe('a downloaded version, on a running counter', () => {
  let world: ServiceWorld;
  let feed: FeedServer;
  beforeAll(async () => {
    world = await ServiceWorld.open({ seed: 2502, tenant: 'updates', token: 'tok-updates-5e1a' });
    feed = await FeedServer.start();
    feed.publish({ version: '1.3.0' });
  });
  afterAll(async () => {
    await feed?.close();
    await world?.close();
  });

  /** An app service of version 1.2.0 with the test feed, on a clock the test sets. */
  function counter(
    dataDir: string,
    clock: { now: Date },
  ): { service: AppService; installed: DownloadedRelease[] } {
    const installed: DownloadedRelease[] = [];
    const printer = printerSettings({ id: 'counter', name: 'Counter', uri: world.printer.uri });
    const settings = world.settingsWith([printer], {
      shopDay: { ...world.settingsWith([]).shopDay, ...HOURS },
      updates: { feedUrl: feed.url, channel: 'stable' },
    });
    const service = world.service(settings, {
      now: () => clock.now,
      alarmTimer: () => () => undefined,
      update: {
        port: feedPort({
          dir: join(dataDir, 'updates'),
          install: (release) => {
            installed.push(release);
            return Promise.resolve();
          },
        }),
        dataDir,
        currentVersion: '1.2.0',
        timer: false,
      },
    });
    return { service, installed };
  }

  const updateSaid = async (service: AppService): Promise<string> => {
    const update = (await service.getStatus()).update;
    return update ? say(update.detail, 'en') : '';
  };

  it('waits while an order waits for a printer out of paper, even after closing; installs once it printed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'orderslip-install-'));
    const clock = { now: at(20, 0) };
    const { service, installed } = counter(dataDir, clock);
    await service.start();
    try {
      await world.printer.setMode('paper-out');
      world.sim.addOrders(1, { shopId: world.shopId });
      await eventually('the order waits for the printer', async () => {
        const status = await service.getStatus();
        return status.headline.waiting === 1 && status.printers.some((printer) => printer.queued > 0);
      });
      const planner = service.updates!.planner;
      expect(await planner.check()).toEqual({ kind: 'downloaded', version: '1.3.0' });
      expect(await planner.installIfAllowed()).toBe(false);
      expect(await updateSaid(service)).toBe(
        'Version 1.3.0 is downloaded: it installs as soon as nothing is printing or waiting, or at the next start.',
      );
      await world.printer.setMode('ready');
      await eventually('the order printed', async () => (await service.getStatus()).headline.waiting === 0);
      await eventually('nothing is queued', async () =>
        (await service.getStatus()).printers.every((printer) => printer.queued === 0),
      );
      expect(installed).toEqual([]);
      expect(await planner.installIfAllowed()).toBe(true);
      expect(installed.map((release) => release.version)).toEqual(['1.3.0']);
      expect(await updateSaid(service)).toBe(
        'Version 1.3.0 is being installed: OrderSlip restarts in a moment.',
      );
    } finally {
      await world.printer.setMode('ready');
      await service.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('waits during opening hours, saying until when; installs after closing, and never twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'orderslip-install-'));
    const clock = { now: at(10, 0) };
    const { service, installed } = counter(dataDir, clock);
    await service.start();
    try {
      const planner = service.updates!.planner;
      await planner.check();
      expect(await planner.installIfAllowed()).toBe(false);
      expect(await updateSaid(service)).toBe(
        'Version 1.3.0 is downloaded: it installs after closing time (18:00) once nothing is printing or waiting, or at the next start.',
      );
      clock.now = at(17, 59);
      expect(await planner.installIfAllowed()).toBe(false);
      clock.now = at(18, 0);
      expect(await planner.installIfAllowed()).toBe(true);
      expect(await planner.installIfAllowed()).toBe(false);
      expect(installed).toHaveLength(1);
    } finally {
      await service.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('at the next start, a version downloaded before installs at once, though the shop is open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'orderslip-install-'));
    const clock = { now: at(10, 0) };
    const first = counter(dataDir, clock);
    await first.service.start();
    await first.service.updates!.planner.check();
    expect(await first.service.updates!.planner.installIfAllowed()).toBe(false);
    await first.service.dispose();
    const asked = feed.asked('OrderSlip-Setup-1.3.0.exe');

    const second = counter(dataDir, clock);
    await second.service.start();
    try {
      const planner = second.service.updates!.planner;
      expect(await planner.check()).toEqual({ kind: 'downloaded', version: '1.3.0' });
      // Proven from the data folder: not downloaded again.
      expect(feed.asked('OrderSlip-Setup-1.3.0.exe')).toBe(asked);
      expect(await planner.installIfAllowed()).toBe(true);
      expect(second.installed.map((release) => release.version)).toEqual(['1.3.0']);
    } finally {
      await second.service.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
