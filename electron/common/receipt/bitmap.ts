/**
 * The bits of a RasterBlock, both ways: one byte per dot (how a drawing is made and how the window paints
 * it) and packed rows in base64 (how it travels in a Receipt and, unpacked from base64, exactly what the
 * printer gets after `GS v 0` or Star's `b n1 n2`). Pure, so the engine and the window share it.
 *
 * Packed rows: top to bottom, `widthDots / 8` bytes each, most significant bit leftmost, 1 = black.
 */
import type { RasterBlock } from './receipt';

/** Bytes in one packed row of a bitmap this many dots wide. */
export function rowBytes(widthDots: number): number {
  return Math.ceil(widthDots / 8);
}

/**
 * Packs one-byte-per-dot (non-zero = black) into rows of bits. A width that is not a multiple of 8 is
 * padded with white dots on the right.
 */
export function packDots(dots: Uint8Array, width: number, height: number): Uint8Array {
  if (dots.length < width * height)
    throw new RangeError(`${dots.length} dots for a ${width}×${height} bitmap`);
  const stride = rowBytes(width);
  const packed = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const at = y * stride + (x >> 3);
      if (dots[row + x] !== 0) packed[at] = (packed[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  return packed;
}

/** One byte per dot (1 = black, 0 = white), `width × height`, from packed rows. */
export function unpackDots(packed: Uint8Array, width: number, height: number): Uint8Array {
  const stride = rowBytes(width);
  if (packed.length < stride * height)
    throw new RangeError(`${packed.length} bytes for a ${width}×${height} bitmap`);
  const dots = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      dots[y * width + x] = ((packed[y * stride + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
    }
  }
  return dots;
}

/** The packed rows of dots, in base64: a RasterBlock's `bitsBase64`. */
export function bitsBase64(dots: Uint8Array, width: number, height: number): string {
  return encodeBase64(packDots(dots, width, height));
}

/**
 * A RasterBlock of dots (one byte per dot, non-zero = black). Its width is rounded up to whole bytes
 * (white on the right), as `GS v 0` and Star raster count in bytes.
 */
/**
 * An ESC/POS printer acts on its real-time commands (`DLE EOT`, `DLE ENQ`, `DLE DC4`: status, recover,
 * open the drawer, clear the buffer) wherever they stand in what it receives, also inside a picture's
 * data. A picture's byte 0x10 followed by 0x04, 0x05 or 0x14 becomes 0x11: one dot, at the right end of
 * eight, turns black, and no drawing can ask the printer anything. Done where the picture is made, so the
 * window's preview shows the very dot the printer gets; returns the bytes it was given, changed in place.
 */
export function withoutRealTimeCommands(bits: Uint8Array): Uint8Array {
  for (let i = 0; i + 1 < bits.length; i++) {
    const next = bits[i + 1];
    if (bits[i] === 0x10 && (next === 0x04 || next === 0x05 || next === 0x14)) bits[i] = 0x11;
  }
  return bits;
}

export function rasterBlock(dots: Uint8Array, width: number, height: number, text: string): RasterBlock {
  const widthDots = rowBytes(width) * 8;
  return {
    kind: 'raster',
    widthDots,
    heightDots: height,
    bitsBase64: encodeBase64(withoutRealTimeCommands(packDots(dots, width, height))),
    text,
  };
}

/** The block's packed rows: the bytes a printer gets for it. */
export function rasterBytes(block: RasterBlock): Uint8Array {
  const bytes = decodeBase64(block.bitsBase64);
  const expected = rowBytes(block.widthDots) * block.heightDots;
  if (bytes.length !== expected)
    throw new RangeError(
      `A ${block.widthDots}×${block.heightDots} bitmap needs ${expected} bytes, not ${bytes.length}`,
    );
  return bytes;
}

/** The block's dots, one byte each (1 = black): for drawing it in the window or checking it in a test. */
export function rasterDots(block: RasterBlock): Uint8Array {
  return unpackDots(rasterBytes(block), block.widthDots, block.heightDots);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Character code → 6-bit value, -1 for a character that is not base64. */
const VALUES = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

/** Standard base64 with padding; no Buffer or btoa, so it is the same in Node and in the window. */
export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  const sextet = (value: number): string => ALPHABET.charAt(value & 63);
  for (let i = 0; i < bytes.length; i += 3) {
    const left = bytes.length - i;
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    chunk +=
      sextet(a >> 2) +
      sextet(((a & 3) << 4) | (b >> 4)) +
      (left > 1 ? sextet(((b & 15) << 2) | (c >> 6)) : '=') +
      (left > 2 ? sextet(c) : '=');
    // Joining pieces keeps a bitmap of hundreds of KB from building one ever-longer string.
    if (chunk.length >= 4096) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return parts.join('');
}

/** Decodes standard base64 (padding optional); throws on any other character. */
export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  if (clean.length % 4 === 1) throw new RangeError('Not base64: a length that no bytes encode to');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (let i = 0; i < clean.length; i++) {
    const code = clean.charCodeAt(i);
    const value = code < 128 ? (VALUES[code] ?? -1) : -1;
    if (value < 0) throw new RangeError(`Not base64: "${clean[i]}"`);
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}
