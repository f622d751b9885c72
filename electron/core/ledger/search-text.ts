/**
 * What history search looks through, folded so that "zoe" finds "Zoë" and "ZOË": decomposed (NFD),
 * combining marks removed, lower-cased, whitespace runs made one space. Queries are folded the same way.
 */
import { ORDER_TYPES, type Order, type OrderType } from '../../common/model/order';
import { wordsOf } from '../../common/words/catalogues';
import { ORDER_TYPE_NAMES } from '../../common/words/order-type-names';
import { LANGUAGES } from '../../common/words/languages';

/** Letters NFD does not take apart, spelled the way a person types them without the key. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};
const UNDECOMPOSED_PATTERN = /[øæœßłđı]/g;

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

export function clientName(order: Order): string {
  return `${order.client.firstName} ${order.client.lastName}`.trim();
}

/**
 * Client name (both ways round), order number, products, options, extras and plate texts, one per
 * line. Queries never contain a line break, so a match never spans two of them.
 */
export function searchText(order: Order): string {
  const { firstName, lastName } = order.client;
  const parts = [`${firstName} ${lastName}`, `${lastName} ${firstName}`, order.orderNumber ?? ''];
  for (const line of order.lines) {
    parts.push(line.product);
    for (const option of line.options) parts.push(option.name, option.meta ?? '');
    for (const extra of line.extras) parts.push(extra.name);
  }
  return [...new Set(parts.map(fold).filter((part) => part !== ''))].join('\n');
}

/** An order type's name in one language, folded. */
interface TypeWord {
  readonly folded: string;
  readonly type: OrderType;
}
let typeWordsMade: readonly TypeWord[] | null = null;

/**
 * Made at the first query that could name a type, not when the ledger loads: reading every language's
 * words is what makes a bundled host hold all four (docs/PERFORMANCE.md), and most hosts never search.
 */
function typeWordsOfEveryLanguage(): readonly TypeWord[] {
  return (typeWordsMade ??= foldTypeWords());
}

/**
 * Every language's names of the order types, as the window and the paper write them ("Afhalen",
 * "AFHALEN", "Retrait", "À emporter"), folded, the longest first so "box frigo" is taken whole. Every
 * language, not the window's alone: a slip in the shop's language is searched from a window in another.
 */
function foldTypeWords(): readonly TypeWord[] {
  const found = new Map<string, Set<OrderType>>();
  for (const language of LANGUAGES) {
    const words = wordsOf(language);
    for (const type of ORDER_TYPES) {
      for (const name of [ORDER_TYPE_NAMES[language][type], words.paper.receipt.orderType[type]]) {
        const folded = fold(name);
        if (folded !== '') found.set(folded, (found.get(folded) ?? new Set()).add(type));
      }
    }
  }
  return [...found]
    .flatMap(([folded, types]) => [...types].map((type) => ({ folded, type })))
    .sort((a, b) => b.folded.length - a.folded.length);
}

/** A query that names an order type, as the slip heads an order ("Afhalen 14"): the types, and the rest. */
export interface TypedQuery {
  readonly types: readonly OrderType[];
  /** What is left to search, trimmed; empty when the query was the type alone. */
  readonly rest: string;
}

/**
 * The order type a query names in words of their own, anywhere in it ("Afhalen 14", "14 retrait"), and
 * what is left of the query as typed; null when it names none. Compared folded, so "afhalen" and
 * "AFHALEN" both do.
 */
export function orderTypeIn(text: string): TypedQuery | null {
  const typed = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const folded = typed.map(fold);
  const typeWords = typeWordsOfEveryLanguage();
  for (const { folded: name } of typeWords) {
    const words = name.split(' ');
    for (let at = 0; at + words.length <= folded.length; at++) {
      if (!words.every((word, index) => folded[at + index] === word)) continue;
      const types = typeWords.filter((entry) => entry.folded === name).map((entry) => entry.type);
      const rest = [...typed.slice(0, at), ...typed.slice(at + words.length)].join(' ');
      return { types, rest };
    }
  }
  return null;
}

/** An FTS5 query matching `folded` as one phrase, whatever quotes or operators it contains. */
export function phraseQuery(folded: string): string {
  return `"${folded.replaceAll('"', '""')}"`;
}

/** A LIKE pattern for "starts with `folded`", with LIKE's own wildcards taken literally (ESCAPE '\'). */
export function prefixPattern(folded: string): string {
  return `${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * What a person may have in hand besides text, each found exactly (see `searchKeys`): the order's id
 * (the receipt's QR code; its first 8 characters are the short id printed as "#f5fd7c72"), the
 * client's phone numbers, the payment reference. Kept as keys with a prefix saying which.
 */
const ID_KEY = 'id:';
const PHONE_KEY = 'tel:';
const REFERENCE_KEY = 'ref:';

/** A short id is 8 characters; with its "#" a person may type fewer, without it they must type all. */
const MIN_ID_PREFIX_WITH_HASH = 4;
const MIN_ID_PREFIX = 8;
/** Fewer digits are an order number or part of one, not a phone number. */
const MIN_PHONE_DIGITS = 6;

/**
 * A phone number as digits, the same however it was written: spaces, dots, dashes, slashes and
 * brackets dropped, "+" as "00", and Belgium's own prefix (+32, 0032, also "+32 (0)") as the leading 0
 * people dial at home. Null when what is left is not a number.
 */
export function normalizePhone(text: string): string | null {
  let digits = text.replace(/[\s./()\\-]/g, '');
  if (digits.startsWith('+')) digits = `00${digits.slice(1)}`;
  if (digits.startsWith('0032')) digits = `0${digits.slice(4).replace(/^0/, '')}`;
  return /^\d+$/.test(digits) && digits.length >= MIN_PHONE_DIGITS ? digits : null;
}

/** The exact keys an order is found by (its id even when its data could not be read). */
export function searchKeys(orderId: string, order: Order | null): string[] {
  const keys = [`${ID_KEY}${orderId.toLowerCase()}`];
  if (order !== null) {
    for (const phone of [order.client.mobilePhone, order.client.phone]) {
      const normalized = phone === null ? null : normalizePhone(phone);
      if (normalized !== null) keys.push(`${PHONE_KEY}${normalized}`);
    }
    const reference = order.paymentReference.trim().toLowerCase();
    if (reference !== '') keys.push(`${REFERENCE_KEY}${reference}`);
  }
  return [...new Set(keys)];
}

/** The keys a query may mean: exact ones, and an id prefix (a short id, or a whole id). */
export interface KeyQuery {
  readonly exact: readonly string[];
  /** `[from, to)`: the key range of ids starting with what was typed; null when it cannot be an id. */
  readonly idRange: readonly [string, string] | null;
}

/** Above every character: `prefix + KEY_END` is past every key starting with `prefix`. */
const KEY_END = '\u{10FFFF}';

export function keyQuery(text: string): KeyQuery {
  const typed = text.trim();
  if (typed === '') return { exact: [], idRange: null };
  const exact: string[] = [];
  if (!/\s/.test(typed)) exact.push(`${REFERENCE_KEY}${typed.toLowerCase()}`);
  const phone = normalizePhone(typed);
  if (phone !== null) {
    exact.push(`${PHONE_KEY}${phone}`);
    // Typed without the leading 0 ("475 12 34 56"): the number as dialled at home.
    if (!phone.startsWith('0') && phone.length <= 9) exact.push(`${PHONE_KEY}0${phone}`);
  }
  const hashed = typed.startsWith('#');
  const id = (hashed ? typed.slice(1) : typed).toLowerCase();
  const idRange: [string, string] | null =
    !/\s/.test(id) && id.length >= (hashed ? MIN_ID_PREFIX_WITH_HASH : MIN_ID_PREFIX)
      ? [`${ID_KEY}${id}`, `${ID_KEY}${id}${KEY_END}`]
      : null;
  return { exact, idRange };
}
