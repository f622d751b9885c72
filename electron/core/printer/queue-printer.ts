/**
 * Printing through the computer's print queue (`printer:<name>`) as a raw job: CUPS `lp -o raw` on
 * Linux and macOS, the Windows spooler (winspool.drv, datatype RAW) through PowerShell. The spooler
 * accepting a job proves nothing about paper, so success is 'delivered'.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { msg } from '../../common/messages/catalogue';
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { OsQueueOptions } from './print-options';
import { delivered, failed, type PrinterStatus, type PrintResult } from './print-result';
import { windowsRawPrintCommand } from './windows-raw-print';

interface CommandOutcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The command could not be started at all (not installed). */
  readonly spawnError: NodeJS.ErrnoException | null;
  readonly timedOut: boolean;
}

/** Runs a program (never a shell), feeding `input` on stdin. */
function run(
  command: string,
  args: readonly string[],
  input: readonly Uint8Array[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<CommandOutcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
      shell: false,
    });
    let stdout = '';
    let stderr = '';
    let spawnError: NodeJS.ErrnoException | null = null;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill();
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // The program may exit before reading its input (e.g. an unknown queue): that shows in its exit code.
    child.stdin.on('error', () => undefined);
    child.on('error', (error: NodeJS.ErrnoException) => (spawnError = error));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, spawnError, timedOut });
    });
    for (const chunk of input) child.stdin.write(chunk);
    child.stdin.end();
  });
}

const firstLine = (text: string): string => text.trim().split('\n')[0]?.trim() ?? '';

function outcomeToResult(
  settings: PrinterSettings,
  queue: string,
  outcome: CommandOutcome,
  program: 'lp' | 'PowerShell',
): PrintResult {
  const printer = settings.name;
  if (outcome.spawnError) {
    const code = outcome.spawnError.code ?? outcome.spawnError.message;
    return failed(
      'device_error',
      msg('printer.queue-cannot-start', { printer, queue, program, code }),
      false,
    );
  }
  if (outcome.timedOut) {
    return failed('device_error', msg('printer.queue-timeout', { printer, queue }), true);
  }
  if (outcome.code !== 0) {
    const said = firstLine(outcome.stderr) || firstLine(outcome.stdout) || `exit code ${outcome.code}`;
    const missing = /does not exist|unknown destination|not found|invalid printer name|1801/i.test(said);
    return missing
      ? failed('unreachable', msg('printer.queue-missing', { queue, said }), false)
      : failed('device_error', msg('printer.queue-refused', { printer, queue, said }), false);
  }
  return delivered(msg('printer.queue-delivered', { printer, queue, job: firstLine(outcome.stdout) }));
}

export async function printToQueue(
  settings: PrinterSettings,
  queue: string,
  copies: readonly Uint8Array[],
  timeoutMs: number,
  options: OsQueueOptions | undefined,
): Promise<PrintResult> {
  const platform = options?.platform ?? process.platform;
  const env = options?.env ?? process.env;
  if (platform !== 'win32') {
    const args = ['-d', queue, '-o', 'raw', '-t', 'OrderSlip receipt'];
    const outcome = await run('lp', args, copies, env, timeoutMs);
    return outcomeToResult(settings, queue, outcome, 'lp');
  }
  // The bytes go through a file: PowerShell's stdin is text, and would mangle them.
  const dir = await mkdtemp(join(tmpdir(), 'orderslip-print-'));
  try {
    const jobFile = join(dir, 'job.bin');
    await writeFile(jobFile, Buffer.concat(copies));
    const command = windowsRawPrintCommand();
    const outcome = await run(
      command.program,
      command.args,
      [],
      { ...env, ORDERSLIP_PRINTER: queue, ORDERSLIP_JOB_FILE: jobFile },
      timeoutMs,
    );
    return outcomeToResult(settings, queue, outcome, 'PowerShell');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function queryQueueStatus(queue: string): PrinterStatus {
  return { state: 'unknown', detail: msg('printer.queue-status', { queue }) };
}
