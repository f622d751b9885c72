import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { ShortFilesLast } from './test/file-order.ts';

/**
 * Node files that need a worker of their own (project `node-isolated`): they change what every later
 * file in a shared worker would see, process-wide state no test undoes by itself. Everything else shares
 * workers. None needs it today.
 */
const ISOLATED: string[] = [];

export default defineConfig({
  test: {
    // These bound a failure, never a pass: generous, so a machine running two suites at once still passes.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll's own default (1 s) is a guess at how fast a page draws: a busy machine missed it.
    expect: { poll: { timeout: 30_000 } },
    // node:sqlite announces itself as experimental in every worker; the ledger uses it knowingly
    // (docs/LEDGER.md). Other warnings still print.
    execArgv: ['--disable-warning=ExperimentalWarning'],
    // Tests open real sockets and files and mostly wait on them: on two cores, eight workers keep both
    // busy while others wait (docs/TESTING.md has the figures: 168-189 s with eight, 178-185 s with six,
    // four runs each, alternated on a quiet 2-core machine).
    pool: 'forks',
    // Longest files first within each group (test/file-order.ts); the groups are set per project below.
    sequence: { sequencer: ShortFilesLast },
    maxWorkers: 8,
    // The output says what failed: a passing test is named only when it took long even for a busy machine.
    slowTestThreshold: 5_000,
    // A test that stubs a global or the environment leaves nothing behind for the next file.
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        // Starting a worker per file cost about a minute of a whole run: these files share workers. The
        // browser files (test/e2e, the real window in Chromium against the headless host) are in this
        // project too: Vitest hands a worker on only to a file of the same project, and with the long node
        // files woven in among the browser files (test/file-order.ts) two projects started 20 workers a run
        // where one starts 8 (185 s and 189 s against 191 s and 193 s, back to back). The network tests
        // may run beside Chromium because they leave this machine's own network alone (test/network/netns.ts).
        extends: true,
        test: {
          name: 'node',
          sequence: { groupOrder: 0 },
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/renderer/**', ...ISOLATED],
          environment: 'node',
          isolate: false,
          // The headless CLI bundled once for the run: the tests start it a few hundred times. The window's
          // bundle and one Chromium for the browser files (built and started only when the run has one).
          globalSetup: ['test/headless/cli-bundle-setup.ts', 'test/e2e/global-setup.ts'],
        },
      },
      ...(ISOLATED.length > 0
        ? [
            {
              extends: true,
              test: {
                name: 'node-isolated',
                include: ISOLATED,
                environment: 'node' as const,
                globalSetup: ['test/headless/cli-bundle-setup.ts'],
              },
            },
          ]
        : []),
      {
        // The window's components, compiled by Svelte and mounted in jsdom against a fake AppApi.
        extends: true,
        plugins: [svelte({ configFile: resolve(import.meta.dirname, 'svelte.config.js') }), svelteTesting()],
        test: {
          name: 'renderer',
          include: ['test/renderer/**/*.test.ts'],
          environment: 'jsdom',
          isolate: false,
          // Each worker loads jsdom, Svelte's compiler output and the window's modules again, about 4 s of
          // CPU: on their own the jsdom files took 29 s and 56 s of CPU with six workers, 19 s and 34 s with
          // two. A project's worker count needs a group of its own, run after the others' (docs/TESTING.md).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
    ],
  },
});
