/**
 * The virtual Star printer speaks Star's status protocol as the Line Mode specification describes it,
 * byte for byte over real sockets, and prints what it gets; the CLI runs it with --protocol star.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { printJob } from '../../../electron/core/printer';
import { readAsb } from '../../../electron/core/printer/star-status';
import type { CliIo } from '../../../electron/headless/command';
import { main } from '../../../electron/headless/cli';
import {
  VIRTUAL_STAR_MODES,
  VirtualStarPrinter,
  type VirtualStarPrinterOptions,
} from '../../../electron/demo/virtual-printer/star-printer';
import { settingsFor } from '../../printer/helpers';

const ESC_ACK_SOH = [0x1b, 0x06, 0x01];
const ETB = 0x17;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function star(options: VirtualStarPrinterOptions = {}): Promise<VirtualStarPrinter> {
  const printer = await VirtualStarPrinter.start(options);
  cleanups.push(() => printer.close());
  return printer;
}

/** A raw client: what it receives, in order. */
async function client(port: number): Promise<{ socket: Socket; received: () => number[] }> {
  const bytes: number[] = [];
  const socket = connect({ host: '127.0.0.1', port });
  socket.on('data', (chunk: Buffer) => bytes.push(...chunk));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  cleanups.push(() => void socket.destroy());
  return { socket, received: () => [...bytes] };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const text = (line: string): number[] => [...Buffer.from(`${line}\n`, 'latin1')];

describe('the virtual Star printer', () => {
  it('answers ESC ACK SOH with a 9-byte ASB packet at once, and counts ETB after printing', async () => {
    const printer = await star();
    const { socket, received } = await client(printer.port);
    socket.write(Uint8Array.from(ESC_ACK_SOH));
    await until(() => received().length === 9, 'the ASB answer');
    expect(received()).toEqual([0x23, 0x06, 0, 0, 0, 0, 0, 0, 0]);

    // ESC ACK SOH is real time: asked right behind the ETB, it may come before the job has printed.
    socket.write(Uint8Array.from([...text('Taart'), ETB]));
    await until(() => printer.etbCounter === 1, 'the ETB counted');
    expect(printer.jobs().map((job) => job.text)).toEqual(['Taart']);
    socket.write(Uint8Array.from(ESC_ACK_SOH));
    await until(() => received().length === 18, 'the second ASB answer');
    expect(readAsb(received().slice(9))).toMatchObject({ etb: 1, offline: false, paperOut: false });

    // ESC RS E 0 clears the counter in its turn (a real-time request right behind it may still see 1:
    // hence OrderSlip waits to see 0 before counting); it sends nothing itself.
    socket.write(Uint8Array.of(0x1b, 0x1e, 0x45, 0x00));
    await until(() => printer.etbCounter === 0, 'the counter cleared');
    socket.write(Uint8Array.from(ESC_ACK_SOH));
    await until(() => received().length === 27, 'the third ASB answer');
    expect(readAsb(received().slice(18)).etb).toBe(0);
  });

  it('paper out: ASB says paper end and offline, and ETB waits until paper is back', async () => {
    const printer = await star({ mode: 'paper-out' });
    const { socket, received } = await client(printer.port);
    socket.write(Uint8Array.from([...text('Wacht'), ETB, ...ESC_ACK_SOH]));
    await until(() => received().length === 9, 'the ASB answer');
    expect(readAsb(received())).toMatchObject({ paperOut: true, offline: true, etb: 0 });
    expect(printer.jobs()).toEqual([]);
    await printer.setMode('ready');
    await printer.waitForJobs(1);
    await until(() => printer.etbCounter === 1, 'the ETB counted once printed');
  });

  it('with ASB on, sends its status on connecting and after each ETB without being asked', async () => {
    const printer = await star({ asb: true });
    const { socket, received } = await client(printer.port);
    await until(() => received().length === 9, 'the ASB on connecting');
    socket.write(Uint8Array.from([...text('Vanzelf'), ETB]));
    await until(() => received().length === 18, 'the ASB after ETB');
    expect(readAsb(received().slice(9)).etb).toBe(1);
  });

  it('answers the status port request (0x32 and 50 NULs) with ASB', async () => {
    const printer = await star({ statusPort: 0, mode: 'cover-open' });
    const { socket, received } = await client(printer.statusPort ?? 0);
    socket.write(Uint8Array.from([0x32, ...new Array<number>(50).fill(0)]));
    await until(() => received().length === 9, 'the ASB on the status port');
    expect(readAsb(received())).toMatchObject({ coverOpen: true, offline: true });
  });

  it('mute answers nothing on either port, and still prints', async () => {
    const printer = await star({ mode: 'mute', statusPort: 0 });
    const link = await client(printer.port);
    const status = await client(printer.statusPort ?? 0);
    link.socket.write(Uint8Array.from([...ESC_ACK_SOH, ...text('Stil')]));
    status.socket.write(Uint8Array.of(0x32, 0, 0));
    link.socket.end();
    await printer.waitForJobs(1);
    expect(link.received()).toEqual([]);
    expect(status.received()).toEqual([]);
  });
});

function fakeIo() {
  const out: string[] = [];
  const err: string[] = [];
  let stop: (signal: string) => void = () => undefined;
  const stopRequested = new Promise<string>((resolve) => (stop = resolve));
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), stopRequested };
  return { io, out, err, stop: (signal: string) => stop(signal) };
}

describe('npm run cli -- virtual-printer --protocol star', () => {
  it('runs a Star printer with a status port, on which OrderSlip prints verified', async () => {
    const { io, out, stop } = fakeIo();
    const running = main(['virtual-printer', '--protocol', 'star', '--port', '0'], io);
    await until(() => out.some((line) => line.startsWith('  status port: ')), 'the start lines');
    const uri = /listening on (tcp:\/\/\S+)/.exec(out.join('\n'))?.[1] ?? '';
    const statusPort = Number(/status port: (\d+)/.exec(out.join('\n'))?.[1]);
    expect(out[0]).toMatch(
      /^Virtual Star printer listening on tcp:\/\/127\.0\.0\.1:\d+ \(mode ready, 80 mm\)$/,
    );
    const job = Uint8Array.from([0x1b, 0x40, ...text('Ster'), 0x1b, 0x64, 0x02]);
    const result = await printJob(settingsFor(uri, { type: 'star' }), [job], {
      timeouts: { statusMs: 500, completionBaseMs: 3000 },
      starStatusPort: statusPort,
    });
    expect(result.outcome).toBe('printed');
    await until(() => out.includes('  Ster'), 'the job shown');
    stop('SIGTERM');
    expect(await running).toBe(0);
  });

  it('refuses an unknown protocol, and an Epson mode Star does not have', async () => {
    for (const args of [
      ['--protocol', 'zebra'],
      ['--protocol', 'star', '--mode', 'ack-then-lose'],
    ]) {
      const { io, err } = fakeIo();
      expect(await main(['virtual-printer', '--port', '0', ...args], io)).toBe(2);
      expect(err.join('\n')).toMatch(/--protocol must be epson, star, zpl or tspl|--mode must be one of/);
    }
    expect(VIRTUAL_STAR_MODES).not.toContain('ack-then-lose');
  });
});
