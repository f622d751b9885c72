/**
 * The Electron glue for updates (electron/main/updater.ts) on a double of electron-updater: it never
 * downloads or installs by itself, follows the settings' generic feed and channel, refuses downgrades,
 * hands the feed's description to the engine decoded, and installs silently when the engine says so.
 */
import { describe, expect, it } from 'vitest';
import type { CancellationToken } from 'electron-updater';
import { say } from '../../electron/common/messages/say';
import { messageOf } from '../../electron/common/messages/errors';
import { electronUpdatePort, type UpdaterLike } from '../../electron/main/updater';

const SHA = `${'A'.repeat(86)}==`;

function updaterDouble(outcome: { download?: Error } = {}) {
  const calls: unknown[][] = [];
  const updater = {
    autoDownload: true,
    autoInstallOnAppQuit: true,
    allowDowngrade: false,
    allowPrerelease: false,
    channel: null as string | null,
    logger: console,
    setFeedURL: (options: unknown) => void calls.push(['setFeedURL', options]),
    checkForUpdates: () => {
      calls.push(['checkForUpdates']);
      // Setting a channel allows downgrades in electron-updater; the port must have undone it by now.
      calls.push(['allowDowngrade', updater.allowDowngrade]);
      return Promise.resolve({
        isUpdateAvailable: true,
        updateInfo: {
          version: '1.3.0',
          files: [{ url: 'OrderSlip-Setup-1.3.0.exe', sha512: SHA, size: 1234 }],
          path: 'OrderSlip-Setup-1.3.0.exe',
          sha512: SHA,
          releaseDate: '2026-11-20T10:00:00.000Z',
          stagingPercentage: 40,
        },
        versionInfo: {},
      });
    },
    downloadUpdate: () => {
      calls.push(['downloadUpdate']);
      return outcome.download ? Promise.reject(outcome.download) : Promise.resolve(['/tmp/installer.exe']);
    },
    quitAndInstall: (silent?: boolean, runAfter?: boolean) =>
      void calls.push(['quitAndInstall', silent, runAfter]),
  };
  const token = { cancel: () => undefined } as unknown as CancellationToken;
  return { updater, calls, port: electronUpdatePort(updater as unknown as UpdaterLike, () => token) };
}

const address = { feedUrl: 'https://updates.example/orderslip/', channel: 'beta' } as const;
const stop = new AbortController().signal;

describe('the Electron update port', () => {
  it('leaves every decision to the engine: no download or install of its own', () => {
    const { updater } = updaterDouble();
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
  });

  it('reads the settings’ generic feed on their channel, never a downgrade, and decodes what it said', async () => {
    const { updater, calls, port } = updaterDouble();
    const release = await port.readFeed(address, stop);
    expect(calls[0]).toEqual(['setFeedURL', { provider: 'generic', url: address.feedUrl, channel: 'beta' }]);
    expect(updater.channel).toBe('beta');
    expect(calls).toContainEqual(['allowDowngrade', false]);
    expect(release).toEqual({
      version: '1.3.0',
      file: { url: 'OrderSlip-Setup-1.3.0.exe', sha512: SHA, size: 1234 },
      stagingPercentage: 40,
      releaseDate: '2026-11-20T10:00:00.000Z',
    });
    // The same feed again: not set up again.
    await port.readFeed(address, stop);
    expect(calls.filter(([name]) => name === 'setFeedURL')).toHaveLength(1);
    // Stable is electron-updater's "latest".
    await port.readFeed({ ...address, channel: 'stable' }, stop);
    expect(updater.channel).toBe('latest');
  });

  it('says a download electron-updater found broken as the engine says it', async () => {
    const { port } = updaterDouble({
      download: new Error('sha512 checksum mismatch, expected abc, got def'),
    });
    const release = await port.readFeed(address, stop);
    const error = await port.download(release, address, stop).catch((caught: unknown) => caught);
    expect(say(messageOf(error), 'en')).toMatch(/^The download of version 1\.3\.0 .*checksum differs/);
  });

  it('installs silently, starting OrderSlip again afterwards', async () => {
    const { calls, port } = updaterDouble();
    const release = await port.readFeed(address, stop);
    await port.download(release, address, stop);
    await port.install(release);
    expect(calls.at(-1)).toEqual(['quitAndInstall', true, true]);
  });
});
