/**
 * One order of a day as the ledger keeps it, for the shop's day: its decoded data (null when the service's
 * JSON could not be read), where it stands and whether it was collected.
 */
import type { Order } from '../../common/model/order';
import type { OrderState } from '../ledger/types';

export interface DayOrder {
  readonly id: string;
  readonly shopId: number;
  readonly state: OrderState;
  readonly order: Order | null;
  readonly firstSeenAt: Date;
  readonly collectedAt: Date | null;
}
