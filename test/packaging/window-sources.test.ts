/**
 * A built window knows which sources it was built from (scripts/window-sources.mjs): `npm run demo`
 * builds again only when they changed, and the browser tests take `npm run build`'s bundle only when it
 * is current. A stale window taken for current would test (or show) yesterday's code.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SOURCES_STAMP,
  builtFromCurrentSources,
  stampWindowSources,
  windowSourcesHash,
} from '../../scripts/window-sources.mjs';

let root = '';

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'orderslip-window-sources-'));
  write('src/index.html', '<!doctype html><script type="module" src="./main.ts"></script>');
  write('src/main.ts', "import { word } from '../electron/common/word';\ndocument.title = word;\n");
  write('electron/common/word.ts', "export const word = 'Bestellingen';\n");
  write('electron/core/engine.ts', 'export const engine = 1;\n');
  write('svelte.config.js', 'export default {};\n');
  write('package-lock.json', '{}\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the hash of the window’s sources', () => {
  it('changes with a byte of a source, a new source and a renamed one', () => {
    const first = windowSourcesHash(root);
    expect(windowSourcesHash(root)).toBe(first);
    write('electron/common/word.ts', "export const word = 'Commandes';\n");
    const edited = windowSourcesHash(root);
    expect(edited).not.toBe(first);
    write('src/extra.css', 'body { margin: 0; }\n');
    const added = windowSourcesHash(root);
    expect(added).not.toBe(edited);
    renameSync(join(root, 'src/extra.css'), join(root, 'src/other.css'));
    expect(windowSourcesHash(root)).not.toBe(added);
    write('package-lock.json', '{"lockfileVersion":3}\n');
    expect(windowSourcesHash(root)).not.toBe(added);
  });

  it('stays the same when only the engine changes, which the window does not import', () => {
    const before = windowSourcesHash(root);
    write('electron/core/engine.ts', 'export const engine = 2;\n');
    expect(windowSourcesHash(root)).toBe(before);
  });
});

describe('a built window', () => {
  const buildWith = (outDir: string) =>
    build({
      configFile: false,
      root: join(root, 'src'),
      base: './',
      logLevel: 'error',
      plugins: [stampWindowSources(root)],
      build: { outDir, emptyOutDir: true },
    });

  it('is current when built from the sources as they are, and stale once one changes', async () => {
    const outDir = join(root, 'out/renderer');
    await buildWith(outDir);
    expect(builtFromCurrentSources(outDir, root)).toBe(true);
    write('src/main.ts', "import { word } from '../electron/common/word';\ndocument.title = `${word}!`;\n");
    expect(builtFromCurrentSources(outDir, root)).toBe(false);
    await buildWith(outDir);
    expect(builtFromCurrentSources(outDir, root)).toBe(true);
  });

  it('is not current without its stamp or without its page', async () => {
    const outDir = join(root, 'out/renderer');
    await buildWith(outDir);
    rmSync(join(outDir, 'index.html'));
    expect(builtFromCurrentSources(outDir, root)).toBe(false);
    await buildWith(outDir);
    rmSync(join(outDir, SOURCES_STAMP));
    expect(builtFromCurrentSources(outDir, root)).toBe(false);
    expect(builtFromCurrentSources(join(root, 'out/nothing'), root)).toBe(false);
  });
});
