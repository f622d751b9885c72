/**
 * Checks the JSON bodies of the /_sim/ control routes. Whoever drives the simulator by hand (curl, a
 * demo script) gets a 400 that names the field and what was wrong, instead of a fault that never fires.
 */
import { FAULT_KINDS, type Fault, type FaultKind, type FaultMatch, type Operation } from './faults';
import type { OrderEdit } from './order-edit';
import type { WireOrderType, WireShop } from './wire';

export class BadRequest extends Error {
  override readonly name = 'BadRequest';
}

type Json = Record<string, unknown>;

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequest(`${what} must be a JSON object`);
  }
  return value as Json;
}

function onlyKeys(body: Json, allowed: readonly string[], what: string): void {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw new BadRequest(`${what}: unknown field(s) ${unknown.join(', ')}; allowed: ${allowed.join(', ')}`);
  }
}

function wholeNumber(body: Json, key: string, min: number, max: number, required: true): number;
function wholeNumber(body: Json, key: string, min: number, max: number, required: false): number | undefined;
function wholeNumber(
  body: Json,
  key: string,
  min: number,
  max: number,
  required: boolean,
): number | undefined {
  const value = body[key];
  if (value === undefined) {
    if (required) throw new BadRequest(`"${key}" is required (a whole number from ${min} to ${max})`);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new BadRequest(
      `"${key}" must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

function text(body: Json, key: string): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') {
    throw new BadRequest(`"${key}" must be a non-empty string, got ${JSON.stringify(value)}`);
  }
  return value;
}

const ORDER_TYPES: readonly WireOrderType[] = ['pick_up', 'delivery', 'pick_up_coolbox'];

export interface AddOrdersBody {
  readonly count: number;
  readonly tenant?: string;
  readonly shopId?: number;
  readonly type?: WireOrderType;
}

export function parseAddOrders(value: unknown): AddOrdersBody {
  const body = object(value, 'the body');
  onlyKeys(body, ['count', 'tenant', 'shopId', 'type'], 'POST /_sim/orders');
  const count = wholeNumber(body, 'count', 1, 10_000, true);
  const tenant = text(body, 'tenant');
  const shopId = wholeNumber(body, 'shopId', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, false);
  const type = body['type'];
  if (type !== undefined && !ORDER_TYPES.includes(type as WireOrderType)) {
    throw new BadRequest(`"type" must be one of ${ORDER_TYPES.join(', ')}, got ${JSON.stringify(type)}`);
  }
  return {
    count,
    ...(tenant !== undefined ? { tenant } : {}),
    ...(shopId !== undefined ? { shopId } : {}),
    ...(type !== undefined ? { type: type as WireOrderType } : {}),
  };
}

export interface SameIdOrderBody {
  readonly id: string;
  readonly shopId: number;
  readonly tenant?: string;
}

/** `POST /_sim/orders/same-id`: a new order for `shopId` under the id of another shop's order. */
export function parseSameIdOrder(value: unknown): SameIdOrderBody {
  const body = object(value, 'the body');
  onlyKeys(body, ['id', 'shopId', 'tenant'], 'POST /_sim/orders/same-id');
  const id = text(body, 'id');
  if (id === undefined || id === '') throw new BadRequest('"id" must be the id of an order already stored');
  const shopId = wholeNumber(body, 'shopId', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, true);
  const tenant = text(body, 'tenant');
  return { id, shopId, ...(tenant !== undefined ? { tenant } : {}) };
}

export interface EditOrderBody {
  readonly id: string;
  readonly tenant?: string;
  readonly edit: OrderEdit;
}

/** `POST /_sim/orders/edit`: which order, and what to change in it (at least one thing). */
export function parseEditOrder(value: unknown): EditOrderBody {
  const body = object(value, 'the body');
  const what = 'POST /_sim/orders/edit';
  onlyKeys(body, ['id', 'tenant', 'fields', 'plateText', 'quantities'], what);
  const id = text(body, 'id');
  if (id === undefined) throw new BadRequest('"id" is required (the id of a stored order)');
  const tenant = text(body, 'tenant');
  const fields = body['fields'] === undefined ? undefined : object(body['fields'], '"fields"');
  if (fields !== undefined && 'id' in fields)
    throw new BadRequest('"fields.id": an order\'s id cannot change');
  const plateText = body['plateText'];
  if (plateText !== undefined && typeof plateText !== 'string')
    throw new BadRequest(`"plateText" must be a string, got ${JSON.stringify(plateText)}`);
  const quantities = body['quantities'] === undefined ? undefined : parseQuantities(body['quantities']);
  if (fields === undefined && plateText === undefined && quantities === undefined)
    throw new BadRequest(`${what}: say what to change: "fields", "plateText" or "quantities"`);
  return {
    id,
    ...(tenant !== undefined ? { tenant } : {}),
    edit: {
      ...(fields !== undefined ? { fields } : {}),
      ...(plateText !== undefined ? { plateText } : {}),
      ...(quantities !== undefined ? { quantities } : {}),
    },
  };
}

function parseQuantities(value: unknown): { line: number; qty: number }[] {
  if (!Array.isArray(value)) throw new BadRequest('"quantities" must be a list of {"line", "qty"}');
  return value.map((entry, index) => {
    const item = object(entry, `"quantities[${index}]"`);
    onlyKeys(item, ['line', 'qty'], `"quantities[${index}]"`);
    return {
      line: wholeNumber(item, 'line', 0, 10_000, true),
      qty: wholeNumber(item, 'qty', 0, 1_000_000, true),
    };
  });
}

export interface StreamBody {
  readonly perMinute: number;
  readonly tenant?: string;
}

export function parseStream(value: unknown): StreamBody {
  const body = object(value, 'the body');
  onlyKeys(body, ['perMinute', 'tenant'], 'POST /_sim/stream');
  const perMinute = body['perMinute'];
  if (typeof perMinute !== 'number' || !Number.isFinite(perMinute) || perMinute < 0 || perMinute > 60_000) {
    throw new BadRequest(
      `"perMinute" must be a number from 0 (stop) to 60000, got ${JSON.stringify(perMinute)}`,
    );
  }
  const tenant = text(body, 'tenant');
  return { perMinute, ...(tenant !== undefined ? { tenant } : {}) };
}

export function parseShop(value: unknown): WireShop {
  const body = object(value, 'the body');
  onlyKeys(body, ['id', 'name', 'address', 'postal_code', 'city', 'country'], 'POST /_sim/shops');
  const id = wholeNumber(body, 'id', 0, Number.MAX_SAFE_INTEGER, true);
  const name = text(body, 'name');
  if (name === undefined) throw new BadRequest('"name" is required (the shop\'s name)');
  return {
    id,
    name,
    address: text(body, 'address') ?? '',
    postal_code: text(body, 'postal_code') ?? '',
    city: text(body, 'city') ?? '',
    country: text(body, 'country') ?? 'BE',
  };
}

const OPERATIONS: readonly Operation[] = ['list', 'confirm', 'get', 'shops'];
type FaultStatus = Extract<Fault, { kind: 'status' }>['status'];
const STATUSES: readonly FaultStatus[] = [401, 403, 429, 500, 502, 503];
const HTML_STATUSES = { min: 200, max: 599 };

function parseMatch(value: unknown): FaultMatch | undefined {
  if (value === undefined) return undefined;
  const body = object(value, '"match"');
  onlyKeys(body, ['method', 'path', 'operation'], '"match"');
  const method = text(body, 'method');
  const path = text(body, 'path');
  const operation = body['operation'];
  if (operation !== undefined && !OPERATIONS.includes(operation as Operation)) {
    throw new BadRequest(
      `"match.operation" must be one of ${OPERATIONS.join(', ')}, got ${JSON.stringify(operation)}`,
    );
  }
  return {
    ...(method !== undefined ? { method } : {}),
    ...(path !== undefined ? { path } : {}),
    ...(operation !== undefined ? { operation: operation as Operation } : {}),
  };
}

/** JSON has no Infinity: "times": "Infinity" stands for it. */
function parseTimes(body: Json): number | undefined {
  const times = body['times'];
  if (times === undefined) return undefined;
  if (times === 'Infinity') return Infinity;
  if (typeof times !== 'number' || !Number.isSafeInteger(times) || times < 1) {
    throw new BadRequest(
      `"times" must be a whole number of at least 1, or "Infinity", got ${JSON.stringify(times)}`,
    );
  }
  return times;
}

/** A Fault as JSON: the same fields as the programmatic one, `match.path` a prefix string. */
export function parseFault(value: unknown): Fault {
  const body = object(value, 'the body');
  const kind = body['kind'];
  if (!FAULT_KINDS.includes(kind as FaultKind)) {
    throw new BadRequest(`"kind" must be one of ${FAULT_KINDS.join(', ')}, got ${JSON.stringify(kind)}`);
  }
  const times = parseTimes(body);
  const common = { ...(times !== undefined ? { times } : {}) };
  const what = `fault "${String(kind)}"`;
  switch (kind as FaultKind) {
    case 'status': {
      onlyKeys(body, ['kind', 'status', 'retryAfterSeconds', 'times', 'match'], what);
      const status = body['status'];
      if (!STATUSES.includes(status as FaultStatus)) {
        throw new BadRequest(`"status" must be one of ${STATUSES.join(', ')}, got ${JSON.stringify(status)}`);
      }
      const retryAfterSeconds = wholeNumber(body, 'retryAfterSeconds', 0, 86_400, false);
      const match = parseMatch(body['match']);
      return {
        kind: 'status',
        status: status as FaultStatus,
        ...common,
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
        ...(match ? { match } : {}),
      };
    }
    case 'html': {
      onlyKeys(body, ['kind', 'status', 'times', 'match'], what);
      const status = wholeNumber(body, 'status', HTML_STATUSES.min, HTML_STATUSES.max, false);
      const match = parseMatch(body['match']);
      return {
        kind: 'html',
        ...common,
        ...(status !== undefined ? { status } : {}),
        ...(match ? { match } : {}),
      };
    }
    case 'slow': {
      onlyKeys(body, ['kind', 'delayMs', 'times', 'match'], what);
      const delayMs = wholeNumber(body, 'delayMs', 0, 600_000, true);
      const match = parseMatch(body['match']);
      return { kind: 'slow', delayMs, ...common, ...(match ? { match } : {}) };
    }
    case 'confirm-lag': {
      onlyKeys(body, ['kind', 'seconds', 'times'], what);
      const seconds = body['seconds'];
      if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400) {
        throw new BadRequest(
          `"seconds" must be a number above 0 (at most 86400), got ${JSON.stringify(seconds)}`,
        );
      }
      return { kind: 'confirm-lag', seconds, ...common };
    }
    case 'ignore-shop':
      onlyKeys(body, ['kind', 'times'], what);
      return { kind: 'ignore-shop', ...common };
    case 'timeout':
    case 'drop':
    case 'truncated':
    case 'confirm-false': {
      onlyKeys(body, ['kind', 'times', 'match'], what);
      const match = parseMatch(body['match']);
      return {
        kind: kind as 'timeout' | 'drop' | 'truncated' | 'confirm-false',
        ...common,
        ...(match ? { match } : {}),
      };
    }
  }
}
