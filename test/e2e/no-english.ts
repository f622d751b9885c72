/**
 * Proof that a window in one language shows no other: the page's visible text (and what a screen reader
 * reads: placeholders, labels, titles), with the customer's own data taken out, is checked against the
 * wordings of every other language's window tables and of every message the app reported (each unless
 * the page's language words it the same), and a list of English phrases that give a forgotten sentence
 * away. English comes first because a forgotten wording falls back to it.
 */
import type { Page } from 'playwright-core';
import { isMessageCode, type Message } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { LANGUAGES, type Language } from '../../electron/common/words/languages';
import { wordsOf } from '../../electron/common/words/catalogues';

const TABLES = Object.fromEntries(LANGUAGES.map((language) => [language, wordsOf(language).window]));

/** English that has no business in a Dutch or French window, whatever sentence it came in. */
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

/** Leaves of the window's tables that are the same in every language by nature (names of languages). */
const SAME_BY_NATURE = new Set(['languageName']);

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

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The phrase as words: "order" is not found inside "ordernummer", nor "Ready" inside "Readymade". */
const asWords = (phrase: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'u');

export interface EnglishFound {
  readonly english: string;
  readonly from: string;
  readonly context: string;
}

/**
 * The English, or any other language's wording, found in `text`, after taking out `allowed` (customer
 * data, names a person gave): each with where it came from and the text around it, so a failure says
 * what to fix.
 */
export function englishIn(
  text: string,
  language: Exclude<Language, 'en'>,
  messages: readonly Message[],
  allowed: Iterable<string>,
): EnglishFound[] {
  let rest = text;
  // Whole words only: a customer's "st" (a unit) must not cut "Backstube" into "Back ube".
  for (const data of [...allowed].sort((a, b) => b.length - a.length))
    rest = rest.replace(new RegExp(asWords(data).source, 'gu'), ' ');
  const candidates = new Map<string, string>();
  const ownLeaves = leaves(TABLES[language]);
  const own = new Map(ownLeaves);
  // A wording this language also uses anywhere ("Status", "Demo") gives nothing away.
  const ownWordings = new Set([
    ...ownLeaves.map(([, wording]) => wording),
    ...messages.map((m) => say(m, language)),
  ]);
  // Words the languages share ("Bon" in French and Dutch, "Status"): no sign of a language left behind
  // when this language uses them too. English keeps the stricter check, as it is what a gap falls to.
  const ownWords = new Set([...ownWordings].flatMap((wording) => wording.split(/[^\p{L}\p{N}]+/u)));
  const ownText = [...ownWordings].join('\n');
  const shared = (wording: string): boolean =>
    /^[\p{L}\p{N}]+$/u.test(wording) ? ownWords.has(wording) : ownText.includes(wording);
  const others = [
    ...LANGUAGES.filter((other) => other === 'en'),
    ...LANGUAGES.filter((other) => other !== 'en'),
  ];
  for (const other of others.filter((other) => other !== language)) {
    const name = other === 'en' ? '' : `${other} `;
    for (const [path, wording] of leaves(TABLES[other])) {
      if (SAME_BY_NATURE.has(path) || own.get(path) === wording || ownWordings.has(wording)) continue;
      if (other !== 'en' && shared(wording)) continue;
      if (wording.trim().length < 3 || candidates.has(wording)) continue;
      candidates.set(wording, `${name}window table ${path}`);
    }
    for (const message of messages) {
      const wording = say(message, other);
      if (ownWordings.has(wording) || wording.trim().length < 3 || candidates.has(wording)) continue;
      if (other !== 'en' && shared(wording)) continue;
      candidates.set(wording, `${name}message ${message.code}`);
    }
  }
  for (const marker of ENGLISH_MARKERS) candidates.set(marker, 'English marker');
  const found: EnglishFound[] = [];
  for (const [english, from] of candidates) {
    const match = asWords(english).exec(rest);
    if (match)
      found.push({
        english,
        from,
        context: rest.slice(Math.max(0, match.index - 60), match.index + english.length + 60),
      });
  }
  return found;
}
