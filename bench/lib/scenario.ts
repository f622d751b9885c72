/** What every scenario gets and gives: sizes chosen by the runner, figures back. */
import type { Figure } from './figure';

export interface ScenarioContext {
  /** A shorter smoke run: fewer runs and smaller sizes, figures still reported against their targets. */
  readonly quick: boolean;
  /** Progress for the terminal; the figures themselves go in the results. */
  readonly log: (line: string) => void;
}

export interface Scenario {
  /** Used by `--only`. */
  readonly id: string;
  readonly title: string;
  run(context: ScenarioContext): Promise<Figure[]>;
}
