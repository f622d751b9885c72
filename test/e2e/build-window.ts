/**
 * Builds the window (src/) the way `npm run build` does, into a folder of the test run's own, so the
 * browser tests exercise the production bundle under its real Content-Security-Policy, never a stale
 * build. Once a run, by global-setup.ts.
 */
import { join } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { build } from 'vite';
import { APP_ROOT } from '../../electron/headless/host';

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
