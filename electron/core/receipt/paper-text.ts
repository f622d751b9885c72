/**
 * Every customer text of one receipt or ticket passes through `PaperText`: sanitised for the printer's
 * repertoire, bounded (ORDER_LIMITS, TEXT_LIMITS), and remembered when cut, so the paper says so.
 */
import type { Labels } from '../../common/receipt/labels';
import type { TextRepertoire } from '../../common/receipt/receipt';
import type { Order } from '../../common/model/order';
import { boundText, TEXT_LIMITS, type BoundedText } from './limits';
import { sanitizeLine } from './sanitize';
import { printsAsIs } from './code-pages';

/** Every customer text of one receipt passes here: sanitised, bounded, and remembered when cut. */
export class PaperText {
  cut = false;

  constructor(
    private readonly characterSet: TextRepertoire,
    private readonly labels: Labels,
  ) {}

  /** One line, at most `limit` characters; a cut one ends in "... (tekst ingekort)". */
  line(raw: string, limit: number): string {
    // Most texts are short, on one line, in the repertoire and singly spaced: what the sanitiser and the
    // bounds would make of them is the text without spaces at its ends, so it is not taken apart first.
    if (
      raw.length <= limit &&
      !raw.includes('\n') &&
      !raw.includes('  ') &&
      printsAsIs(raw, this.characterSet)
    )
      return raw.trim();
    return this.marked(this.note(boundText(raw, this.characterSet, limit)));
  }

  /** The text, ending in "... (tekst ingekort)" when it was cut. */
  marked(bounded: BoundedText): string {
    return bounded.cut ? `${bounded.text}... ${this.labels.textCut}` : bounded.text;
  }

  /** Text that keeps its line breaks, at most `limit` characters and `maxLines` lines. */
  lines(raw: string, limit: number, maxLines: number): BoundedText {
    return this.note(boundText(raw, this.characterSet, limit, maxLines));
  }

  private note(bounded: BoundedText): BoundedText {
    if (bounded.cut) this.cut = true;
    return bounded;
  }
}

/** What is left for the products part of the receipt (ORDER_LIMITS). */
export interface ItemBudget {
  options: number;
  characters: number;
}

/** The day's number ("0" is a number); without one, the start of the id so the slip still names its order. */
export function orderNumber(order: Order, paper: PaperText, characterSet: TextRepertoire): string {
  const number = order.orderNumber === null ? '' : paper.line(order.orderNumber, TEXT_LIMITS.short);
  return number !== '' ? number : `#${sanitizeLine(order.id.slice(0, 64), characterSet).slice(0, 8)}`;
}
