/**
 * Proof must be physically possible (issue 23, point 4): a printer that answers "printed" the moment the
 * bytes arrive and then loses the job is caught by its timing. Over real sockets, against the virtual
 * printers' `early-answer` mode; the virtual printers in their normal modes (which answer once they have
 * "printed", at a speed a real printer could have) stay proven, receipts and labels, text and drawn.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { testPrintBuffers } from '../../electron/core/engine/print-bytes';
import { printJob } from '../../electron/core/printer';
import type { PrintOptions } from '../../electron/core/printer/print-options';
import { PAPER_SPEED_LIMIT_MM_PER_S, paperLengthOf } from '../../electron/core/printer/paper-time';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { VirtualLabelPrinter } from '../../electron/demo/virtual-printer/label-printer';
import { VirtualStarPrinter } from '../../electron/demo/virtual-printer/star-printer';
import { eventually, oneShop, shopOf, World } from '../engine/world';
import { FAST, settingsFor } from './helpers';

const started: { close(): Promise<void> }[] = [];
let world: World | null = null;
afterEach(async () => {
  for (const printer of started.splice(0)) await printer.close();
  await world?.close();
  world = null;
});

async function keep<P extends { close(): Promise<void> }>(printer: Promise<P>): Promise<P> {
  const started_ = await printer;
  started.push(started_);
  return started_;
}

const tooSoon = msg('printer.answered-too-soon', { printer: 'Counter' });

/**
 * For the printers that answer at once: a limit that puts the test receipt's paper at seconds, so a
 * machine busy enough to hold the answer back a while still sees it come sooner than paper could move.
 */
const SLOW_PAPER = { fastestPaperMmPerS: 5 };
const EARLY: PrintOptions = { ...FAST, timeouts: { ...FAST.timeouts, ...SLOW_PAPER } };

describe('a "printed" sooner than paper can move is no proof', () => {
  it('knows each copy’s paper from where its bytes are built, and a limit twice the fastest known printer', () => {
    // TM-T88VII, 500 mm/s, is the fastest receipt printer in the model data.
    expect(PAPER_SPEED_LIMIT_MM_PER_S).toBe(1000);
    const [receipt] = testPrintBuffers(settingsFor('tcp://127.0.0.1:9100'), new Date());
    // The test receipt's text lines (17 today), each at least font A's 24 dots at 203 dpi: 3 mm a line.
    expect(paperLengthOf(receipt!)).toBeGreaterThan(40);
    const labels = testPrintBuffers(
      settingsFor('tcp://127.0.0.1:9100', { role: 'label', label: { ...labelSettings(), heightMm: 50 } }),
      new Date(),
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.map(paperLengthOf)).toEqual(labels.map(() => 50));
  });

  it('an Epson that echoes our own id at once, then loses the job: no proof, and it may have printed', async () => {
    const printer = await keep(VirtualPrinter.start({ mode: 'early-answer' }));
    const settings = settingsFor(printer.uri);
    const result = await printJob(settings, testPrintBuffers(settings, new Date()), EARLY);
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'early_answer',
      message: tooSoon,
      mayHavePrinted: true,
    });
    expect(printer.jobs()).toEqual([]);
  });

  it('a Star whose ETB counter moves the moment the job arrives: no proof', async () => {
    const printer = await keep(VirtualStarPrinter.start({ mode: 'early-answer' }));
    const settings = settingsFor(printer.uri, { type: 'star' });
    const options = { ...EARLY, starStatusPort: printer.port };
    const result = await printJob(settings, testPrintBuffers(settings, new Date()), options);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'early_answer', message: tooSoon });
    expect(printer.jobs()).toEqual([]);
  });

  it('a label printer that shows a label busy, then done, at once and prints nothing: no proof', async () => {
    for (const protocol of ['zpl', 'tspl'] as const) {
      const printer = await keep(VirtualLabelPrinter.start({ protocol, mode: 'early-answer' }));
      const settings = settingsFor(printer.uri, { role: 'label', label: { ...labelSettings(), protocol } });
      const result = await printJob(settings, testPrintBuffers(settings, new Date()), EARLY);
      expect(result, protocol).toMatchObject({ outcome: 'failed', reason: 'early_answer', message: tooSoon });
      expect(printer.labels(), protocol).toEqual([]);
    }
  });

  it('the virtual printers in their normal modes are proven: text and drawn receipts, Star, labels', async () => {
    const epson = await keep(VirtualPrinter.start());
    for (const overrides of [
      {},
      { printMode: 'image' as const },
      { printMode: 'image' as const, dpi: 180 as const },
    ]) {
      const settings = settingsFor(epson.uri, overrides);
      const result = await printJob(settings, testPrintBuffers(settings, new Date()), FAST);
      expect(result.outcome, JSON.stringify(overrides)).toBe('printed');
    }
    const star = await keep(VirtualStarPrinter.start());
    for (const overrides of [{}, { model: 'star-tsp100' as const, printMode: 'image' as const }]) {
      const settings = settingsFor(star.uri, { type: 'star', ...overrides });
      const result = await printJob(settings, testPrintBuffers(settings, new Date()), {
        ...FAST,
        starStatusPort: star.port,
      });
      expect(result.outcome, JSON.stringify(overrides)).toBe('printed');
    }
    for (const protocol of ['zpl', 'tspl'] as const) {
      const labels = await keep(VirtualLabelPrinter.start({ protocol }));
      const settings = settingsFor(labels.uri, { role: 'label', label: { ...labelSettings(), protocol } });
      const result = await printJob(settings, testPrintBuffers(settings, new Date()), FAST);
      expect(result.outcome, protocol).toBe('printed');
    }
  });

  it('the first order on an early-answering printer is held for a person, not confirmed; the log says why once', async () => {
    world = await World.start({ routes: oneShop, printer: { name: 'Counter' } });
    const w = world;
    await w.printers[0]!.setMode('early-answer');
    const ids = w.sim.addOrders(3, { shopId: shopOf(w) }).map((order) => String(order.id));
    const engine = w.engineOptions();
    w.startEngine({
      printOptions: { ...engine.printOptions, timeouts: { ...engine.printOptions?.timeouts, ...SLOW_PAPER } },
    });
    await eventually('all three held with the question', () =>
      ids.every((id) => w.ledger.getOrder(id)?.holdCode === 'unverified'),
    );
    expect(w.confirmedIds()).toEqual([]);
    expect(w.printedIds()).toEqual([]);
    // Said once for the printer, however many orders it took…
    expect(w.logged('warn').filter((message) => message.code === 'printer.answered-too-soon')).toEqual([
      tooSoon,
    ]);
    // …on Status, and in each order's own story.
    expect(w.engine!.status().printers[0]!.detail).toEqual(
      msg('printer.ready-no-confirm', { cause: tooSoon }),
    );
    const first = w.ledger.timeline(ids[0]!).map((event) => event.detail);
    expect(first).toContainEqual(msg('printer.job-unconfirmed', { printer: 'Counter', cause: tooSoon }));
  });
});

function labelSettings() {
  return settingsFor('tcp://127.0.0.1:9100', { role: 'label' }).label;
}
