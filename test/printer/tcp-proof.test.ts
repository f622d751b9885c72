/**
 * Issue 9, point 13: only an answer that belongs to this job and reports nothing wrong proves printing.
 * Every case runs over real TCP, against the virtual printer's fault modes or a scripted peer.
 */
import { describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { CompletionChannel, freshProcessId } from '../../electron/core/printer/completion';
import { PrinterLink } from '../../electron/core/printer/printer-link';
import { printJob } from '../../electron/core/printer';
import { closedAfterEach, FAST, receipt, settingsFor, UNFINISHED } from './helpers';

const { virtualPrinter, scripted, onCleanup } = closedAfterEach();

const READY = Uint8Array.of(0x12);
const idOf = (request: Uint8Array): number[] => [...request.subarray(7, 11)];

describe('a printer that acknowledges the job and then loses it', () => {
  it('is never confirmed: not the first order after start, not the ones after it', async () => {
    const printer = await virtualPrinter({ mode: 'ack-then-lose' });
    const settings = settingsFor(printer.uri);
    for (const title of ['First after start', 'Second', 'Third']) {
      const result = await printJob(settings, [receipt(title)], UNFINISHED);
      expect(result).toEqual({
        outcome: 'failed',
        reason: 'no_answer',
        message: msg('printer.answer-not-ours', { printer: 'Counter', copy: 1, copies: 1 }),
        mayHavePrinted: true,
      });
    }
    const sent = ['First after start', 'Second', 'Third'].map((title) => receipt(title).length);
    expect(printer.receivedJobBytes).toBe(sent.reduce((sum, length) => sum + length, 0));
    expect(printer.jobs()).toEqual([]);
  });

  it('is not confirmed when only GS ( H is asked either: a stale id from an earlier connection never counts', async () => {
    const printer = await virtualPrinter({ mode: 'ack-then-lose' });
    const settings = settingsFor(printer.uri);
    for (let i = 0; i < 2; i++) {
      expect(
        await printJob(settings, [receipt(`Order ${i}`)], { ...UNFINISHED, completion: 'process-id' }),
      ).toMatchObject({ outcome: 'failed', reason: 'no_answer', mayHavePrinted: true });
    }
    expect(printer.jobs()).toEqual([]);
  });

  it('a ready printer at the same address afterwards prints and is confirmed again', async () => {
    const printer = await virtualPrinter({ mode: 'ack-then-lose' });
    const settings = settingsFor(printer.uri);
    expect((await printJob(settings, [receipt('lost')], UNFINISHED)).outcome).toBe('failed');
    await printer.setMode('ready');
    expect(await printJob(settings, [receipt('kept')], FAST)).toMatchObject({ outcome: 'printed' });
    expect(printer.jobs().map((job) => job.text.split('\n')[0])).toEqual(['kept']);
  });
});

describe('a GS r 1 answer with the paper-end bits', () => {
  it.each(['auto', 'paper-status'] as const)(
    'is not proof (completion %s): paper_out, and it may have printed',
    async (completion) => {
      const printer = await virtualPrinter({ mode: 'paper-end-on-completion' });
      const result = await printJob(settingsFor(printer.uri), [receipt('Last of the roll')], {
        ...FAST,
        completion,
      });
      expect(result).toEqual({
        outcome: 'failed',
        reason: 'paper_out',
        message: msg('printer.paper-ran-out', { printer: 'Counter', copy: 1, copies: 1 }),
        mayHavePrinted: true,
      });
      expect(printer.jobs().map((job) => job.text.split('\n')[0])).toEqual(['Last of the roll']);
    },
  );

  it('voids an id answer that came with it, and names the copy', async () => {
    const printer = await scripted((name, bytes, socket) => {
      if (name === 'DLE EOT') socket.write(READY);
      if (name === 'GS ( H') socket.write(Uint8Array.of(0x37, 0x22, ...idOf(bytes), 0x00));
      if (name === 'GS r') socket.write(Uint8Array.of(0x0c));
    });
    const result = await printJob(settingsFor(printer.uri), [receipt('a'), receipt('b')], FAST);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'paper_out', mayHavePrinted: true });
    expect(result).toMatchObject({
      message: { code: 'printer.paper-ran-out', params: { printer: 'Counter', copy: 1, copies: 2 } },
    });
    expect(result.outcome === 'failed' && say(result.message, 'en')).toContain(
      'while printing (copy 1 of 2)',
    );
    expect(result.outcome === 'failed' && say(result.message, 'nl')).toContain(
      'tijdens het afdrukken (exemplaar 1 van 2)',
    );
  });
});

describe('answers that do not belong to this job', () => {
  it('a GS r 1 answer from a printer that answered GS ( H with another id is not proof', async () => {
    const printer = await scripted((name, _bytes, socket) => {
      if (name === 'DLE EOT') socket.write(READY);
      if (name === 'GS ( H') socket.write(Uint8Array.of(0x37, 0x22, 0x39, 0x39, 0x39, 0x39, 0x00));
      if (name === 'GS r') socket.write(Uint8Array.of(0x00));
    });
    expect(await printJob(settingsFor(printer.uri), [receipt('x')], UNFINISHED)).toMatchObject({
      outcome: 'failed',
      reason: 'no_answer',
      mayHavePrinted: true,
    });
  });

  it('a GS r 1 answer that arrived before the job was sent is not proof', async () => {
    // One stray byte per connection rides behind the first status answer, as a leftover in a buffer would.
    const greeted = new WeakSet<object>();
    const printer = await scripted((name, _bytes, socket) => {
      if (name !== 'DLE EOT') return;
      socket.write(greeted.has(socket) ? READY : Uint8Array.of(0x12, 0x00));
      greeted.add(socket);
    });
    for (const completion of ['auto', 'paper-status'] as const) {
      expect(
        await printJob(settingsFor(printer.uri), [receipt('x')], { ...UNFINISHED, completion }),
      ).toMatchObject({ outcome: 'failed', reason: 'no_answer', mayHavePrinted: true });
    }
  });

  it('a GS r 1 answer in a stream of bytes nobody can explain is not proof', async () => {
    const printer = await scripted((name, _bytes, socket) => {
      if (name === 'DLE EOT') socket.write(READY);
      if (name === 'GS r') socket.write(Uint8Array.of(0x22, 0x31, 0x32, 0x00));
    });
    expect(
      await printJob(settingsFor(printer.uri), [receipt('x')], { ...UNFINISHED, completion: 'paper-status' }),
    ).toMatchObject({ outcome: 'failed', reason: 'no_answer', mayHavePrinted: true });
  });

  it('a GS r 1 answer owed to an earlier request on the connection is not taken for the next one', async () => {
    // Answers the first GS ( H at once and the first GS r 1 late; nothing after that.
    let paperRequests = 0;
    const printer = await scripted((name, bytes, socket) => {
      if (name === 'GS ( H' && paperRequests === 0)
        socket.write(Uint8Array.of(0x37, 0x22, ...idOf(bytes), 0x00));
      if (name === 'GS r' && ++paperRequests === 1) setTimeout(() => socket.write(Uint8Array.of(0x00)), 300);
    });
    const { port } = new URL(printer.uri.replace('tcp:', 'http:'));
    const link = await PrinterLink.connect('127.0.0.1', Number(port), 2000);
    onCleanup(async () => link.destroy());
    const channel = new CompletionChannel(link);
    link.write(receipt('copy 1'));
    expect(await channel.request('auto').wait(600, 50)).toEqual({
      answeredAt: expect.any(Number),
      kind: 'proof',
      method: 'process-id',
      paperLow: false,
    });
    link.write(receipt('copy 2'));
    expect(await channel.request('paper-status').wait(600, 50)).toEqual({ kind: 'none', misleading: false });
    expect(paperRequests).toBe(2);
  });

  it('GS ( H ids do not repeat within 10 000 requests', () => {
    const ids = new Set(
      Array.from({ length: 10_000 }, () => Buffer.from(freshProcessId()).toString('ascii')),
    );
    expect(ids.size).toBe(10_000);
    expect([...ids].every((id) => /^\d{4}$/.test(id))).toBe(true);
  });
});

describe('proof that still counts', () => {
  it('our id echoed, then a clean GS r 1 answer: printed, and later jobs ask GS ( H only', async () => {
    const asked: string[] = [];
    const printer = await scripted((name, bytes, socket) => {
      if (name === 'DLE EOT') socket.write(READY);
      if (name === 'GS ( H' || name === 'GS r') asked.push(name);
      if (name === 'GS ( H') socket.write(Uint8Array.of(0x37, 0x22, ...idOf(bytes), 0x00));
      if (name === 'GS r') socket.write(Uint8Array.of(0x03));
    });
    const settings = settingsFor(printer.uri);
    expect(await printJob(settings, [receipt('x')], FAST)).toEqual({
      outcome: 'printed',
      detail: msg('printer.printed', { printer: 'Counter', copies: 1, paperLow: true }),
    });
    expect(await printJob(settings, [receipt('y')], FAST)).toMatchObject({ outcome: 'printed' });
    expect(asked).toEqual(['GS ( H', 'GS r', 'GS ( H']);
  });

  it('no-completion prints the job but never proves it', async () => {
    const printer = await virtualPrinter({ mode: 'no-completion' });
    expect(await printJob(settingsFor(printer.uri), [receipt('On paper')], UNFINISHED)).toMatchObject({
      outcome: 'failed',
      reason: 'no_answer',
      mayHavePrinted: true,
    });
    expect(printer.jobs().map((job) => job.text.split('\n')[0])).toEqual(['On paper']);
  });
});
