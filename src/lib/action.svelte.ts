/**
 * One button's command to the app: busy while it runs (so it is not sent twice), then a sentence
 * saying what happened, or what went wrong and with which order or printer.
 */
import { i18n } from './i18n.svelte';
import { problemOf } from './errors';

export interface Outcome {
  /** `warning`: it was done, but something still needs the person (saved, yet cannot start). */
  readonly kind: 'done' | 'warning' | 'failed';
  readonly text: string;
}

export class Action {
  busy = $state(false);
  outcome = $state<Outcome | null>(null);

  /**
   * `what` names the attempt for the error sentence ("Reprinting on Counter"), or writes the whole
   * sentence from the problem; `action` returns the sentence for success, or nothing to stay quiet.
   */
  async run(
    what: string | ((problem: string) => string),
    action: () => Promise<string | Outcome | undefined>,
  ): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.outcome = null;
    try {
      const done = await action();
      this.outcome = typeof done === 'string' ? { kind: 'done', text: done } : (done ?? null);
      return true;
    } catch (error) {
      const problem = problemOf(error);
      this.outcome = {
        kind: 'failed',
        text: typeof what === 'string' ? i18n.t.common.failed(what, problem) : what(problem),
      };
      return false;
    } finally {
      this.busy = false;
    }
  }

  clear(): void {
    this.outcome = null;
  }
}
