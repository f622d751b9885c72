#!/usr/bin/env node
/**
 * Runs before `npm start` and `npm run dev`: the desktop app needs Electron's own program, which npm
 * does not download (Electron 45 fetches it on first use, which electron-vite never triggers: it fails
 * with "Electron uninstall" and a stack trace). So this fetches it once, as Electron would, unless the
 * machine says not to (ELECTRON_SKIP_BINARY_DOWNLOAD, as CI does); where it cannot be had, it says in
 * one line why, and what works instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where Electron's program is, or null when it is not there. Exported for the test. */
export function electronProgram(env = process.env, require = createRequire(import.meta.url)) {
  // electron-vite's own order: an explicit program first, then the package's path.txt.
  if (env.ELECTRON_EXEC_PATH) return existsSync(env.ELECTRON_EXEC_PATH) ? env.ELECTRON_EXEC_PATH : null;
  let packageDir;
  try {
    packageDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const program = join(
    env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist'),
    readFileSync(pathFile, 'utf8').trim(),
  );
  return existsSync(program) ? program : null;
}

export const MISSING =
  "orderslip: the desktop app cannot start: Electron's program is not installed on this machine. " +
  'Run `npm run demo` to try OrderSlip in your browser, or `npx install-electron` to download Electron (about 100 MB) and then `npm start` again.';

/** Whether this machine says not to download Electron's program (CI, an offline install). */
const skipDownload = (env = process.env) =>
  ['1', 'true'].includes(String(env.ELECTRON_SKIP_BINARY_DOWNLOAD ?? '').toLowerCase());

/** Runs Electron's own installer (its download, checksums and cache); true when it succeeded. */
function fetchElectron(require = createRequire(import.meta.url)) {
  let installer;
  try {
    installer = join(dirname(require.resolve('electron/package.json')), 'install.js');
  } catch {
    return false;
  }
  process.stderr.write("orderslip: downloading Electron's program once (about 100 MB)…\n");
  // Its own output is a stack trace on failure: kept out of sight, the one line below says it.
  const result = spawnSync(process.execPath, [installer], { stdio: ['ignore', 'ignore', 'pipe'] });
  return result.status === 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const present =
    electronProgram() !== null || (!skipDownload() && fetchElectron() && electronProgram() !== null);
  if (!present) {
    process.stderr.write(`${MISSING}\n`);
    process.exitCode = 1;
  }
}
