/**
 * What the fleet host keeps (docs/DEPLOY.md): each counter's latest report, which state it was last
 * announced in (so an alert is neither lost nor repeated across a restart), and its last 24 hours as
 * one red-or-green mark per quarter hour. SQLite (`fleet.db` in the data folder), as the ledger: one
 * file that survives a crash mid-write. Reports are not kept one by one: 100 counters reporting every
 * minute would be 144,000 rows a day that nobody reads; the strip is what the page shows.
 *
 * Everything is also held in memory, so the view is worked out without reading the file: the page and
 * /metrics are asked far more often than a counter reports.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { FLEET_STRIP_SLOT_MINUTES, FLEET_STRIP_SLOTS, type FleetReport } from '../../common/contract/fleet';
import { decodeFleetReport } from './decode-report';

export const FLEET_DB_FILE = 'fleet.db';
const SLOT_MS = FLEET_STRIP_SLOT_MINUTES * 60_000;
/** A counter silent this long is forgotten: a PC taken out of service must not stay red for ever. */
export const FORGET_AFTER_MS = 7 * 24 * 3_600_000;

/** A counter's state as the alerts last announced it. */
export type AnnouncedState = 'green' | 'red' | 'silent';

export interface CounterRecord {
  readonly report: FleetReport;
  /** The fleet host's own clock (ms) when the latest report came. */
  readonly receivedAt: number;
  readonly announced: AnnouncedState;
  /** Quarter-hour slot number (ms since the epoch / 15 min) → whether any report in it was red. */
  readonly slots: ReadonlyMap<number, boolean>;
}

export const slotOf = (ms: number): number => Math.floor(ms / SLOT_MS);

interface MutableRecord {
  report: FleetReport;
  receivedAt: number;
  announced: AnnouncedState;
  slots: Map<number, boolean>;
}

export class FleetStore {
  private readonly counters = new Map<string, MutableRecord>();
  private readonly statements;

  private constructor(private readonly db: DatabaseSync) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS counters (
        counter_id TEXT PRIMARY KEY,
        received_at INTEGER NOT NULL,
        report TEXT NOT NULL,
        announced TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS strip (
        counter_id TEXT NOT NULL,
        slot INTEGER NOT NULL,
        red INTEGER NOT NULL,
        PRIMARY KEY (counter_id, slot)
      ) WITHOUT ROWID;
    `);
    this.statements = {
      putCounter: db.prepare(
        `INSERT INTO counters (counter_id, received_at, report, announced) VALUES (?, ?, ?, ?)
         ON CONFLICT (counter_id) DO UPDATE SET received_at = excluded.received_at, report = excluded.report`,
      ),
      putSlot: db.prepare(
        `INSERT INTO strip (counter_id, slot, red) VALUES (?, ?, ?)
         ON CONFLICT (counter_id, slot) DO UPDATE SET red = max(red, excluded.red)`,
      ),
      announce: db.prepare('UPDATE counters SET announced = ? WHERE counter_id = ?'),
      dropSlots: db.prepare('DELETE FROM strip WHERE slot < ?'),
      forget: db.prepare('DELETE FROM counters WHERE received_at < ?'),
      forgetSlots: db.prepare('DELETE FROM strip WHERE counter_id NOT IN (SELECT counter_id FROM counters)'),
    };
    this.load();
  }

  static open(dataDir: string): FleetStore {
    mkdirSync(dataDir, { recursive: true });
    const db = new DatabaseSync(join(dataDir, FLEET_DB_FILE), { timeout: 5_000 });
    // A report lost to a power cut is sent again within a minute: NORMAL is durable enough, and cheaper.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    return new FleetStore(db);
  }

  private load(): void {
    const rows = this.db.prepare('SELECT counter_id, received_at, report, announced FROM counters').all();
    for (const row of rows) {
      // The file is ours, but it may have been written by another version: read it as we read a report.
      let raw: unknown;
      try {
        raw = JSON.parse(String(row['report']));
      } catch {
        continue;
      }
      const decoded = decodeFleetReport(raw);
      if (!decoded.ok) continue;
      const announced = String(row['announced']);
      this.counters.set(String(row['counter_id']), {
        report: decoded.report,
        receivedAt: Number(row['received_at']),
        announced: announced === 'red' || announced === 'silent' ? announced : 'green',
        slots: new Map(),
      });
    }
    for (const row of this.db.prepare('SELECT counter_id, slot, red FROM strip').all()) {
      this.counters.get(String(row['counter_id']))?.slots.set(Number(row['slot']), Number(row['red']) === 1);
    }
  }

  /** Keeps a decoded report received at `at` (ms); `red`: what the report itself shows (not silence). */
  put(report: FleetReport, at: number, red: boolean): void {
    const slot = slotOf(at);
    const known = this.counters.get(report.counterId);
    // A new counter starts announced green: its first report alerts only when it is red.
    const announced = known?.announced ?? 'green';
    this.statements.putCounter.run(report.counterId, at, JSON.stringify(report), announced);
    this.statements.putSlot.run(report.counterId, slot, red ? 1 : 0);
    if (known) {
      known.report = report;
      known.receivedAt = at;
      known.slots.set(slot, (known.slots.get(slot) ?? false) || red);
    } else {
      this.counters.set(report.counterId, {
        report,
        receivedAt: at,
        announced,
        slots: new Map([[slot, red]]),
      });
    }
  }

  announce(counterId: string, state: AnnouncedState): void {
    const record = this.counters.get(counterId);
    if (!record) return;
    record.announced = state;
    this.statements.announce.run(state, counterId);
  }

  announced(counterId: string): AnnouncedState | null {
    return this.counters.get(counterId)?.announced ?? null;
  }

  counter(counterId: string): (CounterRecord & { readonly counterId: string }) | null {
    const record = this.counters.get(counterId);
    return record ? { counterId, ...record } : null;
  }

  counterList(): readonly (CounterRecord & { readonly counterId: string })[] {
    return [...this.counters].map(([counterId, record]) => ({ counterId, ...record }));
  }

  /** Drops the strip's slots older than 24 hours and counters silent for a week. */
  prune(now: number): void {
    const oldest = slotOf(now) - FLEET_STRIP_SLOTS + 1;
    this.statements.dropSlots.run(oldest);
    const forgetBefore = now - FORGET_AFTER_MS;
    this.statements.forget.run(forgetBefore);
    this.statements.forgetSlots.run();
    for (const [counterId, record] of this.counters) {
      if (record.receivedAt < forgetBefore) this.counters.delete(counterId);
      else for (const slot of record.slots.keys()) if (slot < oldest) record.slots.delete(slot);
    }
  }

  close(): void {
    this.db.close();
  }
}
