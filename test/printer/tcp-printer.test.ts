import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { printJob, queryStatus } from '../../electron/core/printer';
import {
  closedAfterEach,
  eventually,
  FAST,
  MUTE,
  receipt,
  settingsFor,
  UNFINISHED,
  writeByteByByte,
} from './helpers';

const { virtualPrinter, scripted } = closedAfterEach();

const statusCommands = ['DLE EOT', 'GS r', 'GS ( H'];

describe('printJob over TCP against the virtual printer', () => {
  it('ready: printed, and the printer got exactly the receipt', async () => {
    const printer = await virtualPrinter();
    const result = await printJob(settingsFor(printer.uri), [receipt('Bestelling 42')], FAST);
    expect(result).toEqual({
      outcome: 'printed',
      detail: msg('printer.printed', { printer: 'Counter', copies: 1, paperLow: false }),
    });
    expect(result.outcome === 'printed' && say(result.detail, 'en')).toBe(
      'Printed on Counter, confirmed by the printer.',
    );
    const [job] = printer.jobs();
    expect(printer.jobs()).toHaveLength(1);
    expect(job?.text).toBe('Bestelling 42\nTotaal € 12,50\n--- cut ---');
    expect(job?.bytes).toEqual(receipt('Bestelling 42'));
    expect(job?.parsed.commands.some((command) => statusCommands.includes(command.name))).toBe(false);
  });

  it('prints several copies in one job, each confirmed', async () => {
    const printer = await virtualPrinter();
    const result = await printJob(settingsFor(printer.uri), [receipt('Copy A'), receipt('Copy B')], FAST);
    expect(result).toEqual({
      outcome: 'printed',
      detail: msg('printer.printed', { printer: 'Counter', copies: 2, paperLow: false }),
    });
    expect(printer.jobs().map((job) => job.text.split('\n')[0])).toEqual(['Copy A', 'Copy B']);
  });

  it('paper out: refuses before sending anything', async () => {
    const printer = await virtualPrinter({ mode: 'paper-out' });
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], FAST);
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'paper_out',
      message: msg('printer.paper-out', { printer: 'Counter' }),
      mayHavePrinted: false,
    });
    expect(printer.receivedJobBytes).toBe(0);
    expect(printer.jobs()).toEqual([]);
  });

  it('cover open: refuses before sending anything', async () => {
    const printer = await virtualPrinter({ mode: 'cover-open' });
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], FAST);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'cover_open', mayHavePrinted: false });
    expect(result).toMatchObject({ message: { code: 'printer.cover-open', params: { printer: 'Counter' } } });
    expect(printer.receivedJobBytes).toBe(0);
  });

  it('offline (switched off): unreachable, nothing printed', async () => {
    const printer = await virtualPrinter({ mode: 'offline' });
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], FAST);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'unreachable', mayHavePrinted: false });
    expect(result).toMatchObject({
      message: {
        code: 'printer.refused',
        params: { printer: 'Counter', where: `127.0.0.1:${printer.port}` },
      },
    });
  });

  it('comes back after being offline', async () => {
    const printer = await virtualPrinter({ mode: 'offline' });
    await printer.setMode('ready');
    expect(await printJob(settingsFor(printer.uri), [receipt('back')], FAST)).toMatchObject({
      outcome: 'printed',
    });
    await printer.setMode('offline');
    expect(await printJob(settingsFor(printer.uri), [receipt('gone')], FAST)).toMatchObject({
      reason: 'unreachable',
    });
  });

  it('connection dropped mid-job: connection_lost, may have printed', async () => {
    const printer = await virtualPrinter({ mode: 'drop-mid-job' });
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], FAST);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'connection_lost', mayHavePrinted: true });
    expect(printer.jobs()).toEqual([]);
  });

  it('mute printer: not_verifiable and nothing sent, unless unverified printing is allowed', async () => {
    const printer = await virtualPrinter({ mode: 'mute' });
    const refused = await printJob(settingsFor(printer.uri), [receipt('x')], MUTE);
    expect(refused).toMatchObject({ outcome: 'failed', reason: 'not_verifiable', mayHavePrinted: false });
    expect(refused).toMatchObject({
      message: { code: 'printer.not-verifiable', params: { printer: 'Counter', why: 'no-status' } },
    });

    const sent = await printJob(
      settingsFor(printer.uri, { allowUnverified: true }),
      [receipt('Muted')],
      MUTE,
    );
    expect(sent).toEqual({
      outcome: 'delivered',
      detail: msg('printer.delivered', { printer: 'Counter', why: 'no-status' }),
    });
    const jobs = await printer.waitForJobs(1);
    expect(jobs.map((job) => job.text.split('\n')[0])).toEqual(['Muted']);
  });

  it('no completion answer: no_answer, may have printed (and it did)', async () => {
    const printer = await virtualPrinter({ mode: 'no-completion' });
    const result = await printJob(settingsFor(printer.uri), [receipt('Silent end')], UNFINISHED);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'no_answer', mayHavePrinted: true });
    expect(result).toMatchObject({
      message: { code: 'printer.no-answer', params: { printer: 'Counter', seconds: 1, copy: 1, copies: 1 } },
    });
    expect(printer.jobs().map((job) => job.text.split('\n')[0])).toEqual(['Silent end']);
  });

  it('paper low: printed, says so, and the status says paper_low', async () => {
    const printer = await virtualPrinter({ mode: 'paper-low' });
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], FAST);
    expect(result).toEqual({
      outcome: 'printed',
      detail: msg('printer.printed', { printer: 'Counter', copies: 1, paperLow: true }),
    });
    expect(await queryStatus(settingsFor(printer.uri), FAST)).toEqual({
      state: 'paper_low',
      detail: msg('printer.ready-paper-low', { printer: 'Counter' }),
    });
  });

  it('paper running out mid-job: paper_out, may have printed', async () => {
    const printer = await virtualPrinter({ printMsPerLine: 60_000 });
    const printing = printJob(settingsFor(printer.uri), [receipt('Long one')], UNFINISHED);
    await eventually(() => printer.receivedJobBytes > 0, 'the job to reach the printer');
    await printer.setMode('paper-out');
    const result = await printing;
    expect(result).toMatchObject({ outcome: 'failed', reason: 'paper_out', mayHavePrinted: true });
    expect(result).toMatchObject({
      message: { code: 'printer.paper-ran-out', params: { printer: 'Counter', copy: 1, copies: 1 } },
    });
  });

  it('cover opened mid-job: cover_open, may have printed', async () => {
    const printer = await virtualPrinter({ printMsPerLine: 60_000 });
    const printing = printJob(settingsFor(printer.uri), [receipt('Long one')], UNFINISHED);
    await eventually(() => printer.receivedJobBytes > 0, 'the job to reach the printer');
    await printer.setMode('cover-open');
    expect(await printing).toMatchObject({
      outcome: 'failed',
      reason: 'cover_open',
      message: { code: 'printer.cover-opened', params: { printer: 'Counter' } },
      mayHavePrinted: true,
    });
  });

  it('falls back to GS r 1 on a printer without GS ( H, and keeps using it', async () => {
    const printer = await virtualPrinter({ supportsProcessId: false });
    const settings = settingsFor(printer.uri);
    expect(await printJob(settings, [receipt('one')], FAST)).toMatchObject({ outcome: 'printed' });
    expect(await printJob(settings, [receipt('two'), receipt('three')], FAST)).toMatchObject({
      outcome: 'printed',
    });
    expect(printer.jobs()).toHaveLength(3);
  });

  it('waits for GS ( H only when told to, which such a printer never answers', async () => {
    const printer = await virtualPrinter({ supportsProcessId: false });
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], {
      ...UNFINISHED,
      completion: 'process-id',
    });
    expect(result).toMatchObject({ outcome: 'failed', reason: 'no_answer', mayHavePrinted: true });
  });

  it('can be told to use GS r 1 only', async () => {
    const printer = await virtualPrinter();
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], {
      ...FAST,
      completion: 'paper-status',
    });
    expect(result.outcome).toBe('printed');
  });

  it('waits longer than the paper takes, on a slow printer', async () => {
    const printer = await virtualPrinter({ printMsPerLine: 40 });
    const slowJob = Uint8Array.from([...Buffer.from('line\n'.repeat(10)), 0x1d, 0x56, 0x01]);
    const result = await printJob(settingsFor(printer.uri), [slowJob], {
      timeouts: { ...FAST.timeouts, completionBaseMs: 5000 },
    });
    expect(result.outcome).toBe('printed');
  });
});

describe('queryStatus over TCP', () => {
  it('says what to do, in the same words as a refused job', async () => {
    const printer = await virtualPrinter({ mode: 'cover-open' });
    expect(await queryStatus(settingsFor(printer.uri), FAST)).toEqual({
      state: 'cover_open',
      detail: msg('printer.cover-open', { printer: 'Counter' }),
    });
    await printer.setMode('ready');
    expect(await queryStatus(settingsFor(printer.uri), FAST)).toEqual({
      state: 'ready',
      detail: msg('printer.ready'),
    });
  });

  it.each([
    ['ready', 'ready'],
    ['paper-out', 'paper_out'],
    ['cover-open', 'cover_open'],
    ['paper-low', 'paper_low'],
    ['offline', 'unreachable'],
    ['mute', 'unknown'],
    ['no-completion', 'ready'],
  ] as const)('%s → %s', async (mode, state) => {
    const printer = await virtualPrinter({ mode });
    expect((await queryStatus(settingsFor(printer.uri), mode === 'mute' ? MUTE : FAST)).state).toBe(state);
  });
});

describe('printJob over TCP against odd printers', () => {
  it('reads answers split over many TCP segments, between automatic status packets and XON bytes', async () => {
    // A printer answers one command after another, each answer whole: on a busy machine the byte-by-byte
    // writing of one took longer than the 40 ms before the next, and the two came out interleaved, which
    // no printer does (the GS r answer's byte landed inside the GS ( H answer's id).
    const answering = new WeakMap<Socket, Promise<void>>();
    const answer = (socket: Socket, bytes: readonly number[]): void => {
      const before = answering.get(socket) ?? Promise.resolve();
      answering.set(
        socket,
        before.then(() => writeByteByByte(socket, bytes)),
      );
    };
    const printer = await scripted((name, bytes, socket) => {
      const noise = [0x11, 0x10, 0x00, 0x00, 0x00]; // XON, then a 4-byte automatic status back packet
      if (name === 'DLE EOT') answer(socket, [...noise, 0x12]);
      if (name === 'GS ( H') answer(socket, [...noise, 0x37, 0x22, ...bytes.subarray(7), 0x00]);
      if (name === 'GS r') setTimeout(() => answer(socket, [0x00]), 40);
    });
    // A dozen answers a byte at a time, each after a timer: seconds on a busy machine. The bounds are
    // for answers that come, so they may be long; the test lasts as long as the answers take.
    const patient = { timeouts: { ...FAST.timeouts, statusMs: 20_000, completionBaseMs: 20_000 } };
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], patient);
    expect(result, JSON.stringify(result)).toMatchObject({ outcome: 'printed' });
  });

  it('does not take a GS ( H answer for another job as this one', async () => {
    const printer = await scripted((name, _bytes, socket) => {
      if (name === 'DLE EOT') socket.write(Uint8Array.of(0x12));
      if (name === 'GS ( H') socket.write(Uint8Array.of(0x37, 0x22, 0x41, 0x41, 0x41, 0x41, 0x00));
    });
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], {
      ...UNFINISHED,
      completion: 'process-id',
    });
    expect(result).toMatchObject({ outcome: 'failed', reason: 'no_answer' });
  });

  it('treats answers without the status pattern as no status: nothing is sent', async () => {
    const printer = await scripted((name, _bytes, socket) => {
      if (name === 'DLE EOT') socket.write(Uint8Array.of(0x08)); // not 0xx1xx10
    });
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], MUTE);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'not_verifiable', mayHavePrinted: false });
    expect([...printer.received()]).toEqual([0x10, 0x04, 0x01]);
  });

  it('explains a printer error with DLE EOT 3', async () => {
    const answers: Record<number, number> = { 1: 0x1a, 2: 0x52, 3: 0x1a, 4: 0x12 };
    const printer = await scripted((name, bytes, socket) => {
      if (name === 'DLE EOT') socket.write(Uint8Array.of(answers[bytes[2] ?? 0] ?? 0x12));
    });
    const result = await printJob(settingsFor(printer.uri), [receipt('x')], FAST);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'printer_error', mayHavePrinted: false });
    expect(result).toMatchObject({
      message: { code: 'printer.error', params: { printer: 'Counter', causes: ['autocutter'] } },
    });
    expect(result.outcome === 'failed' && say(result.message, 'en')).toContain('the cutter is stuck');
    expect(await queryStatus(settingsFor(printer.uri), FAST)).toMatchObject({
      state: 'error',
      detail: { code: 'printer.error', params: { causes: ['autocutter'] } },
    });
  });

  it('reports offline when the printer says so without a cause', async () => {
    const printer = await scripted((name, bytes, socket) => {
      if (name === 'DLE EOT') socket.write(Uint8Array.of(bytes[2] === 1 ? 0x1a : 0x12));
    });
    expect(await printJob(settingsFor(printer.uri), [receipt('x')], FAST)).toMatchObject({
      outcome: 'failed',
      reason: 'offline',
      mayHavePrinted: false,
    });
  });

  it('connection reset during the status check: connection_lost, nothing printed', async () => {
    const printer = await scripted((name, _bytes, socket) => {
      if (name === 'DLE EOT') socket.resetAndDestroy();
    });
    expect(await printJob(settingsFor(printer.uri), [receipt('x')], FAST)).toMatchObject({
      outcome: 'failed',
      reason: 'connection_lost',
      mayHavePrinted: false,
    });
  });

  it('a Star that answers no ASB, on either port: not verifiable unless allowed, then delivered', async () => {
    const printer = await scripted(() => undefined);
    const star = settingsFor(printer.uri, { type: 'star' });
    // Its status port is the printing port itself here, so only the printing connection is asked.
    const options = { ...MUTE, starStatusPort: Number(new URL(printer.uri).port) };
    const refused = await printJob(star, [receipt('x')], options);
    expect(refused).toMatchObject({ outcome: 'failed', reason: 'not_verifiable', mayHavePrinted: false });
    // Only the status request (ESC ACK SOH) went out: no job byte.
    expect(printer.received()).toEqual(Uint8Array.of(0x1b, 0x06, 0x01));

    const sent = await printJob({ ...star, allowUnverified: true }, [receipt('x')], options);
    expect(sent).toMatchObject({ outcome: 'delivered' });
    expect(sent).toMatchObject({ detail: { code: 'printer.delivered', params: { why: 'no-status' } } });
    await eventually(() => printer.received().length === 6 + receipt('x').length, 'the job bytes');
    expect(printer.received().subarray(6)).toEqual(receipt('x'));
  });

  it('connection refused on a closed port: unreachable, nothing printed', async () => {
    const printer = await scripted(() => undefined);
    const uri = printer.uri;
    await printer.close();
    expect(await printJob(settingsFor(uri), [receipt('x')], FAST)).toMatchObject({
      outcome: 'failed',
      reason: 'unreachable',
      message: { code: 'printer.refused', params: { printer: 'Counter' } },
      mayHavePrinted: false,
    });
  });

  it('a host that cannot be looked up: unreachable, with the OS code as the cause', async () => {
    const result = await printJob(settingsFor('tcp://no-such-printer.invalid:9100'), [receipt('x')], FAST);
    expect(result).toMatchObject({
      outcome: 'failed',
      reason: 'unreachable',
      message: {
        code: 'printer.unreachable',
        params: {
          printer: 'Counter',
          where: 'no-such-printer.invalid:9100',
          // Without a DNS server the lookup fails rather than finds nothing.
          cause: {
            code: 'printer.network-problem',
            params: {
              problem: expect.stringMatching(/^(unknown-host|lookup-failed)$/),
              code: expect.stringMatching(/^(ENOTFOUND|EAI_AGAIN)$/),
            },
          },
        },
      },
    });
    expect(result.outcome === 'failed' && say(result.message, 'en')).toMatch(
      /^Counter at no-such-printer\.invalid:9100 cannot be reached \(the host name (is unknown|could not be looked up) \((ENOTFOUND|EAI_AGAIN)\)\)\./,
    );
  });
});
