/**
 * What to bake for a day: every product with its total, split by what changes what is made, and every
 * plate text verbatim. Pure: the same orders give the same list, wherever it is shown or printed.
 *
 * - Counted: every order due that day but gone ones (cancelled, or confirmed elsewhere, or no longer known
 *   to the service at the last late-change check), each in its latest version (a change read since it
 *   printed counts as it is now): held and handled orders are still collected, so they are still baked. Orders whose data could not be read are counted
 *   apart (`unreadable`), never guessed at.
 * - A row is a product (with its PLU code) × its unit × the options and extras that change what is made:
 *   the line's `default` options and its extras, by name ("2× name" when more than one), sorted so the
 *   same choice made in another order is the same row. Extras are made too (a sandwich "with bacon" is
 *   another sandwich), so they belong to the key as options do, not to rows of their own. Text options
 *   are a plate's text: not part of the key, listed apart.
 * - Units: `st` counts pieces, `gr` and `kg` sum as grams (1 kg + 500 gr = 1500 g). A line "8 pers" is
 *   one cake for 8, so for `pers` the size is part of the row: a cake for 8 and one for 12 are two rows
 *   (two different cakes to make), two cakes for 12 one row of 24 persons whose `sizes` say 2 × 12. A
 *   unit the service added since stays `other`, with the unit as sent, never merged with a known one.
 *   Sums are kept in thousandths as integers, so no total drifts (0.1 kg + 0.2 kg = 300 g).
 */
import type { LineExtra, LineOption, Order, OrderLine } from '../../common/model/order';
import { orderRefOf } from '../../common/order-label';
import type { BakeList, BakeRow, BakeUnit, DayQuery, PlateText } from '../../common/shop-day/day';
import type { DayOrder } from './day-order';

/** Accents and case aside, numbers by value ("Taart 8" before "Taart 12"): as a Belgian shop reads a list. */
let collator: Intl.Collator | null = null;
/** Made on first use: ICU's collation data costs memory an idle host need not pay (docs/PERFORMANCE.md). */
export function dayCollator(): Intl.Collator {
  collator ??= new Intl.Collator('nl-BE', { sensitivity: 'base', numeric: true });
  return collator;
}

/**
 * The orders a day's lists cover: due that day, in the shop asked for, not gone (nor gone from the service
 * by the last late-change check: the list names those apart).
 */
export function countedOrders(orders: readonly DayOrder[], query: DayQuery): DayOrder[] {
  return orders.filter(
    (entry) =>
      entry.state !== 'gone' &&
      !entry.goneFromService &&
      (query.shopId === null || entry.shopId === query.shopId) &&
      (entry.order === null || entry.order.due.date === query.date),
  );
}

/** A unit as the bake list counts it, and the factor to thousandths of that unit. */
function unitOf(unit: string): { unit: BakeUnit; milli: number } {
  switch (unit.trim().toLowerCase()) {
    case 'st':
      return { unit: 'pieces', milli: 1000 };
    case 'gr':
      return { unit: 'grams', milli: 1000 };
    case 'kg':
      return { unit: 'grams', milli: 1_000_000 };
    case 'pers':
      return { unit: 'persons', milli: 1000 };
    default:
      return { unit: 'other', milli: 1000 };
  }
}

/** A quantity in the unit the day's lists count it in: what `day.quantity` says. */
export interface Measure {
  readonly unit: BakeUnit;
  readonly quantity: number;
  readonly unitAsSent: string | null;
}

/**
 * One line's quantity as the day's lists say it ("1,5 kg" as 1500 grams, "3 st" as 3 pieces): the one
 * reading of the service's unit codes that the bake list's totals and the pick-up sheet's lines share.
 */
export function measureOf(qty: number, unitAsSent: string): Measure {
  const { unit, milli } = unitOf(unitAsSent);
  return {
    unit,
    // Thousandths as integers, as the totals are summed: 0.1 kg is 100 g, never 100.00000000000001.
    quantity: Math.round(qty * milli) / 1000,
    unitAsSent: unit === 'other' ? unitAsSent : null,
  };
}

/** "chocolate" or "2× chocolate": how an option or extra reads in a row's key. */
function choice(item: LineOption | LineExtra): string {
  const name = item.name.trim();
  return item.qty > 1 ? `${item.qty}× ${name}` : name;
}

/** The options and extras that change what is made, in a stable order, joined with ", ". */
export function madeWith(line: OrderLine): string {
  const choices = [
    ...line.options.filter((option) => option.type === 'default').map(choice),
    ...line.extras.map(choice),
  ].filter((text) => text !== '');
  return choices.sort(dayCollator().compare).join(', ');
}

/** The plate texts of a line: its text options with a text (kept exactly as typed). */
export function platesOf(line: OrderLine): LineOption[] {
  return line.options.filter(
    (option) => option.type === 'text' && option.meta !== null && option.meta.trim() !== '',
  );
}

interface Tally {
  readonly product: string;
  readonly pluCode: string;
  readonly options: string;
  readonly unit: BakeUnit;
  readonly unitAsSent: string | null;
  milli: number;
  readonly orders: Set<string>;
  /** Persons per item → how many items (persons only: one size per row, as the size is in the key). */
  readonly sizes: Map<number, number>;
}

export function computeBakeList(orders: readonly DayOrder[], query: DayQuery): BakeList {
  const counted = countedOrders(orders, query);
  const tallies = new Map<string, Tally>();
  const plates: PlateText[] = [];
  let orderCount = 0;
  let unreadable = 0;
  for (const entry of counted) {
    if (entry.order === null) {
      unreadable += 1;
      continue;
    }
    orderCount += 1;
    for (const line of entry.order.lines) {
      const { unit, milli } = unitOf(line.unit);
      const unitAsSent = unit === 'other' ? line.unit : null;
      const options = madeWith(line);
      // A cake for 8 and one for 12 are different cakes: the size is part of what is made.
      const size = unit === 'persons' ? line.qty : null;
      const key = JSON.stringify([line.product, line.pluCode, unit, unitAsSent, options, size]);
      let tally = tallies.get(key);
      if (tally === undefined) {
        tally = {
          product: line.product,
          pluCode: line.pluCode,
          options,
          unit,
          unitAsSent,
          milli: 0,
          orders: new Set(),
          sizes: new Map(),
        };
        tallies.set(key, tally);
      }
      tally.milli += Math.round(line.qty * milli);
      tally.orders.add(entry.id);
      // A line "8 pers" is one thing made for 8: its size, not 8 things.
      if (size !== null) tally.sizes.set(size, (tally.sizes.get(size) ?? 0) + 1);
      for (const plate of platesOf(line)) plates.push(plateText(entry.id, entry.order, line, plate));
    }
  }
  return {
    date: query.date,
    shopId: query.shopId,
    orderCount,
    unreadable,
    rows: [...tallies.values()].map(toRow).sort(byRow),
    plates: plates.sort(byPlate),
  };
}

function toRow(tally: Tally): BakeRow {
  return {
    product: tally.product,
    pluCode: tally.pluCode,
    options: tally.options,
    unit: tally.unit,
    quantity: tally.milli / 1000,
    unitAsSent: tally.unitAsSent,
    orders: tally.orders.size,
    sizes: [...tally.sizes]
      .map(([persons, count]) => ({ persons, count }))
      .sort((a, b) => a.persons - b.persons),
  };
}

function byRow(a: BakeRow, b: BakeRow): number {
  return (
    dayCollator().compare(a.product, b.product) ||
    dayCollator().compare(a.options, b.options) ||
    compareText(a.unit, b.unit) ||
    compareText(a.unitAsSent ?? '', b.unitAsSent ?? '') ||
    // The cake for 8 before the one for 12.
    (a.sizes[0]?.persons ?? 0) - (b.sizes[0]?.persons ?? 0) ||
    compareText(a.product, b.product) ||
    compareText(a.options, b.options) ||
    compareText(a.pluCode, b.pluCode)
  );
}

function plateText(orderId: string, order: Order, line: OrderLine, plate: LineOption): PlateText {
  return {
    // Verbatim: the customer's own words go on the cake.
    text: plate.meta ?? '',
    product: line.product,
    option: plate.name,
    orderId,
    orderType: order.type,
    orderNumber: order.orderNumber,
    dueTime: order.due.time.slice(0, 5),
    clientName: orderRefOf(orderId, order).clientName,
  };
}

function byPlate(a: PlateText, b: PlateText): number {
  return (
    compareText(a.dueTime, b.dueTime) ||
    dayCollator().compare(a.orderNumber ?? '', b.orderNumber ?? '') ||
    compareText(a.orderId, b.orderId)
  );
}

/** Code-point order: the tie-breaker that makes a sort the same on every machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
