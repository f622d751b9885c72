/**
 * The purge's writes and the ledger's checkpoints on a thread of their own. A purge step reads and
 * writes pages of the file, and a checkpoint copies the WAL into the file and waits for the disk twice
 * (an fsync of the WAL before it copies, of the file after); beside another program writing to the same
 * disk one fsync, or one read of a page, can take a hundred milliseconds and more, and on the engine's
 * thread that is a pause of polling and printing. A worker thread with its own connection to the file
 * does them instead: SQLite's WAL lets it write while the engine's connection reads, and a PASSIVE
 * checkpoint waits for neither. The worker starts at the first request and leaves once idle (a daily
 * purge needs it for a few seconds); its code is inline, so every bundle of the engine carries it as it is.
 */
import type * as WorkerThreads from 'node:worker_threads';
import type { Worker } from 'node:worker_threads';

/** Loaded at the first purge, not when the ledger opens: most days an idle host never starts the thread. */
const workerThreads = (): typeof WorkerThreads => process.getBuiltinModule('node:worker_threads');

/**
 * The worker: one connection, one answer per request; plain CommonJS for `eval`. Foreign keys on, as on
 * the engine's connection: a purged order's payload, jobs, events, keys and versions go with it.
 * Its purge commits are not synced (NORMAL, which WAL keeps safe from corruption): a power cut may undo
 * the last ones, and the next purge removes those orders again. After a checkpoint that copied the whole
 * WAL, the next write starts the WAL over from its beginning and syncs its header, one more fsync: the
 * worker makes that write itself (a note of when, in `meta`) rather than leave it to the engine's next.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
// As on the engine's thread (runtime/quiet-sqlite-warning.ts): node:sqlite's experimental notice, which
// a worker would print again at each start, is not for a shop's log; every other warning still prints.
const listeners = process.listeners('warning');
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name === 'ExperimentalWarning' && warning.message.includes('SQLite')) return;
  for (const listener of listeners) listener(warning);
});
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.path, { timeout: workerData.busyTimeoutMs });
// NORMAL still syncs the WAL before a checkpoint copies it and the file after: what makes reusing it safe.
db.exec('PRAGMA synchronous = NORMAL');
db.exec('PRAGMA foreign_keys = ON');
db.exec('PRAGMA wal_autocheckpoint = 0');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const restart = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
const purge = db.prepare(workerData.purgeSql);
const freePages = db.prepare('PRAGMA freelist_count');
const free = () => Number(freePages.get().freelist_count);
function step(request) {
  switch (request.kind) {
    case 'checkpoint': {
      const done = checkpoint.get();
      if (done.busy === 0 && done.log > 0 && done.checkpointed === done.log) restart.run(workerData.restartKey, String(Date.now()));
      return 0;
    }
    case 'purge': {
      db.exec('BEGIN IMMEDIATE');
      try {
        const removed = Number(purge.run({ cutoff: request.cutoff, limit: request.limit }).changes);
        db.exec('COMMIT');
        return removed;
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      }
    }
    case 'reclaim': {
      const before = free();
      if (before === 0) return 0;
      db.exec('PRAGMA incremental_vacuum(' + Number(request.pages) + ')');
      return before - free();
    }
  }
  throw new Error('Unknown request ' + request.kind);
}
parentPort.on('message', (request) => {
  if (request === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({ id: request.id, value: step(request) });
  } catch (error) {
    const { message, code, errcode, errstr } = error;
    parentPort.postMessage({ id: request.id, error: { message: String(message), code, errcode, errstr } });
  }
});
`;

/** The `meta` key of the worker's note (see WORKER): when it last started the WAL over. */
export const WAL_RESTART_KEY = 'wal-restarted-at';

/** How long an idle worker stays: the steps of one purge come a few milliseconds apart. */
const IDLE_MS = 5_000;

type Request =
  | { readonly kind: 'checkpoint' }
  | { readonly kind: 'purge'; readonly cutoff: number; readonly limit: number }
  | { readonly kind: 'reclaim'; readonly pages: number };

interface Pending {
  readonly resolve: (value: number) => void;
  readonly reject: (error: Error) => void;
}

interface Answer {
  readonly id: number;
  readonly value?: number;
  readonly error?: { message: string; code?: unknown; errcode?: unknown; errstr?: unknown };
}

/** SQLite's error as the engine reads it (`errcode`: damaged or unwritable, internal-error.ts). */
function sqliteError(from: NonNullable<Answer['error']>): Error {
  return Object.assign(new Error(from.message), {
    code: from.code,
    errcode: from.errcode,
    errstr: from.errstr,
  });
}

/**
 * The thread could not run (a runtime without `node:sqlite` in workers, a worker that died): the caller
 * does the step on its own thread instead, as before there was a thread.
 */
export class PurgeThreadUnavailable extends Error {}

export class PurgeThread {
  private worker: Worker | null = null;
  /** Set once the thread failed: every step is then the caller's. */
  private unavailable = false;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly path: string,
    private readonly purgeSql: string,
    private readonly busyTimeoutMs: number,
  ) {}

  /** Whether the worker is there (a purge is under way): asking it costs nothing more than a message. */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Copies what the WAL holds into the file as far as readers allow; resolves once it is on the disk. */
  checkpoint(): Promise<void> {
    return this.request({ kind: 'checkpoint' }).then(() => undefined);
  }

  /** Deletes at most `limit` orders of the purge statement before `cutoff`, in one transaction; how many. */
  purgeBatch(cutoff: number, limit: number): Promise<number> {
    return this.request({ kind: 'purge', cutoff, limit });
  }

  /** Gives at most `pages` free pages back to the file system; how many. */
  reclaim(pages: number): Promise<number> {
    return this.request({ kind: 'reclaim', pages });
  }

  /** Lets the worker go (the ledger closes); a step still under way is answered as failed. */
  close(): void {
    clearTimeout(this.idle);
    this.retire(new Error('The ledger was closed during a purge step.'));
  }

  /** Rejects with SQLite's error, or with PurgeThreadUnavailable when the thread cannot do it. */
  private request(request: Request): Promise<number> {
    if (this.unavailable) return Promise.reject(new PurgeThreadUnavailable('No purge thread.'));
    clearTimeout(this.idle);
    const worker = this.worker ?? this.start();
    const id = ++this.nextId;
    return new Promise<number>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  private start(): Worker {
    const worker = new (workerThreads().Worker)(WORKER, {
      eval: true,
      workerData: {
        path: this.path,
        purgeSql: this.purgeSql,
        busyTimeoutMs: this.busyTimeoutMs,
        restartKey: WAL_RESTART_KEY,
      },
    });
    // Never what keeps the process alive: the engine's own timers and sockets decide that.
    worker.unref();
    worker.on('message', (answer: Answer) => this.answered(answer));
    const failed = (error: Error): void => {
      if (this.worker !== worker) return;
      this.unavailable = true;
      this.retire(new PurgeThreadUnavailable(error.message, { cause: error }));
    };
    worker.on('error', failed);
    worker.on('exit', () => failed(new Error('The ledger purge thread stopped.')));
    this.worker = worker;
    return worker;
  }

  private answered(answer: Answer): void {
    const waiting = this.pending.get(answer.id);
    this.pending.delete(answer.id);
    if (answer.error === undefined) waiting?.resolve(answer.value ?? 0);
    else waiting?.reject(sqliteError(answer.error));
    if (this.pending.size === 0) {
      this.idle = setTimeout(() => this.retire(null), IDLE_MS);
      this.idle.unref();
    }
  }

  /** Closes the worker's connection and lets it end; `failure` answers whatever still waits. */
  private retire(failure: Error | null): void {
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) worker.postMessage('close');
    for (const waiting of this.pending.values())
      waiting.reject(failure ?? new Error('The purge step was dropped.'));
    this.pending.clear();
  }
}
