/**
 * What changed in an order after it printed, field by field: only what changes what is made or handed
 * over (never payment or status). Plain JSON: a timeline entry keeps the list as its message's
 * parameter, and the CHANGED slip, the CLI and the window word it each in their own language.
 */
import type { DeliveryAddress, OrderType } from './order';

/** An option (`unit` null) or an extra of a line, as it changes what is made. */
export interface ItemPart {
  readonly name: string;
  readonly qty: number;
  readonly unit: string | null;
}

/** A line of products as it was added or removed. */
export interface LineContent {
  readonly product: string;
  readonly qty: number;
  readonly unit: string;
  readonly parts: readonly ItemPart[];
  /** The texts of its plates, as the customer typed them. */
  readonly plates: readonly string[];
}

export interface Amount {
  readonly qty: number;
  readonly unit: string;
}

export type OrderChange =
  | { readonly field: 'type'; readonly before: OrderType; readonly after: OrderType }
  /** Dates `YYYY-MM-DD` and times `HH:MM:SS`, the shop's local time as the service sent them. */
  | { readonly field: 'due-date'; readonly before: string; readonly after: string }
  | { readonly field: 'due-time'; readonly before: string; readonly after: string }
  | {
      readonly field: 'delivery-address';
      readonly before: DeliveryAddress | null;
      readonly after: DeliveryAddress | null;
    }
  | { readonly field: 'line-added' | 'line-removed'; readonly line: LineContent }
  | { readonly field: 'quantity'; readonly product: string; readonly before: Amount; readonly after: Amount }
  | {
      readonly field: 'parts';
      readonly product: string;
      readonly before: readonly ItemPart[];
      readonly after: readonly ItemPart[];
    }
  /** A plate's text; null where the plate was not there before, or is not there now. */
  | {
      readonly field: 'plate';
      readonly product: string;
      readonly before: string | null;
      readonly after: string | null;
    };

export type ChangeField = OrderChange['field'];

/** Every field a change can be in, in the order a slip and a timeline entry name them. */
export const CHANGE_FIELDS = [
  'type',
  'due-date',
  'due-time',
  'delivery-address',
  'line-removed',
  'line-added',
  'quantity',
  'parts',
  'plate',
] as const satisfies readonly ChangeField[];
