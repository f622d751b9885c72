/**
 * electron-updater, adapted to the engine's update port (core/update/update-planner.ts). Thin on
 * purpose: the engine decides when to look, whether a version is for this counter, when to download
 * and when to install; this only does each when told. Nothing downloads or installs by itself here
 * (`autoDownload` and `autoInstallOnAppQuit` off), the feed is the settings' generic one with their
 * channel, and a version older than the running one is never taken (electron-updater allows one as
 * soon as a channel is set). electron-updater keeps its rollout id in `userData/.updaterId`, the file
 * the engine reads too (core/update/staging.ts), so both agree on a staged rollout.
 */
import type { AppUpdater, CancellationToken as Token, UpdateCheckResult } from 'electron-updater';
import type { UpdateChannel } from '../common/contract/settings';
import { msg } from '../common/messages/catalogue';
import { MessageError } from '../common/messages/errors';
import { decodeFeedData, type FeedRelease } from '../core/update/decode-feed';
import { DOWNLOAD_DEADLINE_MS } from '../core/update/download';
import { channelFile, FEED_DEADLINE_MS, reasonOf, type FeedAddress } from '../core/update/feed';
import type { UpdatePort } from '../core/update/update-planner';
import { withDeadline, DeadlineExceeded } from '../core/time/deadline';

/** What of electron-updater the port uses (a double in tests). */
export type UpdaterLike = Pick<
  AppUpdater,
  | 'autoDownload'
  | 'autoInstallOnAppQuit'
  | 'allowDowngrade'
  | 'allowPrerelease'
  | 'channel'
  | 'logger'
  | 'setFeedURL'
  | 'checkForUpdates'
  | 'downloadUpdate'
  | 'quitAndInstall'
>;

/** electron-updater's name for a channel: stable is its default, `latest`. */
export function updaterChannel(channel: UpdateChannel): string {
  return channel === 'stable' ? 'latest' : channel;
}

export function electronUpdatePort(updater: UpdaterLike, newToken: () => Token): UpdatePort {
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  // Its own log would go to the console; the engine says what matters, in the person's language.
  updater.logger = null;
  let following: FeedAddress | null = null;

  const follow = (address: FeedAddress): void => {
    if (following?.feedUrl === address.feedUrl && following.channel === address.channel) return;
    updater.setFeedURL({
      provider: 'generic',
      url: address.feedUrl,
      channel: updaterChannel(address.channel),
    });
    updater.channel = updaterChannel(address.channel);
    updater.allowPrerelease = address.channel === 'beta';
    // Setting a channel allows downgrades; a rollback is a newer version built from older code (DEPLOY.md).
    updater.allowDowngrade = false;
    following = address;
  };

  return {
    async readFeed(address, stop) {
      follow(address);
      let result: UpdateCheckResult | null;
      try {
        result = await withDeadline(() => updater.checkForUpdates(), FEED_DEADLINE_MS, stop);
      } catch (error) {
        if (error instanceof DeadlineExceeded)
          throw new MessageError(
            msg('update.feed-deadline', { feed: address.feedUrl, seconds: FEED_DEADLINE_MS / 1000 }),
          );
        throw new MessageError(
          msg('update.feed-unreachable', { feed: address.feedUrl, reason: reasonOf(error) }),
        );
      }
      if (result === null) throw new MessageError(msg('update.not-installed'));
      return decodeFeedData(result.updateInfo, channelFile(address.channel));
    },

    async download(release: FeedRelease, address, stop) {
      follow(address);
      const token = newToken();
      const file = release.file.url;
      try {
        // electron-updater proves the file's sha512 against the feed before it says it is downloaded.
        await withDeadline(
          (signal) => {
            signal.addEventListener('abort', () => token.cancel(), { once: true });
            return updater.downloadUpdate(token);
          },
          DOWNLOAD_DEADLINE_MS,
          stop,
        );
      } catch (error) {
        const reason = reasonOf(error);
        if (/sha512 checksum mismatch/i.test(error instanceof Error ? error.message : ''))
          throw new MessageError(msg('update.download-mismatch', { version: release.version, file }));
        throw new MessageError(msg('update.download-failed', { version: release.version, file, reason }));
      }
    },

    install() {
      // Silent (no wizard at the counter), and OrderSlip starts again afterwards. The app's quit stops
      // the engine first, as any quit does (lifecycle.ts).
      updater.quitAndInstall(true, true);
      return Promise.resolve();
    },
  };
}
