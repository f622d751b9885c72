/**
 * Once per run, before the first file: the window's production bundle in a folder of the run's own, and
 * one Chromium every browser file (test/e2e) connects to. Each file then opens its own pages (a fresh
 * browser context each) on that bundle: building and starting a browser per file cost more than most of
 * their tests.
 *
 * The bundle is `npm run build`'s own (out/renderer) when that was built from the sources as they are
 * (scripts/window-sources.mjs), copied so a build meanwhile cannot change it under the tests; otherwise
 * it is built here. Building it took the first 14 s of every run, with the workers waiting.
 *
 * The browser files share the `node` project with the other node files, so that a worker moves from one
 * to the other (vitest.config.ts). A run given file filters that leave out every browser file
 * (`npx vitest run test/engine`) prepares neither.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { builtFromCurrentSources, windowSourcesHash } from '../../scripts/window-sources.mjs';

const APP_ROOT = resolve(import.meta.dirname, '../..');

/** Copies the app's own build into `outDir` when it is current and whole; false when it is not. */
function copyCurrentBuild(outDir: string): boolean {
  const built = join(APP_ROOT, 'out/renderer');
  const sources = windowSourcesHash(APP_ROOT);
  if (!builtFromCurrentSources(built, APP_ROOT, sources)) return false;
  cpSync(built, outDir, { recursive: true });
  // A build swapped in during the copy would leave a mix: the copy must still be current, and hold every
  // file its page names.
  if (!builtFromCurrentSources(outDir, APP_ROOT, sources)) return false;
  const page = readFileSync(join(outDir, 'index.html'), 'utf8');
  const named = [...page.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((match) => match[1]!);
  return named.length > 0 && named.every((file) => existsSync(join(outDir, file)));
}

async function windowBundle(outDir: string): Promise<void> {
  if (copyCurrentBuild(outDir)) return;
  rmSync(outDir, { recursive: true, force: true });
  const { buildWindow } = await import('./build-window');
  await buildWindow(outDir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** An app root whose out/renderer holds the window's production bundle, of this run's own. */
    readonly e2eWindowRoot: string;
    /** Where the run's Chromium listens for Playwright (`chromium.connect`). */
    readonly e2eBrowserEndpoint: string;
  }
}

/**
 * Whether Vitest's file filters (`vitest run <filter>…`) keep any of `files`, matched as Vitest matches
 * them: a part of the file's path from `root`, or an absolute path it lies under; a `:line` is dropped.
 */
export function filtersKeepAny(filters: readonly string[], root: string, files: readonly string[]): boolean {
  if (filters.length === 0) return true;
  return filters.some((raw) => {
    const filter = raw.replace(/:\d+$/, '');
    const fromRoot = relative(root, filter).toLocaleLowerCase();
    return files.some((file) => {
      if (isAbsolute(filter) && file.startsWith(filter)) return true;
      const path = relative(root, file).toLocaleLowerCase();
      return path.includes(filter.toLocaleLowerCase()) || path.includes(fromRoot);
    });
  });
}

/**
 * Whether the run may start a browser file. Vitest keeps the run's filters on its instance without a
 * public name: when they cannot be read, every file may run.
 */
function runsBrowserFiles(project: TestProject): boolean {
  const filters = (project.vitest as unknown as { filenamePattern?: readonly string[] }).filenamePattern;
  if (!Array.isArray(filters)) return true;
  const files = readdirSync(join(APP_ROOT, 'test/e2e'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(APP_ROOT, 'test/e2e', name));
  return filtersKeepAny(filters, project.config.root, files);
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!runsBrowserFiles(project)) return undefined;
  // Loaded only for a run with browser files: Playwright and Vite are most of a small run's start.
  const { launchChromiumServer } = await import('./chromium');
  const root = mkdtempSync(join(tmpdir(), 'orderslip-e2e-window-'));
  const [server, built] = await Promise.allSettled([
    launchChromiumServer(),
    windowBundle(join(root, 'out/renderer')),
  ]);
  if (server.status === 'rejected' || built.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.close();
    rmSync(root, { recursive: true, force: true });
    throw server.status === 'rejected' ? server.reason : (built as PromiseRejectedResult).reason;
  }
  project.provide('e2eWindowRoot', root);
  project.provide('e2eBrowserEndpoint', server.value.wsEndpoint());
  return async () => {
    await server.value.close();
    rmSync(root, { recursive: true, force: true });
  };
}
