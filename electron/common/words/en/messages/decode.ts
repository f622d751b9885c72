/**
 * What was wrong with the service's data where OrderSlip reads it (core/api/decode-*.ts): a field, what
 * belongs there, and what the service sent instead. These are causes, said inside the order's or the
 * shop list's own message ("Order 3f2a… could not be read: …"), so they start in lower case and carry no
 * full stop. Field paths are the service's own names (`order_lines[2].qty`), the same in every language.
 */
import { ORDER_ID_PROBLEMS, type OrderIdProblem } from './service';
import { type Formatter, words } from '../../wording';

/**
 * What the service sent where something else belonged. `shown` is the value itself, cut short and with
 * every character that would act rather than show (controls, bidi overrides) written as an escape.
 */
export type Found =
  | { readonly kind: 'nothing' | 'null' | 'empty-list' | 'object' }
  | { readonly kind: 'list'; readonly count: number }
  | { readonly kind: 'text' | 'number' | 'boolean'; readonly shown: string };

/** What belongs in a field. */
export type Expected =
  | 'object'
  | 'one-object'
  | 'shop'
  | 'text'
  | 'order-id'
  | 'whole-number'
  | 'shop-number'
  | 'amount'
  | 'list'
  | 'one-of'
  | 'date'
  | 'time'
  | 'time-stamp'
  | 'distance';

/** What there are too many of in one order. */
export type Counted = 'lines' | 'options' | 'extras';

const EXPECTED: Record<Exclude<Expected, 'one-of'>, string> = {
  object: 'an object',
  'one-object': 'one object',
  shop: 'a shop (an object)',
  text: 'text',
  'order-id': 'the order’s id as text',
  'whole-number': 'a whole number',
  'shop-number': 'a shop number',
  amount: 'an amount in euro',
  list: 'a list',
  date: 'a date YYYY-MM-DD',
  time: 'a time HH:MM:SS',
  'time-stamp': 'a time stamp YYYY-MM-DD HH:MM:SS',
  distance: 'a distance in metres',
};

/** How a language words what the service sent and what belonged there. */
export interface DecodeWords {
  readonly expected: { readonly [E in Exclude<Expected, 'one-of'>]: string };
  readonly oneOf: (list: string) => string;
  /** The value as a sentence names it: `the text "twee"`, `an empty list`, `null`. */
  readonly found: {
    readonly [K in 'nothing' | 'null' | 'empty-list' | 'object']: string;
  } & {
    readonly list: (n: string) => { readonly one: string; readonly other: string };
    readonly text: (shown: string) => string;
    readonly number: (shown: string) => string;
  };
  /** The whole answer, when the trouble is not in one field. */
  readonly data: string;
  readonly field: (path: string) => string;
  /** "the field qty should be …"; `many`: the subject is the data, a plural in some languages (les données devraient). */
  readonly shouldBe: (subject: string, what: string, many: boolean) => string;
}

/** What belonged there, in the language of `w`. */
export function sayExpected(w: DecodeWords, what: Expected, choices: readonly string[]): string {
  if (what !== 'one-of') return w.expected[what];
  return w.oneOf(choices.join(', '));
}

/** The value the service sent, in the language of `w`; a boolean is shown as it was sent. */
export function sayFound(w: DecodeWords, value: Found, f: Formatter): string {
  switch (value.kind) {
    case 'list':
      return f.plural(value.count, w.found.list(f.number(value.count)));
    case 'text':
      return w.found.text(value.shown);
    case 'number':
      return w.found.number(value.shown);
    case 'boolean':
      return value.shown;
    default:
      return w.found[value.kind];
  }
}

/** The field as the subject of a sentence; '' is the data as a whole (the order, a shop list entry). */
export function sayField(w: DecodeWords, path: string): string {
  return path === '' ? w.data : w.field(path);
}

/** "the field qty should be …" in the language of `w`, the verb agreeing with the subject. */
export function sayShouldBe(w: DecodeWords, path: string, what: string): string {
  return w.shouldBe(sayField(w, path), what, path === '');
}

const WORDS: DecodeWords = {
  expected: EXPECTED,
  oneOf: (list) => `one of ${list}`,
  found: {
    nothing: 'nothing',
    null: 'null',
    'empty-list': 'an empty list',
    object: 'an object',
    list: (n) => ({ one: 'a list of 1 item', other: `a list of ${n} items` }),
    text: (shown) => `the text "${shown}"`,
    number: (shown) => `the number ${shown}`,
  },
  data: 'the data',
  field: (path) => `the field ${path}`,
  shouldBe: (subject, what) => `${subject} should be ${what}`,
};

const expected = (what: Expected, choices: readonly string[]): string => sayExpected(WORDS, what, choices);
const found = (value: Found, f: Formatter): string => sayFound(WORDS, value, f);
const field = (path: string): string => sayField(WORDS, path);
const shouldBe = (path: string, what: string): string => sayShouldBe(WORDS, path, what);

interface WrongValue {
  readonly field: string;
  readonly expected: Expected;
  /** The values allowed, for `expected: 'one-of'`. */
  readonly choices: readonly string[];
  readonly found: Found;
}

export const decode = {
  /** A field holds something other than what belongs there. */
  'decode.wrong-value': words<WrongValue>(
    (p, f) =>
      `${shouldBe(p.field, expected(p.expected, p.choices))}, but the service sent ${found(p.found, f)}`,
  ),
  /** A field that must be there is absent, null or blank. */
  'decode.missing': words<{ field: string; found: Found }>(
    (p, f) =>
      `${field(p.field)} is missing${p.found.kind === 'nothing' ? '' : ` (the service sent ${found(p.found, f)})`}`,
  ),
  /** The order's id is text, but not one OrderSlip can use as an id (see core/api/order-id.ts). */
  'decode.unusable-order-id': words<{ found: Found; problem: OrderIdProblem; maxLength: number }>(
    (p, f) =>
      `the order’s id, ${found(p.found, f)}, cannot be used: ${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}`,
  ),
  /** Text that is printed large and logged (the order number) holds characters that would act. */
  'decode.unprintable': words<{ field: string; found: Found }>(
    (p, f) =>
      `${field(p.field)} holds control or invisible characters: the service sent ${found(p.found, f)}`,
  ),

  // Beyond what one order may cost (core/api/decode-order.ts, ORDER_LIMITS).
  'decode.too-long': words<{ field: string; length: number; max: number }>(
    (p, f) => `${field(p.field)} is ${f.number(p.length)} characters long, more than ${f.number(p.max)}`,
  ),
  'decode.too-many': words<{ field: string; count: number; max: number; what: Counted }>(
    (p, f) =>
      `${field(p.field)} holds ${f.number(p.count)} ${{ lines: 'lines', options: 'options', extras: 'extras' }[p.what]}, more than ${f.number(p.max)}`,
  ),
  'decode.too-deep': words<{ max: number }>(
    (p, f) => `its data is nested more than ${f.number(p.max)} levels deep`,
  ),
  /** The order's JSON text is larger than one order may be; only its first `maxKb` are kept. */
  'decode.too-big': words<{ kb: number; maxKb: number }>(
    (p, f) =>
      `its JSON is ${f.number(p.kb)} KB, more than ${f.number(p.maxKb)} KB (the first ${f.number(p.maxKb)} KB are kept)`,
  ),
} as const;
