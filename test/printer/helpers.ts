import { createServer, type Server, type Socket } from 'node:net';
import { afterEach } from 'vitest';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import type { PrintOptions } from '../../electron/core/printer';
import { VirtualPrinter, type VirtualPrinterOptions } from '../../electron/demo/virtual-printer';
import { scanToken } from '../../electron/demo/virtual-printer/escpos-commands';

export function settingsFor(uri: string, overrides: Partial<PrinterSettings> = {}): PrinterSettings {
  return printerSettings({ id: 'printer-1', name: 'Counter', uri, ...overrides });
}

/**
 * For a printer that answers: bounds a machine running two suites on two cores still keeps (a 250 ms
 * status bound did not), so an answer that comes is never read as silence.
 */
export const FAST: PrintOptions = {
  timeouts: { connectMs: 3000, statusMs: 2000, completionBaseMs: 3000, completionPerKbMs: 0 },
};

/*
 * For a printer silent on purpose, the wait is the point of the test, and silence stays silence on a
 * busy machine: that bound may be short. Only the silent part is short; what the printer does answer
 * keeps FAST's bound.
 */
/** A printer that answers no status request. */
export const MUTE: PrintOptions = { timeouts: { ...FAST.timeouts, statusMs: 250 } };
/** A printer that answers its status but never proves the job came out. */
export const UNFINISHED: PrintOptions = { timeouts: { ...FAST.timeouts, completionBaseMs: 600 } };

/** A small receipt in PC858 with a € and a cut, as the receipt builder makes them. */
export function receipt(title: string): Uint8Array {
  return Uint8Array.from([
    ...[0x1b, 0x40, 0x1b, 0x74, 19],
    ...Buffer.from(`${title}\nTotaal `, 'latin1'),
    0xd5,
    ...Buffer.from(' 12,50\n', 'latin1'),
    ...[0x1d, 0x56, 0x01],
  ]);
}

export interface ScriptedPrinter {
  readonly uri: string;
  /** Every byte received, over all connections. */
  readonly received: () => Uint8Array;
  close(): Promise<void>;
}

/**
 * A raw TCP peer for cases the virtual printer does not cover: it reports each command it receives
 * (scanned with the same command table) and the test decides what to write back, and how.
 */
export async function scriptedPrinter(
  onCommand: (name: string, bytes: Uint8Array, socket: Socket) => void,
): Promise<ScriptedPrinter> {
  const chunks: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      pending = Buffer.concat([pending, chunk]);
      let offset = 0;
      for (let token = scanToken(pending, 0, 'epson'); token; token = scanToken(pending, offset, 'epson')) {
        if (token.kind === 'command')
          onCommand(token.name, pending.subarray(offset, offset + token.length), socket);
        offset += token.length;
        if (offset >= pending.length) break;
      }
      pending = pending.subarray(offset);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    uri: `tcp://127.0.0.1:${port}`,
    received: () => new Uint8Array(Buffer.concat(chunks)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Writes bytes one at a time, each in its own TCP segment, as a slow or odd interface might. */
export async function writeByteByByte(socket: Socket, bytes: readonly number[]): Promise<void> {
  for (const byte of bytes) {
    if (socket.destroyed) return;
    socket.write(Uint8Array.of(byte));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** Polls a condition that another party makes true (a socket event), failing clearly after `ms`. */
export async function eventually(condition: () => boolean, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Call once at the top of a test file: printers (and anything else handed to `onCleanup`) started by a
 * test are closed after it, so a failing test leaves no port open for the next.
 */
export function closedAfterEach() {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return {
    onCleanup: (cleanup: () => Promise<void>): void => {
      cleanups.push(cleanup);
    },
    virtualPrinter: async (options: VirtualPrinterOptions = {}): Promise<VirtualPrinter> => {
      const printer = await VirtualPrinter.start(options);
      cleanups.push(() => printer.close());
      return printer;
    },
    scripted: async (...args: Parameters<typeof scriptedPrinter>): Promise<ScriptedPrinter> => {
      const printer = await scriptedPrinter(...args);
      cleanups.push(() => printer.close());
      return printer;
    },
  };
}
