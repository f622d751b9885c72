/** Each language's words, by language: what the app looks a language's words up in. */
import type { Language } from './languages';
import { en, type LanguageWords } from './en';
import { nl } from './nl';
import { fr } from './fr';
import { de } from './de';

export type { LanguageWords };

const CATALOGUES: { readonly [L in Language]: LanguageWords } = { nl, fr, de, en };

export function wordsOf(language: Language): LanguageWords {
  return CATALOGUES[language];
}
