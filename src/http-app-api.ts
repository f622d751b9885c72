/**
 * AppApi over HTTP, for the window served by the headless host: commands are POSTed to /api/<name>,
 * events arrive as server-sent events from /api/events.
 */
import { APP_COMMANDS, type AppApi, type AppCommand, type AppEvent } from '../electron/shared/contract';
import { i18n } from './lib/i18n.svelte';

async function call(command: AppCommand, args: unknown[]): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`/api/${command}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-OrderSlip': '1' },
      body: JSON.stringify(args),
    });
  } catch {
    throw new Error(i18n.t.app.notAnswering);
  }
  const body = (await response.json().catch(() => ({}))) as { result?: unknown; error?: string };
  if (!response.ok) throw new Error(body.error ?? i18n.t.app.answered(response.status));
  return body.result;
}

export function httpAppApi(): AppApi {
  const commands = Object.fromEntries(
    APP_COMMANDS.map((command) => [command, (...args: unknown[]) => call(command, args)]),
  );
  return {
    ...commands,
    subscribe(listener: (event: AppEvent) => void): () => void {
      const source = new EventSource('/api/events');
      let lost = false;
      source.onmessage = (message: MessageEvent<string>) => {
        let event: AppEvent;
        try {
          event = JSON.parse(message.data) as AppEvent;
        } catch {
          return;
        }
        listener(event);
      };
      // EventSource reconnects by itself; events sent meanwhile are lost, so the window refreshes.
      source.onerror = () => {
        lost = true;
      };
      source.onopen = () => {
        if (!lost) return;
        lost = false;
        listener({ type: 'status-changed' });
      };
      return () => source.close();
    },
  } as AppApi;
}
