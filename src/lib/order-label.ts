/** How the window names an order: "Pick-up 12 · Zoë Verstraeten", or its id when it could not be read. */
import type { OrderType } from '../../electron/core/model/order';
import type { Messages } from '../i18n/en';

export function orderLabel(
  t: Messages,
  order: {
    readonly id: string;
    readonly type: OrderType | null;
    readonly orderNumber: string | null;
    readonly clientName: string;
  },
): string {
  if (order.type === null) return order.id;
  const number = order.orderNumber ?? order.id.slice(0, 8);
  const client = order.clientName.trim();
  return `${t.orderTypes[order.type]} ${number}${client ? ` · ${client}` : ''}`;
}
