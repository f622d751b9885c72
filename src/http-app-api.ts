/**
 * AppApi over HTTP, for the window served by the headless host: commands are POSTed to /api/<name>,
 * events arrive as server-sent events from /api/events.
 */
import { APP_COMMANDS, type AppApi, type AppCommand, type AppEvent } from '../electron/shared/contract';

async function call(command: AppCommand, args: unknown[]): Promise<unknown> {
  const response = await fetch(`/api/${command}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-OrderSlip': '1' },
    body: JSON.stringify(args),
  });
  const body = (await response.json().catch(() => ({}))) as { result?: unknown; error?: string };
  if (!response.ok) throw new Error(body.error ?? `OrderSlip answered ${response.status}.`);
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
      source.onmessage = (message: MessageEvent<string>) => listener(JSON.parse(message.data) as AppEvent);
      return () => source.close();
    },
  } as AppApi;
}
