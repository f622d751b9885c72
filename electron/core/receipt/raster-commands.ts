/**
 * The bytes that put a 1-bit bitmap on paper, for ESC/POS (`GS v 0`) and for Star raster (`ESC * r`).
 * Pure byte building: what a receipt holds and when to use which is `encode.ts`'s business.
 *
 * A bitmap is rows top to bottom, each `widthDots / 8` bytes, most significant bit leftmost, 1 = black:
 * exactly the layout both command sets take, so rows are copied, never repacked.
 */

import { withoutRealTimeCommands } from '../../common/receipt/bitmap';
/** A bitmap as the printer takes it (the decoded form of a `RasterBlock`). */
export interface Bitmap {
  readonly widthDots: number;
  readonly heightDots: number;
  readonly bits: Uint8Array;
}

/** Bytes of one row: the width in dots rounded up to whole bytes. */
export function rowBytes(widthDots: number): number {
  return Math.ceil(widthDots / 8);
}

/**
 * Most rows one `GS v 0` band carries. A printer collects a raster command's rows in its image buffer
 * before printing them, and one command may not exceed it: Epson allows at most 2,303 rows (yH ≤ 8) on
 * many models, clones less; a receipt drawn whole is 1,000–2,500 rows. The receive buffer is kept from
 * overflowing by the connection's own flow control (TCP window, USB, serial handshaking), not by us.
 */
export const MAX_BAND_ROWS = 256;
/** …and at most this many bytes of bitmap data (a 300 dpi head has 104-byte rows: 236 rows a band). */
export const MAX_BAND_BYTES = 24 * 1024;

/** Rows per band for a bitmap of this width: as many as fit both limits, at least one. */
export function bandRows(widthDots: number): number {
  return Math.max(1, Math.min(MAX_BAND_ROWS, Math.floor(MAX_BAND_BYTES / Math.max(1, rowBytes(widthDots)))));
}

function checked(bitmap: Bitmap): number {
  const { widthDots, heightDots, bits } = bitmap;
  if (!Number.isInteger(widthDots) || widthDots <= 0 || widthDots > 65_535 * 8)
    throw new Error(`A raster image ${widthDots} dots wide cannot be printed.`);
  if (!Number.isInteger(heightDots) || heightDots < 0)
    throw new Error(`A raster image ${heightDots} dots high cannot be printed.`);
  const perRow = rowBytes(widthDots);
  if (bits.length !== perRow * heightDots)
    throw new Error(
      `A raster image of ${widthDots}x${heightDots} dots needs ${perRow * heightDots} bytes, not ${bits.length}.`,
    );
  return perRow;
}

/**
 * Blank rows from which a run of them is fed past rather than sent: one line of font A. Shorter gaps (the
 * white between two lines of text) stay inside their band, so a receipt is not cut into a band per line.
 */
export const MIN_FEED_ROWS = 24;

/** A bitmap cut where it has no ink: rows to send, and blank rows to feed past. */
export type RasterPiece =
  | { readonly kind: 'rows'; readonly top: number; readonly rows: number }
  | { readonly kind: 'feed'; readonly rows: number };

function blankRow(bits: Uint8Array, perRow: number, row: number): boolean {
  for (let at = row * perRow, end = at + perRow; at < end; at++) if (bits[at] !== 0) return false;
  return true;
}

/**
 * The bitmap's rows in pieces: each run of at least `MIN_FEED_ROWS` blank rows becomes a feed of a whole
 * number of `rowsPerUnit` (the rows one unit of the printer's feed moves); what is left of such a run stays
 * with the rows before it (or after it, at the top), so the paper moves exactly the bitmap's height.
 */
export function rasterPieces(bitmap: Bitmap, rowsPerUnit = 1): RasterPiece[] {
  const perRow = checked(bitmap);
  const pieces: RasterPiece[] = [];
  let start = 0;
  let row = 0;
  while (row < bitmap.heightDots) {
    if (!blankRow(bitmap.bits, perRow, row)) {
      row++;
      continue;
    }
    const blankTop = row;
    while (row < bitmap.heightDots && blankRow(bitmap.bits, perRow, row)) row++;
    const fed = Math.floor((row - blankTop) / rowsPerUnit) * rowsPerUnit;
    if (row - blankTop < MIN_FEED_ROWS || fed === 0) continue;
    const left = row - blankTop - fed;
    if (blankTop > start) {
      pieces.push({ kind: 'rows', top: start, rows: blankTop + left - start });
      pieces.push({ kind: 'feed', rows: fed });
      start = row;
    } else {
      pieces.push({ kind: 'feed', rows: fed });
      start = blankTop + fed;
    }
  }
  if (start < bitmap.heightDots) pieces.push({ kind: 'rows', top: start, rows: bitmap.heightDots - start });
  return pieces;
}

/**
 * ESC/POS `GS v 0 m xL xH yL yH d1…dk` (m = 0: normal size), in bands of `bandRows` rows. x is the
 * width in bytes, y the rows of the band. Each band is printed as it arrives, directly below the one
 * before it: the printer advances the paper by the band's height.
 *
 * With `feed` (a receipt that is all drawn, whose job has set the motion unit: `escPosMotionUnit`), runs
 * of blank rows are not sent: `ESC J n` feeds past them (n units of `feed.rowsPerUnit` rows, at most 255
 * a command).
 */
export function escPosRaster(bitmap: Bitmap, feed?: { readonly rowsPerUnit: number }): Uint8Array {
  const perRow = checked(bitmap);
  const rows = bandRows(bitmap.widthDots);
  const parts: Uint8Array[] = [];
  const pieces: readonly RasterPiece[] = feed
    ? rasterPieces(bitmap, feed.rowsPerUnit)
    : [{ kind: 'rows', top: 0, rows: bitmap.heightDots }];
  for (const piece of pieces) {
    if (piece.kind === 'feed') {
      for (let units = piece.rows / (feed?.rowsPerUnit ?? 1); units > 0; units -= 255)
        parts.push(Uint8Array.of(0x1b, 0x4a, Math.min(255, units)));
      continue;
    }
    const end = piece.top + piece.rows;
    for (let top = piece.top; top < end; top += rows) {
      const height = Math.min(rows, end - top);
      parts.push(
        Uint8Array.of(0x1d, 0x76, 0x30, 0x00, perRow & 0xff, perRow >> 8, height & 0xff, height >> 8),
        // Pictures made by `rasterBlock` are already clean; a label's drawing is cleaned here.
        withoutRealTimeCommands(bitmap.bits.slice(top * perRow, (top + height) * perRow)),
      );
    }
  }
  return concat(parts);
}

/**
 * `GS P x y`: the motion units, 1/x inch across and 1/y down, so `ESC J n` moves a known number of dot
 * rows (a printer's own default differs by model: 1/360 inch on a TM-T88, whose dots are 1/180). One unit
 * is one dot row where the head's dpi fits a byte, else two (1/150 inch at 300 dpi). `ESC @` restores
 * the defaults, and every job ends with one.
 */
export function escPosMotionUnit(dpi: number): { bytes: Uint8Array; rowsPerUnit: number } {
  const rowsPerUnit = Math.ceil(dpi / 255);
  const perInch = Math.round(dpi / rowsPerUnit);
  return { bytes: Uint8Array.of(0x1d, 0x50, perInch, perInch), rowsPerUnit };
}

// Star raster, from Star's "STAR Line Mode Command Specifications" (raster mode chapter) and "Star
// Graphic Mode Command Specifications" (the TSP100 family): numbers in `ESC * r X n NUL` are decimal
// in ASCII digits ("13" is 0x31 0x33), ended by NUL.
const ESC = 0x1b;

function starCommand(letter: string, value?: number): Uint8Array {
  const head = [ESC, 0x2a, 0x72, letter.charCodeAt(0)];
  if (value === undefined) return Uint8Array.of(...head);
  return Uint8Array.of(...head, ...[...String(value)].map((digit) => digit.charCodeAt(0)), 0x00);
}

/** What Star raster does at the end of the job's data (EOT mode, `ESC * r E n NUL`). */
export type StarRasterEnd =
  /** 13: feed to the cutter and cut partially: the end of a receipt. */
  | 'cut'
  /** 1: print what is in the image buffer and go on: an image within a text receipt. */
  | 'continue';

const EOT_MODE: Readonly<Record<StarRasterEnd, number>> = { cut: 13, continue: 1 };

/**
 * `ESC * r A` enter raster mode (it prints what line mode still holds and sets raster defaults, so the
 * settings follow it), `ESC * r P 0 NUL` page length 0 = continuous paper (a receipt roll: no form is
 * fed out), `ESC * r E n NUL` what ending the job does.
 */
export function starRasterEnter(end: StarRasterEnd): Uint8Array {
  return concat([starCommand('A'), starCommand('P', 0), starCommand('E', EOT_MODE[end])]);
}

/**
 * `b n1 n2 d1…dk`, one per row: send a row and move down one dot row (k = n1 + n2 × 256 bytes). A run of
 * blank rows (`rasterPieces`) is not sent: `ESC * r Y` moves past it.
 */
export function starRasterRows(bitmap: Bitmap): Uint8Array {
  const perRow = checked(bitmap);
  const parts: Uint8Array[] = [];
  for (const piece of rasterPieces(bitmap)) {
    if (piece.kind === 'feed') {
      parts.push(starRasterFeed(piece.rows));
      continue;
    }
    const out = new Uint8Array(piece.rows * (3 + perRow));
    for (let i = 0; i < piece.rows; i++) {
      const at = i * (3 + perRow);
      const row = piece.top + i;
      out[at] = 0x62;
      out[at + 1] = perRow & 0xff;
      out[at + 2] = perRow >> 8;
      out.set(bitmap.bits.subarray(row * perRow, (row + 1) * perRow), at + 3);
    }
    parts.push(out);
  }
  return concat(parts);
}

/** Most dot rows one `ESC * r Y` moves: its n is a byte's range in Star's manuals (1–255). */
const MAX_FEED_DOTS = 255;

/**
 * `ESC * r Y n NUL`: move the paper n dot rows (blank space), in raster mode; more than one command for
 * more than 255 rows (a few blank lines at 300 dpi), so no printer meets an n out of its range.
 */
export function starRasterFeed(dots: number): Uint8Array {
  const parts: Uint8Array[] = [];
  for (let left = Math.max(0, Math.floor(dots)); left > 0; left -= MAX_FEED_DOTS)
    parts.push(starCommand('Y', Math.min(MAX_FEED_DOTS, left)));
  return concat(parts);
}

/**
 * `ESC FF EOT` executes the EOT mode set on entering (for `cut`: feed to the cutter, partial cut), then
 * `ESC * r B` quits raster mode. Quitting alone would also run the EOT mode while data is left in the
 * image buffer; running it first says so in the bytes, and quitting then finds nothing left to do.
 */
export function starRasterQuit(): Uint8Array {
  return concat([Uint8Array.of(ESC, 0x0c, 0x04), starCommand('B')]);
}

/** One complete Star raster segment: enter, every bitmap's rows (with blank feeds), end. */
export function starRaster(parts: readonly (Bitmap | { readonly feedDots: number })[], end: StarRasterEnd) {
  return concat([
    starRasterEnter(end),
    ...parts.map((part) => ('feedDots' in part ? starRasterFeed(part.feedDots) : starRasterRows(part))),
    starRasterQuit(),
  ]);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
