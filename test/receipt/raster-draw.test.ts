import { GlobalFonts } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DPIS, PAPER_WIDTHS, dotsPerLine } from '../../electron/common/model/printer-settings';
import {
  bitsBase64,
  decodeBase64,
  encodeBase64,
  packDots,
  rasterBlock,
  rasterBytes,
  rasterDots,
  unpackDots,
} from '../../electron/common/receipt/bitmap';
import type { PrintedLine, PrintedTextLine } from '../../electron/common/receipt/layout';
import type { Receipt, ReceiptBlock } from '../../electron/common/receipt/receipt';
import { style } from '../../electron/common/receipt/receipt';
import {
  drawBlocks,
  drawLines,
  isRightToLeft,
  rasterGeometry,
  type Bitmap,
} from '../../electron/core/receipt/raster/draw';
import { FONT_FAMILIES } from '../../electron/core/receipt/raster/fonts';
import { sanitizeLine } from '../../electron/core/receipt/sanitize';
import { seeded } from './random';

const G80 = rasterGeometry(80, 203);
const G58 = rasterGeometry(58, 203);

function text(value: string, overrides: Partial<PrintedTextLine> = {}): PrintedTextLine {
  return { kind: 'text', text: value, ...style({}), ...overrides };
}

/** Black dots in the rectangle [x0, x1) × [y0, y1). */
function ink(bitmap: Bitmap, x0 = 0, x1 = bitmap.width, y0 = 0, y1 = bitmap.height): number {
  let count = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) count += bitmap.dots[y * bitmap.width + x] ?? 0;
  return count;
}

/** The leftmost and rightmost columns with ink, or null for a blank bitmap. */
function inkColumns(bitmap: Bitmap): [number, number] | null {
  let left = -1;
  let right = -1;
  for (let x = 0; x < bitmap.width; x++) {
    if (ink(bitmap, x, x + 1) === 0) continue;
    if (left < 0) left = x;
    right = x;
  }
  return left < 0 ? null : [left, right];
}

function receipt(blocks: ReceiptBlock[]): Receipt {
  return { language: 'nl', paperWidth: 80, characterSet: 'unicode', blocks };
}

describe('bitmap bits (common/receipt/bitmap.ts)', () => {
  it('packs dots into MSB-first rows (1 = black) and back, padding a width that is not a multiple of 8', () => {
    const dots = new Uint8Array([1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect([...packDots(dots, 10, 2)]).toEqual([0b10000001, 0b11000000, 0b00000000, 0b11000000]);
    expect([...unpackDots(packDots(dots, 10, 2), 10, 2)]).toEqual([...dots]);
    const block = rasterBlock(dots, 10, 2, 'x');
    expect(block).toMatchObject({ kind: 'raster', widthDots: 16, heightDots: 2, text: 'x' });
    expect([...rasterBytes(block)]).toEqual([0b10000001, 0b11000000, 0b00000000, 0b11000000]);
    expect(rasterDots(block).slice(0, 10)).toEqual(dots.slice(0, 10));
  });

  it("writes and reads the same base64 as Node's Buffer, for every length", () => {
    const next = seeded(7);
    for (let length = 0; length < 70; length++) {
      const bytes = Uint8Array.from({ length }, () => Math.floor(next() * 256));
      const base64 = Buffer.from(bytes).toString('base64');
      expect(encodeBase64(bytes)).toBe(base64);
      expect([...decodeBase64(base64)]).toEqual([...bytes]);
    }
    expect(bitsBase64(new Uint8Array([1, 1, 1, 1, 1, 1, 1, 1]), 8, 1)).toBe('/w==');
    expect(() => decodeBase64('ab$d')).toThrow(RangeError);
  });

  it('refuses a block whose bytes do not match its size', () => {
    expect(() =>
      rasterBytes({ kind: 'raster', widthDots: 16, heightDots: 2, bitsBase64: 'AAA=', text: '' }),
    ).toThrow(/needs 4 bytes/);
  });
});

describe('drawing printed lines as a bitmap', () => {
  it("is exactly the printer's dots wide, at every paper width and head resolution", () => {
    for (const paperWidth of PAPER_WIDTHS)
      for (const dpi of DPIS) {
        const bitmap = drawLines([text('Pistolets 6x')], rasterGeometry(paperWidth, dpi));
        expect(bitmap.width).toBe(dotsPerLine(paperWidth, dpi));
        expect(bitmap.width % 8).toBe(0);
        expect(ink(bitmap)).toBeGreaterThan(50);
      }
  });

  it('grows by a 30-dot line per normal line at 203 dpi, 48 for tall and large (as a printer feeds them), and by the feed', () => {
    expect(drawLines([text('a')], G80).height).toBe(30);
    expect(drawLines([text('a'), text('b'), text('c')], G80).height).toBe(90);
    expect(drawLines([text('a', { size: 'tall' })], G80).height).toBe(48);
    expect(drawLines([text('a', { size: 'large' })], G80).height).toBe(48);
    expect(drawLines([text('a'), { kind: 'feed', lines: 2 }], G80).height).toBe(90);
  });

  it('keeps the ink that reaches past a line’s own rows: accents above a large line, descenders below', () => {
    // Drawn band by band: a band must draw every line whose ink can reach it, or the accent on the Å and
    // the tails of g, j, p, q, y would be cut off where the band starts or stops.
    const feed: PrintedLine = { kind: 'feed', lines: 1 };
    const bitmap = drawLines([feed, text('Ågjpqy', { size: 'large' }), feed], G80);
    expect(bitmap.height).toBe(30 + 48 + 30);
    expect(ink(bitmap, 0, bitmap.width, 0, 30)).toBeGreaterThan(10);
    expect(ink(bitmap, 0, bitmap.width, 78, 108)).toBeGreaterThan(10);
  });

  it('draws every printable ASCII character with ink in its own cell: thin strokes survive the threshold', () => {
    const chars = [...Array.from({ length: 94 }, (_, i) => String.fromCharCode(0x21 + i))];
    for (const bold of [false, true]) {
      for (let start = 0; start < chars.length; start += 24) {
        const group = chars.slice(start, start + 24);
        // One character every other column: cell 2i holds character i.
        const bitmap = drawLines([text(group.join(' '), { bold })], G80);
        group.forEach((char, i) => {
          expect(ink(bitmap, 2 * i * 12, 2 * i * 12 + 12), `${char} bold=${bold}`).toBeGreaterThan(
            char === '.' || char === ',' || char === "'" || char === '`' ? 2 : 8,
          );
        });
      }
    }
  });

  it('draws what a code page cannot: Polish, Greek, Cyrillic, Arabic, Hebrew and emoji all leave ink', () => {
    for (const [name, plate] of [
      ['polish', 'Łódź Żółć'],
      ['greek', 'Ελένη'],
      ['cyrillic', 'Жанна'],
      ['arabic', 'محمد'],
      ['hebrew', 'שלום'],
      ['emoji', '🎂🎉'],
    ] as const) {
      const bitmap = drawLines([text(plate, { size: 'tall', bold: true })], G80);
      expect(ink(bitmap), name).toBeGreaterThan(100);
    }
    // The same emoji on a code page: nothing at all would have printed.
    expect(sanitizeLine('🎂🎉', 'PC858_EURO')).toBe('');
  });

  it('uses its own bundled fonts, registered once under its own names', () => {
    drawLines([text('x')], G80);
    const families = GlobalFonts.families.map((family) => family.family);
    for (const family of FONT_FAMILIES) expect(families).toContain(family);
    const mono = GlobalFonts.families.find((family) => family.family === 'OrderSlip Mono');
    expect(mono?.styles.map((s) => s.weight).sort()).toEqual([400, 700]);
  });

  it('writes a line that starts with an Arabic or Hebrew letter from the right edge; a Latin one from the left', () => {
    for (const rtl of ['عيد ميلاد سعيد', 'יום הולדת שמח', '80 عيد ميلاد']) {
      expect(isRightToLeft(rtl)).toBe(true);
      const [left, right] = inkColumns(drawLines([text(rtl)], G80)) ?? [0, 0];
      expect(right, rtl).toBeGreaterThan(G80.dots - 8);
      expect(left, rtl).toBeGreaterThan(G80.dots / 2);
    }
    expect(isRightToLeft('2x Taart محمد')).toBe(false);
    const [left, right] = inkColumns(drawLines([text('Happy birthday')], G80)) ?? [0, 0];
    expect(left).toBeLessThan(4);
    expect(right).toBeLessThan(G80.dots / 2);
  });

  it("ends a row's amount in the last column, as on a text receipt, whatever the text beside it holds", () => {
    const amountColumns = (left: string): [number, number] | null => {
      const row = left.padEnd(41) + '€ 12,50';
      const bitmap = drawLines([text(row)], G80);
      // Only the amount's eight cells.
      const part = { ...bitmap, dots: bitmap.dots.map((dot, i) => (i % 576 >= 40 * 12 ? dot : 0)) };
      return inkColumns(part);
    };
    const plain = amountColumns('1x Verjaardagstaart');
    expect(plain?.[1]).toBeGreaterThan(576 - 12);
    expect(amountColumns('1x Taart 🎂 محمد Łucja')).toEqual(plain);
    expect(amountColumns('1x Тарт Ελένη')).toEqual(plain);
  });

  it('squeezes a line wider than the paper instead of cutting it', () => {
    const line = '🎂'.repeat(40);
    const bitmap = drawLines([text(line)], G58);
    const [left, right] = inkColumns(bitmap) ?? [0, 0];
    expect(left).toBeLessThan(4);
    expect(right).toBeGreaterThan(G58.dots - 12);
    // Every tenth of the width has some of the cakes.
    for (let i = 0; i < 10; i++) {
      const x0 = Math.floor((i * G58.dots) / 10);
      expect(ink(bitmap, x0, x0 + G58.dots / 10)).toBeGreaterThan(10);
    }
  });

  it('draws inverted text as white letters on a black bar', () => {
    const bitmap = drawLines([text(' TEKST TAART: ', { inverted: true, bold: true })], G80);
    const barWidth = 14 * 12;
    const black = ink(bitmap, 0, barWidth);
    expect(black / (barWidth * bitmap.height)).toBeGreaterThan(0.6);
    expect(black).toBeLessThan(barWidth * bitmap.height);
    expect(ink(bitmap, barWidth + 2, bitmap.width)).toBe(0);
  });

  it('centres centred text and draws large text twice as wide', () => {
    const centred = inkColumns(drawLines([text('AFHALEN 23', { align: 'center' })], G80)) ?? [0, 0];
    expect(Math.abs(centred[0] + centred[1] - G80.dots)).toBeLessThan(14);
    const normal = inkColumns(drawLines([text('AFHALEN')], G80)) ?? [0, 0];
    const large = inkColumns(drawLines([text('AFHALEN', { size: 'large' })], G80)) ?? [0, 0];
    const ratio = (large[1] - large[0]) / (normal[1] - normal[0]);
    expect(ratio).toBeGreaterThan(1.9);
    expect(ratio).toBeLessThan(2.1);
  });

  it("draws the QR code centred, in modules of 5 dots at 80 mm and 4 at 58 mm, with its finder's corner black", () => {
    const payload = '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
    for (const [geometry, module] of [
      [G80, 5],
      [G58, 4],
    ] as const) {
      const bitmap = drawLines([{ kind: 'qr', payload }], geometry);
      const [left, right] = inkColumns(bitmap) ?? [0, 0];
      const width = right - left + 1;
      expect(width % module).toBe(0);
      // Version 3 for this payload at correction M: 29 modules.
      expect(width / module).toBe(29);
      expect(Math.abs(left + right + 1 - geometry.dots)).toBeLessThanOrEqual(1);
      // Two modules of white above it, then the finder pattern's top-left module.
      expect(bitmap.dots[2 * module * geometry.dots + left]).toBe(1);
      expect(bitmap.height).toBe((29 + 4) * module);
    }
  });

  it('draws a logo centred and thresholded: dark pixels black, light and transparent ones white', () => {
    const png = new PNG({ width: 40, height: 20 });
    for (let y = 0; y < 20; y++)
      for (let x = 0; x < 40; x++) {
        const i = (y * 40 + x) * 4;
        const dark = x < 20;
        png.data[i] = png.data[i + 1] = png.data[i + 2] = dark ? 30 : 220;
        png.data[i + 3] = y < 10 ? 255 : 0;
      }
    const bitmap = drawLines(
      [{ kind: 'logo', pngBase64: PNG.sync.write(png).toString('base64'), width: 40, height: 20 }],
      G80,
    );
    expect(bitmap.height).toBe(20);
    const left = (576 - 40) / 2;
    expect(ink(bitmap)).toBe(20 * 10);
    expect(ink(bitmap, left, left + 20, 0, 10)).toBe(200);
  });

  it('keeps a bitmap drawn earlier as it is', () => {
    const dots = new Uint8Array(576 * 3).map((_, i) => (i % 7 === 0 ? 1 : 0));
    const earlier = rasterBlock(dots, 576, 3, 'x');
    const bitmap = drawLines([earlier as PrintedLine], G80);
    expect([...bitmap.dots]).toEqual([...dots]);
  });
});

describe('drawing receipt blocks', () => {
  it('lays blocks out as the text receipt does and keeps their text for plain renderings', () => {
    const block = drawBlocks(
      receipt([
        { kind: 'text', text: 'AFHALEN 12', style: style({ size: 'large', bold: true, align: 'center' }) },
        {
          kind: 'row',
          left: '1x Taart',
          right: '€ 35,00',
          indent: 0,
          hangingIndent: 3,
          size: 'normal',
          bold: true,
        },
        { kind: 'plate', label: 'TEKST TAART:', text: 'Sto lat Łucja 🎂\nعيد ميلاد سعيد', note: null },
        { kind: 'qr', payload: 'abc' },
        { kind: 'feed', lines: 1 },
      ]),
      [
        { kind: 'text', text: 'AFHALEN 12', style: style({ size: 'large', bold: true, align: 'center' }) },
        {
          kind: 'row',
          left: '1x Taart',
          right: '€ 35,00',
          indent: 0,
          hangingIndent: 3,
          size: 'normal',
          bold: true,
        },
        { kind: 'plate', label: 'TEKST TAART:', text: 'Sto lat Łucja 🎂\nعيد ميلاد سعيد', note: null },
      ],
      G80,
    );
    expect(block.widthDots).toBe(576);
    // Large 48 + row 30 + rule 30 + label 30 + two tall lines 2 × 48 + rule 30.
    expect(block.heightDots).toBe(48 + 30 + 30 + 30 + 96 + 30);
    expect(block.text.split('\n')).toEqual([
      'AFHALEN 12',
      '1x Taart                                 € 35,00',
      '='.repeat(48),
      ' TEKST TAART:',
      'Sto lat Łucja 🎂',
      'عيد ميلاد سعيد',
      '='.repeat(48),
    ]);
    expect(ink({ width: 576, height: block.heightDots, dots: rasterDots(block) })).toBeGreaterThan(3000);
  });
});
