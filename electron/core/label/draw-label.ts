/**
 * A laid-out label drawn as 1-bit dots with Skia and the bundled fonts, exactly where the layout put each
 * element: text at its `fontDots` in the receipt font stack (Latin, Arabic, Hebrew, emoji fall back per
 * character), inverted text white on its black bar, boxes, QR modules. Used for ESC/POS label printers
 * (the whole label is a raster), for the parts of a ZPL/TSPL label the printer's font cannot show
 * (`^GFA` / `BITMAP` of one element), and by anyone who wants a picture of a label.
 *
 * The printer's own font 0 is narrower than our mono font: a text that would be wider than its `width`
 * is squeezed across to fit, never cut, so the drawing keeps the layout's promise that nothing wraps.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { qrCode } from '../receipt/print-libraries';
import type { LabelElement, LaidOutLabel } from '../../common/label/label';
import { LABEL_QR_ECC } from '../../common/label/layout';
import { packDots, rowBytes } from '../../common/receipt/bitmap';
import { ensureFonts, FONT_STACK } from '../receipt/raster/fonts';
import { isRightToLeft } from '../receipt/raster/draw';
import { loadSkia } from '../receipt/raster/skia';

/** Packed 1-bit rows, most significant bit leftmost, 1 = black; `widthDots` is a multiple of 8. */
export interface LabelBitmap {
  readonly widthDots: number;
  readonly heightDots: number;
  readonly bits: Uint8Array;
}

export interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where the baseline of a line of text sits in its `fontDots` (a scalable printer font stands its
 * capitals on about four fifths of the field height, its descenders below), and the font size that gives
 * capitals about as tall as the printer's font 0 at that height.
 */
const BASELINE = 0.78;
const FONT_SIZE = 0.98;
/** A dot is black where the drawn grey is darker than this (0–255): thin strokes survive, fringes do not. */
const INK_LEVEL = 156;

/**
 * The QR code's modules for a payload (null when it cannot be encoded), at the layout's error correction
 * (`LABEL_QR_ECC`), which the ZPL (`^FDMA,`) and TSPL (`QRCODE …,M,…`) encoders ask the printer for too.
 */
export function qrMatrix(payload: string): { size: number; get(row: number, col: number): boolean } | null {
  try {
    const modules = qrCode().create(payload, { errorCorrectionLevel: LABEL_QR_ECC }).modules;
    return { size: modules.size, get: (row, col) => modules.get(row, col) === 1 };
  } catch {
    return null;
  }
}

/** The rectangle an element covers, in the label's dots. */
export function elementBounds(element: LabelElement): Region {
  switch (element.kind) {
    case 'text':
      return { x: element.x, y: element.y, width: element.width, height: element.fontDots };
    case 'qr': {
      const side = (qrMatrix(element.payload)?.size ?? 0) * element.moduleDots;
      return { x: element.x, y: element.y, width: side, height: side };
    }
    case 'box':
      return { x: element.x, y: element.y, width: element.width, height: element.height };
  }
}

/** The whole label, as wide as the label's dots (rounded up to whole bytes) and as high. */
export function drawLabel(label: LaidOutLabel): LabelBitmap {
  const { widthDots, heightDots } = label.geometry;
  return drawRegion(label.elements, { x: 0, y: 0, width: widthDots, height: heightDots });
}

/** Draws the elements that fall in `region` (everything outside is cut off), with the region's top-left at 0,0. */
export function drawRegion(elements: readonly LabelElement[], region: Region): LabelBitmap {
  const width = rowBytes(Math.max(1, Math.ceil(region.width))) * 8;
  const height = Math.max(1, Math.ceil(region.height));
  const canvas = loadSkia().createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.translate(-region.x, -region.y);
  for (const element of elements) drawElement(context, element);
  context.resetTransform();

  const rgba = context.getImageData(0, 0, width, height).data;
  const dots = new Uint8Array(width * height);
  for (let i = 0; i < dots.length; i++) dots[i] = (rgba[i * 4] ?? 255) < INK_LEVEL ? 1 : 0;
  return { widthDots: width, heightDots: height, bits: packDots(dots, width, height) };
}

function drawElement(context: SKRSContext2D, element: LabelElement): void {
  switch (element.kind) {
    case 'text':
      drawText(context, element);
      return;
    case 'qr':
      drawQr(context, element);
      return;
    case 'box':
      drawBox(context, element);
      return;
  }
}

function drawBox(context: SKRSContext2D, box: Extract<LabelElement, { kind: 'box' }>): void {
  context.fillStyle = '#000';
  const { x, y, width, height } = box;
  const t = Math.max(1, box.thickness);
  if (2 * t >= Math.min(width, height)) {
    context.fillRect(x, y, width, height);
    return;
  }
  context.fillRect(x, y, width, t);
  context.fillRect(x, y + height - t, width, t);
  context.fillRect(x, y, t, height);
  context.fillRect(x + width - t, y, t, height);
}

function drawQr(context: SKRSContext2D, qr: Extract<LabelElement, { kind: 'qr' }>): void {
  const modules = qrMatrix(qr.payload);
  if (!modules) return;
  context.fillStyle = '#000';
  const m = qr.moduleDots;
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) context.fillRect(qr.x + col * m, qr.y + row * m, m, m);
}

function drawText(context: SKRSContext2D, text: Extract<LabelElement, { kind: 'text' }>): void {
  ensureFonts();
  const { x, y, width, fontDots } = text;
  if (text.inverted) {
    context.fillStyle = '#000';
    context.fillRect(x, y, width, fontDots);
  }
  if (text.text.trim() === '') return;
  context.font = `${text.bold ? 'bold ' : ''}${fontDots * FONT_SIZE}px ${FONT_STACK}`;
  const rtl = isRightToLeft(text.text);
  context.direction = rtl ? 'rtl' : 'ltr';
  context.textAlign = 'left';
  const natural = context.measureText(text.text).width;
  const squeeze = natural > width && natural > 0 ? width / natural : 1;
  const drawn = natural * squeeze;
  const left =
    text.align === 'center' ? x + (width - drawn) / 2 : text.align === 'right' ? x + width - drawn : x;
  context.save();
  context.fillStyle = text.inverted ? '#fff' : '#000';
  context.translate(left, y + BASELINE * fontDots);
  context.scale(squeeze, 1);
  context.fillText(text.text, 0, 0);
  context.restore();
}
