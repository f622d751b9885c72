/**
 * V8 settings for a host that idles for days between prints, set by the host itself before it does any
 * work (so `npm run headless` and a service's plain `node out/headless/cli.cjs` get them without flags).
 *
 * V8's top compiler, TurboFan, is never used (`--max-opt=2`: up to Maglev, which Node 22 leaves off, so
 * hot code stays in Sparkplug's baseline code). Once a few functions are hot enough for TurboFan, its own
 * code, several MiB of the `node` binary, is paged in for good: 5.5 MiB of an idle host's memory before
 * printing, 7–8 MiB after (docs/PERFORMANCE.md). What it costs is CPU where JavaScript itself is the work:
 * the host's CPU for 300 text receipts is the same (5.1–5.8 against 5.3 ms an order: a host's work is
 * I/O, disk commits and short receipts), for a receipt drawn as an image 19 against 11 ms. Set before any
 * of our code runs, so nothing is marked for TurboFan; V8 reads the flag at each tiering decision
 * (test/headless/lean-heap.test.ts).
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
