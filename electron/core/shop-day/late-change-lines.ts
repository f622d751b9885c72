/**
 * What a bake list says of the late-change check (docs/SHOP-DAY.md, "Late changes"): the orders it counts
 * as the service changed them after they printed, the orders it leaves out because the service no longer
 * knows them, and how many the check could not ask about. Pure: from the day's orders as the ledger
 * keeps them (`DayOrder.changedSincePrinted`, `goneFromService`) and the check's count.
 */
import type { OrderType } from '../../common/model/order';
import type { DayQuery } from '../../common/shop-day/day';
import { countedOrders } from './bake-list';
import type { DayOrder } from './day-order';

/** An order as a list names it: when, its type and number, whose. */
export interface NamedOrder {
  readonly id: string;
  readonly type: OrderType;
  readonly orderNumber: string | null;
  readonly dueTime: string;
  readonly clientName: string;
}

export interface LateChangeLines {
  /** Counted in their new content: the service changed them after they printed. */
  readonly changed: readonly NamedOrder[];
  /** Not counted: the service no longer knows them (cancelled?). */
  readonly gone: readonly NamedOrder[];
  /** Orders the check could not ask the service about: counted as they printed. */
  readonly unchecked: number;
}

export function lateChangeLines(
  orders: readonly DayOrder[],
  query: DayQuery,
  unchecked: number,
): LateChangeLines {
  const changed = countedOrders(orders, query).filter((entry) => entry.changedSincePrinted);
  // Every order the check found gone printed here (it has versions), also one the engine stopped working
  // on since (state 'gone': cancelled before its confirm): it is on paper, so the list says to leave it.
  const gone = orders.filter(
    (entry) =>
      entry.goneFromService &&
      (query.shopId === null || entry.shopId === query.shopId) &&
      entry.order?.due.date === query.date,
  );
  return { changed: changed.flatMap(named), gone: gone.flatMap(named), unchecked };
}

/** Whether the list has anything to say of the check. */
export function saysAnything(lines: LateChangeLines): boolean {
  return lines.changed.length > 0 || lines.gone.length > 0 || lines.unchecked > 0;
}

function named(entry: DayOrder): NamedOrder[] {
  const order = entry.order;
  if (order === null) return [];
  return [
    {
      id: entry.id,
      type: order.type,
      orderNumber: order.orderNumber,
      dueTime: order.due.time,
      clientName: `${order.client.firstName} ${order.client.lastName}`.trim(),
    },
  ];
}
