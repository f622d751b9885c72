import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerDecoder } from '../../../electron/core/printer/answer-decoder';
import { VirtualPrinter, type VirtualPrinterOptions } from '../../../electron/demo/virtual-printer';
import { rawClient } from './socket-client';

const printers: VirtualPrinter[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const printer of printers.splice(0)) await printer.close();
});

async function start(options: VirtualPrinterOptions = {}): Promise<VirtualPrinter> {
  const printer = await VirtualPrinter.start(options);
  printers.push(printer);
  return printer;
}

interface Client {
  readonly socket: Socket;
  readonly answers: number[];
  /** Resolves once `count` answer bytes in total have arrived. */
  answered(count: number): Promise<number[]>;
  send(...bytes: (number | string)[]): void;
  closed: Promise<void>;
}

async function client(printer: VirtualPrinter): Promise<Client> {
  const { socket, answers, closed, until } = await rawClient(printer.port, sockets);
  return {
    socket,
    answers,
    closed,
    async answered(count) {
      return (await until((all) => all.length >= count)).slice(0, count);
    },
    send(...parts) {
      socket.write(
        Buffer.concat(
          parts.map((part) => (typeof part === 'number' ? Buffer.of(part) : Buffer.from(part, 'latin1'))),
        ),
      );
    },
  };
}

const DLE_EOT = (n: number): number[] => [0x10, 0x04, n];
const GS_R = [0x1d, 0x72, 0x01];
const GS_PAREN_H = (id: string): number[] => [0x1d, 0x28, 0x48, 0x06, 0x00, 0x30, 0x30, ...Buffer.from(id)];

describe('VirtualPrinter status answers', () => {
  it.each([
    ['ready', [0x12, 0x12, 0x12, 0x12]],
    ['paper-low', [0x12, 0x12, 0x12, 0x1e]],
    ['paper-out', [0x1a, 0x32, 0x12, 0x72]],
    ['cover-open', [0x1a, 0x16, 0x12, 0x12]],
    ['no-completion', [0x12, 0x12, 0x12, 0x12]],
    ['ack-then-lose', [0x12, 0x12, 0x12, 0x12]],
    ['paper-end-on-completion', [0x12, 0x12, 0x12, 0x12]],
  ] as const)('%s answers DLE EOT 1-4 with %j', async (mode, expected) => {
    const printer = await start({ mode });
    const c = await client(printer);
    c.send(...DLE_EOT(1), ...DLE_EOT(2), ...DLE_EOT(3), ...DLE_EOT(4));
    expect(await c.answered(4)).toEqual(expected);
  });

  it('answers DLE EOT at once but GS r 1 only after the data before it is printed', async () => {
    const printer = await start({ printMsPerLine: 20 });
    const c = await client(printer);
    c.send('one\ntwo\nthree\n', ...GS_R, ...DLE_EOT(1));
    expect(await c.answered(1)).toEqual([0x12]);
    expect(printer.jobs()).toHaveLength(0);
    expect(await c.answered(2)).toEqual([0x12, 0x00]);
    expect(printer.jobs().map((job) => job.text)).toEqual(['one\ntwo\nthree']);
  });

  it('answers GS ( H fn 48 with its id once printed, and splits jobs at completion requests', async () => {
    const printer = await start();
    const c = await client(printer);
    c.send('first\n', ...GS_PAREN_H('1234'), 'second\n', ...GS_R);
    expect(await c.answered(8)).toEqual([0x37, 0x22, 0x31, 0x32, 0x33, 0x34, 0x00, 0x00]);
    expect(printer.jobs().map((job) => job.text)).toEqual(['first', 'second']);
    expect(printer.jobs()[0]?.bytes).toEqual(Uint8Array.from(Buffer.from('first\n')));
  });

  it('ignores GS ( H when built without it, like an older printer', async () => {
    const printer = await start({ supportsProcessId: false });
    const c = await client(printer);
    c.send('x\n', ...GS_PAREN_H('0001'), ...GS_R);
    expect(await c.answered(1)).toEqual([0x00]);
    expect(printer.jobs()).toHaveLength(1);
  });

  it('with the paper out: answers status, prints nothing, answers GS r once paper is back', async () => {
    const printer = await start({ mode: 'paper-out' });
    const c = await client(printer);
    c.send('waiting\n', ...GS_R, ...DLE_EOT(4));
    expect(await c.answered(1)).toEqual([0x72]);
    expect(printer.jobs()).toEqual([]);
    await printer.setMode('ready');
    expect(await c.answered(2)).toEqual([0x72, 0x00]);
    expect(printer.jobs().map((job) => job.text)).toEqual(['waiting']);
  });

  it('does not answer status-like bytes inside image data', async () => {
    const printer = await start({ mode: 'paper-low' });
    const c = await client(printer);
    // A 1-byte-wide, 6-row raster whose data holds DLE EOT 1 twice.
    c.send(0x1d, 0x76, 0x30, 0x00, 1, 0, 6, 0, ...DLE_EOT(1), ...DLE_EOT(1), ...DLE_EOT(4));
    expect(await c.answered(1)).toEqual([0x1e]);
    c.send(...GS_R);
    expect(await c.answered(2)).toEqual([0x1e, 0x03]);
    expect(printer.jobs()[0]?.parsed.images).toHaveLength(1);
  });

  it('mute: answers nothing at all, and still prints', async () => {
    const printer = await start({ mode: 'mute' });
    const c = await client(printer);
    c.send(...DLE_EOT(1), 'quiet\n', ...GS_R);
    c.socket.end();
    const [job] = await printer.waitForJobs(1);
    expect(job?.text).toBe('quiet');
    expect(c.answers).toEqual([]);
  });

  it('drop-mid-job: closes the connection on the first job byte, prints nothing', async () => {
    const printer = await start({ mode: 'drop-mid-job' });
    const c = await client(printer);
    c.send(...DLE_EOT(1));
    expect(await c.answered(1)).toEqual([0x12]);
    c.send('doomed\n', ...GS_R);
    await c.closed;
    expect(printer.jobs()).toEqual([]);
  });

  it('no-completion: answers DLE EOT as usual, prints the job, never answers GS ( H nor GS r 1', async () => {
    const printer = await start({ mode: 'no-completion' });
    const c = await client(printer);
    c.send(...DLE_EOT(1), 'kept\n', ...GS_PAREN_H('4321'), ...GS_R, ...DLE_EOT(4));
    expect(await c.answered(2)).toEqual([0x12, 0x12]);
    const [job] = await printer.waitForJobs(1);
    expect(job?.text).toBe('kept');
    c.socket.end();
    await c.closed;
    expect(c.answers).toEqual([0x12, 0x12]);
  });

  it('ack-then-lose: answers GS ( H at once with the id before it, prints nothing, never answers GS r 1', async () => {
    const printer = await start({ mode: 'ack-then-lose', printMsPerLine: 60_000 });
    const first = await client(printer);
    first.send(...DLE_EOT(1), 'lost\n', ...GS_PAREN_H('1111'), ...GS_R);
    // Not after a minute of paper: at once, and with no id of its own yet.
    expect(await first.answered(8)).toEqual([0x12, 0x37, 0x22, 0x00, 0x00, 0x00, 0x00, 0x00]);
    first.socket.end();
    await first.closed;
    const second = await client(printer);
    second.send('lost too\n', ...GS_PAREN_H('2222'));
    // The answer to the request on the earlier connection.
    expect(await second.answered(7)).toEqual([0x37, 0x22, 0x31, 0x31, 0x31, 0x31, 0x00]);
    expect(printer.receivedJobBytes).toBe('lost\n'.length + 'lost too\n'.length);
    second.socket.end();
    await second.closed;
    expect(first.answers).toHaveLength(8);
    expect(printer.jobs()).toEqual([]);
  });

  it('paper-end-on-completion: says ready, prints, and answers GS r 1 with the paper-end bits', async () => {
    const printer = await start({ mode: 'paper-end-on-completion' });
    const c = await client(printer);
    c.send(...DLE_EOT(1), ...DLE_EOT(4), 'last of the roll\n', ...GS_PAREN_H('5555'), ...GS_R);
    expect(await c.answered(3)).toEqual([0x12, 0x12, 0x0f]);
    expect(printer.jobs().map((job) => job.text)).toEqual(['last of the roll']);
  });

  it('offline: refuses connections', async () => {
    const printer = await start({ mode: 'offline' });
    await expect(client(printer)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('close() ends every connection', async () => {
    const printer = await start();
    const c = await client(printer);
    await printer.close();
    await c.closed;
    expect(c.socket.destroyed).toBe(true);
  });
});

describe('VirtualPrinter jobs', () => {
  it('decodes through its default code page until the job selects another', async () => {
    const printer = await start({ codePage: 16 });
    const c = await client(printer);
    c.send(0x80, '\n', 0x1b, 0x74, 19, 0xd5, '\n', ...GS_R);
    const [job] = await printer.waitForJobs(1);
    expect(job?.text).toBe('€\n€');
  });

  it('draws the paper as HTML, escaping the job text', async () => {
    const printer = await start({ paperWidth: 58 });
    const c = await client(printer);
    const qr = 'https://shop.test/o/1?a=<b>';
    c.send(
      0x1b,
      0x61,
      0x01,
      0x1d,
      0x21,
      0x11,
      'Big <script>alert(1)</script>\n',
      0x1d,
      0x21,
      0x00,
      0x1d,
      0x42,
      0x01,
      'NEW & "hot"\n',
      0x1d,
      0x42,
      0x00,
      0x1d,
      0x28,
      0x6b,
      qr.length + 3,
      0x00,
      0x31,
      0x50,
      0x30,
      qr,
      0x1d,
      0x28,
      0x6b,
      0x03,
      0x00,
      0x31,
      0x51,
      0x30,
      0x1d,
      0x56,
      0x01,
      ...GS_R,
    );
    const [job] = await printer.waitForJobs(1);
    const html = job?.html ?? '';
    expect(html).toContain('style="width:32ch"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Big &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain(
      '<div class="line center"><span class="big" style="width:58ch;height:2.7em"><span style="transform:scale(2,2)">Big',
    );
    expect(html).toContain('<span class="inv">NEW &#38; &#34;hot&#34;</span>');
    expect(html).toContain(
      '<div class="box qr center"><span>QR</span><small>https://shop.test/o/1?a=&#60;b&#62;</small></div>',
    );
    expect(html).toContain('<div class="cut" title="cut"></div>');
  });

  it('waitForJobs says how many arrived when it gives up; onJob can be unsubscribed', async () => {
    const printer = await start();
    const seen: string[] = [];
    const stop = printer.onJob((job) => seen.push(job.text));
    const c = await client(printer);
    c.send('a\n', ...GS_R);
    await printer.waitForJobs(1);
    stop();
    c.send('b\n', ...GS_R);
    await printer.waitForJobs(2);
    expect(seen).toEqual(['a']);
    await expect(printer.waitForJobs(3, 50)).rejects.toThrow(
      'The virtual printer printed 2 of 3 jobs within 50 ms.',
    );
    printer.clearJobs();
    expect(printer.jobs()).toEqual([]);
  });
});

const GS_I = (n: number): number[] => [0x1d, 0x49, n];
const block = (text: string): number[] => [0x5f, ...Buffer.from(text, 'ascii'), 0x00];

describe('VirtualPrinter identity (GS I)', () => {
  it('names its maker and model, in turn with the data before, in blocks the answer decoder reads', async () => {
    const printer = await start({ model: 'TM-T88VI', maker: 'EPSON' });
    const c = await client(printer);
    c.send(...GS_I(67), ...GS_I(66), ...GS_I(65), ...GS_I(69), ...GS_I(1), ...GS_I(2), ...GS_I(3));
    const expected = [
      ...block('TM-T88VI'),
      ...block('EPSON'),
      ...block('1.00 ESC/POS'),
      ...block(''),
      0x20,
      0x02,
      0x01,
    ];
    const answers = await c.answered(expected.length);
    expect(answers).toEqual(expected);
    const decoded = new AnswerDecoder().push(Uint8Array.from(answers.slice(0, 10)));
    expect(decoded).toEqual([{ kind: 'block', bytes: block('TM-T88VI') }]);
    // Identity requests are no job.
    expect(printer.receivedJobBytes).toBe(0);
  });

  it('says TM-T20III by EPSON unless told otherwise, and a serial number', async () => {
    const printer = await start();
    const c = await client(printer);
    c.send(...GS_I(0x43), ...GS_I(0x42));
    expect(await c.answered(18)).toEqual([...block('TM-T20III'), ...block('EPSON')]);
    c.send(...GS_I(68));
    const serial = (await c.answered(18 + 12)).slice(18);
    expect(Buffer.from(serial.slice(1, -1)).toString('ascii')).toMatch(/^VP\d{8}$/);
  });

  it('mute: names nothing', async () => {
    const printer = await start({ mode: 'mute', model: 'TM-T88VI' });
    const c = await client(printer);
    c.send(...GS_I(67), 'quiet\n');
    c.socket.end();
    await printer.waitForJobs(1);
    expect(c.answers).toEqual([]);
  });
});

describe('VirtualPrinter raster jobs', () => {
  /** A 576-dot picture of `rows` rows in GS v 0 bands of 256 rows, its data full of command look-alikes. */
  function rasterJob(rows: number): { bytes: Buffer; bits: Uint8Array } {
    const bits = Uint8Array.from(
      { length: 72 * rows },
      (_, i) => [0x10, 0x04, 0x01, 0x0a, 0x1d, 0x72, 0x1b, 0x40][i % 8]! ^ ((i >> 9) & 0xff),
    );
    const parts: Buffer[] = [Buffer.from('\x1b@Taart\n', 'latin1')];
    for (let top = 0; top < rows; top += 256) {
      const band = Math.min(256, rows - top);
      parts.push(Buffer.from([0x1d, 0x76, 0x30, 0, 72, 0, band & 0xff, band >> 8]));
      parts.push(Buffer.from(bits.subarray(top * 72, (top + band) * 72)));
    }
    parts.push(Buffer.from('einde\n\x1dV\x01', 'latin1'));
    return { bytes: Buffer.concat(parts), bits };
  }

  it('receives a 200 KB raster job whole, answering status while it prints, and decodes it', async () => {
    const rows = 2845;
    const { bytes, bits } = rasterJob(rows);
    expect(bytes.length).toBeGreaterThan(200_000);
    // 2845 rows take ~119 lines of paper: ~600 ms at 5 ms a line, while DLE EOT is answered at once.
    const printer = await start({ printMsPerLine: 5 });
    const c = await client(printer);
    c.socket.write(bytes);
    c.send(...DLE_EOT(1));
    expect(await c.answered(1)).toEqual([0x12]);
    expect(printer.jobs()).toEqual([]);
    c.send(...GS_R);
    expect(await c.answered(2)).toEqual([0x12, 0x00]);
    const job = printer.jobs()[0]!;
    expect(job.bytes.length).toBe(bytes.length);
    expect(printer.receivedJobBytes).toBe(bytes.length);
    expect(job.parsed.unknownBytes).toEqual([]);
    expect(job.text).toBe('Taart\n[image 576x2845]\neinde\n--- cut ---');
    expect(job.parsed.images).toHaveLength(1);
    expect(job.parsed.images[0]).toMatchObject({ widthDots: 576, heightDots: rows });
    expect(Buffer.from(job.parsed.images[0]!.bits).equals(Buffer.from(bits))).toBe(true);
    expect(job.html).toContain('<img src="data:image/png;base64,');
    expect(job.html).toContain('width="576" height="2845"');
  });
});
