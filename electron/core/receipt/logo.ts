/** The shop's logo, decoded and scaled to fit the paper, so neither the preview nor the printer overflows. */
import type { PNG } from 'pngjs';
import { png as pngjs } from './print-libraries';
import type { PaperWidth } from '../../common/model/printer-settings';
import type { LogoBlock } from '../../common/receipt/receipt';

/** Printable dots across at 203 dpi: 384 on 58 mm paper, 576 on 80 mm. */
export const PRINTABLE_DOTS: Readonly<Record<PaperWidth, number>> = { 58: 384, 80: 576 };
/** A logo taller than this would only spend paper on every order. */
const MAX_LOGO_HEIGHT = 160;

/**
 * A logo block for the paper, or null when the bytes are not a readable PNG (a bad logo file must not stop
 * an order from printing; the settings screen says so when the file is chosen).
 */
export function fitLogo(png: Uint8Array, paperWidth: PaperWidth): LogoBlock | null {
  const image = readPng(png);
  if (!image) return null;
  const scale = Math.min(1, PRINTABLE_DOTS[paperWidth] / image.width, MAX_LOGO_HEIGHT / image.height);
  const scaled = scale < 1 ? resize(image, scale) : image;
  return {
    kind: 'logo',
    pngBase64: pngjs().PNG.sync.write(scaled).toString('base64'),
    width: scaled.width,
    height: scaled.height,
  };
}

/** The decoded PNG, or null when the bytes are not a readable, non-empty PNG. */
export function readPng(png: Uint8Array): PNG | null {
  let image: PNG;
  try {
    image = pngjs().PNG.sync.read(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  } catch {
    return null;
  }
  return image.width < 1 || image.height < 1 ? null : image;
}

/** Nearest-neighbour: a thermal printer prints each dot black or white anyway. */
function resize(source: PNG, scale: number): PNG {
  const width = Math.max(1, Math.floor(source.width * scale));
  const height = Math.max(1, Math.floor(source.height * scale));
  const target = new (pngjs().PNG)({ width, height });
  for (let y = 0; y < height; y++) {
    const sy = Math.min(source.height - 1, Math.floor(y / scale));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(source.width - 1, Math.floor(x / scale));
      source.data.copy(
        target.data,
        (y * width + x) * 4,
        (sy * source.width + sx) * 4,
        (sy * source.width + sx) * 4 + 4,
      );
    }
  }
  return target;
}
