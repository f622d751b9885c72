/**
 * Once per run of the e2e project, before its first file: the window's production bundle in a folder of
 * the run's own, and one Chromium every file connects to. Each file then opens its own pages (a fresh
 * browser context each) on that bundle: building and starting a browser per file cost more than most of
 * their tests.
 *
 * The bundle is `npm run build`'s own (out/renderer) when that was built from the sources as they are
 * (scripts/window-sources.mjs), copied so a build meanwhile cannot change it under the tests; otherwise
 * it is built here. Building it took the first 14 s of every run, with the workers waiting.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { builtFromCurrentSources, windowSourcesHash } from '../../scripts/window-sources.mjs';
import { buildWindow } from './build-window';
import { launchChromiumServer } from './chromium';

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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
