import type { Translation } from '../../wording';
import type { general as En } from '../../en/messages/general';

export const general: Translation<typeof En> = {
  'general.text': (p) => p.text,
  'general.unexpected': (p) =>
    `Er ging iets onverwachts mis (${p.detail}). Gebeurt het opnieuw, exporteer dan de diagnose en stuur die naar support.`,
};
