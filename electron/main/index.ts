/**
 * The Electron shell: one instance, a window for the renderer, AppApi over IPC, and the engine running
 * in this process through the AppService. Everything that decides anything lives in electron/core.
 */
import '../core/runtime/quiet-sqlite-warning';
import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, powerMonitor, safeStorage, shell } from 'electron';
import { AppService } from '../core/app/app-service';
import { Ledger } from '../core/ledger';
import { forwardEvents, registerAppApi } from './ipc';
import { isTrustedSender } from './ipc-sender';
import { electronSettingsStore } from './settings-store';
import { safeTokenStore } from './token-store';

let mainWindow: BrowserWindow | null = null;

function rendererUrl(): string | null {
  return app.isPackaged ? null : (process.env['ELECTRON_RENDERER_URL'] ?? null);
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1100,
    height: 760,
    minWidth: 1000,
    minHeight: 700,
    title: 'OrderSlip',
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  window.once('ready-to-show', () => window.show());
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

async function startService(): Promise<AppService> {
  const userData = app.getPath('userData');
  const service = new AppService({
    info: { name: app.getName(), version: app.getVersion(), host: 'electron', demo: false, demoSetup: null },
    ledger: Ledger.open(join(userData, 'ledger.db')),
    settings: electronSettingsStore(),
    token: await safeTokenStore(safeStorage, join(userData, 'token.bin'), process.platform),
  });
  registerAppApi(ipcMain, service, (event) => isTrustedSender(event.senderFrame?.url, rendererUrl()));
  forwardEvents(service, () => mainWindow?.webContents ?? null);
  powerMonitor.on('resume', () => service.wake());
  await service.start();
  return service;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  });
  void app.whenReady().then(async () => {
    const service = await startService();
    mainWindow = createWindow();
    app.on('before-quit', () => void service.stop());
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
