/**
 * The order test files start in. Vitest starts one project's files after another's, by name (e2e, node,
 * renderer), longest first within each by its cache of the last run, and by file size on a first run.
 * Two things went wrong with that:
 * - The jsdom files came last, so the longest of them (the Settings view, ~18 s) was the run's tail, with
 *   the other workers idle beside it. The projects were put in the order e2e, renderer, node here. Since
 *   then the e2e and node files run in one group and the jsdom files in a second, on two workers
 *   (vitest.config.ts): the groups decide which project runs when, and this order decides within each
 *   group (the e2e files before the node files in the first).
 * - A fresh clone has no cache, so its order was by size: a CI run took 213 s where the same tree took
 *   180 s with a cache. The files' durations of a quiet run are therefore committed
 *   (`test/file-durations.json`, refreshed by `npm run test:durations`) and come before the cache, so
 *   every machine starts the files in the same order. A file the list does not know yet starts first: a
 *   new long file cannot end the run.
 * A file that failed last time still starts first (Vitest's own rule), so a fix is seen soonest.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PROJECT_ORDER = ['e2e', 'renderer', 'node'];

/** Seconds each file took in a quiet run, by its path from the repository's root. */
export type FileDurations = Readonly<Record<string, number>>;

export const DURATIONS_FILE = 'test/file-durations.json';

export function readDurations(path: string): FileDurations {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    // No list (or a broken one): Vitest's own order, as before the list existed.
    return {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const durations: Record<string, number> = {};
  for (const [file, seconds] of Object.entries(raw)) {
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) durations[file] = seconds;
  }
  return durations;
}

/** Sorts by project, then failed first, then unknown first, then longest first. */
export function orderFiles<T>(
  files: readonly T[],
  describe: (file: T) => { project: string; path: string; failed: boolean },
  durations: FileDurations,
): T[] {
  const rank = (project: string): number => {
    const at = PROJECT_ORDER.indexOf(project);
    return at === -1 ? PROJECT_ORDER.length : at;
  };
  const keyed = files.map((file) => {
    const { project, path, failed } = describe(file);
    return { file, project: rank(project), failed, seconds: durations[path] };
  });
  keyed.sort(
    (a, b) =>
      a.project - b.project ||
      Number(b.failed) - Number(a.failed) ||
      Number(a.seconds !== undefined) - Number(b.seconds !== undefined) ||
      (b.seconds ?? 0) - (a.seconds ?? 0),
  );
  return keyed.map(({ file }) => file);
}

export class ShortFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const durations = readDurations(`${root}/${DURATIONS_FILE}`);
    // Vitest's order first (its cache, or sizes): it settles files the list does not know, among themselves.
    const vitestOrder = await super.sort(files);
    const cache = this.ctx.cache;
    return orderFiles(
      vitestOrder,
      (spec) => ({
        project: spec.project.name,
        path: relative(root, spec.moduleId).split('\\').join('/'),
        failed: cache.getTestSpecificationResult(spec)?.failed === true,
      }),
      durations,
    );
  }
}
