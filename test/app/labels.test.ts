/**
 * Labels through the AppService (issue 12), as the window uses them: the order's detail shows its labels
 * laid out as the label printer prints them (and no receipt when the label printer is asked for), a
 * reprint on the label printer is followed to its proof, a test print on it prints sample labels, and
 * Status says why a label printer holds an order. The simulator, virtual printers, a real ledger.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppService } from '../../electron/core/app/app-service';
import { mmToDots } from '../../electron/common/label/label';
import {
  DEFAULT_LABEL_SETTINGS,
  printerSettings,
  type PrinterSettings,
} from '../../electron/common/model/printer-settings';
import { VirtualLabelPrinter } from '../../electron/demo/virtual-printer';
import { eventually } from '../engine/world';
import { ServiceWorld } from './service-world';

const TENANT = 'bakery';
const TOKEN = 'labels-secret-token';
const PLATE = 'Gelukkige verjaardag Zoë';

let world: ServiceWorld;
let labelPrinter: VirtualLabelPrinter;
let service: AppService;

beforeEach(async () => {
  world = await ServiceWorld.open({ seed: 23, tenant: TENANT, token: TOKEN });
  labelPrinter = await VirtualLabelPrinter.start({ protocol: 'zpl' });
});

afterEach(async () => {
  await service.stop();
  await world.close();
  await labelPrinter.close();
});

const counter = (): PrinterSettings =>
  printerSettings({ id: 'counter', name: 'Counter', uri: world.printer.uri, language: 'en' });
const labels = (): PrinterSettings =>
  printerSettings({
    id: 'labels',
    name: 'Cake labels',
    uri: labelPrinter.uri,
    language: 'nl',
    role: 'label',
    label: { ...DEFAULT_LABEL_SETTINGS, protocol: 'zpl', widthMm: 58, heightMm: 40 },
  });

async function startWithCakeOrder(): Promise<string> {
  service = world.service(world.settingsWith([counter(), labels()]), { reprintWaitMs: 4_000 });
  const [wire] = world.sim.addOrders(1, { shopId: world.shopId, textPlate: true, plateText: PLATE });
  await service.start();
  return String(wire!.id);
}

const confirmed = (id: string): boolean => world.sim.confirmations(TENANT).get(id)?.confirmedAt != null;

const texts = (label: { readonly elements: readonly { kind: string; text?: string }[] }): string[] =>
  label.elements.flatMap((element) => (element.kind === 'text' && element.text ? [element.text] : []));

describe('the order detail', () => {
  it('shows the labels as the label printer lays them out, beside the receipt; asked for the label printer, no receipt', async () => {
    const id = await startWithCakeOrder();
    await eventually('the order is confirmed', () => confirmed(id));

    const detail = await service.getOrder(id);
    expect(detail.receipt).not.toBeNull();
    expect(detail.labelPrinterId).toBe('labels');
    expect(detail.labels.length).toBeGreaterThanOrEqual(2);
    expect(detail.labels[0]!.geometry).toMatchObject({
      widthDots: mmToDots(58, 203),
      heightDots: mmToDots(40, 203),
    });
    expect(detail.labels.map((label) => label.content.kind)).toContain('cake');
    // As printed: the same number of labels came out, and the plate is on one of them, whole.
    expect(labelPrinter.labels()).toHaveLength(detail.labels.length);
    expect(detail.labels.filter((label) => label.content.plate === PLATE)).toHaveLength(1);
    const cake = detail.labels.find((label) => label.content.kind === 'cake')!;
    // Wrapped whole: its lines, joined again, give the plate's text.
    expect(texts(cake).join(' ')).toContain(PLATE);

    const asLabels = await service.getOrder(id, 'labels');
    expect(asLabels.receipt).toBeNull();
    expect(asLabels.labelPrinterId).toBe('labels');
    expect(asLabels.labels).toEqual(detail.labels);

    const asReceipt = await service.getOrder(id, 'counter');
    expect(asReceipt.receipt).not.toBeNull();
    expect(asReceipt.labelPrinterId).toBe('labels');
  });

  it('has no labels and no label printer when the shop has none', async () => {
    service = world.service(world.settingsWith([counter()]));
    const [wire] = world.sim.addOrders(1, { shopId: world.shopId, textPlate: true, plateText: PLATE });
    await service.start();
    const id = String(wire!.id);
    await eventually('the order is confirmed', () => confirmed(id));
    const detail = await service.getOrder(id);
    expect(detail.receipt).not.toBeNull();
    expect(detail.labels).toEqual([]);
    expect(detail.labelPrinterId).toBeNull();
  });
});

describe('a reprint and a test print on the label printer', () => {
  it('reprints the order’s labels with the reprint banner, followed to its proof', async () => {
    const id = await startWithCakeOrder();
    await eventually('the order is confirmed', () => confirmed(id));
    const before = labelPrinter.labels().length;

    const outcome = await service.reprint(id, 'labels');
    expect(outcome).toMatchObject({ outcome: 'printed', printerId: 'labels', printerName: 'Cake labels' });
    const again = labelPrinter.labels().slice(before);
    expect(again).toHaveLength(before);
    expect(again.every((label) => label.texts.some((text) => text.includes('HERDRUK')))).toBe(true);
  });

  it('prints sample labels on a test print', async () => {
    const id = await startWithCakeOrder();
    await eventually('the order is confirmed', () => confirmed(id));
    const before = labelPrinter.labels().length;
    const outcome = await service.testPrint('labels');
    expect(outcome.outcome).toBe('printed');
    expect(labelPrinter.labels().length).toBeGreaterThan(before);
    // Nothing of the order was printed again on the receipt printer.
    expect(world.printer.jobs()).toHaveLength(1);
  });
});

describe('Status with the label printer out of paper', () => {
  it('says which printer and why, and the order is confirmed once paper is back', async () => {
    await labelPrinter.setMode('paper-out');
    const id = await startWithCakeOrder();
    await eventually('the receipt is printed', () => world.printer.jobs().length === 1);
    let status = await service.getStatus();
    for (let tries = 0; !status.problems.some((p) => p.kind === 'printer-not-ready'); tries++) {
      if (tries > 200) throw new Error('Status never said the label printer is not ready');
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await service.getStatus();
    }
    expect(status.printers.find((printer) => printer.printerId === 'labels')?.state).toBe('paper_out');
    expect(status.problems.find((problem) => problem.kind === 'printer-not-ready')).toMatchObject({
      printerId: 'labels',
      printerName: 'Cake labels',
      state: 'paper_out',
      waiting: 1,
    });
    expect(confirmed(id)).toBe(false);
    expect((await service.getOrder(id)).state).toBe('waiting');

    await labelPrinter.setMode('ready');
    await service.retryPrinter('labels');
    await eventually('the order is confirmed', () => confirmed(id));
    expect((await service.getStatus()).problems.some((p) => p.kind === 'printer-not-ready')).toBe(false);
  });
});
