#!/usr/bin/env node
/**
 * Builds the window into out/renderer, so the headless host (`npm run demo`, `npm run cli -- run
 * --http-port`) serves a ready page right after `npm install` instead of compiling it on request.
 * `--if-stale` builds only when a source of the window is newer than the build (before `npm run demo`).
 * Never fails an install: without a build the host still compiles the window on request.
 */
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** What the window is made of (docs/ARCHITECTURE.md: src/ imports only electron/common). */
const SOURCES = [
  'src',
  'electron/common',
  'svelte.config.js',
  'electron.vite.config.ts',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** True when out/renderer is missing or older than a source of the window. Exported for the test. */
export function rendererStale(root = ROOT) {
  const built = join(root, 'out/renderer/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newest(join(root, source)) > builtAt);
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
