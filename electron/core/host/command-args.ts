/**
 * The arguments of every AppApi command, decoded where they enter the app (IPC, HTTP): a window of
 * another version, a page that is not ours or a bug must not reach the service with a value of the
 * wrong shape. One decoder per command; the compiler refuses a command without one.
 */
import type {
  AppCommand,
  CommandArgs,
  DayListKind,
  DemoPrinterFault,
  HistoryQueryView,
  LogoUpload,
  OrderStateView,
  SettingsUpdate,
  UnverifiedAnswer,
  WaitingJobsDecision,
} from '../../common/contract/app-api';
import { LOGO_MAX_BYTES } from '../../common/contract/app-api';
import type { AppSettings } from '../../common/contract/settings';
import type { DayQuery } from '../../common/shop-day/day';
import { msg, type Message } from '../../common/messages/catalogue';
import { ORDER_TYPES, type OrderType } from '../../common/model/order';
import { type PrinterSettings } from '../../common/model/printer-settings';
import { LANGUAGES } from '../../common/words/languages';
import { APP_LANGUAGES, decodePrinter, decodeSettings } from '../app/decode-settings';

/** Far above any id we give out or the service may send (order ids stop at 128, see api/order-id.ts). */
export const MAX_ID_LENGTH = 256;
/** A search typed or scanned into the history's field. */
export const MAX_SEARCH_LENGTH = 500;
/** Cursors are short base64url positions; this only bounds what a page may send. */
export const MAX_CURSOR_LENGTH = 1_000;
/** A pasted token, an address, a tenant: generous, but not a megabyte of text. */
export const MAX_FIELD_LENGTH = 4_096;
/** A PIN is at most 12 digits; a little more room, so a typo is refused by its own message. */
export const MAX_PIN_TEXT = 64;
/** The ledger pages at most this many rows. */
export const MAX_PAGE_SIZE = 500;

/** One argument that is not what it must be: `argument` names it ("orderId", "query.limit"). */
export class ArgumentError extends Error {
  override readonly name = 'ArgumentError';

  constructor(
    readonly argument: string,
    readonly problem: Message,
  ) {
    super(`${argument}: ${problem.code}`);
  }
}

/** More arguments than the command takes. */
export class ArgumentCountError extends Error {
  override readonly name = 'ArgumentCountError';

  constructor(
    readonly count: number,
    readonly max: number,
  ) {
    super(`${count} arguments, at most ${max}`);
  }
}

const ORDER_STATE_VIEWS = [
  'waiting',
  'printed',
  'confirmed',
  'held',
  'handled',
  'gone',
] as const satisfies readonly OrderStateView[];
const UNVERIFIED_ANSWERS = ['came-out', 'print-again'] as const satisfies readonly UnverifiedAnswer[];
const DEMO_PRINTER_FAULTS = [
  'none',
  'paper-out',
  'offline',
  'no-completion',
  'early-answer',
] as const satisfies readonly DemoPrinterFault[];
const DAY_LISTS = ['bake-list', 'pickup-sheet'] as const satisfies readonly DayListKind[];
const HISTORY_SORTS = ['arrival', 'due'] as const satisfies readonly NonNullable<HistoryQueryView['sort']>[];

// Compile-time proof that each list names every value of its type.
type Covers<T, L extends readonly T[]> = Exclude<T, L[number]> extends never ? true : never;
const listsComplete: [
  Covers<OrderStateView, typeof ORDER_STATE_VIEWS>,
  Covers<UnverifiedAnswer, typeof UNVERIFIED_ANSWERS>,
  Covers<DemoPrinterFault, typeof DEMO_PRINTER_FAULTS>,
  Covers<NonNullable<HistoryQueryView['sort']>, typeof HISTORY_SORTS>,
  Covers<DayListKind, typeof DAY_LISTS>,
] = [true, true, true, true, true];
void listsComplete;

type Read<T> = (value: unknown, argument: string) => T;

const id: Read<string> = (value, argument) => {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ID_LENGTH)
    throw new ArgumentError(argument, msg('host.expected-id', { max: MAX_ID_LENGTH }));
  return value;
};

const text =
  (max: number): Read<string> =>
  (value, argument) => {
    if (typeof value !== 'string' || value.length > max)
      throw new ArgumentError(argument, msg('host.expected-text', { max }));
    return value;
  };

const wholeNumber =
  (min: number, max: number): Read<number> =>
  (value, argument) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max)
      throw new ArgumentError(argument, msg('host.expected-whole-number', { min, max }));
    return value;
  };

const jobId: Read<number> = (value, argument) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new ArgumentError(argument, msg('host.expected-job-id'));
  return value;
};

const oneOf =
  <T extends string>(choices: readonly T[]): Read<T> =>
  (value, argument) => {
    const match = choices.find((choice) => choice === value);
    if (match === undefined) throw new ArgumentError(argument, msg('host.expected-one-of', { choices }));
    return match;
  };

/** A calendar date as the history filters send it: YYYY-MM-DD, a real day. */
const date: Read<string> = (value, argument) => {
  const valid =
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!valid) throw new ArgumentError(argument, msg('host.expected-date'));
  return value;
};

type JsonObject = Readonly<Record<string, unknown>>;

const object: Read<JsonObject> = (value, argument) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ArgumentError(argument, msg('host.expected-object'));
  return value as JsonObject;
};

const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (value, argument) =>
    value === undefined || value === null ? null : read(value, argument);

/** Only the fields that are there, each read; unknown fields are left out. */
function optional<T>(o: JsonObject, key: string, at: string, read: Read<T>): T | undefined {
  const value = o[key];
  return value === undefined || value === null ? undefined : read(value, `${at}.${key}`);
}

function historyQuery(value: unknown, argument: string): HistoryQueryView {
  const o = object(value ?? {}, argument);
  const fields: { -readonly [K in keyof HistoryQueryView]: HistoryQueryView[K] } = {
    dueFrom: optional(o, 'dueFrom', argument, date),
    dueTo: optional(o, 'dueTo', argument, date),
    shopId: optional(o, 'shopId', argument, wholeNumber(0, Number.MAX_SAFE_INTEGER)),
    type: optional<OrderType>(o, 'type', argument, oneOf(ORDER_TYPES)),
    state: optional(o, 'state', argument, oneOf(ORDER_STATE_VIEWS)),
    text: optional(o, 'text', argument, text(MAX_SEARCH_LENGTH)),
    sort: optional(o, 'sort', argument, oneOf(HISTORY_SORTS)),
    limit: optional(o, 'limit', argument, wholeNumber(1, MAX_PAGE_SIZE)),
    cursor: optional(o, 'cursor', argument, text(MAX_CURSOR_LENGTH)),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, field]) => field !== undefined),
  ) as HistoryQueryView;
}

/** A day of the shop's day: a real date, and one shop or every shop (null). */
function dayQuery(value: unknown, argument: string): DayQuery {
  const o = object(value, argument);
  return {
    date: date(o['date'], `${argument}.date`),
    shopId: nullable(wholeNumber(0, Number.MAX_SAFE_INTEGER))(o['shopId'], `${argument}.shopId`),
  };
}

const bool: Read<boolean> = (value, argument) => {
  if (typeof value !== 'boolean')
    throw new ArgumentError(argument, msg('host.expected-one-of', { choices: ['true', 'false'] }));
  return value;
};

/** Settings go through the one settings decoder; its refusal (a MessageError) names the setting. */
const settings: Read<AppSettings> = (value, argument) => decodeSettings(object(value, argument));

const printer: Read<string | PrinterSettings> = (value, argument) => {
  if (typeof value === 'string') return id(value, argument);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return decodePrinter(value);
  throw new ArgumentError(argument, msg('host.expected-printer'));
};

const waitingJobsDecision: Read<WaitingJobsDecision> = (value, argument) => {
  if (value === 'drop') return 'drop';
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return { move: id((value as JsonObject)['move'], `${argument}.move`) };
  throw new ArgumentError(
    argument,
    msg('host.expected-one-of', { choices: ['drop', '{ "move": printerId }'] }),
  );
};

function settingsUpdate(value: unknown, argument: string): SettingsUpdate {
  const o = object(value, argument);
  const token = optional(o, 'token', argument, text(MAX_FIELD_LENGTH));
  const alertPassword = optional(o, 'alertPassword', argument, text(MAX_FIELD_LENGTH));
  const newPin = optional(o, 'newPin', argument, text(MAX_PIN_TEXT));
  const fleetKey = optional(o, 'fleetKey', argument, text(MAX_FIELD_LENGTH));
  const jobs = optional(o, 'waitingJobs', argument, object);
  const waitingJobs =
    jobs === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(jobs).map(([printerId, decision]) => [
            id(printerId, `${argument}.waitingJobs`),
            waitingJobsDecision(decision, `${argument}.waitingJobs.${printerId}`),
          ]),
        );
  return {
    settings: settings(o['settings'], `${argument}.settings`),
    ...(token !== undefined ? { token } : {}),
    ...(alertPassword !== undefined ? { alertPassword } : {}),
    ...(newPin !== undefined ? { newPin } : {}),
    ...(fleetKey !== undefined ? { fleetKey } : {}),
    ...(waitingJobs !== undefined ? { waitingJobs } : {}),
  };
}

function connection(value: unknown, argument: string): CommandArgs<'testConnection'>[0] {
  const o = object(value, argument);
  const token = optional(o, 'token', argument, text(MAX_FIELD_LENGTH));
  return {
    baseUrl: text(MAX_FIELD_LENGTH)(o['baseUrl'], `${argument}.baseUrl`),
    tenant: text(MAX_FIELD_LENGTH)(o['tenant'], `${argument}.tenant`),
    ...(token !== undefined ? { token } : {}),
  };
}

/** A picture's base64: the HTTP host's body limit bounds it first; this bounds it on IPC too. */
const MAX_LOGO_BASE64 = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4;

/**
 * A logo file as the window sends it. A file a little over the limit passes here, so its refusal names
 * the file and the limit (the logo store's message) rather than a malformed request.
 */
function logoUpload(value: unknown, argument: string): LogoUpload {
  const o = object(value, argument);
  const base64 = text(MAX_LOGO_BASE64 * 2)(o['base64'], `${argument}.base64`);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    throw new ArgumentError(`${argument}.base64`, msg('host.expected-text', { max: MAX_LOGO_BASE64 }));
  return { name: text(MAX_FIELD_LENGTH)(o['name'], `${argument}.name`), base64 };
}

type Decoder<C extends AppCommand> = (args: readonly unknown[]) => CommandArgs<C>;

type Reads<A extends readonly unknown[]> = {
  readonly [K in keyof A]: readonly [name: string, read: Read<A[K]>];
};

/** A decoder for a command whose arguments are read, in order, by `reads` (a missing one reads as undefined). */
function takes<A extends readonly unknown[]>(...reads: Reads<A>): (args: readonly unknown[]) => A {
  const list = reads as readonly (readonly [string, Read<unknown>])[];
  return (args) => {
    if (args.length > list.length) throw new ArgumentCountError(args.length, list.length);
    return list.map(([name, read], index) => read(args[index], name)) as unknown as A;
  };
}

export const COMMAND_ARGS: { readonly [C in AppCommand]: Decoder<C> } = {
  getAppInfo: takes(),
  getStatus: takes(),
  listHistory: takes(['query', historyQuery]),
  getOrder: takes(['orderId', id], ['printerId', nullable(id)]),
  reprint: takes(['orderId', id], ['printerId', id]),
  cancelReprint: takes(['jobId', jobId]),
  answerUnverified: takes(['orderId', id], ['answer', oneOf(UNVERIFIED_ANSWERS)]),
  markHandled: takes(['orderId', id]),
  markGoneSeen: takes(['orderId', id]),
  retryNow: takes(['orderId', nullable(id)]),
  retryPrinter: takes(['printerId', id]),
  pausePrinter: takes(['printerId', id]),
  resumePrinter: takes(['printerId', id]),
  testPrint: takes(['printer', printer]),
  findPrinters: takes(),
  storeLogo: takes(['file', logoUpload]),
  chooseLogo: takes(),
  // The address plays no part in a preview: a printer the wizard has not given one yet still previews.
  previewLogo: takes([
    'printer',
    (value, argument) => {
      const o = object(value, argument);
      return decodePrinter(o['uri'] ? o : { ...o, uri: 'printer:preview' });
    },
  ]),
  getSettings: takes(),
  checkSettings: takes(['settings', settings]),
  saveSettings: takes(['update', settingsUpdate]),
  testConnection: takes(['connection', connection]),
  getDemoPaper: takes(),
  setDemoPrinterFault: takes(['fault', oneOf(DEMO_PRINTER_FAULTS)]),
  exportDiagnostics: takes(),
  setLanguage: takes(['language', oneOf(APP_LANGUAGES)]),
  getDay: takes(['query', dayQuery]),
  exportBakeList: takes(['query', dayQuery], ['language', oneOf(LANGUAGES)]),
  printDayList: takes(['query', dayQuery], ['list', oneOf(DAY_LISTS)], ['printerId', id]),
  checkDayChanges: takes(['query', dayQuery]),
  // What a scanner typed: an id, or a short id with "#"; bounded like a search.
  markCollected: takes(
    ['scanned', text(MAX_SEARCH_LENGTH)],
    ['collected', bool],
    // Left out by a window of an older version: the day is checked, as is safe.
    ['anyDay', (value, argument) => (value === undefined ? false : bool(value, argument))],
  ),
  acknowledgeAlarm: takes(),
  getNetwork: takes(),
  startPairing: takes(),
  listPairedDevices: takes(),
  unpairDevice: takes(['deviceId', id]),
  sendTestAlert: takes(),
  unlock: takes(['pin', text(MAX_PIN_TEXT)]),
};

/** The command's arguments, decoded; throws ArgumentError, ArgumentCountError or the settings decoder's error. */
export function decodeArgs<C extends AppCommand>(command: C, args: readonly unknown[]): CommandArgs<C> {
  return (COMMAND_ARGS[command] as Decoder<C>)(args);
}
