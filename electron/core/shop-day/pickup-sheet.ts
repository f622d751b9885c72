/**
 * Who comes when: a day's orders by due time, each with what to hand over and whether it was collected.
 * Gone orders are left out (nobody comes for them); held ones stay, the customer comes all the same.
 * Pure, like the bake list.
 */
import { ORDER_TYPES, type DeliveryAddress, type Order, type OrderLine } from '../../common/model/order';
import { orderRefOf } from '../../common/order-label';
import { formatPhone } from '../../common/syntax/phone';
import type { DayQuery, HandOverLine, PickupRow, PickupSheet } from '../../common/shop-day/day';
import { compareText, countedOrders, dayCollator, platesOf } from './bake-list';
import type { DayOrder } from './day-order';

export function computePickupSheet(orders: readonly DayOrder[], query: DayQuery): PickupSheet {
  const rows: PickupRow[] = [];
  let unreadable = 0;
  for (const entry of countedOrders(orders, query)) {
    if (entry.order === null) unreadable += 1;
    else rows.push(pickupRow(entry, entry.order));
  }
  return { date: query.date, shopId: query.shopId, rows: rows.sort(byPickup), unreadable };
}

function pickupRow(entry: DayOrder, order: Order): PickupRow {
  const mobile = order.client.mobilePhone.trim();
  const phone = formatPhone(mobile !== '' ? mobile : (order.client.phone ?? ''), order.shop.country);
  return {
    orderId: entry.id,
    shopId: entry.shopId,
    type: order.type,
    orderNumber: order.orderNumber,
    dueTime: order.due.time.slice(0, 5),
    clientName: orderRefOf(entry.id, order).clientName,
    phone: phone.text,
    phoneUri: phone.uri,
    deliveryAddress: deliveryAddressOf(order),
    lines: order.lines.map(handOver),
    remarks: order.remarks,
    state: entry.state,
    collectedAt: entry.collectedAt?.toISOString() ?? null,
  };
}

/** A delivery's address as sent, the country left out when it is the shop's own. */
function deliveryAddressOf(order: Order): DeliveryAddress | null {
  const address = order.deliveryAddress;
  if (order.type !== 'delivery' || address === null) return null;
  const country = address.country.trim().toUpperCase();
  return { ...address, country: country === order.shop.country.trim().toUpperCase() ? '' : country };
}

/** A line as the counter hands it over: options and extras as sent, the plate's text apart. */
function handOver(line: OrderLine): HandOverLine {
  const details = [
    ...line.options
      .filter((option) => option.type === 'default')
      .map((option) => (option.qty > 1 ? `${option.qty}× ${option.name}` : option.name)),
    ...line.extras.map((extra) => (extra.qty > 1 ? `${extra.qty}× ${extra.name}` : extra.name)),
  ];
  const plates = platesOf(line).map((option) => option.meta ?? '');
  return {
    qty: line.qty,
    unit: line.unit,
    product: line.product,
    details: details.filter((text) => text.trim() !== '').join(', '),
    plate: plates.length === 0 ? null : plates.join(' / '),
  };
}

function byPickup(a: PickupRow, b: PickupRow): number {
  return (
    compareText(a.dueTime, b.dueTime) ||
    ORDER_TYPES.indexOf(a.type) - ORDER_TYPES.indexOf(b.type) ||
    dayCollator().compare(a.orderNumber ?? '', b.orderNumber ?? '') ||
    compareText(a.orderId, b.orderId)
  );
}
