import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { stampWindowSources } from './scripts/window-sources.mjs';

const renderer = {
  root: resolve('src'),
  build: {
    rolldownOptions: { input: { index: resolve('src/index.html') } },
    // One bundle of about 1.4 MB, read from disk or from the PC itself, never over the internet: Vite's
    // 500 kB warning is about download time, which this window does not have.
    chunkSizeWarningLimit: 2_000,
    // electron-vite leaves the window unminified: 1.8 MB of script for every window to parse, against
    // 1.1 MB minified, at the cost of readable names in a stack trace from the window.
    minify: true,
    // scripts/build-renderer.mjs builds beside out/renderer and then swaps it in, so a host serving the
    // window meanwhile never finds it half written.
    ...(process.env['ORDERSLIP_RENDERER_OUT'] ? { outDir: process.env['ORDERSLIP_RENDERER_OUT'] } : {}),
  },
  // The stamp says which sources the bundle was built from (scripts/window-sources.mjs).
  plugins: [svelte({ configFile: resolve('svelte.config.js') }), stampWindowSources(resolve('.'))],
};

// `npm install` builds only the window (scripts/build-renderer.mjs): the headless host serves it at
// once, and main and preload are of no use without Electron's program.
const rendererOnly = process.env['ORDERSLIP_BUILD'] === 'renderer';

export default defineConfig(
  rendererOnly
    ? { renderer }
    : {
        main: {
          build: {
            // Every dependency stays in node_modules, never in the bundle (electron-vite's default, said
            // here for the one that must): @napi-rs/canvas loads its native .node file from its platform
            // package. The receipt fonts are files, resolved from node_modules at run time
            // (core/receipt/raster/fonts.ts), so no bundler ever sees them.
            externalizeDeps: { include: ['@napi-rs/canvas'] },
            rolldownOptions: { input: { index: resolve('electron/main/index.ts') } },
          },
        },
        preload: {
          build: {
            // A sandboxed preload cannot load ES modules: it must be CommonJS.
            rolldownOptions: {
              input: { index: resolve('electron/preload/index.ts') },
              output: { format: 'cjs', entryFileNames: '[name].cjs' },
            },
          },
        },
        renderer,
      },
);
