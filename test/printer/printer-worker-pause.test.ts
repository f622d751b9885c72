/**
 * Pause and resume of one printer's worker, against the virtual printer and a real ledger: paused says
 * so in one sentence, and after resume Status shows the printer as it is now, not as it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { EngineEvents, type PrinterRuntime } from '../../electron/core/engine/events';
import { PrinterWorker } from '../../electron/core/engine/printer-worker';
import { Ledger } from '../../electron/core/ledger';
import type { VirtualPrinterMode } from '../../electron/demo/virtual-printer';
import { makeOrder } from '../ledger/fixtures';
import { closedAfterEach, eventually, FAST, settingsFor } from './helpers';

const { virtualPrinter, onCleanup } = closedAfterEach();

async function startWorker(
  uri: string,
): Promise<{ worker: PrinterWorker; states: PrinterRuntime[]; ledger: Ledger }> {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-pause-'));
  const ledger = Ledger.open(join(dir, 'ledger.db'));
  const events = new EngineEvents();
  const states: PrinterRuntime[] = [];
  events.on((event) => {
    if (event.type === 'printer') states.push(event.printer);
  });
  const worker = new PrinterWorker({
    settings: settingsFor(uri),
    ledger,
    events,
    now: () => new Date(),
    printOptions: FAST,
    logo: null,
    // Long enough that only a resume, never the idle timer, asks the printer again during a test.
    idleStatusMs: 600_000,
    onOrderPrinted: () => undefined,
  });
  const stop = new AbortController();
  const running = worker.run(stop.signal);
  onCleanup(async () => {
    stop.abort();
    await running;
    ledger.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { worker, states, ledger };
}

const last = (states: readonly PrinterRuntime[]): PrinterRuntime | undefined => states.at(-1);

describe('pausing and resuming a printer', () => {
  it.each<[VirtualPrinterMode, VirtualPrinterMode, PrinterRuntime['state'], PrinterRuntime['detail']]>([
    ['ready', 'paper-out', 'paper_out', msg('printer.paper-out', { printer: 'Counter' })],
    ['paper-out', 'ready', 'ready', msg('printer.ready')],
  ])(
    'was %s, became %s while paused: after resume it shows %s at once',
    async (before, during, state, detail) => {
      const printer = await virtualPrinter({ mode: before });
      const { worker, states } = await startWorker(printer.uri);
      await eventually(
        () => last(states)?.state === (before === 'ready' ? 'ready' : 'paper_out'),
        'the first status',
      );

      worker.pause();
      expect(last(states)).toMatchObject({
        state: 'paused',
        detail: msg('printer.paused', { printer: 'Counter' }),
      });
      expect(say(worker.runtime.detail, 'en')).toBe('Paused: orders for Counter wait until you resume it.');

      await printer.setMode(during);
      const seen = states.length;
      worker.resume();
      expect(worker.runtime).toMatchObject({
        state: 'unknown',
        detail: msg('printer.asking', { printer: 'Counter' }),
      });
      await eventually(() => last(states)?.state === state, `the state ${state} after resume`);
      expect(last(states)?.detail).toEqual(detail);
      // Between resume and the answer: never "paused" again, never the state from before the pause.
      expect(states.slice(seen).map((runtime) => runtime.state)).toEqual(['unknown', state]);
    },
  );

  it('a pause that comes while the loop waits for its turn behind a test print still holds: nothing prints until resume', async () => {
    const printer = await virtualPrinter();
    // A test print on a printer that answers no status holds the worker's turn for FAST's status wait.
    const mute = await virtualPrinter({ mode: 'mute' });
    const { worker, states, ledger } = await startWorker(printer.uri);
    await eventually(() => last(states)?.state === 'ready', 'the first status');

    const testPrint = worker.testPrint(settingsFor(mute.uri, { name: 'Other' }));
    ledger.recordOrder({ tenant: 't', shopId: 1, order: makeOrder('9001'), printerIds: ['printer-1'] });
    worker.ring();
    // Let the woken loop pass its first look at the pause and queue behind the test print.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    worker.pause();
    expect((await testPrint).outcome).toBe('failed');
    // A second turn after the loop's: once it is done, the loop has had its turn.
    await worker.testPrint(settingsFor(mute.uri, { name: 'Other' }));
    expect(printer.jobs()).toEqual([]);
    expect(ledger.pendingJobs('printer-1')).toHaveLength(1);

    worker.resume();
    await printer.waitForJobs(1);
    await eventually(() => ledger.getOrder('9001')?.state === 'printed', 'the order printed after resume');
  });

  it('an idle printer that ran out of paper shows it as soon as it is retried (a person, or the PC waking), not at the next idle check', async () => {
    const printer = await virtualPrinter();
    const { worker, states } = await startWorker(printer.uri);
    await eventually(() => last(states)?.state === 'ready', 'the first status');

    await printer.setMode('paper-out');
    worker.retryNow();
    // idleStatusMs is ten minutes here: only the retry can have asked.
    await eventually(() => last(states)?.state === 'paper_out', 'paper out after the retry');
    expect(last(states)?.detail).toEqual(msg('printer.paper-out', { printer: 'Counter' }));
    expect(printer.jobs()).toEqual([]);

    await printer.setMode('ready');
    worker.retryNow();
    await eventually(() => last(states)?.state === 'ready', 'ready again after the next retry');
  });
});
