/** Small statistics over samples: the benchmark reports medians and spreads, never a single run. */

export function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The q-quantile (0…1) by linear interpolation between the closest ranks; NaN for no values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const ordered = sorted(values);
  const position = (ordered.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = ordered[below] ?? Number.NaN;
  const high = ordered[above] ?? Number.NaN;
  return low + (high - low) * (position - below);
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Milliseconds since an arbitrary start, sub-millisecond. */
export const now = (): number => performance.now();

/** Runs `work` and returns how long it took in milliseconds, with its result. */
export function timed<T>(work: () => T): { ms: number; result: T } {
  const start = now();
  const result = work();
  return { ms: now() - start, result };
}

export async function timedAsync<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = now();
  const result = await work();
  return { ms: now() - start, result };
}

/** The least-squares slope of `ys` against `xs` (dy per dx); NaN with fewer than two distinct xs. */
export function slope(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return Number.NaN;
  const mx = mean(xs.slice(0, n));
  const my = mean(ys.slice(0, n));
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx;
    sxy += dx * ((ys[i] ?? 0) - my);
    sxx += dx * dx;
  }
  return sxx === 0 ? Number.NaN : sxy / sxx;
}
