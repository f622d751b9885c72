/**
 * The pictures a printer puts on paper, as packed 1-bit rows (MSB = leftmost dot, 1 = black), the same
 * layout as the receipt's RasterBlock. The parser builds them from the several image formats printers
 * take (row-major raster, column-major bit images), scales them the way the command asks, and stacks
 * the bands of one picture, so a test can check a picture's size and look at its ink.
 */

export interface ParsedImage {
  widthDots: number;
  heightDots: number;
  /** `heightDots` rows of `ceil(widthDots / 8)` bytes; MSB left, 1 = black. */
  bits: Uint8Array;
}

export const bytesPerRow = (widthDots: number): number => Math.ceil(widthDots / 8);

export function blankImage(widthDots: number, heightDots: number): ParsedImage {
  return { widthDots, heightDots, bits: new Uint8Array(bytesPerRow(widthDots) * heightDots) };
}

export function getDot(image: ParsedImage, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= image.widthDots || y >= image.heightDots) return false;
  const byte = image.bits[y * bytesPerRow(image.widthDots) + (x >> 3)] ?? 0;
  return (byte & (0x80 >> (x & 7))) !== 0;
}

function setDot(image: ParsedImage, x: number, y: number): void {
  const index = y * bytesPerRow(image.widthDots) + (x >> 3);
  image.bits[index] = (image.bits[index] ?? 0) | (0x80 >> (x & 7));
}

/** Row-major data as sent by `GS v 0`, `GS ( L` fn 112, Star raster rows and Star `ESC k`. */
export function fromRows(data: Uint8Array, widthBytes: number, heightDots: number): ParsedImage {
  const bits = new Uint8Array(widthBytes * heightDots);
  bits.set(data.subarray(0, bits.length));
  return { widthDots: widthBytes * 8, heightDots, bits };
}

/**
 * Column-major data as sent by `ESC *` (Epson) and `ESC K` / `ESC L` (Star): each column is
 * `bytesPerColumn` bytes, top byte first, MSB = top dot.
 */
export function fromColumns(data: Uint8Array, columns: number, bytesPerColumn: number): ParsedImage {
  const image = blankImage(columns, bytesPerColumn * 8);
  for (let x = 0; x < columns; x++) {
    for (let b = 0; b < bytesPerColumn; b++) {
      const byte = data[x * bytesPerColumn + b] ?? 0;
      for (let bit = 0; bit < 8; bit++) if (byte & (0x80 >> bit)) setDot(image, x, b * 8 + bit);
    }
  }
  return image;
}

/** Each dot printed `sx` dots wide and `sy` dots high (double-width / double-height raster modes). */
export function scaleImage(image: ParsedImage, sx: number, sy: number): ParsedImage {
  if (sx === 1 && sy === 1) return image;
  const scaled = blankImage(image.widthDots * sx, image.heightDots * sy);
  const from = bytesPerRow(image.widthDots);
  const to = bytesPerRow(scaled.widthDots);
  for (let y = 0; y < image.heightDots; y++) {
    const row = new Uint8Array(to);
    for (let x = 0; x < image.widthDots; x++) {
      if (!((image.bits[y * from + (x >> 3)] ?? 0) & (0x80 >> (x & 7)))) continue;
      for (let i = 0; i < sx; i++) {
        const nx = x * sx + i;
        row[nx >> 3] = (row[nx >> 3] ?? 0) | (0x80 >> (nx & 7));
      }
    }
    for (let j = 0; j < sy; j++) scaled.bits.set(row, (y * sy + j) * to);
  }
  return scaled;
}

/** `below` under `above`, as one picture as wide as the wider (narrower rows padded white on the right). */
export function stackImages(above: ParsedImage, below: ParsedImage): ParsedImage {
  const widthDots = Math.max(above.widthDots, below.widthDots);
  const stacked = blankImage(widthDots, above.heightDots + below.heightDots);
  const to = bytesPerRow(widthDots);
  const copy = (image: ParsedImage, top: number): void => {
    const from = bytesPerRow(image.widthDots);
    for (let y = 0; y < image.heightDots; y++) {
      stacked.bits.set(image.bits.subarray(y * from, (y + 1) * from), (top + y) * to);
    }
  };
  copy(above, 0);
  copy(below, above.heightDots);
  return stacked;
}

/** How many dots are black: lets tests tell a drawn plate from an empty one. */
export function inkDots(image: ParsedImage): number {
  let count = 0;
  for (const byte of image.bits) {
    let value = byte;
    while (value) {
      count += value & 1;
      value >>= 1;
    }
  }
  return count;
}
