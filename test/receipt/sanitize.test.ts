import { describe, expect, it } from 'vitest';
import { CHARACTER_SETS } from '../../electron/common/model/printer-settings';
import { canPrint } from '../../electron/core/receipt/code-pages';
import { boundText } from '../../electron/core/receipt/limits';
import {
  asciiPayload,
  guardText,
  sanitizeLine,
  sanitizeText,
  showsAsTyped,
} from '../../electron/core/receipt/sanitize';
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

  it('keeps Œ where the page has it; where it has not, writes it in the case of its word', () => {
    expect(sanitizeLine('Œufs', 'WPC1252')).toBe('Œufs');
    expect(sanitizeLine('Œufs', 'ISO8859_15_LATIN9')).toBe('Œufs');
    expect(sanitizeLine('Œufs en chocolat', 'PC858_EURO')).toBe('Oeufs en chocolat');
    expect(sanitizeLine('ŒUFS', 'PC858_EURO')).toBe('OEUFS');
    expect(sanitizeLine('bœuf Œ', 'PC858_EURO')).toBe('boeuf OE');
    // Æ is in PC858; the rule is the same for every capital written as two letters.
    expect(sanitizeLine('Жук ЖУК', 'PC858_EURO')).toBe('Zhuk ZHUK');
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
    // Checked plainly and asserted once: an expect per character made this test take half a minute.
    const wrong: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const input = randomText(next, 60);
      for (const set of CHARACTER_SETS) {
        for (const multiline of [false, true]) {
          const once = sanitizeText(input, set, { multiline });
          const where = `${JSON.stringify(input)} in ${set}${multiline ? ', multiline' : ''}`;
          for (const char of once.text)
            if (!(char === ' ' || (multiline && char === '\n') || canPrint(char, set)))
              wrong.push(`${where}: ${JSON.stringify(char)} came out`);
          // A "?" on paper is only ever one the customer typed.
          if (once.text.split('?').length > input.split('?').length) wrong.push(`${where}: a "?" added`);
          if (sanitizeText(once.text, set, { multiline }).text !== once.text)
            wrong.push(`${where}: a second pass changed it`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('guardText holds a finished text to the page, keeping its layout (line breaks, spacing, no-break spaces)', () => {
    expect(guardText('a  b\nŒ\u00a0c\x1b', 'PC858_EURO')).toBe('a  b\nOE\u00a0c');
  });

  it('QR payloads keep printable ASCII only', () => {
    expect(asciiPayload(' 3f2a-é\x1b9c😀 ')).toBe('3f2a-9c');
  });
});

describe('sanitizing for a drawn receipt (unicode)', () => {
  it('keeps every visible character as typed: emoji sequences, Polish, Greek, Cyrillic, Arabic, Hebrew, CJK', () => {
    const typed = [
      'Wszystkiego najlepszego Łucja Żółć',
      'Χρόνια πολλά Ελένη',
      'С днём рождения, Жанна',
      'عيد ميلاد سعيد يا محمد',
      'יום הולדת שמח',
      '生日快乐',
      // ZWJ family, skin tone, flag, keycap, a heart with its emoji variation selector, England's tag flag.
      '👨\u200d👩\u200d👧 👍🏽 🇧🇪 1\ufe0f\u20e3 ❤\ufe0f 🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}',
      'Œufs € 12,50 “Proficiat” – 10…12',
    ];
    for (const text of typed) expect(sanitizeText(text, 'unicode')).toEqual({ text, altered: false });
  });

  it('composes accents (NFC) and keeps the zero-width non-joiner of Persian', () => {
    expect(sanitizeLine('Cre\u0300me', 'unicode')).toBe('Crème');
    expect(sanitizeLine('می\u200cخواهم', 'unicode')).toBe('می\u200cخواهم');
  });

  it('strips controls and the bidi overrides, embeddings and isolates that could make a plate read backwards', () => {
    for (const char of controls.filter((c) => !'\n\r\t\v\f\u0085'.includes(c)))
      expect(sanitizeLine(`a${char}b`, 'unicode'), `U+${char.charCodeAt(0).toString(16)}`).toBe('ab');
    for (const char of '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069')
      expect(sanitizeLine(`x${char}y`, 'unicode')).toBe('xy');
    expect(sanitizeText('\u202eLéa\u202c', 'unicode')).toEqual({ text: 'Léa', altered: false });
    // A printer command typed as text stays letters, and the ESC goes.
    expect(sanitizeLine('Jan\x1b@\x1dV\x01Peeters', 'unicode')).toBe('Jan@VPeeters');
  });

  it('keeps line breaks where asked and tidies spaces as for a code page', () => {
    expect(sanitizeText('  Happy\r\n\n\n Zoë 🎉  \u00a0', 'unicode', { multiline: true }).text).toBe(
      'Happy\n\nZoë 🎉',
    );
    expect(sanitizeLine('Jan \u2003 Peeters', 'unicode')).toBe('Jan Peeters');
  });

  it('on many random strings: nothing invisible but joiners survives, and a second pass changes nothing', () => {
    const next = seeded(99);
    const wrong: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const input = randomText(next, 60);
      const once = sanitizeText(input, 'unicode', { multiline: true });
      const where = JSON.stringify(input);
      for (const char of once.text)
        if (!(char === '\n' || canPrint(char, 'unicode')))
          wrong.push(`${where}: ${JSON.stringify(char)} came out`);
      if (/(?!\n)\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u.test(once.text))
        wrong.push(`${where}: a control or a bidi override`);
      if (sanitizeText(once.text, 'unicode', { multiline: true }).text !== once.text)
        wrong.push(`${where}: a second pass changed it`);
    }
    expect(wrong).toEqual([]);
  });

  it('cuts an over-long drawn text without splitting an emoji or leaving a dangling joiner', () => {
    // 9 code units: "Taart" + space + "🎂" (two units) + a joiner would follow.
    expect(boundText('Taart 🎂🎂🎂', 'unicode', 7)).toMatchObject({ text: 'Taart', cut: true });
    expect(boundText('Taartje🎂', 'unicode', 8)).toMatchObject({ text: 'Taartje', cut: true });
    expect(boundText('ab👨\u200d👩\u200d👧', 'unicode', 5)).toMatchObject({ text: 'ab👨', cut: true });
    expect(boundText('عيد ميلاد سعيد', 'unicode', 200)).toEqual({
      text: 'عيد ميلاد سعيد',
      cut: false,
      altered: false,
    });
  });

  it('guardText keeps a drawn text as it is, without its controls', () => {
    expect(guardText('a  b\nŒ\u00a0c 🎂\x1b\u202e', 'unicode')).toBe('a  b\nŒ\u00a0c 🎂');
  });
});

describe('what a code page shows as typed (print mode auto)', () => {
  it('counts typography with a same-reading stand-in as shown, and letters that lose their accent or script as not', () => {
    for (const char of 'aé€ “”‘’–—…•\u00a0\u200b') expect(showsAsTyped(char, 'PC858_EURO'), char).toBe(true);
    for (const char of ['ő', 'Ł', 'Ω', 'Ж', 'ع', 'ש', '🎂', '生'])
      expect(showsAsTyped(char, 'PC858_EURO'), char).toBe(false);
    // "Oeufs" is how French is typed without Œ: a row with it stays text.
    expect(showsAsTyped('Œ', 'PC858_EURO')).toBe(true);
  });
});
