import { Socket } from 'node:net';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cents } from '../../electron/common/model/money';
import type { Order } from '../../electron/common/model/order';
import {
  CHARACTER_SETS,
  COLUMNS,
  LANGUAGES,
  PAPER_WIDTHS,
  type CharacterSetName,
  type PrinterSettings,
} from '../../electron/common/model/printer-settings';
import { buildReceipt } from '../../electron/core/receipt/build-receipt';
import { encodeCopies, encodeReceipt, receiptContextFor } from '../../electron/core/receipt/encode';
import type { Receipt } from '../../electron/common/receipt/receipt';
import { ACCENT_SAMPLE, testPrintReceipt } from '../../electron/core/receipt/test-print';
import { parseEscPos, type ParsedJob } from '../../electron/demo/virtual-printer/escpos-parser';
import { DELIVERY_NO_NUMBER, FIXTURES, PICK_UP_CAKE, PRINTED_AT, extra, line, option } from './fixtures';

const EPSON_PAGE: Record<CharacterSetName, number> = { PC858_EURO: 19, WPC1252: 16, ISO8859_15_LATIN9: 40 };
const STAR_PAGE: Record<CharacterSetName, number> = { PC858_EURO: 4, WPC1252: 32, ISO8859_15_LATIN9: 4 };

function settings(more: Partial<PrinterSettings> = {}): PrinterSettings {
  return {
    id: 'p1',
    name: 'Toonbank',
    uri: 'tcp://127.0.0.1:9100',
    type: 'epson',
    paperWidth: 58,
    characterSet: 'PC858_EURO',
    language: 'nl',
    copies: 1,
    logoPath: null,
    allowUnverified: false,
    ...more,
  };
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
      expect.arrayContaining([
        'AFHALEN 12',
        'za 23/11 10:30',
        'Gelukkige verjaardag',
        'Oma Jeanne!',
        '1x Chocoladetaart met    € 35,00',
      ]),
    );
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
      expect(sample.lines.map((l) => l.text)).toContain(ACCENT_SAMPLE);
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
    expect(job.lines[0]?.text).toBe('OEuf "bio" pú');
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
      expect(job.images).toBe(1);
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
