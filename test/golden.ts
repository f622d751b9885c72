/**
 * Golden files: what a receipt, a label or a day list looks like on paper, kept beside the tests in a
 * `golden` folder and read by a person when one changes. UPDATE_GOLDEN=1 rewrites them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

/**
 * A matcher for the golden files of the test file at `testUrl` (its `import.meta.url`): each `name` in
 * its folder's `golden` folder. A file not there yet is written and fails the test, so it is read once
 * before it guards anything.
 */
export function goldenFiles(testUrl: string): (name: string, actual: string) => void {
  const folder = join(dirname(fileURLToPath(testUrl)), 'golden');
  return (name, actual) => {
    const file = join(folder, name);
    if (UPDATE || !existsSync(file)) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(file, actual);
      if (!UPDATE)
        throw new Error(`${name} did not exist and was written: read it, then run the tests again`);
    }
    expect(actual).toBe(readFileSync(file, 'utf8'));
  };
}
