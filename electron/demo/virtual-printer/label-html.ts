/**
 * What a virtual label printer drew, as dots and as HTML. Both interpreters (ZPL, TSPL) turn a label into
 * the same few drawing operations; this module puts them on a 1-bit page the label's size — graphics
 * (`^GFA`, `BITMAP`) dot for dot, boxes and bars, the QR code as a real code from its payload, and text
 * fields in the app's bundled mono font as a stand-in for the printer's own scalable font — and shows
 * that page as a PNG inside an HTML fragment whose every piece of label text is escaped.
 */
import { qrCode } from '../../core/receipt/print-libraries';
import { ensureFonts, FONT_STACK } from '../../core/receipt/raster/fonts';
import { loadSkia } from '../../core/receipt/raster/skia';
import { escapeHtml } from './paper-html';
import { pngDataUrl } from './png-encode';
import { blankImage, bytesPerRow, getDot, type ParsedImage } from './raster-image';

export type LabelProtocol = 'zpl' | 'tspl';

/** How new dots combine with the ones already there. */
export type DrawMode = 'or' | 'xor' | 'overwrite';

export type DrawOp =
  | {
      readonly kind: 'text';
      /** Left edge of the line, or of the block it is aligned in. */
      readonly x: number;
      /** Top of the character cell. */
      readonly y: number;
      /** Cell height in dots. */
      readonly heightDots: number;
      /** Horizontal stretch of the glyphs (ZPL `^A0N,h,w`: w/h); 1 keeps the font's proportions. */
      readonly scaleX: number;
      readonly align: 'left' | 'center' | 'right';
      /** Width of the block the line is aligned in (ZPL `^FB`); null: the line starts at x. */
      readonly blockWidth: number | null;
      readonly text: string;
      /** Drawn white on black ink, black on white (ZPL `^FR`). */
      readonly reverse: boolean;
    }
  | {
      readonly kind: 'box';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      /** Line thickness; at least half the smaller side fills it. */
      readonly thickness: number;
      /** White lines (ZPL `^GB…,W`) clear dots instead of setting them. */
      readonly white: boolean;
      readonly reverse: boolean;
    }
  | {
      /** Every dot of the area flipped (TSPL `REVERSE`). */
      readonly kind: 'invert';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
    }
  | {
      readonly kind: 'image';
      readonly x: number;
      readonly y: number;
      readonly image: ParsedImage;
      readonly mode: DrawMode;
    }
  | {
      readonly kind: 'qr';
      readonly x: number;
      readonly y: number;
      readonly moduleDots: number;
      readonly payload: string;
      readonly ecc: 'L' | 'M' | 'Q' | 'H';
    };

/** Alpha from which a rasterised glyph pixel is ink (as the receipt's Skia drawing does). */
const INK_THRESHOLD = 100;
/** Where the baseline sits in a text cell, and how big the glyphs are in it. */
const BASELINE = 0.8;
const GLYPH_SIZE = 0.95;

function put(image: ParsedImage, x: number, y: number, ink: boolean, mode: DrawMode): void {
  if (x < 0 || y < 0 || x >= image.widthDots || y >= image.heightDots) return;
  const index = y * bytesPerRow(image.widthDots) + (x >> 3);
  const mask = 0x80 >> (x & 7);
  const byte = image.bits[index] ?? 0;
  if (mode === 'xor') image.bits[index] = ink ? byte ^ mask : byte;
  else if (mode === 'or') image.bits[index] = ink ? byte | mask : byte;
  else image.bits[index] = ink ? byte | mask : byte & ~mask;
}

function fillRect(
  image: ParsedImage,
  x: number,
  y: number,
  width: number,
  height: number,
  mode: DrawMode,
  white = false,
): void {
  for (let row = Math.max(0, y); row < Math.min(image.heightDots, y + height); row++) {
    for (let col = Math.max(0, x); col < Math.min(image.widthDots, x + width); col++) {
      if (white) put(image, col, row, false, 'overwrite');
      else put(image, col, row, true, mode);
    }
  }
}

function drawBox(image: ParsedImage, op: Extract<DrawOp, { kind: 'box' }>): void {
  const mode: DrawMode = op.reverse ? 'xor' : 'or';
  const t = Math.max(1, op.thickness);
  if (t * 2 >= Math.min(op.width, op.height)) {
    fillRect(image, op.x, op.y, op.width, op.height, mode, op.white);
    return;
  }
  fillRect(image, op.x, op.y, op.width, t, mode, op.white);
  fillRect(image, op.x, op.y + op.height - t, op.width, t, mode, op.white);
  fillRect(image, op.x, op.y + t, t, op.height - 2 * t, mode, op.white);
  fillRect(image, op.x + op.width - t, op.y + t, t, op.height - 2 * t, mode, op.white);
}

function drawQr(image: ParsedImage, op: Extract<DrawOp, { kind: 'qr' }>): void {
  let modules;
  try {
    modules = qrCode().create(op.payload === '' ? ' ' : op.payload, { errorCorrectionLevel: op.ecc }).modules;
  } catch {
    // A payload no QR code holds: a crossed box marks where the printer would have failed to draw it.
    const side = 21 * op.moduleDots;
    drawBox(image, {
      kind: 'box',
      x: op.x,
      y: op.y,
      width: side,
      height: side,
      thickness: 2,
      white: false,
      reverse: false,
    });
    return;
  }
  const m = Math.max(1, op.moduleDots);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) fillRect(image, op.x + col * m, op.y + row * m, m, m, 'or');
    }
  }
}

function drawText(image: ParsedImage, op: Extract<DrawOp, { kind: 'text' }>): void {
  if (op.text.trim() === '' || op.heightDots <= 0) return;
  ensureFonts();
  const skia = loadSkia();
  const font = `${Math.max(1, Math.round(op.heightDots * GLYPH_SIZE))}px ${FONT_STACK}`;
  const measure = skia.createCanvas(1, 1).getContext('2d');
  measure.font = font;
  const width = Math.ceil(measure.measureText(op.text).width * op.scaleX) + 2;
  const height = Math.ceil(op.heightDots * 1.15) + 2;
  const canvas = skia.createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.font = font;
  context.fillStyle = '#000';
  context.scale(op.scaleX, 1);
  context.fillText(op.text, 1 / op.scaleX, Math.round(op.heightDots * BASELINE));
  const alpha = context.getImageData(0, 0, width, height).data;
  let left = op.x;
  if (op.blockWidth !== null && op.align === 'center') left = op.x + Math.round((op.blockWidth - width) / 2);
  if (op.blockWidth !== null && op.align === 'right') left = op.x + op.blockWidth - width;
  const mode: DrawMode = op.reverse ? 'xor' : 'or';
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((alpha[(y * width + x) * 4 + 3] ?? 0) >= INK_THRESHOLD) put(image, left + x, op.y + y, true, mode);
    }
  }
}

/** The label's dots: every operation in order, clipped to the label. */
export function drawLabelOps(ops: readonly DrawOp[], widthDots: number, heightDots: number): ParsedImage {
  const image = blankImage(Math.max(1, widthDots), Math.max(1, heightDots));
  for (const op of ops) {
    switch (op.kind) {
      case 'text':
        drawText(image, op);
        break;
      case 'box':
        drawBox(image, op);
        break;
      case 'invert':
        fillRect(image, op.x, op.y, op.width, op.height, 'xor');
        break;
      case 'qr':
        drawQr(image, op);
        break;
      case 'image':
        for (let y = 0; y < op.image.heightDots; y++) {
          for (let x = 0; x < op.image.widthDots; x++) {
            const ink = getDot(op.image, x, y);
            if (ink || op.mode === 'overwrite') put(image, op.x + x, op.y + y, ink, op.mode);
          }
        }
        break;
    }
  }
  return image;
}

/**
 * One printed label as an HTML fragment: the label's dots as a PNG on a white sticker, shown at its real
 * proportions (`dpi` dots per inch), captioned with the protocol and the size; the text fields and QR
 * payloads as received, escaped, in the picture's alt text and a caption a person can copy from. No
 * words of a language: whoever shows it names it (the demo's window: the order, the time, in its words).
 */
export function renderLabelHtml(
  image: ParsedImage,
  info: {
    readonly protocol: LabelProtocol;
    readonly dpi: number;
    readonly texts: readonly string[];
    readonly qrPayloads: readonly string[];
  },
): string {
  const mm = (dots: number): string => ((dots * 25.4) / info.dpi).toFixed(1);
  const size = `${mm(image.widthDots)} × ${mm(image.heightDots)} mm`;
  const alt = escapeHtml([...info.texts, ...info.qrPayloads.map((payload) => `QR ${payload}`)].join(' / '));
  const fields = info.texts.map((text) => `<li>${escapeHtml(text)}</li>`).join('');
  const qrs = info.qrPayloads.map((payload) => `<li>QR: ${escapeHtml(payload)}</li>`).join('');
  return [
    `<figure class="virtual-label ${info.protocol}" style="margin:8px;display:inline-block;font:12px sans-serif">`,
    `<img src="${pngDataUrl(image)}" width="${image.widthDots}" height="${image.heightDots}" alt="${alt}"`,
    ` style="background:#fff;border:1px solid #999;border-radius:6px;`,
    `image-rendering:pixelated;max-width:100%;height:auto">`,
    `<figcaption>${info.protocol.toUpperCase()}, ${size}`,
    `<ul style="margin:4px 0;padding-left:18px">${fields}${qrs}</ul></figcaption>`,
    '</figure>',
  ].join('');
}
