/**
 * Printing through the computer's print queue (`printer:<name>`) as a raw job: CUPS `lp -o raw` on
 * Linux and macOS, the Windows spooler (winspool.drv, datatype RAW) through PowerShell. Then the job is
 * followed until the spooler says it completed ('queue-completed': a proof level of its own, weaker than
 * the printer's word), stopped or was cancelled (failed), or is still waiting when the time is up
 * ('delivered'). A job that cannot be followed is 'delivered', as before.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { msg } from '../../common/messages/catalogue';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { getJobAttributes, getQueueState, type IppJob } from './ipp';
import type { OsQueueOptions } from './print-options';
import {
  delivered,
  failed,
  queueCompleted,
  type PrintFailureReason,
  type PrinterStatus,
  type PrintResult,
} from './print-result';
import { parseWindowsReport, windowsRawPrintCommand, type WindowsReport } from './windows-raw-print';

/** How often a queued job is looked at: gently, a receipt takes a second or two. */
const POLL_MS = 300;
/** Each question to the print server. */
const ASK_MS = 3000;

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

/** The spooler's refusal, if it refused; null when it took the job. */
function refusal(
  settings: PrinterSettings,
  queue: string,
  outcome: CommandOutcome,
  program: 'lp' | 'PowerShell',
): PrintResult | null {
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
  return null;
}

interface Followed {
  readonly settings: PrinterSettings;
  readonly queue: string;
  /** What the spooler called the job, for messages ("request id is Bar-42 (1 file(s))"). */
  readonly job: string;
  readonly followMs: number;
}

const acceptedOnly = (f: Followed): PrintResult =>
  delivered(msg('printer.queue-delivered', { printer: f.settings.name, queue: f.queue, job: f.job }));
const stillWaiting = (f: Followed): PrintResult =>
  delivered(
    msg('printer.queue-still-waiting', {
      printer: f.settings.name,
      queue: f.queue,
      job: f.job,
      seconds: Math.round(f.followMs / 1000),
    }),
  );
const completed = (f: Followed): PrintResult =>
  queueCompleted(msg('printer.queue-completed', { printer: f.settings.name, queue: f.queue }));
const stopped = (
  f: Followed,
  reason: PrintFailureReason,
  said: string,
  started: boolean,
  mayHavePrinted: boolean,
): PrintResult =>
  failed(
    reason,
    msg('printer.queue-job-stopped', { printer: f.settings.name, queue: f.queue, said, started }),
    mayHavePrinted,
  );

/** lp names the job `<queue>-<number>` in any language ("request id is Bar-42 (1 file(s))"). */
function cupsJobNumber(queue: string, stdout: string): number | null {
  const escaped = queue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\s)${escaped}-(\\d+)(?:\\s|$)`).exec(stdout);
  const number = match?.[1] ? Number(match[1]) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** Reasons a queued job waits for a person, not for its turn (CUPS holds a job its printer failed on). */
const BLOCKED = new Set(['printer-stopped', 'resources-are-not-ready']);

const wordsOf = (job: IppJob): string => job.message || job.reasons.join(' ') || `job state ${job.state}`;

/**
 * Follows CUPS job `number` through IPP until it ends or `followMs` pass. A job that waits in a
 * stopped queue is cancelled (`cancel`), so it cannot come out later beside the retry.
 */
async function followCupsJob(f: Followed, number: number, env: NodeJS.ProcessEnv): Promise<PrintResult> {
  // Monotonic: a wall clock that steps back while a job is followed must not stretch the following.
  const deadline = performance.now() + f.followMs;
  let started = false;
  for (;;) {
    const answer = await getJobAttributes(number, env, Math.min(ASK_MS, f.followMs));
    // The scheduler forgot the job (no job history kept) or cannot be asked: nothing is known.
    if (answer.kind !== 'job') return acceptedOnly(f);
    const job = answer.job;
    if (job.state >= 5 || job.impressionsCompleted > 0 || job.processed) started = true;
    switch (job.state) {
      case 9:
        return completed(f);
      case 7:
        // Cancelled (by a person, in the queue): it may have been cut off while printing.
        return stopped(f, 'device_error', wordsOf(job), started, job.impressionsCompleted > 0 || started);
      case 8:
        // Aborted by the system: the printer may have had part of it.
        return stopped(f, 'device_error', wordsOf(job), true, true);
      case 6:
        // Stopped while printing: taken out of the queue, but part of it may be on paper.
        await cancelCupsJob(f.queue, number, env);
        return stopped(f, 'device_error', wordsOf(job), true, true);
      case 3:
      case 4: {
        // Waiting: for its turn, or in a queue that stopped (its printer failed) and waits for a person.
        const queue = job.printerUri ? await getQueueState(job.printerUri, env, ASK_MS) : null;
        const blocked = job.reasons.some((reason) => BLOCKED.has(reason));
        if (blocked || queue?.stopped) {
          const cancelled = await cancelCupsJob(f.queue, number, env);
          const said = (queue?.stopped && queue.message) || wordsOf(job);
          return stopped(f, 'device_error', said, started, started || !cancelled);
        }
      }
    }
    if (performance.now() + POLL_MS > deadline) return stillWaiting(f);
    await sleep(POLL_MS);
  }
}

async function cancelCupsJob(queue: string, number: number, env: NodeJS.ProcessEnv): Promise<boolean> {
  const outcome = await run('cancel', [`${queue}-${number}`], [], env, ASK_MS);
  return !outcome.spawnError && !outcome.timedOut && outcome.code === 0;
}

const STOP_REASONS: Readonly<Record<'paper_out' | 'offline' | 'error' | 'cancelled', PrintFailureReason>> = {
  paper_out: 'paper_out',
  offline: 'offline',
  error: 'printer_error',
  cancelled: 'device_error',
};

/** What the Windows script reported, as a result: see the protocol in windows-raw-print.ts. */
function windowsResult(f: Followed, report: WindowsReport): PrintResult {
  const result = report.result;
  switch (result?.kind) {
    case 'completed':
      return completed(f);
    case 'waiting':
      return stillWaiting(f);
    case 'stopped':
      return stopped(
        f,
        STOP_REASONS[result.cause],
        result.said,
        result.mayHavePrinted,
        result.mayHavePrinted,
      );
    default:
      return acceptedOnly(f);
  }
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
    const refused = refusal(settings, queue, outcome, 'lp');
    if (refused) return refused;
    const followed: Followed = { settings, queue, job: firstLine(outcome.stdout), followMs: timeoutMs };
    const number = cupsJobNumber(queue, outcome.stdout);
    return number === null ? acceptedOnly(followed) : followCupsJob(followed, number, env);
  }
  // The bytes go through a file: PowerShell's stdin is text, and would mangle them.
  const dir = await mkdtemp(join(tmpdir(), 'orderslip-print-'));
  try {
    const jobFile = join(dir, 'job.bin');
    await writeFile(jobFile, Buffer.concat(copies));
    const command = windowsRawPrintCommand();
    // Spooling gets timeoutMs, and following the job as much again.
    const outcome = await run(
      command.program,
      command.args,
      [],
      {
        ...env,
        ORDERSLIP_PRINTER: queue,
        ORDERSLIP_JOB_FILE: jobFile,
        ORDERSLIP_FOLLOW_MS: String(timeoutMs),
      },
      2 * timeoutMs,
    );
    const report = parseWindowsReport(outcome.stdout);
    const followed: Followed = {
      settings,
      queue,
      job: report.job ? `job ${report.job}` : firstLine(outcome.stdout),
      followMs: timeoutMs,
    };
    // Once the spooler has the job, what went wrong after is no refusal: the job is in the queue.
    if (report.job === null) return refusal(settings, queue, outcome, 'PowerShell') ?? acceptedOnly(followed);
    return outcome.timedOut ? stillWaiting(followed) : windowsResult(followed, report);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function queryQueueStatus(queue: string): PrinterStatus {
  return { state: 'unknown', detail: msg('printer.queue-status', { queue }) };
}
