/**
 * The shop's day: the bake list, the pick-up sheet, marking orders collected, their CLI.
 */
import type { OrderRef } from '../../../order-label';
import type { BakeUnit, PickupState } from '../../../shop-day/day';
import { words, type Formatter } from '../../wording';

export const NB = '\u202f';

/**
 * "Saturday 28 November 2026": the day a list is for, written out so nobody misreads it, in the
 * language of `locale` (a BCP 47 tag). A date not in YYYY-MM-DD form is said as it was given.
 */
export function sayLongDate(locale: string, date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return date;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}

const longDate = (date: string) => sayLongDate('en-GB', date);

/** A weight in grams as people say it: "500 g", "1,5 kg". */
export function weight(grams: number, f: Formatter): string {
  return grams >= 1000 ? `${f.number(grams / 1000)} kg` : `${f.number(grams)} g`;
}

/** A language's plural forms of a count of persons and of pieces, around the number already formatted. */
export interface QuantityWords {
  readonly persons: (n: string) => { readonly one: string; readonly other: string };
  readonly pieces: (n: string) => { readonly one: string; readonly other: string };
}

const QUANTITY: QuantityWords = {
  persons: (n) => ({ one: '1 person', other: `${n} persons` }),
  pieces: (n) => ({ one: '1 piece', other: `${n} pieces` }),
};

/**
 * A bake list's quantity in the language of `w`: grams as a weight, persons and pieces counted, and a
 * unit OrderSlip does not know after the number, as the service sent it.
 */
export function sayQuantity(
  w: QuantityWords,
  p: { readonly unit: BakeUnit; readonly quantity: number; readonly unitAsSent: string | null },
  f: Formatter,
): string {
  const n = (): string => f.number(p.quantity);
  switch (p.unit) {
    case 'grams':
      return weight(p.quantity, f);
    case 'persons':
      return f.plural(p.quantity, w.persons(n()));
    case 'other':
      return `${n()} ${p.unitAsSent ?? ''}`.trim();
    default:
      return f.plural(p.quantity, w.pieces(n()));
  }
}

export type BakeCsvColumn = 'product' | 'options' | 'unit' | 'quantity' | 'orders' | 'plu' | 'sizes';

/** English headers stay as they were, for the scripts that read them. */
const BAKE_CSV_COLUMNS: Record<BakeCsvColumn, string> = {
  product: 'product',
  options: 'options',
  unit: 'unit',
  quantity: 'quantity',
  orders: 'orders',
  plu: 'plu',
  sizes: 'sizes',
};

export type PickupCsvColumn =
  'time' | 'order' | 'client' | 'phone' | 'address' | 'items' | 'plates' | 'remarks' | 'status' | 'id';

const PICKUP_CSV_COLUMNS: Record<PickupCsvColumn, string> = {
  time: 'time',
  order: 'order',
  client: 'client',
  phone: 'phone',
  address: 'address',
  items: 'items',
  plates: 'plates',
  remarks: 'remarks',
  status: 'status',
  id: 'id',
};

interface DayHeading {
  readonly date: string;
  readonly shopId: number | null;
  /** The shop's name as its orders give it; null for every shop, or one whose orders give none. */
  readonly shopName: string | null;
  readonly orders: number;
  readonly unreadable: number;
}

/** A shop a data folder knows, as a refusal of an unknown one lists it. */
export interface ShopChoice {
  readonly shopId: number;
  readonly name: string | null;
}

/** "1042 (Bakkerij Peeters), 1057": each shop's number, which `--shop` takes, with its name. */
export function shopChoices(shops: readonly ShopChoice[]): string {
  return shops
    .map((shop) => (shop.name === null ? `${shop.shopId}` : `${shop.shopId} (${shop.name})`))
    .join(', ');
}

/** " (Bakkerij Peeters)" after a list's day: its shop by name, by number when no order named it. */
export function ofShop(p: DayHeading, shop: string): string {
  if (p.shopId === null) return '';
  return ` (${p.shopName ?? `${shop} ${p.shopId}`})`;
}

export const shopDay = {
  /** The timeline entry when a person marks an order collected (a scan or a click). */
  'day.collected': words(() => 'Collected: marked as handed over to the customer.'),
  'day.uncollected': words(() => 'Marked as not collected after all.'),
  /** A delivery's bag given to its driver (a scan or a click): a delivery is never "collected". */
  'day.handed-over': words(() => 'Handed to the driver: marked as given out for delivery.'),
  'day.not-handed-over': words(() => 'Marked as not handed to the driver after all.'),
  /**
   * Handed over on another day than it is due, as a person chose (warned after a scan, "hand it over
   * anyway"; or in the order's detail): the timeline keeps that it was deliberate.
   */
  'day.handed-over-other-day': words<{ date: string; time: string; delivery: boolean }>(
    (p) =>
      `${p.delivery ? 'Handed to the driver' : 'Collected'} on another day than ordered (${longDate(p.date)} at ${p.time}), as a person chose.`,
  ),
  /** What a scan or a typed number named matches no order. */
  'day.scan-unknown': words<{ scanned: string }>(
    (p) =>
      `No order matches “${p.scanned}”. Scan the QR code on the receipt, or type the code printed under it: all of it, or its first 8 characters (for example 7c1d2e3f). The order number alone is not enough.`,
  ),
  /** A short id typed by hand that starts more than one order's id. */
  'day.scan-ambiguous': words<{ scanned: string; count: number }>(
    (p) =>
      `“${p.scanned}” is the start of the code of ${p.count} orders. Type more of the code printed under the QR code (at least its first 8 characters), or scan the QR code.`,
  ),
  /** A day's list asked for a day that is not a calendar date. */
  'day.bad-date': words<{ date: string }>(
    (p) => `“${p.date}” is not a day: write it as YYYY-MM-DD, for example 2026-11-28.`,
  ),

  // The bake list and the pick-up sheet as plain text (the CLI).
  'day.bake-list-heading': words<DayHeading>(
    (p, f) =>
      `Bake list for ${longDate(p.date)}${ofShop(p, 'shop')}: ${f.plural(p.orders, {
        one: '1 order',
        other: `${p.orders} orders`,
      })}${p.unreadable > 0 ? `; ${f.plural(p.unreadable, { one: '1 order could not be read and is not counted', other: `${p.unreadable} orders could not be read and are not counted` })}` : ''}.`,
  ),
  'day.nothing-due': words(() => 'No orders are due that day.'),
  /** A bake-list row's amount in its unit. */
  'day.quantity': words<{ unit: BakeUnit; quantity: number; unitAsSent: string | null }>((p, f) =>
    sayQuantity(QUANTITY, p, f),
  ),
  /** A column of the bake list's CSV, in the header row a spreadsheet shows. */
  'day.csv-column': words<{ column: BakeCsvColumn }>((p) => BAKE_CSV_COLUMNS[p.column]),
  /** A column of the pick-up sheet's CSV. */
  'day.csv-pickup-column': words<{ column: PickupCsvColumn }>((p) => PICKUP_CSV_COLUMNS[p.column]),
  /** The order column of the pick-up sheet's CSV: "Afhalen 12" (the client has a column of its own). */
  'day.csv-order': words<{ order: OrderRef }>((p, f) => f.order(p.order, false)),
  /** The unit column of the bake list's CSV: what the quantity counts. */
  'day.csv-unit': words<{ unit: Exclude<BakeUnit, 'other'> }>(
    (p) => ({ pieces: 'pieces', grams: 'grams', persons: 'persons' })[p.unit],
  ),
  /** After a row: how many orders ask for it. */
  'day.row-orders': words<{ orders: number }>((p, f) =>
    f.plural(p.orders, { one: '1 order', other: `${p.orders} orders` }),
  ),
  'day.plates-heading': words<{ count: number }>((p) => `Plate texts (${p.count}):`),
  /** Whose a plate is and what it goes on; the text itself follows verbatim. */
  'day.plate-for': words<{ dueTime: string; order: OrderRef; product: string; option: string }>(
    (p, f) => `${f.order(p.order)}, at ${p.dueTime} · ${p.product} (${p.option})`,
  ),
  'day.pickup-heading': words<DayHeading>(
    (p, f) =>
      `Pick-up sheet for ${longDate(p.date)}${ofShop(p, 'shop')}: ${f.plural(p.orders, {
        one: '1 order',
        other: `${p.orders} orders`,
      })}${p.unreadable > 0 ? `; ${f.plural(p.unreadable, { one: '1 order could not be read: see History', other: `${p.unreadable} orders could not be read: see History` })}` : ''}.`,
  ),
  /** Who comes when, on the pick-up sheet. */
  'day.pickup-who': words<{ dueTime: string; order: OrderRef }>(
    (p, f) => `${f.order(p.order)}, at ${p.dueTime}`,
  ),
  /**
   * Where an order of the pick-up sheet stands: collected (when), or a state that matters at the counter.
   * A delivery is handed to its driver, never "collected".
   */
  'day.pickup-standing': words<{ collectedAt: string | null; state: PickupState; delivery: boolean }>(
    (p, f) =>
      p.collectedAt !== null
        ? `${p.delivery ? 'handed to the driver' : 'collected'} ${f.time(p.collectedAt)}`
        : `${p.delivery ? 'not handed to the driver' : 'not collected'}${p.state === 'held' ? ' · held: see Status' : ''}`,
  ),
  'day.pickup-remarks': words<{ remarks: string }>((p) => `Remarks: ${p.remarks}`),
  'day.pickup-plate': words<{ text: string }>((p) => `Plate: ${p.text}`),

  // The CLI's refusals about the data folder.
  /** `--shop` named a shop the data folder has no order of: the ones it has, to choose from. */
  'day.unknown-shop': words<{ shopId: number; shops: readonly ShopChoice[] }>((p) =>
    p.shops.length === 0
      ? `This data folder knows no shop ${p.shopId}: it has no orders of any shop yet.`
      : `This data folder knows no shop ${p.shopId}. The shops it knows: ${shopChoices(p.shops)}. Give one of these numbers with --shop, or leave --shop out for every shop.`,
  ),
  'day.no-ledger': words<{ dataDir: string }>(
    (p) =>
      `There is no OrderSlip ledger in ${p.dataDir}. Give the folder OrderSlip runs with (--data-dir), where ledger.db is.`,
  ),
  'day.ledger-too-old': words<{ path: string }>(
    (p) =>
      `The ledger ${p.path} was written by an older OrderSlip. Start OrderSlip once on this folder to bring it up to date, then ask again.`,
  ),
} as const;
