/**
 * V8 settings for a host that idles for days between prints, set by the host itself before it does any
 * work (so `npm run headless` and a service's plain `node out/headless/cli.cjs` get them without flags).
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
