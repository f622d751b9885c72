#!/usr/bin/env node
/**
 * Runs before `npm start` and `npm run dev`: the desktop app needs Electron's own program, which npm
 * does not download (Electron fetches it on first use, and CI and offline machines skip it). Without
 * it electron-vite fails with a stack trace; this says in one line why, and what works instead.
 */
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (electronProgram() === null) {
    process.stderr.write(`${MISSING}\n`);
    process.exitCode = 1;
  }
}
