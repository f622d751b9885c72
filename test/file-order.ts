/**
 * The order test files start in. Vitest starts one project's files after another's, by name (e2e, node,
 * renderer), longest first within each by its cache of the last run, and by file size on a first run.
 * Two things went wrong with that:
 * - The jsdom files came last, so the longest of them (the Settings view, ~18 s) was the run's tail, with
 *   the other workers idle beside it. The projects were put in the order e2e, renderer, node here. Since
 *   then the browser files (test/e2e) are part of the node project and the jsdom files run in a group of
 *   their own after it, on two workers (vitest.config.ts): the groups decide which project runs when, and
 *   this order decides within each group (the browser files, told by their folder, before the other node
 *   files).
 * - A fresh clone has no cache, so its order was by size: a CI run took 213 s where the same tree took
 *   180 s with a cache. The files' durations of a quiet run are therefore committed
 *   (`test/file-durations.json`, refreshed by `npm run test:durations`) and come before the cache, so
 *   every machine starts the files in the same order. A file the list does not know yet starts first: a
 *   new long file cannot end the run.
 * - The node project's long files mostly wait on processes and sockets (two PCs, a SIGKILL, a server
 *   that answers a byte at a time). Started together when the browser files ended, they held all six
 *   workers with the cores half idle for about 40 s. So they are woven in among the browser files, one
 *   after each browser file from the fifth on: the waiting files fill a worker or two while the browser
 *   files keep the cores busy (4 runs back to back: 207 s and 185 s woven, 212 s and 211 s not).
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

/** Node files this long (s) mostly wait on processes and sockets: they start among the browser files. */
const WEAVE_SECONDS = 12;
/** Browser files that start before the first woven node file. */
const BROWSER_FIRST = 4;

/**
 * Sorts by project, then failed first, then unknown first, then longest first; then weaves the long node
 * files in among the browser files.
 */
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
  const browser = keyed.filter((entry) => entry.project === rank('e2e'));
  const waiting = keyed.filter(
    (entry) => entry.project === rank('node') && !entry.failed && (entry.seconds ?? 0) >= WEAVE_SECONDS,
  );
  if (browser.length < BROWSER_FIRST || waiting.length === 0) return keyed.map(({ file }) => file);
  const woven = browser.slice(0, BROWSER_FIRST);
  const rest = browser.slice(BROWSER_FIRST);
  const queue = [...waiting];
  while (rest.length > 0 || queue.length > 0) {
    const next = queue.shift();
    if (next) woven.push(next);
    const after = rest.shift();
    if (after) woven.push(after);
  }
  const placed = new Set([...browser, ...waiting]);
  return [...woven, ...keyed.filter((entry) => !placed.has(entry))].map(({ file }) => file);
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
      (spec) => {
        const path = relative(root, spec.moduleId).split('\\').join('/');
        return {
          // The browser files share the node project (vitest.config.ts); they start first all the same.
          project: path.startsWith('test/e2e/') ? 'e2e' : spec.project.name,
          path,
          failed: cache.getTestSpecificationResult(spec)?.failed === true,
        };
      },
      durations,
    );
  }
}
