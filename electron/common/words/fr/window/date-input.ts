import type { Translation } from '../../wording';
import type { dateInput as En } from '../../en/window/date-input';

export const dateInput: Translation<typeof En> = {
  letters: { day: 'j', month: 'm', year: 'a', hour: 'h', minute: 'm' },
  invalidDate: (format: string, example: string) =>
    `Date non valable : à écrire ${format}, par exemple ${example}.`,
  invalidTime: (format: string, example: string) =>
    `Heure non valable : à écrire ${format} sur 24 h, par exemple ${example}.`,
  missingDate: (format: string) => `Il faut une date, au format ${format}.`,
  missingTime: (format: string) => `Il faut une heure, au format ${format}.`,
  calendar: (field: string) => `${field} : choisir dans le calendrier`,
};
