/**
 * ZPL labels: one `^XA … ^XZ` format per label whatever the customer typed, every field's data decoding
 * back to the text exactly, and text the printer's font lacks sent as a `^GFA` graphic of the right size.
 */
import { describe, expect, it } from 'vitest';
import { encodeZpl, zplFieldData } from '../../electron/core/label/zpl';
import { elementBounds } from '../../electron/core/label/draw-label';
import { HOSTILE, label, parseZpl, text } from './encode-fixture';

const OURS = new Set([
  '^XA',
  '^CI',
  '^PW',
  '^LL',
  '^LH',
  '^FO',
  '^A',
  '^FB',
  '^FR',
  '^FH',
  '^FD',
  '^FS',
  '^GB',
  '^BQ',
  '^GF',
  '^PQ',
  '^XZ',
]);

describe('ZPL labels', () => {
  it('sets up the label: UTF-8, width and length in dots, home at 0,0, one copy', () => {
    const zpl = encodeZpl(label([text('Jan')], { w: 58, h: 40 }, 203));
    expect(zpl.startsWith('^XA^CI28^PW464^LL320^LH0,0\n')).toBe(true);
    expect(zpl.trimEnd().endsWith('^PQ1^XZ')).toBe(true);
    expect(zpl).toContain('^FO16,16^A0N,32,26^FH^FDJan^FS');
  });

  it('keeps customer text as data: one format, only our commands, every field decoding back exactly', () => {
    const elements = HOSTILE.map((value, index) => text(value, { y: 16 + index * 40 }));
    const parsed = parseZpl(encodeZpl(label(elements, { w: 100, h: 50 })));
    expect(parsed.commands.filter((c) => c === '^XA')).toHaveLength(1);
    expect(parsed.commands.filter((c) => c === '^XZ')).toHaveLength(1);
    expect(parsed.commands[parsed.commands.length - 1]).toBe('^XZ');
    expect(parsed.commands.filter((c) => !OURS.has(c))).toEqual([]);
    expect(parsed.commands.some((c) => c.startsWith('~'))).toBe(false);
    expect(parsed.fields).toEqual(HOSTILE);
  });

  it('hex-escapes exactly ^ ~ _ and control bytes', () => {
    expect(zplFieldData('a^b~c_d\ne\u0000')).toBe('a_5Eb_7Ec_5Fd_0Ae_00');
    expect(zplFieldData('Crème brûlée €5')).toBe('Crème brûlée €5');
  });

  it('centres and right-aligns one line with ^FB and never lets the printer wrap', () => {
    const zpl = encodeZpl(label([text('AFHALEN 12', { align: 'center', width: 431, fontDots: 80 })]));
    expect(zpl).toContain('^FO16,16^A0N,80,64^FB431,1,0,C,0^FH^FDAFHALEN 12^FS');
    expect(encodeZpl(label([text('1/3', { align: 'right' })]))).toContain('^FB400,1,0,R,0');
  });

  it('prints inverted text reversed over a filled bar', () => {
    const zpl = encodeZpl(label([text('KOELBOX', { inverted: true, width: 200, fontDots: 40 })]));
    expect(zpl).toContain('^FO16,16^GB200,40,40,B,0^FS\n^FO16,16^A0N,40,32^FR^FH^FDKOELBOX^FS');
  });

  it('gives boxes and QR codes their commands', () => {
    const zpl = encodeZpl(
      label([
        { kind: 'box', x: 8, y: 8, width: 447, height: 304, thickness: 3 },
        { kind: 'box', x: 8, y: 100, width: 447, height: 4, thickness: 4 },
        { kind: 'qr', x: 350, y: 200, moduleDots: 4, payload: 'ord_12^XZ' },
      ]),
    );
    expect(zpl).toContain('^FO8,8^GB447,304,3,B,0^FS');
    expect(zpl).toContain('^FO8,100^GB447,4,4,B,0^FS');
    expect(zpl).toContain('^FO350,200^BQN,2,4^FH^FDMA,ord_5F12_5EXZ^FS');
    expect(parseZpl(zpl).fields).toEqual(['MA,ord_12^XZ']);
  });

  it('sends text the font lacks (emoji, Arabic, Hebrew) as a ^GFA graphic of the right size, in its place', () => {
    for (const plate of ['Happy birthday 🎂', 'مبروك', 'מזל טוב', 'Ζωή', 'Łódź']) {
      const element = text(plate, { x: 24, y: 100, width: 300, fontDots: 48 });
      const zpl = encodeZpl(label([element]));
      expect(zpl).toContain('^FO24,100^GFA,');
      const parsed = parseZpl(zpl);
      expect(parsed.fields).toEqual([]);
      const [graphic] = parsed.graphics;
      const perRow = Math.ceil(elementBounds(element).width / 8);
      expect(graphic).toEqual({ total: perRow * 48, perRow, hex: expect.any(String) as string });
      expect(graphic?.hex).toHaveLength(2 * perRow * 48);
      // Something was drawn: the plate is never lost.
      expect(graphic?.hex).toMatch(/[1-9A-F]/);
    }
  });

  it('draws a centred text holding a backslash, so ^FB can neither break nor double it', () => {
    const zpl = encodeZpl(label([text('a\\&b', { align: 'center' })]));
    expect(zpl).toContain('^GFA,');
    expect(zpl).not.toContain('^FD');
    // Left-aligned, it is plain field data.
    expect(parseZpl(encodeZpl(label([text('a\\&b')]))).fields).toEqual(['a\\&b']);
  });
});
