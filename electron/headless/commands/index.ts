import type { CliCommand } from '../command';
import { simulatorCommand } from './simulator';

/** Every command of `npm run cli`, in the order `--help` lists them. */
export const COMMANDS: readonly CliCommand[] = [simulatorCommand];
