/**
 * Exposes AppApi to the window, and nothing else: one `invoke` per command, and one event stream.
 * The sandboxed preload cannot import the engine; it only forwards.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { APP_COMMANDS, IPC_EVENT_CHANNEL, ipcChannel, type AppApi, type AppEvent } from '../shared/contract';

const commands = Object.fromEntries(
  APP_COMMANDS.map((command) => [
    command,
    (...args: unknown[]) => ipcRenderer.invoke(ipcChannel(command), ...args),
  ]),
);

const api = {
  ...commands,
  subscribe(listener: (event: AppEvent) => void): () => void {
    const forward = (_event: IpcRendererEvent, payload: AppEvent): void => listener(payload);
    ipcRenderer.on(IPC_EVENT_CHANNEL, forward);
    return () => ipcRenderer.removeListener(IPC_EVENT_CHANNEL, forward);
  },
} as AppApi;

contextBridge.exposeInMainWorld('orderslip', api);
