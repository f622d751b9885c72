/**
 * Once per run of the `node` project, before its first file: the headless CLI bundled from the sources
 * as they are now, as `npm run build:headless` bundles it for shipping. The tests start the CLI a few
 * hundred times; from one file each start costs a quarter of what `tsx` compiling the sources costs
 * (0.3 s of CPU against 1.2 s), about a minute of a whole run on two cores. The bundle sits beside the
 * shipped one, so it finds the app's files and packages as the shipped one does, and is removed after,
 * with the files beside it.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildHeadless, headlessFiles } from '../../scripts/headless-bundle.mjs';
import { ROOT } from './cli-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The headless CLI bundled for this run (a CommonJS file for `node`). */
    readonly cliBundle: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const bundle = join(ROOT, 'out', 'headless', `cli.test-${process.pid}.cjs`);
  // Built as the shipped bundle is (ASCII only, the packages it loads late in files beside it), so the
  // tests run the same text.
  await buildHeadless(bundle);
  project.provide('cliBundle', bundle);
  return () => headlessFiles(bundle).forEach((file) => rmSync(file, { force: true }));
}
