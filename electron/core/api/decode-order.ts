/**
 * The edge: the service's loosely specified order JSON in, OrderSlip's strict `Order` out. Every
 * tolerance here answers a gap that ordering-api.md documents (see docs/ORDERING-SERVICE.md); anything
 * else is a decode failure that names the order and the field, and keeps the raw JSON.
 */
import {
  KNOWN_UNITS,
  ORDER_TYPES,
  type Client,
  type DeliveryAddress,
  type LineExtra,
  type LineOption,
  type LocalDateTime,
  type Order,
  type OrderLine,
} from '../../common/model/order';
import {
  FieldError,
  OrderTooLarge,
  amount,
  calendarDate,
  found,
  hasUnprintable,
  integer,
  isObject,
  list,
  object,
  objectOrNone,
  oneOf,
  optionalAmount,
  optionalText,
  requiredList,
  requiredObject,
  requiredText,
  text,
  textOrEmpty,
  timeOfDay,
  wrongValue,
  type JsonObject,
} from './decode-fields';
import { decodeShopObject } from './decode-shop';
import { cents } from '../../common/model/money';
import { isSafeOrderId, MAX_ORDER_ID_LENGTH, orderIdProblem } from './order-id';
import { msg, type Message } from '../../common/messages/catalogue';
import { say } from '../../common/messages/say';
import type { Counted } from '../../common/words/en/messages/decode';

/** What one order may cost. Real orders stay far below each; anything beyond is held, not decoded. */
export const ORDER_LIMITS = {
  /** Its JSON text. A large real order (60 lines, long text plates) is some 20 KB. */
  bytes: 256 * 1024,
  /** Nesting of objects and arrays; an order's own structure is 5 deep (order, lines, line, options, option). */
  depth: 32,
  lines: 250,
  /** Options, and extras, of one line. */
  partsPerLine: 50,
  /** Order numbers are counted per day; anything this long is not one. */
  orderNumberLength: 32,
} as const;

/** An order the service listed that OrderSlip could not read: shown to a person, never dropped. */
export interface UndecodableOrder {
  /** The order's id when it had a readable one that is safe to use as an id (see order-id.ts). */
  readonly id: string | null;
  /** The shop the order names, when that much is readable: another shop's order is left alone. */
  readonly shopId: number | null;
  /** The path of the field at fault, e.g. `order_lines[2].qty`; '' for the order as a whole. */
  readonly field: string;
  /** What is wrong there (a `decode.*` message), in the service's terms. */
  readonly problem: Message;
  /** Beyond what one order may cost (ORDER_LIMITS), rather than unreadable. */
  readonly tooLarge: boolean;
  /** The order as the service sent it, as JSON text (cut at ORDER_LIMITS.bytes when larger). */
  readonly raw: string;
}

export type OrderDecoding =
  { readonly ok: true; readonly order: Order } | { readonly ok: false; readonly failure: UndecodableOrder };

/**
 * Why the order is held: "Order 3f2a… could not be read: the field order_lines[2].qty should be a whole
 * number, but the service sent the text "two"", in the reader's language.
 */
export function failureMessage(failure: UndecodableOrder): Message {
  const { id: order, problem, tooLarge } = failure;
  return msg('engine.order-unreadable', { order, problem, tooLarge });
}

/** The failure in English, for the command line. */
export function describeFailure(failure: UndecodableOrder): string {
  return say(failureMessage(failure), 'en');
}

/**
 * `raw` is the parsed JSON of one order; `rawText`, when known, the text it was parsed from (kept as
 * the order's record instead of serialising `raw` again, which an order nested deep enough defeats).
 */
export function decodeOrder(raw: unknown, rawText?: string): OrderDecoding {
  const candidate = isObject(raw) ? raw['id'] : undefined;
  const id = typeof candidate === 'string' && isSafeOrderId(candidate) ? candidate : null;
  const fail = (error: FieldError, text: string): OrderDecoding => ({
    ok: false,
    failure: {
      id,
      shopId: readableShopId(raw),
      field: error.path,
      problem: error.said,
      tooLarge: error instanceof OrderTooLarge,
      raw: cutToBytes(text, ORDER_LIMITS.bytes),
    },
  });
  if (rawText !== undefined) {
    const bytes = Buffer.byteLength(rawText, 'utf8');
    if (bytes > ORDER_LIMITS.bytes) return fail(tooManyBytes(bytes), rawText);
  }
  const depth = nestingDepth(raw, ORDER_LIMITS.depth);
  if (depth > ORDER_LIMITS.depth) {
    const error = new OrderTooLarge('', msg('decode.too-deep', { max: ORDER_LIMITS.depth }));
    // Without its text (an order read from a file), there is nothing that could be written to keep.
    return fail(error, rawText ?? '');
  }
  // Within the depth limit, serialising again is safe.
  const text = rawText ?? JSON.stringify(raw) ?? String(raw);
  if (rawText === undefined) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > ORDER_LIMITS.bytes) return fail(tooManyBytes(bytes), text);
  }
  try {
    return { ok: true, order: readOrder(object(raw, '')) };
  } catch (error) {
    if (!(error instanceof FieldError)) throw error;
    return fail(error, text);
  }
}

/** At most `max` bytes of UTF-8, marked with "…" where cut. */
function cutToBytes(text: string, max: number): string {
  if (text.length <= max / 3 || Buffer.byteLength(text, 'utf8') <= max) return text;
  // A character cut in two decodes as U+FFFD: leave it out.
  const kept = Buffer.from(text, 'utf8')
    .subarray(0, max)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  return `${kept}…`;
}

function tooManyBytes(bytes: number): OrderTooLarge {
  return new OrderTooLarge(
    '',
    msg('decode.too-big', { kb: Math.ceil(bytes / 1024), maxKb: ORDER_LIMITS.bytes / 1024 }),
  );
}

/**
 * How deep objects and arrays nest in `value`, counting stops just past `limit`. Iterative: the value
 * came from JSON.parse, which takes any depth, and a recursive walk would run out of stack.
 */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > deepest) deepest = next.depth;
    if (deepest > limit) return deepest;
    for (const child of Object.values(next.value)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: next.depth + 1 });
    }
  }
  return deepest;
}

/** The shop id the order names, read as leniently as decoding would; null when there is none to read. */
function readableShopId(raw: unknown): number | null {
  if (!isObject(raw)) return null;
  try {
    const shop = objectOrNone(raw, 'shop', '');
    return shop === null ? null : decodeShopObject({ id: shop['id'] }, 'shop').id;
  } catch (error) {
    if (error instanceof FieldError) return null;
    throw error;
  }
}

function orderId(o: JsonObject): string {
  const value = o['id'];
  if (typeof value !== 'string') throw wrongValue('id', 'order-id', value);
  const problem = orderIdProblem(value);
  if (problem !== null)
    throw new FieldError(
      'id',
      msg('decode.unusable-order-id', { found: found(value), problem, maxLength: MAX_ORDER_ID_LENGTH }),
    );
  return value;
}

/** Shown large on the receipt and in every log line about the order: plain, short text only. */
function orderNumber(o: JsonObject): string | null {
  const value = optionalText(o, 'order_number', '')?.trim() ?? null;
  if (value === null) return null;
  if (hasUnprintable(value)) {
    throw new FieldError(
      'order_number',
      msg('decode.unprintable', { field: 'order_number', found: found(value) }),
    );
  }
  if (value.length > ORDER_LIMITS.orderNumberLength) {
    throw new OrderTooLarge(
      'order_number',
      msg('decode.too-long', {
        field: 'order_number',
        length: value.length,
        max: ORDER_LIMITS.orderNumberLength,
      }),
    );
  }
  return value;
}

/** A list of at most `max` entries. */
function bounded(items: readonly unknown[], max: number, path: string, what: Counted): readonly unknown[] {
  if (items.length > max)
    throw new OrderTooLarge(path, msg('decode.too-many', { field: path, count: items.length, max, what }));
  return items;
}

function readOrder(o: JsonObject): Order {
  const type = oneOf(o, 'order_type', '', ORDER_TYPES);
  const address = objectOrNone(o, 'delivery_address', '');
  return {
    id: orderId(o),
    paymentReference: textOrEmpty(o, 'payment_reference', ''),
    paymentMethod: textOrEmpty(o, 'payment_method', '').trim(),
    paidAt: readTimestamp(o, 'payed_at'),
    total: amount(o, 'total', ''),
    type,
    due: {
      date: calendarDate(text(o, 'order_date', ''), 'order_date'),
      time: timeOfDay(text(o, 'order_time', ''), 'order_time'),
    },
    orderNumber: orderNumber(o),
    deliveryAddress: address ? readAddress(address) : null,
    distanceMeters: readDistance(o, address),
    deliveryCost: optionalAmount(o, 'delivery_cost', ''),
    serviceCost: optionalAmount(o, 'service_cost', ''),
    remarks: optionalText(o, 'remarks', ''),
    shop: decodeShopObject(requiredObject(o, 'shop', ''), 'shop'),
    client: readClient(requiredObject(o, 'client', '')),
    lines: bounded(requiredList(o, 'order_lines', ''), ORDER_LIMITS.lines, 'order_lines', 'lines').map(
      (line, index) => readLine(object(line, `order_lines[${index}]`), `order_lines[${index}]`),
    ),
  };
}

/** `YYYY-MM-DD HH:MM:SS` as the service writes it (an ISO `T` is taken too); the zone is unknown, so none is applied. */
function readTimestamp(o: JsonObject, key: string): LocalDateTime {
  const raw = text(o, key, '');
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/.exec(raw.trim());
  if (!match?.[1] || !match[2]) throw wrongValue(key, 'time-stamp', raw);
  return { date: calendarDate(match[1], key), time: timeOfDay(match[2], key) };
}

function readAddress(a: JsonObject): DeliveryAddress {
  const path = 'delivery_address';
  return {
    street: textOrEmpty(a, 'street', path),
    number: textOrEmpty(a, 'number', path),
    bus: textOrEmpty(a, 'bus', path),
    postalCode: textOrEmpty(a, 'postal_code', path),
    city: textOrEmpty(a, 'city', path),
    country: textOrEmpty(a, 'country', path).trim().toUpperCase(),
  };
}

/** The spec does not say whether distance sits in the address or on the order: take whichever is given. */
function readDistance(o: JsonObject, address: JsonObject | null): number | null {
  const [holder, path] =
    address && address['distance'] !== undefined && address['distance'] !== null
      ? [address, 'delivery_address.distance']
      : [o, 'distance'];
  const value = holder['distance'];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  const metres = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(metres) || metres < 0) {
    throw wrongValue(path, 'distance', value);
  }
  return metres;
}

function readClient(c: JsonObject): Client {
  const path = 'client';
  return {
    id: textOrEmpty(c, 'id', path),
    firstName: textOrEmpty(c, 'first_name', path),
    lastName: textOrEmpty(c, 'last_name', path),
    email: textOrEmpty(c, 'email', path),
    mobilePhone: textOrEmpty(c, 'mobile_phone', path),
    phone: optionalText(c, 'phone', path),
  };
}

function readUnit(o: JsonObject, path: string): string {
  const unit = text(o, 'unit', path).trim();
  const known = KNOWN_UNITS.find((candidate) => candidate === unit.toLowerCase());
  return known ?? unit;
}

function readLine(l: JsonObject, path: string): OrderLine {
  return {
    product: requiredText(l, 'product', path),
    pluCode: textOrEmpty(l, 'plu_code', path),
    qty: integer(l, 'qty', path),
    unit: readUnit(l, path),
    total: amount(l, 'total', path),
    options: bounded(list(l, 'options', path), ORDER_LIMITS.partsPerLine, `${path}.options`, 'options').map(
      (option, index) => readOption(object(option, `${path}.options[${index}]`), `${path}.options[${index}]`),
    ),
    extras: bounded(list(l, 'extras', path), ORDER_LIMITS.partsPerLine, `${path}.extras`, 'extras').map(
      (extra, index) => readExtra(object(extra, `${path}.extras[${index}]`), `${path}.extras[${index}]`),
    ),
  };
}

function readOption(o: JsonObject, path: string): LineOption {
  const meta = o['meta'] === undefined || o['meta'] === null ? null : text(o, 'meta', path);
  const declared = optionalText(o, 'type', path)?.trim();
  return {
    name: textOrEmpty(o, 'name', path),
    pluCode: textOrEmpty(o, 'plu_code', path),
    qty: o['qty'] === undefined || o['qty'] === null ? 1 : integer(o, 'qty', path),
    total: optionalAmount(o, 'total', path) ?? cents(0),
    // The plate's text must never be lost: an option carrying customer text is a text option, whatever
    // its `type` says (the field is absent from the spec's examples).
    type: declared === 'text' || (meta !== null && meta.trim() !== '') ? 'text' : 'default',
    meta,
  };
}

function readExtra(e: JsonObject, path: string): LineExtra {
  return {
    name: textOrEmpty(e, 'name', path),
    pluCode: textOrEmpty(e, 'plu_code', path),
    qty: e['qty'] === undefined || e['qty'] === null ? 1 : integer(e, 'qty', path),
    total: optionalAmount(e, 'total', path) ?? cents(0),
    unit: e['unit'] === undefined || e['unit'] === null ? 'st' : readUnit(e, path),
  };
}
