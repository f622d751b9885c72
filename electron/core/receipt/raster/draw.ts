/**
 * Printed lines → a 1-bit bitmap at the printer's dots. The drawing keeps the text receipt's grid: a line
 * is `columns` cells of `dots / columns` dots (font A's 12 × 24 at 576 dots and 48 columns), so a row's
 * amount ends in the last column exactly as on a text receipt, and every size and style means what it
 * means there (tall = double height, large = double both, inverted = white on a black bar).
 *
 * Skia (@napi-rs/canvas) shapes the text (Arabic joining, combining accents, emoji sequences), orders
 * right-to-left runs, and falls back through the bundled fonts per character (fonts.ts); emoji are drawn
 * in their own proportions. The canvas is anti-aliased; a dot is black where the ink covers enough of it
 * (`INK_THRESHOLD`), chosen so the thin strokes of small text survive on a thermal head. The choices and
 * their reasons: docs/PRINTING.md, "Receipts as images".
 */
import { loadSkia } from './skia';
import { COLUMNS, dotsPerLine, type Dpi, type PaperWidth } from '../../../common/model/printer-settings';
import { decodeBase64, packedRasterBlock, unpackDots } from '../../../common/receipt/bitmap';
import { layoutReceipt, type PrintedLine, type PrintedTextLine } from '../../../common/receipt/layout';
import type { RasterBlock, Receipt, ReceiptBlock } from '../../../common/receipt/receipt';
import { ensureFonts, FONT_STACK } from './fonts';
import { blankPacked, inkRows, invertRect, placeDots, type PackedBitmap } from './packed';
import { pngDots, qrDots, qrModuleDots, rasterBlockDots, type Dots } from './pictures';
import { drawPlan, Measurer, planText, textHeight, type Metrics, type TextPlan } from './text-plan';

export interface RasterGeometry {
  readonly paperWidth: PaperWidth;
  readonly dpi: Dpi;
  /** Dots across the bitmap: the printer's printable width. */
  readonly dots: number;
  /** Cells across in the normal size: the text receipt's columns. */
  readonly columns: number;
}

export function rasterGeometry(paperWidth: PaperWidth, dpi: Dpi): RasterGeometry {
  return { paperWidth, dpi, dots: dotsPerLine(paperWidth, dpi), columns: COLUMNS[paperWidth] };
}

export interface Bitmap {
  readonly width: number;
  readonly height: number;
  /** One byte per dot, row by row; 1 = black. */
  readonly dots: Uint8Array;
}

/**
 * Ink coverage (alpha, 0–255) from which a dot is black. Below half, so a one-dot stroke that falls across
 * two dots keeps at least one of them; high enough that the grey fringe of a letter does not thicken it
 * into a blot.
 */
const INK_THRESHOLD = 100;
export { isRightToLeft } from './text-plan';

/** Draws receipt blocks as one RasterBlock, laid out exactly as the text receipt lays them out. */
export function drawBlocks(
  receipt: Receipt,
  blocks: readonly ReceiptBlock[],
  geometry: RasterGeometry,
): RasterBlock {
  const lines = layoutReceipt({ ...receipt, blocks }, geometry.columns);
  const bitmap = drawPacked(lines, geometry);
  return packedRasterBlock(bitmap.bits, bitmap.width, bitmap.height, describe(lines));
}

/** What a drawing shows, line by line, for plain-text renderings and logs. */
function describe(lines: readonly PrintedLine[]): string {
  return lines
    .flatMap((line): string[] => {
      switch (line.kind) {
        case 'text':
          return [line.text.trimEnd()];
        case 'qr':
          return [`[QR ${line.payload}]`];
        case 'logo':
          return ['[LOGO]'];
        case 'feed':
          return Array.from({ length: line.lines }, () => '');
        case 'raster':
          return line.text.split('\n');
      }
    })
    .join('\n');
}

/** Metrics by paper width and head: measured once, on a canvas kept for measuring. */
const metricsCache = new Map<string, Metrics>();

function metricsFor(geometry: RasterGeometry): Metrics {
  const key = `${geometry.dots}/${geometry.columns}`;
  const known = metricsCache.get(key);
  if (known) return known;
  const cell = geometry.dots / geometry.columns;
  const context = loadSkia().createCanvas(1, 1).getContext('2d');
  context.font = `100px ${FONT_STACK}`;
  const advance = context.measureText('0').width / 100;
  const glyphHeight = Math.round(cell * 2);
  const metrics = { cell, lineHeight: Math.round(cell * 2.5), glyphHeight, fontPx: cell / advance };
  metricsCache.set(key, metrics);
  return metrics;
}

interface Placed {
  readonly line: PrintedLine;
  readonly top: number;
  readonly height: number;
  readonly picture?: Dots;
}

/** Draws printed lines into one bitmap `geometry.dots` wide, as tall as they need (one byte per dot). */
export function drawLines(lines: readonly PrintedLine[], geometry: RasterGeometry): Bitmap {
  const { width, height, bits } = drawPacked(lines, geometry);
  return { width, height, dots: unpackDots(bits, width, height) };
}

/**
 * Rows of canvas drawn and read at a time. The canvas is made once per width and kept: a receipt is
 * drawn band by band on it, so no canvas (nor a copy of its pixels) is ever a whole receipt tall. Reading
 * pixels back costs per byte copied, and less for smaller copies: 128 rows read faster here than 256 (a
 * line that crosses into the next band is drawn again, cheaply) and than 64.
 */
const BAND_ROWS = 128;
const bandCanvases = new Map<number, Measurer>();

function bandCanvas(width: number): Measurer {
  let band = bandCanvases.get(width);
  if (!band) {
    const context = loadSkia().createCanvas(width, BAND_ROWS).getContext('2d');
    context.fillStyle = '#000';
    band = new Measurer(context);
    bandCanvases.set(width, band);
  }
  return band;
}

/** Draws printed lines into one packed bitmap `geometry.dots` wide, as tall as they need. */
export function drawPacked(lines: readonly PrintedLine[], geometry: RasterGeometry): PackedBitmap {
  ensureFonts();
  const width = geometry.dots;
  const metrics = metricsFor(geometry);

  // First where everything goes, so the bitmap is made once at its full height.
  const placed: Placed[] = [];
  let y = 0;
  for (const line of lines) {
    const picture = pictureOf(line, geometry);
    const height =
      line.kind === 'text'
        ? textHeight(line.size, metrics)
        : line.kind === 'feed'
          ? Math.max(0, line.lines) * metrics.lineHeight
          : (picture?.height ?? 0);
    placed.push({ line, top: y, height, ...(picture ? { picture } : {}) });
    y += height;
  }
  const bitmap = blankPacked(width, Math.max(1, y));

  // A line's ink may reach a little past its own rows (accents, emoji): each band draws every line that
  // comes this close to it, in the receipt's order, so a band's pixels are those of one tall canvas.
  const reach = Math.ceil(metrics.glyphHeight / 2);
  const texts = placed.filter(
    (item): item is Placed & { line: PrintedTextLine } =>
      item.line.kind === 'text' && item.line.text.trim() !== '',
  );
  if (texts.length > 0) {
    const band = bandCanvas(width);
    const plans = texts.map((item) => planText(band, item.line, width, metrics));
    // Each band starts at the next line not yet drawn whole and ends where the last line it draws
    // stops: the white between (a feed, a QR code) is never drawn nor read.
    let top = 0;
    for (let next = 0; next < texts.length && top < bitmap.height;) {
      top = Math.max(top, (texts[next] as Placed).top - reach);
      const end = Math.min(top + BAND_ROWS, bitmap.height);
      let bottom = top;
      band.context.clearRect(0, 0, width, BAND_ROWS);
      for (let i = next; i < texts.length && (texts[i] as Placed).top - reach < end; i++) {
        const item = texts[i] as Placed;
        drawPlan(band, plans[i] as TextPlan, item.top - top);
        bottom = Math.max(bottom, item.top + item.height + reach);
      }
      const rows = Math.min(end, bottom) - top;
      inkRows(bitmap, top, band.context.getImageData(0, 0, width, rows).data, rows, INK_THRESHOLD);
      top += rows;
      while (
        next < texts.length &&
        (texts[next] as Placed).top + (texts[next] as Placed).height + reach <= top
      )
        next++;
    }
    // Inverted text: the bar is black and the letters on it white.
    plans.forEach(({ bar }, i) => {
      const item = texts[i] as Placed;
      if (bar) invertRect(bitmap, bar.x0, bar.x1, item.top, item.top + item.height);
    });
  }
  for (const item of placed) {
    if (!item.picture) continue;
    const left = Math.max(0, Math.floor((width - item.picture.width) / 2));
    placeDots(bitmap, item.picture, left, item.top);
  }
  return bitmap;
}

function pictureOf(line: PrintedLine, geometry: RasterGeometry): Dots | null {
  switch (line.kind) {
    case 'qr':
      return qrDots(line.payload, qrModuleDots(geometry.paperWidth, geometry.dpi), geometry.dots);
    case 'logo':
      return pngDots(decodeBase64(line.pngBase64), geometry.dots);
    case 'raster':
      return rasterBlockDots(line, geometry.dots);
    default:
      return null;
  }
}
