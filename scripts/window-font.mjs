#!/usr/bin/env node
/**
 * Writes the window's emoji font, src/fonts/orderslip-emoji.woff: the very Noto Emoji the receipts are
 * drawn with (electron/core/receipt/raster/fonts.ts), losslessly packed as WOFF (each table deflated).
 * It lives in src/ because the window compiled on request serves only src/ and electron/common
 * (electron/headless/http-host.ts), and the built window takes it from there too. Run it again after
 * the font package changes: test/packaging/window-font.test.ts fails until the two agree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FONT_MODULE = '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf';
export const WINDOW_FONT = join(ROOT, 'src/fonts/orderslip-emoji.woff');

const pad4 = (length) => (length + 3) & ~3;

/** The tables of a TrueType/OpenType file, in its directory's order (sorted by tag). */
export function sfntTables(font) {
  const count = font.readUInt16BE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = 12 + 16 * index;
    const offset = font.readUInt32BE(entry + 8);
    return {
      tag: font.toString('latin1', entry, entry + 4),
      checksum: font.readUInt32BE(entry + 4),
      data: font.subarray(offset, offset + font.readUInt32BE(entry + 12)),
    };
  });
}

/** The tables a WOFF file holds, inflated: what a browser rebuilds the font from. */
export function woffTables(woff, inflate) {
  const count = woff.readUInt16BE(12);
  return Array.from({ length: count }, (_, index) => {
    const entry = 44 + 20 * index;
    const offset = woff.readUInt32BE(entry + 4);
    const packed = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    return {
      tag: woff.toString('latin1', entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: packed.length === length ? packed : inflate(packed),
    };
  });
}

/** WOFF 1.0 (W3C): a 44-byte header, a 20-byte entry a table, each table deflated when that is smaller. */
export function woffOf(font) {
  const tables = sfntTables(font).map((table) => {
    const deflated = deflateSync(table.data, { level: 9 });
    return { ...table, stored: deflated.length < table.data.length ? deflated : table.data };
  });
  const header = 44 + 20 * tables.length;
  let offset = header;
  const placed = tables.map((table) => {
    const at = offset;
    offset += pad4(table.stored.length);
    return at;
  });
  const woff = Buffer.alloc(offset);
  woff.write('wOFF', 0, 'latin1');
  woff.writeUInt32BE(font.readUInt32BE(0), 4);
  woff.writeUInt32BE(offset, 8);
  woff.writeUInt16BE(tables.length, 12);
  const sfntSize = 12 + 16 * tables.length + tables.reduce((sum, table) => sum + pad4(table.data.length), 0);
  woff.writeUInt32BE(sfntSize, 16);
  woff.writeUInt16BE(1, 20);
  tables.forEach((table, index) => {
    const entry = 44 + 20 * index;
    woff.write(table.tag, entry, 'latin1');
    woff.writeUInt32BE(placed[index], entry + 4);
    woff.writeUInt32BE(table.stored.length, entry + 8);
    woff.writeUInt32BE(table.data.length, entry + 12);
    woff.writeUInt32BE(table.checksum, entry + 16);
    table.stored.copy(woff, placed[index]);
  });
  return woff;
}

export function readPackagedFont() {
  return readFileSync(createRequire(import.meta.url).resolve(FONT_MODULE));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const woff = woffOf(readPackagedFont());
  writeFileSync(WINDOW_FONT, woff);
  process.stdout.write(`orderslip: ${WINDOW_FONT} written (${woff.length} bytes).\n`);
}
