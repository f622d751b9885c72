/**
 * How words are written, in every language's files under `words/`: a message code's wording is a
 * function of the message's parameters and of the formatting rules of its language (plurals, money,
 * times, lists). English defines each code (`words<P>(…)` names its parameters); every other language's
 * file is typed by the English one (`Translation<typeof En>`), so the compiler refuses a missing or extra
 * code, and each wording's parameters come from the English definition.
 */
import type { OrderRef } from '../order-label';
import { localeTag, type Language } from './languages';

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
  /** "1 order" / "3 orders": the form for `count`, by the language's plural rules (`pluralIn`). */
  plural: Plural;
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

/**
 * A count's forms. `one` is for every count the language says in the singular: 1 in English and Dutch,
 * 0 and 1 in French ("0 commande"), so a French `one` shows the count. A wording that says "une commande"
 * for exactly one gives that as `exactlyOne`.
 */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
  readonly exactlyOne?: string;
}

/** Picks the form for `count` by a language's plural rules. */
export type Plural = (count: number, forms: PluralForms) => string;

/**
 * The plural rule of `language`, the one every wording uses: the Formatter of messages, and the window's,
 * paper's and notifications' tables (which have no Formatter). Intl.PluralRules of the language's locale,
 * so French says "0 commande" where a hand-written `count === 1 ?` said "0 commandes".
 */
export function pluralIn(language: Language): Plural {
  // Made on first use: most tables are loaded without ever wording a count, and each rule loads locale data.
  let rules: Intl.PluralRules | undefined;
  return (count, forms) => {
    if (count === 1 && forms.exactlyOne !== undefined) return forms.exactlyOne;
    rules ??= new Intl.PluralRules(localeTag(language));
    return rules.select(count) === 'one' ? forms.one : forms.other;
  };
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
