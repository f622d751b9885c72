/**
 * The shop's day, as OrderSlip works it out from the orders in its ledger: what to bake for a pick-up
 * or delivery day (the bake list) and who comes when (the pick-up sheet). Plain JSON-safe data: the
 * window, the CLI, the CSV export and the printed lists all show these very objects.
 */
import type { DeliveryAddress, OrderType } from '../model/order';

/** How a bake-list row's quantity is counted: pieces, weight (summed in grams), or persons. */
export type BakeUnit = 'pieces' | 'grams' | 'persons' | 'other';

/** The shop's calendar day on this PC's clock, `YYYY-MM-DD`: the shop and its PC share a time zone. */
export function localDate(moment: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
}

/** Which orders of a day a list covers. */
export interface DayQuery {
  /** The pick-up/delivery day, `YYYY-MM-DD`. */
  readonly date: string;
  /** One shop, or null for every shop. */
  readonly shopId: number | null;
}

/** One thing to make: a product with the options that change what is made, and how much of it. */
export interface BakeRow {
  readonly product: string;
  readonly pluCode: string;
  /**
   * The options that change what is made, in a stable order, joined with ", " ("chocolate, 12 pers.");
   * empty when none. Text options (the plate) are not part of it: their texts are listed apart.
   */
  readonly options: string;
  readonly unit: BakeUnit;
  /**
   * The total in `unit`: pieces and persons counted, weight in grams (kilos converted). For `other` (a
   * unit the service added since), the sum of the quantities as sent, `unitAsSent` says which.
   */
  readonly quantity: number;
  /** The unit as the service sent it when `unit` is `other`; null otherwise. */
  readonly unitAsSent: string | null;
  /** How many orders ask for it. */
  readonly orders: number;
  /**
   * For persons: which cakes to make. The size is part of a persons row (a cake for 8 and one for 12 are
   * two rows), so it holds one entry: two cakes for 12 are `[{persons: 12, count: 2}]`, the row's
   * quantity 24, since 24 persons of cake says how much, not which cakes. Empty for other units.
   */
  readonly sizes: readonly BakeSize[];
}

/** `count` things to make, each for `persons`. */
export interface BakeSize {
  readonly persons: number;
  readonly count: number;
}

/** Sizes as one short text the same in every language: "8 + 2×12". */
export function sizesText(sizes: readonly BakeSize[]): string {
  return sizes
    .map((size) => (size.count === 1 ? `${size.persons}` : `${size.count}×${size.persons}`))
    .join(' + ');
}

/** A plate's text, verbatim, with what it goes on and whose it is. */
export interface PlateText {
  readonly text: string;
  readonly product: string;
  /** The option that carried the text ("Plate text"). */
  readonly option: string;
  readonly orderId: string;
  readonly orderType: OrderType;
  readonly orderNumber: string | null;
  /** `HH:MM`. */
  readonly dueTime: string;
  readonly clientName: string;
}

export interface BakeList {
  readonly date: string;
  readonly shopId: number | null;
  /** Orders the list counts (every state but gone). */
  readonly orderCount: number;
  /** Orders due that day whose data could not be read: not counted, and said so. */
  readonly unreadable: number;
  /** By product, then options. */
  readonly rows: readonly BakeRow[];
  /** By due time, then order number. */
  readonly plates: readonly PlateText[];
}

/** What one order hands over: "2 × Sandwich (white)". */
export interface HandOverLine {
  readonly qty: number;
  /** The unit as sent (`st`, `gr`, `kg`, `pers`, or another). */
  readonly unit: string;
  readonly product: string;
  /** Options and extras, joined with ", "; a plate's text is not repeated here. */
  readonly details: string;
  /** The plate's text, when the line has one. */
  readonly plate: string | null;
}

export type PickupState = 'waiting' | 'printed' | 'confirmed' | 'held' | 'handled' | 'gone';

export interface PickupRow {
  readonly orderId: string;
  readonly shopId: number;
  readonly type: OrderType;
  readonly orderNumber: string | null;
  /** `HH:MM`. */
  readonly dueTime: string;
  readonly clientName: string;
  /**
   * The mobile phone, else the phone, as `formatPhone` writes it for the order's shop ("0465 98 60 31",
   * a foreign one "+31 6 12345678", one it cannot read as sent); empty when neither was sent.
   */
  readonly phone: string;
  /** `tel:+32465986031`, to call it; null when `phone` is not a number that can be dialled. */
  readonly phoneUri: string | null;
  /**
   * Where a delivery goes, as sent; null for a pick-up (or a delivery sent without an address). Its
   * `country` is empty when it is the shop's own. The counter needs it to hand the right bag to the driver.
   */
  readonly deliveryAddress: DeliveryAddress | null;
  readonly lines: readonly HandOverLine[];
  readonly remarks: string | null;
  readonly state: PickupState;
  /** ISO-8601, or null while not collected. */
  readonly collectedAt: string | null;
}

export interface PickupSheet {
  readonly date: string;
  readonly shopId: number | null;
  /** By due time, then type, then order number. Gone orders are left out; held ones stay (they come). */
  readonly rows: readonly PickupRow[];
  /** Orders due that day whose data could not be read. */
  readonly unreadable: number;
}
