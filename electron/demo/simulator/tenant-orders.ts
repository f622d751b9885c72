/** One tenant's orders and what happened to each: confirm calls, confirmation, a lagging listing. */

export interface StoredOrder {
  readonly id: string;
  /** As it goes on the wire: generated, or raw as a test handed it in. */
  readonly order: unknown;
  /** The order's JSON as it goes on the wire, when given as text (JSON.stringify cannot write every value). */
  readonly text: string | null;
  readonly paidAt: string;
  readonly shopId: number | null;
  confirmCalls: number;
  confirmedAt: Date | null;
  /** Set by a confirm-lag fault: the order stays listed, although confirmed, until then. */
  listedUntil: Date | null;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** The shop id of a possibly malformed order, read the way the spec allows it (number or numeric string). */
function shopIdOf(order: unknown): number | null {
  const id = field(field(order, 'shop'), 'id');
  if (typeof id === 'number' && Number.isInteger(id)) return id;
  if (typeof id === 'string' && /^-?\d+$/.test(id.trim())) return Number(id.trim());
  return null;
}

export class TenantOrders {
  private readonly orders = new Map<string, StoredOrder>();

  /**
   * Stores an order; it must carry a string id that is not taken yet. Returns that id. `text`, when
   * given, is its JSON exactly as listed (an order nested deeper than JSON.stringify goes, say).
   * `sameIdElsewhere`: the id may be taken by an order of another shop (a service that gave one id out
   * twice); both are listed, and a confirm of the id confirms both, as a service keyed by id would.
   */
  add(order: unknown, text?: string, options: { sameIdElsewhere?: boolean } = {}): string {
    const id = field(order, 'id');
    if (typeof id !== 'string' || id === '') {
      throw new TypeError('an order needs an "id" string to be stored (it is how the client confirms it)');
    }
    const shopId = shopIdOf(order);
    let key = id;
    if (this.orders.has(id)) {
      const taken = this.withId(id);
      if (!options.sameIdElsewhere || taken.some((stored) => stored.shopId === shopId))
        throw new RangeError(`an order with id "${id}" is already stored`);
      key = `${id}\u0000shop ${shopId}`;
    }
    const paidAt = field(order, 'payed_at');
    this.orders.set(key, {
      id,
      order,
      text: text ?? null,
      paidAt: typeof paidAt === 'string' ? paidAt : '',
      shopId,
      confirmCalls: 0,
      confirmedAt: null,
      listedUntil: null,
    });
    return id;
  }

  /**
   * The order with this id now reads as `order` (an edit on the service): listed and answered with the
   * new content from now on; whether and when it was confirmed stays as it was.
   */
  replace(id: string, order: unknown): void {
    const stored = this.orders.get(id);
    if (stored === undefined) throw new RangeError(`no order with id "${id}" is stored`);
    this.orders.set(id, { ...stored, order, text: null });
  }

  /** The service forgets every order with this id: no longer listed, and a GET or confirm answers 404. */
  remove(id: string): number {
    const keys = [...this.orders.entries()].filter(([, stored]) => stored.id === id).map(([key]) => key);
    if (keys.length === 0) throw new RangeError(`no order with id "${id}" is stored`);
    for (const key of keys) this.orders.delete(key);
    return keys.length;
  }

  /** The order with this id (the first stored, when another shop's has the same id). */
  get(id: string): StoredOrder | undefined {
    return this.orders.get(id);
  }

  /** Every order with this id: one, or one per shop that was given the same id. */
  withId(id: string): StoredOrder[] {
    return this.all().filter((stored) => stored.id === id);
  }

  all(): StoredOrder[] {
    return [...this.orders.values()];
  }

  isListed(stored: StoredOrder, now: Date): boolean {
    return stored.confirmedAt === null || (stored.listedUntil !== null && now < stored.listedUntil);
  }

  /** Unconfirmed orders, oldest payment first (then by id, so equal times keep a stable order). */
  listed(now: Date, limit: number, shop: number | null): StoredOrder[] {
    return this.all()
      .filter((stored) => this.isListed(stored, now) && (shop === null || stored.shopId === shop))
      .sort((a, b) =>
        a.paidAt < b.paidAt ? -1 : a.paidAt > b.paidAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
      )
      .slice(0, limit);
  }
}

/** An order's JSON as it goes on the wire. */
export function wireText(stored: StoredOrder): string {
  return stored.text ?? JSON.stringify(stored.order);
}
