/** Messages every area uses, in German: a text shown as it is, and what went wrong unexpectedly. */
import type { Translation } from '../../wording';
import type { general as En } from '../../en/messages/general';

export const general: Translation<typeof En> = {
  'general.text': (p) => p.text,
  'general.unexpected': (p) =>
    `Etwas Unerwartetes ist schiefgegangen (${p.detail}). Wenn es wieder passiert, exportieren Sie die Diagnose und senden Sie sie an den Support.`,
};
