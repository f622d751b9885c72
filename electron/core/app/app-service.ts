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
import type { OrderState } from '../ledger/types';
import { printerSettings, type PrinterSettings } from '../model/printer-settings';
import { buildReceipt } from '../receipt';
import type {
  AppApi,
  AppEvent,
  AppInfo,
  ConnectionTestView,
  DemoPrintView,
  HistoryPageView,
  HistoryQueryView,
  OrderDetailView,
  PrintOutcomeView,
  SettingsUpdate,
  SettingsView,
  StatusView,
} from '../../shared/contract';
import type { AppSettings } from '../../shared/settings';
import { decodeSettings } from './decode-settings';
import { engineConfigFrom } from './engine-config';
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
    const { ledger } = this.options;
    const midnight = new Date(this.now());
    midnight.setHours(0, 0, 0, 0);
    const counts = new Map(ledger.shopCounts(midnight).map((row) => [row.shopId, row]));
    const engine = this.engine?.status();
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
    return Promise.resolve({
      connection: engine
        ? engine.connection
        : { state: 'not_configured', detail: this.notConfigured ?? 'OrderSlip is not set up yet.' },
      shops,
      printers: (engine?.printers ?? []).map(printerView),
      attention: ledger.needsAttention().map(attentionItem),
    });
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
    });
  }

  async reprint(orderId: string, printerId: string): Promise<void> {
    this.running().reprint(orderId, printerId);
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

  /** Validates, stores, and restarts the engine on the new settings. */
  async saveSettings(update: SettingsUpdate): Promise<SettingsView> {
    const settings = decodeSettings(update.settings);
    if (update.token !== undefined && update.token.trim() !== '')
      await this.options.token.write(update.token.trim());
    this.options.settings.save(settings);
    await this.stop();
    await this.start();
    return this.getSettings();
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
    return `(cannot read: ${error instanceof Error ? error.message : String(error)})`;
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
