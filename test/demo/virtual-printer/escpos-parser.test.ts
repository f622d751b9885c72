import { describe, expect, it } from 'vitest';
import { CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { decodeCodePage, parseEscPos } from '../../../electron/demo/virtual-printer/escpos-parser';
import { getDot } from '../../../electron/demo/virtual-printer/raster-image';
import { makePng } from './png';

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;
const LF = 0x0a;
/** node-thermal-printer requires an interface even when only its buffer is used; nothing connects. */
const NOT_USED = 'tcp://127.0.0.1:9';

const bytes = (...parts: (number | string | ArrayLike<number>)[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'number'
        ? [part]
        : typeof part === 'string'
          ? [...Buffer.from(part, 'latin1')]
          : Array.from(part),
    ),
  );

/** Argument bytes chosen to look like text, line feeds and real-time status requests if misread. */
const TRAP = [0x41, LF, DLE, 0x04, 0x01, ESC, 0x40, GS, 0x56, 0x00];

describe('parseEscPos: command lengths', () => {
  const cases: [string, Uint8Array][] = [
    ['ESC @', bytes(ESC, 0x40)],
    ['ESC t', bytes(ESC, 0x74, 19)],
    ['ESC !', bytes(ESC, 0x21, LF)],
    ['ESC 3', bytes(ESC, 0x33, LF)],
    ['ESC E', bytes(ESC, 0x45, 1)],
    ['ESC -', bytes(ESC, 0x2d, 1)],
    ['ESC a', bytes(ESC, 0x61, 1)],
    ['ESC d', bytes(ESC, 0x64, 0)],
    ['ESC p', bytes(ESC, 0x70, 0, LF, 0x41)],
    ['ESC $', bytes(ESC, 0x24, LF, 0x41)],
    ['ESC D', bytes(ESC, 0x44, 8, 16, LF, 0)],
    ['ESC *', bytes(ESC, 0x2a, 33, 2, 0, ...TRAP.slice(0, 6))],
    ['ESC *', bytes(ESC, 0x2a, 0, 10, 0, ...TRAP)],
    ['ESC B', bytes(ESC, 0x42, 2, 3)],
    ['ESC ( A', bytes(ESC, 0x28, 0x41, 4, 0, 48, 0x41, 1, LF)],
    ['ESC &', bytes(ESC, 0x26, 1, 0x41, 0x42, 2, LF, 0x41, 1, DLE)],
    ['GS !', bytes(GS, 0x21, 0x11)],
    ['GS B', bytes(GS, 0x42, 1)],
    ['GS V', bytes(GS, 0x56, 0)],
    ['GS V', bytes(GS, 0x56, 66, LF)],
    ['GS r', bytes(GS, 0x72, 1)],
    ['GS ( H', bytes(GS, 0x28, 0x48, 6, 0, 0x30, 0x30, 0x41, LF, DLE, 0x04)],
    ['GS ( k', bytes(GS, 0x28, 0x6b, 13, 0, 0x31, 0x50, 0x30, ...TRAP)],
    ['GS ( L', bytes(GS, 0x28, 0x4c, 12, 0, 48, 112, 48, 1, 1, 49, 8, 0, 2, 0, ...[0xff, LF])],
    ['GS 8 L', bytes(GS, 0x38, 0x4c, 12, 0, 0, 0, 48, 112, 48, 1, 1, 49, 8, 0, 2, 0, ...[LF, 0x41])],
    ['GS v 0', bytes(GS, 0x76, 0x30, 0, 5, 0, 2, 0, ...TRAP)],
    ['GS k', bytes(GS, 0x6b, 4, 'AB-12', 0)],
    ['GS k', bytes(GS, 0x6b, 73, 4, 0x7b, 0x42, LF, 0x41)],
    ['GS *', bytes(GS, 0x2a, 1, 1, ...TRAP.slice(0, 8))],
    ['GS L', bytes(GS, 0x4c, LF, 0)],
    ['GS ^', bytes(GS, 0x5e, 1, LF, 0)],
    ['GS a', bytes(GS, 0x61, 0)],
    ['GS |', bytes(GS, 0x7c, 4)],
    ['FS p', bytes(FS, 0x70, 1, 0)],
    ['FS ( A', bytes(FS, 0x28, 0x41, 2, 0, 48, LF)],
    ['FS .', bytes(FS, 0x2e)],
    ['DLE EOT', bytes(DLE, 0x04, 2)],
    ['DLE EOT', bytes(DLE, 0x04, 7, 1)],
    ['DLE ENQ', bytes(DLE, 0x05, 1)],
    ['DLE DC4', bytes(DLE, 0x14, 1, 0, 1)],
    ['DLE DC4', bytes(DLE, 0x14, 8, 1, 3, 0x14, 1, 6, 2, 8)],
  ];

  it.each(cases)('%s takes exactly its declared bytes', (name, command) => {
    const job = parseEscPos(bytes(command, 'OK', LF));
    expect(job.commands[0]).toEqual({ name, bytes: [...command], offset: 0 });
    expect(job.commands[1]).toMatchObject({ name: 'LF', offset: command.length + 2 });
    expect(job.lines.filter((line) => line.kind === undefined).map((line) => line.text)).toContain('OK');
    expect(job.unknownBytes).toEqual([]);
  });

  it('names a real-time status request only where it really is one', () => {
    const job = parseEscPos(bytes(GS, 0x76, 0x30, 0, 5, 0, 2, 0, ...TRAP, DLE, 0x04, 1));
    expect(job.commands.map((command) => command.name)).toEqual(['GS v 0', 'DLE EOT']);
    expect(job.commands[1]?.offset).toBe(18);
    expect(job.resets).toBe(0);
    expect(job.cuts).toBe(0);
    expect(job.images).toHaveLength(1);
    expect(job.text).toBe('[image 40x2]');
  });

  it('reports a command cut short by the end of the bytes as unattributed', () => {
    const job = parseEscPos(bytes('Hi', LF, GS, 0x76, 0x30, 0, 2, 0, 10, 0, 1, 2, 3));
    expect(job.text).toBe('Hi');
    expect(job.unknownBytes).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('reports an unknown command and stray control bytes without printing them', () => {
    const job = parseEscPos(bytes('A', ESC, 0x01, 'B', 0x02, LF));
    expect(job.text).toBe('AB');
    expect(job.unknownBytes).toEqual([1, 2, 4]);
  });

  it('keeps QR payload bytes out of the text and records the payload', () => {
    const payload = 'https://shop.test/o/7\nESC';
    const data = Buffer.from(payload, 'ascii');
    const job = parseEscPos(
      bytes(
        GS,
        0x28,
        0x6b,
        data.length + 3,
        0,
        0x31,
        0x50,
        0x30,
        [...data],
        GS,
        0x28,
        0x6b,
        3,
        0,
        0x31,
        0x51,
        0x30,
      ),
    );
    expect(job.qrCodes).toEqual([payload]);
    expect(job.lines).toEqual([{ align: 'left', segments: [], text: `[QR: ${payload}]`, kind: 'qr' }]);
  });
});

describe('parseEscPos: text through code pages', () => {
  it('decodes € and accents in PC858, WPC1252 and ISO-8859-15', () => {
    const job = parseEscPos(
      bytes(
        [ESC, 0x74, 19, 0xd5, 0x20, 0x82, 0x8a, 0x89, 0x87, 0x93, 0x96, LF],
        [ESC, 0x74, 16, 0x80, 0x20, 0xe9, 0xe8, 0xeb, 0xe7, 0xf4, 0xfb, LF],
        [ESC, 0x74, 40, 0xa4, 0x20, 0xe9, 0xe8, 0xeb, 0xe7, 0xf4, 0xfb, LF],
      ),
    );
    expect(job.text).toBe('€ éèëçôû\n€ éèëçôû\n€ éèëçôû');
    expect(job.codePages).toEqual([19, 16, 40]);
  });

  it('shows the € byte of PC858 as what PC850 and PC437 print instead', () => {
    expect(decodeCodePage(0xd5, 19)).toBe('€');
    expect(decodeCodePage(0xd5, 2)).toBe('ı');
    expect(decodeCodePage(0xd5, 0)).toBe('╒');
    expect(decodeCodePage(0x41, 40)).toBe('A');
    expect(decodeCodePage(0xa4, 99)).toBe('\uFFFD');
  });

  it('returns to the default code page after ESC @, as a printer does', () => {
    const job = parseEscPos(bytes(ESC, 0x74, 19, 0xd5, LF, ESC, 0x40, 0xd5, LF));
    expect(job.text).toBe('€\n╒');
    expect(job.resets).toBe(1);
  });

  it('starts in, and resets to, the given initial code page', () => {
    const job = parseEscPos(bytes(0xd5, LF, ESC, 0x74, 0, 0xd5, LF, ESC, 0x40, 0xd5, LF), {
      initialCodePage: 19,
    });
    expect(job.text).toBe('€\n╒\n€');
  });

  it("decodes node-thermal-printer's output, and shows why a second copy after cut() loses the €", () => {
    const printer = new ThermalPrinter({
      type: PrinterTypes.EPSON,
      interface: NOT_USED,
      characterSet: CharacterSet.PC858_EURO,
      width: 32,
    });
    printer.println('Totaal € 12,50');
    printer.cut();
    printer.println('Totaal € 12,50');
    const job = parseEscPos(printer.getBuffer());
    expect(job.codePages).toEqual([19]);
    expect(job.text.split('\n').filter((line) => line.startsWith('Totaal'))).toEqual([
      'Totaal € 12,50',
      'Totaal ╒ 12,50',
    ]);
    expect(job.cuts).toBe(1);
  });
});

describe('parseEscPos: the paper', () => {
  it('records style, size and alignment per segment and line', () => {
    const job = parseEscPos(
      bytes(
        ESC,
        0x61,
        1,
        GS,
        0x21,
        0x11,
        ESC,
        0x45,
        1,
        'Big',
        ESC,
        0x45,
        0,
        GS,
        0x21,
        0,
        ' small',
        LF,
        ESC,
        0x61,
        2,
        GS,
        0x42,
        1,
        'INV',
        GS,
        0x42,
        0,
        ESC,
        0x2d,
        1,
        'u',
        ESC,
        0x2d,
        0,
        LF,
        ESC,
        0x21,
        0x38,
        'x',
        ESC,
        0x21,
        0,
        LF,
      ),
    );
    const plain = { bold: false, underline: false, inverted: false, widthScale: 1, heightScale: 1 };
    expect(job.lines).toEqual([
      {
        align: 'center',
        text: 'Big small',
        segments: [
          { ...plain, text: 'Big', bold: true, widthScale: 2, heightScale: 2 },
          { ...plain, text: ' small' },
        ],
      },
      {
        align: 'right',
        text: 'INVu',
        segments: [
          { ...plain, text: 'INV', inverted: true },
          { ...plain, text: 'u', underline: true },
        ],
      },
      {
        align: 'right',
        text: 'x',
        segments: [{ ...plain, text: 'x', bold: true, widthScale: 2, heightScale: 2 }],
      },
    ]);
  });

  it('ends the line at a cut, shows the cut, and feeds blank lines for ESC d', () => {
    const job = parseEscPos(bytes('one', ESC, 0x64, 2, 'two', GS, 0x56, 1, 'three', LF));
    expect(job.text).toBe('one\n\ntwo\n--- cut ---\nthree');
    expect(job.lines[3]).toMatchObject({ kind: 'cut', text: '--- cut ---' });
    expect(job.cuts).toBe(1);
  });

  it("counts drawer kicks, and flags the stray byte of node-thermal-printer's 3-byte ESC p", () => {
    const correct = parseEscPos(bytes(ESC, 0x70, 0, 0x19, 0xfa, DLE, 0x14, 1, 0, 1));
    expect(correct.drawerKicks).toBe(2);
    expect(correct.unknownBytes).toEqual([]);
    const printer = new ThermalPrinter({ type: PrinterTypes.EPSON, interface: NOT_USED });
    printer.openCashDrawer();
    const library = parseEscPos(printer.getBuffer());
    expect(library.drawerKicks).toBe(1);
    expect(library.unknownBytes).toEqual([5]);
  });

  it('steps over a logo printed by node-thermal-printer, whatever its bytes', async () => {
    const printer = new ThermalPrinter({
      type: PrinterTypes.EPSON,
      interface: NOT_USED,
      characterSet: CharacterSet.PC858_EURO,
    });
    printer.println('above');
    // Rows of 0x0a / 0x10 0x04 patterns inside the raster data.
    await printer.printImageBuffer(makePng(64, 24, (x, y) => (x + y) % 3 === 0 || x % 8 === 4));
    printer.println('below €');
    const job = parseEscPos(printer.getBuffer());
    expect(job.images).toHaveLength(1);
    expect(job.text).toBe('above\n[image 64x24]\nbelow €');
    expect(job.unknownBytes).toEqual([]);
    const image = job.images[0]!;
    for (let y = 0; y < 24; y++)
      for (let x = 0; x < 64; x++) expect(getDot(image, x, y)).toBe((x + y) % 3 === 0 || x % 8 === 4);
  });
});

describe('parseEscPos: Star line mode', () => {
  it('decodes text, styles and cuts of node-thermal-printer Star output', () => {
    const printer = new ThermalPrinter({
      type: PrinterTypes.STAR,
      interface: NOT_USED,
      characterSet: CharacterSet.PC858_EURO,
      width: 32,
    });
    printer.alignCenter();
    printer.bold(true);
    printer.setTextDoubleHeight();
    printer.println('Café €');
    printer.setTextNormal();
    printer.bold(false);
    printer.invert(true);
    printer.println('NEW');
    printer.invert(false);
    printer.cut();
    printer.openCashDrawer();
    const job = parseEscPos(printer.getBuffer(), { dialect: 'star' });
    expect(job.codePages).toEqual([4]);
    expect(job.lines[0]).toMatchObject({
      align: 'center',
      text: 'Café €',
      segments: [{ bold: true, heightScale: 2, widthScale: 1 }],
    });
    expect(job.lines[1]?.segments[0]).toMatchObject({ text: 'NEW', inverted: true, bold: false });
    expect(job.text.endsWith('--- cut ---')).toBe(true);
    expect(job.cuts).toBe(1);
    expect(job.resets).toBe(1);
    expect(job.drawerKicks).toBe(1);
    expect(job.unknownBytes).toEqual([]);
  });

  it('steps over Star bit image bands and counts them as one image', async () => {
    const printer = new ThermalPrinter({ type: PrinterTypes.STAR, interface: NOT_USED });
    printer.println('top');
    await printer.printImageBuffer(makePng(32, 50, (x, y) => (x * y) % 5 === 0));
    printer.println('end');
    const job = parseEscPos(printer.getBuffer(), { dialect: 'star' });
    expect(job.images).toHaveLength(1);
    // Three 24-row bands make one picture; the last band is padded white below the 50 rows.
    expect(job.text).toBe('top\n[image 32x72]\nend');
    expect(job.unknownBytes).toEqual([]);
    const image = job.images[0]!;
    for (let y = 0; y < 72; y++)
      for (let x = 0; x < 32; x++) expect(getDot(image, x, y)).toBe(y < 50 && (x * y) % 5 === 0);
  });
});
