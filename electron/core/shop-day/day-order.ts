/**
 * One order of a day as the ledger keeps it, for the shop's day: its decoded data (null when the service's
 * JSON could not be read) in its latest version, where it stands and whether it was collected.
 */
import type { Order } from '../../common/model/order';
import type { PickupState } from '../../common/shop-day/day';

export interface DayOrder {
  readonly id: string;
  readonly shopId: number;
  /**
   * Where it stands, in the day's own terms rather than the ledger's `OrderState`: the shop's day sits
   * below the ledger, which fills it in (`ledger/day.ts`), so the compiler refuses a ledger state the
   * day's lists do not know.
   */
  readonly state: PickupState;
  /** The latest content the ledger keeps: as it printed, or as a late-change check read it since. */
  readonly order: Order | null;
  /** A late-change check read content that differs from what printed: `order` is that new content. */
  readonly changedSincePrinted: boolean;
  /** The last late-change check found the service no longer knows it (404): left out of the lists. */
  readonly goneFromService: boolean;
  readonly firstSeenAt: Date;
  readonly collectedAt: Date | null;
}
