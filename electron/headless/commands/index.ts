import type { CliCommand } from '../command';
import { demoCommand } from './demo';
import { printCommand } from './print';
import { runCommand } from './run';
import { simulatorCommand } from './simulator';
import { virtualPrinterCommand } from './virtual-printer';

/** Every command of `npm run cli`, in the order `--help` lists them. */
export const COMMANDS: readonly CliCommand[] = [
  runCommand,
  demoCommand,
  printCommand,
  simulatorCommand,
  virtualPrinterCommand,
];
