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
} from '../model/order';
import {
  FieldError,
  amount,
  calendarDate,
  describe,
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
  type JsonObject,
} from './decode-fields';
import { decodeShopObject } from './decode-shop';
import { cents } from '../model/money';

/** An order the service listed that OrderSlip could not read: shown to a person, never dropped. */
export interface UndecodableOrder {
  /** The order's id when it had a readable one. */
  readonly id: string | null;
  /** The path of the field at fault, e.g. `order_lines[2].qty`. */
  readonly field: string;
  readonly problem: string;
  /** The order exactly as the service sent it, as JSON text. */
  readonly raw: string;
}

export type OrderDecoding =
  { readonly ok: true; readonly order: Order } | { readonly ok: false; readonly failure: UndecodableOrder };

/** Human text for a failure: "Order 3f2a…: order_lines[2].qty: expected a whole number, got the text "two"". */
export function describeFailure(failure: UndecodableOrder): string {
  const who = failure.id === null ? 'An order without a readable id' : `Order ${failure.id}`;
  return `${who} could not be read: ${failure.field}: ${failure.problem}`;
}

export function decodeOrder(raw: unknown): OrderDecoding {
  const id =
    isObject(raw) && typeof raw['id'] === 'string' && raw['id'].trim() !== '' ? raw['id'].trim() : null;
  try {
    return { ok: true, order: readOrder(object(raw, '')) };
  } catch (error) {
    if (!(error instanceof FieldError)) throw error;
    return { ok: false, failure: { id, field: error.path, problem: error.problem, raw: safeStringify(raw) } };
  }
}

function safeStringify(raw: unknown): string {
  return JSON.stringify(raw) ?? String(raw);
}

function readOrder(o: JsonObject): Order {
  const type = oneOf(o, 'order_type', '', ORDER_TYPES);
  const address = objectOrNone(o, 'delivery_address', '');
  return {
    id: requiredText(o, 'id', '').trim(),
    paymentReference: textOrEmpty(o, 'payment_reference', ''),
    paymentMethod: textOrEmpty(o, 'payment_method', '').trim(),
    paidAt: readTimestamp(o, 'payed_at'),
    total: amount(o, 'total', ''),
    type,
    due: {
      date: calendarDate(text(o, 'order_date', ''), 'order_date'),
      time: timeOfDay(text(o, 'order_time', ''), 'order_time'),
    },
    orderNumber: optionalText(o, 'order_number', '')?.trim() ?? null,
    deliveryAddress: address ? readAddress(address) : null,
    distanceMeters: readDistance(o, address),
    deliveryCost: optionalAmount(o, 'delivery_cost', ''),
    serviceCost: optionalAmount(o, 'service_cost', ''),
    remarks: optionalText(o, 'remarks', ''),
    shop: decodeShopObject(requiredObject(o, 'shop', ''), 'shop'),
    client: readClient(requiredObject(o, 'client', '')),
    lines: requiredList(o, 'order_lines', '').map((line, index) =>
      readLine(object(line, `order_lines[${index}]`), `order_lines[${index}]`),
    ),
  };
}

/** `YYYY-MM-DD HH:MM:SS` as the service writes it (an ISO `T` is taken too); the zone is unknown, so none is applied. */
function readTimestamp(o: JsonObject, key: string): LocalDateTime {
  const raw = text(o, key, '');
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/.exec(raw.trim());
  if (!match?.[1] || !match[2])
    throw new FieldError(key, `expected a time stamp YYYY-MM-DD HH:MM:SS, got ${describe(raw)}`);
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
    throw new FieldError(path, `expected a distance in metres, got ${describe(value)}`);
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
    options: list(l, 'options', path).map((option, index) =>
      readOption(object(option, `${path}.options[${index}]`), `${path}.options[${index}]`),
    ),
    extras: list(l, 'extras', path).map((extra, index) =>
      readExtra(object(extra, `${path}.extras[${index}]`), `${path}.extras[${index}]`),
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
