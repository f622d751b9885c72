/**
 * V8's optimizing compiler (TurboFan), held back until the first print. A host that only polls is never
 * hot enough to be worth optimizing, but its start-up work is, and optimizing it touches about 5 MiB more
 * of the node binary's pages (the compiler's own code) and keeps a few MiB of optimized code and its
 * data, for as long as the host runs (docs/PERFORMANCE.md). Sparkplug's baseline code is still made.
 * Printing is the work worth optimizing: the first receipt or label turns it back on, so printing runs as
 * fast as before. The headless `run` holds it back (`electron/headless/commands/run.ts`); elsewhere (the
 * Electron app, the other commands, tests) it was never held, and turning it on is V8's default, a no-op.
 */
import { setFlagsFromString } from 'node:v8';

let held = false;

export function holdOptimizingCompiler(): void {
  held = true;
  setFlagsFromString('--no-turbofan');
}

export function optimizeFromNowOn(): void {
  if (!held) return;
  held = false;
  setFlagsFromString('--turbofan');
}
