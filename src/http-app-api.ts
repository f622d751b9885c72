/**
 * AppApi over HTTP, for the window served by the headless host: commands are POSTed to /api/<name>,
 * events arrive as server-sent events from /api/events. Also the one place a reply becomes a value:
 * `{result}` resolves, `{error}` rejects with a MessageError, which the window says in its language.
 */
import {
  APP_COMMANDS,
  type AppApi,
  type AppCommand,
  type AppEvent,
  type UnlockView,
} from '../electron/common/contract/app-api';
import { decodeMessage, msg, type Message } from '../electron/common/messages/catalogue';
import { MessageError } from '../electron/common/messages/errors';
import { GRANT_HEADER } from '../electron/common/contract/pin';
import { PinGrant } from './lib/pin-grant';

/** How commands reach the app and its events come back: IPC through the preload, or HTTP. */
export interface AppTransport {
  /**
   * Sends a command with the grant `unlock` gave (null: none); resolves with the reply as it came
   * (`{result}` or `{error}`), never rejects on a refusal.
   */
  send(command: AppCommand, args: unknown[], grant: string | null): Promise<unknown>;
  subscribe(listener: (event: AppEvent) => void): () => void;
}

/**
 * The value of a reply: its result, or a MessageError with its message. A reply that is neither (a
 * proxy's page, a newer host's unknown code) rejects with `unreadable`.
 */
export function replyValue(reply: unknown, unreadable: Message): unknown {
  if (typeof reply === 'object' && reply !== null) {
    if ('error' in reply) throw new MessageError(decodeMessage(reply.error) ?? unreadable);
    if ('result' in reply) return reply.result;
  }
  throw new MessageError(unreadable);
}

/**
 * AppApi over a transport: each command sends (with the grant of the last right PIN, kept in `grant`),
 * and its reply is unwrapped by `replyValue`.
 */
export function appApiOver(transport: AppTransport, grant: PinGrant = new PinGrant()): AppApi {
  const commands = Object.fromEntries(
    APP_COMMANDS.map((command) => [
      command,
      async (...args: unknown[]) => {
        const value = replyValue(
          await transport.send(command, args, grant.current),
          msg('general.unexpected', { detail: `no readable reply to ${command}` }),
        );
        if (command === 'unlock' && isUnlocked(value)) grant.keep(value.grant);
        return value;
      },
    ]),
  );
  return {
    ...commands,
    subscribe: (listener: (event: AppEvent) => void) => transport.subscribe(listener),
  } as AppApi;
}

function isUnlocked(value: unknown): value is UnlockView {
  return typeof value === 'object' && value !== null && 'grant' in value && typeof value.grant === 'string';
}

/** The reply a response carries; a body that is not one says the HTTP status instead. */
async function send(command: AppCommand, args: unknown[], grant: string | null): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`/api/${command}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-OrderSlip': '1',
        ...(grant === null ? {} : { [GRANT_HEADER]: grant }),
      },
      body: JSON.stringify(args),
    });
  } catch {
    throw new MessageError(msg('host.not-answering'));
  }
  const unreadable = msg('host.answered-status', { status: response.status });
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null) throw new MessageError(unreadable);
  if (response.ok && 'result' in body) return body;
  // A refusal of ours carries a message we know; anything else (a proxy, a newer host) says the status.
  if ('error' in body && decodeMessage(body.error) !== null) return body;
  throw new MessageError(unreadable);
}

function subscribe(listener: (event: AppEvent) => void): () => void {
  const source = new EventSource('/api/events');
  let lost = false;
  source.onmessage = (message: { readonly data: unknown }) => {
    if (typeof message.data !== 'string') return;
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
}

export function httpAppApi(grant?: PinGrant): AppApi {
  return appApiOver({ send, subscribe }, grant);
}
