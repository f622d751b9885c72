import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeOrder } from '../../electron/core/api/decode-order';
import type { Order } from '../../electron/common/model/order';
import { COLUMNS, DEFAULT_CHARACTER_SET } from '../../electron/common/model/printer-settings';
import { sanitizeText } from '../../electron/core/receipt';
import { AWKWARD_ORDERS, Simulator } from '../../electron/demo/simulator';
import type { WireOrder } from '../../electron/demo/simulator/wire';
import { VirtualPrinter, type VirtualPrinterMode } from '../../electron/demo/virtual-printer';
import { UsageError, type CliIo } from '../../electron/headless/command';
import {
  COMPLETION_TEST_ENV,
  EXIT_DELIVERED_NOT_VERIFIED,
  EXIT_FAILED,
  EXIT_PRINTED,
  printCommand,
} from '../../electron/headless/commands/print';

const run = promisify(execFile);
let dir: string;
let printer: VirtualPrinter;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'orderslip-print-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(async () => {
  await printer.close();
});

function io(): CliIo & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    stopRequested: new Promise(() => {}),
  };
}

let fileNumber = 0;
function orderFile(order: unknown): string {
  const path = join(dir, `order-${fileNumber++}.json`);
  writeFileSync(path, JSON.stringify(order));
  return path;
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** What a person checks on the paper: number, time, every product, every plate text, the remarks; nothing past the edge. */
function expectReadableReceipt(
  text: string,
  lines: readonly { text: string; segments: { widthScale: number; text: string }[] }[],
  order: Order,
  width: 58 | 80,
): void {
  const paper = squash(text);
  const clean = (raw: string, multiline = false) =>
    squash(sanitizeText(raw, DEFAULT_CHARACTER_SET, { multiline }).text);
  expect(paper).toContain(order.orderNumber ?? order.id.slice(0, 8));
  expect(paper).toContain(order.due.time.slice(0, 5));
  for (const line of order.lines) {
    const firstWord = clean(line.product).split(' ')[0] ?? '';
    expect(paper).toContain(firstWord);
    for (const option of line.options) {
      if (option.type === 'text' && option.meta && clean(option.meta, true))
        expect(paper).toContain(clean(option.meta, true));
    }
  }
  if (order.remarks && clean(order.remarks, true))
    expect(paper).toContain(clean(order.remarks, true).slice(0, 20));
  for (const line of lines) {
    const used = line.segments.reduce((sum, segment) => sum + segment.text.length * segment.widthScale, 0);
    expect(used, `line "${line.text}" fits ${width} mm`).toBeLessThanOrEqual(COLUMNS[width]);
  }
}

describe('npm run cli -- print, on the virtual printer', () => {
  it.each([58, 80] as const)(
    'prints every order of the simulator data at %i mm in print mode text, each verified',
    async (width) => {
      printer = await VirtualPrinter.start();
      const sim = await Simulator.start({ seed: 5 });
      const orders = sim.addOrders(30);
      await sim.close();
      for (const wire of orders) {
        const decoded = decodeOrder(wire);
        if (!decoded.ok) throw new Error('the simulator generated an undecodable order');
        const cli = io();
        const code = await printCommand.run(
          [
            '--order',
            orderFile(wire),
            '--printer',
            printer.uri,
            '--paper-width',
            String(width),
            '--print-mode',
            'text',
          ],
          cli,
        );
        expect(code, cli.lines.join('\n')).toBe(EXIT_PRINTED);
        const job = printer.jobs().at(-1)!;
        expectReadableReceipt(job.text, job.parsed.lines, decoded.order, width);
      }
      expect(printer.jobs()).toHaveLength(30);
    },
  );

  it.each([58, 80] as const)(
    'prints each awkward order the spec allows at %i mm in print mode text, harmlessly',
    async (width) => {
      printer = await VirtualPrinter.start();
      // What our own bytes hold for a plain order; hostile text must add nothing to it.
      const plain = await Simulator.start({ seed: 3, shapeVariety: false });
      const [plainOrder] = plain.addOrders(1);
      await plain.close();
      const args = [
        '--order',
        orderFile(plainOrder),
        '--printer',
        printer.uri,
        '--paper-width',
        String(width),
        '--print-mode',
        'text',
      ];
      expect(await printCommand.run(args, io())).toBe(EXIT_PRINTED);
      const baseline = printer.jobs().at(-1)!.parsed;
      for (const awkward of AWKWARD_ORDERS) {
        const decoded = decodeOrder(awkward.order);
        if (!decoded.ok) throw new Error(`${awkward.name} does not decode`);
        const cli = io();
        const code = await printCommand.run(
          [
            '--order',
            orderFile(awkward.order),
            '--printer',
            printer.uri,
            '--paper-width',
            String(width),
            '--language',
            'fr',
            '--print-mode',
            'text',
          ],
          cli,
        );
        expect(code, `${awkward.name}: ${cli.lines.join('\n')}`).toBe(EXIT_PRINTED);
        const job = printer.jobs().at(-1)!;
        expectReadableReceipt(job.text, job.parsed.lines, decoded.order, width);
        expect(job.parsed.drawerKicks, awkward.name).toBe(0);
        expect(job.parsed.cuts, awkward.name).toBe(baseline.cuts);
        expect(job.parsed.resets, awkward.name).toBe(baseline.resets);
        expect(job.parsed.codePages, awkward.name).toEqual(baseline.codePages);
        expect(job.parsed.unknownBytes, awkward.name).toEqual([]);
        expect(job.text, awkward.name).not.toContain('?');
      }
    },
  );

  it('prints every copy complete, each with its €', async () => {
    printer = await VirtualPrinter.start();
    const cli = io();
    const code = await printCommand.run(
      ['--order', orderFile(AWKWARD_ORDERS[0]!.order), '--printer', printer.uri, '--copies', '3'],
      cli,
    );
    expect(code).toBe(EXIT_PRINTED);
    const texts = printer.jobs().map((job) => job.text);
    expect(texts.join('\n').match(/--- cut ---/g)).toHaveLength(3);
    expect(
      texts
        .join('\n')
        .split('--- cut ---')
        .slice(0, 3)
        .every((copy) => copy.includes('€')),
    ).toBe(true);
  });

  const faults: [VirtualPrinterMode, number, string][] = [
    ['offline', EXIT_FAILED, 'unreachable'],
    ['paper-out', EXIT_FAILED, 'paper_out'],
    ['cover-open', EXIT_FAILED, 'cover_open'],
    ['drop-mid-job', EXIT_FAILED, 'connection_lost'],
    ['no-completion', EXIT_FAILED, 'no_answer'],
    ['mute', EXIT_FAILED, 'not_verifiable'],
  ];
  it.each(faults)(
    'refuses in mode %s with exit %i and the reason %s',
    async (mode, exit, reason) => {
      printer = await VirtualPrinter.start({ mode });
      // A printer that never proves the job came out: the completion wait bounds silence, so it may be
      // short (600 ms, as test/printer/helpers.ts's UNFINISHED) instead of the 10 s and more a real one gets.
      if (mode === 'no-completion') vi.stubEnv(COMPLETION_TEST_ENV, '600');
      const cli = io();
      const code = await printCommand.run(
        ['--order', orderFile(AWKWARD_ORDERS[0]!.order), '--printer', printer.uri],
        cli,
      );
      expect(code).toBe(exit);
      expect(cli.lines).toHaveLength(1);
      expect(cli.lines[0]).toContain(`(${reason})`);
    },
    40_000,
  );

  it('a printer that gives no status, with --allow-unverified: delivered, not verified (exit 3)', async () => {
    printer = await VirtualPrinter.start({ mode: 'mute' });
    const cli = io();
    const code = await printCommand.run(
      ['--order', orderFile(AWKWARD_ORDERS[0]!.order), '--printer', printer.uri, '--allow-unverified'],
      cli,
    );
    expect(code).toBe(EXIT_DELIVERED_NOT_VERIFIED);
    expect(cli.lines[0]).toContain('delivered, not verified');
    await printer.waitForJobs(1);
  }, 40_000);

  it('works as a real process through npm run cli, and bad usage exits 2 with one line', async () => {
    printer = await VirtualPrinter.start();
    const node = join('node_modules', '.bin', 'node');
    const cli = [join('node_modules', '.bin', 'tsx'), join('electron', 'headless', 'cli.ts'), 'print'];
    const file = orderFile(AWKWARD_ORDERS[0]!.order);
    const ok = await run(node, [...cli, '--order', file, '--printer', printer.uri]);
    expect(ok.stdout).toContain('printed and verified');
    const bad = await run(node, [
      ...cli,
      '--order',
      file,
      '--printer',
      printer.uri,
      '--paper-width',
      '70',
    ]).catch((error: { code: number; stderr: string }) => error);
    expect('code' in bad && bad.code).toBe(2);
    expect('stderr' in bad && bad.stderr.trim().split('\n')).toHaveLength(1);
    const broken = orderFile({ id: 'x-1', order_type: 'drone' });
    const undecodable = await run(node, [...cli, '--order', broken, '--printer', printer.uri]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect('code' in undecodable && undecodable.code).toBe(2);
    expect('stderr' in undecodable && undecodable.stderr).toContain('Order x-1');
    // Three starts through tsx, each compiling the CLI from its sources: about a second each on a quiet
    // machine, and more than 40 s for the three beside a second suite.
  }, 180_000);
});

/** The cake: an emoji, a Polish name and an Arabic name on its plate. */
const EVERY_SCRIPT_PLATE = 'Wszystkiego najlepszego Łucja 🎂\nعيد ميلاد سعيد يا ليلى';

function everyScriptCake(): WireOrder {
  const emoji = AWKWARD_ORDERS.find((awkward) => awkward.name === 'emoji')!.order;
  return {
    ...emoji,
    order_lines: emoji.order_lines.map((orderLine) => ({
      ...orderLine,
      // The wire allows "" or null for no options; this order has a list, with the plate in it.
      options: (Array.isArray(orderLine.options) ? orderLine.options : []).map((o) =>
        o.type === 'text' ? { ...o, meta: EVERY_SCRIPT_PLATE } : o,
      ),
    })),
  };
}

const textLines = (lines: readonly { kind?: string; text: string }[]): string[] =>
  lines.filter((l) => l.kind === undefined && l.text.trim() !== '').map((l) => l.text);

describe('npm run cli -- print --print-mode image|auto, on the virtual printer', () => {
  it.each([
    [80, 576],
    [58, 384],
  ] as const)(
    'an emoji, a Polish and an Arabic name on the plate print as an image at %i mm, verified, %i dots wide',
    async (width, dots) => {
      printer = await VirtualPrinter.start({ paperWidth: width });
      const cli = io();
      const args = ['--order', orderFile(everyScriptCake()), '--printer', printer.uri];
      const code = await printCommand.run(
        [...args, '--paper-width', String(width), '--print-mode', 'image'],
        cli,
      );
      expect(code, cli.lines.join('\n')).toBe(EXIT_PRINTED);
      const job = printer.jobs().at(-1)!;
      // The whole receipt is one picture the width of the paper; nothing of it is text.
      const image = job.parsed.images[0]!;
      expect(job.parsed.images).toHaveLength(1);
      expect(image.widthDots).toBe(dots);
      expect(image.bits).toHaveLength((dots / 8) * image.heightDots);
      // A receipt is many text lines tall: at least 20 lines of 24 dots.
      expect(image.heightDots).toBeGreaterThan(20 * 24);
      expect(image.bits.some((byte) => byte !== 0)).toBe(true);
      expect(textLines(job.parsed.lines)).toEqual([]);
      expect(job.parsed.cuts).toBe(1);
      expect(job.parsed.unknownBytes).toEqual([]);
    },
  );

  it('in auto mode the plate is drawn, the rest stays text, verified', async () => {
    printer = await VirtualPrinter.start();
    const cli = io();
    const file = orderFile(everyScriptCake());
    const code = await printCommand.run(
      ['--order', file, '--printer', printer.uri, '--print-mode', 'auto'],
      cli,
    );
    expect(code, cli.lines.join('\n')).toBe(EXIT_PRINTED);
    const job = printer.jobs().at(-1)!;
    expect(job.text).toContain('Chocoladetaart');
    expect(job.text).not.toContain('Wszystkiego');
    expect(job.parsed.images.length).toBeGreaterThan(0);
    expect(job.parsed.images.every((image) => image.widthDots === 576)).toBe(true);
    expect(job.parsed.codePages).toEqual([19]);
    expect(job.parsed.cuts).toBe(1);
    expect(job.parsed.unknownBytes).toEqual([]);
    // auto is the default: the same order without the flag prints the same way.
    const byDefault = await printCommand.run(['--order', file, '--printer', printer.uri], io());
    expect(byDefault).toBe(EXIT_PRINTED);
    expect(
      printer
        .jobs()
        .at(-1)!
        .parsed.images.map((i) => i.heightDots),
    ).toEqual(job.parsed.images.map((i) => i.heightDots));
  });

  it('--model gives the paper and dots of the family; --dpi draws at the head’s resolution', async () => {
    printer = await VirtualPrinter.start();
    const file = orderFile(everyScriptCake());
    const base = ['--order', file, '--printer', printer.uri, '--print-mode', 'image'];
    expect(await printCommand.run([...base, '--model', 'generic-58'], io())).toBe(EXIT_PRINTED);
    expect(printer.jobs().at(-1)!.parsed.images[0]!.widthDots).toBe(384);
    expect(await printCommand.run([...base, '--dpi', '180'], io())).toBe(EXIT_PRINTED);
    expect(printer.jobs().at(-1)!.parsed.images[0]!.widthDots).toBe(512);
    // An Epson TM-T88 has a 180 dpi head.
    expect(await printCommand.run([...base, '--model', 'epson-tm-t88'], io())).toBe(EXIT_PRINTED);
    expect(printer.jobs().at(-1)!.parsed.images[0]!.widthDots).toBe(512);
  });

  it.each([
    ['--print-mode', 'picture', /--print-mode must be one of text, image, auto, got "picture"/],
    ['--dpi', '200', /--dpi must be one of 180, 203, 300, got "200"/],
    ['--model', 'tm-t20', /--model must be one of generic, .*got "tm-t20"/],
  ])('refuses %s %s as bad usage', async (flag, value, message) => {
    printer = await VirtualPrinter.start();
    const args = ['--order', orderFile(everyScriptCake()), '--printer', printer.uri, flag, value];
    const refused = printCommand.run(args, io());
    await expect(refused).rejects.toThrow(UsageError);
    await expect(refused).rejects.toThrow(message);
    expect(printer.jobs()).toEqual([]);
  });
});
