/**
 * The scheduled prints that are not an order's receipt (a day's bake list, a due-today slip), kept so a
 * schedule runs once per day across restarts and sleep (table `day_prints`, migration 5).
 *
 * A run is named by its key (`bake-list:<scheduleId>:<day>`, `due-slip:<orderId>:<day>`) and claimed at
 * most once: a run that printed, or was dropped, is never claimed again, whatever the process does after.
 * It is marked `sending` (durably) before its bytes go out, as an order's job is (LEDGER.md): a run found
 * `sending` at start was interrupted mid-print, and its next attempt is marked POSSIBLE DUPLICATE.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { Message } from '../../common/messages/catalogue';
import { atomically } from './sqlite';
import { readMessage, storeMessage } from './stored-message';

export type DayPrintKind = 'bake-list' | 'due-slip';
/** `failed` is not a resting state: a failed attempt goes back to `pending`, with its reason. */
export type DayPrintState = 'pending' | 'sending' | 'printed' | 'failed' | 'dropped';

/** What a run is, when it is first claimed. */
export interface DayRun {
  readonly key: string;
  readonly kind: DayPrintKind;
  readonly printerId: string;
  /** The order of a due-today slip; null for a bake list. */
  readonly orderId: string | null;
  /** The local day the run belongs to, `YYYY-MM-DD`. */
  readonly day: string;
}

export interface DayPrintEntry extends DayRun {
  readonly state: DayPrintState;
  /** An attempt may have left paper: the next one carries the POSSIBLE DUPLICATE mark. */
  readonly possibleDuplicate: boolean;
  /** Attempts that sent bytes (or tried to). */
  readonly attempts: number;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
  /** Why the last attempt failed, or why the run was dropped. */
  readonly detail: Message | null;
}

export function bakeListKey(scheduleId: string, day: string): string {
  return `bake-list:${scheduleId}:${day}`;
}

export function dueSlipKey(orderId: string, day: string): string {
  return `due-slip:${orderId}:${day}`;
}

/** Meta key: when a bake-list schedule was first seen, so a new schedule does not run for a time gone by. */
const SCHEDULE_SEEN = 'day-schedule-seen:';

export class DayPrints {
  constructor(
    private readonly db: DatabaseSync,
    private readonly clock: () => Date,
  ) {}

  /**
   * The run, to be printed now: created pending when it is new; null when it printed, was dropped, or is
   * being sent. A run waiting again after a failure (or an interrupted attempt) is returned as it is.
   */
  claim(run: DayRun): DayPrintEntry | null {
    return atomically(this.db, () => {
      this.db
        .prepare(
          `INSERT OR IGNORE INTO day_prints (key, kind, printer_id, order_id, day, state, created_at)
           VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
        )
        .run(run.key, run.kind, run.printerId, run.orderId, run.day, this.now());
      const entry = this.get(run.key);
      return entry?.state === 'pending' ? entry : null;
    });
  }

  /**
   * A run that is due but no longer useful (the PC was off until after its time, or it kept failing):
   * dropped with the reason. True when this call dropped it; false when it had printed or was dropped
   * before (so the caller says it once).
   */
  drop(run: DayRun, reason: Message): boolean {
    return atomically(this.db, () => {
      const inserted = this.db
        .prepare(
          `INSERT OR IGNORE INTO day_prints (key, kind, printer_id, order_id, day, state, created_at, finished_at, detail)
           VALUES (?, ?, ?, ?, ?, 'dropped', ?, ?, ?)`,
        )
        .run(
          run.key,
          run.kind,
          run.printerId,
          run.orderId,
          run.day,
          this.now(),
          this.now(),
          storeMessage(reason),
        );
      if (Number(inserted.changes) > 0) return true;
      const changed = this.db
        .prepare(
          `UPDATE day_prints SET state = 'dropped', finished_at = ?, detail = ? WHERE key = ? AND state = 'pending'`,
        )
        .run(this.now(), storeMessage(reason), run.key);
      return Number(changed.changes) > 0;
    });
  }

  /** Written (and synced) before the bytes go out: a crash from here on may have left paper. */
  sending(key: string, printerId: string): DayPrintEntry {
    this.transition(
      `UPDATE day_prints SET state = 'sending', printer_id = ?, attempts = attempts + 1
       WHERE key = ? AND state = 'pending'`,
      [printerId, key],
      key,
      'sending',
    );
    return this.mustGet(key);
  }

  printed(key: string): void {
    this.transition(
      `UPDATE day_prints SET state = 'printed', finished_at = ?, detail = NULL WHERE key = ? AND state = 'sending'`,
      [this.now(), key],
      key,
      'printed',
    );
  }

  /**
   * The attempt failed: back to pending, with the reason. `mayHavePrinted` (the connection broke
   * mid-job) marks the next attempt POSSIBLE DUPLICATE.
   */
  failed(key: string, reason: Message, mayHavePrinted: boolean): void {
    this.transition(
      `UPDATE day_prints SET state = 'pending', detail = ?,
         possible_duplicate = possible_duplicate OR ?
       WHERE key = ? AND state = 'sending'`,
      [storeMessage(reason), mayHavePrinted ? 1 : 0, key],
      key,
      'pending',
    );
  }

  /**
   * At start: runs left `sending` by a process that died mid-print go back to pending, marked POSSIBLE
   * DUPLICATE (their paper may have come out). Returned so the caller can say so.
   */
  recoverInterrupted(): DayPrintEntry[] {
    return atomically(this.db, () => {
      const keys = this.db
        .prepare(`SELECT key FROM day_prints WHERE state = 'sending'`)
        .all()
        .map((row) => String(row['key']));
      this.db
        .prepare(`UPDATE day_prints SET state = 'pending', possible_duplicate = 1 WHERE state = 'sending'`)
        .run();
      return keys.map((key) => this.mustGet(key));
    });
  }

  get(key: string): DayPrintEntry | null {
    const row = this.db.prepare('SELECT * FROM day_prints WHERE key = ?').get(key);
    return row ? toEntry(row) : null;
  }

  /** The runs of one day, oldest first (diagnostics, tests). */
  ofDay(day: string): DayPrintEntry[] {
    return this.db
      .prepare('SELECT * FROM day_prints WHERE day = ? ORDER BY created_at, key')
      .all(day)
      .map(toEntry);
  }

  /** Runs of days before `day` (`YYYY-MM-DD`) are forgotten: no schedule looks back that far. */
  purgeBefore(day: string): number {
    return Number(this.db.prepare('DELETE FROM day_prints WHERE day < ?').run(day).changes);
  }

  /**
   * When this bake-list schedule was first seen (`now`, the first time it is asked; the scheduler's clock,
   * which is the engine's): a schedule added at
   * 10:00 for 06:00 starts tomorrow, rather than print at once a list nobody asked for today.
   */
  scheduleSince(scheduleId: string, now: Date = this.clock()): Date {
    const key = `${SCHEDULE_SEEN}${scheduleId}`;
    this.db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(key, String(now.getTime()));
    const value = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key)?.['value'];
    return new Date(Number(value));
  }

  /**
   * The PC's clock was just set by `stepMs`: a first sighting still ahead of `now` was written by the
   * clock before it was set, and moves with it (to when it really was, never later than now).
   */
  shiftSchedulesSeenAhead(now: Date, stepMs: number): void {
    this.db
      .prepare(
        `UPDATE meta SET value = CAST(min(CAST(value AS INTEGER) + ?, ?) AS TEXT)
         WHERE substr(key, 1, ?) = ? AND CAST(value AS INTEGER) > ?`,
      )
      .run(Math.round(stepMs), now.getTime(), SCHEDULE_SEEN.length, SCHEDULE_SEEN, now.getTime());
  }

  /**
   * The schedule's first sighting was written by a clock that was ahead: it counts from `now` instead,
   * or the schedule would not run until the wrong date came round.
   */
  resetScheduleSince(scheduleId: string, now: Date): void {
    this.db
      .prepare('UPDATE meta SET value = ? WHERE key = ?')
      .run(String(now.getTime()), `${SCHEDULE_SEEN}${scheduleId}`);
  }

  /**
   * Runs that printed or were dropped later than `latest` (a moment still to come): written while this
   * PC's clock was ahead, before their real time, they are forgotten so that they run when it comes.
   * A run being sent is left alone: it is someone's print in flight. Returned so the caller can say so.
   */
  forgetAhead(latest: Date): DayPrintEntry[] {
    return atomically(this.db, () => {
      const ahead = this.db
        .prepare(
          `SELECT * FROM day_prints WHERE state IN ('printed', 'dropped')
             AND coalesce(finished_at, created_at) > ?`,
        )
        .all(latest.getTime())
        .map(toEntry);
      const forget = this.db.prepare('DELETE FROM day_prints WHERE key = ?');
      for (const entry of ahead) forget.run(entry.key);
      return ahead;
    });
  }

  private transition(sql: string, params: SQLInputValue[], key: string, to: DayPrintState): void {
    atomically(this.db, () => {
      const changed = this.db.prepare(sql).run(...params);
      if (Number(changed.changes) === 0) {
        const state = this.get(key)?.state ?? 'absent';
        // A bug in the caller: the run's account must never be written from the wrong state.
        throw new Error(`Day print ${key} cannot become ${to} from ${state}.`);
      }
    });
  }

  private mustGet(key: string): DayPrintEntry {
    const entry = this.get(key);
    if (!entry) throw new Error(`No day print ${key}.`);
    return entry;
  }

  private now(): number {
    return this.clock().getTime();
  }
}

function toEntry(row: Record<string, SQLInputValue>): DayPrintEntry {
  const finished = row['finished_at'];
  const detail = row['detail'];
  return {
    key: String(row['key']),
    kind: String(row['kind']) as DayPrintKind,
    printerId: String(row['printer_id']),
    orderId: row['order_id'] === null ? null : String(row['order_id']),
    day: String(row['day']),
    state: String(row['state']) as DayPrintState,
    possibleDuplicate: Number(row['possible_duplicate']) === 1,
    attempts: Number(row['attempts']),
    createdAt: new Date(Number(row['created_at'])),
    finishedAt: finished === null ? null : new Date(Number(finished)),
    detail: typeof detail === 'string' ? readMessage(detail) : null,
  };
}
