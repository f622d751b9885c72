/**
 * One command dispatcher for both transports (IPC in the app, HTTP in the headless host): the command
 * named, its arguments decoded, the service called, and the outcome as a `CommandReply` — `{result}` or
 * `{error: Message}` — which the window words in its own language. It never throws: a transport sends
 * the reply as it is, so nothing (Electron's "Error invoking remote method…") is put before the message.
 */
import {
  isAppCommand,
  type AppApi,
  type AppCommand,
  type CommandReply,
  type CommandResult,
} from '../../common/contract/app-api';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError, messageOf } from '../../common/messages/errors';
import { asCaller, type Caller } from '../app/pin/caller';
import { ArgumentCountError, ArgumentError, decodeArgs } from './command-args';

/** A command name as it may appear in a message: it came from outside, so it is bounded. */
export const MAX_NAME_IN_MESSAGE = 64;

export interface DispatchOptions {
  /** Told of a failure that is not a refusal the service meant (a bug, a broken disk): for the log. */
  readonly onUnexpected?: (command: AppCommand, error: unknown) => void;
  /**
   * Who sent the command and the grant it carried. Every command a transport brings runs as a
   * caller, so a guarded one without a live grant is refused (the PIN, docs/DEPLOY.md#pin); a
   * transport that names none is a client without a grant.
   */
  readonly caller?: Caller;
}

const NO_CALLER: Caller = { client: 'unnamed', grant: null };

export type AnyReply = CommandReply<AppCommand>;

export function unknownCommand(command: string): Message {
  return msg('host.unknown-command', { command: command.slice(0, MAX_NAME_IN_MESSAGE) });
}

export async function dispatch(
  api: AppApi,
  command: string,
  args: unknown,
  options: DispatchOptions = {},
): Promise<AnyReply> {
  if (!isAppCommand(command)) return { error: unknownCommand(command) };
  if (!Array.isArray(args)) return { error: msg('host.arguments-not-a-list', { command }) };
  let decoded: readonly unknown[];
  try {
    decoded = decodeArgs(command, args);
  } catch (error) {
    return { error: refusal(command, error) };
  }
  try {
    const method = api[command] as (...parameters: unknown[]) => Promise<unknown>;
    const result = await asCaller(options.caller ?? NO_CALLER, () => method.apply(api, [...decoded]));
    return { result: result as CommandResult<AppCommand> };
  } catch (error) {
    if (!(error instanceof MessageError)) options.onUnexpected?.(command, error);
    return { error: messageOf(error) };
  }
}

/** Why the arguments were refused: what was wrong with which, or the settings decoder's own message. */
function refusal(command: AppCommand, error: unknown): Message {
  if (error instanceof ArgumentError)
    return msg('host.bad-argument', { command, argument: error.argument, problem: error.problem });
  if (error instanceof ArgumentCountError)
    return msg('host.too-many-arguments', { command, count: error.count, max: error.max });
  return messageOf(error);
}
