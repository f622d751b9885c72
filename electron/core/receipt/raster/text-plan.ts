/**
 * Where a printed line's text goes on a drawn receipt: the pieces Skia draws, each with its transform,
 * and the extent of an inverted line's bar. Planned (shaped and measured) once per line, then drawn in
 * every band of canvas the line reaches (draw.ts): shaping is most of what drawing a receipt costs.
 *
 * Left-aligned lines keep the grid: each run (text between two or more spaces) starts in its column and
 * may use the room up to the next run. A line that is one run starting with a right-to-left letter is
 * drawn right to left, against the right edge. Centred and right-aligned lines are placed by their drawn
 * width. A run too wide for its room is squeezed across, never cut; emoji keep their own proportions.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PrintedTextLine } from '../../../common/receipt/layout';
import type { TextSize } from '../../../common/receipt/receipt';
import { widthScale } from '../../../common/receipt/receipt';
import { FONT_STACK } from './fonts';
import { graphemeSegmenter } from '../../../common/i18n/graphemes';

export interface Metrics {
  /** Dots per cell across in the normal size (fractional at 180 and 300 dpi). */
  readonly cell: number;
  /** A normal line's height: 2.5 cells (30 dots at 203 dpi, as the printer's default line spacing). */
  readonly lineHeight: number;
  /** The glyph area of a normal line: 2 cells. */
  readonly glyphHeight: number;
  /** The font size whose mono advance is exactly one cell. */
  readonly fontPx: number;
}

/**
 * Letters drawn taller than the font's own proportions: Noto Sans Mono at the cell's width is shorter than
 * a printer's 12 × 24 font A, and taller letters read better from arm's length on a counter.
 */
const VERTICAL_STRETCH = 1.15;
/** Emoji at this size fill a line's glyph area (Noto Emoji is drawn smaller than the letters' cells). */
const EMOJI_SCALE = 1.2;
/** Where the baseline sits in a line's glyph area (font A's 24 dots: 19 above, 5 below). */
const BASELINE = 0.8;

/**
 * Height of a text line of this size: a normal line is the printer's line spacing (its glyph area and the
 * gap), a tall or large one its doubled glyph area, which is what a printer feeds for double-height text
 * (the character height when it exceeds the line spacing): no more paper than the text receipt.
 */
export function textHeight(size: TextSize, metrics: Metrics): number {
  return Math.max(metrics.lineHeight, heightScale(size) * metrics.glyphHeight);
}

function heightScale(size: TextSize): 1 | 2 {
  return size === 'normal' ? 1 : 2;
}

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

/** One `fillText`: the text, its direction and its transform; its baseline from the line's top. */
interface Stroke {
  readonly text: string;
  readonly rtl: boolean;
  readonly across: number;
  readonly down: number;
  readonly x: number;
}

export interface TextPlan {
  readonly font: string;
  /** The baseline below the line's top, in two parts (added in the order they always were). */
  readonly lead: number;
  readonly rise: number;
  readonly strokes: readonly Stroke[];
  /** An inverted line's bar, across; null for other lines. */
  readonly bar: { readonly x0: number; readonly x1: number } | null;
}

/**
 * A canvas context that measures, with the font it has (setting a font parses it: only when it changes)
 * and the widths it measured before: a shop's receipts repeat their words (labels, rules, products).
 */
export class Measurer {
  private font = '';
  private readonly widths = new Map<string, number>();

  constructor(readonly context: SKRSContext2D) {}

  useFont(font: string): void {
    if (font === this.font) return;
    this.context.font = font;
    this.font = font;
  }

  width(text: string): number {
    const key = `${this.font}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      // Bounded: a long-running engine measures every order's words.
      if (this.widths.size >= 4096) this.widths.clear();
      width = this.context.measureText(text).width;
      this.widths.set(key, width);
    }
    return width;
  }
}

/** Runs of text separated by two or more spaces: each keeps its column (a row's text and its amount). */
const CHUNK = /[^ ]+(?: [^ ]+)*/g;

export function planText(
  measurer: Measurer,
  line: PrintedTextLine,
  width: number,
  metrics: Metrics,
): TextPlan {
  const scaleX = widthScale(line.size);
  const scaleY = heightScale(line.size);
  const cellWidth = metrics.cell * scaleX;
  const glyphs = scaleY * metrics.glyphHeight;
  const font = `${line.bold ? 'bold ' : ''}${metrics.fontPx}px ${FONT_STACK}`;
  measurer.useFont(font);
  const pen: Pen = {
    measurer,
    scaleX,
    scaleY: scaleY * VERTICAL_STRETCH,
    emojiScale: scaleY * EMOJI_SCALE,
    strokes: [],
  };

  let x0: number;
  let x1: number;
  if (line.align === 'left') {
    const runs = [...line.text.matchAll(CHUNK)].map((match) => ({ text: match[0], column: match.index }));
    const single = runs.length === 1 ? runs[0] : undefined;
    if (single && isRightToLeft(single.text)) {
      const [, right] = planRun(pen, single.text, single.column * cellWidth, width, 'end', true);
      x0 = 0;
      x1 = right;
    } else {
      x0 = 0;
      x1 = line.text.length * cellWidth;
      runs.forEach((run, index) => {
        const next = runs[index + 1];
        const limit = next ? (next.column - 1) * cellWidth : width;
        const [, right] = planRun(
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
    [x0, x1] = planRun(pen, line.text, left, left + drawn, 'start', isRightToLeft(line.text));
  }
  return {
    font,
    lead: (textHeight(line.size, metrics) - glyphs) / 2,
    rise: BASELINE * glyphs,
    strokes: pen.strokes,
    bar: line.inverted ? { x0, x1: Math.min(width, x1) } : null,
  };
}

/** Draws a planned line in black on the canvas, its top at `top` (dots from the canvas's top). */
export function drawPlan(measurer: Measurer, plan: TextPlan, top: number): void {
  const { context } = measurer;
  measurer.useFont(plan.font);
  context.textAlign = 'left';
  const baseline = top + plan.lead + plan.rise;
  for (const stroke of plan.strokes) {
    context.direction = stroke.rtl ? 'rtl' : 'ltr';
    context.setTransform(stroke.across, 0, 0, stroke.down, stroke.x, baseline);
    context.fillText(stroke.text, 0, 0);
  }
  context.resetTransform();
}

interface Pen {
  readonly measurer: Measurer;
  readonly scaleX: number;
  readonly scaleY: number;
  /** Emoji keep their shape: the same scale across and down (twice as big on tall and large lines). */
  readonly emojiScale: number;
  readonly strokes: Stroke[];
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
  return pen.measurer.width(piece.text) * (piece.emoji ? pen.emojiScale : pen.scaleX);
}

/**
 * Plans `text` between `left` and `limit` (dots), at its start or against its end; squeezed across when
 * its shaped width does not fit, never cut. Returns where it goes. Emoji are drawn in their own pieces, in
 * their own proportions; the pieces follow each other in the run's direction.
 */
function planRun(
  pen: Pen,
  text: string,
  left: number,
  limit: number,
  align: 'start' | 'end',
  rtl: boolean,
): [number, number] {
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
    pen.strokes.push({
      text: piece.text,
      rtl,
      across: (piece.emoji ? pen.emojiScale : pen.scaleX) * squeeze,
      down: piece.emoji ? pen.emojiScale : pen.scaleY,
      x: at,
    });
  });
  return [x, x + drawn];
}
