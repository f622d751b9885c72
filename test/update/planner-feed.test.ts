/**
 * The update decisions against a real HTTP feed (issue 25 §2): a newer version is downloaded and proven,
 * the same or an older one is left alone, a staged rollout is honoured by the installation's id, a
 * broken or cut-short download is refused and tried again only at a later check, and a feed that is gone
 * (404, refused, never answering) is said without holding anything up.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateChannel } from '../../electron/common/contract/settings';
import { say } from '../../electron/common/messages/say';
import { feedPort, pendingFile } from '../../electron/core/update/feed-port';
import type { DownloadedRelease } from '../../electron/core/update/download';
import { INSTALL_ID_FILE, installIdOf, withinRollout } from '../../electron/core/update/staging';
import { UpdatePlanner, type CheckOutcome } from '../../electron/core/update/update-planner';
import { FeedServer } from './feed-server';
import { freePort } from '../local-http';

let feed: FeedServer;
let dir: string;

beforeEach(async () => {
  feed = await FeedServer.start();
  dir = mkdtempSync(join(tmpdir(), 'orderslip-update-'));
});

afterEach(async () => {
  await feed.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A planner of version `current` on the test feed, idle and closed (installs are the other file's). */
function planner(
  current: string,
  options: {
    channel?: UpdateChannel;
    feedUrl?: string;
    feedDeadlineMs?: number;
    downloadDeadlineMs?: number;
    installedForAllUsers?: boolean;
  } = {},
): { planner: UpdatePlanner; installed: DownloadedRelease[]; advance: (ms: number) => void } {
  const installed: DownloadedRelease[] = [];
  let clock = 0;
  const made = new UpdatePlanner({
    port: feedPort({
      dir: join(dir, 'updates'),
      install: (release) => {
        installed.push(release);
        return Promise.resolve();
      },
      ...(options.feedDeadlineMs === undefined ? {} : { feedDeadlineMs: options.feedDeadlineMs }),
      ...(options.downloadDeadlineMs === undefined ? {} : { downloadDeadlineMs: options.downloadDeadlineMs }),
    }),
    currentVersion: current,
    installId: installIdOf(dir),
    pending: pendingFile(join(dir, 'updates')),
    activity: () => ({ printing: false, waiting: false }),
    hours: () => ({ openingTime: '07:00', closingTime: '18:00' }),
    // Mid-morning, the shop open: nothing installs here, whatever the hour this runs at.
    now: () => new Date(2026, 10, 28, 10, 30),
    monotonic: () => clock,
    ...(options.installedForAllUsers ? { installedForAllUsers: true } : {}),
  });
  made.apply({ feedUrl: options.feedUrl ?? feed.url, channel: options.channel ?? 'stable' });
  return { planner: made, installed, advance: (ms) => (clock += ms) };
}

const english = (outcome: CheckOutcome): string =>
  outcome.kind === 'failed' ? say(outcome.problem, 'en') : '';

/** An installation id whose rollout fraction (its last four bytes over 2³²) is `fraction`. */
function idAt(fraction: number): string {
  const last = Math.floor(fraction * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
  return `5f0c2a9e-1b7d-4c3e-9a8b-7e21${last}`;
}

describe('a feed that offers a version', () => {
  it('newer: downloads it in the background and proves it is the file the feed describes', async () => {
    const bytes = feed.publish({ version: '1.3.0' });
    const { planner: p } = planner('1.2.0');
    expect(await p.check()).toEqual({ kind: 'downloaded', version: '1.3.0' });
    const path = join(dir, 'updates', '1.3.0', 'OrderSlip-Setup-1.3.0.exe');
    expect(readFileSync(path).equals(bytes)).toBe(true);
    expect(readdirSync(join(dir, 'updates', '1.3.0'))).toEqual(['OrderSlip-Setup-1.3.0.exe']);
    expect(p.state()).toMatchObject({ state: 'downloaded', version: '1.3.0' });
    // Remembered for the next start, which may install it at once.
    expect(pendingFile(join(dir, 'updates')).read()).toBe('1.3.0');
    // A second check finds it already downloaded: the installer is not fetched again.
    expect(await p.check()).toEqual({ kind: 'downloaded', version: '1.3.0' });
    expect(feed.asked('OrderSlip-Setup-1.3.0.exe')).toBe(1);
  });

  it('newer, on a PC installed for all its users: not downloaded nor installed, said for the chain’s IT', async () => {
    feed.publish({ version: '1.3.0' });
    const { planner: p, installed } = planner('1.2.0', { installedForAllUsers: true });
    expect(await p.check()).toEqual({ kind: 'for-it', version: '1.3.0' });
    // Its installer would wait for an administrator at an unattended counter, OrderSlip quit meanwhile.
    expect(feed.asked('OrderSlip-Setup-1.3.0.exe')).toBe(0);
    expect(await p.installIfAllowed()).toBe(false);
    expect(installed).toEqual([]);
    expect(p.state()).toEqual({ state: 'for-it', version: '1.3.0' });
  });

  it('the same version: nothing is downloaded', async () => {
    feed.publish({ version: '1.2.0' });
    const { planner: p } = planner('1.2.0');
    expect(await p.check()).toEqual({ kind: 'current', offered: '1.2.0' });
    expect(feed.asked('OrderSlip-Setup-1.2.0.exe')).toBe(0);
    expect(p.state()).toBeNull();
  });

  it('an older version (a beta counter on stable, a feed put back): never a downgrade', async () => {
    feed.publish({ version: '1.1.4' });
    const { planner: p } = planner('1.2.0');
    expect(await p.check()).toEqual({ kind: 'current', offered: '1.1.4' });
    expect(feed.asked('OrderSlip-Setup-1.1.4.exe')).toBe(0);
    // A pre-release is older than its release.
    feed.publish({ version: '1.2.0-beta.3' });
    expect(await planner('1.2.0').planner.check()).toEqual({ kind: 'current', offered: '1.2.0-beta.3' });
  });

  it('reads the channel the settings name: beta reads beta.yml, stable latest.yml', async () => {
    feed.publish({ version: '1.3.0' });
    feed.publish({ version: '1.4.0-beta.1' }, 'beta');
    expect(await planner('1.2.0', { channel: 'beta' }).planner.check()).toEqual({
      kind: 'downloaded',
      version: '1.4.0-beta.1',
    });
    const channelFile = process.platform === 'linux' ? 'beta-linux.yml' : 'beta.yml';
    expect(feed.asked(channelFile)).toBe(1);
  });
});

describe('a version downloaded before this start', () => {
  it('installs at the first beat whatever the hour; found only later in the day, it waits for closing', async () => {
    pendingFile(join(dir, 'updates')).write('1.3.0');
    feed.publish({ version: '1.3.0' });
    const first = planner('1.2.0');
    await first.planner.tick();
    expect(first.installed.map((release) => release.version)).toEqual(['1.3.0']);

    // The feed was down at start: when it answers an hour later, the shop is open, so it waits.
    feed.silent = true;
    const second = planner('1.2.0', { feedDeadlineMs: 300 });
    await second.planner.tick();
    expect(second.planner.state()?.state).toBe('failed');
    feed.silent = false;
    second.advance(60 * 60_000);
    await second.planner.tick();
    expect(second.planner.state()).toEqual({ state: 'downloaded', version: '1.3.0', waitsFor: 'open' });
    expect(second.installed).toEqual([]);
  });
});

describe('a staged rollout (stagingPercentage)', () => {
  it('is decided by this installation’s id, as electron-updater decides it', () => {
    expect(withinRollout(idAt(0.25), 20)).toBe(false);
    expect(withinRollout(idAt(0.25), 30)).toBe(true);
    expect(withinRollout(idAt(0.25), null)).toBe(true);
    expect(withinRollout(idAt(0), 0)).toBe(false);
  });

  it('a counter outside the percentage does not download; raising it past the counter does', async () => {
    writeFileSync(join(dir, INSTALL_ID_FILE), idAt(0.25));
    feed.publish({ version: '1.3.0', stagingPercentage: 20 });
    const { planner: p, advance } = planner('1.2.0');
    expect(await p.check()).toEqual({ kind: 'staged-out', offered: '1.3.0', percentage: 20 });
    expect(feed.asked('OrderSlip-Setup-1.3.0.exe')).toBe(0);
    feed.publish({ version: '1.3.0', stagingPercentage: 30 });
    // Not looked at again before the next daily check.
    await p.tick();
    expect(p.state()).toBeNull();
    advance(24 * 60 * 60_000);
    await p.tick();
    expect(p.state()).toMatchObject({ state: 'downloaded', version: '1.3.0' });
  });

  it('a rollout lowered before this counter installed takes the downloaded version back', async () => {
    writeFileSync(join(dir, INSTALL_ID_FILE), idAt(0.25));
    feed.publish({ version: '1.3.0', stagingPercentage: 50 });
    const { planner: p, advance } = planner('1.2.0');
    expect(await p.check()).toEqual({ kind: 'downloaded', version: '1.3.0' });
    feed.publish({ version: '1.3.0', stagingPercentage: 0 });
    advance(24 * 60 * 60_000);
    await p.tick();
    expect(p.state()).toBeNull();
    expect(pendingFile(join(dir, 'updates')).read()).toBeNull();
  });

  it('keeps the id in the data folder, the same at every start, in the form electron-updater reads', () => {
    const id = installIdOf(dir);
    expect(readFileSync(join(dir, INSTALL_ID_FILE), 'utf8')).toBe(id);
    expect(id).toMatch(/^[a-f0-9]{8}(-[a-f0-9]{4}){3}-[a-f0-9]{12}$/);
    expect(installIdOf(dir)).toBe(id);
  });
});

describe('a broken download', () => {
  it('with other bytes than described (sha512 differs): refused, said, and downloaded again later', async () => {
    feed.publish({ version: '1.3.0' }, 'stable', 'other-bytes');
    const { planner: p, advance } = planner('1.2.0');
    const outcome = await p.check();
    expect(outcome.kind).toBe('failed');
    expect(english(outcome)).toMatch(
      /^The download of version 1\.3\.0 .* checksum differs.*downloaded again later/,
    );
    expect(p.state()).toMatchObject({ state: 'failed', problem: { code: 'update.download-mismatch' } });
    expect(existsSync(join(dir, 'updates', '1.3.0', 'OrderSlip-Setup-1.3.0.exe'))).toBe(false);
    expect(readdirSync(join(dir, 'updates', '1.3.0'))).toEqual([]);
    expect(pendingFile(join(dir, 'updates')).read()).toBeNull();
    // Not again at once (the next beats), but at the retry an hour later; then it is whole.
    feed.repair('1.3.0');
    await p.tick();
    expect(feed.asked('OrderSlip-Setup-1.3.0.exe')).toBe(1);
    advance(60 * 60_000);
    await p.tick();
    expect(feed.asked('OrderSlip-Setup-1.3.0.exe')).toBe(2);
    expect(p.state()).toMatchObject({ state: 'downloaded', version: '1.3.0' });
  });

  it('cut short (the connection closed halfway): refused as truncated, nothing left behind', async () => {
    const bytes = feed.publish({ version: '1.3.0' }, 'stable', 'cut-short');
    const { planner: p } = planner('1.2.0');
    const outcome = await p.check();
    expect(outcome).toMatchObject({ kind: 'failed', problem: { code: 'update.download-truncated' } });
    expect(english(outcome)).toMatch(new RegExp(`stopped after \\d+ of ${bytes.length} bytes`));
    expect(readdirSync(join(dir, 'updates', '1.3.0'))).toEqual([]);
    expect(p.state()?.state).toBe('failed');
  });

  it('stalled halfway (the server stops sending): given up at the deadline, nothing left behind', async () => {
    feed.publish({ version: '1.3.0' }, 'stable', 'stalls');
    const { planner: p } = planner('1.2.0', { downloadDeadlineMs: 500 });
    const outcome = await p.check();
    expect(outcome).toMatchObject({ kind: 'failed', problem: { code: 'update.download-deadline' } });
    expect(readdirSync(join(dir, 'updates', '1.3.0'))).toEqual([]);
  });
});

describe('a feed that disappears', () => {
  it('404 (the file was taken off): said with the status, looked at again later', async () => {
    const { planner: p } = planner('1.2.0');
    const outcome = await p.check();
    expect(outcome).toMatchObject({ kind: 'failed', problem: { code: 'update.feed-status' } });
    expect(english(outcome)).toContain('answered HTTP 404 for');
  });

  it('a connection refused (the server is down)', async () => {
    const port = await freePort();
    const { planner: p } = planner('1.2.0', { feedUrl: `http://127.0.0.1:${port}/orderslip/` });
    const outcome = await p.check();
    expect(outcome).toMatchObject({ kind: 'failed', problem: { code: 'update.feed-unreachable' } });
    expect(english(outcome)).toContain('ECONNREFUSED');
  });

  it('a server that never answers: given up at the deadline, the check settles', async () => {
    feed.publish({ version: '1.3.0' });
    feed.silent = true;
    const { planner: p } = planner('1.2.0', { feedDeadlineMs: 500 });
    const outcome = await p.check();
    expect(outcome).toMatchObject({ kind: 'failed', problem: { code: 'update.feed-deadline' } });
    expect(feed.requests.length).toBe(1);
  });

  it('a channel file that is not one: said with the field at fault', async () => {
    feed.putText(
      `/orderslip/${process.platform === 'linux' ? 'latest-linux.yml' : 'latest.yml'}`,
      'version: soon\n',
    );
    const outcome = await planner('1.2.0').planner.check();
    expect(english(outcome)).toContain('version: “soon” is not a version');
  });

  it('a version downloaded and then taken off the feed is not installed', async () => {
    feed.publish({ version: '1.3.0' });
    const { planner: p, advance } = planner('1.2.0');
    await p.check();
    feed.publish({ version: '1.2.0' });
    advance(24 * 60 * 60_000);
    await p.tick();
    expect(p.state()).toBeNull();
    expect(pendingFile(join(dir, 'updates')).read()).toBeNull();
  });
});
