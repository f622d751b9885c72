/**
 * One measured figure as `bench/results.json` keeps it: the median of several runs, the spread of the
 * runs, and whether it meets its target. Kept flat and self-describing so two files can be compared.
 */
import { median, quantile } from './stats';

/** Lower is better ('at-most': times, CPU, memory) or higher is better ('at-least': throughput). */
export type Direction = 'at-most' | 'at-least';

export interface Spread {
  /** How many samples (runs, or time slices of one run) the value is taken over. */
  readonly runs: number;
  readonly min: number;
  readonly max: number;
  /** Quartiles of the samples. */
  readonly p25: number;
  readonly p75: number;
  /** Every sample, in the order it was taken. */
  readonly samples: readonly number[];
}

/**
 * How the value comes from the samples: their median, the largest (a peak, such as memory), or measured
 * over the whole run while the samples are its slices (idle CPU: one long window, read in parts).
 */
export type Summary = 'median' | 'max' | 'whole-run';

export interface Figure {
  /** Stable across versions, so results can be compared over time. */
  readonly name: string;
  /** The median (or, for peaks, the largest) of the samples, see `summary`. */
  readonly value: number;
  readonly summary: Summary;
  readonly unit: string;
  readonly target: number;
  readonly direction: Direction;
  /** "≤ 2 ms", as a person reads it. */
  readonly targetText: string;
  readonly met: boolean;
  readonly spread: Spread;
  /** What exactly was measured, in a sentence. */
  readonly how: string;
  /** Scenario-specific numbers behind the figure (per-query times, request counts…). */
  readonly detail?: Readonly<Record<string, unknown>>;
}

export interface FigureInput {
  readonly name: string;
  readonly unit: string;
  readonly target: number;
  readonly direction: Direction;
  readonly samples: readonly number[];
  /** Default 'median'; 'whole-run' needs `wholeRun`. */
  readonly summary?: Summary;
  readonly wholeRun?: number;
  readonly how: string;
  readonly detail?: Readonly<Record<string, unknown>>;
}

/** Rounds for people and for JSON: three significant digits, at most three decimals. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  const digits = Math.max(0, Math.min(3, 2 - Math.floor(Math.log10(Math.abs(value) || 1))));
  return Number(value.toFixed(digits));
}

export function figure(input: FigureInput): Figure {
  if (input.samples.length === 0) throw new Error(`Figure "${input.name}" has no samples to report.`);
  const summary = input.summary ?? 'median';
  const value =
    summary === 'max'
      ? Math.max(...input.samples)
      : summary === 'whole-run'
        ? (input.wholeRun ?? Number.NaN)
        : median(input.samples);
  // Judged on the figure as reported: "2 ≤ 2" is met, whatever digits rounding left out.
  const reported = round(value);
  const met =
    Number.isFinite(reported) &&
    (input.direction === 'at-most' ? reported <= input.target : reported >= input.target);
  return {
    name: input.name,
    value: reported,
    summary,
    unit: input.unit,
    target: input.target,
    direction: input.direction,
    targetText: `${input.direction === 'at-most' ? '≤' : '≥'} ${input.target} ${input.unit}`,
    met,
    spread: {
      runs: input.samples.length,
      min: round(Math.min(...input.samples)),
      max: round(Math.max(...input.samples)),
      p25: round(quantile(input.samples, 0.25)),
      p75: round(quantile(input.samples, 0.75)),
      samples: input.samples.map(round),
    },
    how: input.how,
    ...(input.detail ? { detail: input.detail } : {}),
  };
}
