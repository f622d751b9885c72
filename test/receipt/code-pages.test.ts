import { BreakLine, CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { describe, expect, it } from 'vitest';
import { CHARACTER_SETS } from '../../electron/common/model/printer-settings';
import { canPrint, effectiveCharacterSet, upperHalf } from '../../electron/core/receipt/code-pages';

const ESC_T: Record<(typeof CHARACTER_SETS)[number], number> = {
  PC858_EURO: 19,
  WPC1252: 16,
  ISO8859_15_LATIN9: 40,
};

describe('code page tables', () => {
  for (const set of CHARACTER_SETS) {
    it(`${set}: every character we call printable is one byte in node-thermal-printer, without a page switch`, () => {
      const chars = upperHalf(set);
      expect(chars.length).toBeGreaterThan(90);
      for (const { char, byte } of chars) {
        const printer = new ThermalPrinter({
          type: PrinterTypes.EPSON,
          interface: '',
          characterSet: CharacterSet[set],
          breakLine: BreakLine.NONE,
        });
        printer.print(char);
        expect([...printer.getBuffer()], `${char} in ${set}`).toEqual([0x1b, 0x74, ESC_T[set], byte]);
      }
    });

    it(`${set}: holds € and the accents of Dutch and French, never controls or invisible characters`, () => {
      for (const char of '€éèëçôûüïàâÉÈÇ') expect(canPrint(char, set), char).toBe(true);
      for (let code = 0; code < 0x20; code++) expect(canPrint(String.fromCharCode(code), set)).toBe(false);
      for (let code = 0x7f; code < 0xa0; code++) expect(canPrint(String.fromCharCode(code), set)).toBe(false);
      for (const char of '\u00a0\u00ad\ufffd\u200b') expect(canPrint(char, set)).toBe(false);
    });
  }

  it('Star has no ISO-8859-15 page, so Star printers set to it print in PC858; Epson keeps its choice', () => {
    expect(effectiveCharacterSet('star', 'ISO8859_15_LATIN9')).toBe('PC858_EURO');
    expect(effectiveCharacterSet('star', 'WPC1252')).toBe('WPC1252');
    expect(effectiveCharacterSet('epson', 'ISO8859_15_LATIN9')).toBe('ISO8859_15_LATIN9');
  });
});
