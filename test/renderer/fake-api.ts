/**
 * A small in-memory AppApi for component tests: it answers from plain data the test sets up, records
 * every command it receives, lets a test make the next call of a command fail, and emits events.
 * History paging follows the ledger's rules (newest first by arrival, then id; keyset cursor).
 */
import type {
  AlertTestView,
  NetworkStatusView,
  PairedDeviceView,
  PairingCodeView,
} from '../../electron/common/contract/network';
import type {
  AppApi,
  AppEvent,
  AppInfo,
  AttentionItem,
  CollectOutcomeView,
  ConnectionTestView,
  DayChangesView,
  DayListKind,
  DayView,
  ExportView,
  DemoPrinterFault,
  DiagnosticsExportView,
  DemoPrintView,
  FoundPrinterView,
  HistoryPageView,
  HistoryQueryView,
  HistoryRowView,
  LogoUpload,
  OrderDetailView,
  PrinterView,
  PrintOutcomeView,
  ReprintOutcomeView,
  SettingsImpactView,
  SettingsUpdate,
  SettingsView,
  StatusView,
  UnverifiedAnswer,
  UnlockView,
} from '../../electron/common/contract/app-api';
import type { AppLanguage, AppSettings } from '../../electron/common/contract/settings';
import type { Language } from '../../electron/common/words/languages';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import { msg, verbatim, type Message } from '../../electron/common/messages/catalogue';
import { MessageError } from '../../electron/common/messages/errors';
import { shortOrderId } from '../../electron/common/order-label';
import type { DayQuery } from '../../electron/common/shop-day/day';
import type { Receipt } from '../../electron/common/receipt/receipt';

export interface Call {
  readonly command: string;
  readonly args: readonly unknown[];
}

export const COUNTER: PrinterSettings = printerSettings({
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
});

export function printerView(overrides: Partial<PrinterView> = {}): PrinterView {
  return {
    printerId: 'counter',
    name: 'Counter',
    state: 'ready',
    // A printer's own words come from outside the window's tables: shown as they are.
    detail: verbatim('Ready.'),
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
    reason: msg('app.held-without-reason'),
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
    collectedAt: null,
    reprints: 0,
    possibleDuplicate: false,
    lateChange: null,
    ...overrides,
  };
}

/** The key a page is ordered by: newest arrival first, or soonest due first (none last); then id. */
function sortKey(row: HistoryRowView, sort: HistoryQueryView['sort']): [string, string] {
  if (sort === 'due')
    return [row.dueDate === null ? '\uffff' : `${row.dueDate} ${row.dueTime ?? ''}`, row.id];
  return [row.firstSeenAt, row.id];
}

function compare(a: HistoryRowView, b: HistoryRowView, sort: HistoryQueryView['sort']): number {
  const [x, y] = [sortKey(a, sort), sortKey(b, sort)];
  const ascending =
    x[0] < y[0] || (x[0] === y[0] && x[1] < y[1]) ? -1 : x[0] === y[0] && x[1] === y[1] ? 0 : 1;
  return sort === 'due' ? ascending : -ascending;
}

/** What the ledger's search matches that the window's tests rely on: name, number, full id, short id. */
function matches(row: HistoryRowView, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  return (
    row.clientName.toLowerCase().includes(wanted) ||
    row.orderNumber === text.trim() ||
    row.id.toLowerCase() === wanted ||
    shortOrderId(row.id) === (wanted.startsWith('#') ? wanted : `#${wanted}`)
  );
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
    connection: { state: 'ok', detail: msg('service.connected') },
    shops: [
      {
        shopId: 1042,
        name: 'Bakkerij Noëlle',
        lastSuccessAt: new Date().toISOString(),
        lastError: null,
        nextPollAt: null,
        dueToday: 3,
        arrivedToday: 5,
        waiting: 0,
        held: 0,
      },
    ],
    printers: [printerView(), printerView({ printerId: 'bakery', name: 'Bakery' })],
    attention: [],
    problems: [],
    headline: { tone: 'ok', waiting: 0, worst: null },
    alarm: null,
    network: null,
  };
  rows: HistoryRowView[] = [];
  readonly details = new Map<string, OrderDetailView>();
  /** An order as one printer would print it (`getOrder(orderId, printerId)`), keyed `orderId@printerId`. */
  readonly printerDetails = new Map<string, OrderDetailView>();
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
    hasAlertPassword: false,
    hasPin: false,
    hasFleetKey: false,
  };
  connectionTest: ConnectionTestView = {
    ok: true,
    message: msg('app.connected', { shops: ['Bakkerij Noëlle', 'Boulangerie Hélène'] }),
    shops: [
      { id: 1042, name: 'Bakkerij Noëlle', city: 'Gent' },
      { id: 1057, name: 'Boulangerie Hélène', city: 'Liège' },
    ],
  };
  /** The day every `getDay` answers (its date and shop are the ones asked). */
  day: DayView = {
    bakeList: { date: '', shopId: null, orderCount: 0, unreadable: 0, rows: [], plates: [] },
    pickupSheet: { date: '', shopId: null, rows: [], unreadable: 0 },
    nextDay: null,
  };
  bakeListCsv: ExportView = {
    fileName: 'bake-list.csv',
    mimeType: 'text/csv',
    content: 'product,options,unit,quantity,orders\n',
  };
  /** The app's today for `markCollected`: an order of another day is then not marked unasked; null: any day. */
  collectToday: string | null = null;
  /** What `markCollected` answers; by default the order of the day's pick-up sheet it names, now collected. */
  collectOutcome = (scanned: string, collected: boolean, anyDay = false): CollectOutcomeView => {
    const wanted = scanned.trim().replace(/^#/, '').toLowerCase();
    const row = this.day.pickupSheet.rows.find(
      (candidate) => candidate.orderId === wanted || shortOrderId(candidate.orderId) === `#${wanted}`,
    );
    if (!row) throw new MessageError(verbatim(`No order ${scanned}.`));
    const unchanged = (row.collectedAt !== null) === collected;
    const date = this.day.pickupSheet.date;
    const notToday =
      collected && !unchanged && !anyDay && this.collectToday !== null && date !== this.collectToday;
    return {
      orderId: row.orderId,
      type: row.type,
      orderNumber: row.orderNumber,
      clientName: row.clientName,
      collectedAt: collected && !notToday ? new Date().toISOString() : null,
      unchanged,
      due: { date, time: row.dueTime },
      notToday,
    };
  };
  printOutcome: PrintOutcomeView = { outcome: 'printed', message: verbatim('The test receipt printed.') };
  paper: DemoPrintView[] = [];
  /** What the next reprint answers (its printer follows the reprint's printer). */
  reprintOutcome: Omit<ReprintOutcomeView, 'printerId' | 'printerName'> = {
    jobId: 41,
    outcome: 'printed',
    printerState: null,
    detail: msg('app.reprint-printed', {
      order: { id: 'order-12', type: 'pick_up', orderNumber: '12', clientName: 'Zoë Verstraeten' },
      printer: 'Counter',
    }),
  };
  /** What `exportDiagnostics` answers. */
  diagnostics: DiagnosticsExportView = {
    saved: 'file',
    path: '/home/shop/Downloads/orderslip-diagnostics.zip',
  };
  /** What `findPrinters` answers. */
  found: FoundPrinterView[] = [];
  /** While set, `findPrinters` answers only once this settles (a search takes seconds). */
  searching: Promise<void> | null = null;
  /** What `checkSettings` answers. */
  impact: SettingsImpactView = { removedPrintersWithJobs: [] };
  private readonly failures = new Map<string, Message>();
  private readonly listeners = new Set<(event: AppEvent) => void>();

  /**
   * The next call of `command` is refused with this message, as the transports deliver a refusal: a
   * rejected `MessageError`. A text is taken as a message from outside (shown as it is).
   */
  failNext(command: keyof AppApi, said: Message | string): void {
    this.failures.set(command, typeof said === 'string' ? verbatim(said) : said);
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
      throw new MessageError(failure);
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
      const text = query.text;
      let rows = [...this.rows]
        .filter(
          (row) =>
            (text === undefined || matches(row, text)) &&
            (query.shopId === undefined || row.shopId === query.shopId) &&
            (query.type === undefined || row.type === query.type) &&
            (query.state === undefined || row.state === query.state) &&
            (query.dueFrom === undefined || (row.dueDate ?? '') >= query.dueFrom) &&
            (query.dueTo === undefined || (row.dueDate ?? '') <= query.dueTo),
        )
        .sort((a, b) => compare(a, b, query.sort));
      if (query.cursor !== undefined) {
        const after = JSON.parse(query.cursor) as [string, string];
        rows = rows.filter((row) => {
          const key = sortKey(row, query.sort);
          const later = key[0] > after[0] || (key[0] === after[0] && key[1] > after[1]);
          const earlier = key[0] < after[0] || (key[0] === after[0] && key[1] < after[1]);
          return query.sort === 'due' ? later : earlier;
        });
      }
      const limit = query.limit ?? 50;
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        rows: page,
        nextCursor: rows.length > limit && last ? JSON.stringify(sortKey(last, query.sort)) : null,
      };
    });
  }

  getOrder(orderId: string, printerId: string | null = null): Promise<OrderDetailView> {
    return this.answer('getOrder', [orderId, printerId], () => {
      const detail = this.printerDetails.get(`${orderId}@${printerId}`) ?? this.details.get(orderId);
      if (!detail) throw new MessageError(msg('app.no-such-order', { orderId }));
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

  /** As the ledger does: the order leaves Status's list of gone orders. */
  markGoneSeen(orderId: string): Promise<void> {
    return this.answer('markGoneSeen', [orderId], () => {
      const goneOrders = (this.status.goneOrders ?? []).filter((order) => order.orderId !== orderId);
      this.status = { ...this.status, goneOrders };
    });
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

  /** As the app: a test print that came out of a saved printer clears its `untested` mark. */
  testPrint(printer: string | PrinterSettings): Promise<PrintOutcomeView> {
    return this.answer('testPrint', [printer], () => {
      if (typeof printer === 'string' && this.printOutcome.outcome !== 'failed') {
        const settings = this.settings.settings;
        const printers = settings.printers.map((saved) => {
          if (saved.id !== printer) return saved;
          const { untested: _untested, ...tested } = saved;
          return tested;
        });
        this.settings = { ...this.settings, settings: { ...settings, printers } };
      }
      return this.printOutcome;
    });
  }

  async findPrinters(): Promise<readonly FoundPrinterView[]> {
    const found = this.answer('findPrinters', [], () => this.found);
    if (this.searching) await this.searching;
    return found;
  }

  /** The path `storeLogo` and `chooseLogo` answer. */
  logoPath = '/data/logos/logo-0123456789abcdef.png';

  storeLogo(file: LogoUpload): Promise<string> {
    return this.answer('storeLogo', [file], () => this.logoPath);
  }

  chooseLogo(): Promise<string | null> {
    return this.answer('chooseLogo', [], () => this.logoPath);
  }

  /** No logo to draw here: the browser tests preview the real one. */
  previewLogo(printer: PrinterSettings): Promise<Receipt | null> {
    return this.answer('previewLogo', [printer], () => null);
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

  exportDiagnostics(): Promise<DiagnosticsExportView> {
    return this.answer('exportDiagnostics', [], () => this.diagnostics);
  }

  setLanguage(language: AppLanguage): Promise<void> {
    return this.answer('setLanguage', [language], () => {
      this.settings = { ...this.settings, settings: { ...this.settings.settings, language } };
    });
  }

  getDay(query: DayQuery): Promise<DayView> {
    return this.answer('getDay', [query], () => ({
      bakeList: { ...this.day.bakeList, date: query.date, shopId: query.shopId },
      pickupSheet: { ...this.day.pickupSheet, date: query.date, shopId: query.shopId },
      nextDay: this.day.nextDay,
    }));
  }

  exportBakeList(query: DayQuery, language: Language): Promise<ExportView> {
    return this.answer('exportBakeList', [query, language], () => this.bakeListCsv);
  }

  printDayList(query: DayQuery, list: DayListKind, printerId: string): Promise<PrintOutcomeView> {
    return this.answer('printDayList', [query, list, printerId], () => this.printOutcome);
  }

  /** What `checkDayChanges` answers (its day and shop follow the query): nothing changed, by default. */
  dayChanges: Omit<DayChangesView, 'date' | 'shopId'> = {
    checked: 0,
    changed: [],
    gone: [],
    unchecked: { count: 0, reason: null },
    slipsFailed: [],
  };
  /** While set, `checkDayChanges` answers only once this settles (a check takes seconds). */
  checking: Promise<void> | null = null;

  async checkDayChanges(query: DayQuery): Promise<DayChangesView> {
    const answer = this.answer('checkDayChanges', [query], () => ({
      ...this.dayChanges,
      date: query.date,
      shopId: query.shopId,
    }));
    await this.checking;
    return answer;
  }

  markCollected(scanned: string, collected: boolean, anyDay = false): Promise<CollectOutcomeView> {
    return this.answer('markCollected', anyDay ? [scanned, collected, true] : [scanned, collected], () =>
      this.collectOutcome(scanned, collected, anyDay),
    );
  }

  network: NetworkStatusView | null = null;
  pairingCode: PairingCodeView = {
    code: '123456',
    expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    urls: ['http://192.168.1.20:4860/'],
  };
  pairedDevices: PairedDeviceView[] = [];
  alertTest: AlertTestView = { results: [] };

  getNetwork(): Promise<NetworkStatusView | null> {
    return this.answer('getNetwork', [], () => this.network);
  }

  startPairing(): Promise<PairingCodeView> {
    return this.answer('startPairing', [], () => this.pairingCode);
  }

  listPairedDevices(): Promise<readonly PairedDeviceView[]> {
    return this.answer('listPairedDevices', [], () => this.pairedDevices);
  }

  unpairDevice(deviceId: string): Promise<void> {
    return this.answer('unpairDevice', [deviceId], () => {
      this.pairedDevices = this.pairedDevices.filter((device) => device.id !== deviceId);
    });
  }

  sendTestAlert(): Promise<AlertTestView> {
    return this.answer('sendTestAlert', [], () => this.alertTest);
  }

  /** The counter's PIN as the fake keeps it (null: none set). */
  pin: string | null = null;

  unlock(pin: string): Promise<UnlockView> {
    return this.answer('unlock', [pin], () => {
      if (this.pin === null) throw new MessageError(msg('pin.not-set'));
      if (pin !== this.pin) throw new MessageError(msg('pin.wrong', { triesLeft: 4 }));
      return { grant: 'grant-of-the-fake', idleSeconds: 300 };
    });
  }

  acknowledgeAlarm(): Promise<void> {
    return this.answer('acknowledgeAlarm', [], () => {
      this.status = { ...this.status, alarm: null };
    });
  }

  subscribe(listener: (event: AppEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
