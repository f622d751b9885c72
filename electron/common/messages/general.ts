/** Messages every area uses: a text shown as it is, and what went wrong unexpectedly. */
import { words } from './wording';

export const generalWords = {
  /** A text shown as it is: what an older ledger kept as text, or a detail that came from outside. */
  'general.text': words<{ text: string }>({
    en: (p) => p.text,
    nl: (p) => p.text,
    fr: (p) => p.text,
  }),
  /** Something we did not foresee; `detail` is the error's own text, for support. */
  'general.unexpected': words<{ detail: string }>({
    en: (p) =>
      `Something unexpected went wrong (${p.detail}). If it keeps happening, export diagnostics and send them to support.`,
    nl: (p) =>
      `Er ging iets onverwachts mis (${p.detail}). Gebeurt het opnieuw, exporteer dan de diagnose en stuur die naar support.`,
    fr: (p) =>
      `Un problème inattendu s’est produit (${p.detail}). Si cela se répète, exportez le diagnostic et envoyez-le au support.`,
  }),
} as const;
