#!/usr/bin/env node
/**
 * Builds the window into out/renderer, so the headless host (`npm run demo`, `npm run cli -- run
 * --http-port`) serves a ready page right after `npm install` instead of compiling it on request.
 * `--if-stale` builds only when the window's sources changed since the build (before `npm run demo`;
 * scripts/window-sources.mjs).
 * Never fails an install: without a build the host still compiles the window on request.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builtFromCurrentSources } from './window-sources.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** True when out/renderer is missing or was built from other sources than today's. */
function rendererStale(root = ROOT) {
  return !builtFromCurrentSources(join(root, 'out/renderer'), root);
}

async function main() {
  if (process.argv.includes('--if-stale') && !rendererStale()) return;
  const started = Date.now();
  // Built beside the window and swapped in after: a host (or a test) serving out/renderer meanwhile
  // keeps the whole old window until the new one is whole, instead of a folder emptied for the build.
  const target = join(ROOT, 'out/renderer');
  const next = join(ROOT, `out/renderer.next-${process.pid}`);
  const old = join(ROOT, `out/renderer.old-${process.pid}`);
  try {
    process.env.ORDERSLIP_BUILD = 'renderer';
    process.env.ORDERSLIP_RENDERER_OUT = next;
    const { build } = await import('electron-vite');
    await build({
      root: ROOT,
      configFile: join(ROOT, 'electron.vite.config.ts'),
      logLevel: 'error',
      ignoreConfigWarning: true,
    });
    if (existsSync(target)) renameSync(target, old);
    renameSync(next, target);
    process.stdout.write(`orderslip: the window is built (out/renderer, ${Date.now() - started} ms).\n`);
  } catch (error) {
    // An install without devDependencies, or a source mid-edit: the host compiles on request instead.
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    process.stderr.write(
      `orderslip: the window was not built (${detail}); the headless host will compile it on request.\n`,
    );
  } finally {
    rmSync(next, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
