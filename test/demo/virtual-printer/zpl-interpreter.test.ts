import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawLabelOps } from '../../../electron/demo/virtual-printer/label-html';
import { getDot, inkDots } from '../../../electron/demo/virtual-printer/raster-image';
import { interpretZpl, ZplStream } from '../../../electron/demo/virtual-printer/zpl-interpreter';

const OPTIONS = { dpi: 203, defaultWidthDots: 832, defaultHeightDots: null };
const zpl = (text: string): Uint8Array => Buffer.from(text, 'utf8');

describe('interpretZpl', () => {
  it('reads text fields, hex escapes, QR payloads, size and quantity, and knows every command used', () => {
    const label = interpretZpl(
      zpl(
        '^XA^CI28^PW464^LL320^LH0,0^FXorder label^FS' +
          '^FO10,10^A0N,60,60^FDAFHALEN 12^FS' +
          '^FO10,80^A0N,30,30^FB444,1,0,C^FH^FDJan _5E Piet _7E_22x_22^FS' +
          '^FT10,150^A0N,30,30^FDTaart één € 😀^FS' +
          '^FO0,160^GB464,40,40^FS^FO10,165^A0N,30,30^FR^FDKOELBOX^FS' +
          '^FO300,190^BQN,2,4^FDQA,ORD-1234^FS' +
          '^PQ2^XZ',
      ),
      OPTIONS,
    );
    expect(label.texts).toEqual(['AFHALEN 12', 'Jan ^ Piet ~"x"', 'Taart één € 😀', 'KOELBOX']);
    expect(label.qrPayloads).toEqual(['ORD-1234']);
    expect(label.widthDots).toBe(464);
    expect(label.heightDots).toBe(320);
    expect(label.quantity).toBe(2);
    expect(label.characterSet).toBe(28);
    expect(label.unknownCommands).toEqual([]);
    const centred = label.ops.find((op) => op.kind === 'text' && op.text.startsWith('Jan'));
    expect(centred).toMatchObject({ align: 'center', blockWidth: 444, heightDots: 30 });
  });

  it('reads field data as Latin-1 without ^CI28, and records commands it does not know', () => {
    const label = interpretZpl(
      Buffer.from('^XA^FO0,0^A0N,20,20^FDcaf\xe9^FS^ZZ1,2^A@N,20,20^XZ', 'latin1'),
      OPTIONS,
    );
    expect(label.texts).toEqual(['café']);
    expect(label.unknownCommands).toEqual(['^ZZ', '^A@']);
  });

  it('decodes ^GFA graphics dot for dot, plain and compressed alike', () => {
    // 16 × 3 dots: ink on the left half, an empty row, the first row again (`,` zeros to the row's end).
    // A `:` repeats the row before; `H` (2) repeats the next digit twice.
    const plain = interpretZpl(zpl('^XA^PW16^LL3^FO0,0^GFA,6,6,2,FF00\n0000\nFF00^FS^XZ'), OPTIONS);
    const compressed = interpretZpl(zpl('^XA^PW16^LL3^FO0,0^GFA,6,6,2,HFH0,HF,^FS^XZ'), OPTIONS);
    const z64 = interpretZpl(
      zpl(
        `^XA^PW16^LL3^FO0,0^GFA,6,6,2,:Z64:${deflateSync(Buffer.from([0xff, 0, 0, 0, 0xff, 0])).toString('base64')}:abcd^FS^XZ`,
      ),
      OPTIONS,
    );
    for (const label of [plain, compressed]) expect(label.unknownCommands).toEqual([]);
    const pictures = [plain, compressed, z64].map((label) => drawLabelOps(label.ops, 16, 3));
    for (const picture of pictures.slice(0, 2)) {
      expect(inkDots(picture)).toBe(16);
      expect(getDot(picture, 7, 0)).toBe(true);
      expect(getDot(picture, 8, 0)).toBe(false);
      expect(getDot(picture, 0, 1)).toBe(false);
      expect(getDot(picture, 0, 2)).toBe(true);
    }
    expect(inkDots(pictures[2]!)).toBe(16);
    expect(getDot(pictures[2]!, 3, 2)).toBe(true);
  });

  it('draws boxes, reverse fields and text as ink on the label', () => {
    const label = interpretZpl(
      zpl(
        '^XA^CI28^PW200^LL100^FO0,0^GB200,100,3^FS^FO20,20^A0N,40,40^FDAB^FS^FO0,70^GB200,30,30^FS^FO10,72^A0N,26,26^FR^FDX^FS^XZ',
      ),
      OPTIONS,
    );
    const picture = drawLabelOps(label.ops, label.widthDots, label.heightDots);
    expect(getDot(picture, 0, 0)).toBe(true); // the frame
    expect(getDot(picture, 100, 1)).toBe(true);
    expect(getDot(picture, 100, 50)).toBe(false); // inside the frame, beside the text
    let textInk = 0;
    for (let y = 20; y < 62; y++) for (let x = 20; x < 80; x++) if (getDot(picture, x, y)) textInk++;
    expect(textInk).toBeGreaterThan(50);
    // The reversed X punches white into the black bar.
    let white = 0;
    for (let y = 72; y < 98; y++) for (let x = 10; x < 30; x++) if (!getDot(picture, x, y)) white++;
    expect(white).toBeGreaterThan(10);
  });
});

describe('ZplStream', () => {
  it('takes tilde commands out at once, even inside a format and split across pieces', () => {
    const stream = new ZplStream();
    const events = [
      ...stream.push(zpl('~H')),
      ...stream.push(zpl('S\r\n^XA^FO0,0^FDa')),
      ...stream.push(zpl('b~HS^FS^X')),
      ...stream.push(zpl('Z~JA')),
    ];
    expect(events.map((event) => event.kind)).toEqual(['tilde', 'data', 'tilde', 'format', 'tilde']);
    const format = events.find((event) => event.kind === 'format');
    expect(Buffer.from(format?.kind === 'format' ? format.bytes : []).toString()).toBe(
      '^XA^FO0,0^FDab^FS^XZ',
    );
    expect(stream.inFormat).toBe(false);
  });

  it('knows when a format has begun and not ended (the partial format flag)', () => {
    const stream = new ZplStream();
    stream.push(zpl('^XA^FO0,0'));
    expect(stream.inFormat).toBe(true);
    stream.push(zpl('^XZ'));
    expect(stream.inFormat).toBe(false);
  });
});
