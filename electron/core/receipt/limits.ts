/**
 * What one order may put on paper. Each customer text is cut at a length no honest order reaches, and the
 * products, options and their text are capped as a whole, so one order can never print metres of receipt
 * (issue 9, point 10). Whatever is cut or left out, the receipt says so where it happened and once more
 * at the bottom: the full order stays readable in OrderSlip's history.
 */
import type { TextRepertoire } from '../../common/receipt/receipt';
import { sanitizeText } from './sanitize';
import { printsAsIs } from './code-pages';

/** Characters (after sanitising) of one text; lines for texts that keep their line breaks. */
export const TEXT_LIMITS = {
  /** A product, option or extra name; the customer's name; the shop's name; street and city lines. */
  name: 200,
  /** Phone numbers, a box number, the payment method and reference, the order id. */
  field: 100,
  /** The order number (printed large) and a unit. */
  short: 20,
  /** A cake's text plate. */
  plate: 500,
  plateLines: 12,
  remarks: 2000,
  remarksLines: 40,
} as const;

/**
 * The products part of one receipt. At most this many products and options (options and extras alike)
 * are printed, and names plus plate texts (plate texts count double: they print tall) stop after
 * `itemText` characters: at 58 mm that is a receipt of about two metres at worst.
 */
export const ORDER_LIMITS = {
  products: 80,
  optionsPerProduct: 30,
  options: 160,
  itemText: 8000,
  /** A longer order id gets no QR code: it would be too dense to scan, and a cut id finds nothing. */
  qrPayload: 256,
} as const;

export interface BoundedText {
  readonly text: string;
  /** Characters or lines were cut off. */
  readonly cut: boolean;
  /** As `SanitizedText.altered`: a visible character was transliterated or dropped. */
  readonly altered: boolean;
}

/** Never more of the raw text is sanitised than this many code units per allowed character. */
const RAW_PER_CHARACTER = 16;

/**
 * Sanitises `raw` for the character set and cuts it to `limit` characters, at a space when one is near,
 * so a cut word does not read as another word. With `maxLines`, the text keeps its line breaks and is cut
 * to that many lines too.
 */
export function boundText(
  raw: string,
  characterSet: TextRepertoire,
  limit: number,
  maxLines?: number,
): BoundedText {
  // A short text on one line, in the repertoire and singly spaced (nearly every name and field) comes out
  // of the sanitiser without the spaces at its ends, and within its limit: nothing to take apart.
  if (
    maxLines === undefined &&
    raw.length <= limit &&
    !raw.includes('\n') &&
    !raw.includes('  ') &&
    printsAsIs(raw, characterSet)
  )
    return { text: raw.trim(), cut: false, altered: false };
  // Sanitising a huge text only to throw most of it away would let one order cost seconds.
  const rawBudget = limit * RAW_PER_CHARACTER + 64;
  const head = raw.length > rawBudget ? raw.slice(0, rawBudget) : raw;
  let cut = head.length < raw.length && raw.slice(rawBudget).trim() !== '';
  const multiline = maxLines !== undefined;
  const sanitized = sanitizeText(head, characterSet, { multiline });
  let text = sanitized.text;
  if (multiline) {
    const lines = text.split('\n');
    if (lines.length > maxLines) {
      text = lines.slice(0, maxLines).join('\n');
      cut = true;
    }
  }
  if (text.length > limit) {
    text = cutAt(text, limit);
    cut = true;
  }
  return { text: cut ? text.trimEnd() : text, cut, altered: sanitized.altered };
}

/**
 * The first `limit` characters, ending at the last space or line break of the last fifth when there is one.
 * A hard cut never splits an emoji's surrogate pair or leaves a sequence ending in a joiner.
 */
function cutAt(text: string, limit: number): string {
  let end = limit;
  if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end -= 1;
  const hard = text.slice(0, end).replace(/\u200d+$/, '');
  const soft = Math.max(hard.lastIndexOf(' '), hard.lastIndexOf('\n'));
  return soft >= Math.floor(limit * 0.8) ? hard.slice(0, soft) : hard;
}
