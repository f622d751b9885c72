/**
 * The shop's logo as a person chooses it: a picture file (PNG, JPEG or BMP) checked and kept in the data
 * folder as the PNG the receipt's logo block reads (`receipt/logo.ts` reads PNG only), so a printer's
 * `logoPath` always names a file OrderSlip owns: nothing breaks when the original is moved or deleted.
 * The file is named by its content, so choosing the same picture twice keeps one copy.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOGO_MAX_BYTES } from '../../common/contract/app-api';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { loadSkia } from '../receipt/raster/skia';

/** A picture file: its name as the person knows it (for messages) and its bytes. */
export interface LogoFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** Where logos are kept, and the host's own file picker when it has one (the app's open dialog). */
export interface LogoParts {
  readonly folder: string;
  /** Asks the person for a picture file; null when they cancelled. Absent: the window sends the file. */
  readonly pick?: () => Promise<LogoFile | null>;
}

/** A picture far larger than any receipt's 576 dots is not a logo (and would cost memory to decode). */
const MAX_SIDE = 4_000;

export type LogoKind = 'png' | 'jpeg' | 'bmp';

/** The picture's format by its first bytes (never by its name, which a person may have changed). */
export function logoKindOf(bytes: Uint8Array): LogoKind | null {
  const starts = (...magic: number[]): boolean => magic.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x42, 0x4d) && bytes.length > 26) return 'bmp';
  return null;
}

/** Checks the picture and keeps it as a PNG in `folder`; resolves with the path to put in the settings. */
export async function storeLogo(folder: string, file: LogoFile): Promise<string> {
  const { name, bytes } = file;
  if (bytes.length > LOGO_MAX_BYTES)
    throw new MessageError(msg('app.logo-too-large', { name, maxKb: Math.floor(LOGO_MAX_BYTES / 1024) }));
  if (logoKindOf(bytes) === null) throw new MessageError(msg('app.logo-not-image', { name }));
  const png = await asPng(bytes);
  if (png === null) throw new MessageError(msg('app.logo-unreadable', { name }));
  const path = join(folder, `logo-${createHash('sha256').update(png).digest('hex').slice(0, 16)}.png`);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(path, png);
  } catch (error) {
    throw new MessageError(
      msg('app.logo-cannot-store', { detail: error instanceof Error ? error.message : String(error) }),
    );
  }
  return path;
}

/** The picture decoded (Skia reads PNG, JPEG and BMP alike) and written again as a PNG; null: unreadable. */
async function asPng(bytes: Uint8Array): Promise<Buffer | null> {
  const skia = loadSkia();
  let image: Awaited<ReturnType<typeof skia.loadImage>>;
  try {
    image = await skia.loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return null;
  }
  const { width, height } = image;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  const canvas = skia.createCanvas(width, height);
  const context = canvas.getContext('2d');
  // White under a transparent logo: paper is white, and a thermal printer prints no grey.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0);
  return canvas.toBuffer('image/png');
}
