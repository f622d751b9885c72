/**
 * One loop per printer: takes its waiting jobs in order, prints each, and records the outcome in the
 * ledger before and after the bytes go out. A printer in trouble holds its own queue, in order, and
 * retries with backoff; other printers and the pollers go on.
 */
import type { Ledger } from '../ledger/ledger';
import type { JobEntry } from '../ledger/types';
import type { PrinterSettings } from '../model/printer-settings';
import { printJob, queryStatus, type PrintOptions, type PrintResult, type PrinterStatus } from '../printer';
import { encodeCopies, encodeReceipt, testPrintReceipt } from '../receipt';
import type { ReceiptKind } from '../receipt';
import { Doorbell } from './doorbell';
import { describeError } from './internal-error';
import type { EngineEvents, PrinterRuntime, PrinterRuntimeState } from './events';

const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 30_000;
const INTERNAL_ERROR_PAUSE_MS = 5_000;

export interface PrinterWorkerDeps {
  readonly settings: PrinterSettings;
  readonly ledger: Ledger;
  readonly events: EngineEvents;
  readonly now: () => Date;
  readonly printOptions?: PrintOptions;
  readonly logo: Uint8Array | null;
  /** How often an idle printer is asked how it is (paper low, offline), for the status view. */
  readonly idleStatusMs: number;
  readonly retryBaseMs?: number;
  /** Every job of this order is printed: it can be confirmed. */
  readonly onOrderPrinted: (orderId: string) => void;
}

export class PrinterWorker {
  private readonly work = new Doorbell();
  private readonly retry = new Doorbell();
  private busy: Promise<unknown> = Promise.resolve();
  private failures = 0;
  private lastStatusAt = 0;
  private current: PrinterRuntime;

  constructor(private readonly deps: PrinterWorkerDeps) {
    const paused = deps.ledger.getMeta(this.pausedKey) === 'true';
    this.current = {
      printerId: deps.settings.id,
      name: deps.settings.name,
      state: paused ? 'paused' : 'unknown',
      detail: paused ? `${deps.settings.name} is paused.` : 'Not asked yet.',
      queued: 0,
      lastPrintedAt: null,
    };
  }

  get id(): string {
    return this.deps.settings.id;
  }

  get settings(): PrinterSettings {
    return this.deps.settings;
  }

  get runtime(): PrinterRuntime {
    return { ...this.current, queued: this.deps.ledger.countPendingJobs(this.id) };
  }

  private get pausedKey(): string {
    return `printer-paused:${this.id}`;
  }

  get paused(): boolean {
    return this.deps.ledger.getMeta(this.pausedKey) === 'true';
  }

  /** New work may be waiting. */
  ring(): void {
    this.work.ring();
  }

  /** Try the printer again now instead of after the backoff (a person fixed it, or the PC woke up). */
  retryNow(): void {
    this.retry.ring();
    this.work.ring();
  }

  pause(): void {
    this.deps.ledger.setMeta(this.pausedKey, 'true');
    this.setState('paused', `${this.deps.settings.name} is paused: its orders wait until it is resumed.`);
  }

  resume(): void {
    this.deps.ledger.setMeta(this.pausedKey, 'false');
    this.setState('unknown', 'Resumed.');
    this.retryNow();
  }

  /** A short receipt with the printer's settings and accented text, printed between jobs. */
  testPrint(): Promise<PrintResult> {
    const { settings, now } = this.deps;
    return this.exclusive(async () => {
      const result = await printJob(
        settings,
        [encodeReceipt(testPrintReceipt(settings, now()), settings)],
        this.deps.printOptions,
      );
      this.afterResult(result);
      return result;
    });
  }

  async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      if (this.paused) {
        await this.work.wait(60_000, signal);
        continue;
      }
      let result: PrintResult | null | 'idle';
      try {
        // The job is taken inside the printer's turn: a person may have handled its order meanwhile.
        result = await this.exclusive<PrintResult | null | 'idle'>(() => {
          const [job] = this.deps.ledger.pendingJobs(this.id, 1);
          return job ? this.print(job) : Promise.resolve('idle' as const);
        });
      } catch (error) {
        // A bug must not stop this printer for good: say so loudly, and go on after a pause.
        this.deps.events.log(
          'error',
          `Printer "${this.deps.settings.name}" hit an internal error: ${describeError(error)}`,
        );
        await this.retry.wait(INTERNAL_ERROR_PAUSE_MS, signal);
        continue;
      }
      if (result === 'idle') {
        await this.checkWhileIdle();
        await this.work.wait(this.deps.idleStatusMs, signal);
        continue;
      }
      if (result === null) {
        // Nothing was sent; let timers and I/O run before the next job.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      if (result.outcome !== 'failed') continue;
      this.failures += 1;
      const base = this.deps.retryBaseMs ?? RETRY_BASE_MS;
      await this.retry.wait(Math.min(RETRY_MAX_MS, base * 2 ** (this.failures - 1)), signal);
    }
  }

  /** Prints one job; null when the job could not even be built (the order is then held). */
  private async print(job: JobEntry): Promise<PrintResult | null> {
    const { ledger, settings, events, now } = this.deps;
    const entry = ledger.getOrder(job.orderId);
    if (!entry?.order) {
      const reason = 'Its data could not be read, so it cannot be printed.';
      this.giveUp(job, reason);
      return null;
    }
    const order = entry.order;
    const kind: ReceiptKind =
      job.kind === 'reprint' ? 'reprint' : job.possibleDuplicate ? 'possible-duplicate' : 'original';
    let copies: Uint8Array[];
    try {
      copies = encodeCopies(order, settings, {
        printedAt: now(),
        kind,
        logo: this.deps.logo ? { png: this.deps.logo } : null,
      });
    } catch (error) {
      const reason = `OrderSlip could not build its receipt (${error instanceof Error ? error.message : String(error)}).`;
      this.giveUp(job, reason);
      events.log('error', `Order ${order.orderNumber ?? order.id}: ${reason}`);
      return null;
    }
    ledger.startJob(job.id);
    this.setState('printing', `Printing order ${order.orderNumber ?? order.id}.`);
    const result = await printJob(settings, copies, this.deps.printOptions);
    const label = `Order ${order.orderNumber ?? order.id}`;
    if (result.outcome === 'failed') {
      ledger.jobFailed(job.id, result.message, result.mayHavePrinted);
      events.log('warn', `${label}: ${result.message}`);
    } else {
      const verified = result.outcome === 'printed';
      const how = verified ? 'verified by the printer' : 'sent, but this printer cannot confirm it printed';
      const after = ledger.jobPrinted(
        job.id,
        verified,
        `${job.kind === 'reprint' ? 'Reprinted' : 'Printed'} on ${settings.name} (${how}).`,
      );
      events.orderChanged(after);
      events.log(
        'info',
        `${label} ${job.kind === 'reprint' ? 'reprinted' : 'printed'} on ${settings.name}${verified ? '' : ' (not verified)'}.`,
      );
      this.current = { ...this.current, lastPrintedAt: now() };
      if (after.state === 'printed' && job.kind === 'auto') {
        if (verified || settings.allowUnverified) this.deps.onOrderPrinted(after.id);
        // Sent to a printer that cannot say it printed, which the settings do not trust: a person checks
        // the paper, then marks it handled (or presses retry to confirm it).
        else this.holdUnverified(after.id, label);
      }
    }
    this.afterResult(result);
    return result;
  }

  /**
   * A job that cannot be printed at all: a reprint is dropped with its reason (the order itself is
   * fine); an automatic job holds its order for a person.
   */
  private giveUp(job: JobEntry, reason: string): void {
    const { ledger, events } = this.deps;
    if (job.kind === 'reprint') {
      ledger.cancelJob(job.id, `Reprint not possible: ${reason}`);
      return;
    }
    ledger.hold(job.orderId, reason);
    events.orderChanged(ledger.getOrder(job.orderId));
  }

  private holdUnverified(orderId: string, label: string): void {
    const reason = `Sent to ${this.deps.settings.name}, which cannot confirm that it printed. Check the paper: mark it handled if it is there, reprint it if not.`;
    this.deps.ledger.hold(orderId, reason);
    this.deps.events.orderChanged(this.deps.ledger.getOrder(orderId));
    this.deps.events.log('warn', `${label}: ${reason}`);
  }

  private afterResult(result: PrintResult): void {
    if (result.outcome === 'failed') {
      this.setState(stateFor(result.reason), result.message);
      return;
    }
    this.failures = 0;
    this.setState(
      'ready',
      result.outcome === 'printed' ? 'Ready.' : 'Ready (prints are not verified by this printer).',
    );
  }

  private async checkWhileIdle(): Promise<void> {
    const at = this.deps.now().getTime();
    if (at - this.lastStatusAt < this.deps.idleStatusMs) return;
    this.lastStatusAt = at;
    const status: PrinterStatus = await this.exclusive(() =>
      queryStatus(this.deps.settings, this.deps.printOptions),
    );
    if (!this.paused) this.setState(status.state, status.detail);
  }

  /** One conversation with the printer at a time: a test print never interleaves with a job. */
  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.busy.then(task, task);
    this.busy = run.catch(() => undefined);
    return run;
  }

  private setState(state: PrinterRuntimeState, detail: string): void {
    if (this.current.state === state && this.current.detail === detail) return;
    this.current = { ...this.current, state, detail };
    this.deps.events.emit({ type: 'printer', printer: this.runtime });
  }
}

function stateFor(reason: Extract<PrintResult, { outcome: 'failed' }>['reason']): PrinterRuntimeState {
  switch (reason) {
    case 'offline':
    case 'unreachable':
    case 'connection_lost':
      return 'offline';
    case 'paper_out':
      return 'paper_out';
    case 'cover_open':
      return 'cover_open';
    case 'not_verifiable':
      return 'not_verifiable';
    case 'printer_error':
    case 'no_answer':
    case 'device_error':
      return 'error';
  }
}
