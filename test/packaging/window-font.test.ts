/**
 * The window draws emoji with the font the receipts are drawn with, kept as a WOFF in src/fonts (the
 * only place both ways of serving the window reach: docs/WINDOW.md, "Look"). A font package updated
 * without `node scripts/window-font.mjs` would let the screen and the paper drift apart.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FONT_MODULES } from '../../electron/core/receipt/raster/fonts';
import {
  FONT_MODULE,
  WINDOW_FONT,
  readPackagedFont,
  sfntTables,
  woffTables,
} from '../../scripts/window-font.mjs';

describe("the window's emoji font", () => {
  it('is a font the receipts are drawn with', () => {
    expect(FONT_MODULES).toContain(FONT_MODULE);
  });

  it('holds exactly the tables of that font, in a WOFF a browser reads', () => {
    const woff = readFileSync(WINDOW_FONT);
    expect(woff.toString('latin1', 0, 4)).toBe('wOFF');
    expect(woff.readUInt32BE(8)).toBe(woff.length);
    const font = readPackagedFont();
    const summary = (tables: ReturnType<typeof sfntTables>) =>
      tables.map((table) => ({ tag: table.tag, checksum: table.checksum, data: table.data.toString('hex') }));
    expect(summary(woffTables(woff, (packed) => inflateSync(packed)))).toEqual(summary(sfntTables(font)));
  });
});
