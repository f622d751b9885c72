/**
 * The scheduled prints that are not an order's receipt (a day's bake list, a due-today slip), kept so a
 * schedule runs once per day across restarts and sleep (table `day_prints`, migration 5).
 */
import type { DatabaseSync } from 'node:sqlite';

export class DayPrints {
  constructor(
    private readonly db: DatabaseSync,
    private readonly clock: () => Date,
  ) {}
}
