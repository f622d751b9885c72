import { describe, expect, it } from 'vitest';
import { CHARACTER_SETS } from '../../electron/common/model/printer-settings';
import { canPrint } from '../../electron/core/receipt/code-pages';
import { asciiPayload, guardText, sanitizeLine, sanitizeText } from '../../electron/core/receipt/sanitize';
import { randomText, seeded } from './random';

const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
].map((code) => String.fromCharCode(code));

describe('sanitizing customer text', () => {
  it('strips every C0 and C1 control and DEL (tab and line breaks become a space on one line)', () => {
    for (const char of controls) {
      const out = sanitizeLine(`a${char}b`, 'PC858_EURO');
      expect(['ab', 'a b'], `U+${char.charCodeAt(0).toString(16)}`).toContain(out);
    }
  });

  it('keeps line breaks where asked (plate text, remarks), and strips the other controls there too', () => {
    for (const char of controls.filter((c) => !'\n\r\t\v\f\u0085'.includes(c))) {
      expect(sanitizeText(`a${char}b\nc`, 'WPC1252', { multiline: true }).text).toBe('ab\nc');
    }
    expect(sanitizeText('Happy\r\nBirthday\rOma', 'PC858_EURO', { multiline: true }).text).toBe(
      'Happy\nBirthday\nOma',
    );
    expect(sanitizeText('Happy\nBirthday', 'PC858_EURO').text).toBe('Happy Birthday');
  });

  it('turns printer commands typed into text into harmless letters', () => {
    // '\xfa' is the letter ú in a JS string: a byte value typed as a character is just a character.
    const commands =
      '\x1bp\x00\x19\xfa \x10\x14\x01\x00\x05 \x1dV\x01 \x1b@ \x1bt\x01 \x10\x04\x01 \x1b!\x30';
    expect(sanitizeLine(`Jan${commands}Peeters`, 'PC858_EURO')).toBe('Janpú V @ t !0Peeters');
  });

  it('strips invisible format characters: zero-width, bidi overrides and isolates, BOM, soft hyphen', () => {
    const invisible =
      '\u200b\u200c\u200d\u2060\ufeff\u00ad\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f';
    for (const char of invisible) expect(sanitizeLine(`x${char}y`, 'PC858_EURO')).toBe('xy');
    expect(sanitizeText(`\u202eevil\u202c`, 'PC858_EURO')).toEqual({ text: 'evil', altered: false });
  });

  it('composes accents (NFC) so a decomposed é prints as é', () => {
    expect(sanitizeLine('Cre\u0300me bru\u0302le\u0301e', 'PC858_EURO')).toBe('Crème brûlée');
  });

  it('keeps what every offered page holds: € and the accents of Dutch and French', () => {
    for (const set of CHARACTER_SETS) {
      expect(sanitizeText('€ éèëçôûü ïàâ ß ø Æ', set)).toEqual({
        text: '€ éèëçôûü ïàâ ß ø Æ',
        altered: false,
      });
    }
  });

  it('transliterates what the page lacks, never to "?"', () => {
    const cases: Array<[string, string]> = [
      ['Dvořák őszi łódź', 'Dvorák oszi lódz'],
      ['“Proficiat” ‘Oma’', '"Proficiat" \'Oma\''],
      ['10–12 u — snel…', '10-12 u - snel...'],
      ['ﬁjne ™', 'fijne TM'],
      ['Ωμέγα', 'Omega'],
      ['Привет Мир', 'Privet Mir'],
      ['Şükrü Ğ', 'Sükrü G'],
    ];
    for (const [input, expected] of cases) {
      const out = sanitizeText(input, 'PC858_EURO');
      expect(out.text).toBe(expected);
      expect(out.altered).toBe(true);
    }
  });

  it('keeps Œ where the page has it and writes OE where it has not', () => {
    expect(sanitizeLine('Œuf', 'WPC1252')).toBe('Œuf');
    expect(sanitizeLine('Œuf', 'ISO8859_15_LATIN9')).toBe('Œuf');
    expect(sanitizeLine('Œuf', 'PC858_EURO')).toBe('OEuf');
  });

  it('writes Hebrew and Arabic in Latin letters rather than dropping a name', () => {
    expect(sanitizeLine('שלום', 'PC858_EURO')).toMatch(/^[a-z]+$/);
    expect(sanitizeLine('مرحبا', 'PC858_EURO')).toMatch(/^[a-z]+$/);
  });

  it('drops emoji, flags, skin tones and CJK without a trace: no "?" and no stray space', () => {
    const out = sanitizeText('Taart 🎂 voor 👍🏽 Zoë ❤️ 🇧🇪 你好!', 'PC858_EURO');
    expect(out).toEqual({ text: 'Taart voor Zoë !', altered: true });
    expect(sanitizeLine('😀😀', 'WPC1252')).toBe('');
  });

  it('collapses runs of spaces on one line; in multiline text keeps inner spacing but drops runs of blank lines', () => {
    expect(sanitizeLine('  Jan   \u00a0 Peeters  ', 'PC858_EURO')).toBe('Jan Peeters');
    expect(
      sanitizeText('\n\nHAPPY  BIRTHDAY  \n\n\n\n  80 jaar\n\n', 'PC858_EURO', { multiline: true }).text,
    ).toBe('HAPPY  BIRTHDAY\n\n80 jaar');
  });

  it('on many random strings: only printable characters come out, and a second pass changes nothing', () => {
    const next = seeded(20241123);
    for (let i = 0; i < 2000; i++) {
      const input = randomText(next, 60);
      for (const set of CHARACTER_SETS) {
        for (const multiline of [false, true]) {
          const once = sanitizeText(input, set, { multiline });
          for (const char of once.text) {
            expect(
              char === ' ' || (multiline && char === '\n') || canPrint(char, set),
              JSON.stringify(input),
            ).toBe(true);
          }
          // A "?" on paper is only ever one the customer typed.
          expect(once.text.split('?').length).toBeLessThanOrEqual(input.split('?').length);
          expect(sanitizeText(once.text, set, { multiline }).text).toBe(once.text);
        }
      }
    }
  });

  it('guardText holds a finished text to the page, keeping its layout (line breaks, spacing, no-break spaces)', () => {
    expect(guardText('a  b\nŒ\u00a0c\x1b', 'PC858_EURO')).toBe('a  b\nOE\u00a0c');
  });

  it('QR payloads keep printable ASCII only', () => {
    expect(asciiPayload(' 3f2a-é\x1b9c😀 ')).toBe('3f2a-9c');
  });
});
