/**
 * The AppApi, implemented once on top of the engine and the ledger. Both hosts only carry it: the
 * Electron main process over IPC, the headless host over HTTP. It owns the engine's lifecycle: saving
 * settings restarts the engine on the new ones. Every refusal is a MessageError: the window says it in
 * its own language.
 */
import { localDate } from '../../common/shop-day/day';
import { sameBaseUrl } from '../../common/syntax/base-url';
import { OrderingClient } from '../api/client';
import { Engine, type EngineOptions } from '../engine/engine';
import type {
  AlertTestView,
  NetworkStatusView,
  PairedDeviceView,
  PairingCodeView,
} from '../../common/contract/network';
import type { NetworkParts } from '../network/parts';
import type { Ledger } from '../ledger/ledger';
import type { JobEntry, OrderEntry, OrderState } from '../ledger/types';
import { printerSettings, type PrinterSettings } from '../../common/model/printer-settings';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError, messageOf, textOf } from '../../common/messages/errors';
import type { PrintResult } from '../printer';
import type {
  AppApi,
  AppEvent,
  AppInfo,
  CollectOutcomeView,
  ConnectionTestView,
  DayListKind,
  DayView,
  ExportView,
  DemoPrinterFault,
  DemoPrintView,
  DiagnosticsExportView,
  FoundPrinterView,
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
  ShopView,
  StatusView,
} from '../../common/contract/app-api';
import type { AppLanguage, AppSettings } from '../../common/contract/settings';
import type { Language } from '../../common/words/languages';
import { APP_LANGUAGES, decodePrinter, decodeSettings } from './decode-settings';
import { diagnosticsFileName, diagnosticsText, type DiagnosticsTarget } from './diagnostics';
import { engineConfigFrom } from './engine-config';
import { isLedgerDamaged } from '../engine/internal-error';
import { previewLabelsFor, previewReceipt } from './preview';
import {
  connectionView,
  CONFIRM_FAILURES,
  findProblems,
  headline,
  NOT_COLLECTED_LISTED,
  notCollectedOf,
  pastClosingTime,
} from './problems';
import { printTestReceipt, samePrinter } from './test-print';
import { findingsOf } from './test-print-findings';
import { findPrinters, type FindPrintersOptions } from '../printer/discovery';
import { appEvent, attentionItem, historyView, orderRef, printerView, timelineView } from './views';
import { bakeListExport, dayView, markCollected } from './day-service';
import { printDayList } from './day-printing';
import { Alarm } from './alarm';
import { announcementKey } from '../network/discovery/announcement-auth';
import type { DayQuery } from '../../common/shop-day/day';
import { monotonicNow } from '../time/monotonic';

export type { DiagnosticsTarget } from './diagnostics';

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
  /** Where and how "Find printers" looks (tests point it at virtual printers); this PC's networks by default. */
  readonly discovery?: FindPrintersOptions;
  /**
   * Calls `check` now and then (every ALARM_CHECK_MS by default, a timer that keeps no process alive);
   * returns what stops it. Tests call `check` themselves.
   */
  readonly alarmTimer?: (check: () => void) => () => void;
  /** Other PCs, the served window's pairing, owner alerts (docs/NETWORK.md); absent: none of them. */
  readonly network?: NetworkParts;
}

/** Shown for a printer that no longer exists in the settings but still has history. */
const PREVIEW_PRINTER = printerSettings({ id: 'preview', name: 'Preview', uri: 'tcp://127.0.0.1' });

export class AppService implements AppApi {
  private engine: Engine | null = null;
  private stopForwarding: (() => void) | null = null;
  /** What keeps the engine from starting; null while it runs (or before the first start). */
  private notConfigured: readonly Message[] | null = null;
  private readonly listeners = new Set<(event: AppEvent) => void>();
  private readonly now: () => Date;
  private readonly alarm = new Alarm();
  private stopAlarmTimer: (() => void) | null = null;
  /** Whether the log was told the alarm sounds (until it stops). */
  private alarmLogged = false;

  constructor(private readonly options: AppServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Starts the engine when the settings are complete; otherwise says what is missing. */
  async start(): Promise<void> {
    const settings = this.options.settings.load();
    const token = await this.options.token.read();
    this.followAlarm(settings);
    // The coordinator gets a key derived from the token, never the token: it signs what goes on the LAN.
    this.options.network?.shops?.apply(
      settings,
      token ? announcementKey(token, settings.connection.baseUrl, settings.connection.tenant) : null,
    );
    this.options.network?.alerts?.apply(settings);
    this.options.network?.pairing?.apply(settings);
    this.followNetwork();
    const result = engineConfigFrom(settings, token);
    if (!result.ok) {
      this.notConfigured = result.problems;
      this.emit({
        type: 'connection',
        state: 'not_configured',
        detail: msg('app.not-set-up', { problems: result.problems }),
      });
      return;
    }
    this.notConfigured = null;
    const gate = this.options.network?.shops?.gate;
    const engine = new Engine({
      ...this.options.engine,
      config: result.config,
      ledger: this.options.ledger,
      ...(gate ? { shopGate: gate } : {}),
    });
    this.stopForwarding = engine.events.on((event) => {
      this.emit(appEvent(event, this.now()));
      if (event.type === 'order' && event.isNew && this.alarm.newOrder(this.now())) this.emitAlarm();
    });
    this.engine = engine;
    engine.start();
  }

  async stop(): Promise<void> {
    const engine = this.engine;
    this.engine = null;
    if (engine) await engine.stop();
    this.stopForwarding?.();
    this.stopForwarding = null;
    this.stopAlarmTimer?.();
    this.stopAlarmTimer = null;
  }

  /** Ends what lives across restarts of the engine: discovery, alerts. The host calls it once, at quit. */
  async dispose(): Promise<void> {
    await this.stop();
    this.stopNetworkFollowing?.();
    this.stopNetworkFollowing = null;
    await Promise.all([
      this.options.network?.shops?.stop(),
      this.options.network?.alerts?.stop(),
      this.options.network?.pairing?.stop(),
    ]);
  }

  private stopNetworkFollowing: (() => void) | null = null;

  /** A peer came or went, or a shop changed hands: Status (and the tray) read again. */
  private followNetwork(): void {
    const shops = this.options.network?.shops;
    if (!shops || this.stopNetworkFollowing) return;
    this.stopNetworkFollowing = shops.onChange(() => this.emit({ type: 'status-changed' }));
  }

  /**
   * The alarm takes its settings, and Status's problems are read every 10 s while it is on:
   * a printer out of paper at night must sound with no window asking for Status.
   */
  private followAlarm(settings: AppSettings): void {
    if (this.alarm.configure(settings.alarm)) this.emitAlarm();
    if (this.stopAlarmTimer) return;
    const every =
      this.options.alarmTimer ??
      ((check: () => void) => {
        const timer = setInterval(check, ALARM_CHECK_MS);
        timer.unref();
        return () => clearInterval(timer);
      });
    this.stopAlarmTimer = every(() => void this.checkAlarm());
  }

  /** Status's problems, as the alarm hears them. Exposed for the host's own timer and for tests. */
  async checkAlarm(): Promise<void> {
    const alerts = this.options.network?.alerts?.listening() ? this.options.network.alerts : null;
    if (!this.alarm.enabled && !alerts) return;
    const status = await this.getStatus().catch(() => null);
    if (status && alerts) alerts.observe(status, this.now());
    if (!this.alarm.enabled) return;
    const held = status?.attention.map((item) => item.orderId) ?? [];
    if (status && this.alarm.problems(status.problems, this.now(), held)) this.emitAlarm();
  }

  /**
   * The alarm's new view to every listener; the log notes when it starts (not each order of a burst that
   * makes it grow).
   */
  private emitAlarm(): void {
    const alarm = this.alarm.view();
    this.emit({ type: 'alarm', alarm });
    const started = alarm !== null && !this.alarmLogged;
    this.alarmLogged = alarm !== null;
    if (alarm && started) {
      this.emit({
        type: 'log',
        level: 'info',
        message: msg('alarm.sounds', { newOrders: alarm.newOrders, problems: alarm.problems.length }),
        at: this.now().toISOString(),
      });
    }
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

  async getStatus(): Promise<StatusView> {
    try {
      return this.readStatus();
    } catch (error) {
      if (!isLedgerDamaged(error)) throw error;
      // The window must still say what happened when the ledger it reads from is what broke.
      this.engine?.ledgerIsDamaged(error);
      const detail =
        this.engine?.status().ledgerDamaged ?? msg('app.ledger-damaged', { detail: textOf(error) });
      const problems: ProblemView[] = [{ kind: 'ledger-damaged', detail }];
      return {
        connection: { state: 'stopped', detail },
        shops: [],
        printers: [],
        attention: [],
        problems,
        headline: headline(problems, 0, false),
        alarm: this.alarm.view(),
        network: this.networkStatus(),
      };
    }
  }

  private readStatus(): StatusView {
    const { ledger } = this.options;
    const settings = this.options.settings.load();
    const now = this.now();
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    const open = new Map(ledger.shopCounts(midnight).map((row) => [row.shopId, row]));
    // "Today" is the shop's day: orders due today, and apart those that arrived today.
    const today = ledger.countToday(localDate(now));
    const engine = this.engine?.status() ?? null;
    const shops = (engine?.shops ?? []).map((shop): ShopView => ({
      shopId: shop.shopId,
      name: shop.name,
      lastSuccessAt: shop.lastSuccessAt?.toISOString() ?? null,
      lastError: shop.lastError,
      nextPollAt: shop.nextPollAt?.toISOString() ?? null,
      dueToday: today.get(shop.shopId)?.due ?? 0,
      arrivedToday: today.get(shop.shopId)?.arrived ?? 0,
      waiting: open.get(shop.shopId)?.waiting ?? 0,
      held: open.get(shop.shopId)?.held ?? 0,
    }));
    const printerName = namesOf(settings, ledger);
    const attention = ledger.needsAttention().map((entry) => attentionItem(entry, printerName));
    const waiting = ledger.waitingSummary();
    const unconfirmed = ledger.unconfirmedSummary(CONFIRM_FAILURES);
    const problems = findProblems({
      network: named(this.options.network?.shops?.problems() ?? [], engine?.shops ?? []),
      engine,
      held: attention.length,
      waiting,
      unconfirmed,
      printers: settings.printers,
      notCollected: pastClosingTime(settings.shopDay.closingTime, now)
        ? notCollectedOf(localDate(now), ledger.day.notCollected(localDate(now), NOT_COLLECTED_LISTED))
        : null,
      now,
    });
    return {
      connection: engine
        ? connectionView(engine)
        : { state: 'not_configured', detail: msg('app.not-set-up', { problems: this.notConfigured ?? [] }) },
      shops,
      printers: (engine?.printers ?? []).map(printerView),
      attention,
      problems,
      headline: headline(problems, waiting.count, engine !== null),
      alarm: this.alarm.view(),
      network: this.networkStatus(),
    };
  }

  private networkStatus(): NetworkStatusView | null {
    const shops = this.options.network?.shops;
    if (!shops) return null;
    return { ...shops.status(), servedAt: this.options.network?.pairing?.servedAt() ?? null };
  }

  async listHistory(query: HistoryQueryView): Promise<HistoryPageView> {
    const { state, sort, ...rest } = query;
    const known: OrderState | undefined = state;
    return historyView(
      this.options.ledger.history({ ...rest, ...(known ? { state: known } : {}), ...(sort ? { sort } : {}) }),
    );
  }

  async getOrder(orderId: string, printerId?: string | null): Promise<OrderDetailView> {
    const { ledger } = this.options;
    const entry = this.requireOrder(orderId);
    const settings = this.options.settings.load();
    const asked = settings.printers.find((candidate) => candidate.id === printerId) ?? null;
    // A label printer asked for shows its labels and no receipt; a receipt printer its receipt.
    const printer =
      asked?.role === 'label' ? null : previewPrinter(settings, entry.shopId, asked?.id ?? null);
    const printedAt = entry.printedAt ?? this.now();
    const labels = entry.order
      ? previewLabelsFor(
          entry.order,
          asked?.role === 'label' ? [asked] : labelRoute(settings, entry.shopId),
          printedAt,
        )
      : null;
    const printerName = namesOf(settings, ledger);
    return {
      id: entry.id,
      shopId: entry.shopId,
      state: entry.state,
      reason: entry.reason,
      order: entry.order,
      raw: entry.raw,
      firstSeenAt: entry.firstSeenAt.toISOString(),
      printedAt: entry.printedAt?.toISOString() ?? null,
      confirmedAt: entry.confirmedAt?.toISOString() ?? null,
      collectedAt: entry.collectedAt?.toISOString() ?? null,
      timeline: timelineView(ledger.timeline(entry.id), printerName),
      receipt:
        entry.order && printer
          ? previewReceipt(
              entry.order,
              printer,
              printedAt,
              this.engine?.servesSeveralShops(printer.id) ? entry.order.shop.name : null,
            )
          : null,
      labels: labels?.labels ?? [],
      labelPrinterId: labels?.printerId ?? null,
      jobs: ledger.jobsOf(entry.id).map((job) => jobView(job, printerName(job.printerId))),
    };
  }

  /**
   * Queues the reprint, then follows it for a few seconds: the person hears what really happened —
   * printed, delivered without proof, or still waiting (and why) with the job id to cancel it by.
   */
  async reprint(orderId: string, printerId: string): Promise<ReprintOutcomeView> {
    const engine = this.running();
    const entry = this.requireOrder(orderId);
    const printerName = this.requirePrinter(engine, printerId);
    const queued = engine.reprint(entry.id, printerId);
    const deadline = monotonicNow() + (this.options.reprintWaitMs ?? REPRINT_WAIT_MS);
    let job = queued;
    while (monotonicNow() < deadline) {
      job = engine.job(queued.id) ?? job;
      if (job.state === 'printed' || job.state === 'cancelled') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    job = engine.job(queued.id) ?? job;
    const printer = engine.printerRuntime(printerId);
    const about = { order: orderRef(entry), printer: printerName };
    if (job.state === 'printed')
      return {
        jobId: job.id,
        outcome: job.verified === true ? 'printed' : 'delivered',
        printerId,
        printerName,
        printerState: null,
        detail: msg(job.verified === true ? 'app.reprint-printed' : 'app.reprint-delivered', about),
      };
    const cancelled = job.state === 'cancelled';
    return {
      jobId: job.id,
      outcome: cancelled ? 'cancelled' : 'waiting',
      printerId,
      printerName,
      printerState: printer?.state ?? null,
      // While it waits, the printer's own state says why (out of paper, offline…).
      detail: cancelled || !printer ? msg('app.reprint-cancelled', about) : printer.detail,
    };
  }

  async cancelReprint(jobId: number): Promise<void> {
    const engine = this.running();
    const job = engine.job(jobId);
    if (!job) throw new MessageError(msg('app.no-such-job', { jobId }));
    if (!engine.cancelReprint(jobId)) {
      const entry = this.options.ledger.getOrder(job.orderId);
      throw new MessageError(
        msg('app.reprint-already-sent', {
          order: orderRef(entry ?? { id: job.orderId, order: null }),
          printer: namesOf(this.options.settings.load(), this.options.ledger)(job.printerId),
        }),
      );
    }
  }

  async answerUnverified(orderId: string, answer: UnverifiedAnswer): Promise<void> {
    if (answer !== 'came-out' && answer !== 'print-again')
      throw new MessageError(msg('app.bad-answer', { answer: String(answer) }));
    const engine = this.running();
    const entry = this.requireOrder(orderId);
    if (entry.state !== 'held' || entry.holdCode !== 'unverified')
      throw new MessageError(msg('app.not-waiting-for-answer', { order: orderRef(entry) }));
    engine.answerUnverified(entry.id, answer);
  }

  async setDemoPrinterFault(fault: DemoPrinterFault): Promise<void> {
    if (!this.options.demoPrinterFault) throw new MessageError(msg('app.not-demo'));
    await this.options.demoPrinterFault(fault);
    // The printer was told; let the workers see it now rather than after their backoff.
    this.engine?.wake();
  }

  async markHandled(orderId: string): Promise<void> {
    const engine = this.running();
    engine.markHandled(this.requireOrder(orderId).id);
  }

  async retryNow(orderId: string | null): Promise<void> {
    const engine = this.running();
    engine.retryNow(orderId === null || orderId === undefined ? undefined : this.requireOrder(orderId).id);
  }

  async retryPrinter(printerId: string): Promise<void> {
    const engine = this.running();
    this.requirePrinter(engine, printerId);
    engine.retryPrinter(printerId);
  }

  async pausePrinter(printerId: string): Promise<void> {
    const engine = this.running();
    this.requirePrinter(engine, printerId);
    engine.pausePrinter(printerId);
  }

  /** The worker asks the printer again at once, so Status shows its real state, not "paused". */
  async resumePrinter(printerId: string): Promise<void> {
    const engine = this.running();
    this.requirePrinter(engine, printerId);
    engine.resumePrinter(printerId);
  }

  /**
   * A test receipt on a saved printer (by id), or on one as the window has it, unsaved. A saved printer
   * the engine runs prints it between its jobs; any other prints it on a link of its own, outside the
   * engine's queues. A success on a saved printer clears its `untested` mark.
   */
  async testPrint(printer: string | PrinterSettings): Promise<PrintOutcomeView> {
    const settings = this.options.settings.load();
    let target: PrinterSettings;
    let saved: PrinterSettings | undefined;
    if (typeof printer === 'string') {
      saved = settings.printers.find((candidate) => candidate.id === printer);
      if (!saved) throw new MessageError(msg('app.no-such-printer', { printer }));
      target = saved;
    } else {
      target = decodePrinter(printer);
      const same = settings.printers.find((candidate) => candidate.id === target.id);
      saved = same && samePrinter(same, target) ? same : undefined;
    }
    const engine = this.engine;
    // A printer the engine runs on the same device (this one, or another set to its address) prints the
    // test in its turn, between jobs: a second connection would interleave with an order's receipt.
    const sharing = engine
      ? settings.printers.find(
          (candidate) =>
            (candidate.id === target.id || candidate.uri === target.uri) &&
            engine.printerRuntime(candidate.id) !== null,
        )
      : undefined;
    const result: PrintResult =
      engine && sharing
        ? await engine.testPrint(sharing.id, saved ? undefined : target)
        : await printTestReceipt(target, this.now(), this.options.engine?.printOptions);
    if (result.outcome !== 'failed' && saved?.untested === true) this.markTested(saved.id);
    // Findings ask an ESC/POS printer its status and model: a ZPL or TSPL label printer is not asked.
    const escpos = target.role !== 'label' || target.label.protocol === 'escpos';
    const findings = escpos ? await findingsOf(target, result) : undefined;
    return {
      outcome: result.outcome,
      message: result.outcome === 'failed' ? result.message : result.detail,
      ...(findings ? { findings } : {}),
    };
  }

  /** ESC/POS printers on this PC's networks, its print queues and USB/serial devices; a few seconds. */
  async findPrinters(): Promise<readonly FoundPrinterView[]> {
    return findPrinters(this.options.discovery);
  }

  /** A test print came out: the printer is no longer "set up without a test". */
  private markTested(printerId: string): void {
    const settings = this.options.settings.load();
    this.options.settings.save({
      ...settings,
      printers: settings.printers.map((printer) => {
        if (printer.id !== printerId) return printer;
        const { untested: _untested, ...tested } = printer;
        return tested;
      }),
    });
    this.emit({ type: 'status-changed' });
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
      hasAlertPassword: Boolean(await this.options.network?.alertPassword?.read()),
    };
  }

  async checkSettings(settings: AppSettings): Promise<SettingsImpactView> {
    return { removedPrintersWithJobs: this.removedPrintersWithJobs(this.options.settings.load(), settings) };
  }

  /**
   * Validates, stores, and restarts the engine on the new settings. Jobs waiting for a printer these
   * settings remove are moved or dropped as the person decided; without a decision nothing is saved.
   * The stored token never follows a changed service address: it must be entered again.
   */
  async saveSettings(update: SettingsUpdate): Promise<SettingsView> {
    // Decoded here too: ModeSwitch hands the real service settings of its own making.
    const settings = decodeSettings(update.settings);
    const current = this.options.settings.load();
    const decisions = waitingJobDecisions(
      update.waitingJobs,
      current,
      settings,
      namesOf(current, this.options.ledger),
    );
    const removed = this.removedPrintersWithJobs(current, settings);
    const undecided = removed.filter((printer) => decisions.get(printer.printerId) === undefined);
    if (undecided.length > 0)
      throw new MessageError(
        msg('app.removed-printers-have-jobs', {
          printers: undecided.map(({ name, waiting }) => ({ name, waiting })),
        }),
      );
    const newToken = update.token?.trim() ?? '';
    const before = current.connection.baseUrl;
    if (
      newToken === '' &&
      before !== '' &&
      settings.connection.baseUrl !== '' &&
      !sameBaseUrl(before, settings.connection.baseUrl) &&
      (await this.options.token.read())
    )
      throw new MessageError(msg('app.token-for-new-address'));
    if (newToken !== '') await this.options.token.write(newToken);
    if (update.alertPassword !== undefined) {
      const store = this.options.network?.alertPassword;
      if (!store) throw new MessageError(msg('alerts.password-cannot-be-stored'));
      await store.write(update.alertPassword);
    }
    await this.stop();
    // Stopped, a job that was being sent has finished: count again what now waits.
    for (const { printerId, name } of this.removedPrintersWithJobs(current, settings)) {
      const decision = decisions.get(printerId);
      if (decision === undefined) continue;
      if (decision === 'drop') {
        this.options.ledger.dropWaitingJobs(
          printerId,
          msg('app.printer-removed-jobs-dropped', { printer: name }),
          'person',
        );
      } else {
        this.options.ledger.moveWaitingJobs(printerId, decision.move);
      }
    }
    this.options.settings.save(settings);
    await this.start();
    return this.getSettings();
  }

  /** The app's language: saved with the settings; the engine runs on as it was. */
  async setLanguage(language: AppLanguage): Promise<void> {
    if (!APP_LANGUAGES.includes(language))
      throw new MessageError(msg('app.bad-language', { language: String(language) }));
    const settings = this.options.settings.load();
    if (settings.language !== language) this.options.settings.save({ ...settings, language });
    // The tray and notifications are worded again in the new language.
    this.emit({ type: 'status-changed' });
  }

  private removedPrintersWithJobs(
    current: AppSettings,
    next: AppSettings,
  ): SettingsImpactView['removedPrintersWithJobs'] {
    const kept = new Set(next.printers.map((printer) => printer.id));
    const waiting = this.options.ledger.waitingJobsByPrinter();
    return current.printers
      .filter((printer) => !kept.has(printer.id) && (waiting.get(printer.id) ?? 0) > 0)
      .map((printer) => ({
        printerId: printer.id,
        name: printer.name,
        waiting: waiting.get(printer.id) ?? 0,
      }));
  }

  async testConnection(connection: {
    baseUrl: string;
    tenant: string;
    token?: string;
  }): Promise<ConnectionTestView> {
    // The stored token only ever goes to the stored service: anything else must bring its own token.
    const stored = this.options.settings.load().connection.baseUrl;
    const sameService = stored !== '' && sameBaseUrl(stored, connection.baseUrl);
    const token = connection.token?.trim() || (sameService ? await this.options.token.read() : null);
    if (!token)
      return {
        ok: false,
        message: msg(sameService ? 'app.token-needed' : 'app.token-for-this-address'),
        shops: [],
      };
    try {
      const client = new OrderingClient({ ...connection, token, maxAttempts: 1, timeoutMs: 10_000 });
      const { shops } = await client.listShops();
      return {
        ok: true,
        message: msg('app.connected', { shops: shops.map((shop) => shop.name) }),
        shops: shops.map((shop) => ({ id: shop.id, name: shop.name, city: shop.city })),
      };
    } catch (error) {
      // An ApiError or a refused address: either way its message says what is wrong.
      return { ok: false, message: messageOf(error), shops: [] };
    }
  }

  async exportDiagnostics(): Promise<DiagnosticsExportView> {
    const target = this.options.diagnostics;
    if (!target) throw new MessageError(msg('app.no-diagnostics'));
    const token = await this.options.token.read();
    const now = this.now();
    const report = {
      generatedAt: now.toISOString(),
      app: this.options.info,
      platform: { os: process.platform, arch: process.arch, node: process.versions.node },
      settings: this.options.settings.load(),
      token: { stored: Boolean(token), storage: this.options.token.kind },
      status: await this.getStatus(),
      ledger: this.options.ledger.counts(),
    };
    return target.save(diagnosticsText(report, target.logFiles(), token), diagnosticsFileName(now));
  }

  async getDay(query: DayQuery): Promise<DayView> {
    return dayView(this.options.ledger, query);
  }

  async exportBakeList(query: DayQuery, language: Language): Promise<ExportView> {
    return bakeListExport(this.options.ledger, query, language);
  }

  async printDayList(query: DayQuery, list: DayListKind, printerId: string): Promise<PrintOutcomeView> {
    return printDayList(
      {
        engine: this.running(),
        ledger: this.options.ledger,
        settings: this.options.settings.load(),
        now: this.now(),
      },
      query,
      list,
      printerId,
    );
  }

  async markCollected(scanned: string, collected: boolean, anyDay = false): Promise<CollectOutcomeView> {
    const outcome = markCollected(this.options.ledger, scanned, collected, {
      today: localDate(this.now()),
      anyDay,
    });
    if (!outcome.unchanged) this.emit({ type: 'status-changed' });
    return outcome;
  }

  async getNetwork(): Promise<NetworkStatusView | null> {
    return this.networkStatus();
  }

  async startPairing(): Promise<PairingCodeView> {
    const pairing = this.options.network?.pairing;
    if (!pairing) throw new MessageError(msg('pairing.not-served'));
    return pairing.startPairing();
  }

  async listPairedDevices(): Promise<readonly PairedDeviceView[]> {
    return this.options.network?.pairing?.devices() ?? [];
  }

  async unpairDevice(deviceId: string): Promise<void> {
    this.options.network?.pairing?.unpair(deviceId);
  }

  async sendTestAlert(): Promise<AlertTestView> {
    const alerts = this.options.network?.alerts;
    if (!alerts) throw new MessageError(msg('alerts.not-available'));
    return alerts.test(this.options.settings.load());
  }

  async acknowledgeAlarm(): Promise<void> {
    if (!this.alarm.acknowledge()) return;
    this.emitAlarm();
    this.emit({
      type: 'log',
      level: 'info',
      message: msg('alarm.acknowledged'),
      at: this.now().toISOString(),
    });
  }

  getDemoPaper(): Promise<readonly DemoPrintView[]> {
    return Promise.resolve(this.options.demoPaper?.() ?? []);
  }

  private running(): Engine {
    if (!this.engine) throw new MessageError(msg('app.not-running', { problems: this.notConfigured ?? [] }));
    return this.engine;
  }

  /** The order, or a refusal that names what was asked for. */
  private requireOrder(orderId: string): OrderEntry {
    const id = requireText(orderId, 'orderId');
    const entry = this.options.ledger.getOrder(id);
    if (!entry) throw new MessageError(msg('app.no-such-order', { orderId: id }));
    return entry;
  }

  /** The printer's name, or a refusal naming it as the settings do (its id when they do not know it). */
  private requirePrinter(engine: Engine, printerId: string): string {
    const id = requireText(printerId, 'printerId');
    const runtime = engine.printerRuntime(id);
    if (!runtime)
      throw new MessageError(
        msg('app.no-such-printer', {
          printer: namesOf(this.options.settings.load(), this.options.ledger)(id),
        }),
      );
    return runtime.name;
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

/**
 * How often Status's problems are read for the alarm while it is on: each check builds the whole Status
 * (ledger counts included), and a paper-out at night heard within 10 s is soon enough.
 */
export const ALARM_CHECK_MS = 10_000;

/** How long a reprint is followed before the window is told it still waits. */
const REPRINT_WAIT_MS = 8_000;

/**
 * The dispatcher refuses an empty id before it gets here; a direct caller (the tray's menu, a test) is told
 * which argument it left out rather than that no order or printer is called ''.
 */
function requireText(value: string, argument: string): string {
  if (value === '') throw new MessageError(msg('app.argument-missing', { argument }));
  return value;
}

/** Printers by name: as set up now, or as last set up for one removed since (the ledger remembers). */
function namesOf(
  settings: AppSettings,
  ledger: Pick<Ledger, 'knownPrinterName'>,
): (printerId: string) => string {
  const names = new Map(settings.printers.map((printer) => [printer.id, printer.name]));
  return (printerId) => names.get(printerId) ?? ledger.knownPrinterName(printerId) ?? printerId;
}

/**
 * The receipt printer a preview is laid out for: the one asked, else the first receipt printer of the
 * shop's route (a label printer prints no receipt), else the first receipt printer set up.
 */
function previewPrinter(settings: AppSettings, shopId: number, printerId: string | null): PrinterSettings {
  const chosen = settings.printers.find((printer) => printer.id === printerId);
  if (chosen) return chosen;
  const route = routeOf(settings, shopId);
  const receipts = settings.printers.filter((printer) => printer.role !== 'label');
  return receipts.find((printer) => route.includes(printer.id)) ?? receipts[0] ?? PREVIEW_PRINTER;
}

/** The printers a shop's orders go to, as the engine routes them (every printer without a route). */
function routeOf(settings: AppSettings, shopId: number): readonly string[] {
  const route =
    settings.shops.find((shop) => shop.shopId === shopId)?.printerIds ?? settings.defaultPrinterIds;
  return route.length > 0 ? route : settings.printers.map((printer) => printer.id);
}

/** The label printers of the shop's route, in its order. */
function labelRoute(settings: AppSettings, shopId: number): PrinterSettings[] {
  return routeOf(settings, shopId).flatMap((id) => {
    const printer = settings.printers.find((candidate) => candidate.id === id);
    return printer?.role === 'label' ? [printer] : [];
  });
}

/**
 * The window's decisions for removed printers' jobs (their shape decoded at the edge), checked against
 * the new settings: each `move` names a printer that stays, of the same role — a receipt printer's jobs
 * moved to a label printer would print labels (or nothing) where a receipt was owed, and back.
 */
function waitingJobDecisions(
  waitingJobs: SettingsUpdate['waitingJobs'],
  current: AppSettings,
  settings: AppSettings,
  printerName: (printerId: string) => string,
): Map<string, WaitingJobsDecision> {
  const decisions = new Map(Object.entries(waitingJobs ?? {}));
  for (const [printerId, decision] of decisions) {
    if (decision === 'drop') continue;
    const target = settings.printers.find((printer) => printer.id === decision.move);
    if (!target) throw new MessageError(msg('app.move-target-unknown', { printer: printerName(printerId) }));
    const role = current.printers.find((printer) => printer.id === printerId)?.role ?? 'receipt';
    if (target.role !== role)
      throw new MessageError(
        msg('app.move-target-other-role', { printer: printerName(printerId), target: target.name, role }),
      );
  }
  return decisions;
}

function jobView(job: JobEntry, printerName: string): JobView {
  // A job sent without proof keeps saying so: "print again" takes it out of the ledger's count (as
  // cancelled), but its paper may well have come out.
  const unconfirmed =
    job.verified === false && (job.state === 'cancelled' || (job.state === 'printed' && !job.trusted));
  return {
    id: job.id,
    printerId: job.printerId,
    printerName,
    kind: job.kind,
    state: unconfirmed ? 'unconfirmed' : job.state,
    possibleDuplicate: job.possibleDuplicate,
    verified: job.verified,
  };
}

/** The network's problems name a shop as the service's shop list named it, when the settings do not. */
function named(
  problems: readonly ProblemView[],
  shops: readonly { readonly shopId: number; readonly name: string | null }[],
): ProblemView[] {
  return problems.map((problem) => {
    if (
      (problem.kind !== 'peer-conflict' &&
        problem.kind !== 'took-over' &&
        problem.kind !== 'shop-taken-over' &&
        problem.kind !== 'standby-orders-waiting') ||
      problem.shopName !== null
    )
      return problem;
    const name = shops.find((shop) => shop.shopId === problem.shopId)?.name ?? null;
    return { ...problem, shopName: name };
  });
}
