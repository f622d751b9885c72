/**
 * The ordering-service simulator: a real HTTP server on loopback that behaves as ordering-api.md
 * says, with seeded realistic orders, and a control surface (this class, and /_sim/ routes on the same
 * server) to add orders, stream them, and inject the faults a real service and network produce.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { http } from '../../core/runtime/http-modules';
import type { AddressInfo } from 'node:net';
import { DEFAULT_SHOPS } from './catalog';
import { controlReply, type ControlTarget } from './control-routes';
import { FaultQueue, faultToJson, type Fault, type TransportFault } from './faults';
import { messageReply, send, splitTarget, type Reply } from './http-io';
import { OrderGenerator } from './order-generator';
import {
  operationOf,
  serviceReply,
  type ConfirmMethod,
  type ServiceContext,
  type TenantState,
} from './service-routes';
import { applyEdit, type OrderEdit } from './order-edit';
import { TenantOrders } from './tenant-orders';
import type { WireOrder, WireOrderType, WireShop } from './wire';
import { textOf } from '../../common/messages/errors';

export interface SimulatorOptions {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0: a free port, see `url`. */
  port?: number;
  /** Default 1. The same seed gives the same orders (with the same clock). */
  seed?: number;
  /** Default: one tenant { id: 'demo', token: 'demo-token' } with four Belgian shops. */
  tenants?: TenantSetup[];
  /** Methods the confirm route accepts. Default ['PUT'], so a client must find its method. */
  confirmMethods?: readonly ConfirmMethod[];
  /** Vary the wire shape as the spec allows (default true); false gives one predictable shape. */
  shapeVariety?: boolean;
  /** Each day's order numbers start at zero (default, as the spec says) or mid-way, as in a busy shop. */
  orderNumbers?: 'from-zero' | 'busy-day';
  /** The clock for payed_at, order dates, confirmedAt and confirm-lag. Default () => new Date(). */
  now?: () => Date;
  /** Told of each request once it is answered (or dropped, or left hanging: status 0). */
  onRequest?: (entry: RequestLogEntry) => void;
}

export interface TenantSetup {
  id: string;
  token: string;
  shops?: readonly WireShop[];
  /** Leave order_number out of every generated order, as the spec's example payloads do. */
  omitOrderNumber?: boolean;
}

export interface RequestLogEntry {
  readonly method: string;
  readonly path: string;
  /** The query string without '?'. */
  readonly query: string;
  /** 0 when no response was sent (a drop or timeout fault, or the server closed first). */
  readonly status: number;
  readonly at: Date;
  /** The X-Tenant header as sent, or null. The token is never kept. */
  readonly tenant: string | null;
  /** Where the request came from (tests of several PCs tell them apart by it). */
  readonly from: string | null;
}

export interface ConfirmationRecord {
  readonly confirmCalls: number;
  readonly confirmedAt: Date | null;
}

type MutableEntry = { -readonly [K in keyof RequestLogEntry]: RequestLogEntry[K] };

export const DEFAULT_TENANT: TenantSetup = { id: 'demo', token: 'demo-token' };
/** The request log keeps this many entries; a simulator left streaming for days must not grow without end. */
const MAX_LOG_ENTRIES = 100_000;
const CONFIRM_METHODS: readonly ConfirmMethod[] = ['POST', 'PUT', 'GET'];

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Unauthenticated.',
  403: 'Forbidden.',
  429: 'Too Many Attempts.',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function htmlPage(status: number): string {
  const title = `${status} ${STATUS_MESSAGES[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

function checkTenants(setups: readonly TenantSetup[]): void {
  if (setups.length === 0) throw new RangeError('the simulator needs at least one tenant');
  const ids = new Set<string>();
  for (const setup of setups) {
    if (setup.id === '' || setup.token === '')
      throw new RangeError('a tenant needs a non-empty id and token');
    if (ids.has(setup.id)) throw new RangeError(`tenant "${setup.id}" is configured twice`);
    ids.add(setup.id);
    const shopIds = new Set<number>();
    for (const shop of setup.shops ?? DEFAULT_SHOPS) {
      const id = Number(shop.id);
      if (!Number.isSafeInteger(id) || String(shop.id).trim() === '') {
        throw new RangeError(`tenant "${setup.id}": shop id ${JSON.stringify(shop.id)} is not an integer`);
      }
      if (shopIds.has(id)) throw new RangeError(`tenant "${setup.id}": shop ${id} is configured twice`);
      shopIds.add(id);
    }
  }
}

export class Simulator implements ControlTarget {
  private readonly states: readonly TenantState[];
  private readonly faults = new FaultQueue();
  private readonly now: () => Date;
  private readonly confirmMethods: readonly ConfirmMethod[];
  private readonly log: MutableEntry[] = [];
  private readonly server: Server;
  private readonly delays = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  private stream: { perMinute: number; tenant: string; timer: NodeJS.Timeout } | null = null;
  private address = '';
  private closed = false;

  static async start(options: SimulatorOptions = {}): Promise<Simulator> {
    const simulator = new Simulator(options);
    await simulator.listen(options.host ?? '127.0.0.1', options.port ?? 0);
    return simulator;
  }

  private constructor(private readonly options: SimulatorOptions) {
    const setups = options.tenants ?? [DEFAULT_TENANT];
    checkTenants(setups);
    const methods = options.confirmMethods ?? ['PUT'];
    if (methods.length === 0 || methods.some((method) => !CONFIRM_METHODS.includes(method))) {
      throw new RangeError(`confirmMethods must be one or more of ${CONFIRM_METHODS.join(', ')}`);
    }
    this.confirmMethods = [...new Set(methods)];
    this.now = options.now ?? (() => new Date());
    const seed = options.seed ?? 1;
    this.states = setups.map((setup) => {
      const shops = [...(setup.shops ?? DEFAULT_SHOPS)];
      return {
        id: setup.id,
        token: setup.token,
        shops,
        orders: new TenantOrders(),
        generator: new OrderGenerator({
          seed,
          tenantId: setup.id,
          shops,
          shapeVariety: options.shapeVariety ?? true,
          omitOrderNumber: setup.omitOrderNumber ?? false,
          orderNumbers: options.orderNumbers ?? 'from-zero',
        }),
      };
    });
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent && !res.destroyed) {
          send(res, messageReply(500, `Simulator error: ${textOf(error)}`));
        }
      });
    });
  }

  /** Each tenant with the shops GET /v1/shops lists for it now. */
  get tenants(): readonly { id: string; token: string; shopIds: readonly number[] }[] {
    return this.states.map((state) => ({
      id: state.id,
      token: state.token,
      shopIds: state.shops.map((shop) => Number(shop.id)),
    }));
  }

  /** 'http://127.0.0.1:<port>' */
  get url(): string {
    return this.address;
  }

  private listen(host: string, port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const address = this.server.address() as AddressInfo;
        const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
        this.address = `http://${shownHost}:${address.port}`;
        resolve();
      });
    });
  }

  /** Generated, unconfirmed orders, stored and returned in the order they were paid. */
  addOrders(
    count: number,
    options: {
      tenant?: string;
      shopId?: number;
      type?: WireOrderType;
      textPlate?: boolean;
      /** With `textPlate`: exactly this text on the cake's plate. */
      plateText?: string;
    } = {},
  ): WireOrder[] {
    if (!Number.isInteger(count) || count < 0)
      throw new RangeError(`count must be a whole number, got ${count}`);
    const state = this.tenantState(options.tenant);
    const orders = state.generator.generate({
      now: this.now(),
      count,
      ...(options.shopId !== undefined ? { shopId: options.shopId } : {}),
      ...(options.type !== undefined ? { type: options.type } : {}),
      ...(options.textPlate ? { textPlate: true } : {}),
      ...(options.plateText !== undefined ? { plateText: options.plateText } : {}),
    });
    for (const order of orders) state.orders.add(order);
    return orders;
  }

  /**
   * A generated order for `shopId` under the id of an order already stored for another shop: a service
   * that gave one id out twice. Both are listed; a confirm of the id confirms both.
   */
  addSameIdOrder(id: string, options: { tenant?: string; shopId: number }): WireOrder {
    const state = this.tenantState(options.tenant);
    if (state.orders.get(id) === undefined) throw new RangeError(`no order with id "${id}" is stored`);
    const [generated] = state.generator.generate({ now: this.now(), count: 1, shopId: options.shopId });
    if (generated === undefined) throw new Error('the generator made no order');
    const order: WireOrder = { ...generated, id };
    state.orders.add(order, undefined, { sameIdElsewhere: true });
    return order;
  }

  /**
   * Stored and listed exactly as given (malformed or awkward orders); it must carry an `id` string.
   * `text`, when given, is the JSON to list for it, as is (it must parse to `order`).
   */
  addRawOrder(
    order: unknown,
    options: { tenant?: string; text?: string; sameIdElsewhere?: boolean } = {},
  ): void {
    this.tenantState(options.tenant).orders.add(order, options.text, {
      sameIdElsewhere: options.sameIdElsewhere === true,
    });
  }

  /**
   * The order as the service's staff edit it after it was confirmed (or before): `GET /v1/orders/{id}`
   * answers the new content from now on, and a listing too while it is unconfirmed. Returns it.
   */
  editOrder(id: string, edit: OrderEdit, options: { tenant?: string } = {}): unknown {
    const orders = this.tenantState(options.tenant).orders;
    const stored = orders.get(id);
    if (stored === undefined) throw new RangeError(`no order with id "${id}" is stored`);
    const edited = applyEdit(stored.order, edit);
    orders.replace(id, edited);
    return edited;
  }

  /**
   * The order deleted on the service (cancelled, say): no longer listed, and `GET /v1/orders/{id}` and
   * a confirm answer 404, as the service does for an id it does not know.
   */
  deleteOrder(id: string, options: { tenant?: string } = {}): void {
    this.tenantState(options.tenant).orders.remove(id);
  }

  /** A shop opened on the service: listed by GET /v1/shops from now on, and orders can be added for it. */
  addShop(shop: WireShop, options: { tenant?: string } = {}): void {
    const state = this.tenantState(options.tenant);
    const id = Number(shop.id);
    if (!Number.isSafeInteger(id))
      throw new RangeError(`shop id ${JSON.stringify(shop.id)} is not an integer`);
    if (state.shops.some((known) => Number(known.id) === id))
      throw new RangeError(`tenant "${state.id}" already has shop ${id}`);
    state.shops.push(shop);
    state.generator.addShop(shop);
  }

  /** A shop closed on the service: GET /v1/shops stops listing it; its orders stay as they are. */
  removeShop(shopId: number, options: { tenant?: string } = {}): void {
    const state = this.tenantState(options.tenant);
    const index = state.shops.findIndex((shop) => Number(shop.id) === shopId);
    if (index < 0) throw new RangeError(`tenant "${state.id}" has no shop ${shopId}`);
    state.shops.splice(index, 1);
  }

  /** About `perMinute` new orders a minute, until stopStream or close. A new call replaces the stream. */
  startStream(perMinute: number, options: { tenant?: string } = {}): void {
    if (!Number.isFinite(perMinute) || perMinute < 0) {
      throw new RangeError(`perMinute must be 0 or more, got ${perMinute}`);
    }
    const tenant = this.tenantState(options.tenant).id;
    this.stopStream();
    if (perMinute === 0 || this.closed) return;
    // Fast streams add several orders per tick rather than ticking faster than timers are useful.
    const periodMs = Math.max(60_000 / perMinute, 100);
    let owed = 0;
    const timer = setInterval(() => {
      owed += (perMinute * periodMs) / 60_000;
      const due = Math.floor(owed + 1e-9);
      owed -= due;
      if (due > 0) this.addOrders(due, { tenant });
    }, periodMs);
    timer.unref();
    this.stream = { perMinute, tenant, timer };
  }

  stopStream(): void {
    if (this.stream) clearInterval(this.stream.timer);
    this.stream = null;
  }

  injectFault(fault: Fault): void {
    this.faults.add(fault);
  }

  clearFaults(): void {
    this.faults.clear();
  }

  /** Every order of the tenant (default: the first), with its confirm calls and first confirmation. */
  confirmations(tenant?: string): ReadonlyMap<string, ConfirmationRecord> {
    const records = new Map<string, ConfirmationRecord>();
    for (const stored of this.tenantState(tenant).orders.all()) {
      records.set(stored.id, { confirmCalls: stored.confirmCalls, confirmedAt: stored.confirmedAt });
    }
    return records;
  }

  isConfirmed(id: string, tenant?: string): boolean {
    return (this.tenantState(tenant).orders.get(id)?.confirmedAt ?? null) !== null;
  }

  requestLog(): readonly RequestLogEntry[] {
    return this.log.map((entry) => ({ ...entry }));
  }

  /**
   * The order stored under `id`, as the service lists it (any JSON a test stored), or undefined: how the
   * demo names what came out of its printers by the order id their QR codes hold.
   */
  storedOrder(id: string, options: { tenant?: string } = {}): unknown {
    return this.tenantState(options.tenant).orders.get(id)?.order;
  }

  /** What GET /_sim/state answers: orders with their confirmation, queued faults, the stream. */
  snapshot(): unknown {
    const now = this.now();
    return {
      url: this.url,
      confirmMethods: this.confirmMethods,
      stream: this.stream ? { perMinute: this.stream.perMinute, tenant: this.stream.tenant } : null,
      faults: this.faults.describe().map(({ fault, remaining }) => faultToJson(fault, remaining)),
      tenants: this.states.map((state) => ({
        id: state.id,
        shopIds: state.shops.map((shop) => Number(shop.id)),
        orders: state.orders.all().map((stored) => ({
          id: stored.id,
          shopId: stored.shopId,
          payedAt: stored.paidAt,
          listed: state.orders.isListed(stored, now),
          confirmed: stored.confirmedAt !== null,
          confirmCalls: stored.confirmCalls,
          confirmedAt: stored.confirmedAt?.toISOString() ?? null,
          order: stored.order,
        })),
      })),
    };
  }

  /** Stops the stream and the server, destroying open and hung connections so callers end promptly. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopStream();
    for (const delay of this.delays) {
      clearTimeout(delay.timer);
      delay.resolve();
    }
    this.delays.clear();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private tenantState(tenant: string | undefined): TenantState {
    const state =
      tenant === undefined ? this.states[0] : this.states.find((candidate) => candidate.id === tenant);
    if (!state) {
      throw new RangeError(
        `no tenant "${tenant}"; tenants: ${this.states.map((known) => known.id).join(', ')}`,
      );
    }
    return state;
  }

  private context(): ServiceContext {
    return { tenants: this.states, faults: this.faults, now: this.now, confirmMethods: this.confirmMethods };
  }

  private delay(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.delays.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      this.delays.add(entry);
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const { path, query } = splitTarget(req.url ?? '/');
    const tenantHeader = req.headers['x-tenant'];
    const entry: MutableEntry = {
      method,
      path,
      query,
      status: 0,
      at: this.now(),
      tenant: (Array.isArray(tenantHeader) ? tenantHeader[0] : tenantHeader) ?? null,
      from: req.socket.remoteAddress ?? null,
    };
    this.log.push(entry);
    if (this.log.length > MAX_LOG_ENTRIES) this.log.splice(0, this.log.length - MAX_LOG_ENTRIES);
    const finish = (reply: Reply | null) => {
      if (reply && !res.destroyed && !this.closed) {
        send(res, reply);
        entry.status = reply.status;
      }
      this.options.onRequest?.({ ...entry });
    };

    if (path === '/_sim' || path.startsWith('/_sim/')) {
      finish(await controlReply(this, req, method, path, query));
      return;
    }

    // The service never reads a body; drain it so keep-alive connections stay usable.
    req.resume();
    const fault = this.faults.takeTransport({ method, path, operation: operationOf(path) });
    if (!fault) {
      finish(this.serviceReply(method, path, query, req));
      return;
    }
    await this.applyFault(fault, req, finish, () => this.serviceReply(method, path, query, req));
  }

  private serviceReply(method: string, path: string, query: string, req: IncomingMessage): Reply {
    return serviceReply(this.context(), { method, path, query, headers: req.headers });
  }

  private async applyFault(
    fault: TransportFault,
    req: IncomingMessage,
    finish: (reply: Reply | null) => void,
    real: () => Reply,
  ): Promise<void> {
    switch (fault.kind) {
      case 'status': {
        const headers: Record<string, string> = {};
        if (fault.retryAfterSeconds !== undefined) headers['Retry-After'] = String(fault.retryAfterSeconds);
        finish(messageReply(fault.status, STATUS_MESSAGES[fault.status] ?? 'Error', headers));
        return;
      }
      case 'html': {
        const status = fault.status ?? 502;
        finish({ status, body: htmlPage(status), contentType: 'text/html; charset=utf-8' });
        return;
      }
      case 'drop':
        req.socket.destroy();
        finish(null);
        return;
      case 'timeout':
        // Accepted and never answered; close() destroys the connection if the client does not give up.
        finish(null);
        return;
      case 'truncated': {
        const full = real();
        finish({ ...full, status: 200, body: full.body.slice(0, Math.floor(full.body.length / 2)) });
        return;
      }
      case 'slow':
        await this.delay(fault.delayMs);
        finish(this.closed ? null : real());
        return;
    }
  }
}
