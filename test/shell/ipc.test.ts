import type { IpcMainInvokeEvent, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { forwardEvents, registerAppApi } from '../../electron/main/ipc';
import { isTrustedSender } from '../../electron/main/ipc-sender';
import {
  APP_COMMANDS,
  IPC_EVENT_CHANNEL,
  ipcChannel,
  type AppApi,
  type AppEvent,
} from '../../electron/shared/contract';

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

/** The part of ipcMain the shell uses, recording handlers as Electron would. */
function ipcMainDouble() {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    handle: (channel: string, handler: Handler) => void handlers.set(channel, handler),
    removeHandler: (channel: string) => void handlers.delete(channel),
  };
}

function apiDouble(calls: unknown[][]): AppApi {
  const listeners = new Set<(event: AppEvent) => void>();
  const api = Object.fromEntries(
    APP_COMMANDS.map((command) => [
      command,
      (...args: unknown[]) => (calls.push([command, ...args]), Promise.resolve(command)),
    ]),
  );
  return {
    ...api,
    subscribe: (listener: (event: AppEvent) => void) => (
      listeners.add(listener),
      () => listeners.delete(listener)
    ),
    emit: (event: AppEvent) => listeners.forEach((listener) => listener(event)),
  } as unknown as AppApi & { emit: (event: AppEvent) => void };
}

const eventFrom = (url: string) => ({ senderFrame: { url } }) as unknown as IpcMainInvokeEvent;
const trusted = (event: IpcMainInvokeEvent) => isTrustedSender(event.senderFrame?.url, null);

describe('AppApi over IPC', () => {
  it('answers every command for our own window, with its arguments', async () => {
    const ipc = ipcMainDouble();
    const calls: unknown[][] = [];
    registerAppApi(ipc, apiDouble(calls), trusted);
    expect([...ipc.handlers.keys()].sort()).toEqual(APP_COMMANDS.map(ipcChannel).sort());
    const own = eventFrom('file:///opt/OrderSlip/resources/app.asar/out/renderer/index.html');
    expect(await ipc.handlers.get(ipcChannel('reprint'))!(own, 'order-1', 'p2')).toBe('reprint');
    expect(calls).toEqual([['reprint', 'order-1', 'p2']]);
  });

  it.each([
    'https://evil.example/index.html',
    'file:///home/user/Downloads/page.html',
    'http://127.0.0.1:5173/',
  ])('refuses a request from %s', (url) => {
    const ipc = ipcMainDouble();
    const calls: unknown[][] = [];
    registerAppApi(ipc, apiDouble(calls), trusted);
    expect(() => ipc.handlers.get(ipcChannel('markHandled'))!(eventFrom(url), 'order-1')).toThrow(
      'not its own window',
    );
    expect(calls).toEqual([]);
  });

  it('trusts the development server only while one is running', () => {
    expect(isTrustedSender('http://localhost:5173/', 'http://localhost:5173')).toBe(true);
    expect(isTrustedSender('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isTrustedSender(undefined, null)).toBe(false);
    expect(isTrustedSender('not a url', null)).toBe(false);
  });

  it('removes every handler it registered', () => {
    const ipc = ipcMainDouble();
    registerAppApi(ipc, apiDouble([]), trusted)();
    expect(ipc.handlers.size).toBe(0);
  });

  it('forwards events to the window while it lives', () => {
    const api = apiDouble([]) as AppApi & { emit: (event: AppEvent) => void };
    const sent: unknown[] = [];
    let destroyed = false;
    const contents = {
      isDestroyed: () => destroyed,
      send: (...args: unknown[]) => sent.push(args),
    } as unknown as WebContents;
    forwardEvents(api, () => contents);
    api.emit({ type: 'status-changed' });
    destroyed = true;
    api.emit({ type: 'status-changed' });
    expect(sent).toEqual([[IPC_EVENT_CHANNEL, { type: 'status-changed' }]]);
  });
});
