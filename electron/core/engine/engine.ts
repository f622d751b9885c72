/**
 * The engine: pollers per shop, a worker per printer, a confirmer, all writing to one ledger. Hosts
 * (Electron's main process, the headless CLI) create it from an EngineConfig, forward its events, and
 * map a person's actions onto its methods. It never imports Electron.
 */
import { readFileSync } from 'node:fs';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError, textOf } from '../../common/messages/errors';
import {
  OrderingClient,
  type ConfirmMethod,
  type OrderingClientConfig,
  CONFIRM_METHODS,
} from '../api/client';
import type { ApiError } from '../api/errors';
import { checkDayChanges, type DayCheck, type DayCheckSummary } from '../changes/day-check';
import type { DayQuery } from '../../common/shop-day/day';
import type { Ledger } from '../ledger/ledger';
import { purgeGradually } from '../ledger/purge';
import type { JobEntry } from '../ledger/types';
import type { PrintOptions, PrintResult } from '../printer';
import type { EngineConfig, ShopRoute } from './config';
import { configProblems } from './config';
import { Confirmer } from './confirmer';
import { DayScheduler } from './day-scheduler';
import { Doorbell } from './doorbell';
import { describeError, isLedgerDamaged } from './internal-error';
import { EngineEvents, type ConnectionState, type PrinterRuntime, type ShopPollStatus } from './events';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { orderRefOf } from '../../common/order-label';
import type { Order } from '../../common/model/order';
import { printersFor } from './route';
import { PrinterWorker } from './printer-worker';
import { serviceTimings } from './service-patience';
import { ShopList } from './shop-list';
import { ShopPoller } from './shop-poller';
import type { ShopGate } from './shop-gate';
import { TenantListing } from './tenant-listing';
import { CLOCK_CHECK_MS, ClockStepWatch } from '../time/clock-step';
import { monotonicNow, type Monotonic } from '../time/monotonic';

const CONFIRM_METHOD_KEY = 'confirm-method';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first history purge waits this long after start: polling and printing come first. */
const PURGE_DELAY_MS = 60_000;

export interface EngineTiming {
  /** How often an idle printer's status is read. Default 30 s. */
  readonly idleStatusMs?: number;
  readonly printerRetryBaseMs?: number;
  readonly confirmRetryBaseMs?: number;
  readonly confirmIdleMs?: number;
  /** How often the shop's day schedules look at the clock. Default 30 s. */
  readonly dayTickMs?: number;
  /** How long after start the first history purge runs (then daily). Default 60 s. */
  readonly purgeDelayMs?: number;
  /** How often a step of the PC's clock is looked for. Default 5 s. */
  readonly clockCheckMs?: number;
}

export interface EngineOptions {
  readonly config: EngineConfig;
  readonly ledger: Ledger;
  /** The wall clock: what a person reads, and the shop's day. */
  readonly now?: () => Date;
  /**
   * What every retry, backoff and timer is measured on (default `monotonicNow`): the PC's clock may
   * be set at any time, and a wait must not grow or vanish with it (docs/PRINTING.md, "Clocks").
   */
  readonly monotonic?: Monotonic;
  readonly random?: () => number;
  readonly printOptions?: PrintOptions;
  /** Deadlines and retries of the service client (tests shorten them). */
  readonly client?: Pick<
    OrderingClientConfig,
    'timeoutMs' | 'maxAttempts' | 'backoff' | 'maxRetryAfterMs' | 'userAgent'
  >;
  readonly timing?: EngineTiming;
  /** Another OrderSlip may print a shop (docs/NETWORK.md): asked before each listing. Absent: poll all. */
  readonly shopGate?: ShopGate;
}

export interface EngineStatus {
  readonly connection: { readonly state: ConnectionState; readonly detail: Message };
  readonly shops: readonly ShopPollStatus[];
  readonly printers: readonly PrinterRuntime[];
  /** Set when the ledger turned out damaged while running: the engine stopped, and says why. */
  readonly ledgerDamaged: Message | null;
  /** Since when writes to the ledger fail (a full disk), and the last error; null while they work. */
  readonly ledgerUnwritable: { readonly since: Date; readonly detail: Message } | null;
  /** When the ledger was found new in a data folder that had been used (its history was lost). */
  readonly historyLostAt: Date | null;
}

/** The configuration cannot run; `problems` says each thing a person must fix. */
export class EngineConfigError extends MessageError {
  override readonly name = 'EngineConfigError';
  constructor(readonly problems: readonly Message[]) {
    super(msg('engine.config-invalid', { problems }));
  }
}

export class Engine {
  readonly events = new EngineEvents();
  private readonly client: OrderingClient;
  /**
   * The late-change check's client: one attempt per order (a retry would be a second request for it), under
   * the same deadline; an order not answered is "not checked", never "unchanged".
   */
  private readonly checkClient: OrderingClient;
  /** The check under way: checks run one after the other, so a change is kept (and its slip printed) once. */
  private checking: Promise<unknown> = Promise.resolve();
  /**
   * Stops a check's requests as the engine stops, before the scheduler is waited for: a check against a
   * service that does not answer must not hold the stop for a deadline per order.
   */
  private readonly stopChecks = new AbortController();
  private readonly ledger: Ledger;
  private readonly config: EngineConfig;
  private readonly now: () => Date;
  private readonly monotonic: Monotonic;
  private readonly clockWatch: ClockStepWatch;
  private clockTimer: NodeJS.Timeout | undefined;
  private readonly random: () => number;
  private readonly workers = new Map<string, PrinterWorker>();
  private readonly printerSettings: ReadonlyMap<string, PrinterSettings>;
  private readonly pollers = new Map<number, ShopPoller>();
  /** One listing for every shop polled here (while two or more are): see tenant-listing.ts. */
  private readonly tenantListing: TenantListing;
  private readonly confirmer: Confirmer;
  /** Scheduled bake lists and due-today slips; null without shop's-day settings. */
  private readonly dayScheduler: DayScheduler | null;
  private readonly discovery = new Doorbell();
  private readonly running: Promise<void>[] = [];
  private readonly stopAll = new AbortController();
  private connection: { state: ConnectionState; detail: Message } = {
    state: 'starting',
    detail: msg('service.starting'),
  };
  private purgeTimer: NodeJS.Timeout | undefined;
  /** The history purge under way, if one is. */
  private purging: Promise<void> | null = null;
  private damaged: Message | null = null;
  private unwritable: { since: Date; detail: Message } | null = null;

  constructor(private readonly options: EngineOptions) {
    const problems = configProblems(options.config);
    if (problems.length > 0) throw new EngineConfigError(problems);
    this.config = options.config;
    this.printerSettings = new Map(this.config.printers.map((printer) => [printer.id, printer]));
    this.ledger = options.ledger;
    // The ledger's own timeline names printers; it learns their names before any job is queued.
    this.ledger.setPrinterNames(new Map(this.config.printers.map((printer) => [printer.id, printer.name])));
    this.now = options.now ?? (() => new Date());
    this.monotonic = options.monotonic ?? monotonicNow;
    this.clockWatch = new ClockStepWatch(() => this.now().getTime(), this.monotonic);
    this.random = options.random ?? Math.random;
    const remembered = this.ledger.getMeta(CONFIRM_METHOD_KEY);
    const confirmMethod = CONFIRM_METHODS.find((method) => method === remembered);
    this.client = new OrderingClient({
      ...options.client,
      ...this.config.connection,
      ...(confirmMethod ? { confirmMethod } : {}),
      log: (event) => this.events.log(event.level, event.message),
      stop: this.stopAll.signal,
    });
    this.checkClient = new OrderingClient({
      ...options.client,
      ...this.config.connection,
      maxAttempts: 1,
      log: (event) => this.events.log(event.level, event.message),
      stop: this.stopChecks.signal,
    });
    for (const settings of this.config.printers) {
      this.workers.set(
        settings.id,
        new PrinterWorker({
          settings,
          ledger: this.ledger,
          events: this.events,
          now: this.now,
          monotonic: this.monotonic,
          logo: this.readLogo(settings.logoPath, settings.name),
          idleStatusMs: options.timing?.idleStatusMs ?? 30_000,
          onOrderPrinted: () => this.confirmer.ring(),
          servesSeveralShops: () => this.servesSeveralShops(settings.id),
          roleOf: (printerId) => this.printerSettings.get(printerId)?.role ?? null,
          onLedgerDamaged: (error) => this.ledgerIsDamaged(error),
          onLedgerWrite: (error) => this.ledgerWrite(error),
          ...(options.printOptions ? { printOptions: options.printOptions } : {}),
          ...(options.timing?.printerRetryBaseMs ? { retryBaseMs: options.timing.printerRetryBaseMs } : {}),
        }),
      );
    }
    this.confirmer = new Confirmer({
      client: this.client,
      ledger: this.ledger,
      events: this.events,
      now: this.now,
      monotonic: this.monotonic,
      random: this.random,
      onConfirmed: (entry) => this.pollers.get(entry.shopId)?.confirmed(),
      // Said after every confirm; written only when it changes (each write is a sync to disk).
      onConfirmMethod: (method: ConfirmMethod | string) => {
        if (this.ledger.getMeta(CONFIRM_METHOD_KEY) !== method)
          this.ledger.setMeta(CONFIRM_METHOD_KEY, method);
      },
      ...(options.timing?.confirmRetryBaseMs ? { retryBaseMs: options.timing.confirmRetryBaseMs } : {}),
      ...(options.timing?.confirmIdleMs ? { idleMs: options.timing.confirmIdleMs } : {}),
    });
    this.tenantListing = new TenantListing({
      client: this.client,
      pollers: this.pollers,
      intervalMs: this.config.pollIntervalMs,
      now: this.now,
      random: this.random,
      ...(options.shopGate ? { gate: options.shopGate } : {}),
    });
    this.dayScheduler = this.config.shopDay
      ? new DayScheduler({
          ledger: this.ledger,
          shopDay: this.config.shopDay,
          now: this.now,
          printer: (printerId) => this.printerSettingsOf(printerId),
          routeOf: (shopId) => this.routeOf(shopId),
          print: (printerId, buffers) => this.printSheet(printerId, buffers),
          paused: (printerId) => this.workers.get(printerId)?.paused ?? false,
          printsShop: (shopId) => this.printsShop(shopId),
          checkDay: async (query, only) => (await this.checkDay(query, only)).summary,
          log: (level, message) => this.events.log(level, message),
          onError: (error) => {
            if (isLedgerDamaged(error)) this.ledgerIsDamaged(error);
            else this.events.log('error', msg('engine.internal-error', { detail: describeError(error) }));
          },
          ...(options.timing?.dayTickMs ? { intervalMs: options.timing.dayTickMs } : {}),
        })
      : null;
  }

  /** Recovers from an interrupted run, then starts polling, printing and confirming. */
  start(): void {
    // Said once per opening of the ledger, not at every restart of the engine on a settings change.
    const lostSends = this.ledger.takeLostSendsNotice();
    if (lostSends !== null) this.events.log('warn', lostSends);
    for (const job of this.ledger.recoverInterruptedJobs()) {
      const order = orderRefOf(job.orderId, this.ledger.getOrder(job.orderId)?.order ?? null);
      this.events.log(
        'warn',
        msg('engine.crash-recovered', { order, printer: this.printerName(job.printerId) }),
      );
    }
    // After the recovery: a job that was being sent to a printer since removed is waiting now, too.
    this.dropJobsOfRemovedPrinters();
    // The history purge never delays the first poll: it starts a minute later, then runs daily.
    this.purgeTimer = setTimeout(() => {
      this.purgeTimer = setInterval(() => this.purge(), DAY_MS);
      this.purgeTimer.unref();
      this.purge();
    }, this.options.timing?.purgeDelayMs ?? PURGE_DELAY_MS);
    this.purgeTimer.unref();
    this.clockTimer = setInterval(
      () => this.checkClock(),
      this.options.timing?.clockCheckMs ?? CLOCK_CHECK_MS,
    );
    this.clockTimer.unref();
    for (const worker of this.workers.values()) this.track(worker.run(this.stopAll.signal));
    this.track(this.confirmer.run(this.stopAll.signal));
    this.track(this.startPolling());
    this.dayScheduler?.start();
  }

  /** Stops every loop; a job being printed finishes first, so nothing is left half-recorded. */
  async stop(): Promise<void> {
    clearTimeout(this.purgeTimer);
    clearInterval(this.purgeTimer);
    clearInterval(this.clockTimer);
    this.stopChecks.abort();
    // A scheduled list being printed finishes (and is recorded) before the printers stop.
    await this.dayScheduler?.stop();
    // A purge stops between two of its batches.
    this.stopAll.abort();
    await Promise.allSettled([...this.running, ...(this.purging ? [this.purging] : [])]);
    this.setConnection('stopped', msg('service.stopped'));
  }

  /**
   * The PC's clock was set (or the PC slept, which the monotonic clock does not count): waits go on as
   * they were, being monotonic; what was computed from wall time is computed again: the confirm retry
   * times kept for a restart move with the clock, and the shop's day looks at the new time now.
   */
  private checkClock(): void {
    const stepMs = this.clockWatch.check();
    if (stepMs === null) return;
    // Ahead is also what a PC that slept looks like: worth a line, not a warning.
    this.events.log(stepMs < 0 ? 'warn' : 'info', msg('engine.clock-stepped', { stepMs }));
    try {
      this.ledger.shiftConfirmTimes(stepMs);
    } catch (error) {
      // Left unshifted, a stored time is still bounded by the longest backoff after a restart.
      if (isLedgerDamaged(error)) this.ledgerIsDamaged(error);
    }
    this.confirmer.ring();
    this.dayScheduler?.clockStepped(stepMs);
  }

  /** After the computer slept: poll every shop and retry every printer now. */
  wake(): void {
    this.discovery.ring();
    this.tenantListing.pollNow();
    for (const poller of this.pollers.values()) poller.pollNow();
    for (const worker of this.workers.values()) worker.retryNow();
    this.confirmer.ring();
    this.dayScheduler?.wake();
  }

  status(): EngineStatus {
    return {
      connection: this.connection,
      shops: [...this.pollers.values()].map((poller) => poller.status),
      printers: [...this.workers.values()].map((worker) => worker.runtime),
      ledgerDamaged: this.damaged,
      ledgerUnwritable: this.unwritable,
      historyLostAt: this.damaged === null ? this.ledger.historyLostAt() : null,
    };
  }

  get printers(): readonly PrinterWorker[] {
    return [...this.workers.values()];
  }

  /** Prints the order again on a chosen printer, marked REPRINT. */
  reprint(orderId: string, printerId: string): JobEntry {
    const worker = this.worker(printerId);
    const order = this.ledger.getOrder(orderId)?.order;
    // A label printer with no label for this order, or a receipt printer whose filter takes none of it,
    // would take the reprint and print nothing: say so now.
    if (order && printersFor(order, [printerId], this.printerSettings, this.now()).length === 0)
      throw new MessageError(
        msg(worker.settings.role === 'label' ? 'engine.no-labels-to-reprint' : 'kitchen.nothing-to-reprint', {
          order: orderRefOf(orderId, order),
          printer: worker.settings.name,
        }),
      );
    const job = this.ledger.addReprint(orderId, printerId);
    worker.ring();
    worker.retryNow();
    return job;
  }

  /** Cancels a reprint that has not been sent yet; false when it was sent (or done) meanwhile. */
  cancelReprint(jobId: number): boolean {
    const job = this.ledger.getJob(jobId);
    if (!job) throw new MessageError(msg('app.no-such-job', { jobId }));
    const cancelled = this.ledger.cancelReprint(jobId);
    if (cancelled) this.events.orderChanged(this.ledger.getOrder(job.orderId));
    return cancelled;
  }

  /** A person answered "did it come out?" for an order held because a printer could not prove it. */
  answerUnverified(orderId: string, answer: 'came-out' | 'print-again'): void {
    const held = this.ledger.getOrder(orderId);
    const printerId = held?.holdCode === 'unverified' ? held.holdPrinterId : null;
    if (answer === 'print-again' && printerId !== null && !this.workers.has(printerId)) {
      // Its printer was removed since the question was asked: a person chooses where it prints.
      this.ledger.hold(orderId, msg('engine.printer-gone-cannot-print-again'), 'printer-removed');
      this.events.orderChanged(this.ledger.getOrder(orderId));
      return;
    }
    const after = this.ledger.answerUnverified(orderId, answer);
    this.events.orderChanged(after);
    if (after.state === 'printed') this.confirmer.ring();
    for (const job of this.ledger.jobsOf(orderId))
      if (job.state === 'pending') this.workers.get(job.printerId)?.ring();
  }

  /** What a job has become (a reprint being followed by the window). */
  job(jobId: number): JobEntry | null {
    return this.ledger.getJob(jobId);
  }

  printerRuntime(printerId: string): PrinterRuntime | null {
    return this.workers.get(printerId)?.runtime ?? null;
  }

  /** A person dealt with the order without OrderSlip printing it: it is confirmed to the service. */
  markHandled(orderId: string): void {
    this.ledger.markHandled(orderId, msg('order.marked-handled', { by: 'person' }));
    this.events.orderChanged(this.ledger.getOrder(orderId));
    this.confirmer.ring();
  }

  /** "Retry now": a held order is tried again; without an order, every loop tries again at once. */
  retryNow(orderId?: string): void {
    if (orderId !== undefined) {
      const entry = this.ledger.getOrder(orderId);
      if (!entry) throw new MessageError(msg('app.no-such-order', { orderId }));
      if (entry.state === 'held') {
        const route = this.routeOf(entry.shopId);
        const released = this.ledger.release(
          orderId,
          entry.order ? this.printersFor(entry.order, route) : route,
        );
        this.events.orderChanged(released);
      }
    }
    this.wake();
  }

  /** Tries one printer again now instead of after its backoff. */
  retryPrinter(printerId: string): void {
    this.worker(printerId).retryNow();
  }

  pausePrinter(printerId: string): void {
    this.worker(printerId).pause();
  }

  resumePrinter(printerId: string): void {
    this.worker(printerId).resume();
  }

  /** A test receipt in the printer's turn, with its settings or with `settings` not saved yet. */
  testPrint(printerId: string, settings?: PrinterSettings): Promise<PrintResult> {
    return this.worker(printerId).testPrint(settings);
  }

  /** A document that is not an order's receipt, in the printer's turn (see PrinterWorker.printSheet). */
  printSheet(printerId: string, buffers: readonly Uint8Array[]): Promise<PrintResult> {
    return this.worker(printerId).printSheet(buffers);
  }

  /**
   * The late-change check of a day (docs/SHOP-DAY.md, "Late changes"): its orders printed here, of the
   * shops this PC prints now, read again; a CHANGED or GONE slip on the shop's receipt printer for each
   * change, in the printer's turn; what printed kept as the order's new version.
   */
  checkDayChanges(query: DayQuery): Promise<DayCheckSummary> {
    return this.checkDay(query).then((check) => check.summary);
  }

  /**
   * The check with each order's result; `only`: just these orders of the day (the due-today slips'). One
   * check at a time.
   */
  checkDay(query: DayQuery, only?: ReadonlySet<string>): Promise<DayCheck> {
    const run = this.checking.then(() => this.runDayCheck(query, only));
    this.checking = run.catch(() => undefined);
    return run;
  }

  private async runDayCheck(query: DayQuery, only: ReadonlySet<string> | undefined): Promise<DayCheck> {
    const check = await checkDayChanges(query, {
      ...(only ? { only } : {}),
      printed: this.ledger.versions,
      reader: this.checkClient,
      keeper: this.ledger.versions,
      printsShop: (shopId) => this.printsShop(shopId),
      now: this.now,
      slips: {
        printerOf: (shopId) => this.receiptPrinterOf(shopId),
        print: (printer, buffers) => this.printSheet(printer.id, buffers),
        paused: (printerId) => this.workers.get(printerId)?.paused ?? false,
        onSlip: (slip) => {
          if (slip.failure === null)
            this.events.log(
              'info',
              msg('changes.slip-printed', {
                order: slip.order,
                printer: slip.printer ?? '',
                gone: slip.gone,
              }),
            );
          else
            this.events.log(
              'warn',
              msg('changes.slip-failed', {
                order: slip.order,
                printer: slip.printer,
                gone: slip.gone,
                cause: slip.failure,
              }),
            );
        },
      },
    });
    const { summary } = check;
    const failed = new Set(summary.slipsFailed.map((slip) => slip.order.id));
    // The window's History and Status follow the order's new version and timeline entry.
    for (const result of check.results)
      if (
        !failed.has(result.id) &&
        (result.outcome.kind === 'changed' ||
          result.outcome.kind === 'back' ||
          (result.outcome.kind === 'gone' && !result.outcome.known))
      )
        this.events.orderChanged(this.ledger.getOrder(result.id));
    if (summary.checked > 0)
      this.events.log(
        summary.unchecked.count > 0 || summary.slipsFailed.length > 0 ? 'warn' : 'info',
        msg('changes.day-checked', {
          date: summary.date,
          checked: summary.checked,
          changed: summary.changed.length,
          gone: summary.gone.filter((gone) => !gone.known).length,
          unchecked: summary.unchecked.count,
        }),
      );
    return check;
  }

  /** The first receipt printer of the shop's route that runs here: where its slips print. */
  private receiptPrinterOf(shopId: number): PrinterSettings | null {
    for (const id of this.routeOf(shopId)) {
      const printer = this.printerSettingsOf(id);
      if (printer !== null && printer.role === 'receipt') return printer;
    }
    return null;
  }

  /** Whether this PC prints the shop now (null: any shop it polls): another PC may print it. */
  private printsShop(shopId: number | null): boolean {
    const gate = this.options.shopGate;
    if (!gate) return true;
    if (shopId !== null) return gate.mayPoll(shopId);
    return [...this.pollers.keys()].some((id) => gate.mayPoll(id));
  }

  /** The settings of a printer the engine runs; null for one it does not. */
  printerSettingsOf(printerId: string): PrinterSettings | null {
    return this.workers.get(printerId)?.settings ?? null;
  }

  private worker(printerId: string): PrinterWorker {
    const worker = this.workers.get(printerId);
    if (!worker) throw new MessageError(msg('app.no-such-printer', { printer: printerId }));
    return worker;
  }

  private printerName(printerId: string): string {
    return this.workers.get(printerId)?.settings.name ?? printerId;
  }

  /** How many shops print on this printer: configured routes, or every polled shop on the default printers. */
  /**
   * Whether the printer gets the orders of more than one shop: its receipts then carry the shop's name at
   * the top (and so does their preview), so nobody hands a cake to the wrong shop's customer.
   */
  servesSeveralShops(printerId: string): boolean {
    if (this.config.shops.length > 0)
      return this.config.shops.filter((route) => route.printerIds.includes(printerId)).length > 1;
    return this.config.defaultPrinterIds.includes(printerId) && this.pollers.size > 1;
  }

  /** The printers of `route` the order goes to: each only when it has something to print for it. */
  private printersFor(order: Order, route: readonly string[]): string[] {
    return printersFor(order, route, this.printerSettings, this.now());
  }

  private routeOf(shopId: number): readonly string[] {
    return (
      this.config.shops.find((route) => route.shopId === shopId)?.printerIds ?? this.config.defaultPrinterIds
    );
  }

  /**
   * Jobs still waiting for printers these settings no longer have (removed, or replaced under a new id
   * without moving them): dropped with a note, and an order left with no printer at all is held,
   * visibly, never lost.
   */
  private dropJobsOfRemovedPrinters(): void {
    for (const [printerId, waiting] of this.ledger.waitingJobsByPrinter()) {
      if (this.workers.has(printerId) || waiting === 0) continue;
      const reason = msg('engine.removed-printer-jobs-dropped', { count: waiting });
      for (const orderId of this.ledger.dropWaitingJobs(printerId, reason, 'settings'))
        this.events.orderChanged(this.ledger.getOrder(orderId));
      this.events.log('warn', reason);
    }
  }

  /**
   * A write to the ledger failed (`error`) or worked again (null): while it fails, nothing new is
   * recorded and Status says so; the loops retry by themselves.
   */
  private ledgerWrite(error: unknown): void {
    if (error === null) {
      this.unwritable = null;
      return;
    }
    const detail = msg('engine.ledger-unwritable', { detail: textOf(error) });
    this.unwritable = { since: this.unwritable?.since ?? this.now(), detail };
  }

  /** The ledger file is damaged: everything stops, and Status says why and what to do. */
  ledgerIsDamaged(error: unknown): void {
    if (this.damaged !== null) return;
    this.damaged = msg('engine.ledger-damaged', { detail: textOf(error) });
    this.events.log('error', this.damaged);
    this.stopAll.abort();
    this.setConnection('stopped', this.damaged);
  }

  private track(task: Promise<void>): void {
    this.running.push(
      task.catch((error: unknown) => {
        if (isLedgerDamaged(error)) return this.ledgerIsDamaged(error);
        // A loop that throws is a bug; say so loudly rather than go quiet.
        this.events.log('error', msg('engine.internal-error', { detail: describeError(error) }));
      }),
    );
  }

  /**
   * Starts a poller for each configured shop at once, or, with none configured, for every shop the
   * service lists; the shop list is followed for the shops' names and, without configured shops, for
   * shops added or no longer listed (`ShopList`).
   */
  private async startPolling(): Promise<void> {
    const signal = this.stopAll.signal;
    const shops = new ShopList({
      client: this.client,
      events: this.events,
      intervalMs: this.config.pollIntervalMs,
      now: this.now,
      monotonic: this.monotonic,
      doorbell: this.discovery,
      // A shop another PC prints is not polled here: the list, not its poller, says the service answers.
      polling: () =>
        [...this.pollers.keys()].filter((shopId) => this.options.shopGate?.mayPoll(shopId) ?? true).length,
      setName: (shopId, name) => this.pollers.get(shopId)?.setName(name),
      onReachable: () => this.setConnection('ok', msg('service.connected')),
      onUnreachable: (error) => this.setConnection('failing', error.said),
      onRejected: (error) => this.tokenRejected(error),
    });
    if (this.config.shops.length > 0) {
      const running = this.config.shops.map((route) => this.runPoller(route, null, signal));
      // After the pollers are known: the first listing of the tenant goes out at once.
      await Promise.all([...running, this.tenantListing.run(signal), shops.followNames(signal)]);
      return;
    }
    const tenantWide = this.tenantListing.run(signal);
    await Promise.all([
      shops.followAll(signal, {
        start: (shopId, name, stop) => {
          const started = this.runPoller({ shopId, printerIds: this.config.defaultPrinterIds }, name, stop);
          // A shop added to the list joins the next tenant-wide listing (or lists itself until then).
          this.tenantListing.pollNow();
          return started;
        },
        stopped: (shopId) => {
          this.pollers.delete(shopId);
          // One shop left may be one too few for the tenant-wide listing: it lists itself then.
          for (const poller of this.pollers.values()) poller.pollNow();
        },
      }),
      tenantWide,
    ]);
  }

  private runPoller(route: ShopRoute, name: string | null, signal: AbortSignal): Promise<void> {
    const poller = new ShopPoller({
      client: this.client,
      ledger: this.ledger,
      events: this.events,
      tenant: this.config.connection.tenant,
      shopId: route.shopId,
      shopName: name,
      printerIds: route.printerIds,
      printersFor: (order) => this.printersFor(order, route.printerIds),
      printerSettings: (printerId) => this.printerSettings.get(printerId),
      intervalMs: this.config.pollIntervalMs,
      now: this.now,
      monotonic: this.monotonic,
      random: this.random,
      onNewWork: (printerIds) => printerIds.forEach((id) => this.workers.get(id)?.ring()),
      confirmMissing: (orderId, reason) => this.confirmer.confirmMissing(orderId, reason),
      onUnauthorized: (error) => this.tokenRejected(error),
      onReachable: () => this.setConnection('ok', msg('service.connected')),
      onLedgerWrite: (error) => this.ledgerWrite(error),
      onUnreachable: (error) => this.setConnection('failing', error.said),
      ...(this.options.shopGate ? { gate: this.options.shopGate } : {}),
      shared: this.tenantListing,
    });
    this.pollers.set(route.shopId, poller);
    return poller.run(signal);
  }

  /**
   * The service's refusals of the token were believed (they went on over a while). Polling goes on,
   * slowly, and the first listing the service answers puts the connection back to ok by itself.
   */
  private tokenRejected(error: ApiError): void {
    if (this.connection.state === 'token_rejected') return;
    const { rejectedRetryMs } = serviceTimings(this.config.pollIntervalMs);
    const detail = msg('engine.token-rejected', { cause: error.said, waitMs: rejectedRetryMs });
    this.setConnection('token_rejected', detail);
    this.events.log('error', detail);
  }

  private setConnection(state: ConnectionState, detail: Message): void {
    if (this.connection.state === 'token_rejected' && state !== 'stopped') {
      // Only an answered listing says the token is accepted again; a failure of another kind says
      // nothing about it, and one shop answered while another's refusals are believed does not either.
      if (state !== 'ok' || [...this.pollers.values()].some((poller) => poller.tokenRejected)) return;
    }
    if (this.connection.state === state && sameMessage(this.connection.detail, detail)) return;
    this.connection = { state, detail };
    this.events.emit({ type: 'connection', state, detail });
  }

  /**
   * Removes the old finished orders in small batches, then gives their pages back to the file, yielding
   * to the event loop between two steps (see ledger/purge.ts): never one long pause, whatever the size
   * of the ledger or a shortened retention leaves to remove. Stops with the engine.
   */
  private purge(): void {
    const signal = this.stopAll.signal;
    if (this.purging !== null || signal.aborted) return;
    const days = this.config.retentionDays;
    this.purging = purgeGradually(this.ledger, days, { signal })
      .then(({ removed }) => {
        if (removed > 0) this.events.log('info', msg('engine.history-purged', { count: removed, days }));
      })
      .catch((error: unknown) => {
        if (isLedgerDamaged(error)) return this.ledgerIsDamaged(error);
        // A full disk, another program holding the file: the next day's purge tries again.
        this.events.log('warn', msg('engine.ledger-unwritable', { detail: textOf(error) }));
      })
      .finally(() => {
        this.purging = null;
      });
  }

  private readLogo(path: string | null, printerName: string): Uint8Array | null {
    if (!path) return null;
    try {
      return readFileSync(path);
    } catch (error) {
      this.events.log(
        'warn',
        msg('engine.logo-unreadable', { printer: printerName, path, detail: textOf(error) }),
      );
      return null;
    }
  }
}

/** Messages are plain JSON: the same code and parameters say the same thing. */
function sameMessage(a: Message, b: Message): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
