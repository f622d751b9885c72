/**
 * One loop per printer: takes its waiting jobs in order, prints each, and records the outcome in the
 * ledger before and after the bytes go out. A printer in trouble holds its own queue, in order, and
 * retries with backoff; other printers and the pollers go on.
 */
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError, textOf } from '../../common/messages/errors';
import type { PrinterRole, PrinterSettings } from '../../common/model/printer-settings';
import { orderRefOf, type OrderRef } from '../../common/order-label';
import type { Ledger } from '../ledger/ledger';
import type { JobEntry } from '../ledger/types';
import {
  printJob,
  queryStatus,
  type PrintFailureReason,
  type PrintOptions,
  type PrintResult,
  type PrinterStatus,
} from '../printer';
import { failed } from '../printer/print-result';
import type { ReceiptKind } from '../receipt';
import { backoffDelay, type BackoffPolicy } from '../time/backoff';
import { monotonicNow, type Monotonic } from '../time/monotonic';
import { Doorbell } from './doorbell';
import { orderBuffers, testPrintBuffers } from './print-bytes';
import { printVerdict } from './print-verdict';
import { describeError, isLedgerDamaged } from './internal-error';
import type { EngineEvents, PrinterRuntime, PrinterRuntimeState } from './events';

const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 30_000;
/** A ledger write after the paper came out: tried again soon, then every 30 s. */
const LEDGER_RETRY: BackoffPolicy = { baseMs: 500, maxMs: 30_000, jitter: 'none' };
/** States in which a job's start may say "printing". */
const PRINTING_STATES: ReadonlySet<PrinterRuntimeState> = new Set([
  'ready',
  'printing',
  'unknown',
  'paper_low',
]);
const INTERNAL_ERROR_PAUSE_MS = 5_000;

export interface PrinterWorkerDeps {
  readonly settings: PrinterSettings;
  readonly ledger: Ledger;
  readonly events: EngineEvents;
  readonly now: () => Date;
  /** What the idle status check is timed on (default `monotonicNow`). */
  readonly monotonic?: Monotonic;
  readonly printOptions?: PrintOptions;
  readonly logo: Uint8Array | null;
  /** How often an idle printer is asked how it is (paper low, offline), for the status view. */
  readonly idleStatusMs: number;
  readonly retryBaseMs?: number;
  /** Every job of this order is printed: it can be confirmed. */
  readonly onOrderPrinted: (orderId: string) => void;
  /** This printer prints the orders of more than one shop: each receipt then names its shop at the top. */
  readonly servesSeveralShops?: () => boolean;
  /** The role of another printer (null: no longer set up), so a reprint stands in only for its own kind. */
  readonly roleOf?: (printerId: string) => PrinterRole | null;
  /** The ledger's file is damaged: the engine must stop, visibly. */
  readonly onLedgerDamaged?: (error: unknown) => void;
  /** A write to the ledger failed (the error) or worked again (null). */
  readonly onLedgerWrite?: (error: unknown) => void;
}

export class PrinterWorker {
  private readonly work = new Doorbell();
  private readonly retry = new Doorbell();
  private busy: Promise<unknown> = Promise.resolve();
  private failures = 0;
  /** Monotonic ms of the last idle status check; never at first, so the first idle moment asks. */
  private lastStatusAt = Number.NEGATIVE_INFINITY;
  /** Ask the printer how it is at the next idle moment, whenever it was last asked (after a resume). */
  private statusDue = false;
  private current: PrinterRuntime;
  private stopping: AbortSignal | null = null;
  /** Whether the log has said that this printer's answers come sooner than paper can move. */
  private saidTooSoon = false;

  constructor(private readonly deps: PrinterWorkerDeps) {
    const paused = deps.ledger.getMeta(this.pausedKey) === 'true';
    this.current = {
      printerId: deps.settings.id,
      name: deps.settings.name,
      state: paused ? 'paused' : 'unknown',
      detail: paused ? msg('printer.paused', { printer: deps.settings.name }) : msg('printer.not-asked-yet'),
      queued: 0,
      lastPrintedAt: null,
      jobsWithoutProof: 0,
      answersTooSoon: false,
    };
  }

  get id(): string {
    return this.deps.settings.id;
  }

  get settings(): PrinterSettings {
    return this.deps.settings;
  }

  get runtime(): PrinterRuntime {
    let queued = 0;
    try {
      queued = this.deps.ledger.countPendingJobs(this.id);
    } catch (error) {
      // A status view must still show, even of a ledger that just broke: the engine hears of it.
      if (!isLedgerDamaged(error)) throw error;
      this.deps.onLedgerDamaged?.(error);
    }
    return { ...this.current, queued };
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

  /**
   * Try the printer again now instead of after the backoff (a person fixed it, or the PC woke up). An
   * idle printer is asked how it is now too: after a sleep, or a person pressing Retry, Status must not
   * show the answer from before until the next idle check (up to `idleStatusMs` later).
   */
  retryNow(): void {
    this.statusDue = true;
    this.retry.ring();
    this.work.ring();
  }

  pause(): void {
    this.deps.ledger.setMeta(this.pausedKey, 'true');
    this.setState('paused', msg('printer.paused', { printer: this.deps.settings.name }));
  }

  /**
   * Its state before the pause is stale by now: until the printer answers, Status says it is being
   * asked, and the loop asks it at once (or prints, which tells the same).
   */
  resume(): void {
    this.deps.ledger.setMeta(this.pausedKey, 'false');
    this.statusDue = true;
    this.setState('unknown', msg('printer.asking', { printer: this.deps.settings.name }));
    this.retryNow();
  }

  /**
   * A short receipt with the printer's settings and accented text, printed between jobs — or with
   * settings a person has not saved yet (the settings page tests a printer as it stands on screen): still
   * in this printer's turn, since two connections to one device would interleave or refuse each other.
   * What the device answered says how this printer stands only when it went to this printer's address.
   */
  testPrint(target: PrinterSettings = this.deps.settings): Promise<PrintResult> {
    const { now } = this.deps;
    return this.exclusive(async () => {
      const result = await printJob(target, testPrintBuffers(target, now()), this.deps.printOptions);
      if (target.uri === this.deps.settings.uri) this.afterResult(result);
      return result;
    });
  }

  /**
   * Prints a document that is not an order's receipt (a day's bake list, a due-today slip) in this
   * printer's turn, between jobs; nothing is recorded here: the caller keeps its own account.
   */
  printSheet(buffers: readonly Uint8Array[]): Promise<PrintResult> {
    return this.exclusive(async () => {
      const result = await printJob(this.deps.settings, [...buffers], this.deps.printOptions);
      this.afterResult(result);
      return result;
    });
  }

  async run(signal: AbortSignal): Promise<void> {
    this.stopping = signal;
    while (!signal.aborted) {
      if (this.paused) {
        await this.work.wait(60_000, signal);
        continue;
      }
      let result: PrintResult | null | 'idle' | 'paused';
      try {
        // The job is taken inside the printer's turn: a person may have handled its order meanwhile,
        // or paused the printer while this loop waited for its turn behind a status check.
        result = await this.exclusive<PrintResult | null | 'idle' | 'paused'>(async () => {
          if (this.paused) return 'paused';
          if (this.deps.ledger.countPendingJobs(this.id) === 0) return 'idle';
          // Retrying a printer in trouble: ask it first, so that no job is marked "being sent" (and
          // so no longer cancellable) while the paper is still out.
          const notReady = this.failures > 0 ? await this.stillNotReady() : null;
          if (notReady) {
            this.afterResult(notReady);
            return notReady;
          }
          const [job] = this.deps.ledger.pendingJobs(this.id, 1);
          return job ? this.print(job) : 'idle';
        });
      } catch (error) {
        if (isLedgerDamaged(error)) {
          this.deps.onLedgerDamaged?.(error);
          return;
        }
        // Stopped while a result could not be written: the next start finds the job and says so.
        if (signal.aborted) return;
        // A bug must not stop this printer for good: say so loudly, and go on after a pause. A refusal
        // meant for people (the journal of sent jobs cannot be written) is said as it is.
        this.deps.events.log(
          'error',
          error instanceof MessageError
            ? error.said
            : msg('printer.internal-error', {
                printer: this.deps.settings.name,
                detail: describeError(error),
              }),
        );
        await this.retry.wait(INTERNAL_ERROR_PAUSE_MS, signal);
        continue;
      }
      if (result === 'paused') continue;
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
      // No jitter: one printer, one loop; Status's "next try" must be when it happens.
      const policy: BackoffPolicy = {
        baseMs: this.deps.retryBaseMs ?? RETRY_BASE_MS,
        maxMs: RETRY_MAX_MS,
        jitter: 'none',
      };
      await this.retry.wait(backoffDelay(policy, this.failures), signal);
    }
  }

  /** After a failure: the printer's own word that it still cannot print, as a failed attempt; null when it can. */
  private async stillNotReady(): Promise<PrintResult | null> {
    const status = await queryStatus(this.deps.settings, this.deps.printOptions);
    const reason = NOT_READY_REASONS[status.state];
    return reason ? failed(reason, status.detail, false) : null;
  }

  /** Prints one job; null when the job could not even be built (the order is then held). */
  private async print(job: JobEntry): Promise<PrintResult | null> {
    const { ledger, settings, events, now } = this.deps;
    const printer = settings.name;
    const entry = ledger.getOrder(job.orderId);
    if (!entry?.order) {
      this.giveUp(job, msg('printer.order-unreadable'), 'undecodable');
      return null;
    }
    const order = entry.order;
    const ref = orderRefOf(order.id, order);
    const reprint = job.kind === 'reprint';
    const kind: ReceiptKind =
      job.kind === 'reprint' ? 'reprint' : job.possibleDuplicate ? 'possible-duplicate' : 'original';
    let copies: Uint8Array[];
    try {
      copies = orderBuffers(order, settings, {
        printedAt: now(),
        kind,
        logo: this.deps.logo ? { png: this.deps.logo } : null,
        shopName: this.deps.servesSeveralShops?.() ? order.shop.name : null,
        sound: !reprint,
      });
    } catch (error) {
      const reason = msg('printer.cannot-build', { order: ref, detail: textOf(error) });
      this.giveUp(job, reason, 'cannot-build');
      events.log('error', reason);
      return null;
    }
    if (copies.length === 0) {
      this.nothingToPrint(job, ref);
      return null;
    }
    ledger.startJob(job.id);
    // A retry on a printer in trouble keeps saying what is wrong until it really prints again: Status
    // must not flicker to "printing" on every attempt at an empty paper roll.
    if (PRINTING_STATES.has(this.current.state))
      this.setState('printing', msg('printer.printing', { printer, order: ref }));
    const result = await printJob(settings, copies, this.deps.printOptions);
    const verdict = printVerdict(result, job, settings);
    if (verdict.kind === 'retry' && result.outcome === 'failed') {
      await this.recordDurably(ref, () => ledger.jobFailed(job.id, result.message, result.mayHavePrinted));
      events.log('warn', msg('printer.job-failed', { order: ref, printer, cause: result.message }));
    } else if (verdict.kind === 'reached') {
      // Without proof the order is never sent again by itself: the ledger holds it with the question
      // "did it come out?" (unless the proof is `trusted`).
      const { proof, silent } = verdict;
      const detail: Message =
        result.outcome === 'printed'
          ? msg('printer.job-printed', { printer, reprint })
          : result.outcome === 'queue-completed'
            ? msg('printer.job-queue-completed', { printer, reprint })
            : result.outcome === 'delivered'
              ? msg('printer.job-delivered', { printer, reprint })
              : msg('printer.job-unconfirmed', { printer, cause: result.message });
      const after = await this.recordDurably(ref, () =>
        ledger.jobPrinted(job.id, proof, detail, (other) => {
          const role = this.deps.roleOf?.(other) ?? null;
          return role === null || role === settings.role;
        }),
      );
      events.orderChanged(after);
      events.log(
        result.outcome === 'printed' || proof === 'trusted' ? 'info' : 'warn',
        msg('printer.job-done', { order: ref, printer, reprint, verified: proof === 'verified' }),
      );
      this.current = {
        ...this.current,
        // "Last printed" on the printer's card: a job nobody knows came out (it is asked about) is not a
        // print, or a printer that answered "done" and lost the job would read as printing well.
        lastPrintedAt: proof === 'none' ? this.current.lastPrintedAt : now(),
        // Only silence counts towards "cannot report completion"; a fault it reported is an answer.
        jobsWithoutProof:
          proof === 'verified' ? 0 : this.current.jobsWithoutProof + (silent && proof === 'none' ? 1 : 0),
        answersTooSoon:
          proof === 'verified'
            ? false
            : (result.outcome === 'failed' && result.reason === 'early_answer') ||
              this.current.answersTooSoon,
      };
      // A held order printed elsewhere at a person's request is printed too (the ledger decides).
      if (after.state === 'printed') this.deps.onOrderPrinted(after.id);
      if (after.state === 'held' && after.holdCode === 'unverified')
        events.log('warn', msg('printer.job-held-unverified', { order: ref, printer }));
    }
    this.afterResult(result);
    return result;
  }

  /**
   * The paper is out of our hands; what it proved must reach the ledger, or the order would wait for a
   * restart. A write that fails (a full disk) is tried again until it succeeds, loudly.
   */
  private async recordDurably<T>(order: OrderRef, write: () => T): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const written = write();
        if (attempt > 0) this.deps.onLedgerWrite?.(null);
        return written;
      } catch (error) {
        // Stopping gives up: the job stays "being sent" on disk and the next start reprints it marked.
        if (isLedgerDamaged(error) || this.stopping?.aborted) throw error;
        const message = msg('printer.ledger-write-failed', {
          order,
          printer: this.deps.settings.name,
          detail: textOf(error),
        });
        this.deps.events.log('error', message);
        this.deps.onLedgerWrite?.(error);
        this.setState('error', message);
        await this.retry.wait(
          backoffDelay(LEDGER_RETRY, attempt + 1),
          this.stopping ?? new AbortController().signal,
        );
      }
    }
  }

  /**
   * A job that cannot be printed at all: a reprint is dropped with its reason (the order itself is
   * fine); an automatic job holds its order for a person.
   */
  private giveUp(job: JobEntry, reason: Message, code: 'undecodable' | 'cannot-build'): void {
    const { ledger, events } = this.deps;
    if (job.kind === 'reprint') {
      ledger.cancelJob(job.id, msg('printer.reprint-impossible', { cause: reason }));
      return;
    }
    ledger.hold(job.orderId, reason, code);
    events.orderChanged(ledger.getOrder(job.orderId));
  }

  /**
   * A label printer with no label for the order, or a receipt printer whose filter takes none of it (its
   * settings changed since the order was routed to it). Nothing is sent. A reprint is dropped with that
   * reason. An automatic job owes no paper here, but the order must still come out somewhere: while
   * another of its jobs is open, this one is set aside (cancelled, so it never counts as paper) and that
   * one decides; when another already printed, this one is closed and the order settles on that paper;
   * when none did, the order is held for a person — confirmed now, it would be confirmed with no paper.
   */
  private nothingToPrint(job: JobEntry, order: OrderRef): void {
    const { ledger, events, settings } = this.deps;
    const printer = settings.name;
    const labels = settings.role === 'label';
    const reason = msg(labels ? 'engine.label-nothing-to-print' : 'kitchen.nothing-to-print', {
      order,
      printer,
    });
    if (job.kind === 'reprint') {
      ledger.cancelJob(job.id, msg('printer.reprint-impossible', { cause: reason }));
      events.orderChanged(ledger.getOrder(job.orderId));
      return;
    }
    // Cancelled jobs printed nothing: a job set aside here earlier is not paper.
    const others = ledger
      .jobsOf(job.orderId)
      .filter((other) => other.id !== job.id && other.kind === 'auto' && other.state !== 'cancelled');
    if (others.some((other) => other.state === 'pending' || other.state === 'sending')) {
      ledger.cancelJob(job.id, reason);
      events.orderChanged(ledger.getOrder(job.orderId));
      events.log('info', reason);
      return;
    }
    if (others.some((other) => other.state === 'printed')) {
      ledger.startJob(job.id);
      const after = ledger.jobPrinted(job.id, 'verified', reason);
      events.orderChanged(after);
      events.log('info', reason);
      if (after.state === 'printed') this.deps.onOrderPrinted(after.id);
      return;
    }
    const held = msg('kitchen.printed-nowhere', { order, printer, labels });
    ledger.hold(job.orderId, held, 'other');
    events.orderChanged(ledger.getOrder(job.orderId));
    events.log('warn', held);
  }

  private afterResult(result: PrintResult): void {
    if (result.outcome === 'failed' && result.reason === 'early_answer' && !this.saidTooSoon) {
      // Every job on such a printer gets the same answer: the log says it once, each order says it too.
      this.saidTooSoon = true;
      this.deps.events.log('warn', result.message);
    }
    if (result.outcome === 'failed' && (result.reason === 'no_answer' || result.reason === 'early_answer')) {
      this.failures = 0;
      this.setState('ready', msg('printer.ready-no-confirm', { cause: result.message }));
      return;
    }
    if (result.outcome === 'failed') {
      this.setState(stateFor(result.reason), result.message);
      return;
    }
    this.failures = 0;
    this.setState(
      'ready',
      result.outcome === 'printed'
        ? msg('printer.ready')
        : result.outcome === 'queue-completed'
          ? msg('printer.ready-queue', { printer: this.deps.settings.name })
          : msg('printer.ready-unverified', { printer: this.deps.settings.name }),
    );
  }

  private async checkWhileIdle(): Promise<void> {
    const at = (this.deps.monotonic ?? monotonicNow)();
    if (!this.statusDue && at - this.lastStatusAt < this.deps.idleStatusMs) return;
    this.statusDue = false;
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

  private setState(state: PrinterRuntimeState, detail: Message): void {
    if (this.current.state === state && sameMessage(this.current.detail, detail)) return;
    this.current = { ...this.current, state, detail };
    this.deps.events.emit({ type: 'printer', printer: this.runtime });
  }
}

/** Messages are plain JSON, built afresh each time: the same words are the same JSON. */
function sameMessage(a: Message, b: Message): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Printer states in which a job is not even tried, as the failure they would give. */
const NOT_READY_REASONS: Readonly<Partial<Record<PrinterStatus['state'], PrintFailureReason>>> = {
  paper_out: 'paper_out',
  cover_open: 'cover_open',
  offline: 'offline',
  unreachable: 'unreachable',
  error: 'printer_error',
};

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
    case 'early_answer':
    case 'device_error':
      return 'error';
  }
}
