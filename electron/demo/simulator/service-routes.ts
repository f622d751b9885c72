/**
 * The ordering service itself (ordering-api.md section 4): routing, authentication, and the four
 * operations, as replies. Faults are applied around this by the server, not in here, except the two
 * that change what a confirm does.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FaultQueue, Operation, RequestFacts } from './faults';
import { jsonReply, messageReply, type Reply } from './http-io';
import type { OrderGenerator } from './order-generator';
import { wireText, type TenantOrders } from './tenant-orders';
import type { WireShop, WireShopListed } from './wire';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

export type ConfirmMethod = 'POST' | 'PUT' | 'GET';

export interface TenantState {
  readonly id: string;
  readonly token: string;
  /** The shops GET /v1/shops lists; they can be added and removed while the simulator runs. */
  readonly shops: WireShop[];
  readonly orders: TenantOrders;
  readonly generator: OrderGenerator;
}

export interface ServiceContext {
  readonly tenants: readonly TenantState[];
  readonly faults: FaultQueue;
  readonly now: () => Date;
  readonly confirmMethods: readonly ConfirmMethod[];
}

export interface ServiceRequest {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly headers: IncomingHttpHeaders;
}

type Route = { operation: 'list' | 'shops' } | { operation: 'get' | 'confirm'; id: string };

/** Which operation a path names, whatever the method: faults match on it. */
export function routeOf(path: string): Route | null {
  if (path === '/v1/orders') return { operation: 'list' };
  if (path === '/v1/shops') return { operation: 'shops' };
  const segments = path.split('/');
  if (segments.length < 4 || segments.length > 5 || segments[1] !== 'v1' || segments[2] !== 'orders')
    return null;
  if (segments.length === 5 && segments[4] !== 'confirm') return null;
  let id: string;
  try {
    id = decodeURIComponent(segments[3] ?? '');
  } catch {
    return null;
  }
  if (id === '') return null;
  return segments.length === 5 ? { operation: 'confirm', id } : { operation: 'get', id };
}

export function operationOf(path: string): Operation | null {
  return routeOf(path)?.operation ?? null;
}

/** ordering-api.md 4.1: default 10, at most 100, and an invalid value gives the default, not an error. */
export function parseLimit(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw)) return DEFAULT_LIMIT;
  const value = Number(raw);
  if (value < 1) return DEFAULT_LIMIT;
  return Math.min(value, MAX_LIMIT);
}

/** ordering-api.md 4.1: an invalid shop gives the orders of all shops. */
export function parseShop(raw: string | null): number | null {
  if (raw === null || !/^-?\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/** 401 without a known bearer token; 403 when the token is known but not for the X-Tenant named. */
function authenticate(context: ServiceContext, headers: IncomingHttpHeaders): TenantState | Reply {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(headers, 'authorization') ?? '');
  const token = match?.[1];
  const holders = context.tenants.filter((tenant) => tenant.token === token);
  if (token === undefined || holders.length === 0) return messageReply(401, 'Unauthenticated.');
  const tenantId = header(headers, 'x-tenant');
  const tenant = holders.find((candidate) => candidate.id === tenantId);
  return tenant ?? messageReply(403, 'Forbidden.');
}

function listedShop(shop: WireShop): WireShopListed {
  return {
    id: String(shop.id),
    name: shop.name,
    address: shop.address,
    postal_code: shop.postal_code,
    city: shop.city,
    country: shop.country,
  };
}

/** A reply whose JSON is already text: orders go out exactly as they were stored. */
const jsonText = (status: number, body: string): Reply => ({ status, body, contentType: 'application/json' });
const notFound = (): Reply => messageReply(404, 'Not found.');
const notAllowed = (allow: readonly string[]): Reply =>
  messageReply(405, 'Method not allowed.', { Allow: allow.join(', ') });

/** The service's answer to one request, with its side effects (a confirm confirms). */
export function serviceReply(context: ServiceContext, request: ServiceRequest): Reply {
  const route = routeOf(request.path);
  if (!route) return notFound();
  const method = request.method.toUpperCase();
  if (route.operation === 'confirm') {
    if (!context.confirmMethods.includes(method as ConfirmMethod)) return notAllowed(context.confirmMethods);
  } else if (method !== 'GET') {
    return notAllowed(['GET']);
  }

  const tenant = authenticate(context, request.headers);
  if (!('orders' in tenant)) return tenant;

  switch (route.operation) {
    case 'shops':
      return jsonReply(200, tenant.shops.map(listedShop));
    case 'list': {
      const params = new URLSearchParams(request.query);
      const shop = context.faults.takeIgnoreShop() ? null : parseShop(params.get('shop'));
      const orders = tenant.orders.listed(context.now(), parseLimit(params.get('limit')), shop);
      return jsonText(200, `[${orders.map(wireText).join(',')}]`);
    }
    case 'get': {
      const stored = tenant.orders.get(route.id);
      return stored ? jsonText(200, wireText(stored)) : notFound();
    }
    case 'confirm':
      return confirm(context, tenant, route.id, { method, path: request.path, operation: 'confirm' });
  }
}

function confirm(context: ServiceContext, tenant: TenantState, id: string, facts: RequestFacts): Reply {
  // Keyed by id, as the spec's service is: one id given to two shops' orders confirms both.
  const all = tenant.orders.withId(id);
  const stored = all[0];
  if (!stored) return notFound();
  stored.confirmCalls += 1;
  if (context.faults.takeConfirmFalse(facts)) return jsonReply(200, { success: false });
  const now = context.now();
  const lag = stored.confirmedAt === null ? context.faults.takeConfirmLag() : null;
  for (const each of all) {
    if (each.confirmedAt !== null) continue;
    each.confirmedAt = now;
    if (lag !== null) each.listedUntil = new Date(now.getTime() + lag * 1000);
  }
  return jsonReply(200, { success: true });
}
