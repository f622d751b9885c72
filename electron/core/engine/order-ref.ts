/** An order as messages name it (`f.order`), from what the engine has of it. */
import type { Order } from '../../common/model/order';
import type { OrderRef } from '../../common/order-label';

/** `order` null: it could not be read, and is named by its id. */
export function orderRefOf(id: string, order: Order | null): OrderRef {
  if (order === null) return { id, type: null, orderNumber: null, clientName: '' };
  const clientName = `${order.client.firstName} ${order.client.lastName}`.trim();
  return { id, type: order.type, orderNumber: order.orderNumber, clientName };
}
