import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg, say } from '../../electron/common/messages/catalogue';
import { printJob, queryStatus } from '../../electron/core/printer';
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
    expect(script).toContain('[OrderSlipRawPrinter]::Send($env:ORDERSLIP_PRINTER, $bytes)');
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
