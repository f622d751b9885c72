/**
 * A receipt's raster block as a picture the window can show: the very bits the printer gets, as a
 * 1-bit BMP in a `data:` URL (the only image source besides `'self'` the window's CSP allows). BMP
 * because it holds 1-bit rows as they are (most significant bit leftmost, like `bitsBase64`), so no
 * compression is needed in the page and nothing is redrawn or scaled on the way: one dot is one pixel.
 */
import { DPIS, dotsPerLine, type PaperWidth } from '../../electron/common/model/printer-settings';
import type { RasterBlock } from '../../electron/common/receipt/receipt';

const FILE_HEADER = 14;
const INFO_HEADER = 40;
const PALETTE = 8;

/** The block's bits, or null when they do not hold `widthDots × heightDots` (never drawn half). */
export function rasterBits(block: RasterBlock): Uint8Array | null {
  const { widthDots, heightDots } = block;
  if (!Number.isInteger(widthDots) || !Number.isInteger(heightDots)) return null;
  if (widthDots <= 0 || heightDots <= 0 || widthDots % 8 !== 0) return null;
  let binary: string;
  try {
    binary = atob(block.bitsBase64);
  } catch {
    return null;
  }
  if (binary.length !== (widthDots / 8) * heightDots) return null;
  const bits = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bits[i] = binary.charCodeAt(i);
  return bits;
}

/** A 1-bit BMP of the bits: palette 0 white, 1 black, rows bottom-up and padded to 4 bytes as BMP has them. */
export function bmpOf(bits: Uint8Array, widthDots: number, heightDots: number): Uint8Array {
  const rowBytes = widthDots / 8;
  const stride = Math.ceil(rowBytes / 4) * 4;
  const offset = FILE_HEADER + INFO_HEADER + PALETTE;
  const size = offset + stride * heightDots;
  const bmp = new Uint8Array(size);
  const view = new DataView(bmp.buffer);
  bmp[0] = 0x42; // 'B'
  bmp[1] = 0x4d; // 'M'
  view.setUint32(2, size, true);
  view.setUint32(10, offset, true);
  view.setUint32(14, INFO_HEADER, true);
  view.setInt32(18, widthDots, true);
  view.setInt32(22, heightDots, true);
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 1, true); // bits per pixel
  view.setUint32(34, stride * heightDots, true);
  view.setInt32(38, 8000, true); // ~203 dpi in dots per metre; only a hint to image viewers
  view.setInt32(42, 8000, true);
  view.setUint32(46, 2, true); // colours in the palette
  // Palette entries are blue, green, red, reserved: 0 = white, 1 = black (1 = black in the bits).
  bmp.set([0xff, 0xff, 0xff, 0, 0, 0, 0, 0], FILE_HEADER + INFO_HEADER);
  for (let row = 0; row < heightDots; row += 1) {
    const from = row * rowBytes;
    bmp.set(bits.subarray(from, from + rowBytes), offset + (heightDots - 1 - row) * stride);
  }
  return bmp;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** The block as a `data:image/bmp` URL, or null when its bits are not whole. */
export function rasterDataUrl(block: RasterBlock): string | null {
  const bits = rasterBits(block);
  if (!bits) return null;
  return `data:image/bmp;base64,${base64Of(bmpOf(bits, block.widthDots, block.heightDots))}`;
}

/**
 * How much of the paper's printable width the block takes, 0–1. The receipt does not say the head's
 * resolution, but a bitmap is drawn a whole line wide at one of them (576 dots at 80 mm, 203 dpi): the
 * full line is the narrowest resolution's line that holds the block.
 */
export function rasterShare(block: RasterBlock, paperWidth: PaperWidth): number {
  const lines = DPIS.map((dpi) => dotsPerLine(paperWidth, dpi)).sort((a, b) => a - b);
  const line = lines.find((dots) => dots >= block.widthDots) ?? block.widthDots;
  return block.widthDots / line;
}
