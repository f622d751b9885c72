/**
 * Printing through the computer's print queue (`printer:<name>`) as a raw job: CUPS `lp -o raw` on
 * Linux and macOS, the Windows spooler (winspool.drv, datatype RAW) through PowerShell. The spooler
 * accepting a job proves nothing about paper, so success is 'delivered'.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PrinterSettings } from '../model/printer-settings';
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
  program: string,
  bytes: number,
): PrintResult {
  const who = `printer '${settings.name}' (print queue "${queue}")`;
  if (outcome.spawnError) {
    return failed(
      'device_error',
      `Cannot print to ${who}: the ${program} command could not be started (${outcome.spawnError.code ?? outcome.spawnError.message}). ` +
        (program === 'lp'
          ? "Install CUPS, or use the printer's network address instead."
          : 'Check that PowerShell is available.'),
      false,
    );
  }
  if (outcome.timedOut) {
    return failed(
      'device_error',
      `The print queue did not accept the job for ${who} in time. Check the queue in the system's printer settings; the job may still print.`,
      true,
    );
  }
  if (outcome.code !== 0) {
    const said = firstLine(outcome.stderr) || firstLine(outcome.stdout) || `exit code ${outcome.code}`;
    const missing = /does not exist|unknown destination|not found|invalid printer name|1801/i.test(said);
    return failed(
      missing ? 'unreachable' : 'device_error',
      missing
        ? `There is no print queue named "${queue}" on this computer (${said}). Check the printer name in Settings.`
        : `The print queue refused the job for ${who}: ${said}. Check the queue in the system's printer settings.`,
      false,
    );
  }
  const id = firstLine(outcome.stdout);
  return delivered(
    `The print queue accepted ${bytes} bytes for ${who}${id ? ` (${id})` : ''}; the queue gives no paper status, so printing is not confirmed.`,
  );
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
  const bytes = copies.reduce((sum, copy) => sum + copy.length, 0);
  if (platform !== 'win32') {
    const args = ['-d', queue, '-o', 'raw', '-t', 'OrderSlip receipt'];
    const outcome = await run('lp', args, copies, env, timeoutMs);
    return outcomeToResult(settings, queue, outcome, 'lp', bytes);
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
    return outcomeToResult(settings, queue, outcome, 'PowerShell', bytes);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function queryQueueStatus(queue: string): PrinterStatus {
  return {
    state: 'unknown',
    detail: `Print queue "${queue}": the system's queue does not report the printer's paper or cover.`,
  };
}
