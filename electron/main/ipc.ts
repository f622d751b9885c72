/**
 * Carries AppApi over IPC: one handler per command, each refusing any sender that is not our own
 * window, and the service's events forwarded to the window.
 */
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import {
  APP_COMMANDS,
  IPC_EVENT_CHANNEL,
  ipcChannel,
  type AppApi,
  type AppCommand,
} from '../shared/contract';

export function registerAppApi(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  api: AppApi,
  isTrusted: (event: IpcMainInvokeEvent) => boolean,
): () => void {
  for (const command of APP_COMMANDS) {
    ipcMain.handle(ipcChannel(command), (event, ...args: unknown[]) => {
      if (!isTrusted(event)) {
        throw new Error(`OrderSlip refused "${command}" from a page that is not its own window.`);
      }
      return invoke(api, command, args);
    });
  }
  return () => APP_COMMANDS.forEach((command) => ipcMain.removeHandler(ipcChannel(command)));
}

function invoke(api: AppApi, command: AppCommand, args: unknown[]): Promise<unknown> {
  const method = api[command] as (...parameters: unknown[]) => Promise<unknown>;
  return method.apply(api, args);
}

/** Sends every AppApi event to the window while it exists. */
export function forwardEvents(api: AppApi, target: () => WebContents | null): () => void {
  return api.subscribe((event) => {
    const contents = target();
    if (contents && !contents.isDestroyed()) contents.send(IPC_EVENT_CHANNEL, event);
  });
}
