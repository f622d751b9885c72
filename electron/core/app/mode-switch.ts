/**
 * The Electron app with no configuration opens on the demo (the simulator and the virtual printer).
 * This AppApi starts on the demo or the real service, and switches to the real one the moment the
 * window saves settings that point elsewhere than the demo's simulator.
 */
import type { AppApi, AppEvent, SettingsView } from '../../common/contract/app-api';
import type { AppService } from './app-service';
import { sameBaseUrl } from '../../common/syntax/base-url';

export interface Mode {
  readonly service: AppService;
  /** Stops what the mode started besides the service (the demo's simulator and printer, its ledger). */
  readonly dispose: () => Promise<void>;
}

export interface ModeSwitchOptions {
  /** The real service; built lazily, so a demo run does not open the real ledger until needed. */
  readonly real: () => Promise<Mode>;
  /** The demo, or null when the real settings are complete. */
  readonly demo: (() => Promise<Mode & { readonly serviceUrl: string }>) | null;
  /** Told after every successful save (the shell applies "start at login"). */
  readonly onSettingsSaved?: (view: SettingsView) => void;
}

type Delegated = Omit<AppApi, 'subscribe' | 'saveSettings' | 'setLanguage'>;

export class ModeSwitch implements AppApi {
  private mode!: Mode;
  private demoUrl: string | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly listeners = new Set<(event: AppEvent) => void>();

  private constructor(private readonly options: ModeSwitchOptions) {}

  static async start(options: ModeSwitchOptions): Promise<ModeSwitch> {
    const host = new ModeSwitch(options);
    if (options.demo) {
      const demo = await options.demo();
      host.demoUrl = demo.serviceUrl;
      await host.enter(demo);
    } else {
      await host.enter(await options.real());
    }
    return host;
  }

  get inDemo(): boolean {
    return this.demoUrl !== null;
  }

  get service(): AppService {
    return this.mode.service;
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    await this.mode.service.stop();
    await this.mode.dispose();
  }

  wake(): void {
    this.mode.service.wake();
  }

  subscribe(listener: (event: AppEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async saveSettings(update: Parameters<AppApi['saveSettings']>[0]) {
    if (this.demoUrl === null || sameBaseUrl(update.settings.connection.baseUrl, this.demoUrl)) {
      const saved = await this.mode.service.saveSettings(update);
      this.options.onSettingsSaved?.(saved);
      return saved;
    }
    // Settings for a real service: leave the demo, and let the real service validate and store them.
    // The language is the one the person chose while in the demo (kept in the demo's settings), not the
    // one the form was opened with: the window's picker changes it by its own command.
    const { language } = (await this.mode.service.getSettings()).settings;
    const real = await this.options.real();
    let view;
    try {
      view = await real.service.saveSettings({ ...update, settings: { ...update.settings, language } });
    } catch (error) {
      await real.service.stop();
      await real.dispose();
      throw error;
    }
    const demo = this.mode;
    this.demoUrl = null;
    await this.enter(real, false);
    await demo.service.stop();
    await demo.dispose();
    this.emit({ type: 'status-changed' });
    this.options.onSettingsSaved?.(view);
    return view;
  }

  /** Saved like any setting: the shell hears of it, to word the tray and notifications anew. */
  async setLanguage(language: Parameters<AppApi['setLanguage']>[0]): Promise<void> {
    await this.mode.service.setLanguage(language);
    this.options.onSettingsSaved?.(await this.mode.service.getSettings());
  }

  getAppInfo = this.delegate('getAppInfo');
  getStatus = this.delegate('getStatus');
  listHistory = this.delegate('listHistory');
  getOrder = this.delegate('getOrder');
  reprint = this.delegate('reprint');
  cancelReprint = this.delegate('cancelReprint');
  answerUnverified = this.delegate('answerUnverified');
  checkSettings = this.delegate('checkSettings');
  setDemoPrinterFault = this.delegate('setDemoPrinterFault');
  markHandled = this.delegate('markHandled');
  markGoneSeen = this.delegate('markGoneSeen');
  retryNow = this.delegate('retryNow');
  retryPrinter = this.delegate('retryPrinter');
  pausePrinter = this.delegate('pausePrinter');
  resumePrinter = this.delegate('resumePrinter');
  testPrint = this.delegate('testPrint');
  findPrinters = this.delegate('findPrinters');
  storeLogo = this.delegate('storeLogo');
  chooseLogo = this.delegate('chooseLogo');
  previewLogo = this.delegate('previewLogo');
  getSettings = this.delegate('getSettings');
  testConnection = this.delegate('testConnection');
  getDemoPaper = this.delegate('getDemoPaper');
  exportDiagnostics = this.delegate('exportDiagnostics');
  getDay = this.delegate('getDay');
  exportBakeList = this.delegate('exportBakeList');
  printDayList = this.delegate('printDayList');
  checkDayChanges = this.delegate('checkDayChanges');
  markCollected = this.delegate('markCollected');
  acknowledgeAlarm = this.delegate('acknowledgeAlarm');
  getNetwork = this.delegate('getNetwork');
  startPairing = this.delegate('startPairing');
  listPairedDevices = this.delegate('listPairedDevices');
  unpairDevice = this.delegate('unpairDevice');
  sendTestAlert = this.delegate('sendTestAlert');
  unlock = this.delegate('unlock');

  private delegate<C extends keyof Delegated>(command: C): Delegated[C] {
    const call = (...args: unknown[]): unknown =>
      (this.mode.service[command] as (...parameters: unknown[]) => unknown).apply(this.mode.service, args);
    return call as Delegated[C];
  }

  /** Makes `mode` the current one; `start` is false when its service is already running. */
  private async enter(mode: Mode, start = true): Promise<void> {
    this.unsubscribe?.();
    this.mode = mode;
    this.unsubscribe = mode.service.subscribe((event) => this.emit(event));
    if (start) await mode.service.start();
  }

  private emit(event: AppEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
