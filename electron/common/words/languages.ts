/**
 * The languages OrderSlip speaks, in the order the window lists them, and what each writes its own way
 * that is not a word: its locale tag (numbers and dates through Intl) and how it writes an amount.
 * Adding a language is its folder of words beside this file, its line here, and its line in
 * `catalogues.ts` (which the compiler asks for). This file imports nothing, so every part of the app
 * may name a `Language` without reaching the words themselves.
 */
export const LANGUAGE_FACTS = {
  nl: { name: 'Nederlands', locale: 'nl-BE', thousands: '.', decimal: ',', euro: '€ #' },
  fr: { name: 'Français', locale: 'fr-BE', thousands: ' ', decimal: ',', euro: '€ #' },
  de: { name: 'Deutsch', locale: 'de-BE', thousands: '.', decimal: ',', euro: '# €' },
  en: { name: 'English', locale: 'en-GB', thousands: ',', decimal: '.', euro: '€#' },
} as const satisfies Readonly<Record<string, LanguageFacts>>;

export interface LanguageFacts {
  /** The language's name in itself, as the window's language select shows it. */
  readonly name: string;
  /** The BCP 47 tag for numbers and dates: OrderSlip is made for Belgian shops. */
  readonly locale: string;
  /** How an amount groups thousands and marks decimals: "€ 1.234,50" (nl), "€1,234.50" (en). */
  readonly thousands: string;
  readonly decimal: string;
  /** Where the euro sign goes, `#` standing for the digits: "€ 12,50" (nl), "12,50 €" (de), "€12.50" (en). */
  readonly euro: '€ #' | '€#' | '# €';
}

export type Language = keyof typeof LANGUAGE_FACTS;

export const LANGUAGES = Object.keys(LANGUAGE_FACTS) as readonly Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_FACTS, value);
}

/** The BCP 47 tag for numbers and dates. */
export function localeTag(language: Language): string {
  return LANGUAGE_FACTS[language].locale;
}

/** The language for a locale such as `nl-BE` or `fr`: its first two letters, English when unknown. */
export function languageOfLocale(locale: string | null | undefined): Language {
  const code = (locale ?? '').slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : 'en';
}
