/**
 * A client's phone number as every place shows it: the window, the receipt, the day lists, the CSV. The
 * service sends numbers as customers and shops typed them ("+32 465 98 60 31", "+32487207953",
 * "0487 20 79 53"); a person reads them the way the shop's country writes them ("0465 98 60 31" in a
 * Belgian shop) and a foreign one in the international format ("+31 6 12345678"). What is not a number
 * the library recognises is shown as given, tidied, so nothing a customer typed is lost.
 */
// The default entry point carries the `min` metadata: lengths and formats of every country, without
// the per-type patterns that only telling a mobile from a fixed line would need.
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

export interface Phone {
  /** What a person reads. Empty when nothing was sent. */
  readonly text: string;
  /** `tel:+32465986031`, to call it; null when the text is not a number that could be dialled. */
  readonly uri: string | null;
}

/** Only what people write in a number: anything else (a word, a second name) means it is not just one. */
const PHONE_CHARACTERS = /^[0-9+()./\-\s]+$/;

/** Controls and invisible formatting characters (a bidi override could reorder the digits on screen). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * `text` in the format of the shop in `shopCountry` (ISO 3166-1 alpha-2, as the service sends a shop's
 * country; empty when unknown: then only numbers written with their country code are recognised).
 */
export function formatPhone(text: string, shopCountry: string): Phone {
  const given = text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  const country = shopCountry.trim().toUpperCase();
  const home = isSupportedCountry(country) ? country : undefined;
  if (given === '' || !PHONE_CHARACTERS.test(given)) return { text: given, uri: null };
  const number = parsePhoneNumberFromString(given, home === undefined ? undefined : { defaultCountry: home });
  if (number === undefined || !number.isValid()) return { text: given, uri: null };
  const national = number.formatNational();
  if (!everyDigitKept(given, number.countryCallingCode, number.nationalNumber, national)) {
    return { text: given, uri: null };
  }
  const local = home !== undefined && number.countryCallingCode === getCountryCallingCode(home);
  return { text: local ? national : number.formatInternational(), uri: number.getURI() };
}

/**
 * Whether the number read is all the digits written: the library picks a number out of a longer text
 * ("0465 98 60 31 / 09 223 45 67" would lose the second), so the digits before the national number may
 * only be a country code (`+32`, `0032`) and the trunk prefix (`0`, also in `+32 (0)465 …`).
 */
function everyDigitKept(
  given: string,
  callingCode: string,
  nationalNumber: string,
  national: string,
): boolean {
  const digits = given.replace(/\D/g, '');
  const nationalDigits = national.replace(/\D/g, '');
  if (!digits.endsWith(nationalNumber) || !nationalDigits.endsWith(nationalNumber)) return false;
  const trunk = nationalDigits.slice(0, nationalDigits.length - nationalNumber.length);
  const before = digits.slice(0, digits.length - nationalNumber.length);
  const prefixes = given.startsWith('+') ? [callingCode] : ['', `00${callingCode}`];
  return prefixes.some((prefix) => before === prefix || before === `${prefix}${trunk}`);
}
