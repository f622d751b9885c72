/**
 * The bundled host reads libphonenumber-js from a file of its own beside the bundle, cut down to the
 * functions our code calls (scripts/headless-bundle.mjs): that file formats every kind of number as the
 * package does, and the bundle loads it, not the package.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import * as library from 'libphonenumber-js';
import { HOST_BUNDLES, hostBundleFileName, lazyPackageFileName } from '../../scripts/headless-bundle.mjs';

type Phone = Pick<
  typeof library,
  'getCountryCallingCode' | 'isSupportedCountry' | 'parsePhoneNumberFromString'
>;

const bundle = inject('cliBundle');
const file = join(dirname(bundle), lazyPackageFileName(basename(bundle), 'libphonenumber-js'));

/** What our code reads of a number, through one implementation. */
function reading(phone: Phone, text: string, country: string | undefined) {
  const number = phone.parsePhoneNumberFromString(
    text,
    country === undefined ? undefined : { defaultCountry: country as library.CountryCode },
  );
  if (number === undefined) return null;
  return {
    valid: number.isValid(),
    national: number.formatNational(),
    international: number.formatInternational(),
    uri: number.getURI(),
    callingCode: number.countryCallingCode,
    nationalNumber: number.nationalNumber,
  };
}

const NUMBERS: readonly [string, string | undefined][] = [
  ['+32 465 98 60 31', 'BE'],
  ['0487 20 79 53', 'BE'],
  ['+32487207953', undefined],
  ['0032 9 223 45 67', 'BE'],
  ['+32 (0)465 98 60 31', 'BE'],
  ['06 12345678', 'NL'],
  ['+31 6 12345678', 'BE'],
  ['01 23 45 67 89', 'FR'],
  ['+49 30 123456', 'DE'],
  ['+44 20 7946 0958', 'BE'],
  ['+1 212 555 0123', undefined],
  ['12', 'BE'],
  ['0465 98 60 31 ext. 12', 'BE'],
  ['+999 123', undefined],
];

describe("the bundled host's phone numbers", () => {
  const bundled = createRequire(import.meta.url)(file) as Phone;

  it.each(NUMBERS)('%s (shop in %s) reads as the package reads it', (text, country) => {
    expect(reading(bundled, text, country)).toEqual(reading(library, text, country));
  });

  it('knows the same countries and their codes', () => {
    for (const country of ['BE', 'NL', 'FR', 'DE', 'LU', 'GB', 'US', 'XX', '']) {
      expect(bundled.isSupportedCountry(country)).toBe(library.isSupportedCountry(country));
      if (library.isSupportedCountry(country)) {
        expect(bundled.getCountryCallingCode(country)).toBe(library.getCountryCallingCode(country));
      }
    }
  });

  it('is what both bundles load, and is only the part our code calls', () => {
    for (const part of HOST_BUNDLES) {
      const text = readFileSync(join(dirname(bundle), hostBundleFileName(basename(bundle), part)), 'utf8');
      expect(text).toContain(`require("./${basename(file)}")`);
      expect(text).not.toContain('require("libphonenumber-js")');
    }
    // The package's typing-as-you-go formatter and its number finder are left out.
    expect(readFileSync(file, 'utf8')).not.toMatch(/AsYouType|PhoneNumberMatcher/);
  });
});
