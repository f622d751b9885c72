/**
 * Every text on a receipt was typed by a customer or a shop. This is the one gate it passes before layout:
 * what comes out holds only characters the receipt's repertoire prints, so no byte of it can act as a
 * printer command (ARCHITECTURE.md invariant 4), and nothing reaches paper as `?`. For a code page that
 * means transliterating what the page lacks; for a receipt drawn as an image (`unicode`) every visible
 * character stays as typed and only controls and direction overrides go.
 */
import { transliterate } from './print-libraries';
import type { CharacterSetName } from '../../common/model/printer-settings';
import type { TextRepertoire } from '../../common/receipt/receipt';
import { canPrint, printsAsIs } from './code-pages';

export interface SanitizeOptions {
  /** Keep line breaks (plate text, remarks); otherwise every line break becomes a space. */
  readonly multiline?: boolean;
}

export interface SanitizedText {
  readonly text: string;
  /**
   * A visible character had to be transliterated or dropped: the paper does not show exactly what was
   * typed. Stripped control and invisible characters do not count; nobody typed those to be read.
   */
  readonly altered: boolean;
}

/**
 * Replacements tried before the transliteration package: typography the package leaves alone, and a plain
 * Hebrew consonant reading (the package keeps Hebrew as it is, which no Latin code page prints).
 */
const HAND_REPLACEMENTS: Readonly<Record<string, string>> = {
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '‹': '<',
  '›': '>',
  '…': '...',
  '•': '*',
  '−': '-',
  // Dashes: what the package gives too, without loading it for the commonest typography there is.
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  ı: 'i',
  ẞ: 'SS',
  א: '',
  ב: 'b',
  ג: 'g',
  ד: 'd',
  ה: 'h',
  ו: 'v',
  ז: 'z',
  ח: 'ch',
  ט: 't',
  י: 'y',
  כ: 'k',
  ך: 'k',
  ל: 'l',
  מ: 'm',
  ם: 'm',
  נ: 'n',
  ן: 'n',
  ס: 's',
  ע: '',
  פ: 'p',
  ף: 'f',
  צ: 'ts',
  ץ: 'ts',
  ק: 'k',
  ר: 'r',
  ש: 'sh',
  ת: 't',
};

const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029\v\f]/g;
/** C0 and C1 controls and DEL. Tab and line breaks are handled before this. */
const CONTROL = /\p{Cc}/u;
/** Invisible format characters: zero-width (U+200B–U+200D, U+2060, U+FEFF), bidi overrides and isolates, soft hyphen… */
const FORMAT = /\p{Cf}/u;
/** Every kind of space (no-break, thin, ideographic…) prints as a plain space. */
const SPACE = /\p{Zs}/u;

/** Sanitises one text for the repertoire. Idempotent: sanitised text comes out unchanged. */
export function sanitizeText(
  raw: string,
  characterSet: TextRepertoire,
  options: SanitizeOptions = {},
): SanitizedText {
  const multiline = options.multiline ?? false;
  // Text already held to the repertoire (nearly all of it) is already NFC and keeps every character: only
  // its line breaks and spacing are tidied.
  if (printsAsIs(raw, characterSet))
    return { text: tidyWhitespace(multiline ? raw : oneLine(raw), multiline), altered: false };
  const unified = raw
    .normalize('NFC')
    .replace(LINE_BREAKS, multiline ? '\n' : ' ')
    .replace(/\t/g, ' ');
  const { text, altered } = keepPrintable(unified, characterSet);
  return { text: tidyWhitespace(text, multiline), altered };
}

/**
 * The last guard before bytes: every character the page lacks is replaced or dropped, line breaks and
 * spacing are left as they are. For text that should already be sanitised (a Receipt from elsewhere).
 */
export function guardText(text: string, characterSet: TextRepertoire): string {
  if (printsAsIs(text, characterSet, true)) return text;
  return keepPrintable(text.replace(/\t/g, ' '), characterSet, true).text;
}

/** `keepNoBreak`: a no-break space is the receipt's own mark for "keep these words together" (see layout). */
function keepPrintable(text: string, characterSet: TextRepertoire, keepNoBreak = false): SanitizedText {
  let altered = false;
  let out = '';
  // "Proficiat 🎉 Zoë" should not become "Proficiat  Zoë": a dropped word takes one of its spaces with it.
  let dropped = false;
  const chars = [...text];
  chars.forEach((char, index) => {
    if (char === '\n') {
      out += char;
      dropped = false;
    } else if (char === ' ' || SPACE.test(char)) {
      if (dropped && (out === '' || out.endsWith(' ') || out.endsWith('\n'))) return;
      out += keepNoBreak && char === '\u00a0' ? char : ' ';
    } else if (canPrint(char, characterSet)) {
      out += char;
      dropped = false;
    } else if (CONTROL.test(char) || FORMAT.test(char) || characterSet === 'unicode') {
      // Invisible: nobody typed it to be read (a drawing keeps only what shapes the visible text).
      return;
    } else {
      altered = true;
      const replacement = caseLike(
        substitute(char, characterSet, 2),
        char,
        chars[index - 1],
        chars[index + 1],
      );
      out += replacement;
      dropped = replacement === '';
    }
  });
  return { text: out, altered };
}

const UPPER = /^\p{Lu}$/u;
const LOWER = /^\p{Ll}$/u;

/**
 * A capital written as several letters takes the case of the word it stands in: "Œufs" → "Oeufs",
 * "ŒUFS" → "OEUFS", "Жук" → "Zhuk", "ЖУК" → "ZHUK". A lone capital keeps what the table gives.
 */
function caseLike(replacement: string, char: string, before?: string, after?: string): string {
  if ([...replacement].length < 2 || !UPPER.test(char)) return replacement;
  if (after !== undefined && LOWER.test(after))
    return replacement.charAt(0).toUpperCase() + replacement.slice(1).toLowerCase();
  if ((after !== undefined && UPPER.test(after)) || (before !== undefined && UPPER.test(before)))
    return replacement.toUpperCase();
  return replacement;
}

/**
 * Typography a code page lacks but whose stand-in reads the same: curly quotes, primes, dashes, the
 * ellipsis, a bullet, and the ligatures Œ and Ĳ (French and Dutch write "oe" and "ij" where a keyboard
 * lacks them). Print mode `auto` does not draw a text as an image for these alone.
 */
const SAME_READING = new Set([...'“”„‟″‘’‚‛′‹›…•−‐‑‒–—―ŒœĲĳ']);

/**
 * Whether the code page shows this character as typed, or with a stand-in that reads the same (the
 * typography above, a compatibility form such as ﬁ → fi). Spaces and invisible characters count as shown:
 * nothing visible is lost. False for what would be transliterated (ő, Ł, Greek…) or dropped (emoji).
 */
export function showsAsTyped(char: string, characterSet: CharacterSetName): boolean {
  if (char === '\n' || canPrint(char, characterSet) || SPACE.test(char)) return true;
  if (CONTROL.test(char) || FORMAT.test(char) || SAME_READING.has(char)) return true;
  const compatible = char.normalize('NFKC');
  return compatible !== char && [...compatible].every((part) => canPrint(part, characterSet));
}

/** The sanitised text alone, on one line. */
export function sanitizeLine(raw: string, characterSet: TextRepertoire): string {
  return sanitizeText(raw, characterSet).text;
}

/** Printable ASCII only, without spaces at the ends: for QR payloads (node-thermal-printer counts characters, not bytes). */
export function asciiPayload(raw: string): string {
  return raw.replace(/[^\x20-\x7e]/g, '').trim();
}

/**
 * Where a stand-in comes from, in order, each asked only when the one before gave nothing: the package
 * costs about 0.9 MiB once loaded (docs/PERFORMANCE.md), and curly quotes, dashes and ellipses, the usual
 * reasons to need a stand-in, never need it.
 */
const STAND_INS: readonly ((char: string) => string | undefined)[] = [
  (char) => HAND_REPLACEMENTS[char],
  (char) => char.normalize('NFKC'),
  transliterate,
];

/**
 * Stand-in for a character the page lacks: our own table, then the compatibility form (ﬁ → fi, ™ → TM),
 * then the transliteration package (ő → o, Greek and Cyrillic → Latin); whatever is still unprintable
 * (emoji, CJK) is dropped. Each step's output is checked again, a bounded number of times.
 */
function substitute(char: string, characterSet: TextRepertoire, depth: number): string {
  if (canPrint(char, characterSet)) return char;
  if (depth < 0 || CONTROL.test(char) || FORMAT.test(char)) return '';
  for (const step of STAND_INS) {
    const candidate = step(char);
    if (candidate === undefined || candidate === char) continue;
    let result = '';
    for (const part of candidate)
      result += SPACE.test(part) ? ' ' : substitute(part, characterSet, depth - 1);
    if (result !== '' || candidate === '') return result;
  }
  return '';
}

/**
 * The text with its line breaks as spaces. Looked for before replacing: on a receipt's many short texts a
 * regular expression that finds nothing still costs several times the look.
 */
export function oneLine(text: string): string {
  return text.includes('\n') ? text.replace(/\n/g, ' ') : text;
}

function tidyWhitespace(text: string, multiline: boolean): string {
  if (!multiline) return (text.includes('  ') ? text.replace(/ {2,}/g, ' ') : text).trim();
  const lines = text.split('\n').map((line) => line.trim());
  const kept: string[] = [];
  for (const line of lines) {
    // One blank line is a paragraph; a run of them is only paper.
    if (line === '' && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept.join('\n');
}
