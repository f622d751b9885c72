/** The value, or an error naming what was missing: the benchmark's setups are fixed, so this is a bug. */
export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null)
    throw new Error(`The benchmark expected ${what}, and there is none.`);
  return value;
}
