/**
 * Settings arrive as JSON a person may have written by hand (the headless `--config` file), from an
 * older version of the app, or from the window: decode them once, refusing with a message that names
 * the setting at fault (and its printer, by name) in the reader's language.
 */
import { printable } from '../api/decode-fields';
import { ORDER_TYPES } from '../../common/model/order';
import {
  CHARACTER_SETS,
  DEFAULT_CHARACTER_SET,
  DEFAULT_LABEL_SETTINGS,
  DPIS,
  LABEL_COUNTS,
  LABEL_HEIGHT_MM,
  LABEL_PROTOCOLS,
  LABEL_WIDTH_MM,
  MAX_LINES_PER_LABEL,
  MAX_COPIES,
  MAX_HEADER_LENGTH,
  PAPER_WIDTHS,
  PRINT_MODES,
  PRINTER_MODEL_IDS,
  PRINTER_ROLES,
  PRINTER_TYPES,
  TICKET_TEMPLATES,
  NO_LINE_FILTER,
  type LineFilter,
  type LabelSettings,
  type PrinterSettings,
} from '../../common/model/printer-settings';
import { LANGUAGES } from '../../common/words/languages';
import {
  ALARM_MODES,
  ALARM_SOUNDS,
  DEFAULT_SETTINGS,
  POLL_INTERVAL_SECONDS,
  RETENTION_DAYS,
  SMTP_SECURITY,
  UPDATE_CHANNELS,
  type AlarmSettings,
  type FleetSettings,
  type UpdateSettings,
  type AlertSettings,
  type EmailAlertSettings,
  type NetworkSettings,
  type AppLanguage,
  type AppSettings,
  type BakeListSchedule,
  type DueSlipSettings,
  type ShopDaySettings,
  type ShopSetting,
} from '../../common/contract/settings';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { normalizePrinterAddress } from '../../common/syntax/printer-uri';
import { defaultPrinterName } from '../../common/printer-name';
import type { SettingShape } from '../../common/words/en/messages/app';

/** Settings that cannot be used; `said` names the setting and what is wrong with it. */
export class SettingsError extends MessageError {
  override readonly name = 'SettingsError';
  /** Where in the settings, for a message that does not say it itself (a printer without an address). */
  readonly path: string | null;

  constructor(said: Message, path: string | null = null) {
    super(said);
    this.path = path;
  }
}

/** One thing wrong in settings: where (`printers[1].uri`) and what, worded where it is shown. */
export interface SettingsProblem {
  readonly path: string;
  readonly said: Message;
}

/**
 * Settings decoded, or every problem in them (`decodeSettingsCollecting`), with what could be read
 * (defaults in place of the bad values; null when nothing could) for checks of their own.
 */
export type DecodedSettings =
  | { readonly ok: true; readonly settings: AppSettings }
  | { readonly ok: false; readonly problems: readonly SettingsProblem[]; readonly read: AppSettings | null };

export const APP_LANGUAGES: readonly AppLanguage[] = ['system', ...LANGUAGES];

type JsonObject = Readonly<Record<string, unknown>>;

/**
 * Where a value sits, for the refusal: its path in the file and the printer it belongs to. With
 * `problems`, a bad value is noted there and its default taken, so one reading finds every problem.
 */
interface At {
  readonly path: string;
  readonly printer: string | null;
  readonly problems?: SettingsProblem[];
}

type Read<T> = (value: unknown, at: At) => T;

const child = (at: At, key: string | number): At => ({
  ...at,
  path: typeof key === 'number' ? `${at.path}[${key}]` : at.path ? `${at.path}.${key}` : key,
});

/** A value as it was written, short and with nothing that would act in a log or a window. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return '[…]';
  if (typeof value === 'object' && value !== null) return '{…}';
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return printable(text.length > 42 ? `${text.slice(0, 40)}…` : text);
}

function wrongType(at: At, expected: SettingShape, value: unknown): SettingsError {
  return new SettingsError(
    msg('app.setting-wrong-type', { setting: at.path, printer: at.printer, expected, got: shown(value) }),
  );
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const object: Read<JsonObject> = (value, at) => {
  if (!isObject(value)) throw wrongType(at, 'group', value);
  return value;
};

/** Runs `read`; when collecting, a refusal is noted (at its own path when it has one) and `fallback` taken. */
function noted<T>(at: At, fallback: T, read: () => T): T {
  if (!at.problems) return read();
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    at.problems.push({ path: error.path ?? at.path, said: error.said });
    return fallback;
  }
}

function field<T>(o: JsonObject, key: string, at: At, fallback: T, read: Read<T>): T {
  const value = o[key];
  if (value === undefined) return fallback;
  const keyAt = child(at, key);
  return noted(keyAt, fallback, () => read(value, keyAt));
}

/** A text that may be null (a name not known): null, or empty, reads as null. */
function optionalText(o: JsonObject, key: string, at: At): string | null {
  return o[key] === null ? null : field(o, key, at, '', str) || null;
}

const str: Read<string> = (value, at) => {
  if (typeof value !== 'string') throw wrongType(at, 'text', value);
  return value.trim();
};
const bool: Read<boolean> = (value, at) => {
  if (typeof value !== 'boolean') throw wrongType(at, 'true-false', value);
  return value;
};
const wholeNumber =
  (min: number, max: number): Read<number> =>
  (value, at) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      throw new SettingsError(
        msg('app.setting-out-of-range', {
          setting: at.path,
          printer: at.printer,
          min,
          max,
          got: shown(value),
        }),
      );
    return value;
  };
/** Text a person may write (a receipt's header), kept whole: refused when too long, never cut silently. */
const boundedText =
  (max: number): Read<string> =>
  (value, at) => {
    const text = str(value, at);
    if (text.length > max)
      throw new SettingsError(
        msg('app.setting-too-long', {
          setting: at.path,
          printer: at.printer,
          max,
          length: text.length,
          got: shown(value),
        }),
      );
    return text;
  };
const choice =
  <T extends string | number>(allowed: readonly T[]): Read<T> =>
  (value, at) => {
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined)
      throw new SettingsError(
        msg('app.setting-not-a-choice', {
          setting: at.path,
          printer: at.printer,
          choices: allowed.map(String),
          got: shown(value),
        }),
      );
    return match;
  };
const list =
  <T>(read: Read<T>): Read<T[]> =>
  (value, at) => {
    if (!Array.isArray(value)) throw wrongType(at, 'list', value);
    const skipped = Symbol('skipped');
    // Collecting, a bad item is noted and left out, and the items after it are still read.
    return value
      .map((item, index) => {
        const itemAt = child(at, index);
        return noted<T | typeof skipped>(itemAt, skipped, () => read(item, itemAt));
      })
      .filter((item): item is T => item !== skipped);
  };

function printer(value: unknown, at: At): PrinterSettings {
  const o = object(value, at);
  const id = field(o, 'id', at, '', str);
  const position = Number(/\[(\d+)\]$/.exec(at.path)?.[1] ?? 0) + 1;
  if (!id) throw new SettingsError(msg('app.printer-without-id', { position }), child(at, 'id').path);
  const given = field(o, 'name', { ...at, printer: id }, '', str).trim();
  // Every refusal from here on names the printer as the shop knows it; one without a name by its id,
  // which is what the file it is wrong in shows.
  const named: At = { ...at, printer: given || id };
  const role = field(o, 'role', named, 'receipt', choice(PRINTER_ROLES));
  const language = field(o, 'language', named, 'nl', choice(LANGUAGES));
  // Without a name, the word for it in its paper's language: never its id, nor an English word, in
  // what the shop reads (Status, alerts, notifications, logs).
  const name = given || defaultPrinterName(role, language);
  // What a person wrote by hand ("192.168.1.50") is kept as the app takes it (tcp://192.168.1.50:9100).
  const uri = normalizePrinterAddress(field(o, 'uri', named, '', str));
  if (!uri)
    throw new SettingsError(
      msg('app.printer-without-address', { printer: given || id }),
      child(at, 'uri').path,
    );
  const untested = field(o, 'untested', named, false, bool);
  return {
    id,
    name,
    uri,
    type: field(o, 'type', named, 'epson', choice(PRINTER_TYPES)),
    paperWidth: field(o, 'paperWidth', named, 80, choice(PAPER_WIDTHS)),
    characterSet: field(o, 'characterSet', named, DEFAULT_CHARACTER_SET, choice(CHARACTER_SETS)),
    language,
    copies: field(o, 'copies', named, 1, wholeNumber(1, MAX_COPIES)),
    logoPath: optionalText(o, 'logoPath', named),
    allowUnverified: field(o, 'allowUnverified', named, false, bool),
    model: field(o, 'model', named, 'generic', choice(PRINTER_MODEL_IDS)),
    printMode: field(o, 'printMode', named, 'auto', choice(PRINT_MODES)),
    dpi: field(o, 'dpi', named, 203, choice(DPIS)),
    header: field(o, 'header', named, '', boundedText(MAX_HEADER_LENGTH)),
    footer: field(o, 'footer', named, '', boundedText(MAX_HEADER_LENGTH)),
    showPlu: field(o, 'showPlu', named, false, bool),
    confirmOnQueueCompletion: field(o, 'confirmOnQueueCompletion', named, false, bool),
    role,
    label: field(o, 'label', named, DEFAULT_LABEL_SETTINGS, labelSettings),
    ticket: field(o, 'ticket', named, 'receipt', choice(TICKET_TEMPLATES)),
    filter: field(o, 'filter', named, NO_LINE_FILTER, lineFilter),
    buzzer: field(o, 'buzzer', named, false, bool),
    // Only a printer still to be tested carries the mark: the settings of a tested one stay as they were.
    ...(untested ? { untested: true } : {}),
  };
}

function labelSettings(value: unknown, at: At): LabelSettings {
  const o = object(value, at);
  const d = DEFAULT_LABEL_SETTINGS;
  return {
    protocol: field(o, 'protocol', at, d.protocol, choice(LABEL_PROTOCOLS)),
    widthMm: field(o, 'widthMm', at, d.widthMm, wholeNumber(LABEL_WIDTH_MM.min, LABEL_WIDTH_MM.max)),
    heightMm: field(o, 'heightMm', at, d.heightMm, wholeNumber(LABEL_HEIGHT_MM.min, LABEL_HEIGHT_MM.max)),
    orderLabels: field(o, 'orderLabels', at, d.orderLabels, bool),
    cakeLabels: field(o, 'cakeLabels', at, d.cakeLabels, bool),
    count: field(o, 'count', at, d.count, choice(LABEL_COUNTS)),
    linesPerLabel: field(o, 'linesPerLabel', at, d.linesPerLabel, wholeNumber(1, MAX_LINES_PER_LABEL)),
    orderTypes: field(o, 'orderTypes', at, d.orderTypes, list(choice(ORDER_TYPES))),
    products: field(o, 'products', at, d.products, list(str)).filter((name) => name !== ''),
  };
}

function lineFilter(value: unknown, at: At): LineFilter {
  const o = object(value, at);
  return {
    orderTypes: field(o, 'orderTypes', at, [], list(choice(ORDER_TYPES))),
    products: field(o, 'products', at, [], list(str)).filter((name) => name !== ''),
  };
}

/** `HH:MM`, 00:00 to 23:59; "7:30" is taken as 07:30. */
const timeOfDay: Read<string> = (value, at) => {
  const match = typeof value === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(value.trim()) : null;
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw wrongType(at, 'time-of-day', value);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
};

function bakeListSchedule(value: unknown, at: At): BakeListSchedule {
  const o = object(value, at);
  const id = field(o, 'id', at, '', str);
  const printerId = field(o, 'printerId', at, '', str);
  if (!id) throw wrongType(child(at, 'id'), 'text', o['id']);
  if (!printerId) throw wrongType(child(at, 'printerId'), 'text', o['printerId']);
  return {
    id,
    day: field(o, 'day', at, 'tomorrow', choice(['today', 'tomorrow'] as const)),
    time: field(o, 'time', at, '14:00', timeOfDay),
    printerId,
    shopId:
      o['shopId'] === null ? null : field(o, 'shopId', at, null, wholeNumber(0, Number.MAX_SAFE_INTEGER)),
  };
}

function dueSlips(value: unknown, at: At): DueSlipSettings {
  const o = object(value, at);
  const d = DEFAULT_SETTINGS.shopDay.dueSlips;
  return {
    enabled: field(o, 'enabled', at, d.enabled, bool),
    printerId: optionalText(o, 'printerId', at),
    when: field(o, 'when', at, d.when, choice(['opening', 'before-due'] as const)),
    minutesBefore: field(o, 'minutesBefore', at, d.minutesBefore, wholeNumber(0, 24 * 60)),
  };
}

function shopDay(value: unknown, at: At): ShopDaySettings {
  const o = object(value, at);
  const d = DEFAULT_SETTINGS.shopDay;
  const openingTime = field(o, 'openingTime', at, d.openingTime, timeOfDay);
  const closingTime = field(o, 'closingTime', at, d.closingTime, timeOfDay);
  // The day's lists, slips and "not collected" all run from opening to closing on one day: a closing
  // time at or before the opening would make a day with no hours (`HH:MM` compares as text).
  if (closingTime <= openingTime)
    throw new SettingsError(
      msg('app.closing-before-opening', { openingTime, closingTime }),
      child(at, 'closingTime').path,
    );
  return {
    openingTime,
    closingTime,
    bakeLists: field(o, 'bakeLists', at, d.bakeLists, list(bakeListSchedule)),
    dueSlips: field(o, 'dueSlips', at, d.dueSlips, dueSlips),
  };
}

function alarm(value: unknown, at: At): AlarmSettings {
  const o = object(value, at);
  const d = DEFAULT_SETTINGS.alarm;
  return {
    mode: field(o, 'mode', at, d.mode, choice(ALARM_MODES)),
    sound: field(o, 'sound', at, d.sound, choice(ALARM_SOUNDS)),
    newOrders: field(o, 'newOrders', at, d.newOrders, bool),
    problems: field(o, 'problems', at, d.problems, bool),
  };
}

/** A host name or IP address, with an optional port: what a peer named by address may be. */
const PEER_ADDRESS = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(:\d{1,5})?$/;

const peerAddress: Read<string> = (value, at) => {
  const address = str(value, at);
  const port = /:(\d+)$/.exec(address)?.[1];
  if (!PEER_ADDRESS.test(address) || (port !== undefined && (Number(port) < 1 || Number(port) > 65535)))
    throw new SettingsError(msg('network.setting-not-an-address', { setting: at.path, got: shown(value) }));
  return address;
};

function network(value: unknown, at: At): NetworkSettings {
  const o = object(value, at);
  const d = DEFAULT_SETTINGS.network;
  const serve = isObject(o['serveWindow']) ? o['serveWindow'] : {};
  const serveAt = child(at, 'serveWindow');
  return {
    pcName: field(o, 'pcName', at, d.pcName, boundedText(40)),
    discovery: field(o, 'discovery', at, d.discovery, bool),
    peerAddresses: field(o, 'peerAddresses', at, d.peerAddresses, list(peerAddress)),
    printingShops: [
      ...new Set(
        field(o, 'printingShops', at, d.printingShops, list(wholeNumber(0, Number.MAX_SAFE_INTEGER))),
      ),
    ],
    takeoverSeconds: field(o, 'takeoverSeconds', at, d.takeoverSeconds, wholeNumber(10, 3600)),
    serveWindow: {
      enabled: field(serve, 'enabled', serveAt, d.serveWindow.enabled, bool),
      port: field(serve, 'port', serveAt, d.serveWindow.port, wholeNumber(1024, 65535)),
    },
  };
}

/** An http(s) address, or empty (nothing to call). */
const webAddress: Read<string> = (value, at) => {
  const address = str(value, at);
  if (address === '') return address;
  let url: URL | null;
  try {
    url = new URL(address);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new SettingsError(msg('alerts.setting-not-a-url', { setting: at.path, got: shown(value) }));
  return address;
};

/** Loose on purpose: the SMTP server is the judge; this catches a name typed in the wrong field. */
const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

const emailAddress: Read<string> = (value, at) => {
  const address = str(value, at);
  if (address !== '' && !EMAIL.test(address))
    throw new SettingsError(msg('alerts.setting-not-an-email', { setting: at.path, got: shown(value) }));
  return address;
};

function email(value: unknown, at: At): EmailAlertSettings {
  const o = object(value, at);
  const d = DEFAULT_SETTINGS.alerts.email;
  return {
    enabled: field(o, 'enabled', at, d.enabled, bool),
    host: field(o, 'host', at, d.host, boundedText(255)),
    port: field(o, 'port', at, d.port, wholeNumber(1, 65535)),
    security: field(o, 'security', at, d.security, choice(SMTP_SECURITY)),
    user: field(o, 'user', at, d.user, boundedText(255)),
    from: field(o, 'from', at, d.from, emailAddress),
    to: field(o, 'to', at, d.to, list(emailAddress)).filter((address) => address !== ''),
  };
}

function urlSwitch(value: unknown, at: At): { enabled: boolean; url: string } {
  const o = object(value, at);
  return {
    enabled: field(o, 'enabled', at, false, bool),
    url: field(o, 'url', at, '', webAddress),
  };
}

function alerts(value: unknown, at: At): AlertSettings {
  const o = object(value, at);
  const d = DEFAULT_SETTINGS.alerts;
  const quiet = isObject(o['quietMorning']) ? o['quietMorning'] : {};
  const quietAt = child(at, 'quietMorning');
  return {
    afterMinutes: field(o, 'afterMinutes', at, d.afterMinutes, wholeNumber(1, 1440)),
    printerDown: field(o, 'printerDown', at, d.printerDown, bool),
    orderHeld: field(o, 'orderHeld', at, d.orderHeld, bool),
    tokenRejected: field(o, 'tokenRejected', at, d.tokenRejected, bool),
    quietMorning: {
      enabled: field(quiet, 'enabled', quietAt, d.quietMorning.enabled, bool),
      until: field(quiet, 'until', quietAt, d.quietMorning.until, timeOfDay),
    },
    email: field(o, 'email', at, d.email, email),
    webhook: field(o, 'webhook', at, d.webhook, urlSwitch),
    heartbeat: field(o, 'heartbeat', at, d.heartbeat, urlSwitch),
  };
}

function updates(value: unknown, at: At): UpdateSettings {
  const o = object(value, at);
  const d = DEFAULT_SETTINGS.updates;
  return {
    feedUrl: field(o, 'feedUrl', at, d.feedUrl, webAddress),
    channel: field(o, 'channel', at, d.channel, choice(UPDATE_CHANNELS)),
  };
}

function fleet(value: unknown, at: At): FleetSettings {
  const o = object(value, at);
  return { url: field(o, 'url', at, DEFAULT_SETTINGS.fleet.url, webAddress) };
}

function shop(value: unknown, at: At): ShopSetting {
  const o = object(value, at);
  return {
    shopId: field(o, 'shopId', at, -1, wholeNumber(0, Number.MAX_SAFE_INTEGER)),
    name: optionalText(o, 'name', at),
    city: optionalText(o, 'city', at),
    printerIds: field(o, 'printerIds', at, [], list(str)),
  };
}

const TOP: At = { path: '', printer: null };

/** Decodes settings; anything absent takes its default. Throws a SettingsError naming the bad setting. */
export function decodeSettings(raw: unknown): AppSettings {
  return decodeFrom(raw, TOP);
}

/**
 * Decodes settings as `decodeSettings` does, but reads on past a bad value: every problem, each with
 * its path, for a file a person wrote whole (a provisioning file), where fixing one problem per try
 * would take as many tries as there are problems.
 */
export function decodeSettingsCollecting(raw: unknown): DecodedSettings {
  const problems: SettingsProblem[] = [];
  try {
    const settings = decodeFrom(raw, { ...TOP, problems });
    return problems.length > 0 ? { ok: false, problems, read: settings } : { ok: true, settings };
  } catch (error) {
    // What cannot be read on past (not a group of settings at all, a token among them).
    if (!(error instanceof SettingsError)) throw error;
    return {
      ok: false,
      problems: [...problems, { path: error.path ?? '(settings)', said: error.said }],
      read: null,
    };
  }
}

function decodeFrom(raw: unknown, top: At): AppSettings {
  const o = object(raw, { path: '(settings)', printer: null });
  const connection = isObject(o['connection']) ? o['connection'] : {};
  const notifications = isObject(o['notifications']) ? o['notifications'] : {};
  if ('token' in o || 'token' in connection)
    throw new SettingsError(msg('app.token-in-settings'), 'token' in o ? 'token' : 'connection.token');
  const d = DEFAULT_SETTINGS;
  const connectionAt = child(top, 'connection');
  const notificationsAt = child(top, 'notifications');
  return {
    connection: {
      baseUrl: field(connection, 'baseUrl', connectionAt, d.connection.baseUrl, str),
      tenant: field(connection, 'tenant', connectionAt, d.connection.tenant, str),
    },
    shops: field(o, 'shops', top, [], list(shop)),
    defaultPrinterIds: field(o, 'defaultPrinterIds', top, [], list(str)),
    printers: field(o, 'printers', top, [], list(printer)),
    pollIntervalSeconds: field(
      o,
      'pollIntervalSeconds',
      top,
      d.pollIntervalSeconds,
      wholeNumber(POLL_INTERVAL_SECONDS.min, POLL_INTERVAL_SECONDS.max),
    ),
    retentionDays: field(
      o,
      'retentionDays',
      top,
      d.retentionDays,
      wholeNumber(RETENTION_DAYS.min, RETENTION_DAYS.max),
    ),
    notifications: {
      newOrder: field(notifications, 'newOrder', notificationsAt, d.notifications.newOrder, bool),
      problems: field(notifications, 'problems', notificationsAt, d.notifications.problems, bool),
      sound: field(notifications, 'sound', notificationsAt, d.notifications.sound, bool),
    },
    startAtLogin: field(o, 'startAtLogin', top, d.startAtLogin, bool),
    language: field(o, 'language', top, d.language, choice(APP_LANGUAGES)),
    shopDay: field(o, 'shopDay', top, d.shopDay, shopDay),
    alarm: field(o, 'alarm', top, d.alarm, alarm),
    network: field(o, 'network', top, d.network, network),
    alerts: field(o, 'alerts', top, d.alerts, alerts),
    updates: field(o, 'updates', top, d.updates, updates),
    fleet: field(o, 'fleet', top, d.fleet, fleet),
  };
}

/**
 * One printer as the window has it, unsaved (the wizard's test print): the same rules as a printer in
 * saved settings, so what prints on a test prints the same once saved.
 */
export function decodePrinter(raw: unknown): PrinterSettings {
  return printer(raw, { path: 'printer', printer: null });
}
