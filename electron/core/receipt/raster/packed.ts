/**
 * A drawing's dots kept packed, as the printer takes them: rows of `rowBytes(width)` bytes, most
 * significant bit leftmost, 1 = black. The canvas's coverage goes straight into these rows, and inverted
 * bars and pictures are written into them, so a receipt never exists as one byte per dot (eight times the
 * memory, and a pass over every dot to pack it again).
 */
import { rowBytes } from '../../../common/receipt/bitmap';

export interface PackedBitmap {
  readonly width: number;
  readonly height: number;
  /** `height` rows of `rowBytes(width)` bytes; MSB leftmost, 1 = black. */
  readonly bits: Uint8Array;
}

export function blankPacked(width: number, height: number): PackedBitmap {
  return { width, height, bits: new Uint8Array(rowBytes(width) * height) };
}

/**
 * Sets the rows from `top` on from RGBA pixels (`rows` rows as wide as the bitmap): a dot is black where
 * the pixel's alpha is at least `threshold`. The pixels are read as 32-bit words, alpha in the top byte
 * (RGBA in memory on a little-endian machine: every x86 and ARM PC), so eight transparent pixels cost one
 * test: most of a receipt is paper.
 */
export function inkRows(
  target: PackedBitmap,
  top: number,
  rgba: Uint8ClampedArray,
  rows: number,
  threshold: number,
): void {
  const { width, bits } = target;
  const stride = rowBytes(width);
  const pixels = new Int32Array(rgba.buffer, rgba.byteOffset, rows * width);
  const whole = width >> 3;
  for (let row = 0; row < rows; row++) {
    let p = row * width;
    const out = (top + row) * stride;
    for (let byte = 0; byte < whole; byte++, p += 8) {
      const a = pixels[p] as number;
      const b = pixels[p + 1] as number;
      const c = pixels[p + 2] as number;
      const d = pixels[p + 3] as number;
      const e = pixels[p + 4] as number;
      const f = pixels[p + 5] as number;
      const g = pixels[p + 6] as number;
      const h = pixels[p + 7] as number;
      if ((a | b | c | d | e | f | g | h) === 0) continue;
      bits[out + byte] =
        (a >>> 24 >= threshold ? 0x80 : 0) |
        (b >>> 24 >= threshold ? 0x40 : 0) |
        (c >>> 24 >= threshold ? 0x20 : 0) |
        (d >>> 24 >= threshold ? 0x10 : 0) |
        (e >>> 24 >= threshold ? 0x08 : 0) |
        (f >>> 24 >= threshold ? 0x04 : 0) |
        (g >>> 24 >= threshold ? 0x02 : 0) |
        (h >>> 24 >= threshold ? 0x01 : 0);
    }
    // A width that is not a whole number of bytes: its last dots one by one.
    for (let x = whole * 8; x < width; x++, p++)
      if ((pixels[p] as number) >>> 24 >= threshold)
        bits[out + (x >> 3)] = (bits[out + (x >> 3)] as number) | (0x80 >> (x & 7));
  }
}

/** Black becomes white and white black in the rectangle [x0, x1) × [y0, y1): an inverted line's bar. */
export function invertRect(target: PackedBitmap, x0: number, x1: number, y0: number, y1: number): void {
  const { width, height, bits } = target;
  const left = Math.max(0, Math.floor(x0));
  const right = Math.min(width, Math.ceil(x1));
  if (right <= left) return;
  const stride = rowBytes(width);
  const first = left >> 3;
  const last = (right - 1) >> 3;
  const firstMask = 0xff >> (left & 7);
  const lastMask = (0xff << (7 - ((right - 1) & 7))) & 0xff;
  for (let row = Math.max(0, y0); row < Math.min(height, y1); row++) {
    const at = row * stride;
    if (first === last) {
      bits[at + first] = (bits[at + first] as number) ^ (firstMask & lastMask);
      continue;
    }
    bits[at + first] = (bits[at + first] as number) ^ firstMask;
    for (let byte = first + 1; byte < last; byte++) bits[at + byte] = (bits[at + byte] as number) ^ 0xff;
    bits[at + last] = (bits[at + last] as number) ^ lastMask;
  }
}

/** Copies a picture (one byte per dot, 1 = black) over the bitmap at (left, top), cut at its right edge. */
export function placeDots(
  target: PackedBitmap,
  picture: { readonly width: number; readonly height: number; readonly dots: Uint8Array },
  left: number,
  top: number,
): void {
  const { width, height, bits } = target;
  const stride = rowBytes(width);
  const visible = Math.min(picture.width, width - left);
  for (let row = 0; row < picture.height && top + row < height; row++) {
    const from = row * picture.width;
    const at = (top + row) * stride;
    for (let x = 0; x < visible; x++) {
      const dot = left + x;
      const mask = 0x80 >> (dot & 7);
      if (picture.dots[from + x] !== 0) bits[at + (dot >> 3)] = (bits[at + (dot >> 3)] as number) | mask;
      else bits[at + (dot >> 3)] = (bits[at + (dot >> 3)] as number) & ~mask;
    }
  }
}
