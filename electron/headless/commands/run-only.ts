/**
 * The commands of the bundle a running host loads (`cli.run.cjs`, scripts/headless-bundle.mjs): `run`
 * alone. Code in a bundle costs memory even when it never runs (V8 holds the source and makes a function
 * object for each declaration as the script starts), and the demo, the simulator and the other commands
 * were 0.7–0.9 MiB of an idle host's (docs/PERFORMANCE.md). The CLI's entry (`cli.cjs`) picks this
 * bundle for `run` and the one with every command for anything else.
 */
import type { CommandEntry } from './index';
import { RUN_ENTRY } from './run-entry';

export const COMMANDS: readonly CommandEntry[] = [RUN_ENTRY];
