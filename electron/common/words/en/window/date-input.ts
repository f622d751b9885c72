/**
 * The window's words for a date or time typed in the language's own format (`DateTimeInput.svelte`):
 * the letters of the format shown as its placeholder, and what is said when the text is not a date or
 * a time. English defines the shape.
 */
export const dateInput = {
  /** One letter of each part, written as many times as the part has digits: "dd/mm/yyyy", "hh:mm". */
  letters: { day: 'd', month: 'm', year: 'y', hour: 'h', minute: 'm' },
  invalidDate: (format: string, example: string) =>
    `Not a date: type it as ${format}, for example ${example}.`,
  invalidTime: (format: string, example: string) =>
    `Not a time: type it as ${format} on the 24-hour clock, for example ${example}.`,
  missingDate: (format: string) => `A date is needed, as ${format}.`,
  missingTime: (format: string) => `A time is needed, as ${format}.`,
  calendar: (field: string) => `${field}: choose on a calendar`,
};
