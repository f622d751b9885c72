import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Tests open real sockets and files; two cores, so keep the pool small and predictable.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/renderer/**', 'test/e2e/**'],
          environment: 'node',
        },
      },
      {
        // The window's components, compiled by Svelte and mounted in jsdom against a fake AppApi.
        extends: true,
        plugins: [svelte({ configFile: resolve(import.meta.dirname, 'svelte.config.js') }), svelteTesting()],
        test: {
          name: 'renderer',
          include: ['test/renderer/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        // The real window in Chromium against the headless host. The bundle is built and Chromium started
        // once for the run (global-setup.ts); each file connects to that browser with pages of its own.
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          environment: 'node',
          // The files share workers: each closes what it opened, and a worker's start (Playwright, the
          // engine's modules) was a fifth of each file's time.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
