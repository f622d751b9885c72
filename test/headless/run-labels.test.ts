/**
 * Issue 12's "done when", through the real CLI: a cake order through `npm run cli -- run` with a virtual
 * receipt printer and a virtual label printer (ZPL, then TSPL) gives a verified receipt, a verified
 * order label and a verified cake label carrying the number, the name, the pick-up time and the plate
 * text exactly, and the service sees the order confirmed. With the label printer out of labels the order
 * is not confirmed and the run says why; once labels are back it prints them (once) and confirms.
 * Also the flags that put a label printer beside the receipt printer (`applyFlags`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import type { Order } from '../../electron/common/model/order';
import { DEFAULT_LABEL_SETTINGS, printerSettings } from '../../electron/common/model/printer-settings';
import { Simulator } from '../../electron/demo/simulator';
import { VirtualLabelPrinter, VirtualPrinter } from '../../electron/demo/virtual-printer';
import { UsageError } from '../../electron/headless/command';
import {
  applyFlags,
  FLAG_LABEL_PRINTER_ID,
  FLAG_PRINTER_ID,
  type SettingsFlags,
} from '../../electron/headless/run-settings';
import { eventually } from '../engine/world';
import { killAllCli, startCli, type CliChild } from './cli-process';
import { decoded, platesOf, squash } from '../print/label-orders';

const TENANT = 'label-shop';
const TOKEN = 'tok-labels-3b9e';
const PLATE = 'Gelukkige verjaardag Noor!\nVeel liefs, oma';

let sim: Simulator;
let shops: readonly number[];
const closers: (() => Promise<void>)[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  sim = await Simulator.start({ seed: 31, tenants: [{ id: TENANT, token: TOKEN }] });
  shops = sim.tenants[0]!.shopIds;
});
afterEach(async () => {
  await killAllCli();
  await Promise.all(closers.splice(0).map((close) => close()));
});
afterAll(async () => {
  await killAllCli();
  await sim.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Printed = ReturnType<VirtualLabelPrinter['labels']>[number];

/** The labels that belong to `order`: they carry its name and its number. */
function labelsOf(printer: VirtualLabelPrinter, order: Order): Printed[] {
  const name = squash(`${order.client.firstName} ${order.client.lastName}`);
  return printer.labels().filter((label) => {
    const said = squash(label.texts.join(' '));
    return said.includes(name) && said.includes(order.orderNumber ?? order.id.slice(0, 8));
  });
}

/** One order label (QR = order id) and one cake label per plate; every label says number, name, time. */
function expectLabelsOf(printer: VirtualLabelPrinter, order: Order): void {
  const labels = labelsOf(printer, order);
  const plates = platesOf(order);
  expect(plates).toContain(PLATE);
  expect(labels, 'each label once: no label printed twice').toHaveLength(1 + plates.length);
  const orderLabels = labels.filter((label) => label.qrPayloads.includes(order.id));
  expect(orderLabels).toHaveLength(1);
  for (const label of labels) expect(squash(label.texts.join(' '))).toContain(order.due.time.slice(0, 5));
  const cakeLabels = labels.filter((label) => !orderLabels.includes(label));
  for (const plate of plates)
    expect(cakeLabels.some((label) => squash(label.texts.join(' ')).includes(squash(plate)))).toBe(true);
}

const receiptsOf = (printer: VirtualPrinter, id: string) =>
  printer.jobs().filter((job) => job.parsed.qrCodes.includes(id));

interface JsonLine {
  readonly type?: string;
  readonly orderId?: string;
  readonly state?: string;
  readonly printer?: { readonly printerId: string; readonly state: string; readonly detail: string };
  readonly code?: string;
}

const jsonLines = (cli: CliChild): JsonLine[] =>
  cli.stdoutLines().flatMap((line) => {
    try {
      return [JSON.parse(line) as JsonLine];
    } catch {
      return [];
    }
  });

const SIZES = { zpl: { size: '58x40', dpi: 203 }, tspl: { size: '100x50', dpi: 300 } } as const;

describe.each(['zpl', 'tspl'] as const)('run with a receipt printer and a %s label printer', (protocol) => {
  it('prints and proves the receipt and both labels before confirming; out of labels, the order waits and the run says why', async () => {
    const { size, dpi } = SIZES[protocol];
    const receipts = await VirtualPrinter.start({ host: '127.0.0.1' });
    closers.push(() => receipts.close());
    const labels = await VirtualLabelPrinter.start({ host: '127.0.0.1', protocol, dpi });
    closers.push(() => labels.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'orderslip-run-labels-'));
    dirs.push(dataDir);
    const shop = protocol === 'zpl' ? shops[0]! : shops[1]!;
    const [cakeWire] = sim.addOrders(1, { shopId: shop, textPlate: true, plateText: PLATE });
    const cake = decoded(cakeWire!);

    const cli = startCli(
      [
        'run',
        '--api-url',
        sim.url,
        '--tenant',
        TENANT,
        '--shop',
        String(shop),
        '--printer',
        receipts.uri,
        '--label-printer',
        labels.uri,
        '--label-protocol',
        protocol,
        '--label-size',
        size,
        '--label-dpi',
        String(dpi),
        '--poll-interval',
        '1',
        '--data-dir',
        dataDir,
        '--log-format',
        'json',
      ],
      { ORDERSLIP_TOKEN: TOKEN },
    );
    await eventually('the cake order is confirmed', () => sim.isConfirmed(cake.id, TENANT), 15_000);
    expect(receiptsOf(receipts, cake.id)).toHaveLength(1);
    expectLabelsOf(labels, cake);
    for (const label of labels.labels()) expect(label.protocol).toBe(protocol);

    // The label printer runs out of labels; the next cake order's receipt prints, its labels cannot.
    await labels.setMode('paper-out');
    const [nextWire] = sim.addOrders(1, { shopId: shop, textPlate: true, plateText: PLATE });
    const next = decoded(nextWire!);
    await eventually(
      'the receipt of the next order printed',
      () => receiptsOf(receipts, next.id).length === 1,
      15_000,
    );
    await cli.waitForLine(/"printerId":"label-printer"[^}]*"state":"paper_out"/);
    const outOfLabels = jsonLines(cli).find(
      (line) =>
        line.type === 'printer' &&
        line.printer?.printerId === FLAG_LABEL_PRINTER_ID &&
        line.printer.state === 'paper_out',
    );
    expect(outOfLabels?.printer?.detail).toMatch(/out of (labels|paper)/i);
    expect(labelsOf(labels, next)).toEqual([]);
    expect(sim.isConfirmed(next.id, TENANT), 'confirmed without its labels').toBe(false);
    expect(jsonLines(cli).some((line) => line.orderId === next.id && line.state === 'confirmed')).toBe(false);

    // Labels back in: the labels print, once, and only then is the order confirmed.
    await labels.setMode('ready');
    await eventually('the next order is confirmed', () => sim.isConfirmed(next.id, TENANT), 15_000);
    expect(receiptsOf(receipts, next.id), 'the receipt is not printed again').toHaveLength(1);
    expectLabelsOf(labels, next);

    cli.signal('SIGTERM');
    expect(await cli.waitForExit()).toEqual({ code: 0, signal: null });
    expect(cli.stderr()).toBe('');
  }, 40_000);
});

describe('run: --label-printer beside the receipt printer', () => {
  const config = {
    ...DEFAULT_SETTINGS,
    printers: [
      printerSettings({ id: 'counter', name: 'Counter', uri: 'tcp://127.0.0.1:9100' }),
      printerSettings({
        id: 'zebra',
        name: 'Zebra',
        uri: 'tcp://127.0.0.1:9200',
        role: 'label',
        label: { ...DEFAULT_LABEL_SETTINGS, cakeLabels: false },
      }),
    ],
    shops: [
      { shopId: 1, name: 'Bakkerij', city: null, printerIds: ['counter', 'zebra'] },
      { shopId: 2, name: 'Slagerij', city: null, printerIds: ['counter'] },
    ],
    defaultPrinterIds: ['counter'],
  };

  it('--printer and --label-printer: one of each, on every shop’s route, the label printer with both kinds on', () => {
    const settings = applyFlags(DEFAULT_SETTINGS, {
      printer: 'tcp://127.0.0.1:9100',
      'label-printer': 'tcp://127.0.0.1:9200',
      'label-protocol': 'tspl',
      'label-size': '62x29',
      'label-dpi': '300',
      language: 'fr',
      'paper-width': '58',
    });
    expect(settings.printers.map((p) => [p.id, p.role])).toEqual([
      [FLAG_PRINTER_ID, 'receipt'],
      [FLAG_LABEL_PRINTER_ID, 'label'],
    ]);
    expect(settings.defaultPrinterIds).toEqual([FLAG_PRINTER_ID, FLAG_LABEL_PRINTER_ID]);
    const label = settings.printers[1]!;
    expect(label).toMatchObject({ uri: 'tcp://127.0.0.1:9200', dpi: 300, language: 'fr' });
    expect(label.label).toMatchObject({
      protocol: 'tspl',
      widthMm: 62,
      heightMm: 29,
      orderLabels: true,
      cakeLabels: true,
    });
    // The receipt flags shape the receipt printer only; --language speaks on both.
    expect(settings.printers[0]).toMatchObject({ paperWidth: 58, language: 'fr' });
  });

  it('each flag replaces only the printers of its role, and keeps the routes to the other', () => {
    const receiptOnly = applyFlags(config, { printer: 'tcp://127.0.0.1:9300' });
    expect(receiptOnly.printers.map((p) => p.id)).toEqual([FLAG_PRINTER_ID, 'zebra']);
    expect(receiptOnly.shops.map((s) => s.printerIds)).toEqual([
      [FLAG_PRINTER_ID, 'zebra'],
      [FLAG_PRINTER_ID],
    ]);

    const labelOnly = applyFlags(config, {
      'label-printer': 'tcp://127.0.0.1:9400',
      'label-protocol': 'zpl',
      'label-size': '100x50',
    });
    expect(labelOnly.printers.map((p) => p.id)).toEqual(['counter', FLAG_LABEL_PRINTER_ID]);
    expect(labelOnly.shops.map((s) => s.printerIds)).toEqual([
      ['counter', FLAG_LABEL_PRINTER_ID],
      ['counter', FLAG_LABEL_PRINTER_ID],
    ]);
    expect(labelOnly.defaultPrinterIds).toEqual(['counter', FLAG_LABEL_PRINTER_ID]);
  });

  it('--label-protocol, --label-size and --label-dpi change the label printers of the settings; a receipt flag leaves their dpi', () => {
    const settings = applyFlags(config, {
      'label-size': '100x150',
      'label-dpi': '300',
      model: 'epson-tm-t88',
    });
    const zebra = settings.printers.find((p) => p.id === 'zebra')!;
    expect(zebra.dpi).toBe(300);
    expect(zebra.label).toMatchObject({ protocol: 'zpl', widthMm: 100, heightMm: 150, cakeLabels: false });
    // The receipt model's 180 dpi goes onto the receipt printer only.
    expect(settings.printers.find((p) => p.id === 'counter')!.dpi).toBe(180);
  });

  const label = { 'label-printer': 'tcp://127.0.0.1:9200', 'label-protocol': 'zpl', 'label-size': '58x40' };
  it.each<[SettingsFlags, RegExp]>([
    [
      { 'label-printer': 'tcp://127.0.0.1:9200', 'label-size': '58x40' },
      /--label-printer needs --label-protocol/,
    ],
    [
      { 'label-printer': 'tcp://127.0.0.1:9200', 'label-protocol': 'zpl' },
      /--label-printer needs .*--label-size/,
    ],
    [{ ...label, 'label-protocol': 'epl' }, /--label-protocol must be one of zpl, tspl, escpos, got "epl"/],
    [{ ...label, 'label-size': '58' }, /--label-size must be the label's width x height in mm/],
    [{ ...label, 'label-size': '200x40' }, /--label-size: the width must be between 25 and 120 mm, got 200/],
    [{ ...label, 'label-size': '58x10' }, /--label-size: the height must be between 15 and 200 mm, got 10/],
    [{ ...label, 'label-dpi': '180' }, /--label-dpi must be one of 203, 300, got "180"/],
    [{ 'label-size': '58x40' }, /set up a label printer: give it with --label-printer URI/],
  ])('refuses %j', (flags, message) => {
    expect(() => applyFlags(DEFAULT_SETTINGS, flags)).toThrow(UsageError);
    expect(() => applyFlags(DEFAULT_SETTINGS, flags)).toThrow(message);
  });

  it('a real run refuses a label printer without its protocol: exit 2, one line', async () => {
    const cli = startCli(
      [
        'run',
        '--api-url',
        sim.url,
        '--tenant',
        TENANT,
        '--printer',
        'tcp://127.0.0.1:9',
        '--label-printer',
        'tcp://127.0.0.1:9',
      ],
      { ORDERSLIP_TOKEN: TOKEN },
    );
    expect(await cli.waitForExit()).toEqual({ code: 2, signal: null });
    expect(cli.stderrLines()).toHaveLength(1);
    expect(cli.stderrLines()[0]).toMatch(/^orderslip run: --label-printer needs --label-protocol/);
  }, 20_000);
});
