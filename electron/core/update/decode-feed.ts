/**
 * A feed's channel file (`latest.yml`, `beta-linux.yml`…), as electron-builder writes it, decoded once
 * into our own type: the version, the file to download with its sha512 and size, and the share of
 * counters it is offered to. Anything else in the file is ignored; anything missing or malformed is
 * refused with the field at fault.
 */
import { packageRequire } from '../runtime/package-require';
import type * as JsYaml from 'js-yaml';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { parseVersion } from './version';

export interface FeedFile {
  /** As the feed wrote it: relative to the feed's address, or absolute. */
  readonly url: string;
  /** Base64 of the file's SHA-512, as electron-builder writes it. */
  readonly sha512: string;
  /** In bytes; null when the feed does not say (old feeds). */
  readonly size: number | null;
}

export interface FeedRelease {
  readonly version: string;
  readonly file: FeedFile;
  /** 0–100: the share of counters offered this version (a staged rollout); null: every counter. */
  readonly stagingPercentage: number | null;
  readonly releaseDate: string | null;
}

/** js-yaml is loaded when a feed is first read, not with the engine: most hosts never read one. */
const load = packageRequire(import.meta.url);
let jsYaml: typeof JsYaml | null = null;
const yaml = (): typeof JsYaml => (jsYaml ??= load()('js-yaml') as typeof JsYaml);

const BASE64_SHA512 = /^[A-Za-z0-9+/]{86}==$/;

/** The release a channel file describes; throws a MessageError naming the field at fault. */
export function decodeFeed(text: string, file: string): FeedRelease {
  let data: unknown;
  try {
    data = yaml().load(text, { json: true });
  } catch (error) {
    throw unreadable(
      file,
      `not YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    );
  }
  return decodeFeedData(data, file);
}

/**
 * The same from the file already parsed: electron-updater hands its `updateInfo` over as an object,
 * and it is decoded here like the text, so the engine decides on the same type from either port.
 */
export function decodeFeedData(data: unknown, file: string): FeedRelease {
  const refuse = (detail: string): never => {
    throw unreadable(file, detail);
  };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse('not a mapping');
  const root = data as Record<string, unknown>;
  const version = root['version'];
  if (typeof version !== 'string' || parseVersion(version) === null)
    return refuse(`version: “${String(version)}” is not a version`);
  const files = root['files'];
  let chosen: FeedFile | null = null;
  if (Array.isArray(files) && files.length > 0) chosen = decodeFile(files[0], 'files[0]', refuse);
  else if (typeof root['path'] === 'string')
    // Feeds written before `files` existed name one file at the top.
    chosen = decodeFile({ url: root['path'], sha512: root['sha512'] }, '', refuse);
  if (chosen === null) return refuse('files: no file to download');
  return {
    version,
    file: chosen,
    stagingPercentage: decodeStaging(root['stagingPercentage'], refuse),
    releaseDate: typeof root['releaseDate'] === 'string' ? root['releaseDate'] : null,
  };
}

function unreadable(file: string, detail: string): MessageError {
  return new MessageError(msg('update.feed-unreadable', { file, detail }));
}

function decodeFile(value: unknown, path: string, refuse: (detail: string) => never): FeedFile {
  const at = (field: string): string => (path ? `${path}.${field}` : field);
  if (typeof value !== 'object' || value === null) return refuse(`${path}: not a file`);
  const entry = value as Record<string, unknown>;
  const url = entry['url'];
  if (typeof url !== 'string' || url.trim() === '') return refuse(`${at('url')}: missing`);
  const sha512 = entry['sha512'];
  if (typeof sha512 !== 'string' || !BASE64_SHA512.test(sha512))
    return refuse(`${at('sha512')}: not a base64 SHA-512`);
  const size = entry['size'];
  if (size !== undefined && (typeof size !== 'number' || !Number.isSafeInteger(size) || size <= 0))
    return refuse(`${at('size')}: “${String(size)}” is not a size in bytes`);
  return { url, sha512, size: typeof size === 'number' ? size : null };
}

/** As electron-updater reads it: a number (or a numeric text) from 0 to 100. */
function decodeStaging(value: unknown, refuse: (detail: string) => never): number | null {
  if (value === undefined || value === null) return null;
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (typeof number !== 'number' || Number.isNaN(number) || number < 0 || number > 100)
    return refuse(`stagingPercentage: “${String(value)}” is not a percentage`);
  return number;
}
