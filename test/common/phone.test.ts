import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../electron/common/syntax/phone';

describe('formatPhone', () => {
  it('writes a Belgian mobile the Belgian way in a Belgian shop, however it was sent', () => {
    for (const sent of [
      '+32 465 98 60 31',
      '+32465986031',
      '0465986031',
      '0465/98.60.31',
      '0032 465 98 60 31',
    ])
      expect(formatPhone(sent, 'BE'), sent).toEqual({ text: '0465 98 60 31', uri: 'tel:+32465986031' });
    // The two notations the demo's service sends, once shown two ways, now one.
    expect(formatPhone('+32487207953', 'BE').text).toBe('0487 20 79 53');
  });

  it('writes a Belgian fixed line with its zone', () => {
    expect(formatPhone('+3292234567', 'BE')).toEqual({ text: '09 223 45 67', uri: 'tel:+3292234567' });
    expect(formatPhone('02 345 67 89', 'BE')).toEqual({ text: '02 345 67 89', uri: 'tel:+3223456789' });
    // The trunk 0 some write in brackets after the country code.
    expect(formatPhone('+32 (0)9 223 45 67', 'BE').text).toBe('09 223 45 67');
  });

  it('writes a foreign number internationally, and each country its own numbers nationally', () => {
    expect(formatPhone('+31612345678', 'BE')).toEqual({ text: '+31 6 12345678', uri: 'tel:+31612345678' });
    expect(formatPhone('+33612345678', 'BE')).toEqual({ text: '+33 6 12 34 56 78', uri: 'tel:+33612345678' });
    expect(formatPhone('0612345678', 'NL')).toEqual({ text: '06 12345678', uri: 'tel:+31612345678' });
    expect(formatPhone('06 12 34 56 78', 'FR')).toEqual({ text: '06 12 34 56 78', uri: 'tel:+33612345678' });
    expect(formatPhone('+32465986031', 'NL').text).toBe('+32 465 98 60 31');
    expect(formatPhone('+32465986031', 'fr').text).toBe('+32 465 98 60 31');
  });

  it('reads a 0-prefixed number as the shop country’s; without a known country only a +number', () => {
    expect(formatPhone('0465 98 60 31', 'BE').uri).toBe('tel:+32465986031');
    expect(formatPhone('0465 98 60 31', '')).toEqual({ text: '0465 98 60 31', uri: null });
    expect(formatPhone('+32465986031', '')).toEqual({ text: '+32 465 98 60 31', uri: 'tel:+32465986031' });
    expect(formatPhone('+32465986031', 'XX').text).toBe('+32 465 98 60 31');
  });

  it('shows what it cannot read as given, tidied, never dropping a digit or a word', () => {
    expect(formatPhone('', 'BE')).toEqual({ text: '', uri: null });
    expect(formatPhone('  ', 'BE')).toEqual({ text: '', uri: null });
    expect(formatPhone('garbage', 'BE')).toEqual({ text: 'garbage', uri: null });
    expect(formatPhone('12', 'BE')).toEqual({ text: '12', uri: null });
    expect(formatPhone('+32 465', 'BE')).toEqual({ text: '+32 465', uri: null });
    expect(formatPhone('0465 98 60 31 (my wife)', 'BE')).toEqual({
      text: '0465 98 60 31 (my wife)',
      uri: null,
    });
    // Two numbers in one field: the library would read the first and lose the second.
    expect(formatPhone('0465 98 60 31 / 09 223 45 67', 'BE').text).toBe('0465 98 60 31 / 09 223 45 67');
    // Control characters and a bidi override, which could reorder digits on screen, are taken out.
    expect(formatPhone('0465\u202e98\n60\t31\u0000', 'BE').text).toBe('0465 98 60 31');
    expect(formatPhone('\u202egarbage\r\n', 'BE').text).toBe('garbage');
  });
});
