import type { CommandEntry } from './index';

/** `run`, the one command a counter's host runs for days: in both lists (index.ts, run-only.ts). */
export const RUN_ENTRY: CommandEntry = { name: 'run', load: async () => (await import('./run')).runCommand };
