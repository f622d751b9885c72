/**
 * The simulator's own routes under /_sim/: no authentication (a loopback tool), JSON in and out, and a
 * 400 that says what was wrong with a body.
 */
import type { IncomingMessage } from 'node:http';
import {
  BadRequest,
  parseAddOrders,
  parseEditOrder,
  parseFault,
  parseSameIdOrder,
  parseShop,
  parseStream,
} from './control-bodies';
import { faultToJson, type Fault } from './faults';
import { BodyTooLarge, jsonReply, messageReply, readBody, type Reply } from './http-io';
import type { OrderEdit } from './order-edit';
import type { WireOrder, WireOrderType, WireShop } from './wire';
import { textOf } from '../../common/messages/errors';

export interface ControlTarget {
  addOrders(count: number, options?: { tenant?: string; shopId?: number; type?: WireOrderType }): WireOrder[];
  addRawOrder(order: unknown, options?: { tenant?: string; text?: string }): void;
  addSameIdOrder(id: string, options: { tenant?: string; shopId: number }): WireOrder;
  editOrder(id: string, edit: OrderEdit, options?: { tenant?: string }): unknown;
  deleteOrder(id: string, options?: { tenant?: string }): void;
  addShop(shop: WireShop, options?: { tenant?: string }): void;
  removeShop(shopId: number, options?: { tenant?: string }): void;
  startStream(perMinute: number, options?: { tenant?: string }): void;
  injectFault(fault: Fault): void;
  clearFaults(): void;
  snapshot(): unknown;
}

const MAX_BODY_BYTES = 4 * 1024 * 1024;

const ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/_sim/orders': ['POST', 'DELETE'],
  '/_sim/orders/raw': ['POST'],
  '/_sim/orders/edit': ['POST'],
  '/_sim/orders/same-id': ['POST'],
  '/_sim/shops': ['POST', 'DELETE'],
  '/_sim/stream': ['POST'],
  '/_sim/faults': ['POST', 'DELETE'],
  '/_sim/state': ['GET'],
};

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  return (await jsonBodyWithText(req)).value;
}

async function jsonBodyWithText(req: IncomingMessage): Promise<{ value: unknown; text: string }> {
  const text = await readBody(req, MAX_BODY_BYTES);
  if (text.trim() === '') throw new BadRequest('the body is empty; send a JSON object');
  try {
    return { value: JSON.parse(text) as unknown, text: text.trim() };
  } catch (error) {
    throw new BadRequest(`the body is not valid JSON: ${textOf(error)}`);
  }
}

export async function controlReply(
  target: ControlTarget,
  req: IncomingMessage,
  method: string,
  path: string,
  query: string,
): Promise<Reply> {
  const allowed = ROUTES[path];
  if (!allowed) {
    req.resume();
    return messageReply(404, `No simulator route ${path}. Routes: ${Object.keys(ROUTES).join(', ')}.`);
  }
  if (!allowed.includes(method)) {
    req.resume();
    return messageReply(405, `${path} accepts ${allowed.join(', ')}.`, { Allow: allowed.join(', ') });
  }
  try {
    return await route(target, req, `${method} ${path}`, query);
  } catch (error) {
    if (error instanceof BodyTooLarge) return messageReply(413, error.message);
    // Unknown tenant or shop, a duplicate or id-less raw order, a fault out of range: the caller's mistake.
    if (error instanceof BadRequest || error instanceof RangeError || error instanceof TypeError) {
      return messageReply(400, error.message);
    }
    throw error;
  }
}

async function route(
  target: ControlTarget,
  req: IncomingMessage,
  key: string,
  query: string,
): Promise<Reply> {
  switch (key) {
    case 'GET /_sim/state':
      req.resume();
      return jsonReply(200, target.snapshot());
    case 'DELETE /_sim/faults':
      req.resume();
      target.clearFaults();
      return jsonReply(200, { cleared: true });
    case 'POST /_sim/orders': {
      const body = parseAddOrders(await jsonBody(req));
      const { count, ...options } = body;
      const orders = target.addOrders(count, options);
      return jsonReply(201, { added: orders.length, ids: orders.map((order) => order.id) });
    }
    case 'POST /_sim/orders/raw': {
      // Listed as sent, byte for byte: also an order nested deeper than JSON.stringify goes.
      const { value: order, text } = await jsonBodyWithText(req);
      const tenant = new URLSearchParams(query).get('tenant');
      target.addRawOrder(order, { text, ...(tenant !== null ? { tenant } : {}) });
      const id = (order as { id?: unknown }).id;
      return jsonReply(201, { added: 1, id });
    }
    case 'POST /_sim/orders/edit': {
      const { id, tenant, edit } = parseEditOrder(await jsonBody(req));
      const order = target.editOrder(id, edit, tenant !== undefined ? { tenant } : {});
      return jsonReply(200, { edited: id, order });
    }
    case 'DELETE /_sim/orders': {
      req.resume();
      const params = new URLSearchParams(query);
      const id = params.get('id');
      if (id === null || id === '') throw new BadRequest('give the order to delete as ?id=<order id>');
      const tenant = params.get('tenant');
      target.deleteOrder(id, tenant !== null ? { tenant } : {});
      return jsonReply(200, { deleted: id });
    }
    case 'POST /_sim/orders/same-id': {
      const { id, shopId, tenant } = parseSameIdOrder(await jsonBody(req));
      const order = target.addSameIdOrder(id, { shopId, ...(tenant !== undefined ? { tenant } : {}) });
      return jsonReply(201, { added: 1, id: order.id, shopId });
    }
    case 'POST /_sim/shops': {
      const shop = parseShop(await jsonBody(req));
      const tenant = new URLSearchParams(query).get('tenant');
      target.addShop(shop, tenant !== null ? { tenant } : {});
      return jsonReply(201, { added: shop });
    }
    case 'DELETE /_sim/shops': {
      req.resume();
      const params = new URLSearchParams(query);
      const id = params.get('id');
      if (id === null || !/^\d+$/.test(id)) throw new BadRequest('give the shop to remove as ?id=<number>');
      const tenant = params.get('tenant');
      target.removeShop(Number(id), tenant !== null ? { tenant } : {});
      return jsonReply(200, { removed: Number(id) });
    }
    case 'POST /_sim/stream': {
      const { perMinute, ...options } = parseStream(await jsonBody(req));
      target.startStream(perMinute, options);
      return jsonReply(200, { perMinute });
    }
    case 'POST /_sim/faults': {
      const fault = parseFault(await jsonBody(req));
      target.injectFault(fault);
      return jsonReply(201, { queued: faultToJson(fault) });
    }
    default:
      return messageReply(404, `No simulator route ${key}.`);
  }
}
