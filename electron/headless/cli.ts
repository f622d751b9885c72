/**
 * `npm run cli -- <command> [flags]`: OrderSlip without Electron. Runs straight from the TypeScript
 * sources (tsx), so it works right after `npm install`.
 */
import '../core/runtime/quiet-sqlite-warning';
import { oneLine } from '../core/logging/one-line';
import { DataFolderBusyError } from '../core/runtime/data-folder-lock';
import { EXIT_USAGE, UsageError, type CliCommand, type CliIo } from './command';
import { COMMANDS } from './commands';
import { textOf } from '../common/messages/errors';

async function helpText(): Promise<string> {
  const lines = ['Usage: npm run cli -- <command> [flags]', '', 'Commands:'];
  for (const command of await Promise.all(COMMANDS.map((entry) => entry.load()))) {
    lines.push(`  ${command.name.padEnd(16)} ${command.summary}`);
    for (const flag of command.usage.split('\n').filter(Boolean)) lines.push(`  ${''.padEnd(16)}   ${flag}`);
  }
  lines.push('', 'Run `npm run cli -- <command> --help` for one command.');
  return lines.join('\n');
}

function commandHelp(command: CliCommand): string {
  return [`Usage: npm run cli -- ${command.name} [flags]`, '', command.summary, '', command.usage].join('\n');
}

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(await helpText());
    return name === undefined ? EXIT_USAGE : 0;
  }
  const entry = COMMANDS.find((candidate) => candidate.name === name);
  if (!entry) {
    io.err(`orderslip: unknown command "${name}". Commands: ${COMMANDS.map((c) => c.name).join(', ')}.`);
    return EXIT_USAGE;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(commandHelp(command));
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    // Another OrderSlip on the same data folder is not fixed by trying again: exit 2 like a usage error.
    if (error instanceof UsageError || error instanceof DataFolderBusyError) {
      io.err(`orderslip ${command.name}: ${error.message}`);
      return EXIT_USAGE;
    }
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

const isEntry =
  process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntry) {
  main(process.argv.slice(2), processIo()).then(
    (code) => {
      process.exitCode = code;
      // The command is done: whatever a stranger still holds open (a server that drips its answer to a
      // call nobody awaits any more) must not keep the process alive. Unref'd: a clean exit is not delayed.
      setTimeout(() => process.exit(code), EXIT_GRACE_MS).unref();
    },
    (error: unknown) => {
      process.stderr.write(`${oneLine(`orderslip: ${textOf(error)}`)}\n`);
      process.exitCode = 1;
    },
  );
}
