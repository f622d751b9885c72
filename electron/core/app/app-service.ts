/**
 * The AppApi, implemented once on top of the engine and the ledger. Both hosts only carry it: the
 * Electron main process over IPC, the headless host over HTTP. It owns the engine's lifecycle: saving
 * settings restarts the engine on the new ones.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { normalizeBaseUrl } from '../api/base-url';
import { OrderingClient } from '../api/client';
import { Engine, type EngineOptions } from '../engine/engine';
import type { Ledger } from '../ledger/ledger';
import { messageOf } from '../ledger/sqlite';
import type { JobEntry, OrderState } from '../ledger/types';
import { printerSettings, type PrinterSettings } from '../model/printer-settings';
import { buildReceipt } from '../receipt';
import type {
  AppApi,
  AppEvent,
  AppInfo,
  ConnectionTestView,
  DemoPrinterFault,
  DemoPrintView,
  JobView,
  ReprintOutcomeView,
  SettingsImpactView,
  UnverifiedAnswer,
  WaitingJobsDecision,
  HistoryPageView,
  HistoryQueryView,
  OrderDetailView,
  PrintOutcomeView,
  ProblemView,
  SettingsUpdate,
  SettingsView,
  StatusView,
} from '../../shared/contract';
import type { AppSettings } from '../../shared/settings';
import { decodeSettings } from './decode-settings';
import { engineConfigFrom } from './engine-config';
import { isLedgerDamaged } from '../engine/internal-error';
import { connectionView, CONFIRM_FAILURES, findProblems, headline } from './problems';
import { appEvent, attentionItem, historyView, printerView, timelineView } from './views';

export interface SettingsStore {
  load(): AppSettings;
  save(settings: AppSettings): void;
}

export interface TokenStore {
  readonly kind: SettingsView['tokenStorage'];
  read(): Promise<string | null>;
  /** Hosts whose token comes from outside (an environment variable) may refuse to store one. */
  write(token: string): Promise<void>;
}

export interface AppServiceOptions {
  readonly info: AppInfo;
  readonly ledger: Ledger;
  readonly settings: SettingsStore;
  readonly token: TokenStore;
  readonly engine?: Omit<EngineOptions, 'config' | 'ledger'>;
  readonly now?: () => Date;
  /** The demo's virtual printer output, for the window. */
  readonly demoPaper?: () => readonly DemoPrintView[];
  /** The demo's virtual printer, made to misbehave on request. */
  readonly demoPrinterFault?: (fault: DemoPrinterFault) => Promise<void>;
  /** How long `reprint` waits to say what became of the reprint (tests shorten it). */
  readonly reprintWaitMs?: number;
  readonly diagnostics?: DiagnosticsTarget;
}

export interface DiagnosticsTarget {
  /** The log files to include, newest first. */
  readonly logFiles: () => readonly string[];
  /** Stores the diagnostics text where the person can find it; returns the path. */
  readonly save: (content: string) => Promise<string>;
}

/** The tail of each log file that goes into diagnostics: enough to see the last days of a shop. */
const DIAGNOSTIC_LOG_BYTES = 512 * 1024;

/** Shown for a printer that no longer exists in the settings but still has history. */
const PREVIEW_PRINTER = printerSettings({ id: 'preview', name: 'Preview', uri: 'tcp://127.0.0.1' });

export class AppService implements AppApi {
  private engine: Engine | null = null;
  private stopForwarding: (() => void) | null = null;
  private notConfigured: string | null = null;
  private readonly listeners = new Set<(event: AppEvent) => void>();
  private readonly now: () => Date;

  constructor(private readonly options: AppServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Starts the engine when the settings are complete; otherwise says what is missing. */
  async start(): Promise<void> {
    const settings = this.options.settings.load();
    const result = engineConfigFrom(settings, await this.options.token.read());
    if (!result.ok) {
      this.notConfigured = result.problems.join(' ');
      this.emit({ type: 'connection', state: 'not_configured', detail: this.notConfigured });
      return;
    }
    this.notConfigured = null;
    const engine = new Engine({ ...this.options.engine, config: result.config, ledger: this.options.ledger });
    this.stopForwarding = engine.events.on((event) => this.emit(appEvent(event, this.now())));
    this.engine = engine;
    engine.start();
  }

  async stop(): Promise<void> {
    const engine = this.engine;
    this.engine = null;
    if (engine) await engine.stop();
    this.stopForwarding?.();
    this.stopForwarding = null;
  }

  /** The computer woke from sleep. */
  wake(): void {
    this.engine?.wake();
  }

  /** Engine events, also for the host's own use (log lines, notifications, the tray icon). */
  subscribe(listener: (event: AppEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getAppInfo(): Promise<AppInfo> {
    return Promise.resolve(this.options.info);
  }

  getStatus(): Promise<StatusView> {
    try {
      return Promise.resolve(this.readStatus());
    } catch (error) {
      if (!isLedgerDamaged(error)) throw error;
      // The window must still say what happened when the ledger it reads from is what broke.
      this.engine?.ledgerIsDamaged(error);
      const detail =
        this.engine?.status().ledgerDamaged ?? `The order ledger is damaged (${messageOf(error)}).`;
      const problems: ProblemView[] = [{ kind: 'ledger-damaged', detail }];
      return Promise.resolve({
        connection: { state: 'stopped', detail },
        shops: [],
        printers: [],
        attention: [],
        problems,
        headline: headline(problems, 0, false),
      });
    }
  }

  private readStatus(): StatusView {
    const { ledger } = this.options;
    const midnight = new Date(this.now());
    midnight.setHours(0, 0, 0, 0);
    const counts = new Map(ledger.shopCounts(midnight).map((row) => [row.shopId, row]));
    const engine = this.engine?.status() ?? null;
    const shops = (engine?.shops ?? []).map((shop) => {
      const count = counts.get(shop.shopId);
      return {
        shopId: shop.shopId,
        name: shop.name,
        lastSuccessAt: shop.lastSuccessAt?.toISOString() ?? null,
        lastError: shop.lastError,
        nextPollAt: shop.nextPollAt?.toISOString() ?? null,
        seenToday: count?.seen ?? 0,
        waiting: count?.waiting ?? 0,
        held: count?.held ?? 0,
      };
    });
    const printerName = this.printerNames();
    const attention = ledger.needsAttention().map((entry) => attentionItem(entry, printerName));
    const waiting = ledger.waitingSummary();
    const unconfirmed = ledger.unconfirmedSummary(CONFIRM_FAILURES);
    const problems = findProblems({ engine, held: attention.length, waiting, unconfirmed, now: this.now() });
    return {
      connection: engine
        ? connectionView(engine)
        : { state: 'not_configured', detail: this.notConfigured ?? 'OrderSlip is not set up yet.' },
      shops,
      printers: (engine?.printers ?? []).map(printerView),
      attention,
      problems,
      headline: headline(problems, waiting.count, engine !== null),
    };
  }

  listHistory(query: HistoryQueryView): Promise<HistoryPageView> {
    const state: OrderState | undefined = query.state;
    return Promise.resolve(
      historyView(this.options.ledger.history({ ...query, ...(state ? { state } : {}) })),
    );
  }

  getOrder(orderId: string, printerId?: string | null): Promise<OrderDetailView> {
    const { ledger } = this.options;
    const entry = ledger.getOrder(orderId);
    if (!entry) return Promise.reject(new Error(`There is no order ${orderId} in the history.`));
    const printer = this.previewPrinter(entry.shopId, printerId ?? null);
    const printerName = this.printerNames();
    const receipt = entry.order
      ? buildReceipt(entry.order, {
          language: printer.language,
          paperWidth: printer.paperWidth,
          characterSet: printer.characterSet,
          printedAt: entry.printedAt ?? this.now(),
          kind: 'original',
        })
      : null;
    return Promise.resolve({
      id: entry.id,
      shopId: entry.shopId,
      state: entry.state,
      reason: entry.reason,
      order: entry.order,
      raw: entry.raw,
      firstSeenAt: entry.firstSeenAt.toISOString(),
      printedAt: entry.printedAt?.toISOString() ?? null,
      confirmedAt: entry.confirmedAt?.toISOString() ?? null,
      timeline: timelineView(ledger.timeline(orderId)),
      receipt,
      jobs: ledger.jobsOf(orderId).map((job) => jobView(job, printerName(job.printerId))),
    });
  }

  /**
   * Queues the reprint, then follows it for a few seconds: the person hears what really happened —
   * printed, delivered without proof, or still waiting (and why) with the job id to cancel it by.
   */
  async reprint(orderId: string, printerId: string): Promise<ReprintOutcomeView> {
    const engine = this.running();
    const queued = engine.reprint(requireText(orderId, 'orderId'), requireText(printerId, 'printerId'));
    const deadline = Date.now() + (this.options.reprintWaitMs ?? REPRINT_WAIT_MS);
    let job = queued;
    while (Date.now() < deadline) {
      job = engine.job(queued.id) ?? job;
      if (job.state === 'printed' || job.state === 'cancelled') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    job = engine.job(queued.id) ?? job;
    const printer = engine.printerRuntime(printerId);
    const printerName = printer?.name ?? printerId;
    if (job.state === 'printed')
      return {
        jobId: job.id,
        outcome: job.verified === true ? 'printed' : 'delivered',
        printerId,
        printerName,
        printerState: null,
        detail:
          job.verified === true
            ? 'Printed (verified by the printer).'
            : 'Sent, without proof that it printed.',
      };
    return {
      jobId: job.id,
      outcome: job.state === 'cancelled' ? 'cancelled' : 'waiting',
      printerId,
      printerName,
      printerState: printer?.state ?? null,
      detail: printer?.detail ?? '',
    };
  }

  async cancelReprint(jobId: number): Promise<void> {
    if (!Number.isSafeInteger(jobId)) throw new Error('Say which reprint to cancel (a job number).');
    if (!this.running().cancelReprint(jobId))
      throw new Error('This reprint cannot be cancelled any more: it was already sent to the printer.');
  }

  async answerUnverified(orderId: string, answer: UnverifiedAnswer): Promise<void> {
    if (answer !== 'came-out' && answer !== 'print-again')
      throw new Error('Answer "came-out" or "print-again".');
    this.running().answerUnverified(requireText(orderId, 'orderId'), answer);
  }

  async setDemoPrinterFault(fault: DemoPrinterFault): Promise<void> {
    if (!this.options.demoPrinterFault) throw new Error('Only the demo has a virtual printer to change.');
    if (!DEMO_PRINTER_FAULTS.includes(fault))
      throw new Error(`Choose one of ${DEMO_PRINTER_FAULTS.join(', ')} for the demo printer.`);
    await this.options.demoPrinterFault(fault);
    // The printer was told; let the workers see it now rather than after their backoff.
    this.engine?.wake();
  }

  async markHandled(orderId: string): Promise<void> {
    this.running().markHandled(orderId);
  }

  async retryNow(orderId: string | null): Promise<void> {
    this.running().retryNow(orderId ?? undefined);
  }

  async retryPrinter(printerId: string): Promise<void> {
    this.running().retryPrinter(printerId);
  }

  async pausePrinter(printerId: string): Promise<void> {
    this.running().pausePrinter(printerId);
  }

  async resumePrinter(printerId: string): Promise<void> {
    this.running().resumePrinter(printerId);
  }

  async testPrint(printerId: string): Promise<PrintOutcomeView> {
    const result = await this.running().testPrint(printerId);
    return { outcome: result.outcome, message: result.outcome === 'failed' ? result.message : result.detail };
  }

  async getSettings(): Promise<SettingsView> {
    const settings = this.options.settings.load();
    const token = await this.options.token.read();
    const usable = engineConfigFrom(settings, token);
    return {
      settings,
      hasToken: Boolean(token),
      tokenStorage: this.options.token.kind,
      problems: usable.ok ? [] : usable.problems,
    };
  }

  checkSettings(settings: AppSettings): Promise<SettingsImpactView> {
    const next = decodeSettings(settings);
    return Promise.resolve({ removedPrintersWithJobs: this.removedPrintersWithJobs(next) });
  }

  /**
   * Validates, stores, and restarts the engine on the new settings. Jobs waiting for a printer these
   * settings remove are moved or dropped as the person decided; without a decision nothing is saved.
   * The stored token never follows a changed service address: it must be entered again.
   */
  async saveSettings(update: SettingsUpdate): Promise<SettingsView> {
    const settings = decodeSettings(update.settings);
    const decisions = decodeWaitingJobs(update.waitingJobs, settings);
    const removed = this.removedPrintersWithJobs(settings);
    const undecided = removed.filter((printer) => decisions.get(printer.printerId) === undefined);
    if (undecided.length > 0) {
      throw new Error(
        undecided
          .map(
            (printer) =>
              `${printer.waiting} job(s) wait for printer "${printer.name}", which these settings remove: say whether to move them to another printer or drop them.`,
          )
          .join(' '),
      );
    }
    const newToken = update.token?.trim() ?? '';
    const before = this.options.settings.load().connection.baseUrl;
    if (
      newToken === '' &&
      before !== '' &&
      settings.connection.baseUrl !== '' &&
      !sameOrigin(before, settings.connection.baseUrl) &&
      (await this.options.token.read())
    ) {
      throw new Error(
        'Enter the access token for the new service address: the stored token is only sent to the service it was entered for.',
      );
    }
    if (newToken !== '') await this.options.token.write(newToken);
    await this.stop();
    // Stopped, a job that was being sent has finished: count again what now waits.
    for (const { printerId, name } of this.removedPrintersWithJobs(settings)) {
      const decision = decisions.get(printerId);
      if (decision === undefined) continue;
      if (decision === 'drop') {
        this.options.ledger.dropWaitingJobs(
          printerId,
          `Printer "${name}" was removed; a person chose not to print its waiting jobs elsewhere.`,
          'a person',
        );
      } else {
        this.options.ledger.moveWaitingJobs(printerId, decision.move);
      }
    }
    this.options.settings.save(settings);
    await this.start();
    return this.getSettings();
  }

  private removedPrintersWithJobs(next: AppSettings): SettingsImpactView['removedPrintersWithJobs'] {
    const kept = new Set(next.printers.map((printer) => printer.id));
    const waiting = this.options.ledger.waitingJobsByPrinter();
    return this.options.settings
      .load()
      .printers.filter((printer) => !kept.has(printer.id) && (waiting.get(printer.id) ?? 0) > 0)
      .map((printer) => ({
        printerId: printer.id,
        name: printer.name,
        waiting: waiting.get(printer.id) ?? 0,
      }));
  }

  /** The settings' printer names, read once for a whole view: an id the settings lack stays an id. */
  private printerNames(): (printerId: string) => string {
    const names = new Map(this.options.settings.load().printers.map((printer) => [printer.id, printer.name]));
    return (printerId) => names.get(printerId) ?? printerId;
  }

  async testConnection(connection: {
    baseUrl: string;
    tenant: string;
    token?: string;
  }): Promise<ConnectionTestView> {
    // The stored token only ever goes to the stored service: anything else must bring its own token.
    const stored = this.options.settings.load().connection.baseUrl;
    const sameService = stored !== '' && sameOrigin(stored, connection.baseUrl);
    const token = connection.token?.trim() || (sameService ? await this.options.token.read() : null);
    if (!token) {
      const message = sameService
        ? 'Enter the access token first.'
        : 'Enter the access token for this address: the stored one is only sent to the saved service.';
      return { ok: false, message, shops: [] };
    }
    try {
      const client = new OrderingClient({ ...connection, token, maxAttempts: 1, timeoutMs: 10_000 });
      const { shops } = await client.listShops();
      const names = shops.map((shop) => shop.name).join(', ');
      return {
        ok: true,
        message: `Connected. The service lists ${shops.length} shop${shops.length === 1 ? '' : 's'}${names ? `: ${names}` : ''}.`,
        shops: shops.map((shop) => ({ id: shop.id, name: shop.name, city: shop.city })),
      };
    } catch (error) {
      // An ApiError or a refused address: either way its message says what is wrong.
      if (error instanceof Error) return { ok: false, message: error.message, shops: [] };
      throw error;
    }
  }

  async exportDiagnostics(): Promise<{ readonly path: string }> {
    const target = this.options.diagnostics;
    if (!target) throw new Error('This OrderSlip cannot write diagnostics.');
    const token = await this.options.token.read();
    const logs = target.logFiles().map((file) => ({ file, tail: tailOf(file, DIAGNOSTIC_LOG_BYTES) }));
    const report = {
      generatedAt: this.now().toISOString(),
      app: this.options.info,
      platform: { os: process.platform, arch: process.arch, node: process.versions.node },
      settings: this.options.settings.load(),
      token: { stored: Boolean(token), storage: this.options.token.kind },
      status: await this.getStatus(),
      ledger: this.options.ledger.counts(),
      logs,
    };
    let content = JSON.stringify(report, null, 2);
    // The token is never put in a log or in the settings; this is the last net should anything change.
    if (token && token.length >= 4) content = content.split(token).join('[token]');
    return { path: await target.save(content) };
  }

  getDemoPaper(): Promise<readonly DemoPrintView[]> {
    return Promise.resolve(this.options.demoPaper?.() ?? []);
  }

  private running(): Engine {
    if (!this.engine)
      throw new Error(this.notConfigured ?? 'OrderSlip is not running: finish the settings first.');
    return this.engine;
  }

  private previewPrinter(shopId: number, printerId: string | null): PrinterSettings {
    const settings = this.options.settings.load();
    const chosen = settings.printers.find((printer) => printer.id === printerId);
    if (chosen) return chosen;
    const route =
      settings.shops.find((shop) => shop.shopId === shopId)?.printerIds ?? settings.defaultPrinterIds;
    const printers = settings.printers;
    return printers.find((printer) => route.includes(printer.id)) ?? printers[0] ?? PREVIEW_PRINTER;
  }

  private emit(event: AppEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // One broken listener (a window that closed) must not silence the others.
      }
    }
  }
}

/** How long a reprint is followed before the window is told it still waits. */
const REPRINT_WAIT_MS = 8_000;

const DEMO_PRINTER_FAULTS: readonly DemoPrinterFault[] = ['none', 'paper-out', 'offline', 'no-completion'];

function requireText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`${name} must be given as text.`);
  return value;
}

/** The window's decisions for removed printers' jobs, checked: each `move` names a printer that stays. */
function decodeWaitingJobs(value: unknown, settings: AppSettings): Map<string, WaitingJobsDecision> {
  const decisions = new Map<string, WaitingJobsDecision>();
  if (value === undefined || value === null) return decisions;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new Error('waitingJobs must map printer ids to a decision.');
  for (const [printerId, decision] of Object.entries(value as Record<string, unknown>)) {
    if (decision === 'drop') {
      decisions.set(printerId, 'drop');
      continue;
    }
    const target =
      typeof decision === 'object' && decision !== null ? (decision as { move?: unknown }).move : undefined;
    if (typeof target !== 'string' || !settings.printers.some((printer) => printer.id === target)) {
      throw new Error(
        `The waiting jobs of printer ${printerId} can only move to a printer that is in the new settings.`,
      );
    }
    decisions.set(printerId, { move: target });
  }
  return decisions;
}

function jobView(job: JobEntry, printerName: string): JobView {
  return {
    id: job.id,
    printerId: job.printerId,
    printerName,
    kind: job.kind,
    state: job.state,
    possibleDuplicate: job.possibleDuplicate,
    verified: job.verified,
  };
}

/** The last `bytes` of a file as text (from a line start), or a note when it cannot be read. */
function tailOf(file: string, bytes: number): string {
  try {
    const size = statSync(file).size;
    const start = Math.max(0, size - bytes);
    const buffer = Buffer.alloc(size - start);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, start);
    } finally {
      closeSync(fd);
    }
    const text = buffer.toString('utf8');
    return start === 0 ? text : text.slice(text.indexOf('\n') + 1);
  } catch (error) {
    return `(cannot read: ${messageOf(error)})`;
  }
}

function sameOrigin(a: string, b: string): boolean {
  try {
    const [x, y] = [normalizeBaseUrl(a), normalizeBaseUrl(b)];
    return x.href === y.href;
  } catch {
    return false;
  }
}
