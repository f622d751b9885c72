/**
 * Several parts of the window listen to the app's events; over HTTP each subscription is a connection.
 * This wraps an AppApi so that all listeners share one subscription, opened with the first listener and
 * closed with the last.
 */
import { APP_COMMANDS, type AppApi, type AppEvent } from '../../electron/common/contract/app-api';

export function withSharedEvents(api: AppApi): AppApi {
  const listeners = new Set<(event: AppEvent) => void>();
  let stop: (() => void) | null = null;
  const deliver = (event: AppEvent): void => {
    for (const listener of [...listeners]) listener(event);
  };
  // Every command goes straight through, bound, whatever kind of object the host handed us. A host older
  // than this window may lack a command: that one answers with a sentence instead of breaking the window.
  const commands = Object.fromEntries(
    APP_COMMANDS.map((command) => {
      const method: unknown = api[command];
      return [
        command,
        typeof method === 'function'
          ? method.bind(api)
          : () => Promise.reject(new Error(`This version of OrderSlip cannot do "${command}": update it.`)),
      ];
    }),
  );
  const subscribe = (listener: (event: AppEvent) => void): (() => void) => {
    listeners.add(listener);
    stop ??= api.subscribe(deliver);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && stop) {
        stop();
        stop = null;
      }
    };
  };
  return { ...commands, subscribe } as AppApi;
}
