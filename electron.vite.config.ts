import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  main: {
    build: {
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
  renderer: {
    root: resolve('src'),
    build: {
      rolldownOptions: { input: { index: resolve('src/index.html') } },
    },
    plugins: [svelte({ configFile: resolve('svelte.config.js') })],
  },
});
