/**
 * The AppApi, implemented once on top of the engine and the ledger. Both hosts only carry it: the
 * Electron main process over IPC, the headless host over HTTP. This is the assembly: each domain's
 * commands live in a module of their own (orders, printers, the day, settings, the network, Status and
 * the alarm), all on one AppContext; this class builds them, delegates every command, and owns the
 * lifecycle: saving settings restarts the engine on the new ones. Every refusal is a MessageError: the
 * window says it in its own language.
 */
import type {
  AppApi,
  AppEvent,
  AppInfo,
  DemoPrinterFault,
  DemoPrintView,
} from '../../common/contract/app-api';
import type { EngineOptions } from '../engine/engine';
import type { Ledger } from '../ledger/ledger';
import type { NetworkParts } from '../network/parts';
import type { FindPrintersOptions } from '../printer/discovery';
import { AlarmWatch } from './alarm-watch';
import type { AppContext } from './app-context';
import { AppEvents } from './app-events';
import { DayCommands } from './day-commands';
import { exportDiagnostics, type DiagnosticsTarget } from './diagnostics';
import type { LogoParts } from './logo-store';
import { EngineRunner } from './engine-runner';
import { NetworkCommands } from './network-commands';
import { OrderCommands } from './order-commands';
import { PinLock } from './pin/pin-lock';
import { PrinterCommands } from './printer-commands';
import { SettingsCommands } from './settings-commands';
import { StatusReader } from './status-reader';
import type { SettingsStore, TokenStore } from './stores';
import { UpdateWatch, type UpdateParts } from './update-watch';
import { appEvent } from './views';
import { readCounterSnapshot, type CounterSnapshot } from './fleet-snapshot';

export type { DiagnosticsTarget } from './diagnostics';
export type { SettingsStore, TokenStore } from './stores';
export type { UpdateParts } from './update-watch';
export { ALARM_CHECK_MS } from './alarm-watch';

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
  /** Where chosen logos are kept, and the host's own file dialog; absent: a logo cannot be chosen. */
  readonly logos?: LogoParts;
  /**
   * Calls `check` now and then (every ALARM_CHECK_MS by default, a timer that keeps no process alive);
   * returns what stops it. Tests call `check` themselves.
   */
  readonly alarmTimer?: (check: () => void) => () => void;
  /** Other PCs, the served window's pairing, owner alerts (docs/NETWORK.md); absent: none of them. */
  readonly network?: NetworkParts;
  /**
   * The counter's PIN (docs/DEPLOY.md#pin). One per host: the app's demo and real service share it, so a
   * grant given in the demo still opens the save that leaves it. Absent: a lock kept in memory.
   */
  readonly pin?: PinLock;
  /** Updates from the settings' feed and the check after one (docs/DEPLOY.md); absent: none. */
  readonly update?: UpdateParts;
}

export class AppService implements AppApi {
  private readonly events = new AppEvents();
  private readonly context: AppContext;
  private readonly engine: EngineRunner;
  private readonly network: NetworkCommands;
  private readonly alarm: AlarmWatch;
  private readonly status: StatusReader;
  private readonly orders: OrderCommands;
  private readonly printers: PrinterCommands;
  private readonly day: DayCommands;
  private readonly settings: SettingsCommands;
  /** Null where the host gives no update port (the headless host, most tests). */
  readonly updates: UpdateWatch | null;

  constructor(private readonly options: AppServiceOptions) {
    const now = options.now ?? (() => new Date());
    const emit = (event: AppEvent): void => this.events.emit(event);
    this.engine = new EngineRunner({
      ledger: options.ledger,
      ...(options.engine ? { engine: options.engine } : {}),
      emit,
      now,
      onEvent: (event) => {
        emit(appEvent(event, now()));
        if (event.type === 'order' && event.isNew) this.alarm.newOrder();
      },
    });
    const context: AppContext = {
      ledger: options.ledger,
      settings: options.settings,
      token: options.token,
      now,
      engine: this.engine,
      emit,
      pin: options.pin ?? new PinLock(),
    };
    this.context = context;
    this.network = new NetworkCommands(options.network ?? {}, context);
    this.alarm = new AlarmWatch(context, {
      status: () => this.getStatus(),
      alerts: () => this.network.listeningAlerts(),
      ...(options.alarmTimer ? { timer: options.alarmTimer } : {}),
    });
    this.updates = options.update ? new UpdateWatch(options.update, context) : null;
    const updates = this.updates;
    this.status = new StatusReader(context, {
      network: this.network,
      alarm: () => this.alarm.view(),
      ...(updates ? { update: updates } : {}),
    });
    this.orders = new OrderCommands(context, options.reprintWaitMs);
    this.printers = new PrinterCommands(context, options);
    this.day = new DayCommands(context);
    this.settings = new SettingsCommands(context, {
      alertPassword: options.network?.alertPassword,
      fleetKey: options.network?.fleetKey,
      stop: () => this.stop({ restarting: true }),
      start: () => this.start(),
    });
  }

  /** Starts the engine when the settings are complete; otherwise says what is missing. */
  async start(): Promise<void> {
    const settings = this.options.settings.load();
    const token = await this.options.token.read();
    this.alarm.follow(settings.alarm);
    this.network.apply(settings, token);
    this.engine.start(settings, token, this.network.gate);
    this.updates?.apply(settings);
  }

  /** `restarting`: new settings follow at once (`EngineRunner.stop`). */
  async stop(options: { readonly restarting?: boolean } = {}): Promise<void> {
    await this.engine.stop(options);
    this.alarm.stop();
  }

  /** Ends what lives across restarts of the engine: discovery, alerts. The host calls it once, at quit. */
  async dispose(): Promise<void> {
    await this.stop();
    this.updates?.stop();
    await this.network.dispose();
  }

  /** The computer woke from sleep. */
  wake(): void {
    this.engine.current()?.wake();
  }

  /** Status with the ledger's figures per shop: what a fleet report and `/metrics` say. */
  async counterSnapshot(): Promise<CounterSnapshot> {
    return readCounterSnapshot(this.context, await this.getStatus());
  }

  /** Status's problems, as the alarm hears them. Exposed for the host's own timer and for tests. */
  checkAlarm(): Promise<void> {
    return this.alarm.check();
  }

  /** Engine events, also for the host's own use (log lines, notifications, the tray icon). */
  subscribe: AppApi['subscribe'] = (listener) => this.events.subscribe(listener);

  getAppInfo: AppApi['getAppInfo'] = () => Promise.resolve(this.options.info);
  getStatus: AppApi['getStatus'] = () => this.status.getStatus();
  acknowledgeAlarm: AppApi['acknowledgeAlarm'] = () => this.alarm.acknowledge();
  exportDiagnostics: AppApi['exportDiagnostics'] = () =>
    exportDiagnostics(this.context, this.options.diagnostics, {
      info: this.options.info,
      status: () => this.getStatus(),
    });

  listHistory: AppApi['listHistory'] = (query) => this.orders.listHistory(query);
  getOrder: AppApi['getOrder'] = (orderId, printerId) => this.orders.getOrder(orderId, printerId);
  reprint: AppApi['reprint'] = (orderId, printerId) => this.orders.reprint(orderId, printerId);
  cancelReprint: AppApi['cancelReprint'] = (jobId) => this.orders.cancelReprint(jobId);
  answerUnverified: AppApi['answerUnverified'] = (orderId, answer) =>
    this.orders.answerUnverified(orderId, answer);
  markHandled: AppApi['markHandled'] = (orderId) => this.orders.markHandled(orderId);
  markGoneSeen: AppApi['markGoneSeen'] = (orderId) => this.orders.markGoneSeen(orderId);
  retryNow: AppApi['retryNow'] = (orderId) => this.orders.retryNow(orderId);

  retryPrinter: AppApi['retryPrinter'] = (printerId) => this.printers.retryPrinter(printerId);
  pausePrinter: AppApi['pausePrinter'] = (printerId) => this.printers.pausePrinter(printerId);
  resumePrinter: AppApi['resumePrinter'] = (printerId) => this.printers.resumePrinter(printerId);
  testPrint: AppApi['testPrint'] = (printer) => this.printers.testPrint(printer);
  findPrinters: AppApi['findPrinters'] = () => this.printers.findPrinters();
  storeLogo: AppApi['storeLogo'] = (file) => this.printers.storeLogo(file);
  chooseLogo: AppApi['chooseLogo'] = () => this.printers.chooseLogo();
  previewLogo: AppApi['previewLogo'] = (printer) => this.printers.previewLogo(printer);
  getDemoPaper: AppApi['getDemoPaper'] = () => this.printers.getDemoPaper();
  setDemoPrinterFault: AppApi['setDemoPrinterFault'] = (fault) => this.printers.setDemoPrinterFault(fault);

  getDay: AppApi['getDay'] = (query) => this.day.getDay(query);
  exportBakeList: AppApi['exportBakeList'] = (query, language) => this.day.exportBakeList(query, language);
  printDayList: AppApi['printDayList'] = (query, list, printerId) =>
    this.day.printDayList(query, list, printerId);
  checkDayChanges: AppApi['checkDayChanges'] = (query) => this.day.checkDayChanges(query);
  markCollected: AppApi['markCollected'] = (scanned, collected, anyDay) =>
    this.day.markCollected(scanned, collected, anyDay);

  getSettings: AppApi['getSettings'] = () => this.settings.getSettings();
  checkSettings: AppApi['checkSettings'] = (settings) => this.settings.checkSettings(settings);
  saveSettings: AppApi['saveSettings'] = (update) => this.settings.saveSettings(update);
  setLanguage: AppApi['setLanguage'] = (language) => this.settings.setLanguage(language);
  testConnection: AppApi['testConnection'] = (connection) => this.settings.testConnection(connection);

  getNetwork: AppApi['getNetwork'] = () => this.network.getNetwork();
  startPairing: AppApi['startPairing'] = () => this.network.startPairing();
  listPairedDevices: AppApi['listPairedDevices'] = () => this.network.listPairedDevices();
  unpairDevice: AppApi['unpairDevice'] = (deviceId) => this.network.unpairDevice(deviceId);
  sendTestAlert: AppApi['sendTestAlert'] = () => this.network.sendTestAlert();
  unlock: AppApi['unlock'] = (pin) => this.context.pin.unlock(pin);
}
