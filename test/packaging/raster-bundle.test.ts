/**
 * The headless host is bundled by esbuild (`npm run build:headless`, out/headless/) with its packages
 * left in node_modules. A receipt drawn from such a bundle must still find @napi-rs/canvas's
 * native binary and the font files, which are resolved from the bundle's own place, not the sources'.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { HEADLESS_BUNDLE_OPTIONS } from '../../scripts/headless-bundle.mjs';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
// Inside the project, as out/headless is, so node_modules is found the same way.
mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
const DIR = mkdtempSync(join(ROOT, 'node_modules/.cache/orderslip-raster-bundle-'));

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

const ENTRY = `
import { drawLines, rasterGeometry } from './electron/core/receipt/raster/draw';
const lines = ['Sto lat Łucja 🎂', 'عيد ميلاد سعيد', 'Привет Ελένη'].map((text) => ({
  kind: 'text', text, size: 'tall', bold: true, inverted: false, align: 'left',
}));
const bitmap = drawLines(lines, rasterGeometry(80, 203));
console.log(JSON.stringify({ width: bitmap.width, height: bitmap.height, ink: bitmap.dots.reduce((a, b) => a + b, 0) }));
`;

describe('drawing from a bundle like the headless host', () => {
  it('finds the native canvas and the bundled fonts', async () => {
    const outfile = join(DIR, 'draw.cjs');
    await build({
      ...HEADLESS_BUNDLE_OPTIONS,
      stdin: { contents: ENTRY, resolveDir: ROOT, sourcefile: 'entry.ts', loader: 'ts' },
      outfile,
    });
    const run = spawnSync(process.execPath, [outfile], { cwd: DIR, encoding: 'utf8', timeout: 15_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as { width: number; height: number; ink: number };
    expect(result).toMatchObject({ width: 576, height: 3 * 48 });
    expect(result.ink).toBeGreaterThan(1000);
  });
});
