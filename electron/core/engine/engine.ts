/**
 * The engine: pollers per shop, a worker per printer, a confirmer, all writing to one ledger. Hosts
 * (Electron's main process, the headless CLI) create it from an EngineConfig, forward its events, and
 * map a person's actions onto its methods. It never imports Electron.
 */
import { readFileSync } from 'node:fs';
import {
  OrderingClient,
  type ConfirmMethod,
  type OrderingClientConfig,
  CONFIRM_METHODS,
} from '../api/client';
import type { ApiError } from '../api/errors';
import type { Ledger } from '../ledger/ledger';
import { messageOf } from '../ledger/sqlite';
import type { JobEntry } from '../ledger/types';
import type { PrintOptions, PrintResult } from '../printer';
import type { EngineConfig, ShopRoute } from './config';
import { configProblems } from './config';
import { Confirmer } from './confirmer';
import { Doorbell } from './doorbell';
import { isLedgerDamaged } from './internal-error';
import { EngineEvents, type ConnectionState, type PrinterRuntime, type ShopPollStatus } from './events';
import { PrinterWorker } from './printer-worker';
import { describeWait, serviceTimings } from './service-patience';
import { ShopList } from './shop-list';
import { ShopPoller } from './shop-poller';

const CONFIRM_METHOD_KEY = 'confirm-method';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface EngineTiming {
  /** How often an idle printer's status is read. Default 30 s. */
  readonly idleStatusMs?: number;
  readonly printerRetryBaseMs?: number;
  readonly confirmRetryBaseMs?: number;
  readonly confirmIdleMs?: number;
}

export interface EngineOptions {
  readonly config: EngineConfig;
  readonly ledger: Ledger;
  readonly now?: () => Date;
  readonly random?: () => number;
  readonly printOptions?: PrintOptions;
  /** Deadlines and retries of the service client (tests shorten them). */
  readonly client?: Pick<
    OrderingClientConfig,
    'timeoutMs' | 'maxAttempts' | 'backoff' | 'maxRetryAfterMs' | 'userAgent'
  >;
  readonly timing?: EngineTiming;
}

export interface EngineStatus {
  readonly connection: { readonly state: ConnectionState; readonly detail: string };
  readonly shops: readonly ShopPollStatus[];
  readonly printers: readonly PrinterRuntime[];
  /** Set when the ledger turned out damaged while running: the engine stopped, and says why. */
  readonly ledgerDamaged: string | null;
  /** Since when writes to the ledger fail (a full disk), and the last error; null while they work. */
  readonly ledgerUnwritable: { readonly since: Date; readonly detail: string } | null;
  /** When the ledger was found new in a data folder that had been used (its history was lost). */
  readonly historyLostAt: Date | null;
}

export class EngineConfigError extends Error {
  override readonly name = 'EngineConfigError';
}

export class Engine {
  readonly events = new EngineEvents();
  private readonly client: OrderingClient;
  private readonly ledger: Ledger;
  private readonly config: EngineConfig;
  private readonly now: () => Date;
  private readonly random: () => number;
  private readonly workers = new Map<string, PrinterWorker>();
  private readonly pollers = new Map<number, ShopPoller>();
  private readonly confirmer: Confirmer;
  private readonly discovery = new Doorbell();
  private readonly running: Promise<void>[] = [];
  private readonly stopAll = new AbortController();
  private connection: { state: ConnectionState; detail: string } = { state: 'starting', detail: 'Starting.' };
  private purgeTimer: NodeJS.Timeout | undefined;
  private damaged: string | null = null;
  private unwritable: { since: Date; detail: string } | null = null;

  constructor(private readonly options: EngineOptions) {
    const problems = configProblems(options.config);
    if (problems.length > 0) throw new EngineConfigError(problems.join(' '));
    this.config = options.config;
    this.ledger = options.ledger;
    this.now = options.now ?? (() => new Date());
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
    for (const settings of this.config.printers) {
      this.workers.set(
        settings.id,
        new PrinterWorker({
          settings,
          ledger: this.ledger,
          events: this.events,
          now: this.now,
          logo: this.readLogo(settings.logoPath, settings.name),
          idleStatusMs: options.timing?.idleStatusMs ?? 30_000,
          onOrderPrinted: () => this.confirmer.ring(),
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
  }

  /** Recovers from an interrupted run, then starts polling, printing and confirming. */
  start(): void {
    for (const job of this.ledger.recoverInterruptedJobs()) {
      this.events.log(
        'warn',
        `Order ${job.orderId} was being sent to printer "${this.printerName(job.printerId)}" when OrderSlip stopped; it prints again marked POSSIBLE DUPLICATE.`,
      );
    }
    // After the recovery: a job that was being sent to a printer since removed is waiting now, too.
    this.dropJobsOfRemovedPrinters();
    this.purge();
    this.purgeTimer = setInterval(() => this.purge(), DAY_MS);
    this.purgeTimer.unref();
    for (const worker of this.workers.values()) this.track(worker.run(this.stopAll.signal));
    this.track(this.confirmer.run(this.stopAll.signal));
    this.track(this.startPolling());
  }

  /** Stops every loop; a job being printed finishes first, so nothing is left half-recorded. */
  async stop(): Promise<void> {
    clearInterval(this.purgeTimer);
    this.stopAll.abort();
    await Promise.allSettled(this.running);
    this.setConnection('stopped', 'Stopped.');
  }

  /** After the computer slept: poll every shop and retry every printer now. */
  wake(): void {
    this.discovery.ring();
    for (const poller of this.pollers.values()) poller.pollNow();
    for (const worker of this.workers.values()) worker.retryNow();
    this.confirmer.ring();
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
    const job = this.ledger.addReprint(orderId, printerId);
    worker.ring();
    worker.retryNow();
    return job;
  }

  /** Cancels a reprint that has not been sent yet; false when it was sent (or done) meanwhile. */
  cancelReprint(jobId: number, who = 'a person'): boolean {
    const job = this.ledger.getJob(jobId);
    if (!job) throw new Error(`There is no print job ${jobId}.`);
    const cancelled = this.ledger.cancelReprint(jobId, who);
    if (cancelled) this.events.orderChanged(this.ledger.getOrder(job.orderId));
    return cancelled;
  }

  /** A person answered "did it come out?" for an order held because a printer could not prove it. */
  answerUnverified(orderId: string, answer: 'came-out' | 'print-again'): void {
    const held = this.ledger.getOrder(orderId);
    const printerId = held?.holdCode === 'unverified' ? held.holdPrinterId : null;
    if (answer === 'print-again' && printerId !== null && !this.workers.has(printerId)) {
      // Its printer was removed since the question was asked: a person chooses where it prints.
      this.ledger.hold(
        orderId,
        `Printer ${printerId} is no longer set up, so it cannot print there again: print it on another printer, or mark it handled.`,
        'printer-removed',
      );
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
  markHandled(orderId: string, who = 'a person'): void {
    this.ledger.markHandled(orderId, `Marked handled by ${who}, without printing.`);
    this.events.orderChanged(this.ledger.getOrder(orderId));
    this.confirmer.ring();
  }

  /** "Retry now": a held order is tried again; without an order, every loop tries again at once. */
  retryNow(orderId?: string): void {
    if (orderId !== undefined) {
      const entry = this.ledger.getOrder(orderId);
      if (!entry) throw new Error(`There is no order ${orderId}.`);
      if (entry.state === 'held') {
        const released = this.ledger.release(orderId, this.routeOf(entry.shopId));
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

  testPrint(printerId: string): Promise<PrintResult> {
    return this.worker(printerId).testPrint();
  }

  private worker(printerId: string): PrinterWorker {
    const worker = this.workers.get(printerId);
    if (!worker) throw new Error(`There is no printer "${printerId}".`);
    return worker;
  }

  private printerName(printerId: string): string {
    return this.workers.get(printerId)?.settings.name ?? printerId;
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
      const reason = `Printer ${printerId} is no longer in the settings; the ${waiting} job(s) waiting for it did not print there.`;
      for (const orderId of this.ledger.dropWaitingJobs(printerId, reason, 'the settings'))
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
    const detail = messageOf(error);
    this.unwritable = { since: this.unwritable?.since ?? this.now(), detail };
  }

  /** The ledger file is damaged: everything stops, and Status says why and what to do. */
  ledgerIsDamaged(error: unknown): void {
    if (this.damaged !== null) return;
    const message = messageOf(error);
    this.damaged = `The order ledger is damaged (${message}). OrderSlip stopped printing and confirming so that nothing prints twice or is confirmed wrongly. Quit OrderSlip, move the ledger file aside (orders of the last listings will then print marked POSSIBLE DUPLICATE) and start it again.`;
    this.events.log('error', this.damaged);
    this.stopAll.abort();
    this.setConnection('stopped', this.damaged);
  }

  private track(task: Promise<void>): void {
    this.running.push(
      task.catch((error: unknown) => {
        if (isLedgerDamaged(error)) return this.ledgerIsDamaged(error);
        // A loop that throws is a bug; say so loudly rather than go quiet.
        this.events.log(
          'error',
          `OrderSlip hit an internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
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
      doorbell: this.discovery,
      polling: () => this.pollers.size,
      setName: (shopId, name) => this.pollers.get(shopId)?.setName(name),
      onReachable: () => this.setConnection('ok', 'Connected.'),
      onUnreachable: (error) => this.setConnection('failing', error.message),
      onRejected: (error) => this.tokenRejected(error),
    });
    if (this.config.shops.length > 0) {
      const running = this.config.shops.map((route) => this.runPoller(route, null, signal));
      await Promise.all([...running, shops.followNames(signal)]);
      return;
    }
    await shops.followAll(signal, {
      start: (shopId, name, stop) =>
        this.runPoller({ shopId, printerIds: this.config.defaultPrinterIds }, name, stop),
      stopped: (shopId) => this.pollers.delete(shopId),
    });
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
      intervalMs: this.config.pollIntervalMs,
      now: this.now,
      random: this.random,
      onNewWork: (printerIds) => printerIds.forEach((id) => this.workers.get(id)?.ring()),
      onUnauthorized: (error) => this.tokenRejected(error),
      onReachable: () => this.setConnection('ok', 'Connected.'),
      onLedgerWrite: (error) => this.ledgerWrite(error),
      onUnreachable: (error) => this.setConnection('failing', error.message),
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
    const detail = `Token rejected: ${error.message} OrderSlip tries again every ${describeWait(rejectedRetryMs)} and goes on by itself once the service accepts it; orders already received still print.`;
    this.setConnection('token_rejected', detail);
    this.events.log('error', detail);
  }

  private setConnection(state: ConnectionState, detail: string): void {
    if (this.connection.state === 'token_rejected' && state !== 'stopped') {
      // Only an answered listing says the token is accepted again; a failure of another kind says
      // nothing about it, and one shop answered while another's refusals are believed does not either.
      if (state !== 'ok' || [...this.pollers.values()].some((poller) => poller.tokenRejected)) return;
    }
    if (this.connection.state === state && this.connection.detail === detail) return;
    this.connection = { state, detail };
    this.events.emit({ type: 'connection', state, detail });
  }

  private purge(): void {
    const removed = this.ledger.purgeOlderThan(this.config.retentionDays);
    if (removed > 0)
      this.events.log(
        'info',
        `Removed ${removed} orders older than ${this.config.retentionDays} days from the history.`,
      );
  }

  private readLogo(path: string | null, printerName: string): Uint8Array | null {
    if (!path) return null;
    try {
      return readFileSync(path);
    } catch (error) {
      this.events.log(
        'warn',
        `The logo for printer "${printerName}" (${path}) cannot be read, so receipts print without it: ${messageOf(error)}`,
      );
      return null;
    }
  }
}
