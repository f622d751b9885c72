import { describe, expect, it } from 'vitest';
import { DPIS, dotsPerLine, PAPER_WIDTHS } from '../../electron/common/model/printer-settings';
import { rasterBlock, rasterBytes } from '../../electron/common/receipt/bitmap';
import {
  bandRows,
  escPosMotionUnit,
  escPosRaster,
  MIN_FEED_ROWS,
  rasterPieces,
  MAX_BAND_BYTES,
  MAX_BAND_ROWS,
  rowBytes,
  starRaster,
  starRasterEnter,
  starRasterFeed,
  starRasterQuit,
  starRasterRows,
  type Bitmap,
} from '../../electron/core/receipt/raster-commands';

/** A bitmap whose every row is different, so a row out of place or lost shows. */
function pattern(widthDots: number, heightDots: number): Bitmap {
  const perRow = rowBytes(widthDots);
  const bits = new Uint8Array(perRow * heightDots);
  for (let i = 0; i < bits.length; i++) bits[i] = (i * 31 + Math.floor(i / perRow) * 7) & 0xff;
  return { widthDots, heightDots, bits };
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Reads `GS v 0` bands back as a printer would: each band's size from its header, its rows after it. */
function readGsV0(bytes: Uint8Array): { bands: { widthBytes: number; rows: number }[]; bits: number[] } {
  const bands: { widthBytes: number; rows: number }[] = [];
  const bits: number[] = [];
  let at = 0;
  while (at < bytes.length) {
    expect([...bytes.subarray(at, at + 4)]).toEqual([0x1d, 0x76, 0x30, 0x00]);
    const widthBytes = bytes[at + 4]! + bytes[at + 5]! * 256;
    const rows = bytes[at + 6]! + bytes[at + 7]! * 256;
    bands.push({ widthBytes, rows });
    bits.push(...bytes.subarray(at + 8, at + 8 + widthBytes * rows));
    at += 8 + widthBytes * rows;
  }
  expect(at).toBe(bytes.length);
  return { bands, bits };
}

describe('ESC/POS raster (GS v 0)', () => {
  it('sends 80 mm at 203 dpi as 72-byte rows in bands of at most 256 rows, every row once, in order', () => {
    const bitmap = pattern(576, 600);
    const { bands, bits } = readGsV0(escPosRaster(bitmap));
    expect(bands).toEqual([
      { widthBytes: 72, rows: 256 },
      { widthBytes: 72, rows: 256 },
      { widthBytes: 72, rows: 88 },
    ]);
    expect(bits).toEqual([...bitmap.bits]);
  });

  it('keeps every band within the row and byte limits for every paper and head', () => {
    for (const paper of PAPER_WIDTHS) {
      for (const dpi of DPIS) {
        const width = dotsPerLine(paper, dpi);
        const rows = bandRows(width);
        expect(rows).toBeLessThanOrEqual(MAX_BAND_ROWS);
        expect(rows * rowBytes(width)).toBeLessThanOrEqual(MAX_BAND_BYTES);
        const { bands } = readGsV0(escPosRaster(pattern(width, 1000)));
        expect(bands.every((band) => band.widthBytes === width / 8)).toBe(true);
        expect(bands.reduce((sum, band) => sum + band.rows, 0)).toBe(1000);
      }
    }
    // 80 mm at 300 dpi: 104-byte rows, so a band is held to 236 rows (24 KB).
    expect(bandRows(832)).toBe(236);
  });

  it('a 58 mm image is 48 bytes wide; a bitmap that does not match its size is refused', () => {
    expect(readGsV0(escPosRaster(pattern(384, 10))).bands).toEqual([{ widthBytes: 48, rows: 10 }]);
    expect(() => escPosRaster({ widthDots: 576, heightDots: 2, bits: new Uint8Array(143) })).toThrow(
      /576x2 dots needs 144 bytes, not 143/,
    );
    expect(escPosRaster(pattern(576, 0))).toHaveLength(0);
  });
});

/** Rows of ink (every row different) with blank runs of the given lengths between them: `[ink, blank, ink…]`. */
function striped(widthDots: number, runs: readonly number[]): Bitmap {
  const perRow = rowBytes(widthDots);
  const height = runs.reduce((sum, rows) => sum + rows, 0);
  const bits = new Uint8Array(perRow * height);
  let row = 0;
  runs.forEach((rows, index) => {
    if (index % 2 === 0)
      bits.set(
        pattern(widthDots, rows).bits.map((byte) => byte | 1),
        row * perRow,
      );
    row += rows;
  });
  return { widthDots, heightDots: height, bits };
}

describe('blank rows are fed past, not sent', () => {
  it('cuts a bitmap at each run of at least one font A line of blank rows; shorter gaps stay in their band', () => {
    expect(MIN_FEED_ROWS).toBe(24);
    expect(rasterPieces(striped(576, [30, 6, 30, 40, 20]))).toEqual([
      { kind: 'rows', top: 0, rows: 66 },
      { kind: 'feed', rows: 40 },
      { kind: 'rows', top: 106, rows: 20 },
    ]);
    // Blank at the top and at the bottom: fed too.
    expect(rasterPieces(striped(576, [0, 30, 10, 300]))).toEqual([
      { kind: 'feed', rows: 30 },
      { kind: 'rows', top: 30, rows: 10 },
      { kind: 'feed', rows: 300 },
    ]);
    // A feed unit of two rows (300 dpi): an odd blank row stays with the rows before it (or after, on top).
    expect(rasterPieces(striped(832, [10, 25, 10]), 2)).toEqual([
      { kind: 'rows', top: 0, rows: 11 },
      { kind: 'feed', rows: 24 },
      { kind: 'rows', top: 35, rows: 10 },
    ]);
    expect(rasterPieces(striped(832, [0, 25, 10]), 2)).toEqual([
      { kind: 'feed', rows: 24 },
      { kind: 'rows', top: 24, rows: 11 },
    ]);
  });

  it('sends ESC/POS bands with ink only, ESC J n (at most 255 a command) between them; every inked row once, in order', () => {
    const bitmap = striped(576, [300, 24, 5, 600, 2]);
    const bytes = escPosRaster(bitmap, { rowsPerUnit: 1 });
    const at = (needle: number[]): number => Buffer.from(bytes).indexOf(Buffer.from(needle));
    const first = bytes.subarray(0, at([0x1b, 0x4a, 24]));
    const { bands, bits } = readGsV0(first);
    expect(bands).toEqual([
      { widthBytes: 72, rows: 256 },
      { widthBytes: 72, rows: 44 },
    ]);
    expect(bits).toEqual([...bitmap.bits.subarray(0, 300 * 72)]);
    const rest = bytes.subarray(first.length);
    expect([...rest.subarray(0, 3)]).toEqual([0x1b, 0x4a, 24]);
    const middle = readGsV0(rest.subarray(3, 3 + 8 + 5 * 72));
    expect(middle.bits).toEqual([...bitmap.bits.subarray(324 * 72, 329 * 72)]);
    const tail = rest.subarray(3 + 8 + 5 * 72);
    expect([...tail.subarray(0, 9)]).toEqual([0x1b, 0x4a, 255, 0x1b, 0x4a, 255, 0x1b, 0x4a, 90]);
    expect(readGsV0(tail.subarray(9)).bits).toEqual([...bitmap.bits.subarray(929 * 72)]);
    // Without a motion unit (a drawn part among text, a label): every row is sent, as before.
    expect(readGsV0(escPosRaster(bitmap)).bits).toEqual([...bitmap.bits]);
  });

  it('sets the motion unit to one dot row where the dpi fits a byte, else two', () => {
    expect(escPosMotionUnit(203)).toEqual({ bytes: Uint8Array.of(0x1d, 0x50, 203, 203), rowsPerUnit: 1 });
    expect(escPosMotionUnit(180)).toEqual({ bytes: Uint8Array.of(0x1d, 0x50, 180, 180), rowsPerUnit: 1 });
    expect(escPosMotionUnit(300)).toEqual({ bytes: Uint8Array.of(0x1d, 0x50, 150, 150), rowsPerUnit: 2 });
  });

  it('moves a Star printer past blank rows with ESC * r Y instead of sending them', () => {
    const bitmap = striped(576, [2, 40, 1]);
    expect([...starRasterRows(bitmap)]).toEqual([
      ...starRasterRows({ widthDots: 576, heightDots: 2, bits: bitmap.bits.subarray(0, 2 * 72) }),
      ...starRasterFeed(40),
      ...starRasterRows({ widthDots: 576, heightDots: 1, bits: bitmap.bits.subarray(42 * 72) }),
    ]);
  });
});

describe('Star raster', () => {
  it('enters raster mode on continuous paper with the EOT mode that ends the job', () => {
    expect([...starRasterEnter('cut')]).toEqual([
      ...[0x1b, ...ascii('*rA')],
      ...[0x1b, ...ascii('*rP0'), 0x00],
      // EOT mode 13: feed to the cutter and cut partially; the number is ASCII digits ended by NUL.
      ...[0x1b, ...ascii('*rE13'), 0x00],
    ]);
    expect([...starRasterEnter('continue')].slice(-6)).toEqual([0x1b, ...ascii('*rE1'), 0x00]);
  });

  it('sends one `b n1 n2` row per dot row, with the row bytes as they are', () => {
    const bitmap = pattern(576, 3);
    const bytes = starRasterRows(bitmap);
    expect(bytes).toHaveLength(3 * 75);
    for (let row = 0; row < 3; row++) {
      const at = row * 75;
      expect([...bytes.subarray(at, at + 3)]).toEqual([0x62, 72, 0]);
      expect([...bytes.subarray(at + 3, at + 75)]).toEqual([
        ...bitmap.bits.subarray(row * 72, row * 72 + 72),
      ]);
    }
    // A row over 255 bytes carries its length in two bytes (n1 + n2 × 256).
    expect([...starRasterRows(pattern(2400, 1)).subarray(0, 3)]).toEqual([0x62, 300 & 0xff, 1]);
  });

  it('feeds blank dot rows with ESC * r Y n NUL, ends with ESC FF EOT and ESC * r B', () => {
    expect([...starRasterFeed(34)]).toEqual([0x1b, ...ascii('*rY34'), 0x00]);
    expect(starRasterFeed(0)).toHaveLength(0);
    // n stays within 1–255: a longer blank space is several moves.
    expect([...starRasterFeed(600)]).toEqual([
      ...[0x1b, ...ascii('*rY255'), 0x00],
      ...[0x1b, ...ascii('*rY255'), 0x00],
      ...[0x1b, ...ascii('*rY90'), 0x00],
    ]);
    expect([...starRasterQuit()]).toEqual([0x1b, 0x0c, 0x04, 0x1b, ...ascii('*rB')]);
  });

  it('puts a whole segment together: enter, rows and feeds in order, end', () => {
    const a = pattern(384, 2);
    const b = pattern(384, 1);
    const bytes = starRaster([a, { feedDots: 34 }, b], 'cut');
    const expected = [
      ...starRasterEnter('cut'),
      ...starRasterRows(a),
      ...starRasterFeed(34),
      ...starRasterRows(b),
      ...starRasterQuit(),
    ];
    expect([...bytes]).toEqual(expected);
  });
});

describe('a picture never carries a real-time command', () => {
  it('turns 0x10 before 0x04, 0x05 or 0x14 into 0x11, in the block the preview draws and in the bytes sent', () => {
    const dots = new Uint8Array(16 * 2);
    // Row 0: 0x10 0x04 (DLE EOT); row 1: 0x10 0x14 (DLE DC4), as packed bytes of a 16-dot-wide picture.
    const setByte = (row: number, column: number, value: number): void => {
      for (let bit = 0; bit < 8; bit++) dots[row * 16 + column * 8 + bit] = (value >> (7 - bit)) & 1;
    };
    setByte(0, 0, 0x10);
    setByte(0, 1, 0x04);
    setByte(1, 0, 0x10);
    setByte(1, 1, 0x14);
    const block = rasterBlock(dots, 16, 2, 'x');
    expect([...rasterBytes(block)]).toEqual([0x11, 0x04, 0x11, 0x14]);
    const sent = escPosRaster({ widthDots: 16, heightDots: 2, bits: Uint8Array.of(0x10, 0x05, 0x10, 0x10) });
    expect([...sent.subarray(8)]).toEqual([0x11, 0x05, 0x10, 0x10]);
  });
});
