#!/usr/bin/env node
/**
 * `npm run test:durations`: runs the whole suite once and writes how long each file took into
 * test/file-durations.json, the list test/file-order.ts starts the files by (longest first), so a fresh
 * clone starts them in the same order as a machine that ran the suite before. Run it on a quiet machine
 * after adding or much changing a long test file; a failed run writes nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = join(ROOT, 'test/file-durations.json');
const scratch = mkdtempSync(join(tmpdir(), 'orderslip-durations-'));
const report = join(scratch, 'report.json');
const vitest = join(ROOT, 'node_modules/vitest/vitest.mjs');

const child = spawn(
  process.execPath,
  [vitest, 'run', '--reporter=dot', '--reporter=json', `--outputFile=${report}`],
  { cwd: ROOT, stdio: 'inherit' },
);
child.on('exit', (code, signal) => {
  try {
    if (code !== 0 || signal !== null) {
      console.error('The suite did not pass: test/file-durations.json is left as it was.');
      process.exitCode = 1;
      return;
    }
    const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
    const durations = Object.fromEntries(
      testResults
        .map((file) => [
          relative(ROOT, file.name).split('\\').join('/'),
          Math.round((file.endTime - file.startTime) / 100) / 10,
        ])
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    writeFileSync(TARGET, `${JSON.stringify(durations, null, 2)}\n`);
    console.log(`${Object.keys(durations).length} files' durations written to ${relative(ROOT, TARGET)}.`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
