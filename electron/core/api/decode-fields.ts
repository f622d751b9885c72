/**
 * Field readers for decoding the service's JSON. Each reads one field of a plain object, tolerates the
 * ways the spec says a value may arrive, and otherwise throws a FieldError naming the field's path and
 * saying, as a `decode.*` message, what belongs there and what the service sent instead.
 */
import { parseAmount, type Cents } from '../../common/model/money';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import type { Expected, Found } from '../../common/words/en/messages/decode';

export class FieldError extends MessageError {
  override readonly name: string = 'FieldError';
  constructor(
    /** The path of the field at fault, e.g. `order_lines[2].qty`; '' for the data as a whole. */
    readonly path: string,
    said: Message,
  ) {
    super(said);
  }
}

export type JsonObject = Readonly<Record<string, unknown>>;

/**
 * Beyond what one order may cost (size, nesting, lines): such an order is held as "too large" rather
 * than "undecodable", so a person knows the service sent something no shop order looks like.
 */
export class OrderTooLarge extends FieldError {
  override readonly name: string = 'OrderTooLarge';
}

/**
 * Characters that would act rather than show in a log line, a terminal or a status sentence: controls
 * (newline, ESC, NUL, C1 such as CSI), invisible format characters (bidi overrides, zero-width) and line
 * separators. `printable` writes each as a `\uXXXX` escape.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
const UNPRINTABLE_ALL = new RegExp(UNPRINTABLE.source, 'gu');

export function hasUnprintable(text: string): boolean {
  return UNPRINTABLE.test(text);
}

export function printable(text: string): string {
  return text.replace(UNPRINTABLE_ALL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** What the service sent, for a message: short, and with nothing in it that would act. */
export function found(value: unknown): Found {
  if (value === null) return { kind: 'null' };
  if (value === undefined) return { kind: 'nothing' };
  if (Array.isArray(value))
    return value.length === 0 ? { kind: 'empty-list' } : { kind: 'list', count: value.length };
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    // JSON's escapes for C0 controls and quotes; the rest (C1, bidi overrides, U+2028) as \uXXXX.
    return { kind: 'text', shown: printable(JSON.stringify(shown).slice(1, -1)) };
  }
  if (typeof value === 'number') return { kind: 'number', shown: String(value) };
  if (typeof value === 'boolean') return { kind: 'boolean', shown: String(value) };
  if (typeof value === 'object') return { kind: 'object' };
  return { kind: 'text', shown: printable(String(value)) };
}

/** `path` should hold `expected` but holds `value`. */
export function wrongValue(
  path: string,
  expected: Expected,
  value: unknown,
  choices: readonly string[] = [],
): FieldError {
  return new FieldError(
    path,
    msg('decode.wrong-value', { field: path, expected, choices, found: found(value) }),
  );
}

function missing(path: string, value: unknown): FieldError {
  return new FieldError(path, msg('decode.missing', { field: path, found: found(value) }));
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const at = (path: string, key: string): string => (path ? `${path}.${key}` : key);

export function object(value: unknown, path: string): JsonObject {
  if (isObject(value)) return value;
  throw wrongValue(path, 'object', value);
}

/**
 * An object the spec declares as "array" while the examples show one object (shop, client,
 * delivery_address): a plain object, or an array holding exactly one. Absent, null, "" and [] are none.
 */
export function objectOrNone(parent: JsonObject, key: string, path: string): JsonObject | null {
  const value = parent[key];
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (value.length === 1 && isObject(value[0])) return value[0];
    throw wrongValue(at(path, key), 'one-object', value);
  }
  return object(value, at(path, key));
}

export function requiredObject(parent: JsonObject, key: string, path: string): JsonObject {
  const present = objectOrNone(parent, key, path);
  if (!present) throw missing(at(path, key), parent[key]);
  return present;
}

/** Text, where a number is also taken as its text (ids and codes arrive either way). */
export function text(parent: JsonObject, key: string, path: string): string {
  const value = parent[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw wrongValue(at(path, key), 'text', value);
}

/** Text or null: absent, null and blank text are all "none". */
export function optionalText(parent: JsonObject, key: string, path: string): string | null {
  const value = parent[key];
  if (value === undefined || value === null) return null;
  const read = text(parent, key, path);
  return read.trim() === '' ? null : read;
}

/** Text where absent or null reads as empty (address parts, e-mail). */
export function textOrEmpty(parent: JsonObject, key: string, path: string): string {
  return optionalText(parent, key, path) ?? '';
}

export function requiredText(parent: JsonObject, key: string, path: string): string {
  const read = optionalText(parent, key, path);
  if (read === null) throw missing(at(path, key), parent[key]);
  return read;
}

/** A whole number sent as a JSON number or as digits in a string. */
export function integer(parent: JsonObject, key: string, path: string): number {
  const value = parent[key];
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(parsed)) {
    throw wrongValue(at(path, key), 'whole-number', value);
  }
  return parsed;
}

/** A euro amount: a decimal string (as the spec says) or a JSON number, kept exact in cents. */
export function amount(parent: JsonObject, key: string, path: string): Cents {
  const value = parent[key];
  const parsed =
    typeof value === 'string'
      ? parseAmount(value)
      : typeof value === 'number'
        ? parseAmount(String(value))
        : null;
  if (parsed === null) throw wrongValue(at(path, key), 'amount', value);
  return parsed;
}

export function optionalAmount(parent: JsonObject, key: string, path: string): Cents | null {
  const value = parent[key];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  return amount(parent, key, path);
}

/**
 * A list the spec declares as a string but sends as an array: an array; absent, null or "" as empty;
 * and, in case the declared type is ever honoured, a string holding a JSON array.
 */
export function list(parent: JsonObject, key: string, path: string): readonly unknown[] {
  const value = parent[key];
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // fall through to the error below
    }
  }
  throw wrongValue(at(path, key), 'list', value);
}

export function requiredList(parent: JsonObject, key: string, path: string): readonly unknown[] {
  if (parent[key] === undefined || parent[key] === null) {
    throw missing(at(path, key), parent[key]);
  }
  return list(parent, key, path);
}

export function oneOf<T extends string>(
  parent: JsonObject,
  key: string,
  path: string,
  allowed: readonly T[],
): T {
  const value = text(parent, key, path).trim();
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    throw wrongValue(at(path, key), 'one-of', value, allowed);
  }
  return match;
}

/** A calendar date `YYYY-MM-DD` that exists. */
export function calendarDate(raw: string, path: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const probe = new Date(Date.UTC(year, month - 1, day));
    if (probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day) {
      return raw.trim();
    }
  }
  throw wrongValue(path, 'date', raw);
}

/** A time of day `HH:MM:SS` (or `HH:MM`), returned as `HH:MM:SS`. */
export function timeOfDay(raw: string, path: string): string {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(raw.trim());
  if (match) {
    const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? '0')];
    if (hours < 24 && minutes < 60 && seconds < 60) {
      return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
    }
  }
  throw wrongValue(path, 'time', raw);
}
