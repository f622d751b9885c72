/**
 * The ledger's side of the shop's day: the orders due on a day (for the bake list and the pick-up
 * sheet), and which of them a person marked collected.
 */
import type { DatabaseSync } from 'node:sqlite';

export class DayReader {
  constructor(
    private readonly db: DatabaseSync,
    private readonly clock: () => Date,
  ) {}
}
