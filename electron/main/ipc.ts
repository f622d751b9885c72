/**
 * Carries AppApi over IPC: one handler per command (its arguments as one list, then the grant the
 * window's `unlock` gave it, for the commands the PIN guards), each refusing any sender that is not our own
 * window, and the service's events forwarded to the window. A handler returns the dispatcher's reply
 * (`{result}` or `{error: Message}`) and never throws: a thrown error would reach the window as text
 * prefixed with Electron's "Error invoking remote method…", without its code.
 */
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import {
  APP_COMMANDS,
  IPC_EVENT_CHANNEL,
  ipcChannel,
  type AppApi,
  type AppCommand,
} from '../common/contract/app-api';
import { msg } from '../common/messages/catalogue';
import { dispatch, type AnyReply, type DispatchOptions } from '../core/host/dispatch';

export interface IpcOptions extends DispatchOptions {
  /** Told after each command the window sent, with its reply (the shell re-reads the language). */
  readonly afterCommand?: (command: AppCommand, reply: AnyReply) => void;
}

export function registerAppApi(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  api: AppApi,
  isTrusted: (event: IpcMainInvokeEvent) => boolean,
  options: IpcOptions = {},
): () => void {
  for (const command of APP_COMMANDS) {
    ipcMain.handle(ipcChannel(command), async (event, args: unknown, grant?: unknown): Promise<AnyReply> => {
      if (!isTrusted(event)) return { error: msg('host.not-our-window', { command }) };
      const reply = await dispatch(api, command, args, {
        ...(options.onUnexpected ? { onUnexpected: options.onUnexpected } : {}),
        caller: { client: 'ipc', grant: typeof grant === 'string' ? grant : null },
      });
      options.afterCommand?.(command, reply);
      return reply;
    });
  }
  return () => APP_COMMANDS.forEach((command) => ipcMain.removeHandler(ipcChannel(command)));
}

/** Sends every AppApi event to the window while it exists. */
export function forwardEvents(api: AppApi, target: () => WebContents | null): () => void {
  return api.subscribe((event) => {
    const contents = target();
    if (contents && !contents.isDestroyed()) contents.send(IPC_EVENT_CHANNEL, event);
  });
}
