/**
 * Reading a generic update feed, as electron-updater's generic provider reads it: the channel file
 * (`latest.yml` for stable, `beta.yml` for beta, `-linux` on Linux) at the feed's address, within one
 * overall deadline, and decoded at once. A 404, a refused connection or a server that never answers
 * are all "no news today": said, and looked at again at the next check.
 */
import type { UpdateChannel } from '../../common/contract/settings';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { http, https } from '../runtime/http-modules';
import { DeadlineExceeded, withDeadline } from '../time/deadline';
import { decodeFeed, type FeedRelease } from './decode-feed';

/** A channel file is a few hundred bytes; anything this large is not one. */
const MAX_FEED_BYTES = 1024 * 1024;

export const FEED_DEADLINE_MS = 30_000;

export interface FeedAddress {
  readonly feedUrl: string;
  readonly channel: UpdateChannel;
}

/** The channel file's name for this platform, as electron-updater asks for it. */
export function channelFile(
  channel: UpdateChannel,
  platform: NodeJS.Platform = process.platform,
  arch: string = process.arch,
): string {
  const name = channel === 'stable' ? 'latest' : channel;
  if (platform === 'linux') return `${name}-linux${arch === 'x64' ? '' : `-${arch}`}.yml`;
  if (platform === 'darwin') return `${name}-mac.yml`;
  return `${name}.yml`;
}

/** The feed's folder as a base for relative names: always ending in a slash. */
export function feedBase(feedUrl: string): URL {
  const url = new URL(feedUrl);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** What the feed offers on this channel now; throws a MessageError saying why it could not be read. */
export async function readFeed(
  address: FeedAddress,
  options: { readonly deadlineMs?: number; readonly stop?: AbortSignal; readonly file?: string } = {},
): Promise<FeedRelease> {
  const file = options.file ?? channelFile(address.channel);
  const url = new URL(file, feedBase(address.feedUrl));
  const deadlineMs = options.deadlineMs ?? FEED_DEADLINE_MS;
  try {
    const text = await withDeadline((signal) => getText(url, signal), deadlineMs, options.stop);
    return decodeAnswer(text.body, file, text.status, address.feedUrl);
  } catch (error) {
    if (error instanceof MessageError) throw error;
    if (error instanceof DeadlineExceeded)
      throw new MessageError(
        msg('update.feed-deadline', { feed: address.feedUrl, seconds: Math.round(deadlineMs / 1000) }),
      );
    throw new MessageError(
      msg('update.feed-unreachable', { feed: address.feedUrl, reason: reasonOf(error) }),
    );
  }
}

function decodeAnswer(body: string, file: string, status: number, feed: string): FeedRelease {
  if (status !== 200) throw new MessageError(msg('update.feed-status', { feed, file, status }));
  return decodeFeed(body, file);
}

/** An OS error as a short cause: its code where it has one (ECONNREFUSED), else its text. */
export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

/** GET one small text; the signal destroys the request. */
export function getText(url: URL, signal: AbortSignal): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https().get : http.get)(url, { signal }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_FEED_BYTES) {
          request.destroy(new Error(`more than ${MAX_FEED_BYTES} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
