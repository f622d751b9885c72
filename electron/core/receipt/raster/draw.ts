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
import { decodeBase64, rasterBlock } from '../../../common/receipt/bitmap';
import { layoutReceipt, type PrintedLine, type PrintedTextLine } from '../../../common/receipt/layout';
import type { RasterBlock, Receipt, ReceiptBlock, TextSize } from '../../../common/receipt/receipt';
import { widthScale } from '../../../common/receipt/receipt';
import { ensureFonts, FONT_STACK } from './fonts';
import { pngDots, qrDots, qrModuleDots, rasterBlockDots, type Dots } from './pictures';
import { graphemeSegmenter } from '../../../common/i18n/graphemes';

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
  const bitmap = drawLines(lines, geometry);
  return rasterBlock(bitmap.dots, bitmap.width, bitmap.height, describe(lines));
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

function metricsFor(geometry: RasterGeometry, context: SKRSContext2D): Metrics {
  const cell = geometry.dots / geometry.columns;
  context.font = `100px ${FONT_STACK}`;
  const advance = context.measureText('0').width / 100;
  const glyphHeight = Math.round(cell * 2);
  return { cell, lineHeight: Math.round(cell * 2.5), glyphHeight, fontPx: cell / advance };
}

/** Height of a text line of this size: the glyph area (doubled for tall and large) plus the line gap. */
function textHeight(size: TextSize, metrics: Metrics): number {
  return heightScale(size) * metrics.glyphHeight + (metrics.lineHeight - metrics.glyphHeight);
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

/** Draws printed lines into one bitmap `geometry.dots` wide, as tall as they need. */
export function drawLines(lines: readonly PrintedLine[], geometry: RasterGeometry): Bitmap {
  ensureFonts();
  const width = geometry.dots;
  const metrics = metricsFor(geometry, loadSkia().createCanvas(1, 1).getContext('2d'));

  // First where everything goes, so the canvas is made once at its full height.
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
  const height = Math.max(1, y);

  const canvas = loadSkia().createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#000';
  const bars: Array<{ x0: number; x1: number; y0: number; y1: number }> = [];
  for (const item of placed) {
    if (item.line.kind !== 'text') continue;
    const bar = drawText(context, item.line, item.top, width, metrics);
    if (bar) bars.push({ ...bar, y0: item.top, y1: item.top + item.height });
  }

  const dots = new Uint8Array(width * height);
  const rgba = context.getImageData(0, 0, width, height).data;
  for (let i = 0; i < dots.length; i++) dots[i] = (rgba[i * 4 + 3] ?? 0) >= INK_THRESHOLD ? 1 : 0;
  // Inverted text: the bar is black and the letters on it white.
  for (const bar of bars) {
    const x0 = Math.max(0, Math.floor(bar.x0));
    const x1 = Math.min(width, Math.ceil(bar.x1));
    for (let row = bar.y0; row < bar.y1; row++)
      for (let x = row * width + x0; x < row * width + x1; x++) dots[x] = dots[x] === 1 ? 0 : 1;
  }
  for (const item of placed) {
    if (!item.picture) continue;
    const left = Math.max(0, Math.floor((width - item.picture.width) / 2));
    blit(dots, width, item.picture, left, item.top);
  }
  return { width, height, dots };
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

function blit(target: Uint8Array, width: number, picture: Dots, left: number, top: number): void {
  const visible = Math.min(picture.width, width - left);
  for (let row = 0; row < picture.height; row++) {
    const from = row * picture.width;
    target.set(picture.dots.subarray(from, from + visible), (top + row) * width + left);
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
  line: PrintedTextLine,
  top: number,
  width: number,
  metrics: Metrics,
): { x0: number; x1: number } | null {
  if (line.text.trim() === '') return null;
  const scaleX = widthScale(line.size);
  const scaleY = heightScale(line.size);
  const cellWidth = metrics.cell * scaleX;
  const baseline =
    top + (metrics.lineHeight - metrics.glyphHeight) / 2 + BASELINE * scaleY * metrics.glyphHeight;
  context.font = `${line.bold ? 'bold ' : ''}${metrics.fontPx}px ${FONT_STACK}`;
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
const graphemes = graphemeSegmenter('und');

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
