/**
 * Whether a built window (out/renderer) was built from the sources as they are now. Every build of the
 * window through electron.vite.config.ts (`npm run build`, `npm install`, `npm run demo`) writes a hash of
 * its sources beside the bundle (`sources.sha256`); `npm run demo` builds again only when the hash no
 * longer matches, and the browser tests take the bundle as it is when it does, instead of building the
 * window once more (about 20 s of CPU a run).
 *
 * A hash of the files' contents, not their times: a checkout, a stash or a copy can give a changed file an
 * older time than the build's.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What the window is made of (docs/ARCHITECTURE.md: src/ imports only electron/common). */
export const WINDOW_SOURCES = [
  'src',
  'electron/common',
  'svelte.config.js',
  'electron.vite.config.ts',
  'scripts/window-sources.mjs',
  'package-lock.json',
];

/** The stamp's name inside a built window's folder. */
export const SOURCES_STAMP = 'sources.sha256';

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The hash of every file the window is made of: each one's path from `root` and its bytes. */
export function windowSourcesHash(root) {
  const hash = createHash('sha256');
  const files = WINDOW_SOURCES.flatMap((source) => filesUnder(join(root, source)))
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort();
  for (const file of files) {
    const bytes = readFileSync(join(root, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/**
 * True when `rendererDir` holds a whole window built from the sources under `root` as they are now.
 * `hash` is `windowSourcesHash(root)`, for a caller that checks more than one folder.
 */
export function builtFromCurrentSources(rendererDir, root, hash = windowSourcesHash(root)) {
  const stamp = join(rendererDir, SOURCES_STAMP);
  if (!existsSync(stamp) || !existsSync(join(rendererDir, 'index.html'))) return false;
  return readFileSync(stamp, 'utf8').trim() === hash;
}

/**
 * A Vite plugin that writes the stamp into the build's folder. The hash is taken as the build starts:
 * a source changed while it runs leaves a stamp that no longer matches, so the next check builds again.
 */
export function stampWindowSources(root) {
  let hash = '';
  return {
    name: 'orderslip-window-sources-stamp',
    apply: 'build',
    buildStart() {
      hash = windowSourcesHash(root);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SOURCES_STAMP, source: `${hash}\n` });
    },
  };
}
