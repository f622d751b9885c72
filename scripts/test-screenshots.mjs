#!/usr/bin/env node
/**
 * `npm run test:screenshots [-- vitest arguments]`: the browser tests with the screenshots of their steps
 * (ORDERSLIP_SCREENSHOTS=1; test/e2e/world.ts), into test-results/, for a person to look at. A plain
 * `npm test` takes only a failed step's. Without arguments it runs the browser files (test/e2e).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const vitest = join(ROOT, 'node_modules/vitest/vitest.mjs');
const child = spawn(process.execPath, [vitest, 'run', ...(args.length > 0 ? args : ['test/e2e'])], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ORDERSLIP_SCREENSHOTS: '1' },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
