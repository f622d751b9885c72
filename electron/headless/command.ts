import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { msg, type Message } from '../common/messages/catalogue';
import { MessageError, textOf } from '../common/messages/errors';
import type { Language } from '../common/words/languages';

/** One `npm run cli -- <name>` command. `run` resolves to the process exit code. */
export interface CliCommand {
  readonly name: string;
  readonly summary: Message;
  /** The flags, one per line, as `--help` shows them. */
  readonly usage: readonly Message[];
  /**
   * `language`: what the command's own lines are said in (`main` reads it from --language or the
   * environment); English when a caller does not say.
   */
  run(args: readonly string[], io: CliIo, language?: Language): Promise<number>;
}

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Resolves when the user asks the command to stop (SIGINT, SIGTERM). */
  readonly stopRequested: Promise<string>;
}

/** A mistake in how the command was called: shown as one line in the CLI's language, exit code 2. */
export class UsageError extends MessageError {
  override readonly name = 'UsageError';
}

export const EXIT_USAGE = 2;

type Options = NonNullable<ParseArgsConfig['options']>;

/** Strict flag parsing: unknown flags and stray arguments are usage errors, not silently ignored. */
export function parseFlags<O extends Options>(args: readonly string[], options: O) {
  const given = negativeValuesJoined(args, options);
  try {
    return parseArgs({ args: given, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    // Node's own sentence runs over several lines: its first says what is wrong.
    const detail = textOf(error).split('\n')[0] ?? '';
    throw new UsageError(flagsProblem(given, options) ?? msg('cli.bad-arguments', { detail }));
  }
}

/**
 * `--orders -3` as `--orders=-3`: no flag of ours is a dash and a digit, so a negative number after a
 * flag that takes a value is that value, and the person hears what is wrong with it ("must be between 0
 * and 10000, got -3") instead of being told the flag has none.
 */
function negativeValuesJoined(args: readonly string[], options: Options): string[] {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--') {
      joined.push(...args.slice(index));
      break;
    }
    const next = args[index + 1];
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : null;
    if (
      name !== null &&
      Object.hasOwn(options, name) &&
      options[name]?.type === 'string' &&
      next !== undefined &&
      /^-\d/.test(next)
    ) {
      joined.push(`${arg}=${next}`);
      index += 1;
    } else joined.push(arg);
  }
  return joined;
}

/**
 * What is wrong with flags the strict parse refused, found again from the lenient parse's tokens: Node
 * words its refusals in English only, and its sentences are no interface to read back.
 */
function flagsProblem(args: readonly string[], options: Options): Message | null {
  const { tokens } = parseArgs({
    args: [...args],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind === 'positional') return msg('cli.unexpected-argument', { argument: token.value });
    if (token.kind !== 'option') continue;
    const type = Object.hasOwn(options, token.name) ? options[token.name]?.type : undefined;
    if (type === undefined) return msg('cli.unknown-option', { option: token.rawName });
    if (type === 'boolean' && token.value !== undefined)
      return msg('cli.takes-no-value', { option: token.rawName });
    // Strict parsing refuses `--order --printer x` too: the value that looks like a flag was not meant.
    if (
      type === 'string' &&
      (token.value === undefined || (!token.inlineValue && token.value.startsWith('-')))
    )
      return msg('cli.needs-value', { option: token.rawName });
  }
  return null;
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
  if (!/^-?\d+$/.test(raw)) throw new UsageError(msg('cli.whole-number', { flag: `--${name}`, value: raw }));
  const value = Number(raw);
  if (value < min || value > max)
    throw new UsageError(msg('cli.between', { flag: `--${name}`, min, max, value }));
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
    throw new UsageError(msg('cli.one-of', { flag: `--${name}`, allowed, value: raw }));
  return match;
}

/** The JSON in the file a flag names, or a UsageError saying why it cannot be had. */
export function readJsonFlagFile(flag: string, path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new UsageError(msg('cli.file-unreadable', { flag: `--${flag}`, path, reason }));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(msg('cli.file-not-json', { flag: `--${flag}`, path, detail: textOf(error) }));
  }
}
