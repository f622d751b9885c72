/**
 * The words of the late-change slips (a CHANGED slip, a GONE FROM THE SERVICE slip), per printer
 * language; what they share with a receipt (order types, "plate text", units) is the receipt's own
 * (`labels.ts`). Short enough for 58 mm paper in large print (16 columns) where printed large.
 */
import type { ChangeField } from '../model/order-change';

export interface ChangeSlipWords {
  /** The CHANGED slip's banner: unmistakable, inverted, large. */
  readonly changedBanner: string;
  /** Under it: why this slip came out. */
  readonly changedNote: string;
  /** Above each change: what changed ("PLATE TEXT"), with its product when it is in one. */
  readonly fields: Readonly<Record<ChangeField, string>>;
  /** "Was:" and "Now:" before the two values of a change. */
  readonly was: string;
  readonly now: string;
  /** Where there was no plate, or is no address, any more. */
  readonly none: string;
  /** Above the whole order as it is now (CHANGED) or as it printed (GONE). */
  readonly orderNow: string;
  readonly orderAsPrinted: string;
  /** The GONE slip's banner, and the question under it. */
  readonly goneBanner: string;
  readonly goneQuestion: string;
  /** What to do: the service no longer knows the order. */
  readonly goneNote: string;
}
