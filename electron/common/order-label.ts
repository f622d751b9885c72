/**
 * How a person names an order: "Pick-up 12 · Zoë Verstraeten" in the window, "AFHALEN 12" on paper, its
 * short id "#f5fd7c72" when it has no number, its id when it could not be read. One rule for the window,
 * the engine's messages and the receipt.
 */
import type { Order, OrderType } from './model/order';

/** What names an order, as messages and views carry it (plain JSON). */
export interface OrderRef {
  readonly id: string;
  /** Null for an order whose data could not be read: it is named by its id. */
  readonly type: OrderType | null;
  readonly orderNumber: string | null;
  readonly clientName: string;
}

/**
 * An order as messages and views name it, from its id and what could be read of it (`order` null: its
 * data could not be read, so it is named by its id).
 */
export function orderRefOf(id: string, order: Order | null): OrderRef {
  if (order === null) return { id, type: null, orderNumber: null, clientName: '' };
  const clientName = `${order.client.firstName} ${order.client.lastName}`.trim();
  return { id, type: order.type, orderNumber: order.orderNumber, clientName };
}

/** The short id printed where an order has no number, and found by the history's search: "#f5fd7c72". */
export function shortOrderId(id: string): string {
  return `#${id.slice(0, 8)}`;
}

/** A language's names of the order types ("Afhalen"), from its window words. */
export type OrderTypeNames = Readonly<Record<OrderType, string>>;

export function orderLabel(t: { readonly orderTypes: OrderTypeNames }, order: OrderRef): string {
  if (order.type === null) return order.id;
  const number = order.orderNumber ?? shortOrderId(order.id);
  const client = order.clientName.trim();
  return `${t.orderTypes[order.type]} ${number}${client ? ` · ${client}` : ''}`;
}
