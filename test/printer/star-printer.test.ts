/**
 * Star printers over TCP prove printing with ASB and the ETB counter (StarIO's checked block), against
 * the virtual Star printer on real sockets: the same results, messages and `mayHavePrinted` as Epson's.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { printJob, queryStatus, type PrintOptions } from '../../electron/core/printer';
import { readAsb, StarAnswerDecoder } from '../../electron/core/printer/star-status';
import {
  VirtualStarPrinter,
  type VirtualStarPrinterOptions,
} from '../../electron/demo/virtual-printer/star-printer';
import { eventually, FAST, MUTE, scriptedPrinter, settingsFor, UNFINISHED } from './helpers';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const printer of started.splice(0)) await printer.close();
});

async function star(options: VirtualStarPrinterOptions = {}): Promise<VirtualStarPrinter> {
  const printer = await VirtualStarPrinter.start(options);
  started.push(printer);
  return printer;
}

/** Star line mode text as node-thermal-printer makes it: init, text, a cut. */
function starReceipt(title: string): Uint8Array {
  return Uint8Array.from([
    0x1b,
    0x40,
    ...Buffer.from(`${title}\nTotaal 12,50\n`, 'latin1'),
    0x1b,
    0x64,
    0x02,
  ]);
}

/** The options a test gives: short waits, and the status port its printer listens on (or a closed one). */
const withStatusPort = (printer: VirtualStarPrinter, timings: PrintOptions = FAST): PrintOptions => ({
  ...timings,
  starStatusPort: printer.statusPort ?? printer.port,
});

const starSettings = (printer: VirtualStarPrinter, overrides = {}) =>
  settingsFor(printer.uri, { type: 'star', ...overrides });

describe('Star ASB packets', () => {
  it('are split whole however the bytes come, and read as the Line Mode specification says', () => {
    const decoder = new StarAnswerDecoder();
    // 9 bytes: offline + cover open, autocutter error, paper near end, ETB counter 19 (0b10011).
    const packet = [0x23, 0x06, 0x28, 0x08, 0x00, 0x04, 0x00, 0x46, 0x00];
    expect(decoder.push(Uint8Array.from(packet.slice(0, 4)))).toEqual([]);
    const [answer] = decoder.push(Uint8Array.from([...packet.slice(4), 0x11]));
    expect(answer).toEqual({ kind: 'asb', bytes: packet });
    expect(readAsb(packet)).toEqual({
      offline: true,
      coverOpen: true,
      paperOut: false,
      error: true,
      paperLow: true,
      errorCauses: ['autocutter'],
      etb: 19,
    });
  });

  it('skip the Ethernet extension (Header 2 bit 7: a length, then that much more status)', () => {
    const decoder = new StarAnswerDecoder();
    const extended = [0x23, 0x86, 0, 0, 0, 0x08, 0, 0x02, 0, 0x00, 0x03, 0x41, 0x42, 0x43];
    const answers = decoder.push(Uint8Array.from([...extended, 0x23, 0x06, 0, 0, 0, 0, 0, 0, 0]));
    expect(answers.map((a) => a.kind)).toEqual(['asb', 'asb']);
    expect(answers[0]?.kind === 'asb' && readAsb(answers[0].bytes)).toMatchObject({ paperOut: true, etb: 1 });
  });
});

describe('printJob on a Star printer over TCP', () => {
  it('ready: printed (verified by the ETB counter), and the paper shows exactly the receipt', async () => {
    const printer = await star();
    const result = await printJob(
      starSettings(printer),
      [starReceipt('Bestelling 7')],
      withStatusPort(printer),
    );
    expect(result).toEqual({
      outcome: 'printed',
      detail: msg('printer.printed', { printer: 'Counter', copies: 1, paperLow: false }),
    });
    const [job] = printer.jobs();
    expect(printer.jobs()).toHaveLength(1);
    expect(job?.bytes).toEqual(starReceipt('Bestelling 7'));
    expect(job?.text).toContain('Bestelling 7\nTotaal 12,50');
    expect(job?.parsed.unknownBytes).toEqual([]);
  });

  it('several copies, each proven by its own step of the counter; the counter is cleared first', async () => {
    const printer = await star();
    // The job before left the counter at 1: it is cleared first (else this job would end it at 4), so a
    // count left by an earlier job can never pass for this one's proof.
    await printJob(starSettings(printer), [starReceipt('warm-up')], withStatusPort(printer));
    const copies = [starReceipt('A'), starReceipt('B'), starReceipt('C')];
    expect(await printJob(starSettings(printer), copies, withStatusPort(printer))).toEqual({
      outcome: 'printed',
      detail: msg('printer.printed', { printer: 'Counter', copies: 3, paperLow: false }),
    });
    expect(printer.jobs().map((job) => job.text.split('\n')[0])).toEqual(['warm-up', 'A', 'B', 'C']);
    expect(printer.etbCounter).toBe(3);
  });

  it('with ASB on (status sent by itself after ETB) it is printed too', async () => {
    const printer = await star({ asb: true });
    const result = await printJob(starSettings(printer), [starReceipt('asb')], withStatusPort(printer));
    expect(result).toMatchObject({ outcome: 'printed' });
  });

  it('status only on the status port (9101 on a real interface): printed, the port polled', async () => {
    const printer = await star({ statusOnLink: false, statusPort: 0 });
    const result = await printJob(starSettings(printer), [starReceipt('port')], withStatusPort(printer));
    expect(result).toMatchObject({ outcome: 'printed' });
    expect(printer.jobs()).toHaveLength(1);
  });

  it('paper out: refused before anything is sent', async () => {
    const printer = await star({ mode: 'paper-out' });
    expect(await printJob(starSettings(printer), [starReceipt('x')], withStatusPort(printer))).toEqual({
      outcome: 'failed',
      reason: 'paper_out',
      message: msg('printer.paper-out', { printer: 'Counter' }),
      mayHavePrinted: false,
    });
    expect(printer.receivedJobBytes).toBe(0);
  });

  it('cover open: refused before anything is sent', async () => {
    const printer = await star({ mode: 'cover-open' });
    const result = await printJob(starSettings(printer), [starReceipt('x')], withStatusPort(printer));
    expect(result).toMatchObject({ outcome: 'failed', reason: 'cover_open', mayHavePrinted: false });
    expect(printer.receivedJobBytes).toBe(0);
  });

  it('paper low: printed, and the detail says the paper is running low', async () => {
    const printer = await star({ mode: 'paper-low' });
    const result = await printJob(starSettings(printer), [starReceipt('x')], withStatusPort(printer));
    expect(result).toEqual({
      outcome: 'printed',
      detail: msg('printer.printed', { printer: 'Counter', copies: 1, paperLow: true }),
    });
  });

  it('switched off: unreachable, nothing printed', async () => {
    const printer = await star({ mode: 'offline' });
    const result = await printJob(starSettings(printer), [starReceipt('x')], withStatusPort(printer));
    expect(result).toMatchObject({ outcome: 'failed', reason: 'unreachable', mayHavePrinted: false });
  });

  it('a counter that never moves: no_answer, and it may have printed', async () => {
    const printer = await star({ mode: 'no-completion' });
    const result = await printJob(
      starSettings(printer),
      [starReceipt('x')],
      withStatusPort(printer, UNFINISHED),
    );
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'no_answer',
      message: msg('printer.no-answer', { printer: 'Counter', seconds: 1, copy: 1, copies: 1 }),
      mayHavePrinted: true,
    });
    expect(printer.jobs()).toHaveLength(1);
  });

  it('the paper runs out while the job waits: paper_out, check the last receipt', async () => {
    // It never finishes by itself: the paper runs out once the job is in, however busy the machine.
    const printer = await star({ printMs: 60_000 });
    const printing = printJob(starSettings(printer), [starReceipt('x')], withStatusPort(printer, UNFINISHED));
    await eventually(() => printer.receivedJobBytes > 0, 'the job to reach the printer');
    await printer.setMode('paper-out');
    expect(await printing).toEqual({
      outcome: 'failed',
      reason: 'paper_out',
      message: msg('printer.paper-ran-out', { printer: 'Counter', copy: 1, copies: 1 }),
      mayHavePrinted: true,
    });
  });

  it('the connection drops at the first job byte: connection_lost, may have printed', async () => {
    const printer = await star({ mode: 'drop-mid-job' });
    const result = await printJob(starSettings(printer), [starReceipt('x')], withStatusPort(printer));
    expect(result).toMatchObject({
      outcome: 'failed',
      reason: 'connection_lost',
      message: { code: 'printer.connection-lost' },
      mayHavePrinted: true,
    });
  });

  it('a Star that answers nothing: not verifiable (nothing sent) unless allowed, then delivered', async () => {
    const printer = await star({ mode: 'mute', statusPort: 0 });
    const settings = starSettings(printer);
    const refused = await printJob(settings, [starReceipt('x')], withStatusPort(printer, MUTE));
    expect(refused).toEqual({
      outcome: 'failed',
      reason: 'not_verifiable',
      message: msg('printer.not-verifiable', { printer: 'Counter', why: 'no-status' }),
      mayHavePrinted: false,
    });
    expect(printer.receivedJobBytes).toBe(0);

    const sent = await printJob(
      { ...settings, allowUnverified: true },
      [starReceipt('x')],
      withStatusPort(printer, MUTE),
    );
    expect(sent).toEqual({
      outcome: 'delivered',
      detail: msg('printer.delivered', { printer: 'Counter', why: 'no-status' }),
    });
    await printer.waitForJobs(1);
  });

  it('a peer that sends only bytes that are no ASB is silent, not a Star that said "ready"', async () => {
    const peer = await scriptedPrinter((_name, _bytes, socket) => socket.write(Uint8Array.of(0x12, 0x00)));
    started.push(peer);
    const result = await printJob(settingsFor(peer.uri, { type: 'star' }), [starReceipt('x')], {
      ...MUTE,
      starStatusPort: Number(new URL(peer.uri).port),
    });
    expect(result).toMatchObject({ outcome: 'failed', reason: 'not_verifiable', mayHavePrinted: false });
  });
});

/** A Star of older firmware: its ASB has 7 bytes (no ETB counter); it answers `ESC ACK SOH` and takes jobs. */
async function starWithoutCounter(): Promise<{
  port: number;
  received: () => Buffer;
  close(): Promise<void>;
}> {
  const chunks: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // Ready: Header 1 0x0f announces 7 bytes, everything else clear.
      if (chunk.includes(Buffer.from([0x1b, 0x06, 0x01])))
        socket.write(Uint8Array.of(0x0f, 0x02, 0, 0, 0, 0, 0));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const printer = {
    port,
    received: () => Buffer.concat(chunks),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  started.push(printer);
  return printer;
}

describe('a Star whose status has no ETB counter (7-byte ASB)', () => {
  it('is a printer without proof: refused before anything is sent, not waited on for a count that never comes', async () => {
    const printer = await starWithoutCounter();
    const settings = settingsFor(`tcp://127.0.0.1:${printer.port}`, { type: 'star' });
    const options = { ...FAST, starStatusPort: printer.port };
    const job = starReceipt('Bestelling 9');
    expect(await printJob(settings, [job], options)).toEqual({
      outcome: 'failed',
      reason: 'not_verifiable',
      message: msg('printer.not-verifiable', { printer: 'Counter', why: 'no-counter' }),
      mayHavePrinted: false,
    });
    expect(printer.received().includes(Buffer.from(job))).toBe(false);

    // Allowed to print without proof: sent, and said to be unconfirmed, never "printed".
    const sent = await printJob({ ...settings, allowUnverified: true }, [job], options);
    expect(sent).toEqual({
      outcome: 'delivered',
      detail: msg('printer.delivered', { printer: 'Counter', why: 'no-counter' }),
    });
    await vi.waitFor(() => expect(printer.received().includes(Buffer.from(job))).toBe(true));
  });
});

describe('queryStatus on a Star printer', () => {
  it('reads its state from ASB, in the same words as an Epson', async () => {
    const ready = await star();
    expect(await queryStatus(starSettings(ready), withStatusPort(ready))).toEqual({
      state: 'ready',
      detail: msg('printer.ready'),
    });
    const empty = await star({ mode: 'paper-out' });
    expect(await queryStatus(starSettings(empty), withStatusPort(empty))).toEqual({
      state: 'paper_out',
      detail: msg('printer.paper-out', { printer: 'Counter' }),
    });
    const mute = await star({ mode: 'mute' });
    const silent = await queryStatus(starSettings(mute), withStatusPort(mute, MUTE));
    expect(silent).toEqual({
      state: 'unknown',
      detail: msg('printer.status-silent', { printer: 'Counter' }),
    });
    expect(say(silent.detail, 'en')).toContain('answers no status requests');
  });
});
