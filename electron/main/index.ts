import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, shell } from 'electron';
import { ipcChannel, type AppInfo } from '../shared/contract';
import { isTrustedSender } from './ipc-sender';

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

function registerIpc(): void {
  ipcMain.handle(ipcChannel('getAppInfo'), (event): AppInfo => {
    if (!isTrustedSender(event.senderFrame?.url, rendererUrl())) {
      throw new Error('OrderSlip refused a request from a page that is not its own window.');
    }
    return { name: app.getName(), version: app.getVersion() };
  });
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
  void app.whenReady().then(() => {
    registerIpc();
    mainWindow = createWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
