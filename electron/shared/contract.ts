/**
 * AppApi: everything the window may ask of the app, and every event it hears, declared once. The
 * Electron preload (IPC) and the headless host (HTTP + server-sent events) both implement it; the
 * renderer uses nothing else. Only plain JSON crosses it: times are ISO-8601 strings, so both
 * transports carry the same values.
 */
import type { Order, OrderType } from '../core/model/order';
import type { Receipt } from '../core/receipt/receipt';
import type { AppSettings } from './settings';

export interface AppInfo {
  readonly name: string;
  readonly version: string;
  readonly host: 'electron' | 'headless';
  /** Running on the built-in simulator and virtual printer. */
  readonly demo: boolean;
  /** In the demo: where its simulator and virtual printer are, so the wizard can offer them (no token). */
  readonly demoSetup: {
    readonly serviceUrl: string;
    readonly tenant: string;
    readonly printerUri: string;
  } | null;
}

/** A receipt that came out of the demo's virtual printer, as text and as a picture of the paper. */
export interface DemoPrintView {
  readonly at: string;
  readonly text: string;
  /** A self-contained HTML fragment of the paper, all job text escaped. */
  readonly html: string;
}

export type OrderStateView = 'waiting' | 'printed' | 'confirmed' | 'held' | 'handled' | 'gone';
export type ConnectionStateView =
  'starting' | 'ok' | 'token_rejected' | 'failing' | 'stopped' | 'not_configured';
export type PrinterStateView =
  | 'ready'
  | 'paper_low'
  | 'paper_out'
  | 'cover_open'
  | 'offline'
  | 'error'
  | 'unreachable'
  | 'unknown'
  | 'paused'
  | 'not_verifiable'
  | 'printing';

export interface PrinterView {
  readonly printerId: string;
  readonly name: string;
  readonly state: PrinterStateView;
  readonly detail: string;
  readonly queued: number;
  readonly lastPrintedAt: string | null;
}

export interface ShopView {
  readonly shopId: number;
  readonly name: string | null;
  readonly lastSuccessAt: string | null;
  readonly lastError: string | null;
  readonly nextPollAt: string | null;
  readonly seenToday: number;
  readonly waiting: number;
  readonly held: number;
}

export interface AttentionItem {
  readonly orderId: string;
  readonly shopId: number;
  /** "AFHALEN 12 · Zoë Verstraeten", or the id when the order could not be read. */
  readonly label: string;
  readonly reason: string;
  readonly firstSeenAt: string;
  /** False for an order whose data could not be read: it cannot be printed, only handled. */
  readonly printable: boolean;
}

export interface StatusView {
  readonly connection: { readonly state: ConnectionStateView; readonly detail: string };
  readonly shops: readonly ShopView[];
  readonly printers: readonly PrinterView[];
  readonly attention: readonly AttentionItem[];
}

export interface HistoryQueryView {
  readonly dueFrom?: string;
  readonly dueTo?: string;
  readonly shopId?: number;
  readonly type?: OrderType;
  readonly state?: OrderStateView;
  readonly text?: string;
  readonly limit?: number;
  readonly cursor?: string;
}

export interface HistoryRowView {
  readonly id: string;
  readonly shopId: number;
  readonly state: OrderStateView;
  readonly reason: string | null;
  readonly type: OrderType | null;
  readonly orderNumber: string | null;
  readonly clientName: string;
  readonly dueDate: string | null;
  readonly dueTime: string | null;
  /** Cents. */
  readonly total: number | null;
  readonly firstSeenAt: string;
  readonly printedAt: string | null;
  readonly confirmedAt: string | null;
  readonly reprints: number;
  readonly possibleDuplicate: boolean;
}

export interface HistoryPageView {
  readonly rows: readonly HistoryRowView[];
  readonly nextCursor: string | null;
}

export interface TimelineEntryView {
  readonly at: string;
  readonly kind: string;
  readonly printerId: string | null;
  readonly detail: string;
}

export interface OrderDetailView {
  readonly id: string;
  readonly shopId: number;
  readonly state: OrderStateView;
  readonly reason: string | null;
  readonly order: Order | null;
  /** The JSON exactly as the service sent it. */
  readonly raw: string;
  readonly firstSeenAt: string;
  readonly printedAt: string | null;
  readonly confirmedAt: string | null;
  readonly timeline: readonly TimelineEntryView[];
  /** The receipt as the first printer of its shop prints it: the preview draws this. */
  readonly receipt: Receipt | null;
}

export interface PrintOutcomeView {
  readonly outcome: 'printed' | 'delivered' | 'failed';
  /** A sentence for people. */
  readonly message: string;
}

/** Settings as the window sees them: everything but the token, of which only its presence is told. */
export interface SettingsView {
  readonly settings: AppSettings;
  readonly hasToken: boolean;
  /** How the token is kept: the system keyring, or (where there is none) a weaker fallback to warn about. */
  readonly tokenStorage: 'keyring' | 'weak' | 'environment' | 'file' | 'none';
  /** What still keeps OrderSlip from running on these settings, as sentences; empty when it can run. */
  readonly problems: readonly string[];
}

export interface SettingsUpdate {
  readonly settings: AppSettings;
  /** A new token, or undefined to keep the stored one. Write-only: it is never read back. */
  readonly token?: string;
}

export interface ConnectionTestView {
  readonly ok: boolean;
  readonly message: string;
  readonly shops: readonly { readonly id: number; readonly name: string; readonly city: string }[];
}

export type AppEvent =
  | {
      readonly type: 'order';
      readonly orderId: string;
      readonly state: OrderStateView;
      readonly reason: string | null;
      readonly isNew: boolean;
    }
  | { readonly type: 'printer'; readonly printer: PrinterView }
  | { readonly type: 'connection'; readonly state: ConnectionStateView; readonly detail: string }
  | { readonly type: 'status-changed' }
  | {
      readonly type: 'log';
      readonly level: 'info' | 'warn' | 'error';
      readonly message: string;
      readonly at: string;
    };

export interface AppApi {
  getAppInfo(): Promise<AppInfo>;
  getStatus(): Promise<StatusView>;
  listHistory(query: HistoryQueryView): Promise<HistoryPageView>;
  /** One order; its receipt is laid out for `printerId` (default: the first printer of its shop). */
  getOrder(orderId: string, printerId?: string | null): Promise<OrderDetailView>;
  reprint(orderId: string, printerId: string): Promise<void>;
  markHandled(orderId: string): Promise<void>;
  retryNow(orderId: string | null): Promise<void>;
  /** Tries one printer again now (a person loaded paper or switched it on). */
  retryPrinter(printerId: string): Promise<void>;
  pausePrinter(printerId: string): Promise<void>;
  resumePrinter(printerId: string): Promise<void>;
  testPrint(printerId: string): Promise<PrintOutcomeView>;
  getSettings(): Promise<SettingsView>;
  saveSettings(update: SettingsUpdate): Promise<SettingsView>;
  testConnection(connection: {
    baseUrl: string;
    tenant: string;
    token?: string;
  }): Promise<ConnectionTestView>;
  /** The demo's virtual printer paper, newest last; empty outside the demo. */
  getDemoPaper(): Promise<readonly DemoPrintView[]>;
  /** Writes logs, settings (never the token) and ledger counts to one file for support; says where. */
  exportDiagnostics(): Promise<{ readonly path: string }>;
  /** Listens to the app's events; returns the function that stops listening. */
  subscribe(listener: (event: AppEvent) => void): () => void;
}

/** The request/answer commands: every AppApi member but `subscribe`, which is a stream. */
export type AppCommand = Exclude<keyof AppApi, 'subscribe'>;

export const APP_COMMANDS = [
  'getAppInfo',
  'getStatus',
  'listHistory',
  'getOrder',
  'reprint',
  'markHandled',
  'retryNow',
  'retryPrinter',
  'pausePrinter',
  'resumePrinter',
  'testPrint',
  'getSettings',
  'saveSettings',
  'testConnection',
  'getDemoPaper',
  'exportDiagnostics',
] as const satisfies readonly AppCommand[];

// Compile-time proof that APP_COMMANDS names every command exactly: a missing one fails here.
type Missing = Exclude<AppCommand, (typeof APP_COMMANDS)[number]>;
const everyCommandListed: Missing extends never ? true : Missing = true;
void everyCommandListed;

export type CommandArgs<C extends AppCommand> = Parameters<AppApi[C]>;
export type CommandResult<C extends AppCommand> = Awaited<ReturnType<AppApi[C]>>;

export const ipcChannel = (command: AppCommand): string => `orderslip:${command}`;
export const IPC_EVENT_CHANNEL = 'orderslip:event';

export function isAppCommand(name: string): name is AppCommand {
  return (APP_COMMANDS as readonly string[]).includes(name);
}
