/**
 * The browser files' global setup (test/e2e/global-setup.ts) builds the window and starts Chromium only
 * for a run whose file filters keep a browser file: a run of node files alone must not pay for them, and a
 * run with a browser file must never find them missing.
 */
import { describe, expect, it } from 'vitest';
import { filtersKeepAny } from '../e2e/global-setup';

const ROOT = '/repo';
const FILES = ['/repo/test/e2e/window.test.ts', '/repo/test/e2e/trust-nl.test.ts'];

describe('which runs prepare the browser', () => {
  it('a run without filters, or with one that names a browser file or its folder, prepares it', () => {
    for (const filters of [[], ['test/e2e'], ['e2e/window'], ['TRUST-NL'], ['test/engine', 'window.test.ts']])
      expect(filtersKeepAny(filters, ROOT, FILES), JSON.stringify(filters)).toBe(true);
  });

  it('takes an absolute path, a path with its line, and a folder with a slash, as Vitest does', () => {
    for (const filters of [
      ['/repo/test/e2e'],
      ['/repo/test/e2e/'],
      ['test/e2e/window.test.ts:42'],
      ['test/'],
    ])
      expect(filtersKeepAny(filters, ROOT, FILES), JSON.stringify(filters)).toBe(true);
  });

  it('a run of other files only does not', () => {
    for (const filters of [
      ['test/engine'],
      ['pipeline'],
      ['/repo/test/headless'],
      ['test/engine/x.test.ts:3'],
    ])
      expect(filtersKeepAny(filters, ROOT, FILES), JSON.stringify(filters)).toBe(false);
  });
});
