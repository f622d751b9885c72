import type { Translation } from '../../wording';
import type { dateInput as En } from '../../en/window/date-input';

export const dateInput: Translation<typeof En> = {
  letters: { day: 'd', month: 'm', year: 'j', hour: 'u', minute: 'm' },
  invalidDate: (format: string, example: string) =>
    `Geen geldige datum. Schrijfwijze: ${format}, bijvoorbeeld ${example}.`,
  invalidTime: (format: string, example: string) =>
    `Geen geldig tijdstip. Schrijfwijze: ${format}, 24 uur, bijvoorbeeld ${example}.`,
  missingDate: (format: string) => `Hier hoort een datum, als ${format}.`,
  missingTime: (format: string) => `Hier hoort een tijdstip, als ${format}.`,
  calendar: (field: string) => `${field}: kiezen in de kalender`,
};
