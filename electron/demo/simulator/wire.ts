/**
 * The JSON the simulator sends, field for field as ordering-api.md describes it (snake_case). These
 * types are the simulator's own: the client decodes `unknown` independently, so a mistake here cannot
 * hide a mistake there.
 *
 * Where the spec leaves a choice open (shop.id number or string, options as array or empty string, …)
 * the types allow every form the simulator may send.
 */

export type WireOrderType = 'pick_up' | 'delivery' | 'pick_up_coolbox';
export type WireUnit = 'st' | 'gr' | 'kg' | 'pers';

export interface WireShop {
  /** Declared integer; the example payloads send a string. Always a string in GET /v1/shops. */
  readonly id: number | string;
  readonly name: string;
  readonly address: string;
  readonly postal_code: string;
  readonly city: string;
  readonly country: string;
  readonly [unknownField: string]: unknown;
}

/** A shop as GET /v1/shops sends it: every field a string. */
export interface WireShopListed {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly postal_code: string;
  readonly city: string;
  readonly country: string;
}

export interface WireClient {
  /** Declared integer; the example payloads carry a UUID-shaped string. */
  readonly id: string | number;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly mobile_phone: string;
  readonly phone: string | null;
  readonly [unknownField: string]: unknown;
}

export interface WireDeliveryAddress {
  readonly street: string;
  readonly number: string;
  readonly bus: string;
  readonly postal_code: string;
  readonly city: string;
  readonly country: string;
  /** Metres, as a string. The spec does not say whether it sits here or on the order. */
  readonly distance?: string;
}

export interface WireOption {
  readonly name: string;
  readonly plu_code: string;
  readonly qty: number;
  readonly total: string;
  /** Listed in the field list, absent from the spec's examples; the simulator omits it sometimes. */
  readonly type?: 'default' | 'text';
  readonly meta: string | null;
}

export interface WireExtra {
  readonly name: string;
  readonly plu_code: string;
  readonly qty: number;
  readonly total: string;
  readonly unit: WireUnit;
}

/** Declared as string, shown as arrays: an empty list may come as `[]`, `""` or `null`. */
export type WireList<T> = readonly T[] | '' | null;

export interface WireOrderLine {
  readonly product: string;
  readonly plu_code: string;
  readonly qty: number;
  readonly unit: WireUnit;
  readonly total: string;
  readonly options: WireList<WireOption>;
  readonly extras: WireList<WireExtra>;
  readonly [unknownField: string]: unknown;
}

export interface WireOrder {
  readonly id: string;
  readonly payment_reference: string;
  readonly payment_method: string;
  /** `YYYY-MM-DD HH:MM:SS`, Belgian local time (the spec does not say which zone). */
  readonly payed_at: string;
  readonly total: string;
  readonly order_type: WireOrderType;
  readonly order_date: string;
  readonly order_time: string;
  readonly order_number?: string;
  /** Delivery orders carry an object; other orders leave it out, or send null or `[]`. */
  readonly delivery_address?: WireDeliveryAddress | null | readonly never[];
  /** Distance in metres when the service puts it on the order rather than in delivery_address. */
  readonly distance?: string;
  readonly delivery_cost?: string;
  readonly service_cost?: string;
  readonly remarks: string | null;
  readonly shop: WireShop;
  readonly client: WireClient;
  readonly order_lines: readonly WireOrderLine[];
  /** The service may add fields the spec does not list; a client must ignore them. */
  readonly [unknownField: string]: unknown;
}

export interface WireConfirmResponse {
  readonly success: boolean;
}

export interface WireErrorResponse {
  readonly message: string;
}
