/**
 * A small in-memory AppApi for component tests: it answers from plain data the test sets up, records
 * every command it receives, lets a test make the next call of a command fail, and emits events.
 * History paging follows the ledger's rules (newest first by arrival, then id; keyset cursor).
 */
import type {
  AppApi,
  AppEvent,
  AppInfo,
  AttentionItem,
  ConnectionTestView,
  DemoPrinterFault,
  DemoPrintView,
  HistoryPageView,
  HistoryQueryView,
  HistoryRowView,
  OrderDetailView,
  PrinterView,
  PrintOutcomeView,
  ReprintOutcomeView,
  SettingsImpactView,
  SettingsUpdate,
  SettingsView,
  StatusView,
  UnverifiedAnswer,
} from '../../electron/shared/contract';
import type { AppSettings } from '../../electron/shared/settings';
import { DEFAULT_SETTINGS } from '../../electron/shared/settings';
import type { PrinterSettings } from '../../electron/core/model/printer-settings';

export interface Call {
  readonly command: string;
  readonly args: readonly unknown[];
}

export const COUNTER: PrinterSettings = {
  id: 'counter',
  name: 'Counter',
  uri: 'tcp://192.168.1.50:9100',
  type: 'epson',
  paperWidth: 80,
  characterSet: 'PC858_EURO',
  language: 'nl',
  copies: 1,
  logoPath: null,
  allowUnverified: false,
};

export function printerView(overrides: Partial<PrinterView> = {}): PrinterView {
  return {
    printerId: 'counter',
    name: 'Counter',
    state: 'ready',
    detail: 'Ready.',
    queued: 0,
    lastPrintedAt: null,
    ...overrides,
  };
}

/** A held order as Status lists it; `other` with its reason unless the test says otherwise. */
export function attentionItem(overrides: Partial<AttentionItem> = {}): AttentionItem {
  return {
    orderId: 'o-12',
    shopId: 1042,
    orderType: 'pick_up',
    orderNumber: '12',
    clientName: 'Zoë Verstraeten',
    reason: 'Held.',
    holdCode: 'other',
    printerId: null,
    printerName: null,
    firstSeenAt: new Date().toISOString(),
    printable: true,
    ...overrides,
  };
}

export function historyRow(index: number, overrides: Partial<HistoryRowView> = {}): HistoryRowView {
  const seen = new Date(Date.UTC(2026, 10, 22, 8, 0, 0) + index * 60_000).toISOString();
  return {
    id: `order-${String(index).padStart(5, '0')}`,
    shopId: 1042,
    state: 'confirmed',
    reason: null,
    type: 'pick_up',
    orderNumber: String(index),
    clientName: `Client ${index}`,
    dueDate: '2026-11-23',
    dueTime: '10:00:00',
    total: 1250 + index,
    firstSeenAt: seen,
    printedAt: seen,
    confirmedAt: seen,
    reprints: 0,
    possibleDuplicate: false,
    ...overrides,
  };
}

function isNewer(a: HistoryRowView, b: HistoryRowView): number {
  if (a.firstSeenAt !== b.firstSeenAt) return a.firstSeenAt > b.firstSeenAt ? -1 : 1;
  return a.id > b.id ? -1 : a.id < b.id ? 1 : 0;
}

export class FakeApi implements AppApi {
  readonly calls: Call[] = [];
  info: AppInfo = {
    name: 'OrderSlip',
    version: '0.1.0',
    host: 'headless',
    demo: false,
    demoSetup: null,
  };
  status: StatusView = {
    connection: { state: 'ok', detail: 'Connected.' },
    shops: [
      {
        shopId: 1042,
        name: 'Bakkerij Noëlle',
        lastSuccessAt: new Date().toISOString(),
        lastError: null,
        nextPollAt: null,
        seenToday: 3,
        waiting: 0,
        held: 0,
      },
    ],
    printers: [printerView(), printerView({ printerId: 'bakery', name: 'Bakery' })],
    attention: [],
    problems: [],
    headline: { tone: 'ok', waiting: 0, worst: null },
  };
  rows: HistoryRowView[] = [];
  readonly details = new Map<string, OrderDetailView>();
  settings: SettingsView = {
    settings: {
      ...DEFAULT_SETTINGS,
      connection: { baseUrl: 'https://api.example.com', tenant: 'bakery' },
      printers: [COUNTER],
      defaultPrinterIds: ['counter'],
    },
    hasToken: true,
    tokenStorage: 'keyring',
    problems: [],
  };
  connectionTest: ConnectionTestView = {
    ok: true,
    message: 'Connected. The service lists 2 shops.',
    shops: [
      { id: 1042, name: 'Bakkerij Noëlle', city: 'Gent' },
      { id: 1057, name: 'Boulangerie Hélène', city: 'Liège' },
    ],
  };
  printOutcome: PrintOutcomeView = { outcome: 'printed', message: 'The test receipt printed.' };
  paper: DemoPrintView[] = [];
  /** What the next reprint answers (its printer follows the reprint's printer). */
  reprintOutcome: Omit<ReprintOutcomeView, 'printerId' | 'printerName'> = {
    jobId: 41,
    outcome: 'printed',
    printerState: null,
    detail: 'Printed (verified by the printer).',
  };
  /** What `checkSettings` answers. */
  impact: SettingsImpactView = { removedPrintersWithJobs: [] };
  private readonly failures = new Map<string, string>();
  private readonly listeners = new Set<(event: AppEvent) => void>();

  /** The next call of `command` rejects with this message. */
  failNext(command: keyof AppApi, message: string): void {
    this.failures.set(command, message);
  }

  emit(event: AppEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  get listening(): number {
    return this.listeners.size;
  }

  callsOf(command: keyof AppApi): readonly (readonly unknown[])[] {
    return this.calls.filter((call) => call.command === command).map((call) => call.args);
  }

  private async answer<T>(command: keyof AppApi, args: readonly unknown[], value: () => T): Promise<T> {
    this.calls.push({ command, args });
    await Promise.resolve();
    const failure = this.failures.get(command);
    if (failure !== undefined) {
      this.failures.delete(command);
      throw new Error(failure);
    }
    return structuredClone(value());
  }

  getAppInfo(): Promise<AppInfo> {
    return this.answer('getAppInfo', [], () => this.info);
  }

  getStatus(): Promise<StatusView> {
    return this.answer('getStatus', [], () => this.status);
  }

  listHistory(query: HistoryQueryView): Promise<HistoryPageView> {
    return this.answer('listHistory', [query], () => {
      const text = query.text?.toLowerCase();
      let rows = [...this.rows]
        .filter(
          (row) =>
            (text === undefined ||
              row.clientName.toLowerCase().includes(text) ||
              row.orderNumber === query.text) &&
            (query.shopId === undefined || row.shopId === query.shopId) &&
            (query.type === undefined || row.type === query.type) &&
            (query.state === undefined || row.state === query.state) &&
            (query.dueFrom === undefined || (row.dueDate ?? '') >= query.dueFrom) &&
            (query.dueTo === undefined || (row.dueDate ?? '') <= query.dueTo),
        )
        .sort(isNewer);
      if (query.cursor !== undefined) {
        const [seen, id] = JSON.parse(query.cursor) as [string, string];
        rows = rows.filter((row) => row.firstSeenAt < seen || (row.firstSeenAt === seen && row.id < id));
      }
      const limit = query.limit ?? 50;
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        rows: page,
        nextCursor: rows.length > limit && last ? JSON.stringify([last.firstSeenAt, last.id]) : null,
      };
    });
  }

  getOrder(orderId: string, printerId: string | null = null): Promise<OrderDetailView> {
    return this.answer('getOrder', [orderId, printerId], () => {
      const detail = this.details.get(orderId);
      if (!detail) throw new Error(`There is no order ${orderId} in the history.`);
      return detail;
    });
  }

  reprint(orderId: string, printerId: string): Promise<ReprintOutcomeView> {
    return this.answer('reprint', [orderId, printerId], () => ({
      ...this.reprintOutcome,
      printerId,
      printerName: this.status.printers.find((printer) => printer.printerId === printerId)?.name ?? printerId,
    }));
  }

  cancelReprint(jobId: number): Promise<void> {
    return this.answer('cancelReprint', [jobId], () => undefined);
  }

  answerUnverified(orderId: string, answer: UnverifiedAnswer): Promise<void> {
    return this.answer('answerUnverified', [orderId, answer], () => undefined);
  }

  markHandled(orderId: string): Promise<void> {
    return this.answer('markHandled', [orderId], () => undefined);
  }

  retryPrinter(printerId: string): Promise<void> {
    return this.answer('retryPrinter', [printerId], () => undefined);
  }

  retryNow(orderId: string | null): Promise<void> {
    return this.answer('retryNow', [orderId], () => undefined);
  }

  pausePrinter(printerId: string): Promise<void> {
    return this.answer('pausePrinter', [printerId], () => undefined);
  }

  resumePrinter(printerId: string): Promise<void> {
    return this.answer('resumePrinter', [printerId], () => undefined);
  }

  testPrint(printerId: string): Promise<PrintOutcomeView> {
    return this.answer('testPrint', [printerId], () => this.printOutcome);
  }

  getSettings(): Promise<SettingsView> {
    return this.answer('getSettings', [], () => this.settings);
  }

  checkSettings(settings: AppSettings): Promise<SettingsImpactView> {
    return this.answer('checkSettings', [settings], () => this.impact);
  }

  saveSettings(update: SettingsUpdate): Promise<SettingsView> {
    return this.answer('saveSettings', [update], () => {
      this.settings = {
        ...this.settings,
        settings: update.settings,
        hasToken: this.settings.hasToken || update.token !== undefined,
      };
      return this.settings;
    });
  }

  testConnection(connection: {
    baseUrl: string;
    tenant: string;
    token?: string;
  }): Promise<ConnectionTestView> {
    return this.answer('testConnection', [connection], () => this.connectionTest);
  }

  getDemoPaper(): Promise<readonly DemoPrintView[]> {
    return this.answer('getDemoPaper', [], () => this.paper);
  }

  setDemoPrinterFault(fault: DemoPrinterFault): Promise<void> {
    return this.answer('setDemoPrinterFault', [fault], () => undefined);
  }

  exportDiagnostics(): Promise<{ readonly path: string }> {
    return this.answer('exportDiagnostics', [], () => ({ path: '/home/shop/orderslip-diagnostics.zip' }));
  }

  subscribe(listener: (event: AppEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
