/**
 * The parts of a drawn receipt that are pictures rather than text: the QR code, the shop's logo and a
 * bitmap drawn earlier. Each becomes dots (one byte per dot, 1 = black) to be copied into the page.
 */
import { qrCode } from '../print-libraries';
import type { Dpi, PaperWidth } from '../../../common/model/printer-settings';
import { rasterDots } from '../../../common/receipt/bitmap';
import type { RasterBlock } from '../../../common/receipt/receipt';
import { readPng } from '../logo';

export interface Dots {
  readonly width: number;
  readonly height: number;
  /** One byte per dot, row by row; 1 = black. */
  readonly dots: Uint8Array;
}

/**
 * Dots per QR module, as the text receipt asks the printer for (`GS ( k` size 4 at 58 mm, 5 at 80 mm, at
 * 203 dpi), so a drawn code scans from as far as a printed one; scaled for other heads.
 */
export function qrModuleDots(paperWidth: PaperWidth, dpi: Dpi): number {
  return Math.max(2, Math.round(((paperWidth === 58 ? 4 : 5) * dpi) / 203));
}

/** Modules of white above and below the code, so the text around it never touches it. */
const QR_MARGIN = 2;

/**
 * The QR code of an ASCII payload (error correction M, like the text receipt), with a white margin above
 * and below, at most `maxWidth` dots wide. Null when the payload cannot be encoded.
 */
export function qrDots(payload: string, moduleDots: number, maxWidth: number): Dots | null {
  let modules;
  try {
    modules = qrCode().create(payload, { errorCorrectionLevel: 'M' }).modules;
  } catch {
    return null;
  }
  const size = modules.size;
  const scale = Math.max(1, Math.min(moduleDots, Math.floor(maxWidth / size)));
  const width = size * scale;
  const height = (size + 2 * QR_MARGIN) * scale;
  const dots = new Uint8Array(width * height);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = ((row + QR_MARGIN) * scale + dy) * width + col * scale;
        dots.fill(1, start, start + scale);
      }
    }
  }
  return { width, height, dots };
}

/**
 * A PNG as dots: each pixel over white paper, black where it is darker than mid-grey; scaled down (nearest
 * dot) when wider than `maxWidth`. Null when the bytes are not a readable PNG.
 */
export function pngDots(png: Uint8Array, maxWidth: number): Dots | null {
  const image = readPng(png);
  if (!image) return null;
  const scale = Math.min(1, maxWidth / image.width);
  const width = Math.max(1, Math.floor(image.width * scale));
  const height = Math.max(1, Math.floor(image.height * scale));
  const dots = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.floor(y / scale));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1, Math.floor(x / scale));
      const i = (sy * image.width + sx) * 4;
      const [red = 255, green = 255, blue = 255, opacity = 0] = image.data.subarray(i, i + 4);
      const alpha = opacity / 255;
      const luminance = 0.299 * red + 0.587 * green + 0.114 * blue;
      // Transparent parts are the paper.
      if (luminance * alpha + 255 * (1 - alpha) < 128) dots[y * width + x] = 1;
    }
  }
  return { width, height, dots };
}

/** A bitmap drawn before (a receipt prepared elsewhere), as dots, cut to `maxWidth` if it is wider. */
export function rasterBlockDots(block: RasterBlock, maxWidth: number): Dots {
  const all = rasterDots(block);
  if (block.widthDots <= maxWidth) return { width: block.widthDots, height: block.heightDots, dots: all };
  const dots = new Uint8Array(maxWidth * block.heightDots);
  for (let y = 0; y < block.heightDots; y++)
    dots.set(all.subarray(y * block.widthDots, y * block.widthDots + maxWidth), y * maxWidth);
  return { width: maxWidth, height: block.heightDots, dots };
}
