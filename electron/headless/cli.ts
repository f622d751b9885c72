/**
 * `npm run cli -- <command> [flags]`: OrderSlip without Electron. Runs straight from the TypeScript
 * sources (tsx), so it works right after `npm install`.
 */
// First: V8's settings apply to what runs after them (lean-heap.ts).
import './lean-heap';
import '../core/runtime/quiet-sqlite-warning';
import { oneLine } from '../core/logging/one-line';
import { DataFolderBusyError } from '../core/runtime/data-folder-lock';
import { EXIT_USAGE, UsageError, type CliCommand, type CliIo } from './command';
import { COMMANDS } from './commands';
import { MessageError, textOf } from '../common/messages/errors';
import { msg, verbatim, type Message } from '../common/messages/catalogue';
import { say } from '../common/messages/say';
import type { Language } from '../common/words/languages';
import { cliLanguage, type Environment } from './cli-language';

/** A command's flags, as lines under its name or its summary. */
const usageLines = (command: CliCommand, language: Language): string[] =>
  command.usage.flatMap((usage) => say(usage, language).split('\n')).filter(Boolean);

async function helpText(language: Language): Promise<string> {
  const lines = [say(msg('cli.usage'), language), '', say(msg('cli.commands'), language)];
  for (const command of await Promise.all(COMMANDS.map((entry) => entry.load()))) {
    lines.push(`  ${command.name.padEnd(16)} ${say(command.summary, language)}`);
    for (const flag of usageLines(command, language)) lines.push(`  ${''.padEnd(16)}   ${flag}`);
  }
  lines.push('', say(msg('cli.help-one'), language));
  return lines.join('\n');
}

function commandHelp(command: CliCommand, language: Language): string {
  return [
    say(msg('cli.usage-command', { command: command.name }), language),
    '',
    say(command.summary, language),
    '',
    ...usageLines(command, language),
  ].join('\n');
}

/**
 * Runs one command line; resolves to the exit code. Every line it says is in the language of
 * `--language`, or else of the environment's locale (`env`).
 */
export async function main(
  argv: readonly string[],
  io: CliIo,
  env: Environment = process.env,
): Promise<number> {
  const [name, ...rest] = argv;
  const language = cliLanguage(rest, env);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(await helpText(language));
    return name === undefined ? EXIT_USAGE : 0;
  }
  const entry = COMMANDS.find((candidate) => candidate.name === name);
  if (!entry) {
    const commands = COMMANDS.map((candidate) => candidate.name);
    io.err(say(msg('cli.unknown-command', { command: name, commands }), language));
    return EXIT_USAGE;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(commandHelp(command, language));
    return 0;
  }
  const refuse = (reason: Message): number => {
    io.err(say(msg('cli.refused', { command: command.name, reason }), language));
    return EXIT_USAGE;
  };
  try {
    return await command.run(rest, io, language);
  } catch (error) {
    if (error instanceof UsageError) return refuse(error.said);
    // Another OrderSlip on the same data folder is not fixed by trying again: exit 2 like a usage error.
    if (error instanceof DataFolderBusyError) return refuse(error.said);
    throw error;
  }
}

/** How long a finished command's process may take to wind down by itself before it is ended. */
const EXIT_GRACE_MS = 3_000;

function processIo(): CliIo {
  const stopRequested = new Promise<string>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
      process.once(signal, () => resolve(signal));
  });
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    // A flag's value or an error message may carry a newline or a terminal escape: one line each, shown.
    err: (line) => process.stderr.write(`${oneLine(line)}\n`),
    stopRequested,
  };
}

/**
 * Runs the command line of this process and sets its exit code: when this file is the one started
 * (`npm run cli`), and from the bundled host's entry, `out/headless/cli.cjs`, which loads one of two
 * bundles of this file and starts it (scripts/headless-bundle.mjs).
 */
export function startFromCommandLine(): void {
  main(process.argv.slice(2), processIo()).then(
    (code) => {
      process.exitCode = code;
      // The command is done: whatever a stranger still holds open (a server that drips its answer to a
      // call nobody awaits any more) must not keep the process alive. Unref'd: a clean exit is not delayed.
      setTimeout(() => process.exit(code), EXIT_GRACE_MS).unref();
    },
    (error: unknown) => {
      // A failure that carries a message (the port in use) is said in the CLI's language; any other
      // error as its own text.
      const reason = error instanceof MessageError ? error.said : verbatim(textOf(error));
      const language = cliLanguage(process.argv.slice(3), process.env);
      process.stderr.write(`${oneLine(say(msg('cli.failed', { reason }), language))}\n`);
      process.exitCode = 1;
    },
  );
}

const isEntry =
  process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) startFromCommandLine();
