/**
 * The ledger opened only to read, by a process that does not own the data folder (the CLI's day lists,
 * while OrderSlip may run on the same folder): no lock to take, because SQLite opens the file read-only.
 * WAL lets such a reader see the last commit while the engine writes, and anything that would write
 * through it fails in SQLite instead of racing the engine. It is never migrated here: an older ledger is
 * left for OrderSlip itself to bring up to date.
 */
import { DatabaseSync } from 'node:sqlite';
import { msg } from '../../common/messages/catalogue';
import { MessageError, textOf } from '../../common/messages/errors';
import { DayReader } from './day';
import { knownShops, type KnownShop } from './known-shops';
import { MIGRATIONS, schemaVersion } from './migrations';
import { BUSY_TIMEOUT_MS } from './sqlite';

/** What a reader may ask of a day: the questions of `DayReader`, none of its changes. */
export type DayReads = Pick<DayReader, 'ordersDue' | 'nextDay' | 'notCollected' | 'findScanned'>;

export interface ReadOnlyLedger {
  readonly day: DayReads;
  /** The shops the ledger has orders of (`known-shops.ts`). */
  shops(): KnownShop[];
  close(): void;
}

/**
 * Opens the ledger at `path` (which must exist: a reader creates nothing) read-only. Refuses, as a
 * `MessageError`, a file it cannot open and one whose schema is not exactly this code's.
 */
export function openReadOnly(path: string, now: () => Date = () => new Date()): ReadOnlyLedger {
  const db = openAtThisSchema(path, { readOnly: true });
  return { day: new DayReader(db, now), shops: () => knownShops(db), close: () => db.close() };
}

/**
 * Opens the ledger at `path` beside the process that owns it, never migrating it: `prepare` runs on the
 * fresh connection (pragmas). Refuses, as a `MessageError`, a file it cannot open and one whose schema is
 * not exactly this code's; the connection is closed when it refuses.
 */
export function openAtThisSchema(
  path: string,
  options: { readonly readOnly: boolean },
  prepare: (db: DatabaseSync) => void = () => undefined,
): DatabaseSync {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(path, { readOnly: options.readOnly, timeout: BUSY_TIMEOUT_MS });
    prepare(db);
  } catch (error) {
    throw new MessageError(msg('order.ledger-cannot-open', { path, detail: textOf(error), damaged: false }), {
      cause: error,
    });
  }
  try {
    let version: number;
    try {
      version = schemaVersion(db);
    } catch (error) {
      throw new MessageError(
        msg('order.ledger-cannot-open', { path, detail: textOf(error), damaged: true }),
        {
          cause: error,
        },
      );
    }
    if (version > MIGRATIONS.length)
      throw new MessageError(msg('order.ledger-too-new', { path, version, known: MIGRATIONS.length }));
    if (version < MIGRATIONS.length) throw new MessageError(msg('day.ledger-too-old', { path }));
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
