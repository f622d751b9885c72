/**
 * TSPL labels: one job per label whatever the customer typed (every command on its own line, text in one
 * quoted string with `"` as `\["]`), and text the font lacks or a backslash sent as a BITMAP.
 */
import { describe, expect, it } from 'vitest';
import { breakImmediate, encodeTspl, tsplText } from '../../electron/core/label/tspl';
import { drawRegion, elementBounds } from '../../electron/core/label/draw-label';
import { HOSTILE, label, parseTspl, text } from './encode-fixture';

const TEXT = /^TEXT (\d+),(\d+),"0",0,(\d+),(\d+),"((?:[^"\\]|\\\["\])*)"$/;

function textOf(line: string): string | null {
  const match = TEXT.exec(line);
  return match ? (match[5] ?? '').replaceAll('\\["]', '"') : null;
}

describe('TSPL labels', () => {
  it('sets up the label in millimetres, UTF-8, and prints one', () => {
    const commands = parseTspl(encodeTspl(label([text('Jan')], { w: 62, h: 29 })));
    expect(commands.map((c) => c.line)).toEqual([
      'SIZE 62 mm,29 mm',
      'GAP 2 mm,0',
      'DIRECTION 1',
      'CODEPAGE UTF-8',
      'CLS',
      // 32 dots at 203 dpi: 11.3 points of font "0" high, rounded down; 0.8 of that wide.
      'TEXT 16,16,"0",0,9,11,"Jan"',
      'PRINT 1,1',
    ]);
  });

  it('keeps customer text in its quoted string: no extra command, quotes as \\["], controls left out', () => {
    const safe = HOSTILE.filter((value) => !value.includes('\\'));
    const commands = parseTspl(
      encodeTspl(label(safe.map((value, index) => text(value, { y: 16 + index * 40 })))),
    );
    const texts = commands.map((c) => c.line).filter((line) => line.startsWith('TEXT'));
    expect(texts).toHaveLength(safe.length);
    expect(texts.map(textOf)).toEqual(
      safe.map((value) => [...value].filter((char) => char >= ' ' && char !== '\u007f').join('')),
    );
    expect(commands.filter((c) => c.line === 'PRINT 1,1')).toHaveLength(1);
    expect(commands[commands.length - 1]?.line).toBe('PRINT 1,1');
    expect(tsplText('say "hi"')).toBe('say \\["]hi\\["]');
  });

  it('sends a text holding a backslash as a BITMAP, so it cannot start an escape', () => {
    const commands = parseTspl(encodeTspl(label([text('a\\["]b \\[L]')])));
    expect(commands.some((c) => c.line.startsWith('TEXT'))).toBe(false);
    expect(commands.filter((c) => c.line.startsWith('BITMAP'))).toHaveLength(1);
  });

  it('draws a text or QR payload holding ~! (an immediate command: the printer would answer it mid-job)', () => {
    const commands = parseTspl(
      encodeTspl(
        label([
          text('Proficiat ~!T'),
          text('~JR is fine', { y: 60 }),
          { kind: 'qr', x: 350, y: 200, moduleDots: 4, payload: 'ord~!R' },
        ]),
      ),
    );
    expect(commands.filter((c) => c.line.startsWith('BITMAP'))).toHaveLength(2);
    expect(commands.some((c) => c.line.startsWith('QRCODE'))).toBe(false);
    expect(commands.filter((c) => c.line.startsWith('TEXT')).map((c) => c.line)).toEqual([
      'TEXT 16,60,"0",0,9,11,"~JR is fine"',
    ]);
  });

  it('never sends <ESC>! or ~! inside BITMAP data, at the cost of one dot', () => {
    const data = Uint8Array.of(0x1b, 0x21, 0x3f, 0x7e, 0x21, 0x54, 0x21, 0x1b, 0x1b, 0x21, 0x52);
    expect([...breakImmediate(data.slice())]).toEqual([
      0x1b, 0x20, 0x3f, 0x7e, 0x20, 0x54, 0x21, 0x1b, 0x1b, 0x20, 0x52,
    ]);
    // Whatever a text draws as, no data of any BITMAP holds either pair.
    const hostile = [text('ب!ب!~!🎂'), text('!!!!!!!!!!!!!', { y: 60, fontDots: 8 })];
    for (const command of parseTspl(encodeTspl(label(hostile)))) {
      const bytes = command.data ?? new Uint8Array();
      for (let i = 1; i < bytes.length; i++)
        if (bytes[i] === 0x21) expect([0x1b, 0x7e]).not.toContain(bytes[i - 1]);
    }
  });

  it('sends text the font lacks as a BITMAP in its place, 0 bits black', () => {
    const element = text('Proficiat 🎂 مبروك', { x: 24, y: 120, width: 300, fontDots: 48 });
    const commands = parseTspl(encodeTspl(label([element])));
    const bitmap = commands.find((c) => c.line.startsWith('BITMAP'));
    const perRow = Math.ceil(elementBounds(element).width / 8);
    expect(bitmap?.line).toBe(`BITMAP 24,120,${perRow},48,0,`);
    const drawn = drawRegion([element], elementBounds(element)).bits;
    expect(bitmap?.data).toEqual(drawn.map((byte) => ~byte & 0xff));
    expect(drawn.some((byte) => byte !== 0)).toBe(true);
  });

  it('gives inverted text, boxes, bars and QR codes their commands', () => {
    const commands = parseTspl(
      encodeTspl(
        label([
          text('KOELBOX', { inverted: true, width: 200, fontDots: 40 }),
          { kind: 'box', x: 8, y: 8, width: 447, height: 304, thickness: 3 },
          { kind: 'box', x: 8, y: 100, width: 447, height: 4, thickness: 4 },
          { kind: 'qr', x: 350, y: 200, moduleDots: 4, payload: 'ord_12' },
        ]),
      ),
    ).map((c) => c.line);
    expect(commands).toContain('REVERSE 16,16,200,40');
    expect(commands.indexOf('REVERSE 16,16,200,40')).toBeGreaterThan(
      commands.findIndex((l) => l.startsWith('TEXT')),
    );
    expect(commands).toContain('BOX 8,8,455,312,3');
    expect(commands).toContain('BAR 8,100,447,4');
    expect(commands).toContain('QRCODE 350,200,M,4,A,0,"ord_12"');
  });

  it("places centred text by the font's advance, inside its room", () => {
    const line = parseTspl(
      encodeTspl(label([text('AFHALEN 12', { align: 'center', x: 16, width: 432, fontDots: 80 })])),
    )
      .map((c) => c.line)
      .find((l) => l.startsWith('TEXT'));
    // 10 characters × 0.4 × 80 dots = 320 dots wide, centred in 432 from x = 16.
    expect(line).toBe('TEXT 72,16,"0",0,22,28,"AFHALEN 12"');
  });
});
