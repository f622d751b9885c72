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
import type { SKRSContext2D } from '@napi-rs/canvas';
import { loadSkia } from './skia';
import { COLUMNS, dotsPerLine, type Dpi, type PaperWidth } from '../../../common/model/printer-settings';
import { decodeBase64, packedRasterBlock, unpackDots } from '../../../common/receipt/bitmap';
import { layoutReceipt, type PrintedLine, type PrintedTextLine } from '../../../common/receipt/layout';
import type { RasterBlock, Receipt, ReceiptBlock, TextSize } from '../../../common/receipt/receipt';
import { widthScale } from '../../../common/receipt/receipt';
import { ensureFonts, FONT_STACK } from './fonts';
import { blankPacked, inkRows, invertRect, placeDots, type PackedBitmap } from './packed';
import { pngDots, qrDots, qrModuleDots, rasterBlockDots, type Dots } from './pictures';

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
/**
 * Letters drawn taller than the font's own proportions: Noto Sans Mono at the cell's width is shorter than
 * a printer's 12 × 24 font A, and taller letters read better from arm's length on a counter.
 */
const VERTICAL_STRETCH = 1.15;
/** Emoji at this size fill a line's glyph area (Noto Emoji is drawn smaller than the letters' cells). */
const EMOJI_SCALE = 1.2;
/** Where the baseline sits in a line's glyph area (font A's 24 dots: 19 above, 5 below). */
const BASELINE = 0.8;

/** The letters of scripts written right to left. */
const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;

/** Whether the text's first letter (its first strong character) is of a right-to-left script. */
export function isRightToLeft(text: string): boolean {
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    return RTL_LETTER.test(char);
  }
  return false;
}

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

interface Metrics {
  /** Dots per cell across in the normal size (fractional at 180 and 300 dpi). */
  readonly cell: number;
  /** A normal line's height: 2.5 cells (30 dots at 203 dpi, as the printer's default line spacing). */
  readonly lineHeight: number;
  /** The glyph area of a normal line: 2 cells. */
  readonly glyphHeight: number;
  /** The font size whose mono advance is exactly one cell. */
  readonly fontPx: number;
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

/**
 * Height of a text line of this size: a normal line is the printer's line spacing (its glyph area and the
 * gap), a tall or large one its doubled glyph area, which is what a printer feeds for double-height text
 * (the character height when it exceeds the line spacing): no more paper than the text receipt.
 */
function textHeight(size: TextSize, metrics: Metrics): number {
  return Math.max(metrics.lineHeight, heightScale(size) * metrics.glyphHeight);
}

function heightScale(size: TextSize): 1 | 2 {
  return size === 'normal' ? 1 : 2;
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
 * drawn band by band on it, so no canvas (nor a copy of its pixels) is ever a whole receipt tall, and a
 * band with no text (a feed, a QR code) is neither drawn nor read.
 */
const BAND_ROWS = 256;
const bandCanvases = new Map<number, { context: SKRSContext2D; font: { value: string } }>();

function bandCanvas(width: number): { context: SKRSContext2D; font: { value: string } } {
  let band = bandCanvases.get(width);
  if (!band) {
    const context = loadSkia().createCanvas(width, BAND_ROWS).getContext('2d');
    context.fillStyle = '#000';
    band = { context, font: { value: '' } };
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
  const bars = new Map<Placed, { x0: number; x1: number }>();
  if (texts.length > 0) {
    const { context, font } = bandCanvas(width);
    let next = 0;
    for (let top = 0; top < bitmap.height; top += BAND_ROWS) {
      const rows = Math.min(BAND_ROWS, bitmap.height - top);
      while (
        next < texts.length &&
        (texts[next] as Placed).top + (texts[next] as Placed).height + reach <= top
      )
        next++;
      let drawn = false;
      for (let i = next; i < texts.length; i++) {
        const item = texts[i] as Placed & { line: PrintedTextLine };
        if (item.top - reach >= top + rows) break;
        if (!drawn) context.clearRect(0, 0, width, BAND_ROWS);
        drawn = true;
        const bar = drawText(context, font, item.line, item.top - top, width, metrics);
        if (bar && !bars.has(item)) bars.set(item, bar);
      }
      if (drawn) inkRows(bitmap, top, context.getImageData(0, 0, width, rows).data, rows, INK_THRESHOLD);
    }
  }
  // Inverted text: the bar is black and the letters on it white.
  for (const [item, bar] of bars) invertRect(bitmap, bar.x0, bar.x1, item.top, item.top + item.height);
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

/** Runs of text separated by two or more spaces: each keeps its column (a row's text and its amount). */
const CHUNK = /[^ ]+(?: [^ ]+)*/g;

/**
 * Draws one text line in black; returns the extent of its inverted bar, if it has one. Left-aligned lines
 * keep the grid: each run starts in its column and may use the room up to the next run. A line that is
 * one run starting with a right-to-left letter is drawn right to left, against the right edge.
 */
function drawText(
  context: SKRSContext2D,
  font: { value: string },
  line: PrintedTextLine,
  top: number,
  width: number,
  metrics: Metrics,
): { x0: number; x1: number } | null {
  const scaleX = widthScale(line.size);
  const scaleY = heightScale(line.size);
  const cellWidth = metrics.cell * scaleX;
  const glyphs = scaleY * metrics.glyphHeight;
  const baseline = top + (textHeight(line.size, metrics) - glyphs) / 2 + BASELINE * glyphs;
  // Setting a font parses it: only when it changes.
  const wanted = `${line.bold ? 'bold ' : ''}${metrics.fontPx}px ${FONT_STACK}`;
  if (font.value !== wanted) {
    context.font = wanted;
    font.value = wanted;
  }
  const pen: Pen = {
    context,
    baseline,
    scaleX,
    scaleY: scaleY * VERTICAL_STRETCH,
    emojiScale: scaleY * EMOJI_SCALE,
  };

  let x0: number;
  let x1: number;
  if (line.align === 'left') {
    const runs = [...line.text.matchAll(CHUNK)].map((match) => ({ text: match[0], column: match.index }));
    const single = runs.length === 1 ? runs[0] : undefined;
    if (single && isRightToLeft(single.text)) {
      const [, right] = drawRun(pen, single.text, single.column * cellWidth, width, 'end', true);
      x0 = 0;
      x1 = right;
    } else {
      x0 = 0;
      x1 = line.text.length * cellWidth;
      runs.forEach((run, index) => {
        const next = runs[index + 1];
        const limit = next ? (next.column - 1) * cellWidth : width;
        const [, right] = drawRun(
          pen,
          run.text,
          run.column * cellWidth,
          limit,
          'start',
          isRightToLeft(run.text),
        );
        x1 = Math.max(x1, right);
      });
    }
  } else {
    // Centred and right-aligned text is placed by its drawn width, like ESC a places it on a text receipt.
    const natural = piecesOf(line.text).reduce((sum, piece) => sum + measure(pen, piece), 0);
    const drawn = Math.min(width, natural);
    const left = line.align === 'center' ? (width - drawn) / 2 : width - drawn;
    [x0, x1] = drawRun(pen, line.text, left, left + drawn, 'start', isRightToLeft(line.text));
  }
  return line.inverted ? { x0, x1: Math.min(width, x1) } : null;
}

interface Pen {
  readonly context: SKRSContext2D;
  readonly baseline: number;
  readonly scaleX: number;
  readonly scaleY: number;
  /** Emoji keep their shape: the same scale across and down (twice as big on tall and large lines). */
  readonly emojiScale: number;
}

/** An emoji's grapheme: a pictograph (with its modifiers, joiners, selectors), a flag, a keycap. */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

interface Piece {
  readonly text: string;
  readonly emoji: boolean;
}

/** The text cut where it changes between emoji and other characters; one piece when it has no emoji. */
function piecesOf(text: string): Piece[] {
  if (!EMOJI.test(text)) return [{ text, emoji: false }];
  const pieces: Array<{ text: string; emoji: boolean }> = [];
  for (const { segment } of graphemes.segment(text)) {
    const emoji = EMOJI.test(segment);
    const last = pieces[pieces.length - 1];
    if (last && last.emoji === emoji) last.text += segment;
    else pieces.push({ text: segment, emoji });
  }
  return pieces;
}

function measure(pen: Pen, piece: Piece): number {
  return pen.context.measureText(piece.text).width * (piece.emoji ? pen.emojiScale : pen.scaleX);
}

/**
 * Draws `text` between `left` and `limit` (dots), at its start or against its end; squeezed across when its
 * shaped width does not fit, never cut. Returns where it went. Emoji are drawn in their own pieces, in
 * their own proportions; the pieces follow each other in the run's direction.
 */
function drawRun(
  pen: Pen,
  text: string,
  left: number,
  limit: number,
  align: 'start' | 'end',
  rtl: boolean,
): [number, number] {
  const { context } = pen;
  context.direction = rtl ? 'rtl' : 'ltr';
  context.textAlign = 'left';
  const pieces = piecesOf(text);
  const widths = pieces.map((piece) => measure(pen, piece));
  const natural = widths.reduce((sum, width) => sum + width, 0);
  const room = Math.max(1, limit - left);
  const squeeze = natural > room ? room / natural : 1;
  const drawn = natural * squeeze;
  const x = align === 'end' ? limit - drawn : left;
  let done = 0;
  pieces.forEach((piece, index) => {
    const width = (widths[index] ?? 0) * squeeze;
    const at = rtl ? x + drawn - done - width : x + done;
    done += width;
    const across = (piece.emoji ? pen.emojiScale : pen.scaleX) * squeeze;
    context.setTransform(across, 0, 0, piece.emoji ? pen.emojiScale : pen.scaleY, at, pen.baseline);
    context.fillText(piece.text, 0, 0);
  });
  context.resetTransform();
  return [x, x + drawn];
}
