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
import { ApiError } from '../api/errors';
import type { Ledger } from '../ledger/ledger';
import type { JobEntry } from '../ledger/types';
import type { PrintOptions, PrintResult } from '../printer';
import type { EngineConfig, ShopRoute } from './config';
import { configProblems } from './config';
import { Confirmer } from './confirmer';
import { Doorbell } from './doorbell';
import { EngineEvents, type ConnectionState, type PrinterRuntime, type ShopPollStatus } from './events';
import { PrinterWorker } from './printer-worker';
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
  /** Polling and confirming stop when the service refuses the token; printing goes on. */
  private readonly stopService = new AbortController();
  private connection: { state: ConnectionState; detail: string } = { state: 'starting', detail: 'Starting.' };
  private purgeTimer: NodeJS.Timeout | undefined;

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
      onUnauthorized: (error) => this.tokenRejected(error),
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
    this.purge();
    this.purgeTimer = setInterval(() => this.purge(), DAY_MS);
    this.purgeTimer.unref();
    for (const worker of this.workers.values()) this.track(worker.run(this.stopAll.signal));
    this.track(this.confirmer.run(this.serviceSignal()));
    this.track(this.startPolling());
  }

  /** Stops every loop; a job being printed finishes first, so nothing is left half-recorded. */
  async stop(): Promise<void> {
    clearInterval(this.purgeTimer);
    this.stopAll.abort();
    this.stopService.abort();
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
    return job;
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

  private serviceSignal(): AbortSignal {
    return AbortSignal.any([this.stopAll.signal, this.stopService.signal]);
  }

  private track(task: Promise<void>): void {
    this.running.push(
      task.catch((error: unknown) => {
        // A loop that throws is a bug; say so loudly rather than go quiet.
        this.events.log(
          'error',
          `OrderSlip hit an internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }),
    );
  }

  /**
   * Starts a poller for each configured shop at once (their names are fetched on the side), or, with
   * none configured, for every shop the service lists, once it answers.
   */
  private async startPolling(): Promise<void> {
    const signal = this.serviceSignal();
    if (this.config.shops.length > 0) {
      const running = this.config.shops.map((route) => this.runPoller(route, null, signal));
      void this.nameShops(signal);
      await Promise.all(running);
      return;
    }
    for (let failures = 0; !signal.aborted; failures++) {
      try {
        const { shops, problems } = await this.client.listShops();
        for (const problem of problems)
          this.events.log('warn', `The shop list has an unreadable entry: ${problem}`);
        if (shops.length === 0)
          this.events.log('warn', 'The service lists no shops for this tenant: nothing to poll.');
        const printerIds = this.config.defaultPrinterIds;
        await Promise.all(
          shops.map((shop) => this.runPoller({ shopId: shop.id, printerIds }, shop.name, signal)),
        );
        return;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.kind === 'unauthorized') return this.tokenRejected(error);
        this.setConnection('failing', error.message);
        await this.discovery.wait(Math.min(60_000, 1_000 * 2 ** failures), signal);
      }
    }
  }

  /** The shops' names, for the status view only: best effort. */
  private async nameShops(signal: AbortSignal): Promise<void> {
    try {
      const { shops } = await this.client.listShops();
      for (const shop of shops) this.pollers.get(shop.id)?.setName(shop.name);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.kind === 'unauthorized') this.tokenRejected(error);
      else if (!signal.aborted)
        this.events.log('warn', `The shops' names could not be read: ${error.message}`);
    }
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
      onUnreachable: (error) => this.setConnection('failing', error.message),
    });
    this.pollers.set(route.shopId, poller);
    return poller.run(signal);
  }

  private tokenRejected(error: ApiError): void {
    if (this.connection.state === 'token_rejected') return;
    this.stopService.abort();
    const detail = `Token rejected: ${error.message} Polling and confirming stay stopped until the settings change; orders already received still print.`;
    this.setConnection('token_rejected', detail);
    this.events.log('error', detail);
  }

  private setConnection(state: ConnectionState, detail: string): void {
    if (this.connection.state === 'token_rejected' && state !== 'stopped') return;
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
        `The logo for printer "${printerName}" (${path}) cannot be read, so receipts print without it: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  }
}
