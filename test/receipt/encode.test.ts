import { Socket } from 'node:net';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cents } from '../../electron/common/model/money';
import type { Order } from '../../electron/common/model/order';
import {
  CHARACTER_SETS,
  COLUMNS,
  PAPER_WIDTHS,
  printerSettings,
  type CharacterSetName,
  type PrinterSettings,
} from '../../electron/common/model/printer-settings';
import { LANGUAGES } from '../../electron/common/words/languages';
import { buildReceipt } from '../../electron/core/receipt/build-receipt';
import { encodeCopies, encodeReceipt, receiptContextFor } from '../../electron/core/receipt/encode';
import { style, type RasterBlock, type Receipt } from '../../electron/common/receipt/receipt';
import { previewReceipt } from '../../electron/core/app/preview';
import { prepareReceipt } from '../../electron/core/receipt/print-mode';
import { renderText } from '../../electron/core/receipt/render-text';
import { ACCENT_SAMPLE, testPrintReceipt } from '../../electron/core/receipt/test-print';
import { parseEscPos, type ParsedJob } from '../../electron/demo/virtual-printer/escpos-parser';
import { DELIVERY_NO_NUMBER, FIXTURES, PICK_UP_CAKE, PRINTED_AT, extra, line, option } from './fixtures';

const EPSON_PAGE: Record<CharacterSetName, number> = { PC858_EURO: 19, WPC1252: 16, ISO8859_15_LATIN9: 40 };
const STAR_PAGE: Record<CharacterSetName, number> = { PC858_EURO: 4, WPC1252: 32, ISO8859_15_LATIN9: 4 };

/** A printer in print mode text unless told otherwise: most of these tests are about the code page. */
function settings(more: Partial<PrinterSettings> = {}): PrinterSettings {
  return printerSettings({
    id: 'p1',
    name: 'Toonbank',
    uri: 'tcp://127.0.0.1:9100',
    type: 'epson',
    paperWidth: 58,
    characterSet: 'PC858_EURO',
    language: 'nl',
    copies: 1,
    printMode: 'text',
    ...more,
  });
}

/** Parsed as a printer whose own default page is PC437 (no €): only our explicit selection can make € right. */
function parse(bytes: Uint8Array, printer: PrinterSettings = settings()): ParsedJob {
  return parseEscPos(bytes, { initialCodePage: 0, dialect: printer.type === 'star' ? 'star' : 'epson' });
}

function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

const print = { printedAt: PRINTED_AT, kind: 'original' } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('receipt bytes (read back with the ESC/POS parser)', () => {
  it('carry the order number, the due moment in large print and the plate text exactly, line for line', () => {
    const job = parse(only(encodeCopies(PICK_UP_CAKE, settings(), print)));
    const lines = job.lines.map((l) => l.text);
    expect(lines).toEqual(
      expect.arrayContaining(['AFHALEN 12', 'za 23/11 10:30', 'Gelukkige verjaardag', 'Oma Jeanne!']),
    );
    expect(lines.some((text) => /^1x Chocoladetaart met +€ \d+,\d\d$/.test(text))).toBe(true);
    const headline = job.lines.find((l) => l.text === 'AFHALEN 12');
    expect(headline?.segments[0]).toMatchObject({ widthScale: 2, heightScale: 2, bold: true });
    expect(headline?.align).toBe('center');
    expect(job.lines.find((l) => l.text === 'Oma Jeanne!')?.segments[0]).toMatchObject({
      heightScale: 2,
      bold: true,
    });
    expect(job.lines.find((l) => l.text.includes('TEKST TAART:'))?.segments[0]?.inverted).toBe(true);
    expect(job.qrCodes).toEqual([PICK_UP_CAKE.id]);
    expect(job.cuts).toBe(1);
    expect(job.unknownBytes).toEqual([]);
  });

  it('make one complete buffer per copy, each choosing its code page, so € is right on the last of three', () => {
    const copies = encodeCopies(PICK_UP_CAKE, settings({ copies: 3 }), print);
    expect(copies).toHaveLength(3);
    copies.forEach((bytes, index) => {
      const job = parse(bytes);
      expect(job.codePages).toEqual([19]);
      expect(job.resets).toBe(2); // ours at the start, and the one node-thermal-printer sends after the cut
      expect(job.cuts).toBe(1);
      expect(job.text).toContain(`Kopie ${index + 1}/3`);
    });
    const last = parse(copies[2] as Uint8Array);
    expect(last.lines.map((l) => l.text)).toContain('TOTAAL                   € 44,35');
  });

  it('print a single copy without a copy line, and never more than five', () => {
    expect(parse(only(encodeCopies(PICK_UP_CAKE, settings({ copies: 1 }), print))).text).not.toContain(
      'Kopie',
    );
    expect(encodeCopies(PICK_UP_CAKE, settings({ copies: 99 }), print)).toHaveLength(5);
  });

  for (const characterSet of CHARACTER_SETS) {
    it(`round-trip €éèëçôû and the accent sample in ${characterSet}`, () => {
      const printer = settings({ characterSet });
      const order: Order = {
        ...PICK_UP_CAKE,
        lines: [line('Éclair crème brûlée façon côte, goût €éèëçôû', 1, 'st', 450)],
      };
      const job = parse(only(encodeCopies(order, printer, print)), printer);
      expect(job.codePages).toEqual([EPSON_PAGE[characterSet]]);
      expect(job.text).toContain('€éèëçôû');
      expect(job.text).toContain('€ 4,50');
      const wide = settings({ characterSet, paperWidth: 80 });
      const sample = parse(encodeReceipt(testPrintReceipt(wide, PRINTED_AT), wide), wide);
      for (const accents of ACCENT_SAMPLE) expect(sample.lines.map((l) => l.text)).toContain(accents);
    });
  }

  it('keep every printed line within the paper, for every fixture, language and width', () => {
    for (const order of Object.values(FIXTURES)) {
      for (const language of LANGUAGES) {
        for (const paperWidth of PAPER_WIDTHS) {
          const printer = settings({ language, paperWidth });
          const job = parse(only(encodeCopies(order, printer, print)), printer);
          for (const parsed of job.lines.filter((l) => l.kind === undefined)) {
            const columns = parsed.segments.reduce((sum, s) => sum + s.text.length * s.widthScale, 0);
            expect(columns, parsed.text).toBeLessThanOrEqual(COLUMNS[paperWidth]);
          }
          expect(job.unknownBytes).toEqual([]);
        }
      }
    }
  });

  it('turn printer commands typed by a customer into nothing the printer obeys', () => {
    const commands = [
      '\x1bp\x00\x19\xfa', // ESC p: open the drawer
      '\x10\x14\x01\x00\x05', // DLE DC4 fn 1: drawer pulse
      '\x1dV\x01', // GS V: cut
      '\x1dVA\x00',
      '\x1b@', // ESC @: reset
      '\x1bt\x02', // ESC t: code page
      '\x1b\x1dt\x00', // Star code page
      '\x10\x04\x01', // DLE EOT: status
      '\x1b\x07\x0b\x37\x07\x07\x1a', // Star drawer, BEL, SUB
      '\x00\x0c\x1bd\x05\x1b!\x30\x1dB\x01',
    ].join('');
    const nasty = `Jan${commands} 😀\u202e`;
    const order: Order = {
      ...DELIVERY_NO_NUMBER,
      orderNumber: `4${commands}`,
      remarks: `Bel aan${commands}\n${commands}graag`,
      paymentReference: nasty,
      shop: { ...DELIVERY_NO_NUMBER.shop, name: nasty },
      client: { ...DELIVERY_NO_NUMBER.client, firstName: nasty, lastName: nasty, phone: nasty },
      lines: [
        line(`Taart${commands}`, 1, 'st', 100, {
          options: [option(nasty, 100, { type: 'text', meta: `Proficiat${commands}\nOma` })],
          extras: [extra(nasty, 1, 'st', 100)],
        }),
      ],
      total: cents(300),
    };
    const error = vi.spyOn(console, 'error');
    const log = vi.spyOn(console, 'log');
    for (const type of ['epson', 'star'] as const) {
      for (const characterSet of CHARACTER_SETS) {
        const printer = settings({ type, characterSet, copies: 2 });
        for (const bytes of encodeCopies(order, printer, print)) {
          const job = parse(bytes, printer);
          const pages = type === 'star' ? STAR_PAGE : EPSON_PAGE;
          expect(job.drawerKicks).toBe(0);
          expect(job.cuts).toBe(1);
          expect(job.resets).toBe(2);
          expect(job.codePages).toEqual([pages[characterSet]]);
          expect(job.unknownBytes).toEqual([]);
          expect(job.commands.map((c) => c.name)).not.toContain('DLE EOT');
          expect(job.text).not.toContain('?');
          expect(job.text).toContain('Proficiat');
        }
      }
    }
    expect(error).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('hold a receipt built for another printer to this printer’s code page', () => {
    const receipt: Receipt = {
      language: 'nl',
      paperWidth: 80,
      characterSet: 'WPC1252',
      blocks: [
        {
          kind: 'text',
          text: 'Œuf “bio” 😀\x1bp\x00\x19\xfa',
          style: { size: 'normal', bold: false, inverted: false, align: 'left' },
        },
      ],
    };
    const job = parse(encodeReceipt(receipt, settings()));
    expect(job.codePages).toEqual([19]);
    expect(job.drawerKicks).toBe(0);
    expect(job.lines[0]?.text).toBe('Oeuf "bio" pú');
  });

  it('on a Star printer: its own code page numbering, the text, the QR code, one cut', () => {
    const printer = settings({ type: 'star', characterSet: 'ISO8859_15_LATIN9' });
    const bytes = only(encodeCopies(PICK_UP_CAKE, printer, print));
    expect(Buffer.from(bytes).includes(Buffer.from('AFHALEN 12', 'ascii'))).toBe(true);
    expect(Buffer.from(bytes).includes(Buffer.from('Gelukkige verjaardag', 'ascii'))).toBe(true);
    const job = parse(bytes, printer);
    expect(job.codePages).toEqual([4]);
    expect(job.text).toContain('TOTAAL                   € 44,35');
    expect(job.qrCodes).toEqual([PICK_UP_CAKE.id]);
    expect(job.cuts).toBe(1);
    expect(job.unknownBytes).toEqual([]);
  });

  it('print the logo as a raster image', () => {
    const image = new PNG({ width: 200, height: 40 });
    for (let i = 0; i < image.data.length; i += 4)
      image.data.writeUInt32BE(i % 8 === 0 ? 0x000000ff : 0xffffffff, i);
    const logo = { png: new Uint8Array(PNG.sync.write(image)) };
    for (const type of ['epson', 'star'] as const) {
      const printer = settings({ type });
      const job = parse(only(encodeCopies(PICK_UP_CAKE, printer, { ...print, logo })), printer);
      expect(job.images).toHaveLength(1);
      expect(job.unknownBytes).toEqual([]);
      expect(job.text).toContain('AFHALEN 12');
    }
  });

  it('only build bytes: no connection is ever opened', () => {
    const connect = vi.spyOn(Socket.prototype, 'connect');
    encodeCopies(PICK_UP_CAKE, settings({ copies: 2 }), print);
    encodeCopies(PICK_UP_CAKE, settings({ type: 'star' }), print);
    expect(connect).not.toHaveBeenCalled();
  });

  it('receiptContextFor takes language, paper and the effective character set from the printer', () => {
    const context = receiptContextFor(
      settings({ type: 'star', characterSet: 'ISO8859_15_LATIN9', language: 'fr' }),
      print,
      {
        index: 1,
        of: 2,
      },
    );
    expect(context).toMatchObject({
      language: 'fr',
      paperWidth: 58,
      characterSet: 'PC858_EURO',
      copy: { index: 1, of: 2 },
    });
    expect(buildReceipt(PICK_UP_CAKE, context).characterSet).toBe('PC858_EURO');
  });
});

/** A receipt with every kind of text block, all of it in PC858, laid out as the layout lays it out. */
const PLAIN: Receipt = {
  language: 'nl',
  paperWidth: 80,
  characterSet: 'PC858_EURO',
  blocks: [
    { kind: 'text', text: 'AFHALEN 12', style: style({ size: 'large', bold: true, align: 'center' }) },
    { kind: 'text', text: 'za 23/11 10:30', style: style({ size: 'tall', bold: true, align: 'center' }) },
    { kind: 'rule', char: '-' },
    {
      kind: 'row',
      left: '1x Chocoladetaart met crème au beurre',
      right: '€ 35,00',
      indent: 0,
      hangingIndent: 3,
      size: 'normal',
      bold: false,
    },
    { kind: 'plate', label: 'TEKST TAART:', text: 'Gelukkige verjaardag\nOma Jeanne!', note: null },
    { kind: 'rule', char: '=' },
    { kind: 'row', left: 'TOTAAL', right: '€ 44,35', indent: 0, hangingIndent: 0, size: 'tall', bold: true },
    { kind: 'text', text: 'Bedankt!', style: style({ inverted: true, align: 'right' }) },
    { kind: 'qr', payload: 'order-1234' },
    { kind: 'feed', lines: 2 },
  ],
};

/** PLAIN's bytes from the encoder as it was before print modes existed (issue 10), base64. */
const PLAIN_BEFORE_PRINT_MODES = {
  epson:
    'G0AbdBMbYQEbITAbRQEdQgBBRkhBTEVOIDEyChshEBtFAR1CAHphIDIzLzExIDEwOjMwChthABshABtFAB1CAC0tLS0tLS0t' +
    'LS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLQoxeCBDaG9jb2xhZGV0YWFydCBtZXQgY3KKbWUgYXUg' +
    'YmV1cnJlICAgINUgMzUsMDAKPT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09ChshABtF' +
    'AR1CASBURUtTVCBUQUFSVDogChshEBtFAR1CAEdlbHVra2lnZSB2ZXJqYWFyZGFnCk9tYSBKZWFubmUhChshABtFAB1CAD09' +
    'PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PQo9PT09PT09PT09PT09PT09PT09PT09PT09' +
    'PT09PT09PT09PT09PT09PT09PT09PT0KGyEQG0UBHUIAVE9UQUFMICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg' +
    'ICDVIDQ0LDM1ChthAhshABtFAB1CASBCZWRhbmt0ISAKG2EBGyEAG0UAHUIAHShrBAAxQTIAHShrAwAxQwUdKGsDADFFMR0o' +
    'aw0AMVAwb3JkZXItMTIzNB0oawMAMVEwChthAAoKG2QEHVYBG0A=',
  star:
    'G0AbHXQEGx1hARtpAQEbRRs1QUZIQUxFTiAxMgobaQEAG0UbNXphIDIzLzExIDEwOjMwChsdYQAbaQAAG0YbNS0tLS0tLS0t' +
    'LS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLQoxeCBDaG9jb2xhZGV0YWFydCBtZXQgY3KKbWUgYXUg' +
    'YmV1cnJlICAgINUgMzUsMDAKPT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09ChtpAAAb' +
    'RRs0IFRFS1NUIFRBQVJUOiAKG2kBABtFGzVHZWx1a2tpZ2UgdmVyamFhcmRhZwpPbWEgSmVhbm5lIQobaQAAG0YbNT09PT09' +
    'PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PQo9PT09PT09PT09PT09PT09PT09PT09PT09PT09' +
    'PT09PT09PT09PT09PT09PT09PT0KG2kBABtFGzVUT1RBQUwgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgINUg' +
    'NDQsMzUKGx1hAhtpAAAbRhs0IEJlZGFua3QhIAobHWEBG2kAABtGGzUbHXlTMAIbHXlTMQEbHXlTMgUbHXlEMQAKAG9yZGVy' +
    'LTEyMzQbHXlQChsdYQAKCgsbZAMbQA==',
};

/** The cake: an emoji, a Polish name and an Arabic name on its plate. */
const EVERY_SCRIPT_PLATE = 'Wszystkiego najlepszego Łucja 🎂\nعيد ميلاد سعيد يا ليلى';
const EVERY_SCRIPT_CAKE: Order = {
  ...PICK_UP_CAKE,
  lines: PICK_UP_CAKE.lines.map((orderLine, index) =>
    index === 0
      ? {
          ...orderLine,
          options: orderLine.options.map((o) => (o.type === 'text' ? { ...o, meta: EVERY_SCRIPT_PLATE } : o)),
        }
      : orderLine,
  ),
};

/** The `GS v 0` headers of a job: width in bytes and rows of each band. */
function gsV0Bands(job: ParsedJob): { widthBytes: number; rows: number; ink: boolean }[] {
  return job.commands
    .filter((c) => c.name === 'GS v 0')
    .map((c) => ({
      widthBytes: c.bytes[4]! + c.bytes[5]! * 256,
      rows: c.bytes[6]! + c.bytes[7]! * 256,
      ink: c.bytes.slice(8).some((byte) => byte !== 0),
    }));
}

const printedText = (job: ParsedJob): string[] =>
  job.lines.filter((l) => l.kind === undefined && l.text.trim() !== '').map((l) => l.text);

const rasterBlocks = (receipt: Receipt): RasterBlock[] =>
  receipt.blocks.filter((block): block is RasterBlock => block.kind === 'raster');

describe('receipt bytes by print mode', () => {
  it('text mode: a plain receipt gives byte for byte what it gave before print modes existed', () => {
    for (const type of ['epson', 'star'] as const) {
      const bytes = encodeReceipt(PLAIN, settings({ type, paperWidth: 80 }));
      expect(Buffer.from(bytes).toString('base64'), type).toBe(PLAIN_BEFORE_PRINT_MODES[type]);
    }
  });

  it('auto mode: a receipt whose text the code page holds is printed exactly as in text mode', () => {
    for (const type of ['epson', 'star'] as const) {
      const auto = encodeReceipt(PLAIN, settings({ type, paperWidth: 80, printMode: 'auto' }));
      expect(Buffer.from(auto).toString('base64'), type).toBe(PLAIN_BEFORE_PRINT_MODES[type]);
    }
    const order = encodeCopies(PICK_UP_CAKE, settings({ printMode: 'auto' }), print);
    expect(parse(only(order)).images).toEqual([]);
  });

  it('image mode: no text at all, GS v 0 bands of at most 256 rows the width of the paper, each with ink (blank runs fed past), reset first, feed and cut last', () => {
    for (const [paperWidth, dots] of [
      [80, 576],
      [58, 384],
    ] as const) {
      const printer = settings({ paperWidth, printMode: 'image' });
      const bytes = only(encodeCopies(EVERY_SCRIPT_CAKE, printer, print));
      const job = parse(bytes, printer);
      expect(printedText(job)).toEqual([]);
      expect(Buffer.from(bytes).includes(Buffer.from('AFHALEN', 'ascii'))).toBe(false);
      const names = new Set(job.commands.map((c) => c.name));
      for (const name of ['ESC @', 'GS P', 'GS v 0', 'GS V']) expect(names).toContain(name);
      for (const name of names) expect(['ESC @', 'GS P', 'GS v 0', 'ESC J', 'ESC d', 'GS V']).toContain(name);
      expect(job.codePages).toEqual([]);
      // Reset, then the motion unit that makes one ESC J unit one dot row at 203 dpi.
      expect([...bytes.subarray(0, 6)]).toEqual([0x1b, 0x40, 0x1d, 0x50, 203, 203]);
      expect(job.cuts).toBe(1);
      expect(job.unknownBytes).toEqual([]);
      const bands = gsV0Bands(job);
      expect(bands.length).toBeGreaterThan(1);
      expect(bands.every((band) => band.widthBytes === dots / 8 && band.rows <= 256)).toBe(true);
      expect(bands.every((band) => band.ink)).toBe(true);
      const fed = job.commands.filter((c) => c.name === 'ESC J').map((c) => c.bytes[2]!);
      expect(fed.every((rows) => rows >= 24)).toBe(true);
      // The bands and the rows fed between them join into one picture: the receipt, the width of the paper.
      const image = only(job.images);
      expect(image.widthDots).toBe(dots);
      const sent = bands.reduce((sum, band) => sum + band.rows, 0);
      expect(image.heightDots).toBe(sent + fed.reduce((sum, rows) => sum + rows, 0));
      expect(job.lines.findIndex((l) => l.kind === 'image')).toBeLessThan(
        job.lines.findIndex((l) => l.kind === 'cut'),
      );
    }
  });

  it('image mode: blank space in a drawn receipt is fed past (ESC J in dot rows), and prints the very picture drawn', () => {
    const receipt = (): Receipt => ({
      language: 'nl',
      paperWidth: 80,
      characterSet: 'unicode',
      blocks: [
        { kind: 'text', text: 'AFHALEN 12', style: style({ size: 'large', bold: true, align: 'center' }) },
        { kind: 'feed', lines: 3 },
        { kind: 'text', text: 'Sto lat Łucja 🎂', style: style({ size: 'tall' }) },
      ],
    });
    for (const dpi of [203, 180, 300] as const) {
      const printer = settings({ paperWidth: 80, dpi, printMode: 'image' });
      const drawn = only(rasterBlocks(prepareReceipt(receipt(), printer)));
      const job = parse(encodeReceipt(receipt(), printer), printer);
      const fed = job.commands.filter((c) => c.name === 'ESC J').map((c) => c.bytes[2]!);
      const perUnit = dpi === 300 ? 2 : 1;
      expect(job.commands.find((c) => c.name === 'GS P')?.bytes.slice(2), `${dpi}`).toEqual([
        dpi / perUnit,
        dpi / perUnit,
      ]);
      // Three blank lines and the white around them: more than two lines' worth of rows not sent.
      expect(fed, `${dpi}`).toHaveLength(1);
      expect(fed[0]! * perUnit).toBeGreaterThan((2 * 30 * dpi) / 203);
      const bands = gsV0Bands(job);
      expect(bands.every((band) => band.ink)).toBe(true);
      expect(bands.reduce((sum, band) => sum + band.rows, 0) + fed[0]! * perUnit).toBe(drawn.heightDots);
      expect(job.unknownBytes).toEqual([]);
      // The virtual printer's head is 203 dpi: there its picture is the drawn one, fed rows white.
      if (dpi === 203) expect(Buffer.from(only(job.images).bits).toString('base64')).toBe(drawn.bitsBase64);
    }
    // A Star printer moves past them in raster mode (ESC * r Y n, in dot rows): the same picture.
    const star = settings({ type: 'star', model: 'star-tsp100', paperWidth: 80, printMode: 'image' });
    const starJob = parse(encodeReceipt(receipt(), star), star);
    const moves = starJob.commands.filter((c) => c.name === 'ESC * r Y');
    expect(moves).toHaveLength(1);
    expect(starJob.unknownBytes).toEqual([]);
    expect(Buffer.from(only(starJob.images).bits).toString('base64')).toBe(
      only(rasterBlocks(prepareReceipt(receipt(), star))).bitsBase64,
    );
  });

  it('a Star TSP100 (raster only) gets every receipt as Star raster whatever its mode: no text command, its own cut', () => {
    for (const printMode of ['text', 'auto', 'image'] as const) {
      const printer = settings({ type: 'star', model: 'star-tsp100', paperWidth: 80, printMode });
      const bytes = only(encodeCopies(PICK_UP_CAKE, printer, print));
      const job = parse(bytes, printer);
      // ESC @, then ESC * r A: raster mode, ESC * r P 0: continuous paper, ESC * r E 13: cut at the end.
      expect(Buffer.from(bytes.subarray(0, 19)).toString('latin1')).toBe(
        '\x1b@\x1b*rA\x1b*rP0\x00\x1b*rE13\x00',
      );
      // … ESC FF EOT: feed to the cutter and cut; ESC * r B: quit raster mode.
      expect(Buffer.from(bytes.subarray(-7)).toString('latin1')).toBe('\x1b\x0c\x04\x1b*rB');
      expect(printedText(job), printMode).toEqual([]);
      expect(job.codePages).toEqual([]);
      expect(job.commands.some((c) => c.name === 'GS v 0')).toBe(false);
      expect(job.cuts).toBe(1);
      expect(job.unknownBytes).toEqual([]);
      expect(only(job.images).widthDots).toBe(576);
    }
  });

  it('auto mode: a plate with an emoji, a Polish and an Arabic name is one raster band among the text', () => {
    const printer = settings({ paperWidth: 80, printMode: 'auto' });
    const job = parse(only(encodeCopies(EVERY_SCRIPT_CAKE, printer, print)), printer);
    const text = printedText(job);
    expect(text).toContain('AFHALEN 12');
    expect(text.some((t) => t.startsWith('TOTAAL'))).toBe(true);
    expect(job.text).not.toContain('Wszystkiego');
    expect(gsV0Bands(job)).toHaveLength(1);
    expect(only(job.images).widthDots).toBe(576);
    // The picture stands where the plate stands: after the cake's line, before the next product.
    const at = (match: (l: ParsedJob['lines'][number]) => boolean): number => job.lines.findIndex(match);
    expect(at((l) => l.text.startsWith('1x Chocoladetaart'))).toBeLessThan(at((l) => l.kind === 'image'));
    expect(at((l) => l.kind === 'image')).toBeLessThan(at((l) => l.text.startsWith('6x Pistolets')));
    expect(job.codePages).toEqual([19]);
    expect(job.cuts).toBe(1);
    expect(job.unknownBytes).toEqual([]);
  });

  it('auto mode on a Star TSP650: the drawn plate is a Star raster segment that goes on without cutting', () => {
    const printer = settings({ type: 'star', model: 'star-tsp650', paperWidth: 80, printMode: 'auto' });
    const bytes = only(encodeCopies(EVERY_SCRIPT_CAKE, printer, print));
    const job = parse(bytes, printer);
    expect(Buffer.from(bytes).includes(Buffer.from('\x1b*rA\x1b*rP0\x00\x1b*rE1\x00', 'latin1'))).toBe(true);
    expect(printedText(job)).toContain('AFHALEN 12');
    expect(printedText(job).some((t) => t.startsWith('TOTAAL'))).toBe(true);
    expect(only(job.images).widthDots).toBe(576);
    expect(job.cuts).toBe(1);
    expect(job.codePages).toEqual([4]);
    expect(job.unknownBytes).toEqual([]);
  });

  it('the preview holds the very bits the printer is sent', () => {
    for (const printMode of ['image', 'auto'] as const) {
      const printer = settings({ paperWidth: 80, printMode });
      const preview = previewReceipt(EVERY_SCRIPT_CAKE, printer, PRINTED_AT);
      const drawn = rasterBlocks(preview);
      const job = parse(only(encodeCopies(EVERY_SCRIPT_CAKE, printer, print)), printer);
      expect(drawn.map((b) => [b.widthDots, b.heightDots])).toEqual(
        job.images.map((i) => [i.widthDots, i.heightDots]),
      );
      drawn.forEach((block, index) => {
        expect(Buffer.from(job.images[index]!.bits).toString('base64'), printMode).toBe(block.bitsBase64);
      });
    }
  });

  it('the preview of a printer serving several shops holds the shop name the engine prints on top', () => {
    const printer = settings({ paperWidth: 58, printMode: 'image' });
    const shopName = 'Het Zoete Brood Gentbrugge';
    const preview = previewReceipt(EVERY_SCRIPT_CAKE, printer, PRINTED_AT, shopName);
    const job = parse(only(encodeCopies(EVERY_SCRIPT_CAKE, printer, { ...print, shopName })), printer);
    const drawn = only(rasterBlocks(preview));
    expect(drawn.text.split('\n')[0]).toBe(shopName);
    expect(Buffer.from(only(job.images).bits).toString('base64')).toBe(drawn.bitsBase64);
    // Without it (one shop per printer) the name is at the bottom only, as the engine prints it then.
    expect(only(rasterBlocks(previewReceipt(EVERY_SCRIPT_CAKE, printer, PRINTED_AT))).text).not.toMatch(
      /^Het Zoete Brood Gentbrugge/,
    );
  });

  it('a drawn part is cut to the printer’s dots when it was drawn for wider paper', () => {
    const wide: Receipt = {
      ...PLAIN,
      blocks: [
        {
          kind: 'raster',
          widthDots: 576,
          heightDots: 2,
          bitsBase64: Buffer.alloc(144, 0xff).toString('base64'),
          text: 'x',
        },
      ],
    };
    const printer = settings({ paperWidth: 58, printMode: 'image' });
    expect(gsV0Bands(parse(encodeReceipt(wide, printer), printer))).toEqual([
      { widthBytes: 48, rows: 2, ink: true },
    ]);
  });

  it('in plain text a drawn part reads as [IMAGE WxH] and the lines it shows', () => {
    const preview = previewReceipt(
      EVERY_SCRIPT_CAKE,
      settings({ paperWidth: 80, printMode: 'auto' }),
      PRINTED_AT,
    );
    const drawn = only(rasterBlocks(preview));
    const text = renderText(preview, 48).split('\n');
    const at = text.findIndex((row) => row.includes(`[IMAGE 576x${drawn.heightDots}]`));
    expect(at).toBeGreaterThan(0);
    expect(text.slice(at + 1).join('\n')).toContain('|Wszystkiego najlepszego Łucja 🎂');
    expect(text.some((row) => row.startsWith('|عيد ميلاد سعيد يا ليلى') && row.endsWith('| image'))).toBe(
      true,
    );
    expect(text.some((row) => row.startsWith('|AFHALEN') || row.includes('A F H A L E N'))).toBe(true);
  });
});
