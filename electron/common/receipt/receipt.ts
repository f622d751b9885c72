/**
 * The receipt as a small document: what to print, not how many columns it takes. Plain JSON-safe data,
 * so the renderer draws its preview from the very object the printer bytes are made from. All text in it
 * is already sanitised for `characterSet`: the preview shows what the paper shows.
 */
import type { CharacterSetName, PaperWidth } from '../model/printer-settings';
import type { Language } from '../words/languages';

/**
 * What characters a receipt's text may hold: a printer code page, or `unicode` for a receipt that is
 * drawn as an image (any script, emoji), where text is only cleaned of control characters.
 */
export type TextRepertoire = CharacterSetName | 'unicode';

/** normal; tall = double height; large = double width and height (half the columns). */
export type TextSize = 'normal' | 'tall' | 'large';
export type Alignment = 'left' | 'center' | 'right';

export interface TextStyle {
  readonly size: TextSize;
  readonly bold: boolean;
  readonly inverted: boolean;
  readonly align: Alignment;
}

/** Text; a `\n` starts a new line, long lines wrap at word boundaries, a U+00A0 keeps two words together. */
export interface TextBlock {
  readonly kind: 'text';
  readonly text: string;
  readonly style: TextStyle;
}

/** Left text that wraps, and a short right text (an amount) ending in the last column of its first line. */
export interface RowBlock {
  readonly kind: 'row';
  readonly left: string;
  /** Empty: no right column. */
  readonly right: string;
  /** Columns before the left text. */
  readonly indent: number;
  /** Extra columns before the left text's wrapped lines (to line up under a product name after "2x "). */
  readonly hangingIndent: number;
  readonly size: TextSize;
  readonly bold: boolean;
}

export interface RuleBlock {
  readonly kind: 'rule';
  readonly char: '-' | '=';
}

/** The text a customer wants on a cake: set apart, labelled, wrapped but never cut. */
export interface PlateBlock {
  readonly kind: 'plate';
  readonly label: string;
  /** May hold `\n`; empty when nothing printable was typed. */
  readonly text: string;
  /** Shown under the text: it was adapted for the printer, or there was none. */
  readonly note: string | null;
}

export interface QrBlock {
  readonly kind: 'qr';
  /** Printable ASCII only. */
  readonly payload: string;
}

export interface LogoBlock {
  readonly kind: 'logo';
  /** A PNG already scaled to fit the paper, base64 so the receipt stays JSON. */
  readonly pngBase64: string;
  readonly width: number;
  readonly height: number;
}

export interface FeedBlock {
  readonly kind: 'feed';
  readonly lines: number;
}

/**
 * Part of a receipt drawn as a 1-bit bitmap at the printer's dots (print mode `image`, or `auto` for
 * text the code page cannot show). The printer gets exactly these bits (ESC/POS `GS v 0`, Star raster),
 * and the window's preview draws exactly these bits.
 */
export interface RasterBlock {
  readonly kind: 'raster';
  /** Dots across; a multiple of 8, at most the printer's dots per line. */
  readonly widthDots: number;
  readonly heightDots: number;
  /** Rows top to bottom, each `widthDots / 8` bytes, most significant bit leftmost, 1 = black; base64. */
  readonly bitsBase64: string;
  /** The text it shows, line by line: for plain-text renderings (golden files, logs) and search. */
  readonly text: string;
}

export type ReceiptBlock =
  TextBlock | RowBlock | RuleBlock | PlateBlock | QrBlock | LogoBlock | FeedBlock | RasterBlock;

export type ReceiptKind = 'original' | 'reprint' | 'possible-duplicate' | 'test';

export interface Receipt {
  readonly language: Language;
  readonly paperWidth: PaperWidth;
  /** The character set every text in the receipt was sanitised for (`unicode`: drawn, any character). */
  readonly characterSet: TextRepertoire;
  readonly blocks: readonly ReceiptBlock[];
}

export const NORMAL: TextStyle = { size: 'normal', bold: false, inverted: false, align: 'left' };

export function style(overrides: Partial<TextStyle>): TextStyle {
  return { ...NORMAL, ...overrides };
}

/** How many columns one character of this size takes. */
export function widthScale(size: TextSize): 1 | 2 {
  return size === 'large' ? 2 : 1;
}
