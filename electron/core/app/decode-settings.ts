/**
 * Settings arrive as JSON a person may have written by hand (the headless `--config` file) or from an
 * older version of the app: decode them once, with a message that names the setting at fault.
 */
import { FieldError, describe, isObject, object, type JsonObject } from '../api/decode-fields';
import {
  CHARACTER_SETS,
  DEFAULT_CHARACTER_SET,
  LANGUAGES,
  MAX_COPIES,
  PAPER_WIDTHS,
  PRINTER_TYPES,
  type PrinterSettings,
} from '../model/printer-settings';
import { DEFAULT_SETTINGS, type AppSettings, type ShopSetting } from '../../shared/settings';

export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

function field<T>(
  o: JsonObject,
  key: string,
  path: string,
  fallback: T,
  read: (value: unknown, at: string) => T,
): T {
  const value = o[key];
  return value === undefined ? fallback : read(value, path ? `${path}.${key}` : key);
}

const str = (value: unknown, at: string): string => {
  if (typeof value !== 'string') throw new FieldError(at, `expected text, got ${describe(value)}`);
  return value.trim();
};
const bool = (value: unknown, at: string): boolean => {
  if (typeof value !== 'boolean') throw new FieldError(at, `expected true or false, got ${describe(value)}`);
  return value;
};
const wholeNumber =
  (min: number, max: number) =>
  (value: unknown, at: string): number => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new FieldError(at, `expected a whole number from ${min} to ${max}, got ${describe(value)}`);
    }
    return value;
  };
const choice =
  <T extends string | number>(allowed: readonly T[]) =>
  (value: unknown, at: string): T => {
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined)
      throw new FieldError(at, `expected one of ${allowed.join(', ')}, got ${describe(value)}`);
    return match;
  };
const list =
  <T>(read: (value: unknown, at: string) => T) =>
  (value: unknown, at: string): T[] => {
    if (!Array.isArray(value)) throw new FieldError(at, `expected a list, got ${describe(value)}`);
    return value.map((item, index) => read(item, `${at}[${index}]`));
  };

function printer(value: unknown, at: string): PrinterSettings {
  const o = object(value, at);
  const id = field(o, 'id', at, '', str);
  const uri = field(o, 'uri', at, '', str);
  if (!id) throw new FieldError(`${at}.id`, 'every printer needs an id');
  if (!uri)
    throw new FieldError(`${at}.uri`, 'every printer needs a connection, e.g. tcp://192.168.1.50:9100');
  const logoPath = o['logoPath'] === null ? null : field(o, 'logoPath', at, '', str) || null;
  return {
    id,
    name: field(o, 'name', at, id, str) || id,
    uri,
    type: field(o, 'type', at, 'epson', choice(PRINTER_TYPES)),
    paperWidth: field(o, 'paperWidth', at, 80, choice(PAPER_WIDTHS)),
    characterSet: field(o, 'characterSet', at, DEFAULT_CHARACTER_SET, choice(CHARACTER_SETS)),
    language: field(o, 'language', at, 'nl', choice(LANGUAGES)),
    copies: field(o, 'copies', at, 1, wholeNumber(1, MAX_COPIES)),
    logoPath,
    allowUnverified: field(o, 'allowUnverified', at, false, bool),
  };
}

function shop(value: unknown, at: string): ShopSetting {
  const o = object(value, at);
  return {
    shopId: field(o, 'shopId', at, -1, wholeNumber(0, Number.MAX_SAFE_INTEGER)),
    name: o['name'] === null ? null : field(o, 'name', at, '', str) || null,
    city: o['city'] === null ? null : field(o, 'city', at, '', str) || null,
    printerIds: field(o, 'printerIds', at, [], list(str)),
  };
}

/** Decodes settings; anything absent takes its default. Throws a SettingsError naming the bad setting. */
export function decodeSettings(raw: unknown): AppSettings {
  try {
    const o = object(raw, '(settings)');
    const connection = isObject(o['connection']) ? o['connection'] : {};
    const notifications = isObject(o['notifications']) ? o['notifications'] : {};
    const d = DEFAULT_SETTINGS;
    const settings: AppSettings = {
      connection: {
        baseUrl: field(connection, 'baseUrl', 'connection', d.connection.baseUrl, str),
        tenant: field(connection, 'tenant', 'connection', d.connection.tenant, str),
      },
      shops: field(o, 'shops', '', [], list(shop)),
      defaultPrinterIds: field(o, 'defaultPrinterIds', '', [], list(str)),
      printers: field(o, 'printers', '', [], list(printer)),
      pollIntervalSeconds: field(o, 'pollIntervalSeconds', '', d.pollIntervalSeconds, wholeNumber(1, 300)),
      retentionDays: field(o, 'retentionDays', '', d.retentionDays, wholeNumber(1, 3650)),
      notifications: {
        newOrder: field(notifications, 'newOrder', 'notifications', d.notifications.newOrder, bool),
        problems: field(notifications, 'problems', 'notifications', d.notifications.problems, bool),
        sound: field(notifications, 'sound', 'notifications', d.notifications.sound, bool),
      },
      startAtLogin: field(o, 'startAtLogin', '', d.startAtLogin, bool),
    };
    if ('token' in o || 'token' in connection) {
      throw new FieldError(
        'token',
        'the token does not belong in the settings file: use ORDERSLIP_TOKEN or --token-file',
      );
    }
    return settings;
  } catch (error) {
    if (error instanceof FieldError) throw new SettingsError(`Setting ${error.path}: ${error.problem}.`);
    throw error;
  }
}
