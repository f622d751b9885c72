/**
 * Once per run of the e2e project, before its first file: the window's production bundle, built into a
 * folder of the run's own, and one Chromium every file connects to. Each file then opens its own pages
 * (a fresh browser context each) on that bundle: building and starting a browser per file cost more
 * than most of their tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWindow } from './build-window';
import { launchChromiumServer } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An app root whose out/renderer holds the window's production bundle, built for this run. */
    readonly e2eWindowRoot: string;
    /** Where the run's Chromium listens for Playwright (`chromium.connect`). */
    readonly e2eBrowserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(join(tmpdir(), 'orderslip-e2e-window-'));
  const [server, built] = await Promise.allSettled([
    launchChromiumServer(),
    buildWindow(join(root, 'out/renderer')),
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
