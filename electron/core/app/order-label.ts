import type { OrderType } from '../model/order';

/** How the window names order types in lists (the receipt has its own words per language). */
export const ORDER_TYPE_WORDS: Readonly<Record<OrderType, string>> = {
  pick_up: 'Pick-up',
  delivery: 'Delivery',
  pick_up_coolbox: 'Cool box',
};
