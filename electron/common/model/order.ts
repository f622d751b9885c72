/**
 * OrderSlip's own picture of an order. Everything the ordering service sends is decoded into these
 * types once, at the edge (core/api/decode-order.ts); nothing past the edge sees the wire format.
 */
import type { Cents } from './money';

export const ORDER_TYPES = ['pick_up', 'delivery', 'pick_up_coolbox'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Units the spec lists. An unknown unit is kept as sent rather than losing the order over it. */
export const KNOWN_UNITS = ['st', 'gr', 'kg', 'pers'] as const;
export type KnownUnit = (typeof KNOWN_UNITS)[number];

/** Payment methods the spec lists; the list is open, so `Order.paymentMethod` is any string. */
export const KNOWN_PAYMENT_METHODS = ['creditcard', 'bancontact', 'belfius', 'kbc', 'inghomepay'] as const;

export interface Shop {
  /** Numeric in content; the service sends it as a number or a string. */
  readonly id: number;
  readonly name: string;
  readonly address: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2, upper case; empty when the service sent none. */
  readonly country: string;
}

export interface Client {
  /** Declared integer, sent as a UUID-shaped string: kept as text. */
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobilePhone: string;
  readonly phone: string | null;
}

export interface DeliveryAddress {
  readonly street: string;
  readonly number: string;
  readonly bus: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
}

export type OptionType = 'default' | 'text';

export interface LineOption {
  readonly name: string;
  readonly pluCode: string;
  readonly qty: number;
  readonly total: Cents;
  readonly type: OptionType;
  /** The text a customer typed for this option (a cake's text plate); exactly as sent. */
  readonly meta: string | null;
}

export interface LineExtra {
  readonly name: string;
  readonly pluCode: string;
  readonly qty: number;
  readonly total: Cents;
  readonly unit: string;
}

export interface OrderLine {
  readonly product: string;
  readonly pluCode: string;
  readonly qty: number;
  readonly unit: string;
  readonly total: Cents;
  readonly options: readonly LineOption[];
  readonly extras: readonly LineExtra[];
}

/** A calendar date `YYYY-MM-DD` and a time of day `HH:MM:SS`, in the shop's local time, never converted. */
export interface LocalDateTime {
  readonly date: string;
  readonly time: string;
}

export interface Order {
  readonly id: string;
  readonly paymentReference: string;
  readonly paymentMethod: string;
  /** Time of payment as the service wrote it; the service does not say its time zone. */
  readonly paidAt: LocalDateTime;
  readonly total: Cents;
  readonly type: OrderType;
  /** When the client picks the order up or gets it delivered. */
  readonly due: LocalDateTime;
  /** The day's number, counted per order type; null when the service did not send one. */
  readonly orderNumber: string | null;
  readonly deliveryAddress: DeliveryAddress | null;
  /** Delivery distance in metres, wherever the service put it; null when unknown. */
  readonly distanceMeters: number | null;
  readonly deliveryCost: Cents | null;
  readonly serviceCost: Cents | null;
  /** Null when there are none (the service sends null or an empty string). */
  readonly remarks: string | null;
  readonly shop: Shop;
  readonly client: Client;
  readonly lines: readonly OrderLine[];
}
