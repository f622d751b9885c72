/**
 * USB and serial printers read back: a pseudo-terminal made by socat stands in for /dev/usb/lp0 (paths
 * under the temp directory are accepted as devices) and carries the bytes to a virtual printer, both ways.
 * The same status-before / proof-after dialogue as over TCP runs on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { printJob, queryStatus } from '../../electron/core/printer';
import { VirtualPrinter, type VirtualPrinterOptions } from '../../electron/demo/virtual-printer';
import { VirtualStarPrinter } from '../../electron/demo/virtual-printer/star-printer';
import { VirtualLabelPrinter } from '../../electron/demo/virtual-printer';
import { DEFAULT_LABEL_SETTINGS, type PrinterSettings } from '../../electron/common/model/printer-settings';
import { eventually, FAST, MUTE, receipt, settingsFor } from './helpers';

let dir: string;
const cleanups: (() => Promise<void>)[] = [];

/** How many of this process's file descriptors are open on the device behind `path` (the pseudo-terminal). */
function fdsOn(path: string): number {
  const device = realpathSync(path);
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === device;
    } catch {
      return false; // closed while we looked (the listing's own descriptor)
    }
  }).length;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orderslip-tty-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** A pseudo-terminal at `<dir>/lp0` whose other side is a TCP connection to `port`. */
async function ptyTo(port: number): Promise<{ path: string; socat: ChildProcess }> {
  const path = join(dir, 'lp0');
  const socat = spawn('socat', [`PTY,link=${path},raw,echo=0`, `TCP:127.0.0.1:${port}`], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => socat.once('exit', () => resolve()));
  cleanups.push(async () => {
    if (socat.exitCode === null && socat.signalCode === null) socat.kill();
    await exited;
  });
  await eventually(() => existsSync(path), 'socat to make the pseudo-terminal');
  return { path, socat };
}

async function epsonOnTty(options: VirtualPrinterOptions = {}) {
  const printer = await VirtualPrinter.start(options);
  cleanups.push(() => printer.close());
  return { printer, ...(await ptyTo(printer.port)) };
}

describe('a ZPL or TSPL label printer on a USB/serial device', () => {
  const labelOn = (path: string, protocol: 'zpl' | 'tspl'): PrinterSettings =>
    settingsFor(path, { name: 'Labels', role: 'label', label: { ...DEFAULT_LABEL_SETTINGS, protocol } });
  const zpl = (text: string) => new Uint8Array(Buffer.from(`^XA^CI28^FO20,20^A0N,40,40^FD${text}^FS^PQ1^XZ`));
  const tspl = (text: string) =>
    new Uint8Array(
      Buffer.from(`SIZE 58 mm,40 mm\r\nCLS\r\nTEXT 20,20,"0",0,12,12,"${text}"\r\nPRINT 1,1\r\n`),
    );

  it.each([
    ['zpl', zpl],
    ['tspl', tspl],
  ] as const)(
    '%s: asked in its own language, each label proven, never sent DLE EOT',
    async (protocol, label) => {
      const printer = await VirtualLabelPrinter.start({ protocol, printMsPerLabel: 5 });
      cleanups.push(() => printer.close());
      const { path } = await ptyTo(printer.port);
      const result = await printJob(labelOn(path, protocol), [label('AFHALEN 12'), label('Zoë')], FAST);
      expect(result).toEqual({
        outcome: 'printed',
        detail: msg('printer.labels-printed', { printer: 'Labels', labels: 2 }),
      });
      expect(printer.labels().map((one) => one.texts)).toEqual([['AFHALEN 12'], ['Zoë']]);
      expect(printer.unknownCommands()).toEqual([]);
      expect(fdsOn(path)).toBe(0);

      await printer.setMode('paper-out');
      expect((await queryStatus(labelOn(path, protocol), FAST)).state).toBe('paper_out');
    },
  );
});

describe('printJob on a USB/serial device that answers', () => {
  it('verified: status before, proof after, printed — and the device is closed afterwards', async () => {
    const { printer, path } = await epsonOnTty();
    const result = await printJob(settingsFor(path), [receipt('USB 1')], FAST);
    expect(result).toEqual({
      outcome: 'printed',
      detail: msg('printer.printed', { printer: 'Counter', copies: 1, paperLow: false }),
    });
    expect(printer.jobs().map((job) => job.text)).toEqual(['USB 1\nTotaal € 12,50\n--- cut ---']);
    expect(printer.jobs()[0]?.bytes).toEqual(receipt('USB 1'));
    expect(fdsOn(path)).toBe(0);
  });

  it('paper out before the job: refused, nothing sent', async () => {
    const { printer, path } = await epsonOnTty({ mode: 'paper-out' });
    expect(await printJob(settingsFor(path), [receipt('x')], FAST)).toEqual({
      outcome: 'failed',
      reason: 'paper_out',
      message: msg('printer.paper-out', { printer: 'Counter' }),
      mayHavePrinted: false,
    });
    expect(printer.receivedJobBytes).toBe(0);
    expect(fdsOn(path)).toBe(0);
  });

  it('a device that answers nothing is written as before: delivered (not "not verifiable")', async () => {
    const { printer, path } = await epsonOnTty({ mode: 'mute' });
    const result = await printJob(settingsFor(path), [receipt('mute')], MUTE);
    expect(result).toEqual({
      outcome: 'delivered',
      detail: msg('printer.device-delivered', { printer: 'Counter', where: path }),
    });
    // The bytes went through the device; the printer (which answers nothing) has them.
    await eventually(() => printer.receivedJobBytes === receipt('mute').length, 'the job on the printer');
    expect(fdsOn(path)).toBe(0);
  });

  it('the device disappears mid-job: connection_lost, part of the receipt may have printed', async () => {
    const { path } = await epsonOnTty({ mode: 'drop-mid-job' });
    // Time enough for the device to go: on a busy machine socat takes a while to end it, and a short
    // wait for the printer's answer would end first, as "no answer". The link tells the loss as soon as
    // the terminal hangs up (it reads 0 bytes), so the test does not last this long: it only bounds it.
    const patient = { ...FAST, timeouts: { ...FAST.timeouts, completionBaseMs: 30_000 } };
    const began = performance.now();
    const result = await printJob(settingsFor(path), [receipt('x')], patient);
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'connection_lost',
      message: msg('printer.device-lost', { printer: 'Counter', where: path, copy: 1, copies: 1 }),
      mayHavePrinted: true,
    });
    // The device is gone (socat ended with the connection): nothing of ours can still hold it.
    expect(existsSync(path)).toBe(false);
    // Told at the hang-up, not when the 30 s wait for the printer's answer ended.
    expect(performance.now() - began).toBeLessThan(patient.timeouts.completionBaseMs);
  });

  it('a Star printer on a device proves printing with its ETB counter', async () => {
    const printer = await VirtualStarPrinter.start();
    cleanups.push(() => printer.close());
    const { path } = await ptyTo(printer.port);
    const job = Uint8Array.from([0x1b, 0x40, ...Buffer.from('Star USB\n'), 0x1b, 0x64, 0x02]);
    const result = await printJob(settingsFor(path, { type: 'star' }), [job], FAST);
    expect(result).toMatchObject({ outcome: 'printed' });
    expect(printer.jobs()[0]?.bytes).toEqual(job);
  });

  it('queryStatus reads the printer on the device', async () => {
    const { path } = await epsonOnTty({ mode: 'cover-open' });
    expect(await queryStatus(settingsFor(path), FAST)).toEqual({
      state: 'cover_open',
      detail: msg('printer.cover-open', { printer: 'Counter' }),
    });
    expect(fdsOn(path)).toBe(0);
  });
});
