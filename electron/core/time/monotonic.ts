/**
 * Time that only moves forward, at the pace of real seconds: what every wait, retry, backoff and timer
 * inside the process is measured on. The wall clock (`Date`) is a person's setting and jumps when the
 * PC's clock is corrected (by hand, by NTP after a dead CMOS battery); a retry "at 10:05" computed before
 * the clock stepped back an hour would wait an hour. Wall time is for what a person reads and for the
 * shop's day (a bake list at 09:00), never for "how long since".
 */

/** Milliseconds on a clock that never steps; only differences mean anything. Tests inject their own. */
export type Monotonic = () => number;

/**
 * `process.hrtime`, the clock `performance.now()` reads too (libuv's monotonic time), without Node's
 * `perf_hooks`: the `performance` global loads it and its nine modules at first use, which a host that
 * idles for days would carry only for this (docs/PERFORMANCE.md).
 */
export const monotonicNow: Monotonic = () => Number(process.hrtime.bigint()) / 1e6;
