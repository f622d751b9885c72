/**
 * Proof that a window in one language shows no word of another: the page's visible text (and what a
 * screen reader reads: placeholders, labels, titles), with the customer's own data taken out, is checked
 * against every other language's wordings of the window's tables and of every message the app reported
 * (a wording the page's language shares is no proof of anything), and, in any language but English, a
 * list of English phrases that give a forgotten sentence away. The languages are the tables' own: a
 * language added to them is looked for on every other language's page, and its page is checked too.
 */
import type { Page } from 'playwright-core';
import { isMessageCode, type Message } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { LANGUAGES, type Language } from '../../electron/common/words/languages';
import { wordsOf } from '../../electron/common/words/catalogues';

const TABLES = Object.fromEntries(LANGUAGES.map((language) => [language, wordsOf(language).window])) as {
  readonly [L in Language]: ReturnType<typeof wordsOf>['window'];
};

/** English that has no business in a window in another language, whatever sentence it came in. */
export const ENGLISH_MARKERS: readonly string[] = [
  'printer is',
  'out of paper',
  'Ready',
  'orders',
  'order',
  'Settings',
  'Needs attention',
  'Connected',
  'Waiting',
  'Printed',
  'Confirmed',
  'Received',
  'Retry',
  'Print again',
  'It came out',
  'did not work',
  'Something unexpected',
  'the printer',
  'the service',
  'ordering service',
  'Pick-up',
  'Cool box',
  'Delivery',
  'is being',
  'cannot',
  'Paused',
  'receipt',
];

/** Every text leaf of a table with its path; functions (sentences with parameters) are left to markers. */
function leaves(table: unknown, path = ''): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  if (typeof table !== 'object' || table === null) return [];
  return Object.entries(table).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

/** Every message inside a view: any object with a known code and parameters, at any depth. */
export function messagesIn(value: unknown, found: Message[] = []): Message[] {
  if (Array.isArray(value)) for (const item of value) messagesIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    const { code, params } = value as { code?: unknown; params?: unknown };
    if (isMessageCode(code) && typeof params === 'object' && params !== null) found.push(value as Message);
    for (const inner of Object.values(value)) messagesIn(inner, found);
  }
  return found;
}

/** Every text in a customer's order as the service sent it: names, products, remarks, addresses. */
export function customerTexts(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.trim().length > 1) found.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) customerTexts(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const inner of Object.values(value)) customerTexts(inner, found);
  return found;
}

/** What a person sees and hears of the page: its rendered text, placeholders, labels and titles. */
export async function shownText(page: Page): Promise<string> {
  // A script in the page's own terms (the tests are compiled without the DOM's types).
  return page.evaluate(`(() => {
    const parts = [document.body.innerText];
    for (const element of document.querySelectorAll('[placeholder]')) parts.push(element.getAttribute('placeholder'));
    for (const element of document.querySelectorAll('[aria-label]')) parts.push(element.getAttribute('aria-label'));
    for (const element of document.querySelectorAll('[title]')) parts.push(element.getAttribute('title'));
    return parts.join('\\n');
  })()`);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const wordChar = (codePoint: number | undefined): boolean =>
  codePoint !== undefined && LETTER_OR_DIGIT.test(String.fromCodePoint(codePoint));
/** The code point that ends just before `index` (a pair of surrogates counts as one). */
function codePointBefore(text: string, index: number): number | undefined {
  if (index === 0) return undefined;
  const unit = text.charCodeAt(index - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && index >= 2 ? text.codePointAt(index - 2) : unit;
}

/**
 * Where `phrase` stands in `text` as words, or -1: "order" is not found inside "ordernummer", nor "Ready"
 * inside "Readymade". A plain search and a look at either end: a pattern a phrase would cost thousands of
 * compilations a page.
 */
function wordsAt(text: string, phrase: string): number {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1))
    if (!wordChar(codePointBefore(text, at)) && !wordChar(text.codePointAt(at + phrase.length))) return at;
  return -1;
}

export interface ForeignFound {
  /** The other language's wording found. */
  readonly wording: string;
  readonly language: Language;
  /** Where that wording comes from: a table's path, a message's code, or the English markers. */
  readonly from: string;
  readonly context: string;
}

type Candidates = Map<string, { language: Language; from: string }>;

/**
 * The languages a wording is credited to, English first: a gap in a table falls back to English, and a
 * wording two languages share with English ("Status", "Port") is English's on a page that shows English.
 */
const ENGLISH_FIRST: readonly Language[] = ['en', ...LANGUAGES.filter((other) => other !== 'en')];

/** All of a language's table wordings, one a line: a phrase found in it is one the language uses. */
const ownWording = new Map<Language, string>();
function usedBy(language: Language, wording: string): boolean {
  let text = ownWording.get(language);
  if (text === undefined) {
    text = leaves(TABLES[language])
      .map(([, own]) => own)
      .join('\n');
    ownWording.set(language, text);
  }
  return wordsAt(text, wording) >= 0;
}

/**
 * A wording another language may not show: long enough to mean something, and not one `language` uses
 * itself, whole or as words of its own wordings ("Bon" is Dutch for a receipt, and French in "Bon de
 * production"): finding that on the page would prove nothing.
 */
function propose(
  candidates: Candidates,
  language: Language,
  wording: string,
  other: Language,
  from: string,
): void {
  if (wording.trim().length >= 3 && !candidates.has(wording) && !usedBy(language, wording))
    candidates.set(wording, { language: other, from });
}

/** The other languages' table wordings, once a language: they are the same on every page. */
const tableCandidates = new Map<Language, Candidates>();
function fromTables(language: Language): Candidates {
  let candidates = tableCandidates.get(language);
  if (candidates === undefined) {
    candidates = new Map();
    for (const other of ENGLISH_FIRST)
      if (other !== language)
        for (const [path, wording] of leaves(TABLES[other]))
          propose(candidates, language, wording, other, `window table ${path}`);
    tableCandidates.set(language, candidates);
  }
  return candidates;
}

/**
 * The other languages' wording found in `text`, shown in a window in `language`, after taking out
 * `allowed` (customer data, names a person gave): each with its language, where it came from and the
 * text around it, so a failure says what to fix.
 */
export function foreignIn(
  text: string,
  language: Language,
  messages: readonly Message[],
  allowed: Iterable<string>,
): ForeignFound[] {
  let rest = text;
  // Whole words only: a customer's "st" (a unit) must not cut "Backstube" into "Back ube".
  for (const data of [...allowed].sort((a, b) => b.length - a.length).filter((data) => data.trim() !== ''))
    for (let at = wordsAt(rest, data); at >= 0; at = wordsAt(rest, data))
      rest = `${rest.slice(0, at)} ${rest.slice(at + data.length)}`;
  const candidates: Candidates = new Map(fromTables(language));
  for (const other of ENGLISH_FIRST)
    if (other !== language)
      for (const message of messages) {
        const wording = say(message, other);
        if (wording !== say(message, language))
          propose(candidates, language, wording, other, `message ${message.code}`);
      }
  // Whatever the page's language: a sentence forgotten in the code is English.
  if (language !== 'en')
    for (const marker of ENGLISH_MARKERS)
      if (!candidates.has(marker)) candidates.set(marker, { language: 'en', from: 'English marker' });
  const found: ForeignFound[] = [];
  for (const [wording, { language: other, from }] of candidates) {
    const at = wordsAt(rest, wording);
    if (at >= 0)
      found.push({
        wording,
        language: other,
        from,
        context: rest.slice(Math.max(0, at - 60), at + wording.length + 60),
      });
  }
  return found;
}
