import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { textOf } from '../common/messages/errors';

/** One `npm run cli -- <name>` command. `run` resolves to the process exit code. */
export interface CliCommand {
  readonly name: string;
  readonly summary: string;
  /** The flags, one per line, as `--help` shows them. */
  readonly usage: string;
  run(args: readonly string[], io: CliIo): Promise<number>;
}

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Resolves when the user asks the command to stop (SIGINT, SIGTERM). */
  readonly stopRequested: Promise<string>;
}

/** A mistake in how the command was called: shown as one line, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const EXIT_USAGE = 2;

type Options = NonNullable<ParseArgsConfig['options']>;

/** Strict flag parsing: unknown flags and stray arguments are usage errors, not silently ignored. */
export function parseFlags<O extends Options>(args: readonly string[], options: O) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(textOf(error));
  }
}

/** Parses a whole-number flag within bounds, or explains what was wrong. */
export function intFlag(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new UsageError(`--${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** Parses a flag that must be one of a few values; undefined when the flag is absent. */
export function choiceFlag<T extends string | number>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (raw === undefined) return undefined;
  const match = allowed.find((candidate) => String(candidate) === raw);
  if (match === undefined)
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return match;
}

/** The JSON in the file a flag names, or a UsageError saying why it cannot be had. */
export function readJsonFlagFile(flag: string, path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `--${flag} ${path} cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`--${flag} ${path} is not valid JSON: ${textOf(error)}`);
  }
}
