/**
 * How words are written, in every language's files under `words/`: a message code's wording is a
 * function of the message's parameters and of the formatting rules of its language (plurals, money,
 * times, lists). English defines each code (`words<P>(…)` names its parameters); every other language's
 * file is typed by the English one (`Translation<typeof En>`), so the compiler refuses a missing or extra
 * code, and each wording's parameters come from the English definition.
 */
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
  /** "1 order" / "3 orders": the form for `count`, by the language's plural rules. */
  plural(count: number, forms: { readonly one: string; readonly other: string }): string;
  /** Cents as money, the same on screen and on paper: "€ 12,50" (nl), "€12.50" (en). */
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

/** Declares a code's English wording; the type argument names its parameters: `words<{ printer: string }>(…)`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function words<P extends object = {}>(wording: Wording<P>): Wording<P> {
  return wording;
}

/**
 * One language's words of an area, typed by the English definitions: a code or key missing or added is
 * a compile error, and each wording's parameters come from the definition.
 */
export type Translation<Area> = { readonly [K in keyof Area]: Area[K] };
