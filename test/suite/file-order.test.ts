import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DURATIONS_FILE, orderFiles, readDurations } from '../file-order';

interface File {
  project: string;
  path: string;
  failed: boolean;
}

const file = (project: string, path: string, failed = false): File => ({ project, path, failed });
const order = (files: File[], durations: Record<string, number>): string[] =>
  orderFiles(files, (f) => f, durations).map((f) => `${f.project}:${f.path}`);

describe('the order test files start in', () => {
  it('starts the browser files, then the jsdom files, then the node files', () => {
    const files = [file('node', 'a'), file('renderer', 'b'), file('e2e', 'c')];
    expect(order(files, { a: 9, b: 1, c: 1 })).toEqual(['e2e:c', 'renderer:b', 'node:a']);
  });

  it('starts the longest first by the committed durations, whatever order Vitest had them in', () => {
    const files = [file('node', 'short'), file('node', 'long'), file('node', 'middle')];
    expect(order(files, { short: 0.5, long: 30, middle: 4 })).toEqual([
      'node:long',
      'node:middle',
      'node:short',
    ]);
  });

  it('starts a file the list does not know before the known ones, in the order Vitest gave', () => {
    const files = [file('node', 'known'), file('node', 'new-1'), file('node', 'new-2')];
    expect(order(files, { known: 40 })).toEqual(['node:new-1', 'node:new-2', 'node:known']);
  });

  it('weaves the long node files, which mostly wait, in among the browser files after the first four', () => {
    const browser = ['e1', 'e2', 'e3', 'e4', 'e5', 'e6'].map((path) => file('e2e', path));
    const node = [file('node', 'long-1'), file('node', 'long-2'), file('node', 'short')];
    const durations = { e1: 40, e2: 39, e3: 30, e4: 25, e5: 17, e6: 5, 'long-1': 35, 'long-2': 20, short: 3 };
    expect(order([...node, ...browser], durations)).toEqual([
      'e2e:e1',
      'e2e:e2',
      'e2e:e3',
      'e2e:e4',
      'node:long-1',
      'e2e:e5',
      'node:long-2',
      'e2e:e6',
      'node:short',
    ]);
  });

  it('keeps the order as it is without browser files to weave into', () => {
    const files = [file('node', 'long'), file('node', 'short')];
    expect(order(files, { long: 30, short: 1 })).toEqual(['node:long', 'node:short']);
  });

  it('starts a file that failed last time first, so its fix is seen soonest', () => {
    const files = [file('node', 'long'), file('node', 'broken', true)];
    expect(order(files, { long: 40, broken: 1 })).toEqual(['node:broken', 'node:long']);
  });
});

describe('the committed durations', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('are read from the repository, and name the long files', () => {
    const durations = readDurations(join(import.meta.dirname, '..', '..', DURATIONS_FILE));
    expect(durations['test/crash/sigkill.test.ts']).toBeGreaterThan(5);
    expect(durations['test/e2e/journey-languages.test.ts']).toBeGreaterThan(5);
  });

  it('fall back to nothing when the file is missing or broken, and drop entries that are not durations', () => {
    dir = mkdtempSync(join(tmpdir(), 'durations-'));
    expect(readDurations(join(dir, 'missing.json'))).toEqual({});
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ not json');
    expect(readDurations(broken)).toEqual({});
    const mixed = join(dir, 'mixed.json');
    writeFileSync(mixed, JSON.stringify({ 'a.test.ts': 3, 'b.test.ts': 'slow', 'c.test.ts': -1 }));
    expect(readDurations(mixed)).toEqual({ 'a.test.ts': 3 });
  });
});
