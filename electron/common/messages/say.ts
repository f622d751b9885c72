/** Says a message in a language: its wording in that language's catalogue, with that language's rules. */
import type { Language } from '../words/languages';
import { wordsOf } from '../words/catalogues';
import { ORDER_TYPE_NAMES } from '../words/order-type-names';
import type { Formatter, Wording } from '../words/wording';
import type { Message } from './catalogue';
import { formatterFor } from './format';

/** One formatter per language, made on first use: building its Intl objects costs more than a wording. */
const formatters: Partial<Record<Language, Formatter>> = {};

/** The message in `language`. An unknown code (a newer ledger, a bad value) is said as its code. */
export function say(message: Message, language: Language): string {
  // A value that is not a message at all (a bug upstream) is shown as text rather than crashing a view.
  if (typeof message !== 'object' || message === null) return String(message);
  const words = wordsOf(language);
  const wording = (words.messages as Readonly<Record<string, Wording<unknown> | undefined>>)[message.code];
  if (!wording) return message.code;
  const format = (formatters[language] ??= formatterFor(language, ORDER_TYPE_NAMES[language], (inner) =>
    say(inner as Message, language),
  ));
  return wording(message.params, format);
}
