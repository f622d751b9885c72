/**
 * The update port made of the engine's own parts: the feed read by `feed.ts`, the file downloaded and
 * proven by `download.ts` into a folder of the data folder. It is what the tests drive the planner with
 * against a real HTTP feed, and what a host without electron-updater could use; installing is the
 * host's (`install`).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedRelease } from './decode-feed';
import { alreadyDownloaded, downloadRelease, type DownloadedRelease } from './download';
import { readFeed } from './feed';
import type { PendingStore, UpdatePort } from './update-planner';

export interface FeedPortOptions {
  /** Where downloads are kept (`DATA_DIR/updates`). */
  readonly dir: string;
  readonly install: (downloaded: DownloadedRelease) => Promise<void>;
  readonly feedDeadlineMs?: number;
  readonly downloadDeadlineMs?: number;
}

export function feedPort(options: FeedPortOptions): UpdatePort {
  const downloaded = new Map<string, DownloadedRelease>();
  return {
    readFeed: (address, stop) =>
      readFeed(address, {
        stop,
        ...(options.feedDeadlineMs === undefined ? {} : { deadlineMs: options.feedDeadlineMs }),
      }),
    async download(release, address, stop) {
      // A download of an earlier check (or run) that still proves itself is not fetched again.
      const done =
        (await alreadyDownloaded(options.dir, release)) ??
        (await downloadRelease(address.feedUrl, options.dir, release, {
          stop,
          ...(options.downloadDeadlineMs === undefined ? {} : { deadlineMs: options.downloadDeadlineMs }),
        }));
      downloaded.set(release.version, done);
    },
    async install(release: FeedRelease) {
      const done = downloaded.get(release.version);
      if (!done) throw new Error(`version ${release.version} was not downloaded`);
      await options.install(done);
    },
  };
}

/** The version downloaded and not installed yet, kept in a file of the data folder. */
export function pendingFile(dir: string): PendingStore {
  const file = join(dir, 'pending-version');
  return {
    read() {
      try {
        return readFileSync(file, 'utf8').trim() || null;
      } catch {
        return null;
      }
    },
    write(version) {
      if (version === null) rmSync(file, { force: true });
      else {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, `${version}\n`);
      }
    },
  };
}
