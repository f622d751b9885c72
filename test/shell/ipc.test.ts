import type { IpcMainInvokeEvent, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { forwardEvents, registerAppApi, type IpcOptions } from '../../electron/main/ipc';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { MessageError, messageOf } from '../../electron/common/messages/errors';
import { appApiOver } from '../../src/http-app-api';
import { isTrustedSender } from '../../electron/main/ipc-sender';
import { currentCaller } from '../../electron/core/app/pin/caller';
import {
  APP_COMMANDS,
  IPC_EVENT_CHANNEL,
  ipcChannel,
  type AppApi,
  type AppEvent,
} from '../../electron/common/contract/app-api';

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

/** Answers each command with its own name; `fail` makes one command throw instead. */
function apiDouble(calls: unknown[][], fail: Partial<Record<string, unknown>> = {}): AppApi {
  const listeners = new Set<(event: AppEvent) => void>();
  const api = Object.fromEntries(
    APP_COMMANDS.map((command) => [
      command,
      (...args: unknown[]) => {
        calls.push([command, ...args]);
        return command in fail ? Promise.reject(fail[command]) : Promise.resolve(command);
      },
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

const OWN = eventFrom('file:///opt/OrderSlip/resources/app.asar/out/renderer/index.html');

function registered(api: AppApi, options: IpcOptions = {}) {
  const ipc = ipcMainDouble();
  registerAppApi(ipc, api, trusted, options);
  // As the preload sends: the arguments as one list, then the grant (none here).
  return (command: string, event: IpcMainInvokeEvent, ...args: unknown[]) =>
    ipc.handlers.get(ipcChannel(command as never))!(event, args);
}

describe('AppApi over IPC', () => {
  it('answers every command for our own window with {result}, with its arguments decoded', async () => {
    const ipc = ipcMainDouble();
    const calls: unknown[][] = [];
    registerAppApi(ipc, apiDouble(calls), trusted);
    expect([...ipc.handlers.keys()].sort()).toEqual(APP_COMMANDS.map(ipcChannel).sort());
    expect(await ipc.handlers.get(ipcChannel('reprint'))!(OWN, ['order-1', 'p2'], null)).toEqual({
      result: 'reprint',
    });
    expect(calls).toEqual([['reprint', 'order-1', 'p2']]);
  });

  it.each([
    'https://evil.example/index.html',
    'file:///home/user/Downloads/page.html',
    'http://127.0.0.1:5173/',
  ])('refuses a request from %s with {error}, without throwing', async (url) => {
    const calls: unknown[][] = [];
    const invoke = registered(apiDouble(calls));
    expect(await invoke('markHandled', eventFrom(url), 'order-1')).toEqual({
      error: { code: 'host.not-our-window', params: { command: 'markHandled' } },
    });
    expect(calls).toEqual([]);
  });

  it('refuses arguments that do not decode, before the service sees them', async () => {
    const calls: unknown[][] = [];
    const invoke = registered(apiDouble(calls));
    expect(await invoke('reprint', OWN, 'order-1', 42)).toEqual({
      error: {
        code: 'host.bad-argument',
        params: { command: 'reprint', argument: 'printerId', problem: msg('host.expected-id', { max: 256 }) },
      },
    });
    expect(await invoke('cancelReprint', OWN, '7')).toMatchObject({
      error: { code: 'host.bad-argument', params: { argument: 'jobId' } },
    });
    expect(await invoke('answerUnverified', OWN, 'order-1', 'maybe')).toMatchObject({
      error: {
        code: 'host.bad-argument',
        params: { argument: 'answer', problem: { params: { choices: ['came-out', 'print-again'] } } },
      },
    });
    expect(await invoke('getStatus', OWN, 'extra')).toEqual({
      error: { code: 'host.too-many-arguments', params: { command: 'getStatus', count: 1, max: 0 } },
    });
    expect(calls).toEqual([]);
  });

  it("says a service's refusal with its own message, and logs only what the service did not mean", async () => {
    const refused = msg('general.text', { text: 'no such order' });
    const unexpected: unknown[] = [];
    const invoke = registered(
      apiDouble([], { markHandled: new MessageError(refused), pausePrinter: new Error('disk I/O error') }),
      { onUnexpected: (command, error) => unexpected.push([command, error]) },
    );
    expect(await invoke('markHandled', OWN, 'order-1')).toEqual({ error: refused });
    const reply = await invoke('pausePrinter', OWN, 'counter');
    expect(reply).toEqual({
      error: { code: 'general.unexpected', params: { detail: 'disk I/O error' } },
    });
    expect(unexpected).toEqual([['pausePrinter', new Error('disk I/O error')]]);
    // The window says it in its own language, with no transport prefix.
    const said = say((reply as { error: Parameters<typeof say>[0] }).error, 'nl');
    expect(said).toMatch(/^Er ging iets onverwachts mis \(disk I\/O error\)/);
  });

  it('tells the shell after each command, with the reply', async () => {
    const after: unknown[] = [];
    const invoke = registered(apiDouble([]), {
      afterCommand: (command, reply) => after.push([command, reply]),
    });
    await invoke('setLanguage', OWN, 'fr');
    await invoke('setLanguage', OWN, 'it');
    expect(after).toEqual([
      ['setLanguage', { result: 'setLanguage' }],
      ['setLanguage', { error: expect.objectContaining({ code: 'host.bad-argument' }) }],
    ]);
  });

  it("the window's side unwraps the reply: a result resolves, a refusal rejects with its message", async () => {
    const invoke = registered(
      apiDouble([], { markHandled: new MessageError(msg('general.text', { text: 'no' })) }),
    );
    // What the preload forwards: the command, its arguments, and the reply as it came.
    const api = appApiOver({
      send: (command, args) => Promise.resolve(invoke(command, OWN, ...args)),
      subscribe: () => () => undefined,
    });
    expect(await api.getStatus()).toBe('getStatus');
    const refused = await api.markHandled('order-1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MessageError);
    expect(messageOf(refused)).toEqual(msg('general.text', { text: 'no' }));
    expect((refused as Error).message).not.toMatch(/Error invoking remote method/);
  });

  it('runs each command as the window, with the grant the preload sent after the arguments', async () => {
    const ipc = ipcMainDouble();
    const api = { ...apiDouble([]), markHandled: () => Promise.resolve(currentCaller()) } as AppApi;
    registerAppApi(ipc, api, trusted);
    const handler = ipc.handlers.get(ipcChannel('markHandled'))!;
    expect(await handler(OWN, ['order-1'], 'grant-1')).toEqual({
      result: { client: 'ipc', grant: 'grant-1' },
    });
    // Without one (or with anything but a text), it is a caller without a grant: guarded commands refuse it.
    expect(await handler(OWN, ['order-1'])).toEqual({ result: { client: 'ipc', grant: null } });
    expect(await handler(OWN, ['order-1'], { forged: true })).toEqual({
      result: { client: 'ipc', grant: null },
    });
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
