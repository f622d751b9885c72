import type { Translation } from '../../wording';
import type { dateInput as En } from '../../en/window/date-input';

export const dateInput: Translation<typeof En> = {
  letters: { day: 'j', month: 'm', year: 'a', hour: 'h', minute: 'm' },
  invalidDate: (format: string, example: string) =>
    `Date non valable\u202f: à écrire ${format}, par exemple ${example}.`,
  invalidTime: (format: string, example: string) =>
    `Heure non valable\u202f: à écrire ${format} sur 24\u202fh, par exemple ${example}.`,
  missingDate: (format: string) => `Il faut une date, au format ${format}.`,
  missingTime: (format: string) => `Il faut une heure, au format ${format}.`,
  calendar: (field: string) => `${field}\u202f: choisir dans le calendrier`,
};
