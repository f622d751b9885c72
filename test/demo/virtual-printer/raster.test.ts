import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CommandScanner, scanToken } from '../../../electron/demo/virtual-printer/escpos-commands';
import { parseEscPos } from '../../../electron/demo/virtual-printer/escpos-parser';
import { renderPaperHtml } from '../../../electron/demo/virtual-printer/paper-html';
import { getDot, inkDots } from '../../../electron/demo/virtual-printer/raster-image';

const ESC = 0x1b;
const GS = 0x1d;
const DLE = 0x10;
const LF = 0x0a;
const NUL = 0x00;
const ETB = 0x17;

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

/** GS v 0 m xL xH yL yH d… with the width in bytes. */
const gsv0 = (m: number, widthBytes: number, rows: number, data: number[]): Uint8Array =>
  bytes(GS, 0x76, 0x30, m, widthBytes & 0xff, widthBytes >> 8, rows & 0xff, rows >> 8, data);

/** Star raster setting with its number in ASCII digits, ending in NUL: `ESC * r E 1 3 NUL`. */
const starSetting = (letters: string, n: number): Uint8Array =>
  bytes(ESC, 0x2a, 0x72, letters, String(n), NUL);
const STAR_ENTER = bytes(ESC, 0x2a, 0x72, 0x41);
const STAR_QUIT = bytes(ESC, 0x2a, 0x72, 0x42);
const starRow = (data: number[], advance = true): Uint8Array =>
  bytes(advance ? 0x62 : 0x6b, data.length & 0xff, data.length >> 8, data);

/** Every row of a picture as bytes, to compare with what was sent. */
function rowsOf(image: { widthDots: number; heightDots: number; bits: Uint8Array }): number[][] {
  const width = Math.ceil(image.widthDots / 8);
  return Array.from({ length: image.heightDots }, (_, y) => [
    ...image.bits.subarray(y * width, (y + 1) * width),
  ]);
}

describe('parseEscPos: ESC/POS raster (GS v 0)', () => {
  it('keeps the exact bits, MSB left, whatever command bytes they hold', () => {
    // Rows holding DLE EOT 1, LF, ESC @ and GS V: data, never commands.
    const data = [DLE, 0x04, 0x01, LF, ESC, 0x40, GS, 0x56, 0x80, 0x01];
    const job = parseEscPos(bytes('top', LF, gsv0(0, 2, 5, data), 'end', LF));
    expect(job.images).toHaveLength(1);
    expect(job.images[0]).toMatchObject({ widthDots: 16, heightDots: 5 });
    expect(rowsOf(job.images[0]!)).toEqual([
      [DLE, 0x04],
      [0x01, LF],
      [ESC, 0x40],
      [GS, 0x56],
      [0x80, 0x01],
    ]);
    expect(getDot(job.images[0]!, 0, 4)).toBe(true);
    expect(getDot(job.images[0]!, 15, 4)).toBe(true);
    expect(getDot(job.images[0]!, 1, 4)).toBe(false);
    expect(job.text).toBe('top\n[image 16x5]\nend');
    expect(job.lines[1]).toMatchObject({ kind: 'image', image: job.images[0] });
    expect(job.resets).toBe(0);
    expect(job.cuts).toBe(0);
    expect(job.unknownBytes).toEqual([]);
  });

  it.each([
    [0, 8, 2, [[0xa0], [0x01]]],
    [48, 8, 2, [[0xa0], [0x01]]],
    [
      1,
      16,
      2,
      [
        [0xcc, 0x00],
        [0x00, 0x03],
      ],
    ],
    [
      49,
      16,
      2,
      [
        [0xcc, 0x00],
        [0x00, 0x03],
      ],
    ],
    [2, 8, 4, [[0xa0], [0xa0], [0x01], [0x01]]],
    [
      51,
      16,
      4,
      [
        [0xcc, 0x00],
        [0xcc, 0x00],
        [0x00, 0x03],
        [0x00, 0x03],
      ],
    ],
  ])('mode %i prints %ix%i dots (double width / height scaled)', (m, width, height, rows) => {
    const job = parseEscPos(gsv0(m, 1, 2, [0xa0, 0x01]));
    expect(job.images[0]).toMatchObject({ widthDots: width, heightDots: height });
    expect(rowsOf(job.images[0]!)).toEqual(rows);
    expect(job.text).toBe(`[image ${width}x${height}]`);
  });

  it('joins bands of one width sent one after the other into one picture, and no others', () => {
    const job = parseEscPos(
      bytes(
        gsv0(0, 2, 2, [0xff, 0x00, 0x0f, 0xf0]),
        gsv0(0, 2, 1, [0x81, 0x18]),
        // Another width: another picture.
        gsv0(0, 1, 1, [0xaa]),
        'between',
        LF,
        // Same width again, but after text: another picture.
        gsv0(0, 1, 1, [0x55]),
      ),
    );
    expect(job.images.map((image) => [image.widthDots, image.heightDots])).toEqual([
      [16, 3],
      [8, 1],
      [8, 1],
    ]);
    expect(rowsOf(job.images[0]!)).toEqual([
      [0xff, 0x00],
      [0x0f, 0xf0],
      [0x81, 0x18],
    ]);
    expect(job.text).toBe('[image 16x3]\n[image 8x1]\nbetween\n[image 8x1]');
    expect(job.unknownBytes).toEqual([]);
  });

  it('shows blank rows fed past between bands (ESC J, in GS P units of its 203 dpi head) as white rows of the picture', () => {
    const job = parseEscPos(
      bytes(
        ESC,
        0x40,
        GS,
        0x50,
        203,
        203,
        gsv0(0, 1, 1, [0xff]),
        ESC,
        0x4a,
        3,
        gsv0(0, 1, 1, [0x81]),
        // Units of 1/58 inch: 3.5 dot rows each.
        GS,
        0x50,
        0,
        58,
        ESC,
        0x4a,
        2,
        gsv0(0, 1, 1, [0x18]),
        'after',
        LF,
        // Not after a picture: ESC J only ends the line.
        'text',
        ESC,
        0x4a,
        30,
        ESC,
        0x40,
        gsv0(0, 1, 1, [0x01]),
      ),
    );
    expect(job.images.map((image) => [image.widthDots, image.heightDots])).toEqual([
      [8, 13],
      [8, 1],
    ]);
    const white = (rows: number): number[][] => Array.from({ length: rows }, () => [0]);
    expect(rowsOf(job.images[0]!)).toEqual([[0xff], ...white(3), [0x81], ...white(7), [0x18]]);
    expect(job.text).toBe('[image 8x13]\nafter\ntext\n[image 8x1]');
    expect(job.unknownBytes).toEqual([]);
  });

  it('keeps the alignment the image was printed with', () => {
    const job = parseEscPos(bytes(ESC, 0x61, 1, gsv0(0, 1, 1, [0xff])));
    expect(job.lines[0]).toMatchObject({ kind: 'image', align: 'center' });
  });
});

describe('parseEscPos: Star raster mode', () => {
  it('decodes rows, k rows ORed into the current row, margins and vertical moves exactly', () => {
    const job = parseEscPos(
      bytes(
        ESC,
        0x40,
        'before',
        LF,
        STAR_ENTER,
        starSetting('P', 0),
        starSetting('Q', 2),
        // Row data that looks like ETB, ASB requests, a cut and text: all of it is dots.
        starRow([0xff, ETB]),
        starRow([ESC, 0x06]),
        starRow([0x01, 0x64], false),
        starRow([0x80, 0x02]),
        starSetting('Y', 2),
        starSetting('ml', 1),
        starRow([0x62, 0x6b]),
        bytes(ESC, 0x0c, 0x04),
        STAR_QUIT,
        'after',
        LF,
      ),
      { dialect: 'star' },
    );
    expect(job.images).toHaveLength(1);
    expect(job.images[0]).toMatchObject({ widthDots: 24, heightDots: 6 });
    expect(rowsOf(job.images[0]!)).toEqual([
      [0xff, ETB, 0],
      [ESC, 0x06, 0],
      [0x81, 0x66, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0x62, 0x6b],
    ]);
    // ESC FF EOT with rows in the buffer prints them and runs EOT mode: 13 by default, a partial cut.
    expect(job.text).toBe('before\n[image 24x6]\n--- cut ---\nafter');
    expect(job.cuts).toBe(1);
    expect(job.commands.map((command) => command.name)).not.toContain('ETB');
    expect(job.commands.map((command) => command.name)).toContain('ESC * r m l');
    expect(job.unknownBytes).toEqual([]);
  });

  it('quitting with rows left prints them, and cuts only in a cutting EOT mode', () => {
    const cutting = parseEscPos(bytes(STAR_ENTER, starRow([0xf0]), STAR_QUIT), { dialect: 'star' });
    expect(cutting.text).toBe('[image 8x1]\n--- cut ---');
    const feedOnly = parseEscPos(bytes(STAR_ENTER, starSetting('E', 1), starRow([0xf0]), STAR_QUIT), {
      dialect: 'star',
    });
    expect(feedOnly.text).toBe('[image 8x1]');
    expect(feedOnly.cuts).toBe(0);
    expect(feedOnly.unknownBytes).toEqual([]);
  });

  it('clears the buffer on ESC * r C, and reads b and k as text outside raster mode', () => {
    const job = parseEscPos(
      bytes('bk', LF, STAR_ENTER, starRow([0xff]), bytes(ESC, 0x2a, 0x72, 0x43), STAR_QUIT, 'kb', LF),
      { dialect: 'star' },
    );
    expect(job.images).toEqual([]);
    expect(job.text).toBe('bk\nkb');
    expect(job.unknownBytes).toEqual([]);
  });

  it('flags text sent inside raster mode, which a Star printer does not print', () => {
    const job = parseEscPos(bytes(STAR_ENTER, 'Hi', STAR_QUIT), { dialect: 'star' });
    expect(job.text).toBe('');
    expect(job.unknownBytes).toEqual([4, 5]);
  });

  it('CommandScanner follows raster mode across a stream; scanToken alone cannot', () => {
    const stream = bytes(STAR_ENTER, starRow([ETB, 0x62]), ETB, STAR_QUIT, 'b', ETB);
    const scanner = new CommandScanner('star');
    const names: string[] = [];
    for (let offset = 0; offset < stream.length;) {
      const token = scanner.next(stream, offset);
      if (!token) break;
      names.push(token.kind === 'command' ? token.name : token.kind);
      offset += token.length;
    }
    expect(names).toEqual(['ESC * r A', 'b', 'ETB', 'ESC * r B', 'text', 'ETB']);
    expect(scanner.inStarRaster).toBe(false);
    // Without the state, the row's `b` reads as text.
    expect(scanToken(stream, 4, 'star')).toEqual({ kind: 'text', length: 1 });
  });

  it('waits for the rest of a row cut short by the end of the bytes', () => {
    const partial = bytes(STAR_ENTER, 0x62, 4, 0, 0xff);
    const scanner = new CommandScanner('star');
    expect(scanner.next(partial, 0)).toMatchObject({ kind: 'command', name: 'ESC * r A' });
    expect(scanner.next(partial, 4)).toBeNull();
    expect(scanner.inStarRaster).toBe(true);
  });
});

/** The PNG's size and its rows (1 = black), read back with node:zlib. */
function readPng(dataUrl: string): { width: number; height: number; rows: number[][] } {
  const png = Buffer.from(dataUrl.replace('data:image/png;base64,', ''), 'base64');
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([1, 0]); // 1 bit, grey
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rowBytes = Math.ceil(width / 8);
  const rows = Array.from({ length: height }, (_, y) => {
    expect(raw[y * (rowBytes + 1)]).toBe(0);
    return [...raw.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1))].map((byte) => ~byte & 0xff);
  });
  return { width, height, rows };
}

describe('renderPaperHtml: raster images', () => {
  it('shows a raster image as a PNG of its very dots, in its place among the text lines', () => {
    const data = Array.from({ length: 72 * 3 }, (_, i) => (i * 37) & 0xff);
    const job = parseEscPos(bytes('Taart', LF, ESC, 0x61, 1, gsv0(0, 72, 3, data), 'Dank u', LF));
    const html = renderPaperHtml(job, { paperWidth: 80 });
    const body = html.slice(html.indexOf('<body>'));
    const at = (needle: string): number => body.indexOf(needle);
    expect(at('Taart')).toBeGreaterThan(-1);
    expect(at('Taart')).toBeLessThan(at('<img'));
    expect(at('<img')).toBeLessThan(at('Dank u'));
    // 576 dots on 80 mm paper: the whole text column.
    expect(body).toContain('<div class="picture center"><img src="data:image/png;base64,');
    expect(body).toContain('width="576" height="3" alt="[image 576x3]"');
    expect(body).toContain('style="width:100.0000%"');
    const src = /src="([^"]+)"/.exec(body)?.[1] ?? '';
    const png = readPng(src);
    expect([png.width, png.height]).toEqual([576, 3]);
    expect(png.rows).toEqual(rowsOf(job.images[0]!));
  });

  it('draws a narrower picture at its share of the paper (384 of 576 dots)', () => {
    const job = parseEscPos(gsv0(0, 48, 1, new Array<number>(48).fill(0xff)));
    expect(inkDots(job.images[0]!)).toBe(384);
    const html = renderPaperHtml(job, { paperWidth: 80 });
    expect(html).toContain('style="width:66.6667%"');
    expect(renderPaperHtml(job, { paperWidth: 58 })).toContain('style="width:100.0000%"');
  });
});
