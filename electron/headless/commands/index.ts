import type { CliCommand } from '../command';
import { RUN_ENTRY } from './run-entry';

/** A command, loaded only when it runs: `run` must not carry the simulator and the demo in memory. */
export interface CommandEntry {
  readonly name: string;
  readonly load: () => Promise<CliCommand>;
}

/** Every command of `npm run cli`, in the order `--help` lists them. */
export const COMMANDS: readonly CommandEntry[] = [
  RUN_ENTRY,
  { name: 'demo', load: async () => (await import('./demo')).demoCommand },
  { name: 'print', load: async () => (await import('./print')).printCommand },
  { name: 'print-labels', load: async () => (await import('./print-labels')).printLabelsCommand },
  { name: 'bake-list', load: async () => (await import('./day-lists')).bakeListCommand },
  { name: 'pickup-sheet', load: async () => (await import('./day-lists')).pickupSheetCommand },
  { name: 'changes', load: async () => (await import('./changes')).changesCommand },
  { name: 'fleet', load: async () => (await import('./fleet')).fleetCommand },
  { name: 'fleet-status', load: async () => (await import('./fleet-status')).fleetStatusCommand },
  { name: 'simulator', load: async () => (await import('./simulator')).simulatorCommand },
  { name: 'virtual-printer', load: async () => (await import('./virtual-printer')).virtualPrinterCommand },
];
