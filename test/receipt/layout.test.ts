import { describe, expect, it } from 'vitest';
import { CHARACTER_SETS } from '../../electron/common/model/printer-settings';
import { layoutReceipt, wrapText, type PrintedTextLine } from '../../electron/common/receipt/layout';
import {
  style,
  widthScale,
  type Receipt,
  type ReceiptBlock,
  type RowBlock,
  type TextSize,
} from '../../electron/common/receipt/receipt';
import { sanitizeLine, sanitizeText } from '../../electron/core/receipt/sanitize';
import { randomText, randomWords, seeded } from './random';

function graphemesOf(text: string): string[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
}

function receiptOf(blocks: ReceiptBlock[]): Receipt {
  return { language: 'nl', paperWidth: 58, characterSet: 'PC858_EURO', blocks };
}

function row(left: string, right: string, more: Partial<RowBlock> = {}): RowBlock {
  return { kind: 'row', left, right, indent: 0, hangingIndent: 0, size: 'normal', bold: false, ...more };
}

function textLines(receipt: Receipt, columns: number): PrintedTextLine[] {
  return layoutReceipt(receipt, columns).filter((line): line is PrintedTextLine => line.kind === 'text');
}

describe('wrapping', () => {
  it('breaks at word boundaries', () => {
    expect(wrapText('Chocoladetaart met verse frambozen', 16)).toEqual([
      'Chocoladetaart',
      'met verse',
      'frambozen',
    ]);
  });

  it('breaks a word longer than the line, after a hyphen when it has one', () => {
    expect(wrapText('Aardappelkroketten', 8)).toEqual(['Aardappe', 'lkrokett', 'en']);
    expect(wrapText('3f2a9c1e-77b4-4c0d-9a51-0e6d2f8b1c3a', 32)).toEqual([
      '3f2a9c1e-77b4-4c0d-9a51-',
      '0e6d2f8b1c3a',
    ]);
  });

  it('keeps line breaks and blank lines, and words joined by a no-break space', () => {
    expect(wrapText('Happy\n\nBirthday', 20)).toEqual(['Happy', '', 'Birthday']);
    expect(wrapText('Kerkstraat 128 bus\u00a03B', 16)).toEqual(['Kerkstraat 128', 'bus 3B']);
  });

  it('keeps spaces typed inside a line', () => {
    expect(wrapText('A  B', 10)).toEqual(['A  B']);
  });

  it('never breaks a drawn plate inside an emoji, a joined family or a letter with its accent', () => {
    // A surrogate pair cut in two prints as two boxes on a drawn receipt: the customer's emoji is lost.
    const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    const family = '👨\u200d👩\u200d👧';
    const texts = ['a' + '🎂'.repeat(20), `x${family.repeat(5)}`, 'q\u0303'.repeat(40), '🇧🇪'.repeat(12)];
    for (const text of texts) {
      for (const width of [1, 5, 32, 48]) {
        const lines = wrapText(text, width);
        expect(lines.join('')).toBe(text);
        for (const line of lines) {
          expect(line).not.toMatch(lone);
          expect(line.startsWith('\u200d') || line.startsWith('\u0303')).toBe(false);
          // Longer than the line only when one character alone is (an 8-unit family on a 5-wide line).
          if (line.length > width) expect(graphemesOf(line)).toHaveLength(1);
        }
      }
    }
    expect(wrapText(`x${family.repeat(5)}`, 32)).toEqual([`x${family.repeat(3)}`, family.repeat(2)]);
  });

  it('on many random texts and widths: no line too long and no letter lost', () => {
    const next = seeded(58);
    for (let i = 0; i < 3000; i++) {
      const width = 1 + Math.floor(next() * 64);
      const rest = 1 + Math.floor(next() * 64);
      const text =
        next() < 0.5
          ? randomWords(next, 12, 40)
          : sanitizeText(randomText(next, 120), 'PC858_EURO', { multiline: true }).text;
      const lines = wrapText(text, width, rest);
      lines.forEach((line, index) => expect(line.length).toBeLessThanOrEqual(index === 0 ? width : rest));
      expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    }
  });
});

describe('laying out a receipt', () => {
  it('puts an amount in the last columns of the first line, and lines wrapped text up under the product', () => {
    const lines = textLines(
      receiptOf([row('2x Chocoladetaart met verse frambozen en slagroom', '€ 35,00', { hangingIndent: 3 })]),
      32,
    );
    expect(lines.map((l) => l.text)).toEqual([
      '2x Chocoladetaart met    € 35,00',
      '   verse frambozen en',
      '   slagroom',
    ]);
  });

  it('keeps what stands before the hanging column (a quantity) with the next word, the rest under the name', () => {
    const lines = textLines(
      receiptOf([
        row('12 pers. Broodjesschotel groot', '€ 96,00', { hangingIndent: 9 }),
        row('6 pers. Chocolade-frambozentaart', '€ 48,00', { hangingIndent: 8 }),
      ]),
      32,
    );
    expect(lines.map((l) => l.text)).toEqual([
      '12 pers. Broodjesschotel € 96,00',
      '         groot',
      '6 pers. Chocolade-       € 48,00',
      '        frambozentaart',
    ]);
    // Too long beside the amount: the amount goes under the name rather than leave "12 pers." alone.
    const wide = textLines(
      receiptOf([row('12 pers. Verjaardagstaart moka', '€ 52,90', { hangingIndent: 9 })]),
      32,
    );
    expect(wide.map((l) => l.text)).toEqual([
      '12 pers. Verjaardagstaart moka',
      '         € 52,90'.padStart(32),
    ]);
  });

  it('gives a value too long to sit beside its label a line of its own, right-aligned', () => {
    const lines = textLines(receiptOf([row('Verbinding', 'tcp://192.168.100.200:9100')]), 32);
    expect(lines.map((l) => l.text)).toEqual(['Verbinding', 'tcp://192.168.100.200:9100'.padStart(32)]);
  });

  it('halves the columns for large text and pads inverted text with a space each side', () => {
    const lines = textLines(
      receiptOf([
        { kind: 'text', text: 'MOGELIJK DUBBEL GEDRUKT', style: style({ size: 'large', align: 'center' }) },
        { kind: 'text', text: 'HERDRUK', style: style({ size: 'large', inverted: true }) },
      ]),
      32,
    );
    expect(lines.map((l) => l.text)).toEqual(['MOGELIJK DUBBEL', 'GEDRUKT', ' HERDRUK ']);
  });

  it('never truncates a plate text: every letter of a very long one is printed, line breaks kept', () => {
    const plate = `${'Gelukkige verjaardag lieve oma Jeanne '.repeat(12)}\nVan iedereen`;
    const lines = textLines(
      receiptOf([{ kind: 'plate', label: 'TEKST TAART:', text: plate, note: null }]),
      32,
    );
    const tall = lines.filter((l) => l.size === 'tall');
    expect(
      tall
        .map((l) => l.text)
        .join('')
        .replace(/\s/g, ''),
    ).toBe(plate.replace(/\s/g, ''));
    expect(tall.at(-1)?.text).toBe('Van iedereen');
  });

  it('on many random receipts and widths: no printed line ever runs past the paper', () => {
    const next = seeded(80);
    const sizes: TextSize[] = ['normal', 'tall', 'large'];
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    for (let i = 0; i < 400; i++) {
      const set = pick(CHARACTER_SETS);
      const clean = (): string => sanitizeLine(randomText(next, 90), set);
      const blocks: ReceiptBlock[] = Array.from({ length: 8 }, (): ReceiptBlock => {
        switch (Math.floor(next() * 4)) {
          case 0:
            return {
              kind: 'text',
              text: sanitizeText(randomText(next, 120), set, { multiline: true }).text,
              style: style({
                size: pick(sizes),
                inverted: next() < 0.3,
                align: pick(['left', 'center', 'right'] as const),
              }),
            };
          case 1:
            return row(clean(), next() < 0.2 ? clean() : `€ ${Math.floor(next() * 100000)},00`, {
              indent: Math.floor(next() * 6),
              hangingIndent: Math.floor(next() * 12),
              size: pick(sizes),
            });
          case 2:
            return {
              kind: 'plate',
              label: clean(),
              text: sanitizeText(randomText(next, 200), set, { multiline: true }).text,
              note: clean(),
            };
          default:
            return { kind: 'rule', char: '=' };
        }
      });
      for (const columns of [32, 48, 42, 12, 7]) {
        for (const line of textLines(receiptOf(blocks), columns)) {
          expect(line.text.length * widthScale(line.size), JSON.stringify(line)).toBeLessThanOrEqual(columns);
          expect(line.text).not.toContain('\n');
        }
      }
    }
  });

  it('on many random rows that fit: one line as typed, no-break spaces as spaces, the amount in the last columns', () => {
    const next = seeded(2707);
    let checked = 0;
    for (let i = 0; i < 2000; i++) {
      const columns = 16 + Math.floor(next() * 45);
      const size: TextSize = next() < 0.2 ? 'tall' : 'normal';
      const cols = Math.floor(columns / widthScale(size));
      const amount = next() < 0.3 ? '' : `€ ${Math.floor(next() * 1000)},${Math.floor(next() * 90) + 10}`;
      const words = randomWords(next, 1 + Math.floor(next() * 6), 9).split(' ');
      // "2x Taart" and "(incl. € 2,50)" arrive with no-break spaces; the paper shows plain ones.
      const left = words
        .map((word, index) => (index > 0 && next() < 0.2 ? `\u00a0${word}` : ` ${word}`))
        .join('')
        .slice(1);
      const indent = Math.floor(next() * 4);
      const shownIndent = Math.min(indent, Math.floor(cols / 4));
      const room = amount === '' ? cols - shownIndent : cols - shownIndent - amount.length - 1;
      if (left.length > room) continue;
      checked++;
      const hangingIndent = Math.floor(next() * 5);
      const lines = textLines(receiptOf([row(left, amount, { indent, hangingIndent, size })]), columns);
      const typed = ' '.repeat(shownIndent) + left.replace(/\u00a0/g, ' ');
      expect(lines.map((line) => line.text)).toEqual([
        amount === '' ? typed : typed.padEnd(cols - amount.length) + amount,
      ]);
      expect(lines[0]).toMatchObject({ size, bold: false, inverted: false, align: 'left' });
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('on many random rows: amounts end exactly in the last column, on the first line when there is room', () => {
    const next = seeded(4711);
    for (let i = 0; i < 1000; i++) {
      const columns = 10 + Math.floor(next() * 50);
      const amount = `€ ${Math.floor(next() * 10000)},${String(Math.floor(next() * 100)).padStart(2, '0')}`;
      const left = randomWords(next, 1 + Math.floor(next() * 8), 20);
      const indent = Math.floor(next() * 4);
      const lines = textLines(receiptOf([row(left, amount, { indent, hangingIndent: 3 })]), columns);
      const withAmount = lines.filter((line) => line.text.endsWith(amount));
      expect(withAmount).toHaveLength(1);
      expect(withAmount[0]?.text.length).toBe(columns);
      // 24 columns and wider have room beside the amount, unless a quantity ("2x") and the word it is
      // kept with need more (but fit a line): then the amount goes under them rather than break the word.
      const [word = '', second = ''] = left.split(' ');
      const kept = word.length === 2 ? 3 + second.length : 0;
      const room = columns - indent - amount.length - 1;
      if (columns >= 24)
        expect(lines[0]?.text.endsWith(` ${amount}`)).toBe(kept <= room || kept > columns - indent);
    }
  });
});
