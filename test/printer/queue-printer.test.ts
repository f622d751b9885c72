import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { printJob, queryStatus } from '../../electron/core/printer';
import { parseWindowsReport } from '../../electron/core/printer/windows-raw-print';
import { fakeCups, type FakeCups } from './fake-cups';
import { receipt, settingsFor } from './helpers';

let dir: string;
let bin: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orderslip-queue-'));
  bin = join(dir, 'bin');
  await writeFile(join(dir, '.keep'), '');
  await import('node:fs/promises').then((fs) => fs.mkdir(bin));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fakeCommand(name: string, script: string): Promise<void> {
  const path = join(bin, name);
  await writeFile(path, `#!/bin/sh\n${script}\n`);
  await chmod(path, 0o755);
}

const withFakes = (): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
  FAKE_OUT: join(dir, 'out.bin'),
  FAKE_ARGS: join(dir, 'args.txt'),
  FAKE_ENV: join(dir, 'env.txt'),
});

describe('printJob to an OS print queue (CUPS lp)', () => {
  it('pipes the raw bytes of every copy to lp, with the queue name as one argument', async () => {
    await fakeCommand(
      'lp',
      'printf "%s\\n" "$@" > "$FAKE_ARGS"; cat > "$FAKE_OUT"; echo "request id is Counter-7 (1 file(s))"',
    );
    const queue = 'Bar; touch pwned $(id)';
    const result = await printJob(settingsFor(`printer:${queue}`), [receipt('one'), receipt('two')], {
      osQueue: { env: withFakes(), platform: 'linux' },
    });
    expect(result).toEqual({
      outcome: 'delivered',
      detail: msg('printer.queue-delivered', {
        printer: 'Counter',
        queue,
        job: 'request id is Counter-7 (1 file(s))',
      }),
    });
    expect(new Uint8Array(await readFile(join(dir, 'out.bin')))).toEqual(
      Uint8Array.from([...receipt('one'), ...receipt('two')]),
    );
    expect((await readFile(join(dir, 'args.txt'), 'utf8')).split('\n').slice(0, -1)).toEqual([
      '-d',
      queue,
      '-o',
      'raw',
      '-t',
      'OrderSlip receipt',
    ]);
    expect(existsSync(join(process.cwd(), 'pwned'))).toBe(false);
  });

  it('an unknown queue: unreachable, with what lp said', async () => {
    await fakeCommand('lp', 'cat > /dev/null; echo "lp: The printer or class does not exist." >&2; exit 1');
    const result = await printJob(settingsFor('printer:Nope'), [receipt('x')], {
      osQueue: { env: withFakes(), platform: 'linux' },
    });
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'unreachable',
      message: msg('printer.queue-missing', {
        queue: 'Nope',
        said: 'lp: The printer or class does not exist.',
      }),
      mayHavePrinted: false,
    });
  });

  it('a queue that refuses the job: device_error, with what lp said', async () => {
    await fakeCommand('lp', 'echo "lp: Destination \\"Bar\\" is not accepting jobs." >&2; exit 1');
    const result = await printJob(settingsFor('printer:Bar'), [receipt('x')], {
      osQueue: { env: withFakes(), platform: 'linux' },
    });
    expect(result).toMatchObject({ outcome: 'failed', reason: 'device_error', mayHavePrinted: false });
    expect(result).toMatchObject({
      message: {
        code: 'printer.queue-refused',
        params: { printer: 'Counter', queue: 'Bar', said: 'lp: Destination "Bar" is not accepting jobs.' },
      },
    });
  });

  it('no lp installed: says to install CUPS', async () => {
    const result = await printJob(settingsFor('printer:Bar'), [receipt('x')], {
      osQueue: { env: { PATH: bin }, platform: 'linux' },
    });
    expect(result).toMatchObject({ outcome: 'failed', reason: 'device_error', mayHavePrinted: false });
    expect(result).toMatchObject({
      message: {
        code: 'printer.queue-cannot-start',
        params: { printer: 'Counter', queue: 'Bar', program: 'lp', code: 'ENOENT' },
      },
    });
    expect(result.outcome === 'failed' && say(result.message, 'en')).toContain('Install CUPS');
  });

  it('a queue gives no status', async () => {
    expect(await queryStatus(settingsFor('printer:Bar'))).toEqual({
      state: 'unknown',
      detail: msg('printer.queue-status', { queue: 'Bar' }),
    });
  });
});

describe('following a CUPS job to its end (IPP Get-Job-Attributes)', () => {
  let cups: FakeCups | null = null;
  afterEach(async () => {
    await cups?.close();
    cups = null;
  });
  const print = async (deviceMs = 5000) =>
    printJob(settingsFor('printer:Bar'), [receipt('x')], {
      osQueue: { env: cups?.env ?? {}, platform: 'linux' },
      timeouts: { deviceMs },
    });

  it('a job the queue completes after a few polls: queue-completed, not printed', async () => {
    cups = await fakeCups({
      jobId: 42,
      steps: [{ state: 3 }, { state: 5, reasons: ['job-printing'] }, { state: 9 }],
    });
    expect(await print()).toEqual({
      outcome: 'queue-completed',
      detail: msg('printer.queue-completed', { printer: 'Counter', queue: 'Bar' }),
    });
    expect(cups.polls()).toBe(3);
    expect(new Uint8Array(await cups.received())).toEqual(receipt('x'));
    expect(say(msg('printer.queue-completed', { printer: 'Counter', queue: 'Bar' }), 'en')).toContain(
      'the printer itself does not confirm',
    );
  });

  it('a job the queue aborts while printing: failed with the queue’s words, may have printed', async () => {
    cups = await fakeCups({
      jobId: 7,
      steps: [
        { state: 5, reasons: ['job-printing'] },
        { state: 8, reasons: ['aborted-by-system'], message: 'Printer not responding' },
      ],
    });
    expect(await print()).toEqual({
      outcome: 'failed',
      reason: 'device_error',
      message: msg('printer.queue-job-stopped', {
        printer: 'Counter',
        queue: 'Bar',
        said: 'Printer not responding',
        started: true,
      }),
      mayHavePrinted: true,
    });
  });

  it('a job waiting in a stopped queue: taken out of the queue, failed, nothing printed', async () => {
    cups = await fakeCups({
      jobId: 9,
      steps: [{ state: 3 }],
      queueState: { state: 5, message: 'Unable to connect to printer' },
    });
    expect(await print()).toEqual({
      outcome: 'failed',
      reason: 'device_error',
      message: msg('printer.queue-job-stopped', {
        printer: 'Counter',
        queue: 'Bar',
        said: 'Unable to connect to printer',
        started: false,
      }),
      mayHavePrinted: false,
    });
    expect(await cups.cancelled()).toBe('Bar-9\n');
  });

  it('a job that was processed, then went back to wait in a stopped queue: taken out, may have printed', async () => {
    // CUPS: the backend sent part of the job, failed (printer unplugged), stopped the queue and put the
    // job back to pending — all between two polls. Only time-at-processing still tells it was sent.
    cups = await fakeCups({
      jobId: 11,
      steps: [{ state: 3, processed: true }],
      queueState: { state: 5, message: 'Printer disconnected' },
    });
    expect(await print()).toEqual({
      outcome: 'failed',
      reason: 'device_error',
      message: msg('printer.queue-job-stopped', {
        printer: 'Counter',
        queue: 'Bar',
        said: 'Printer disconnected',
        started: true,
      }),
      mayHavePrinted: true,
    });
    expect(await cups.cancelled()).toBe('Bar-11\n');
  });

  it('a job still pending when the time is up: delivered, saying it is still in the queue', async () => {
    cups = await fakeCups({ jobId: 5, steps: [{ state: 3 }] });
    const result = await print(900);
    expect(result).toEqual({
      outcome: 'delivered',
      detail: msg('printer.queue-still-waiting', {
        printer: 'Counter',
        queue: 'Bar',
        job: 'request id is Bar-5 (1 file(s))',
        seconds: 1,
      }),
    });
    expect(cups.polls()).toBeGreaterThanOrEqual(2);
    expect(await cups.cancelled()).toBe('');
  });

  it('a job the print server does not know (no history kept): delivered, as accepted only', async () => {
    cups = await fakeCups({ jobId: 3, steps: [] });
    expect(await print()).toEqual({
      outcome: 'delivered',
      detail: msg('printer.queue-delivered', {
        printer: 'Counter',
        queue: 'Bar',
        job: 'request id is Bar-3 (1 file(s))',
      }),
    });
  });

  it('no print server to ask: delivered, as accepted only', async () => {
    cups = await fakeCups({ jobId: 3, steps: [{ state: 9 }] });
    const env = { ...cups.env, CUPS_SERVER: '127.0.0.1:1' };
    const result = await printJob(settingsFor('printer:Bar'), [receipt('x')], {
      osQueue: { env, platform: 'linux' },
    });
    expect(result).toMatchObject({ outcome: 'delivered', detail: { code: 'printer.queue-delivered' } });
  });
});

describe('printJob to a Windows print queue (plumbing only: winspool cannot run here)', () => {
  it('runs PowerShell with an encoded script, the queue name and a job file in the environment', async () => {
    await fakeCommand(
      'powershell.exe',
      [
        'printf "%s\\n" "$@" > "$FAKE_ARGS"',
        'printf "%s" "$ORDERSLIP_PRINTER" > "$FAKE_ENV"',
        'cp "$ORDERSLIP_JOB_FILE" "$FAKE_OUT"',
        'echo "$ORDERSLIP_JOB_FILE" >> "$FAKE_ARGS"',
        'echo "spooled"',
      ].join('\n'),
    );
    const queue = "EPSON TM-T20III 'Receipt' $env:PATH";
    const result = await printJob(settingsFor(`printer:${queue}`), [receipt('one'), receipt('two')], {
      osQueue: { env: withFakes(), platform: 'win32' },
    });
    expect(result.outcome).toBe('delivered');
    expect(await readFile(join(dir, 'env.txt'), 'utf8')).toBe(queue);
    expect(new Uint8Array(await readFile(join(dir, 'out.bin')))).toEqual(
      Uint8Array.from([...receipt('one'), ...receipt('two')]),
    );
    const [noProfile, nonInteractive, policy, bypass, flag, encoded, jobFile] = (
      await readFile(join(dir, 'args.txt'), 'utf8')
    ).split('\n');
    expect([noProfile, nonInteractive, policy, bypass, flag]).toEqual([
      '-NoProfile',
      '-NonInteractive',
      '-ExecutionPolicy',
      'Bypass',
      '-EncodedCommand',
    ]);
    const script = Buffer.from(encoded ?? '', 'base64').toString('utf16le');
    expect(script).toContain('Add-Type -TypeDefinition');
    expect(script).toContain('info.pDatatype = "RAW";');
    expect(script).toContain('WritePrinter(handle, data, data.Length, out written)');
    expect(script).toContain('[OrderSlipRawPrinter]::Open($env:ORDERSLIP_PRINTER)');
    expect(script).toContain('[OrderSlipRawPrinter]::Follow($handle, $job, [int]$env:ORDERSLIP_FOLLOW_MS)');
    expect(script).toContain('GetJob(handle, jobId, 1, buffer, needed, out needed)');
    // A job that failed half-way is aborted (deleted from the spooler), never ended into a partial print.
    expect(script).toContain('if (whole) EndDocPrinter(handle); else AbortPrinter(handle);');
    expect(script).not.toContain(queue);
    expect(existsSync(jobFile ?? '')).toBe(false);
  });

  it('a spooler error becomes a failure with its message', async () => {
    await fakeCommand(
      'powershell.exe',
      'echo "OpenPrinter failed: The printer name is invalid. (1801)" >&2; exit 1',
    );
    const result = await printJob(settingsFor('printer:Nope'), [receipt('x')], {
      osQueue: { env: withFakes(), platform: 'win32' },
    });
    expect(result).toMatchObject({ outcome: 'failed', reason: 'unreachable', mayHavePrinted: false });
    expect(result).toMatchObject({
      message: {
        code: 'printer.queue-missing',
        params: { queue: 'Nope', said: 'OpenPrinter failed: The printer name is invalid. (1801)' },
      },
    });
  });
});

describe('what the Windows script reports about the job it followed', () => {
  const windows = async (stdout: string, exit = 0) => {
    await fakeCommand(
      'powershell.exe',
      `printf "%s" "$ORDERSLIP_FOLLOW_MS" > "$FAKE_ENV"; printf '${stdout}'; exit ${exit}`,
    );
    return printJob(settingsFor('printer:Bon'), [receipt('x')], {
      osQueue: { env: withFakes(), platform: 'win32' },
      timeouts: { deviceMs: 4000 },
    });
  };

  it('completed by the spooler: queue-completed; it is told how long to follow', async () => {
    expect(await windows('job 12\\nresult completed\\n')).toEqual({
      outcome: 'queue-completed',
      detail: msg('printer.queue-completed', { printer: 'Counter', queue: 'Bon' }),
    });
    expect(await readFile(join(dir, 'env.txt'), 'utf8')).toBe('4000');
  });

  it('paper out before anything printed: failed paper_out, taken out of the queue', async () => {
    expect(await windows('job 12\\nresult stopped paper_out 0 Paper is out\\n')).toEqual({
      outcome: 'failed',
      reason: 'paper_out',
      message: msg('printer.queue-job-stopped', {
        printer: 'Counter',
        queue: 'Bon',
        said: 'Paper is out',
        started: false,
      }),
      mayHavePrinted: false,
    });
  });

  it('still waiting: delivered, saying so', async () => {
    expect(await windows('job 12\\nresult waiting offline\\n')).toMatchObject({
      outcome: 'delivered',
      detail: { code: 'printer.queue-still-waiting', params: { job: 'job 12', seconds: 4 } },
    });
  });

  it('a failure after the job was spooled is no refusal: delivered', async () => {
    expect(await windows('job 12\\n', 1)).toMatchObject({
      outcome: 'delivered',
      detail: { code: 'printer.queue-delivered', params: { job: 'job 12' } },
    });
  });

  it('reads the line protocol, ignoring what it does not know', () => {
    expect(parseWindowsReport('WARNING: x\r\njob 7\r\nresult stopped error 1 Jammed paper\r\n')).toEqual({
      job: '7',
      result: { kind: 'stopped', cause: 'error', mayHavePrinted: true, said: 'Jammed paper' },
    });
    expect(parseWindowsReport('job 7\nresult gone\n')).toEqual({ job: '7', result: { kind: 'gone' } });
    expect(parseWindowsReport('job 7\nresult stopped melted 0 ?\n').result).toMatchObject({
      cause: 'error',
      mayHavePrinted: true,
    });
    expect(parseWindowsReport('spooled 12 bytes')).toEqual({ job: null, result: null });
  });
});
