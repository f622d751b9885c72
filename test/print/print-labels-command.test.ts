/**
 * `npm run cli -- print-labels`: one order's labels on a label printer, once, with the same exit codes
 * as `print`. Against the virtual label printers over real sockets: what the printer decoded from the
 * bytes (its text fields, its QR codes) is what is checked, not our own encoder's idea of them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../electron/common/model/order';
import { Simulator } from '../../electron/demo/simulator';
import {
  VirtualLabelPrinter,
  VirtualPrinter,
  type PrintedLabel,
  type VirtualLabelMode,
} from '../../electron/demo/virtual-printer';
import { UsageError, type CliIo } from '../../electron/headless/command';
import {
  EXIT_DELIVERED_NOT_VERIFIED,
  EXIT_FAILED,
  EXIT_PRINTED,
} from '../../electron/headless/commands/print';
import { printLabelsCommand } from '../../electron/headless/commands/print-labels';
import { killAllCli, startCli } from '../headless/cli-process';
import { decoded, platesOf, squash } from './label-orders';

type LabelProtocolUnderTest = 'zpl' | 'tspl';
type LabelMode = VirtualLabelMode;

let dir: string;
let sim: Simulator;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'orderslip-print-labels-'));
  sim = await Simulator.start({ seed: 12 });
});
afterEach(async () => {
  await killAllCli();
  await Promise.all(closers.splice(0).map((close) => close()));
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

async function labelPrinter(
  protocol: LabelProtocolUnderTest,
  options: { mode?: LabelMode; dpi?: 203 | 300 } = {},
): Promise<VirtualLabelPrinter> {
  const printer = await VirtualLabelPrinter.start({ host: '127.0.0.1', protocol, ...options });
  closers.push(() => printer.close());
  return printer;
}

function io(): CliIo & { out: (line: string) => void; lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    stopRequested: new Promise(() => {}),
  };
}

let fileNumber = 0;
function orderFile(order: unknown): string {
  const path = join(dir, `order-${fileNumber++}.json`);
  writeFileSync(path, JSON.stringify(order));
  return path;
}

/**
 * What a person at the counter relies on: one order label (its QR is the order id) and one cake label
 * per plate, each saying the order's number, the client's name and the pick-up time; each cake label
 * carries its plate's text exactly as typed (wrapped across lines, never cut or changed).
 */
function expectLabelsOf(labels: readonly PrintedLabel[], order: Order): void {
  const plates = platesOf(order);
  expect(labels).toHaveLength(1 + plates.length);
  const orderLabels = labels.filter((label) => label.qrPayloads.includes(order.id));
  expect(orderLabels, 'one order label with the order id as its QR').toHaveLength(1);
  for (const label of labels) {
    // Well-formed: the printer met no command it did not know (customer text made none).
    expect(label.unknownCommands).toEqual([]);
    const said = squash(label.texts.join(' '));
    expect(said).toContain(order.orderNumber ?? order.id.slice(0, 8));
    expect(said).toContain(squash(`${order.client.firstName} ${order.client.lastName}`));
    expect(said).toContain(order.due.time.slice(0, 5));
  }
  const cakeLabels = labels.filter((label) => !orderLabels.includes(label));
  for (const plate of plates)
    expect(
      cakeLabels.some((label) => squash(label.texts.join(' ')).includes(squash(plate))),
      `a cake label with the plate "${plate}"`,
    ).toBe(true);
}

const CAKE_PLATE = 'Proficiat Noor, 7 jaar!';
/**
 * Every character that means something to the printer's language, typed by a customer on a plate. TSPL
 * has no escape for a backslash, so a text holding one is drawn as a picture (core/label/tspl.ts): that
 * one is checked on its own below.
 */
const HOSTILE_PLATES: Readonly<Record<LabelProtocolUnderTest, string>> = {
  zpl: 'Voor ^XZ~JA "Jan" \\ ^FDoma_5E~HS ~JR',
  tspl: 'Voor "Jan" ""PRINT 9,9" ^XZ~JA CLS',
};

describe.each(['zpl', 'tspl'] as const)('npm run cli -- print-labels --protocol %s', (protocol) => {
  it('prints the order label and the cake label, each verified by the printer (exit 0)', async () => {
    const printer = await labelPrinter(protocol);
    const [wire] = sim.addOrders(1, { textPlate: true, plateText: CAKE_PLATE });
    const cli = io();
    const code = await printLabelsCommand.run(
      ['--order', orderFile(wire), '--printer', printer.uri, '--protocol', protocol, '--size', '58x40'],
      cli,
    );
    expect(code, cli.errors.join('\n')).toBe(EXIT_PRINTED);
    expect(cli.lines).toHaveLength(1);
    expect(cli.lines[0]).toContain('printed and verified');
    expectLabelsOf(printer.labels(), decoded(wire!));
    // 58 × 40 mm at 203 dpi, as the printer was told.
    for (const label of printer.labels()) expect([label.widthDots, label.heightDots]).toEqual([464, 320]);
  });

  it('prints a plate full of printer commands as text, in French at 300 dpi, and nothing more', async () => {
    const printer = await labelPrinter(protocol, { dpi: 300 });
    const [wire] = sim.addOrders(1, { textPlate: true, plateText: HOSTILE_PLATES[protocol] });
    const order = decoded(wire!);
    const code = await printLabelsCommand.run(
      [
        '--order',
        orderFile(wire),
        '--printer',
        printer.uri,
        '--protocol',
        protocol,
        '--size',
        '100x50',
        '--dpi',
        '300',
        '--language',
        'fr',
      ],
      io(),
    );
    expect(code).toBe(EXIT_PRINTED);
    // Exactly the order's labels: the plate cancelled nothing, ended no label early, started none.
    expectLabelsOf(printer.labels(), order);
    for (const label of printer.labels()) expect([label.widthDots, label.heightDots]).toEqual([1181, 591]);
  });

  const faults: [LabelMode, string][] = [
    ['paper-out', 'paper_out'],
    ['head-open', 'cover_open'],
    ['paused', 'offline'],
    ['offline', 'unreachable'],
  ];
  it.each(faults)('with the printer %s: nothing printed, exit 1 with the reason %s', async (mode, reason) => {
    const printer = await labelPrinter(protocol, { mode });
    const [wire] = sim.addOrders(1, { textPlate: true });
    const cli = io();
    const code = await printLabelsCommand.run(
      ['--order', orderFile(wire), '--printer', printer.uri, '--protocol', protocol, '--size', '58x40'],
      cli,
    );
    expect(code).toBe(EXIT_FAILED);
    expect(cli.lines).toEqual([]);
    expect(cli.errors).toHaveLength(1);
    expect(cli.errors[0]).toContain(`(${reason})`);
    expect(printer.labels()).toEqual([]);
  });
});

describe('npm run cli -- print-labels, other printers and usage', () => {
  it('ZPL: a ribbon that ran out is a printer error (exit 1), nothing printed', async () => {
    const printer = await labelPrinter('zpl', { mode: 'ribbon-out' });
    const cli = io();
    const code = await printLabelsCommand.run(
      [
        '--order',
        orderFile(sim.addOrders(1)[0]),
        '--printer',
        printer.uri,
        '--protocol',
        'zpl',
        '--size',
        '58x40',
      ],
      cli,
    );
    expect(code).toBe(EXIT_FAILED);
    expect(cli.errors[0]).toContain('(printer_error)');
    expect(printer.labels()).toEqual([]);
  });

  it('a printer that never answers status: exit 1 without --allow-unverified, exit 3 (sent) with it', async () => {
    const printer = await labelPrinter('zpl', { mode: 'mute' });
    const file = orderFile(sim.addOrders(1)[0]);
    const args = ['--order', file, '--printer', printer.uri, '--protocol', 'zpl', '--size', '58x40'];
    const strict = io();
    expect(await printLabelsCommand.run(args, strict)).toBe(EXIT_FAILED);
    expect(strict.errors[0]).toContain('(not_verifiable)');
    const trusting = io();
    expect(await printLabelsCommand.run([...args, '--allow-unverified'], trusting)).toBe(
      EXIT_DELIVERED_NOT_VERIFIED,
    );
    expect(trusting.errors[0]).toContain('delivered, not verified');
  });

  it('TSPL: a plate with a backslash is drawn, not sent as text: both labels still come out, verified', async () => {
    const printer = await labelPrinter('tspl');
    const [wire] = sim.addOrders(1, { textPlate: true, plateText: 'Oma\\Opa "60" \\" PRINT 5' });
    const order = decoded(wire!);
    const file = orderFile(wire);
    const code = await printLabelsCommand.run(
      ['--order', file, '--printer', printer.uri, '--protocol', 'tspl', '--size', '58x40'],
      io(),
    );
    expect(code).toBe(EXIT_PRINTED);
    const labels = printer.labels();
    expect(labels).toHaveLength(1 + platesOf(order).length);
    for (const label of labels) {
      expect(label.unknownCommands).toEqual([]);
      // No text field holds a piece of the plate with its backslash: that line is a picture.
      expect(label.texts.some((text) => text.includes('\\'))).toBe(false);
    }
  });

  it('ESC/POS labels (TM-L90 class): each label drawn as a raster picture on the receipt path, verified', async () => {
    const printer = await VirtualPrinter.start({ host: '127.0.0.1' });
    closers.push(() => printer.close());
    const [wire] = sim.addOrders(1, { textPlate: true, plateText: CAKE_PLATE });
    const code = await printLabelsCommand.run(
      ['--order', orderFile(wire), '--printer', printer.uri, '--protocol', 'escpos', '--size', '58x40'],
      io(),
    );
    expect(code).toBe(EXIT_PRINTED);
    const jobs = printer.jobs();
    expect(jobs).toHaveLength(1 + platesOf(decoded(wire!)).length);
    for (const job of jobs) {
      expect(job.parsed.images.length).toBeGreaterThan(0);
      // The label's width at 203 dpi: 58 mm is 464 dots.
      expect(job.parsed.images[0]!.widthDots).toBe(464);
    }
  });

  it.each([
    [['--size', '10x40'], /--size: the width must be between 25 and 120 mm, got 10/],
    [['--size', '58x300'], /--size: the height must be between 15 and 200 mm, got 300/],
    [['--size', 'A6'], /--size must be the label's width x height in mm, like 58x40, got "A6"/],
    [['--protocol', 'pdf'], /--protocol must be one of zpl, tspl, escpos, got "pdf"/],
    [['--dpi', '180'], /--dpi must be one of 203, 300, got "180"/],
    [['--language', 'it'], /--language must be one of nl, fr, de, en, got "it"/],
  ])('refuses %j as bad usage, printing nothing', async (bad, message) => {
    const printer = await labelPrinter('zpl');
    const good = ['--order', orderFile(sim.addOrders(1)[0]), '--printer', printer.uri, '--protocol', 'zpl'];
    const args = [...good, '--size', '58x40'];
    const flag = bad[0]!;
    const at = args.indexOf(flag);
    const called = at >= 0 ? args.map((arg, i) => (i === at + 1 ? bad[1]! : arg)) : [...args, ...bad];
    const refused = printLabelsCommand.run(called, io());
    await expect(refused).rejects.toThrow(UsageError);
    await expect(printLabelsCommand.run(called, io())).rejects.toThrow(message);
    expect(printer.labels()).toEqual([]);
  });

  it('requires the protocol and the size: a label printer is never guessed at', async () => {
    const base = ['--order', orderFile(sim.addOrders(1)[0]), '--printer', 'tcp://127.0.0.1:9'];
    await expect(printLabelsCommand.run([...base, '--size', '58x40'], io())).rejects.toThrow(
      '--protocol zpl|tspl|escpos is required',
    );
    await expect(printLabelsCommand.run([...base, '--protocol', 'zpl'], io())).rejects.toThrow(
      '--size WxH (the label in mm, like 58x40) is required',
    );
  });

  it('works as a real process through npm run cli; bad usage exits 2 with one line', async () => {
    const printer = await labelPrinter('tspl');
    const [wire] = sim.addOrders(1, { textPlate: true, plateText: CAKE_PLATE });
    const file = orderFile(wire);
    const args = ['print-labels', '--order', file, '--printer', printer.uri, '--protocol', 'tspl'];
    const ok = startCli([...args, '--size', '62x29']);
    expect(await ok.waitForExit()).toEqual({ code: 0, signal: null });
    expect(ok.stdout()).toContain('printed and verified');
    expectLabelsOf(printer.labels(), decoded(wire!));
    const bad = startCli([...args, '--size', '62']);
    expect(await bad.waitForExit()).toEqual({ code: 2, signal: null });
    expect(bad.stderrLines()).toEqual([
      'orderslip print-labels: --size must be the label\'s width x height in mm, like 58x40, got "62"',
    ]);
  }, 30_000);
});
