/**
 * Exposes the way to AppApi to the window, and nothing else: `send` one command and get its reply
 * (`{result}` or `{error}`, as the main process's dispatcher made it), and one event stream. The window
 * (src/app-api.ts) unwraps the replies: a rejected Error crossing the context bridge would keep only
 * its text, losing the message's code and parameters. The sandboxed preload cannot import the engine;
 * it only forwards.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  IPC_EVENT_CHANNEL,
  ipcChannel,
  isAppCommand,
  type AppCommand,
  type AppEvent,
} from '../common/contract/app-api';
import type { Message } from '../common/messages/catalogue';

const transport = {
  send(command: AppCommand, args: unknown[], grant: string | null = null): Promise<unknown> {
    // The window's own code calls this; a name that is no command is answered like the dispatcher
    // would (by hand: the whole catalogue is not worth bundling into the preload for this one case).
    if (!isAppCommand(command)) {
      const error = { code: 'host.unknown-command', params: { command: String(command) } } satisfies Message;
      return Promise.resolve({ error });
    }
    return ipcRenderer.invoke(ipcChannel(command), args, grant);
  },
  subscribe(listener: (event: AppEvent) => void): () => void {
    const forward = (_event: IpcRendererEvent, payload: AppEvent): void => listener(payload);
    ipcRenderer.on(IPC_EVENT_CHANNEL, forward);
    return () => ipcRenderer.removeListener(IPC_EVENT_CHANNEL, forward);
  },
};

contextBridge.exposeInMainWorld('orderslip', transport);
