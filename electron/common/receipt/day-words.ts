/**
 * The words the shop's day prints (the bake list, the pick-up sheet, a due-today slip), per printer
 * language; the words they share with a receipt (order types, "printed at", persons) are the receipt's
 * own (`labels.ts`). Short enough for 58 mm paper in large print (16 columns).
 */
import type { OrderType } from '../model/order';
import type { WeekdayNames } from './labels';

export interface DayWords {
  /** Sunday first, as `Date.getUTCDay()` counts: the day a list is for, written out. */
  readonly weekdays: WeekdayNames;
  readonly bakeListTitle: string;
  readonly pickupSheetTitle: string;
  readonly allShops: string;
  /** "12 bestellingen": how many orders the list covers. */
  readonly orders: (count: number) => string;
  /** Orders due that day whose data could not be read: not on the list, and said so. */
  readonly unreadable: (count: number) => string;
  /** A day without orders. */
  readonly noOrders: string;
  /** Above the plate texts of the bake list. */
  readonly plates: string;
  /** Beside a pick-up row: collected at that time. */
  readonly collectedAt: (time: string) => string;
  /** A delivery's bag given to the driver, at `time`. */
  readonly handedOverAt: (time: string) => string;
  /** A held order still comes: its slip may not have printed. */
  readonly held: string;
  /** The due-today slip's banner, per order type: what happens with the order today. */
  readonly dueToday: Readonly<Record<OrderType, string>>;
  /** Under the banner: this is no new order. */
  readonly notNew: string;
  /** "Reminder: ordered on fri 21/11, already printed then." */
  readonly reminder: (orderedOn: string, printedBefore: boolean) => string;
  /** The bake list's late-change lines (docs/SHOP-DAY.md, "Late changes"). */
  readonly lateChanges: {
    /** Above the orders the service changed after they printed. */
    readonly changedTitle: string;
    /** Under it: the list counts them as they are now. */
    readonly changedNote: string;
    /** Above the orders the service no longer knows. */
    readonly goneTitle: string;
    /** Under it: not counted, and why. */
    readonly goneNote: string;
    /** The check could not ask the service about `count` orders: counted as they printed. */
    readonly notChecked: (count: number) => string;
  };
}
