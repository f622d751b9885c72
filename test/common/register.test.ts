/**
 * One register per language, in the window, on paper, in notifications and alerts: software addresses a
 * shop owner formally, so Dutch says "u", French "vous", German "Sie". A Dutch text that slips into
 * "je" reads as two programs stitched together. Every text of a language's folder is checked: each
 * string and each piece of a template literal, read from the source, so a wording only some parameters
 * reach (a plural's other form, a branch of a condition) is checked too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WORDS = join(import.meta.dirname, '../../electron/common/words');

interface Register {
  /** The informal words of address, whole words, any case. */
  readonly informal: readonly string[];
  /** Texts where one of them is not addressing the reader, each with why. */
  readonly allowed: readonly { readonly text: string; readonly why: string }[];
}

const REGISTERS: Record<'nl' | 'fr' | 'de', Register> = {
  nl: { informal: ['je', 'jij', 'jou', 'jouw', 'jouwe', 'jullie', 'jezelf', 'jijzelf'], allowed: [] },
  fr: {
    informal: ['tu', 'toi', 'te', 't’', "t'", 'ton', 'ta', 'tes', 'tien', 'tienne', 'tiens', 'tiennes'],
    allowed: [],
  },
  de: {
    informal: [
      'du',
      'dich',
      'dir',
      'dein',
      'deine',
      'deinen',
      'deinem',
      'deiner',
      'deines',
      'euch',
      'euer',
      'eure',
    ],
    allowed: [],
  },
};

/** Every text of a source file: string literals and the literal pieces of template literals. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      texts.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(folder, name));
}

/**
 * Whole words only: a letter, a digit, a hyphen or an apostrophe next to one makes it part of another
 * word ("--data-dir", "justement", "l’atelier").
 */
function informalMatcher(words: readonly string[]): RegExp {
  const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // An elided word ("t’") is followed by the next word's first letter.
  const elided = words.filter((word) => /['’]$/.test(word)).map(escape);
  const whole = words.filter((word) => !/['’]$/.test(word)).map(escape);
  const alternatives = [`(?:${whole.join('|')})(?![\\p{L}\\p{N}_-])`, ...elided];
  return new RegExp(`(?<![\\p{L}\\p{N}_’'-])(?:${alternatives.join('|')})`, 'iu');
}

/** `file: "…text…"` for each text of `language` addressing the reader informally. */
function informalTexts(language: keyof typeof REGISTERS): string[] {
  const { informal, allowed } = REGISTERS[language];
  const matcher = informalMatcher(informal);
  const found: string[] = [];
  for (const file of filesOf(join(WORDS, language)))
    for (const text of textsOf(file))
      if (matcher.test(text) && !allowed.some((allow) => text.includes(allow.text)))
        found.push(`${relative(WORDS, file)}: "${text}"`);
  return found;
}

describe('the register of each language', () => {
  it('is the formal one in Dutch: "u" and "uw", never "je", "jij", "jouw" or "jullie"', () => {
    expect(informalTexts('nl')).toEqual([]);
  });

  it('is the formal one in French: "vous", never "tu", "ton", "ta" or "tes"', () => {
    expect(informalTexts('fr')).toEqual([]);
  });

  it('is the formal one in German: "Sie", never "du" or "dein"', () => {
    expect(informalTexts('de')).toEqual([]);
  });

  it('finds an informal word wherever it hides, and only as a word of its own', () => {
    const nl = informalMatcher(REGISTERS.nl.informal);
    const fr = informalMatcher(REGISTERS.fr.informal);
    const de = informalMatcher(REGISTERS.de.informal);
    for (const text of [
      'Je hebt wijzigingen',
      'wat je kunt doen.',
      'tot jij ze nakijkt',
      '(je browser)',
      'Jouw winkel',
    ])
      expect(text, text).toMatch(nl);
    for (const text of ['Jeanne', 'jeugd', 'rijen', 'project', 'u kunt', 'van uw browser'])
      expect(text, text).not.toMatch(nl);
    for (const text of ['Tu peux', 'ta commande', 'Vérifie tes réglages', 'il t’attend'])
      expect(text, text).toMatch(fr);
    for (const text of ['tôt', 'l’atelier', 'tout', 'état', 'votre commande', 'a-t-elle'])
      expect(text, text).not.toMatch(fr);
    for (const text of ['Prüfe, ob du', 'Dein Drucker', 'bei dir']) expect(text, text).toMatch(de);
    for (const text of ['--data-dir ORDNER', 'durch', 'Ihr Drucker', 'Dienst'])
      expect(text, text).not.toMatch(de);
  });

  it('reads every text of a language, in a string or a template, in every folder', () => {
    const texts = filesOf(join(WORDS, 'nl')).flatMap(textsOf);
    // One of the window, one of the paper, one of a message (a template), one of a notification.
    expect(texts).toContain('Bon voor de klant');
    expect(texts).toContain('TEKST TAART:');
    expect(texts.some((text) => text.includes('papier nakijkt'))).toBe(true);
    expect(texts.some((text) => text.includes('wachten tot u hem hervat.'))).toBe(true);
    expect(texts.length).toBeGreaterThan(500);
  });
});
