/**
 * The order test files start in. Vitest starts one project's files after another's, by name (e2e, node,
 * renderer), longest first within each. The jsdom files came last, so the longest of them (the Settings
 * view, ~18 s) was the run's tail, with the other workers idle beside it. Here the projects start in the
 * order e2e, renderer, node: the node project's many short files fill the end. Within a project the
 * order stays Vitest's (failed first, then longest, by the last run; by size on a first run).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PROJECT_ORDER = ['e2e', 'renderer', 'node'];

export class ShortFilesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const at = PROJECT_ORDER.indexOf(spec.project.name);
      return at === -1 ? PROJECT_ORDER.length : at;
    };
    // Array.prototype.sort is stable: Vitest's order holds within a project.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
