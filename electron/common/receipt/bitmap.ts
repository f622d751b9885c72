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
    const out = y * stride;
    for (let x = 0; x < width; x++)
      if (dots[row + x] !== 0)
        packed[out + (x >> 3)] = (packed[out + (x >> 3)] as number) | (0x80 >> (x & 7));
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
    const row = y * width;
    const from = y * stride;
    for (let x = 0; x < width; x++) {
      const byte = packed[from + (x >> 3)] as number;
      // Eight white dots at once: most of a receipt is paper.
      if (byte === 0) {
        x |= 7;
        continue;
      }
      dots[row + x] = (byte >> (7 - (x & 7))) & 1;
    }
  }
  return dots;
}

/** The packed rows of dots, in base64: a RasterBlock's `bitsBase64`. */
export function bitsBase64(dots: Uint8Array, width: number, height: number): string {
  return encodeBase64(packDots(dots, width, height));
}

/**
 * An ESC/POS printer acts on its real-time commands (`DLE EOT`, `DLE ENQ`, `DLE DC4`: status, recover,
 * open the drawer, clear the buffer) wherever they stand in what it receives, also inside a picture's
 * data. A picture's byte 0x10 followed by 0x04, 0x05 or 0x14 becomes 0x11: one dot, at the right end of
 * eight, turns black, and no drawing can ask the printer anything. Done where the picture is made, so the
 * window's preview shows the very dot the printer gets; returns the bytes it was given, changed in place.
 */
export function withoutRealTimeCommands(bits: Uint8Array): Uint8Array {
  // Only a 0x10 can start one: jump from one to the next (a native search) rather than look at every byte.
  for (let i = bits.indexOf(0x10); i >= 0 && i + 1 < bits.length; i = bits.indexOf(0x10, i + 1)) {
    const next = bits[i + 1];
    if (next === 0x04 || next === 0x05 || next === 0x14) bits[i] = 0x11;
  }
  return bits;
}

/**
 * A RasterBlock of dots (one byte per dot, non-zero = black). Its width is rounded up to whole bytes
 * (white on the right), as `GS v 0` and Star raster count in bytes.
 */
export function rasterBlock(dots: Uint8Array, width: number, height: number, text: string): RasterBlock {
  return packedRasterBlock(packDots(dots, width, height), width, height, text);
}

/** The same from rows already packed (`rowBytes(width)` bytes each); they are cleaned in place. */
export function packedRasterBlock(
  bits: Uint8Array,
  width: number,
  height: number,
  text: string,
): RasterBlock {
  return {
    kind: 'raster',
    widthDots: rowBytes(width) * 8,
    heightDots: height,
    bitsBase64: encodeBase64(withoutRealTimeCommands(bits)),
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

/** Character codes of the alphabet, for building the text as bytes. */
const ALPHABET_CODES = Uint8Array.from(ALPHABET, (char) => char.charCodeAt(0));
/** Base64 is ASCII, so the codes are their own UTF-8: the platform's decoder makes them a string at once. */
const ASCII = new TextDecoder();
const PAD = 0x3d;

/**
 * Standard base64 with padding; no Buffer or btoa, so it is the same in Node and in the window. The text
 * is built as character codes in one array and decoded once, not joined a character at a time.
 */
export function encodeBase64(bytes: Uint8Array): string {
  const codes = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const code = (value: number): number => ALPHABET_CODES[value & 63] as number;
  const whole = bytes.length - (bytes.length % 3);
  let out = 0;
  for (let i = 0; i < whole; i += 3) {
    const triple = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    codes[out++] = code(triple >> 18);
    codes[out++] = code(triple >> 12);
    codes[out++] = code(triple >> 6);
    codes[out++] = code(triple);
  }
  if (whole < bytes.length) {
    const a = bytes[whole] as number;
    const two = whole + 1 < bytes.length;
    const b = two ? (bytes[whole + 1] as number) : 0;
    codes[out] = code(a >> 2);
    codes[out + 1] = code(((a & 3) << 4) | (b >> 4));
    codes[out + 2] = two ? code((b & 15) << 2) : PAD;
    codes[out + 3] = PAD;
  }
  return ASCII.decode(codes);
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
