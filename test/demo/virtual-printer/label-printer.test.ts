import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  VirtualLabelPrinter,
  type VirtualLabelMode,
  type VirtualLabelPrinterOptions,
} from '../../../electron/demo/virtual-printer';
import { rawClient } from './socket-client';

const printers: VirtualLabelPrinter[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const printer of printers.splice(0)) await printer.close();
});

async function start(options: VirtualLabelPrinterOptions): Promise<VirtualLabelPrinter> {
  const printer = await VirtualLabelPrinter.start(options);
  printers.push(printer);
  return printer;
}

interface Client {
  readonly answers: number[];
  /** Resolves with the answer bytes once `ready(answers)` holds. */
  until(ready: (answers: readonly number[]) => boolean): Promise<number[]>;
  /** Takes (and forgets) the next complete `~HS` answer: three STX…ETX CR LF lines. */
  hostStatus(): Promise<string[]>;
  send(data: string | Uint8Array): void;
  closed: Promise<void>;
}

async function client(printer: VirtualLabelPrinter): Promise<Client> {
  const { socket, answers, closed, until } = await rawClient(printer.port, sockets);
  const lineEnds = (bytes: readonly number[]): number =>
    bytes.filter((byte, index) => byte === 0x0a && bytes[index - 1] === 0x0d && bytes[index - 2] === 0x03)
      .length;
  return {
    answers,
    until,
    closed,
    async hostStatus() {
      const bytes = await until((all) => lineEnds(all) >= 3);
      let end = 0;
      for (let seen = 0; seen < 3; end++) if (bytes[end] === 0x0a && bytes[end - 1] === 0x0d) seen++;
      answers.splice(0, end);
      const text = Buffer.from(bytes.slice(0, end)).toString('latin1');
      const framedLines = text.split('\r\n').slice(0, 3);
      for (const line of framedLines) expect([line.at(0), line.at(-1)]).toEqual(['\x02', '\x03']);
      return text
        .split('\r\n')
        .slice(0, 3)
        .map((line) => line.slice(1, -1));
    },
    send(data) {
      socket.write(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    },
  };
}

const ZPL_LABEL = (n: number, name: string): string =>
  `^XA^CI28^PW464^LL320^FO20,20^A0N,60,60^FDAFHALEN ${n}^FS^FO20,100^A0N,30,30^FH^FD${name}^FS` +
  `^FO300,160^BQN,2,4^FDQA,ORDER-${n}^FS^PQ1^XZ`;

describe('VirtualLabelPrinter, ZPL', () => {
  it("answers ~HS with the three lines of Zebra's host status, byte for byte", async () => {
    const printer = await start({ protocol: 'zpl' });
    const link = await client(printer);
    link.send('~HS');
    const answer = await link.until((bytes) => bytes.filter((byte) => byte === 0x03).length === 3);
    expect(Buffer.from(answer).toString('latin1')).toBe(
      '\x02030,0,0,0320,000,0,0,0,000,0,0,0\x03\r\n\x02000,0,0,0,0,2,0,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n',
    );
  });

  it.each<[VirtualLabelMode, number, number, string]>([
    ['paper-out', 0, 1, '1'],
    ['paused', 0, 2, '1'],
    ['head-open', 1, 2, '1'],
    ['ribbon-out', 1, 3, '1'],
    ['no-completion', 0, 1, '0'],
  ])('~HS in mode %s sets line %i field %i to %s', async (mode, line, field, value) => {
    const printer = await start({ protocol: 'zpl', mode });
    const link = await client(printer);
    link.send('~HS');
    const lines = await link.hostStatus();
    expect(lines[line]?.split(',')[field]).toBe(value);
    const flags = [
      lines[0]?.split(',')[1],
      lines[0]?.split(',')[2],
      lines[1]?.split(',')[2],
      lines[1]?.split(',')[3],
    ];
    expect(flags.filter((flag) => flag === '1')).toHaveLength(value === '1' ? 1 : 0);
  });

  it('prints a three-label job, each label counted once, text fields decoded (^FH escapes too)', async () => {
    const printer = await start({ protocol: 'zpl', printMsPerLabel: 0 });
    const link = await client(printer);
    link.send(ZPL_LABEL(1, 'Jan _5E Piet') + ZPL_LABEL(2, 'Ann _7E Bo') + ZPL_LABEL(3, 'Zoë "€"'));
    const labels = await printer.waitForLabels(3);
    expect(labels).toHaveLength(3);
    expect(labels.map((label) => label.texts)).toEqual([
      ['AFHALEN 1', 'Jan ^ Piet'],
      ['AFHALEN 2', 'Ann ~ Bo'],
      ['AFHALEN 3', 'Zoë "€"'],
    ]);
    expect(labels.map((label) => label.qrPayloads)).toEqual([['ORDER-1'], ['ORDER-2'], ['ORDER-3']]);
    expect(labels[0]).toMatchObject({ protocol: 'zpl', widthDots: 464, heightDots: 320 });
    expect(printer.unknownCommands()).toEqual([]);
    link.send('~HS');
    const lines = await link.hostStatus();
    expect(lines[0]?.split(',')[4]).toBe('000');
    expect(lines[1]?.split(',')[8]).toBe('00000000');
  });

  it('draws each label as an escaped HTML fragment with its picture', async () => {
    const printer = await start({ protocol: 'zpl', printMsPerLabel: 0 });
    const link = await client(printer);
    link.send(ZPL_LABEL(7, '<b>Tom & Co</b>'));
    const [label] = await printer.waitForLabels(1);
    expect(label?.html).toContain('data:image/png;base64,');
    expect(label?.html).toContain('&#60;b&#62;Tom &#38; Co&#60;/b&#62;');
    expect(label?.html).not.toContain('<b>Tom');
    expect(label?.bits?.length).toBe(58 * 320);
    expect(label?.bits?.some((byte) => byte !== 0)).toBe(true);
  });

  it('paper out mid job: says so at once, keeps the rest in the buffer, finishes when the paper is back', async () => {
    const printer = await start({ protocol: 'zpl', printMsPerLabel: 0 });
    const link = await client(printer);
    const stop = printer.onLabel(() => {
      stop();
      void printer.setMode('paper-out');
    });
    link.send(ZPL_LABEL(1, 'A') + ZPL_LABEL(2, 'B') + ZPL_LABEL(3, 'C').replace('^PQ1', '^PQ2'));
    await printer.waitForLabels(1);
    link.send('~HS');
    const lines = await link.hostStatus();
    expect(lines[0]?.split(',')[1]).toBe('1'); // paper out
    expect(lines[0]?.split(',')[4]).toBe('002'); // formats in the receive buffer
    expect(printer.labels()).toHaveLength(1);
    await printer.setMode('ready');
    const labels = await printer.waitForLabels(4);
    expect(labels.map((label) => label.texts[0])).toEqual([
      'AFHALEN 1',
      'AFHALEN 2',
      'AFHALEN 3',
      'AFHALEN 3',
    ]);
    link.send('~HS');
    const after = await link.hostStatus();
    expect([after[0]?.split(',')[1], after[0]?.split(',')[4], after[1]?.split(',')[8]]).toEqual([
      '0',
      '000',
      '00000000',
    ]);
  });

  it('paper out in the middle of a batch: labels remaining counts what has not come out', async () => {
    const printer = await start({ protocol: 'zpl', printMsPerLabel: 0 });
    const link = await client(printer);
    const stop = printer.onLabel(() => {
      stop();
      void printer.setMode('head-open');
    });
    link.send(ZPL_LABEL(5, 'E').replace('^PQ1', '^PQ3'));
    await printer.waitForLabels(1);
    link.send('~HS');
    const lines = await link.hostStatus();
    expect(lines[1]?.split(',')[2]).toBe('1'); // head up
    expect(lines[1]?.split(',')[8]).toBe('00000002');
    await printer.setMode('ready');
    await printer.waitForLabels(3);
  });

  it('no-completion prints, but its labels remaining never comes down', async () => {
    const printer = await start({ protocol: 'zpl', mode: 'no-completion', printMsPerLabel: 0 });
    const link = await client(printer);
    link.send(ZPL_LABEL(1, 'A'));
    await printer.waitForLabels(1);
    link.send('~HS');
    const lines = await link.hostStatus();
    expect(lines[0]?.split(',')[4]).toBe('000');
    expect(lines[1]?.split(',')[8]).toBe('00000001');
  });

  it('mute never answers ~HS, and prints', async () => {
    const printer = await start({ protocol: 'zpl', mode: 'mute', printMsPerLabel: 0 });
    const link = await client(printer);
    link.send('~HS');
    link.send(ZPL_LABEL(1, 'A'));
    await printer.waitForLabels(1);
    link.send('~HS');
    link.send(ZPL_LABEL(2, 'B'));
    await printer.waitForLabels(2);
    expect(link.answers).toEqual([]);
  });

  it('drop-mid-job answers status, then closes at the first job byte and prints nothing', async () => {
    const printer = await start({ protocol: 'zpl', mode: 'drop-mid-job' });
    const link = await client(printer);
    link.send('~HS');
    await link.hostStatus();
    link.send(ZPL_LABEL(1, 'A'));
    await link.closed;
    expect(printer.labels()).toEqual([]);
  });

  it('offline refuses connections; ~JA cancels what is in the buffer', async () => {
    const printer = await start({ protocol: 'zpl', mode: 'offline' });
    await expect(client(printer)).rejects.toThrow(/ECONNREFUSED/);
    await printer.setMode('paused');
    const link = await client(printer);
    link.send(ZPL_LABEL(1, 'A') + '~HS');
    const before = await link.hostStatus();
    expect(before[0]?.split(',')[4]).toBe('001');
    link.send('~JA~HS');
    const after = await link.hostStatus();
    expect(after[0]?.split(',')[4]).toBe('000');
    await printer.setMode('ready');
    link.send(ZPL_LABEL(2, 'B'));
    const labels = await printer.waitForLabels(1);
    expect(labels[0]?.texts[0]).toBe('AFHALEN 2');
  });
});

const ESC_STATUS = Uint8Array.of(0x1b, 0x21, 0x3f);
const TSPL_JOB = (copies: number, name: string): string =>
  'SIZE 58 mm,40 mm\r\nGAP 2 mm,0 mm\r\nCODEPAGE UTF-8\r\nCLS\r\n' +
  `TEXT 16,16,"0",0,20,20,"AFHALEN 3"\r\nTEXT 16,80,"0",0,10,10,"${name}"\r\n` +
  `QRCODE 320,150,M,4,A,0,"ORDER-3"\r\nPRINT 1,${copies}\r\n`;

describe('VirtualLabelPrinter, TSPL', () => {
  it.each<[VirtualLabelMode, number]>([
    ['ready', 0x00],
    ['head-open', 0x01],
    ['paper-out', 0x04],
    ['ribbon-out', 0x08],
    ['paused', 0x10],
  ])('answers <ESC>!? in mode %s with %i', async (mode, status) => {
    const printer = await start({ protocol: 'tspl', mode });
    const link = await client(printer);
    link.send(ESC_STATUS);
    expect(await link.until((bytes) => bytes.length >= 1)).toEqual([status]);
  });

  it('prints PRINT 1,3 as three labels with their text (escaped quotes decoded), then reports ready', async () => {
    const printer = await start({ protocol: 'tspl', printMsPerLabel: 0 });
    const link = await client(printer);
    link.send(TSPL_JOB(3, 'Zoë \\["]de Bakker\\["]'));
    const labels = await printer.waitForLabels(3);
    expect(labels.map((label) => label.texts)).toEqual(
      Array.from({ length: 3 }, () => ['AFHALEN 3', 'Zoë "de Bakker"']),
    );
    expect(labels[0]).toMatchObject({
      protocol: 'tspl',
      widthDots: 464,
      heightDots: 320,
      qrPayloads: ['ORDER-3'],
    });
    expect(printer.unknownCommands()).toEqual([]);
    link.send(ESC_STATUS);
    expect(await link.until((bytes) => bytes.length >= 1)).toEqual([0x00]);
  });

  it('paper out mid job: out of paper and still printing, until the paper is back', async () => {
    const printer = await start({ protocol: 'tspl', printMsPerLabel: 0 });
    const link = await client(printer);
    const stop = printer.onLabel(() => {
      stop();
      void printer.setMode('paper-out');
    });
    link.send(TSPL_JOB(2, 'A'));
    await printer.waitForLabels(1);
    link.send(ESC_STATUS);
    expect(await link.until((bytes) => bytes.length >= 1)).toEqual([0x24]);
    await printer.setMode('ready');
    await printer.waitForLabels(2);
    link.send(ESC_STATUS);
    expect(await link.until((bytes) => bytes.length >= 2)).toEqual([0x24, 0x00]);
  });

  it('no-completion keeps saying "printing"; mute answers nothing and prints', async () => {
    const stuck = await start({ protocol: 'tspl', mode: 'no-completion', printMsPerLabel: 0 });
    const first = await client(stuck);
    first.send(TSPL_JOB(1, 'A'));
    await stuck.waitForLabels(1);
    first.send(ESC_STATUS);
    expect(await first.until((bytes) => bytes.length >= 1)).toEqual([0x20]);

    const mute = await start({ protocol: 'tspl', mode: 'mute', printMsPerLabel: 0 });
    const second = await client(mute);
    second.send(ESC_STATUS);
    second.send(TSPL_JOB(1, 'A'));
    await mute.waitForLabels(1);
    expect(second.answers).toEqual([]);
  });
});
