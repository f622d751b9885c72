/**
 * The window's language: the system's (navigator.language) until the person picks one, which is then
 * remembered. Components read `i18n.t`, a typed table (src/i18n/*), so every string they show has a
 * translation by construction.
 */
import { LANGUAGES, type Language } from '../../electron/core/model/printer-settings';
import { en, type Messages } from '../i18n/en';
import { fr } from '../i18n/fr';
import { nl } from '../i18n/nl';

export const MESSAGES: Readonly<Record<Language, Messages>> = { en, nl, fr };

const STORAGE_KEY = 'orderslip.language';

/** nl-BE → nl, fr-CA → fr; anything else (de, en-US, empty) → English. */
export function languageOf(tag: string | null | undefined): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return LANGUAGES.find((language) => language === base) ?? 'en';
}

/** The BCP 47 tag used for numbers and dates: the window is made for Belgian shops. */
export function localeTag(language: Language): string {
  return { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' }[language];
}

function remembered(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
    return LANGUAGES.find((language) => language === value) ?? null;
  } catch {
    // Storage can be refused (privacy settings); the system language then applies.
    return null;
  }
}

class I18n {
  language = $state<Language>(remembered() ?? languageOf(globalThis.navigator?.language));
  readonly t: Messages = $derived(MESSAGES[this.language]);
  readonly locale: string = $derived(localeTag(this.language));

  set(language: Language): void {
    this.language = language;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, language);
    } catch {
      // Not remembered, but still switched for this session.
    }
  }

  /** Back to the system's language (and forget the choice): for tests and for "as the system". */
  reset(systemTag: string | undefined = globalThis.navigator?.language): void {
    try {
      globalThis.localStorage?.removeItem(STORAGE_KEY);
    } catch {
      // Nothing was remembered.
    }
    this.language = languageOf(systemTag);
  }
}

export const i18n = new I18n();
