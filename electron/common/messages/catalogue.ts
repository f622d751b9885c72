/**
 * Every sentence a person reads from the engine — printer states, order reasons, timeline entries,
 * service states, setup problems, errors of commands, notifications, the tray, the log — is a `Message`:
 * a code with parameters, plain JSON, that crosses IPC and HTTP and is kept in the ledger. It is worded
 * only where it is shown, in the reader's language (`say`, in `say.ts`). The codes are defined once, per
 * area, by their English wordings (`words/en/messages/`); every language words each of them in its
 * own folder (`words/<language>/messages/`).
 */
import type { Wording } from '../words/wording';
import { messages } from '../words/en/messages';

/** The codes, as English defines them: every other language words exactly these (`words/`). */
const CATALOGUE = messages;

type Catalogue = typeof CATALOGUE;
export type MessageCode = keyof Catalogue;
export type ParamsOf<C extends MessageCode> = Catalogue[C] extends Wording<infer P> ? P : never;

/** A sentence as a code and its parameters; parameters may hold other messages (a cause). */
export type Message = { readonly [C in MessageCode]: MessageOf<C> }[MessageCode];
export interface MessageOf<C extends MessageCode> {
  readonly code: C;
  readonly params: ParamsOf<C>;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoParams = {};

/** Builds a message: `msg('printer.paper-out', { printer: 'Counter' })`, `msg('general.ready')`. */
export function msg<C extends MessageCode>(
  code: C,
  ...params: NoParams extends ParamsOf<C> ? [params?: ParamsOf<C>] : [params: ParamsOf<C>]
  // NoInfer: the code alone says which message it is. Inferred from where the message goes (a
  // `Message`), TypeScript would weigh every code of the catalogue, and past ~340 gives up.
): NoInfer<MessageOf<C>> {
  return { code, params: (params[0] ?? {}) as ParamsOf<C> };
}

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(CATALOGUE, value);
}

/**
 * Reads a message from untrusted JSON (the ledger, a transport): a known code with an object of
 * parameters, or null. Parameters are not checked further: wordings only interpolate them as text.
 */
export function decodeMessage(value: unknown): Message | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (!isMessageCode(code)) return null;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params)))
    return null;
  return { code, params: params ?? {} } as Message;
}

/**
 * A text kept before messages existed (an older ledger's reasons) or that came from outside as text:
 * shown as it is, in every language.
 */
export function verbatim(text: string): Message {
  return msg('general.text', { text });
}
