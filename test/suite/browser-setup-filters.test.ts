/**
 * The browser files' global setup (test/e2e/global-setup.ts) builds the window and starts Chromium only
 * for a run whose file filters keep a browser file: a run of node files alone must not pay for them, and a
 * run with a browser file must never find them missing.
 */
import { expect, it } from 'vitest';
import { filtersKeepAny } from '../e2e/global-setup';

const ROOT = '/repo';
const FILES = ['/repo/test/e2e/window.test.ts', '/repo/test/e2e/trust-nl.test.ts'];

it.each([
  // No filters, or one naming a browser file or its folder, in any case.
  [[], true],
  [['test/e2e'], true],
  [['e2e/window'], true],
  [['TRUST-NL'], true],
  [['test/engine', 'window.test.ts'], true],
  // An absolute path, a path with its line, a folder with a slash, as Vitest takes them.
  [['/repo/test/e2e'], true],
  [['/repo/test/e2e/'], true],
  [['test/e2e/window.test.ts:42'], true],
  [['test/'], true],
  // Other files only.
  [['test/engine'], false],
  [['pipeline'], false],
  [['/repo/test/headless'], false],
  [['test/engine/x.test.ts:3'], false],
] as const)('the filters %j prepare the browser: %s', (filters, prepared) => {
  expect(filtersKeepAny(filters, ROOT, FILES)).toBe(prepared);
});
