/**
 * Builds the window (src/) the way `npm run build` does, into a folder of the test run's own, so the
 * browser tests exercise the production bundle under its real Content-Security-Policy, never a stale
 * build. Once a run, by global-setup.ts.
 */
import { join, resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { build } from 'vite';

/** The repository (the headless host's `APP_ROOT`), named here: importing the host would load the engine. */
const APP_ROOT = resolve(import.meta.dirname, '../..');

export async function buildWindow(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(APP_ROOT, 'src'),
    base: './',
    // A failed build throws; its advice (chunk sizes, plugin timings) is for `npm run build`, not the tests.
    logLevel: 'error',
    plugins: [svelte({ configFile: join(APP_ROOT, 'svelte.config.js') })],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
}
