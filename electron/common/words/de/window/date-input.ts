import type { Translation } from '../../wording';
import type { dateInput as En } from '../../en/window/date-input';

export const dateInput: Translation<typeof En> = {
  letters: { day: 'T', month: 'M', year: 'J', hour: 'h', minute: 'm' },
  invalidDate: (format: string, example: string) =>
    `Kein gültiges Datum: Schreibweise ${format}, zum Beispiel ${example}.`,
  invalidTime: (format: string, example: string) =>
    `Keine gültige Uhrzeit: Schreibweise ${format} (24 Stunden), zum Beispiel ${example}.`,
  missingDate: (format: string) => `Hier fehlt ein Datum (${format}).`,
  missingTime: (format: string) => `Hier fehlt eine Uhrzeit (${format}).`,
  calendar: (field: string) => `${field}: im Kalender wählen`,
};
