/**
 * Labels in the engine (issue 12): a label printer is routed like any printer, but gets a job only for an
 * order it has labels for; an order is confirmed only when its receipt AND its labels are proven; a label
 * printer out of paper holds the order visibly; a reprint on it prints the labels again, marked.
 * Real sockets (the simulator, a virtual receipt printer, a virtual ZPL label printer), real SQLite.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { findProblems } from '../../electron/core/app/problems';
import type { EngineConfig } from '../../electron/core/engine/config';
import type { Order } from '../../electron/common/model/order';
import {
  DEFAULT_LABEL_SETTINGS,
  printerSettings,
  type LabelSettings,
  type PrinterSettings,
} from '../../electron/common/model/printer-settings';
import { VirtualLabelPrinter, type VirtualLabelMode } from '../../electron/demo/virtual-printer';
import { english, eventually, pause, shopOf, World } from './world';

let world: World;
let labelPrinter: VirtualLabelPrinter;

afterEach(async () => {
  await world.close();
  await labelPrinter.close();
});

const PLATE = 'Proficiat Zoë! 18 jaar';

/** The world's receipt printer and a ZPL label printer, both on the first shop's route. */
async function withLabelPrinter(
  label: Partial<LabelSettings> = {},
  mode: VirtualLabelMode = 'ready',
): Promise<{ config: EngineConfig; settings: PrinterSettings }> {
  world = await World.start();
  labelPrinter = await VirtualLabelPrinter.start({ protocol: 'zpl', mode });
  const settings = printerSettings({
    id: 'labels',
    name: 'Cake labels',
    uri: labelPrinter.uri,
    language: 'nl',
    role: 'label',
    label: { ...DEFAULT_LABEL_SETTINGS, protocol: 'zpl', widthMm: 58, heightMm: 40, ...label },
  });
  const receipt = world.config.printers[0]!;
  const config: EngineConfig = {
    ...world.config,
    printers: [receipt, settings],
    shops: [{ shopId: shopOf(world), printerIds: [receipt.id, settings.id] }],
    defaultPrinterIds: [],
  };
  return { config, settings };
}

const hasTextOption = (order: Order | null): boolean =>
  order?.lines.some((line) => line.options.some((option) => option.type === 'text')) ?? false;

/**
 * The labels the virtual label printer printed that say `text`: their text fields joined again (the layout
 * wraps a long plate over several lines, whole words each).
 */
const labelsWith = (text: string) =>
  labelPrinter.labels().filter((label) => label.texts.join(' ').includes(text));

describe('a cake order on a receipt printer and a label printer', () => {
  it('is confirmed only after both proved it; the cake label carries number, name and plate exactly', async () => {
    const { config } = await withLabelPrinter();
    const [wire] = world.sim.addOrders(1, { shopId: shopOf(world), textPlate: true, plateText: PLATE });
    const id = String(wire!.id);
    world.startEngine({ config });

    await eventually('the order is confirmed', () => world.confirmedIds().includes(id));
    const jobs = world.ledger.jobsOf(id);
    expect(jobs.map((job) => [job.printerId, job.state, job.verified])).toEqual(
      expect.arrayContaining([
        ['p1', 'printed', true],
        ['labels', 'printed', true],
      ]),
    );
    // Confirmed after the later of the two proofs, never before. The service has the confirm before the
    // ledger writes it down (the answer is on its way back).
    await eventually('the ledger has it confirmed', () => world.ledger.getOrder(id)?.state === 'confirmed');
    expect(world.jobsFor(id)).toHaveLength(1);
    const order = world.ledger.getOrder(id)!.order!;
    const cake = labelsWith(PLATE);
    expect(cake).toHaveLength(1);
    const texts = cake[0]!.texts.join('\n');
    expect(texts).toContain(order.orderNumber!);
    expect(texts).toContain(order.client.firstName);
    expect(texts).toContain(order.due.time.slice(0, 5));
    // The order label carries the order id as its QR code.
    expect(labelPrinter.labels().some((label) => label.qrPayloads.some((qr) => qr.includes(id)))).toBe(true);
  });

  it.each([
    ['paper-out', 'paper_out', /paper/i],
    ['head-open', 'cover_open', /head/i],
    ['paused', 'offline', /pause/i],
    ['ribbon-out', 'error', /ribbon/i],
  ] as const)(
    'with the label printer %s: printed on the receipt printer, not confirmed, Status says why (%s); fixed → confirmed',
    async (mode, state, said) => {
      const { config } = await withLabelPrinter({}, mode);
      const [wire] = world.sim.addOrders(1, { shopId: shopOf(world), textPlate: true, plateText: PLATE });
      const id = String(wire!.id);
      const engine = world.startEngine({ config });

      await eventually('the receipt is printed', () => world.jobsFor(id).length === 1);
      await eventually(`the label printer's state is ${state}`, () =>
        engine.status().printers.some((printer) => printer.printerId === 'labels' && printer.state === state),
      );
      expect(world.ledger.getOrder(id)!.state).toBe('waiting');
      expect(world.confirmedIds()).not.toContain(id);
      expect(labelPrinter.labels()).toHaveLength(0);
      const problems = findProblems({
        engine: engine.status(),
        held: 0,
        waiting: world.ledger.waitingSummary(),
        now: new Date(),
      });
      const notReady = problems.find((problem) => problem.kind === 'printer-not-ready');
      expect(notReady).toMatchObject({ printerId: 'labels', printerName: 'Cake labels', state, waiting: 1 });
      expect(english(notReady && 'detail' in notReady ? notReady.detail : null)).toMatch(said);

      await labelPrinter.setMode('ready');
      engine.retryPrinter('labels');
      await eventually('the order is confirmed once the labels came out', () =>
        world.confirmedIds().includes(id),
      );
      expect(labelsWith(PLATE)).toHaveLength(1);
      // The receipt was not printed again meanwhile.
      expect(world.jobsFor(id)).toHaveLength(1);
    },
  );
});

describe('an order the label printer has no label for', () => {
  it('is confirmed after its receipt alone, and never waits on the label printer', async () => {
    const { config } = await withLabelPrinter({ orderLabels: false, cakeLabels: true });
    const wires = world.sim.addOrders(6, { shopId: shopOf(world) });
    const [cakeWire] = world.sim.addOrders(1, { shopId: shopOf(world), textPlate: true, plateText: PLATE });
    const ids = [...wires, cakeWire!].map((wire) => String(wire.id));
    world.startEngine({ config });

    await eventually('every order is confirmed', () => ids.every((id) => world.confirmedIds().includes(id)));
    const plain = ids.filter((id) => !hasTextOption(world.ledger.getOrder(id)!.order));
    expect(plain.length).toBeGreaterThan(0);
    for (const id of plain) expect(world.ledger.jobsOf(id).map((job) => job.printerId)).toEqual(['p1']);
    const cakes = ids.filter((id) => hasTextOption(world.ledger.getOrder(id)!.order));
    expect(cakes).toContain(String(cakeWire!.id));
    for (const id of cakes)
      expect(
        world.ledger
          .jobsOf(id)
          .map((job) => job.printerId)
          .sort(),
      ).toEqual(['labels', 'p1']);
    // Cake labels only: nothing but cake labels came out, the forced plate among them.
    expect(labelsWith(PLATE)).toHaveLength(1);
    expect(labelPrinter.labels().every((label) => label.qrPayloads.length === 0)).toBe(true);
  });
});

describe('a shop that prints only on a label printer', () => {
  it('holds an order the label printer has no label for, saying why, and never confirms it unprinted', async () => {
    const { config, settings } = await withLabelPrinter({ orderLabels: false, cakeLabels: true });
    const onlyLabels: EngineConfig = {
      ...config,
      shops: [{ shopId: shopOf(world), printerIds: [settings.id] }],
    };
    const wires = world.sim.addOrders(6, { shopId: shopOf(world) });
    world.startEngine({ config: onlyLabels });
    const ids = wires.map((wire) => String(wire.id));
    await eventually('every order is recorded', () => ids.every((id) => world.ledger.getOrder(id) !== null));
    const plain = ids.filter((id) => !hasTextOption(world.ledger.getOrder(id)!.order));
    expect(plain.length).toBeGreaterThan(0);
    for (const id of plain) {
      const entry = world.ledger.getOrder(id)!;
      expect(entry).toMatchObject({ state: 'held', holdCode: 'no-printer' });
      expect(entry.reason?.code).toBe('engine.no-labels-nothing-to-print');
      expect(world.ledger.jobsOf(id)).toHaveLength(0);
    }
    await pause(300);
    for (const id of plain) expect(world.confirmedIds()).not.toContain(id);
  });
});

describe('a reprint on the label printer', () => {
  it('prints the order’s labels again with the reprint banner', async () => {
    const { config } = await withLabelPrinter();
    const [wire] = world.sim.addOrders(1, { shopId: shopOf(world), textPlate: true, plateText: PLATE });
    const id = String(wire!.id);
    const engine = world.startEngine({ config });
    await eventually('the order is confirmed', () => world.confirmedIds().includes(id));
    const first = labelPrinter.labels().length;
    expect(first).toBeGreaterThanOrEqual(2);
    expect(labelPrinter.labels().some((label) => label.texts.some((t) => t.includes('HERDRUK')))).toBe(false);

    const job = engine.reprint(id, 'labels');
    await eventually('the reprint is printed', () => engine.job(job.id)?.state === 'printed');
    expect(engine.job(job.id)!.verified).toBe(true);
    const again = labelPrinter.labels().slice(first);
    expect(again).toHaveLength(first);
    expect(again.every((label) => label.texts.some((t) => t.includes('HERDRUK')))).toBe(true);
    expect(again.filter((label) => label.texts.join(' ').includes(PLATE))).toHaveLength(1);
    // A reprint never moves the order, and the receipt printer printed nothing more.
    expect(world.ledger.getOrder(id)!.state).toBe('confirmed');
    expect(world.jobsFor(id)).toHaveLength(1);
  });

  it('is refused, saying why, when the label printer has no label for the order', async () => {
    const { config } = await withLabelPrinter({ orderLabels: false, cakeLabels: true });
    const wires = world.sim.addOrders(6, { shopId: shopOf(world) });
    const engine = world.startEngine({ config });
    const ids = wires.map((wire) => String(wire.id));
    await eventually('every order is confirmed', () => ids.every((id) => world.confirmedIds().includes(id)));
    const plain = ids.find((id) => !hasTextOption(world.ledger.getOrder(id)!.order))!;
    expect(() => engine.reprint(plain, 'labels')).toThrow(
      expect.objectContaining({ said: expect.objectContaining({ code: 'engine.no-labels-to-reprint' }) }),
    );
    expect(world.ledger.jobsOf(plain).filter((job) => job.kind === 'reprint')).toHaveLength(0);
  });
});
