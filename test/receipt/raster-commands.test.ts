import { describe, expect, it } from 'vitest';
import { DPIS, dotsPerLine, PAPER_WIDTHS } from '../../electron/common/model/printer-settings';
import { rasterBlock, rasterBytes } from '../../electron/common/receipt/bitmap';
import {
  bandRows,
  escPosRaster,
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
