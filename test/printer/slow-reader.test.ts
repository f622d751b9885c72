/**
 * A printer that answered in time never becomes a question because the PC was slow to read it (issue 23,
 * point 7: the demo's start-up burst on a busy 2-core machine held an order of a healthy virtual printer
 * "did it come out?"). The event loop is blocked on purpose, for longer than the completion timeout,
 * while the printer answers; over real sockets.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testPrintBuffers } from '../../electron/core/engine/print-bytes';
import { printJob } from '../../electron/core/printer';
import type { PrinterAnswer } from '../../electron/core/printer/answer-decoder';
import { PrinterLink } from '../../electron/core/printer/printer-link';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { FAST, settingsFor } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The PC too busy to run us: nothing else happens in this process for `ms`. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  let spins = 0;
  while (performance.now() < until) spins++;
  expect(spins).toBeGreaterThan(0);
}

/** Resolves once `condition` holds, checked after every turn of the event loop. */
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const giveUpAt = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > giveUpAt) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a deadline is judged after reading what has arrived', () => {
  it('an answer in the socket when the wait times out is taken, not lost', async () => {
    let peer: Socket | null = null;
    const server = createServer((socket) => {
      peer = socket;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.address() as AddressInfo;
    const link = await PrinterLink.connect('127.0.0.1', port, 2_000);
    cleanups.push(() => link.destroy());
    await until(() => peer !== null);

    const isRealtime = (answer: PrinterAnswer): boolean => answer.kind === 'realtime';
    const answer = link.next(isRealtime, 200);
    // The printer answers at once; this process reads nothing until long after the 200 ms are up.
    peer!.write(Uint8Array.of(0x12));
    busyFor(1_000);
    expect(await answer).toEqual({ kind: 'realtime', byte: 0x12 });
  });

  it('a virtual printer printing in this very process still proves its receipt after a busy spell', async () => {
    // As in the demo: the virtual printer shares the engine's event loop, and prints a drawn receipt.
    const printer = await VirtualPrinter.start({ printMsPerLine: 4 });
    cleanups.push(() => printer.close());
    const settings = settingsFor(printer.uri, { printMode: 'image' });
    const copies = testPrintBuffers(settings, new Date());
    const job = printJob(settings, copies, FAST);
    // Busy for longer than the completion wait (600 ms) once the receipt is in the printer, mid-print.
    await until(() => printer.receivedJobBytes >= copies[0]!.length);
    busyFor(1_500);
    expect(await job).toMatchObject({ outcome: 'printed' });
    expect(printer.jobs()).toHaveLength(1);
  });
});
