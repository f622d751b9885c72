/**
 * One order of a day as the ledger keeps it, for the shop's day: its decoded data (null when the service's
 * JSON could not be read), where it stands and whether it was collected.
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
  readonly order: Order | null;
  readonly firstSeenAt: Date;
  readonly collectedAt: Date | null;
}
