/**
 * V8 settings for a host that idles for days between prints, set by the host itself before it does any
 * work (so `npm run headless` and a service's plain `node out/headless/cli.cjs` get them without flags).
 *
 * V8 compiles nothing to machine code: its compilers are off (`--max-opt=2` keeps TurboFan out, and
 * Maglev is off in Node 22; `--no-sparkplug` the baseline compiler), so every function runs in V8's
 * interpreter. Once a few functions are hot enough for TurboFan, its own code (several MiB of the
 * `node` binary) is paged in for good, and baseline code stays in the heap: together 6.7 MiB of an idle
 * host's memory before printing, 9–10 MiB after (docs/PERFORMANCE.md). What it costs is CPU where
 * JavaScript itself is the work. A host's work is I/O, disk commits and short receipts: its CPU for
 * 200 text receipts is the same with or without the compilers (5.3–5.5 ms an order), and a 100-shop
 * host idles at 0.3 % of a core as before; a receipt drawn as an image takes 23 ms of CPU against 11.
 * Set before any of our code runs, so nothing is compiled first; V8 reads the flags at each tiering
 * decision (test/headless/lean-heap.test.ts).
 *
 * A function's bytecode is dropped when it did not run between two full collections (V8 waits for six):
 * what printing compiled (the receipt, the encoders, the print paths) goes once the host is idle again,
 * and is compiled anew at the next print, which costs a few milliseconds. About 1 MiB of a host that
 * printed; 200 receipts in a row cost 6.3 ms of CPU an order against 5.8–6.2.
 *
 * The young generation (where every short-lived object is born) starts at 1 MiB a semi-space and V8 grows
 * it up to 16 MiB while objects survive its collections — printing a few receipts is enough — and keeps
 * it grown for good: about 8 MiB of an idle host's memory after its first prints (docs/PERFORMANCE.md).
 * Growth factor 1 keeps it at its starting size. The cost is more young collections while printing
 * (each one short: the young generation is small), measured in docs/PERFORMANCE.md. `--max-semi-space-size`
 * would say it more directly but is read only when the heap is made, before any of our code runs.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--semi-space-growth-factor=1');
setFlagsFromString('--max-opt=2');
setFlagsFromString('--no-sparkplug');
setFlagsFromString('--bytecode-old-age=1');
