/**
 * Opening the ledger's SQLite file with the settings its promises rest on, and the one way the ledger
 * writes several rows at once.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { msg } from '../../common/messages/catalogue';
import { MessageError, textOf } from '../../common/messages/errors';

/** Another OrderSlip (or a backup tool) may hold the write lock for a moment; wait rather than fail. */
export const BUSY_TIMEOUT_MS = 5_000;

export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:' && !path.startsWith('file:')) mkdirSync(dirname(path), { recursive: true });
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  } catch (error) {
    throw new MessageError(msg('order.ledger-cannot-open', { path, detail: textOf(error), damaged: false }), {
      cause: error,
    });
  }
  try {
    // WAL lets the window read history while the engine writes; FULL makes each commit survive a
    // power cut, because a committed 'sending' decides whether the next print is a possible duplicate.
    // Payloads run to a few kilobytes; 8 KiB pages waste less on rows that do not share a page well.
    // Takes effect only when the file is new (before WAL writes its first page), a no-op after that.
    db.exec('PRAGMA page_size = 8192');
    // Pages freed by the purge go back to the file a few at a time (Ledger.reclaimSpace), never in one
    // long VACUUM. Also only for a new file: an older one is switched once, on upgrade (Ledger.open).
    db.exec('PRAGMA auto_vacuum = INCREMENTAL');
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  } catch (error) {
    db.close();
    throw new MessageError(msg('order.ledger-cannot-open', { path, detail: textOf(error), damaged: true }), {
      cause: error,
    });
  }
  return db;
}

let savepoints = 0;

/**
 * Runs `work` atomically. At the outside it is a BEGIN IMMEDIATE transaction (taking the write lock
 * up front, so two writers never deadlock half-way); inside another one it is a savepoint, so a
 * failing step rolls back only its own rows and the caller decides about the rest.
 */
export function atomically<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) {
    const name = `step_${++savepoints}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = work();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
      throw error;
    }
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
