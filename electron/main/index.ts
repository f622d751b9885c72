/**
 * The Electron shell: one instance in the tray, a window for the renderer, AppApi over IPC, and the
 * engine running in this process. With no configuration it opens on the demo. Everything that
 * decides anything lives in electron/core and is tested there; this file wires it to Electron.
 */
import '../core/runtime/quiet-sqlite-warning';
import { readFileSync } from 'node:fs';
// CommonJS: its named exports are reached through the default one from an ES module.
import electronUpdater from 'electron-updater';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  Notification,
  powerMonitor,
  safeStorage,
  shell,
  Tray,
} from 'electron';
import type { SettingsStore, TokenStore } from '../core/app/app-service';
import { decodeSettings } from '../core/app/decode-settings';
import { engineConfigFrom } from '../core/app/engine-config';
import { ModeSwitch, type Mode } from '../core/app/mode-switch';
import { NotificationPolicy, type DesktopNotification } from '../core/app/notification-policy';
import { NotificationWords, appLanguage } from '../common/i18n/notification-words';
import { trayState, trayTooltip } from '../core/app/tray-state';
import { composeService, HostLog } from '../core/host/compose';
import type { Message } from '../common/messages/catalogue';
import {
  acquireDataFolderLock,
  DataFolderBusyError,
  type DataFolderLock,
} from '../core/runtime/data-folder-lock';
import { startDemo } from '../demo/demo-runtime';
import type { AppInfo, StatusView } from '../common/contract/app-api';
import { DEFAULT_SETTINGS, type AppLanguage, type AppSettings } from '../common/contract/settings';
import { HIDDEN_FLAG, machineStartsAtLogin, setStartAtLogin } from './autostart';
import { applyStartProvisioning, EXIT_PROVISIONING_REFUSED, provisioningForStart } from './provision';
import type { StartProvisioning } from '../core/app/provisioning/find-provisioning';
import { dialogDiagnostics } from './diagnostics-save';
import { dialogLogo } from './logo-dialog';
import { ShellLanguage } from './language';
import { AUDIBLE_WHILE_HIDDEN, AUTOPLAY_WITHOUT_CLICK, keepInTray, startLifecycle } from './lifecycle';
import { forwardEvents, registerAppApi } from './ipc';
import { isTrustedSender } from './ipc-sender';
import { electronSettingsStore } from './settings-store';
import { safeTokenStore } from './token-store';
import { trayIconPath, trayMenu } from './tray';
import { PinLock } from '../core/app/pin/pin-lock';
import { filePinStore, PIN_FILE } from '../core/app/pin/pin-store';
import { electronUpdatePort } from './updater';

/** Windows shows notifications only for an app with a user model id (the installer's appId). */
const APP_USER_MODEL_ID = 'be.orderslip.app';

let mainWindow: BrowserWindow | null = null;
let tray: Tray | null = null;
let refreshTray: () => void = () => undefined;

const resourcesDir = (): string =>
  app.isPackaged ? process.resourcesPath : join(import.meta.dirname, '../../resources');

function rendererUrl(): string | null {
  return app.isPackaged ? null : (process.env['ELECTRON_RENDERER_URL'] ?? null);
}

function showWindow(): void {
  mainWindow ??= createWindow();
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

/** `visible` false: made but not shown (started at login, an alarm sounding), so the alarm can sound in it. */
function createWindow(visible = true): BrowserWindow {
  const window = new BrowserWindow({
    width: 1100,
    height: 760,
    minWidth: 1000,
    minHeight: 700,
    title: 'OrderSlip',
    icon: join(resourcesDir(), 'icon.png'),
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      ...AUDIBLE_WHILE_HIDDEN,
    },
  });
  if (visible) window.once('ready-to-show', () => window.show());
  if (lifecycle) keepInTray(window, lifecycle);
  window.on('closed', () => (mainWindow = null));
  // The window shows our pages only: links open in the system browser, nothing navigates away.
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event) => event.preventDefault());

  const devUrl = rendererUrl();
  if (devUrl) void window.loadURL(devUrl);
  else void window.loadFile(join(import.meta.dirname, '../renderer/index.html'));
  return window;
}

function startsHidden(): boolean {
  return (
    process.argv.includes(HIDDEN_FLAG) ||
    (process.platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin)
  );
}

/** The settings as electron-store keeps them; absent until the first start stored any. */
const settingsFile = (): string => join(app.getPath('userData'), 'settings.json');

async function startApp(provisioning: StartProvisioning | null): Promise<ModeSwitch> {
  const userData = app.getPath('userData');
  const settings = electronSettingsStore();
  const token: TokenStore = await safeTokenStore(safeStorage, join(userData, 'token.bin'), process.platform);
  const log = await HostLog.open(join(app.getPath('logs'), 'orderslip.log'), token);
  let current: AppSettings = settings.load();
  const shell = new ShellLanguage(app.getLocale(), current.language);
  const saveDiagnostics = dialogDiagnostics({
    showSaveDialog: (options) =>
      mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options),
    downloads: () => app.getPath('downloads'),
    language: () => shell.language,
  });
  const pickLogo = dialogLogo({
    showOpenDialog: (options) =>
      mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options),
    language: () => shell.language,
  });
  const info = (demoSetup: AppInfo['demoSetup']): AppInfo => ({
    name: app.getName(),
    version: app.getVersion(),
    host: 'electron',
    demo: demoSetup !== null,
    demoSetup,
  });
  const tellLog = (level: 'info' | 'warn' | 'error', message: Message): void =>
    log.record({ type: 'log', level, message, at: new Date().toISOString() });
  const real = async (): Promise<Mode> => {
    const { service, dispose } = composeService({
      info: info(null),
      ledgerFile: join(userData, 'ledger.db'),
      settings,
      token,
      log,
      pin,
      saveDiagnostics,
      pickLogo,
      // Other OrderSlips, the owner's alerts, the window served to the shop's network (docs/NETWORK.md);
      // their words go to the log like the engine's.
      network: {
        dataDir: userData,
        windowRoot: app.getAppPath(),
        log: tellLog,
        alertPassword: await safeTokenStore(
          safeStorage,
          join(userData, 'alert-password.bin'),
          process.platform,
        ),
        coordinateShops: true,
        systemLanguage: () => shell.language,
        // Reports to the chain's fleet host (docs/DEPLOY.md), with a key kept like the token.
        fleetKey: await safeTokenStore(safeStorage, join(userData, 'fleet-key.bin'), process.platform),
      },
      // Updates from the settings' feed (docs/DEPLOY.md); electron-updater works only once installed.
      ...(app.isPackaged
        ? {
            update: {
              port: electronUpdatePort(
                electronUpdater.autoUpdater,
                () => new electronUpdater.CancellationToken(),
              ),
              dataDir: userData,
              currentVersion: app.getVersion(),
              log: (message: Message) => tellLog('info', message),
              // The per-machine install's marker: its installer needs an administrator (DEPLOY.md#updates).
              installedForAllUsers: machineStartsAtLogin(process.platform, process.execPath),
            },
          }
        : {}),
    });
    return {
      service,
      dispose: async () => {
        await service.dispose();
        await dispose();
      },
    };
  };
  // One lock for the demo and the real service: a grant given in the demo opens the save that leaves it.
  const pin = new PinLock(filePinStore(join(userData, PIN_FILE)));
  const configured = engineConfigFrom(current, await token.read()).ok;
  const demo = async (): Promise<Mode & { serviceUrl: string }> => {
    const dataDir = join(userData, 'demo');
    const runtime = await startDemo({ dataDir, perMinute: 4, language: shell.language });
    // The language is the person's, not the demo's: it is read from and kept in the app's own settings
    // too, so a choice made in the demo survives a restart (the demo's settings are written anew at
    // each start) and leaving the demo.
    const demoSettings: SettingsStore = {
      load: () => ({ ...runtime.settings.load(), language: settings.load().language }),
      save: (next) => {
        runtime.settings.save(next);
        const own = settings.load();
        if (own.language !== next.language) settings.save({ ...own, language: next.language });
      },
    };
    const { service, dispose } = composeService({
      info: info(runtime.setup),
      ledgerFile: join(dataDir, 'ledger.db'),
      settings: demoSettings,
      token: runtime.token,
      demoPaper: runtime.paper,
      demoPrinterFault: runtime.setPrinterFault,
      discovery: runtime.discovery,
      log,
      pin,
      saveDiagnostics,
      pickLogo,
    });
    return {
      service,
      serviceUrl: runtime.setup.serviceUrl,
      dispose: async () => {
        await dispose();
        await runtime.close();
      },
    };
  };
  let started: ModeSwitch | null = null;
  const host = await ModeSwitch.start({
    real,
    // A provisioned PC starts as the shop's, not in the demo it would leave a moment later.
    demo: configured || provisioning !== null ? null : demo,
    onSettingsSaved: (view) => {
      current = view.settings;
      void log.readToken();
      // The demo's settings say "do not start at login"; only the shop's own settings decide that.
      if (started !== null && !started.inDemo) applyStartAtLogin(current.startAtLogin);
    },
  });
  started = host;
  if (provisioning !== null) await applyStartProvisioning(host, provisioning, tellLog);
  if (!host.inDemo) applyStartAtLogin(current.startAtLogin);

  log.follow(host);
  const followLanguage = async (): Promise<void> => {
    if (shell.set((await host.getSettings()).settings.language)) refreshTray();
  };
  registerAppApi(ipcMain, host, (event) => isTrustedSender(event.senderFrame?.url, rendererUrl()), {
    onUnexpected: (command, error) => log.commandFailed(command, error),
    afterCommand: (command) => {
      if (command === 'setLanguage' || command === 'saveSettings')
        void followLanguage().catch(() => undefined);
    },
  });
  forwardEvents(host, () => mainWindow?.webContents ?? null);
  powerMonitor.on('resume', () => host.wake());
  await followLanguage().catch(() => undefined);
  const notice = startNotifications(
    host,
    () => (host.inDemo ? DEFAULT_SETTINGS : current).notifications,
    shell.words,
  );
  refreshTray = startTray(host, shell.words, notice);
  return host;
}

function applyStartAtLogin(enabled: boolean): void {
  if (!app.isPackaged) return; // a development run must not register itself to start at login
  setStartAtLogin(enabled, {
    app,
    platform: process.platform,
    homeDir: homedir(),
    executable: process.env['APPIMAGE'] ?? process.execPath,
    machineWide: machineStartsAtLogin(process.platform, process.execPath),
  });
}

/** How often Status is read for the tray and the notifications when no event comes (problems age). */
const STATUS_SNAPSHOT_MS = 5_000;

/** Shows the policy's notifications; returns what takes each snapshot of Status's problems. */
function startNotifications(
  host: ModeSwitch,
  settings: () => AppSettings['notifications'],
  words: NotificationWords,
): (status: StatusView) => void {
  if (!Notification.isSupported()) return () => undefined;
  const policy = new NotificationPolicy(settings, words);
  const show = (note: DesktopNotification | null): void => {
    if (!note) return;
    const notification = new Notification({ title: note.title, body: note.body, silent: !note.sound });
    notification.on('click', showWindow);
    notification.show();
  };
  host.subscribe((event) => show(policy.onEvent(event, Date.now())));
  setInterval(() => show(policy.flush(Date.now())), 1_000).unref();
  return (status) => policy.onProblems(status.problems, Date.now()).forEach(show);
}

/**
 * Starts the tray, which reads Status after events and every few seconds; each reading also feeds the
 * notifications. Returns what reads Status again soon (after the language changed).
 */
function startTray(
  host: ModeSwitch,
  words: NotificationWords,
  notice: (status: StatusView) => void,
): () => void {
  const resources = resourcesDir();
  tray = new Tray(nativeImage.createFromPath(trayIconPath(resources, 'stopped')));
  tray.on('click', showWindow);
  let timer: NodeJS.Timeout | undefined;
  const refresh = async (): Promise<void> => {
    const status = await host.getStatus();
    notice(status);
    const state = trayState(status);
    const paused =
      status.printers.length > 0 && status.printers.every((printer) => printer.state === 'paused');
    const forEachPrinter = (action: (id: string) => Promise<void>) => () =>
      void Promise.all(status.printers.map((printer) => action(printer.printerId)));
    tray?.setImage(nativeImage.createFromPath(trayIconPath(resources, state)));
    tray?.setToolTip(trayTooltip(status, words));
    tray?.setContextMenu(
      Menu.buildFromTemplate(
        trayMenu(
          paused,
          {
            open: showWindow,
            pauseAll: forEachPrinter((id) => host.pausePrinter(id)),
            resumeAll: forEachPrinter((id) => host.resumePrinter(id)),
            quit: () => lifecycle?.quit(),
          },
          words.menu,
        ),
      ),
    );
  };
  // At most one reading per 300 ms, and never postponed for good by a steady stream of events.
  const soon = (): void => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void refresh().catch(() => undefined);
    }, 300);
  };
  host.subscribe(soon);
  setInterval(soon, STATUS_SNAPSHOT_MS).unref();
  soon();
  return soon;
}

/**
 * The single-instance lock keeps a second app out; this keeps out a headless `run` or `demo` on the same
 * folder (and the app out of theirs). Refused: one dialog naming the other process, exit 2, the ledger
 * and settings untouched.
 */
function takeDataFolder(): DataFolderLock | null {
  try {
    return acquireDataFolderLock(app.getPath('userData'), 'app');
  } catch (error) {
    if (!(error instanceof DataFolderBusyError)) throw error;
    process.stderr.write(`OrderSlip cannot start: ${error.message}\n`);
    const words = new NotificationWords(appLanguage(storedLanguage(), app.getLocale())).folderBusy({
      folder: error.folder,
      kind: error.holder.kind,
      pid: error.holder.pid,
      startedAt: error.holder.startedAt,
      hostname: error.elsewhere ? error.holder.hostname : null,
      lockFile: error.lockFile,
    });
    dialog.showErrorBox(words.title, words.body);
    app.exit(2);
    return null;
  }
}

/**
 * The language setting as stored, read without opening the store (which would migrate and write a
 * folder another OrderSlip holds): the system's when it cannot be read.
 */
function storedLanguage(): AppLanguage {
  try {
    const stored: unknown = JSON.parse(readFileSync(settingsFile(), 'utf8'));
    return decodeSettings(stored).language;
  } catch {
    return 'system';
  }
}

let host: ModeSwitch | null = null;
let dataFolderLock: DataFolderLock | null = null;
const lifecycle = startLifecycle(app, {
  show: showWindow,
  stop: async () => {
    await host?.stop();
    dataFolderLock?.release();
  },
});
if (lifecycle) {
  app.setAppUserModelId(APP_USER_MODEL_ID);
  app.commandLine.appendSwitch(...AUTOPLAY_WITHOUT_CLICK);
  void app.whenReady().then(async () => {
    dataFolderLock = takeDataFolder();
    if (!dataFolderLock) return;
    // Read and checked before the settings store is opened (which writes its file): a wrong file
    // leaves this PC exactly as it was, still at its first start.
    const provisioning = await provisioningForStart({
      settingsFile: settingsFile(),
      language: appLanguage(storedLanguage(), app.getLocale()),
    });
    if (provisioning === 'refused') {
      dataFolderLock.release();
      app.exit(EXIT_PROVISIONING_REFUSED);
      return;
    }
    host = await startApp(provisioning);
    if (!startsHidden()) showWindow();
    // The alarm sounds in the window's page: started hidden (at login), the page is made, unshown, as
    // soon as the alarm has something to say (it reads the alarm from Status when it loads). Not before:
    // with the alarm off, a hidden page would only cost memory.
    host.subscribe((event) => {
      if (event.type === 'alarm' && event.alarm !== null && mainWindow === null)
        mainWindow = createWindow(false);
    });
  });
}
