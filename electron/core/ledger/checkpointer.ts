/**
 * The ledger's checkpoints on a thread of their own. A checkpoint copies the WAL into the file and waits
 * for the disk twice (an fsync of the WAL before it copies, of the file after); beside another program
 * writing to the same disk one fsync can take a few hundred milliseconds, and on the engine's thread that
 * is a pause of polling and printing. A worker thread with its own connection to the file does it
 * instead: SQLite's WAL lets it copy pages while the engine's connection reads and writes, and PASSIVE
 * never waits for either. The worker starts at the first checkpoint and leaves once idle (a daily purge
 * needs it for a few seconds); its code is inline, so every bundle of the engine carries it as it is.
 */
import { Worker } from 'node:worker_threads';

/**
 * The worker: one connection, one answer per request; plain CommonJS for `eval`. After a checkpoint that
 * copied the whole WAL, the next write starts the WAL over from its beginning and syncs its header: an
 * fsync too, so the worker makes that write itself (a note of when, in `meta`) rather than leave it to
 * the engine's next one. Its commit is not synced (NORMAL): the note is worth nothing after a power cut.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.path, { timeout: workerData.busyTimeoutMs });
// NORMAL still syncs the WAL before a checkpoint copies it and the file after: what makes reusing it safe.
db.exec('PRAGMA synchronous = NORMAL');
db.exec('PRAGMA wal_autocheckpoint = 0');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const restart = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
parentPort.on('message', (request) => {
  if (request === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const done = checkpoint.get();
    if (done.busy === 0 && done.log > 0 && done.checkpointed === done.log) restart.run(workerData.restartKey, String(Date.now()));
    parentPort.postMessage({ id: request });
  } catch (error) {
    const { message, code, errcode, errstr } = error;
    parentPort.postMessage({ id: request, error: { message: String(message), code, errcode, errstr } });
  }
});
`;

/** The `meta` key of the worker's note (see WORKER): when it last started the WAL over. */
export const WAL_RESTART_KEY = 'wal-restarted-at';

/** How long an idle worker stays: the steps of one purge come a few milliseconds apart. */
const IDLE_MS = 5_000;

interface Pending {
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

interface Answer {
  readonly id: number;
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
 * checkpoints on its own thread instead, as before there was a thread.
 */
export class CheckpointThreadUnavailable extends Error {}

export class Checkpointer {
  private worker: Worker | null = null;
  /** Set once the thread failed: every checkpoint is then the caller's. */
  private unavailable = false;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly path: string,
    private readonly busyTimeoutMs: number,
  ) {}

  /**
   * Copies what the WAL holds into the file as far as readers allow; resolves once it is on the disk.
   * Rejects with SQLite's error, or with CheckpointThreadUnavailable when the thread cannot do it.
   */
  run(): Promise<void> {
    if (this.unavailable) return Promise.reject(new CheckpointThreadUnavailable('No checkpoint thread.'));
    clearTimeout(this.idle);
    const worker = this.worker ?? this.start();
    const id = ++this.nextId;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage(id);
    });
  }

  /** Lets the worker go (the ledger closes); a checkpoint still under way is answered as failed. */
  close(): void {
    clearTimeout(this.idle);
    this.retire(new Error('The ledger was closed during a checkpoint.'));
  }

  private start(): Worker {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { path: this.path, busyTimeoutMs: this.busyTimeoutMs, restartKey: WAL_RESTART_KEY },
    });
    // Never what keeps the process alive: the engine's own timers and sockets decide that.
    worker.unref();
    worker.on('message', (answer: Answer) => this.answered(answer));
    const failed = (error: Error): void => {
      if (this.worker !== worker) return;
      this.unavailable = true;
      this.retire(new CheckpointThreadUnavailable(error.message, { cause: error }));
    };
    worker.on('error', failed);
    worker.on('exit', () => failed(new Error('The ledger checkpoint thread stopped.')));
    this.worker = worker;
    return worker;
  }

  private answered(answer: Answer): void {
    const waiting = this.pending.get(answer.id);
    this.pending.delete(answer.id);
    if (answer.error === undefined) waiting?.resolve();
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
      waiting.reject(failure ?? new Error('The checkpoint was dropped.'));
    this.pending.clear();
  }
}
