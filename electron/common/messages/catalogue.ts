/**
 * Every sentence a person reads from the engine — printer states, order reasons, timeline entries,
 * service states, setup problems, errors of commands, notifications, the tray, the log — is a `Message`:
 * a code with parameters, plain JSON, that crosses IPC and HTTP and is kept in the ledger. It is worded
 * only where it is shown, in the reader's language (`say`). The codes and their wordings in nl, fr and
 * en are defined once, per area, in the files imported here.
 */
import type { Language } from '../model/printer-settings';
import { formatterFor } from './format';
import { generalWords } from './general';
import { printerWords } from './printer';
import { serviceWords } from './service';
import { engineWords } from './engine';
import { orderWords } from './order';
import { decodeWords } from './decode';
import { appWords } from './app';
import { hostWords } from './host';
import { logWords } from './log';
import { shopDayWords } from './shop-day';
import { scheduleWords } from './schedule';
import { kitchenWords } from './kitchen';
import { alarmWords } from './alarm';
import { networkWords } from './network';
import { alertWords } from './alerts';
import { pairingWords } from './pairing';
import { cliWords } from './cli';
import type { Formatter, Wordings } from './wording';

export const CATALOGUE = {
  ...generalWords,
  ...printerWords,
  ...serviceWords,
  ...engineWords,
  ...orderWords,
  ...decodeWords,
  ...appWords,
  ...hostWords,
  ...logWords,
  ...shopDayWords,
  ...scheduleWords,
  ...kitchenWords,
  ...alarmWords,
  ...networkWords,
  ...alertWords,
  ...pairingWords,
  ...cliWords,
} as const;

type Catalogue = typeof CATALOGUE;
export type MessageCode = keyof Catalogue;
export type ParamsOf<C extends MessageCode> = Catalogue[C] extends Wordings<infer P> ? P : never;

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

/** One formatter per language, made on first use: building its Intl objects costs more than a wording. */
const formatters: Partial<Record<Language, Formatter>> = {};

/** The message in `language`. An unknown code (a newer ledger, a bad value) is said as its code. */
export function say(message: Message, language: Language): string {
  // A value that is not a message at all (a bug upstream) is shown as text rather than crashing a view.
  if (typeof message !== 'object' || message === null) return String(message);
  const wordings = (CATALOGUE as Readonly<Record<string, Wordings<unknown> | undefined>>)[message.code];
  if (!wordings) return message.code;
  const format = (formatters[language] ??= formatterFor(language, (inner) =>
    say(inner as Message, language),
  ));
  return wordings[language](message.params, format);
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
