/**
 * Downloading a release's file into the data folder and proving it is the file the feed describes: its
 * size and its SHA-512 (as electron-updater proves it). The file is written beside its final name and
 * renamed only once proven, so a broken or truncated download never lies where an installer is looked
 * for; it is deleted, said, and downloaded again at a later check.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { http, https } from '../runtime/http-modules';
import { DeadlineExceeded, withDeadline } from '../time/deadline';
import type { FeedRelease } from './decode-feed';
import { feedBase, reasonOf } from './feed';

/** An installer is about 100 MB: half an hour is slow, but still a download. */
export const DOWNLOAD_DEADLINE_MS = 30 * 60_000;

export interface DownloadedRelease {
  readonly version: string;
  readonly path: string;
}

/** Where a release's file is kept: `DIR/<version>/<its name>`. */
export function releasePath(dir: string, release: FeedRelease): string {
  const name = basename(decodeURIComponent(new URL(release.file.url, 'http://x/').pathname));
  return join(dir, release.version, name || 'installer');
}

/** The file already there and proven (a download of an earlier check), or null. */
export async function alreadyDownloaded(
  dir: string,
  release: FeedRelease,
): Promise<DownloadedRelease | null> {
  const path = releasePath(dir, release);
  try {
    const found = await stat(path);
    if (release.file.size !== null && found.size !== release.file.size) return null;
    if ((await sha512Of(path)) !== release.file.sha512) return null;
    return { version: release.version, path };
  } catch {
    return null;
  }
}

/**
 * Downloads the release's file into `dir` and proves it; throws a MessageError saying what was wrong
 * (a checksum that differs, a file cut short, a server that failed or took too long).
 */
export async function downloadRelease(
  feedUrl: string,
  dir: string,
  release: FeedRelease,
  options: { readonly deadlineMs?: number; readonly stop?: AbortSignal } = {},
): Promise<DownloadedRelease> {
  const path = releasePath(dir, release);
  const part = `${path}.part`;
  const { version } = release;
  const file = release.file.url;
  await mkdir(join(dir, version), { recursive: true });
  const deadlineMs = options.deadlineMs ?? DOWNLOAD_DEADLINE_MS;
  let got: { bytes: number; sha512: string; complete: boolean };
  try {
    got = await withDeadline(
      (signal) => fetchTo(new URL(file, feedBase(feedUrl)), part, signal),
      deadlineMs,
      options.stop,
    );
  } catch (error) {
    await rm(part, { force: true });
    if (error instanceof MessageError) throw error;
    if (error instanceof DeadlineExceeded)
      throw new MessageError(
        msg('update.download-deadline', {
          version,
          file,
          minutes: Math.max(1, Math.round(deadlineMs / 60_000)),
        }),
      );
    throw new MessageError(msg('update.download-failed', { version, file, reason: reasonOf(error) }));
  }
  const expected = release.file.size;
  if ((expected !== null && got.bytes < expected) || !got.complete) {
    await rm(part, { force: true });
    throw new MessageError(
      msg('update.download-truncated', { version, file, got: got.bytes, expected: expected ?? got.bytes }),
    );
  }
  if (got.sha512 !== release.file.sha512 || (expected !== null && got.bytes !== expected)) {
    await rm(part, { force: true });
    throw new MessageError(msg('update.download-mismatch', { version, file }));
  }
  await rename(part, path);
  return { version, path };
}

/**
 * Streams the answer to `path`, hashing as it goes. `complete` is false when the server cut it short
 * (a closed connection before the announced length): that is a truncated file, not an error to retry
 * at once.
 */
function fetchTo(
  url: URL,
  path: string,
  signal: AbortSignal,
): Promise<{ bytes: number; sha512: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https().get : http.get)(url, { signal }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`HTTP ${response.statusCode ?? 0}`));
        return;
      }
      const hash = createHash('sha512');
      let bytes = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      pipeline(response, count, createWriteStream(path)).then(
        () => resolve({ bytes, sha512: hash.digest('base64'), complete: response.complete }),
        (error: unknown) =>
          signal.aborted ? reject(error) : resolve({ bytes, sha512: '', complete: false }),
      );
    });
    request.on('error', reject);
  });
}

export async function sha512Of(path: string): Promise<string> {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('base64');
}
