/**
 * How a message code is worded: one function per language, of the message's parameters and of the
 * formatting rules of that language (plurals, money, times). A code's three wordings sit side by side
 * in its area's file, so a translator sees them together and the compiler refuses a missing one.
 */
import type { Language } from '../model/printer-settings';
import type { OrderRef } from '../order-label';

/**
 * A message carried in another's parameters (a cause), by its shape: typed as `Message`, a parameter
 * would make the catalogue's type depend on itself. Every `Message` is one.
 */
export interface NestedMessage {
  readonly code: string;
  readonly params: object;
}

/** What a wording may use besides its parameters, already in the wording's language. */
export interface Formatter {
  readonly language: Language;
  /** "1 order" / "3 orders": the form for `count`, by the language's plural rules. */
  plural(count: number, forms: { readonly one: string; readonly other: string }): string;
  /** Cents as money, the same on screen and on paper: "€ 12,50" (nl), "12,50 €" (fr), "€12.50" (en). */
  money(cents: number): string;
  /** An ISO time as the shop's clock shows it: "14:05". */
  time(iso: string): string;
  /** An ISO time as a day and time: "za 12 dec. 14:05". */
  dateTime(iso: string): string;
  /** A number with the language's separators. */
  number(value: number): string;
  /** A message inside this one (a cause, a printer's state), in the same language. */
  say(message: NestedMessage): string;
  /** An order as people name it, in the language: "Afhalen 12 · Zoë" (`withClient` false: "Afhalen 12"). */
  order(order: OrderRef, withClient?: boolean): string;
  /** "a, b and c" in the language. */
  list(items: readonly string[]): string;
}

export type Wording<P> = (params: P, format: Formatter) => string;

/** The three wordings of one code. `P` is the shape of its parameters (`{}` for none). */
export interface Wordings<P> {
  readonly en: Wording<P>;
  readonly nl: Wording<P>;
  readonly fr: Wording<P>;
}

/** Declares a code's wordings; the type argument names its parameters: `words<{ printer: string }>({…})`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function words<P extends object = {}>(wordings: Wordings<P>): Wordings<P> {
  return wordings;
}

/**
 * One language's wordings of an area's codes, typed by the area's definitions: a code missing or
 * added is a compile error, and each wording's parameters come from the definition.
 */
export type Translation<Area> = {
  readonly [C in keyof Area]: Area[C] extends Wordings<infer P> ? Wording<P> : Area[C];
};
