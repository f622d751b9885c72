/**
 * The purge in batches: each batch removes what the one-statement purge of version 5 removed, at most
 * `limit` orders, oldest first; the gradual purge yields to the event loop between two steps.
 */
import { copyFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLedgerUnwritable } from '../../electron/core/engine/internal-error';
import { PurgeThread, PurgeThreadUnavailable } from '../../electron/core/ledger/purge-thread';
import { Ledger } from '../../electron/core/ledger/ledger';
import { purgeGradually } from '../../electron/core/ledger/purge';
import { PURGE_BATCH } from '../../electron/core/ledger/statements';
import { TestClock, makeOrder, note, record, tempDir } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());

const DAY_MS = 24 * 60 * 60 * 1000;

/** Version 5's purge, word for word, as a query: the orders it deleted, oldest first. */
const VERSION_5_PURGE = `SELECT id FROM orders WHERE first_seen_at < :cutoff
      AND ((state IN ('confirmed', 'handled') AND confirmed_at IS NOT NULL AND confirmed_at < :cutoff)
        OR (state = 'gone' AND NOT EXISTS (SELECT 1 FROM events e WHERE e.order_id = orders.id AND e.at >= :cutoff)))
      ORDER BY first_seen_at, id`;

let clock: TestClock;
let ledger: Ledger;
let path: string;
let fileNumber = 0;
beforeEach(() => {
  clock = new TestClock(Date.UTC(2026, 0, 1, 8));
  path = dir.path(`purge-${++fileNumber}.sqlite`);
  ledger = Ledger.open(path, { now: clock.now });
});
afterEach(() => ledger.close());

const at = (day: number, minute = 0) => clock.set(new Date(Date.UTC(2026, 0, 1 + day, 8, minute)));

function print(id: string): void {
  const [job] = ledger.jobsOf(id);
  ledger.startJob(job!.id);
  ledger.jobPrinted(job!.id, 'verified', note('ok'));
}

type Fate =
  | 'confirmed'
  | 'confirmed-late'
  | 'handled-confirmed'
  | 'handled-open'
  | 'gone'
  | 'gone-late'
  | 'gone-noted-late'
  | 'waiting'
  | 'printed'
  | 'held';
const FATES: readonly Fate[] = [
  'confirmed',
  'waiting',
  'gone',
  'confirmed-late',
  'handled-confirmed',
  'held',
  'gone-noted-late',
  'handled-open',
  'printed',
  'gone-late',
];

/**
 * Orders of every fate, interleaved by arrival over 60 days; finished on day 61 (before the cutoff of a
 * 30-day retention on day 100) or day 75 (after it); a few arrive after the cutoff. Returns the ids.
 */
function seedFates(perFate: number): string[] {
  const ids: string[] = [];
  const fateOf = new Map<string, Fate>();
  for (let i = 0; i < perFate * FATES.length; i++) {
    at(Math.floor((i * 60) / (perFate * FATES.length)), i % 60);
    clock.advance(i);
    const id = `o-${String(i).padStart(4, '0')}`;
    const fate = FATES[(i * 7) % FATES.length]!;
    record(ledger, makeOrder(id), fate === 'held' ? [] : ['counter']);
    fateOf.set(id, fate);
    ids.push(id);
  }
  const all = (...fates: Fate[]) => ids.filter((id) => fates.includes(fateOf.get(id)!));
  at(61);
  for (const id of all('confirmed', 'printed', 'confirmed-late')) print(id);
  for (const id of all('confirmed')) ledger.markConfirmed(id, note('ok'));
  for (const id of all('handled-confirmed', 'handled-open')) ledger.markHandled(id, note('by hand'));
  for (const id of all('handled-confirmed')) ledger.markConfirmed(id, note('confirmed after a person'));
  for (const id of all('gone', 'gone-noted-late')) ledger.markGone(id, note('cancelled'));
  at(75);
  for (const id of all('confirmed-late')) ledger.markConfirmed(id, note('ok'));
  for (const id of all('gone-late')) ledger.markGone(id, note('cancelled'));
  // Something happened to it since the cutoff: it is not quiet.
  for (const id of all('gone-noted-late')) ledger.day.markCollected(id, true);
  // First seen after the cutoff, finished at once.
  at(80);
  for (const id of ['late-1', 'late-2']) {
    record(ledger, makeOrder(id));
    print(id);
    ledger.markConfirmed(id, note('ok'));
    ids.push(id);
  }
  at(100);
  return ids;
}

function kept(): string[] {
  const reader = new DatabaseSync(path, { readOnly: true });
  try {
    return reader
      .prepare('SELECT id FROM orders ORDER BY id')
      .all()
      .map((row) => String(row['id']));
  } finally {
    reader.close();
  }
}

function version5Purge(days: number): string[] {
  const reader = new DatabaseSync(path, { readOnly: true });
  try {
    return reader
      .prepare(VERSION_5_PURGE)
      .all({ cutoff: clock.now().getTime() - days * DAY_MS })
      .map((row) => String(row['id']));
  } finally {
    reader.close();
  }
}

describe('purging in batches', () => {
  it('removes what the one-statement purge removed, at most `limit` a batch, oldest first', () => {
    const everything = seedFates(12);
    const expected = version5Purge(30);
    // Every kind it must keep is there, between the ones it removes.
    expect(expected.length).toBe(12 * 3);
    expect(everything.length - expected.length).toBe(12 * 7 + 2);

    const batches: string[][] = [];
    let before = kept();
    for (;;) {
      const removed = ledger.purgeBatch(30, 7);
      const now = kept();
      const gone = before.filter((id) => !now.includes(id));
      expect(gone).toHaveLength(removed);
      expect(removed).toBeLessThanOrEqual(7);
      before = now;
      if (removed === 0) break;
      batches.push(gone);
    }
    expect(batches.map((batch) => batch.length)).toEqual([7, 7, 7, 7, 7, 1]);
    // Batch after batch, the oldest first: the version-5 list cut in sevens.
    batches.forEach((batch, i) => expect(batch.sort()).toEqual(expected.slice(i * 7, i * 7 + 7).sort()));
    expect(kept()).toEqual(everything.filter((id) => !expected.includes(id)).sort());
    // What it keeps, by fate: all open, recent or recently noted orders.
    expect(ledger.getOrder('late-1')?.state).toBe('confirmed');
    expect(ledger.needsAttention().length).toBeGreaterThan(0);
    expect(ledger.counts().byState.waiting).toBe(12);
    expect(ledger.counts().byState.printed).toBe(12);
    expect(ledger.counts().byState.gone).toBe(24);
    expect(ledger.counts().byState.handled).toBe(12);
    expect(ledger.counts().byState.confirmed).toBe(12 + 2);
    // Their timelines and jobs left with them.
    expect(ledger.timeline(expected[0]!)).toEqual([]);
    expect(ledger.jobsOf(expected[0]!)).toEqual([]);
  });

  it('removes the same as purgeOlderThan, which runs every batch at once', () => {
    seedFates(25);
    const expected = version5Purge(30);
    expect(expected.length).toBeGreaterThan(0);
    expect(ledger.purgeOlderThan(30)).toBe(expected.length);
    expect(version5Purge(30)).toEqual([]);
    expect(ledger.purgeBatch(30)).toBe(0);
  });

  it('walks the first-seen index and stops at the limit, rather than finding and sorting every match', () => {
    const plan = new DatabaseSync(path, { readOnly: true });
    const steps = plan
      .prepare(`EXPLAIN QUERY PLAN ${PURGE_BATCH}`)
      .all({ cutoff: 0, limit: 20 })
      .map((row) => String(row['detail']));
    plan.close();
    expect(steps.join('\n')).toMatch(/SEARCH orders USING INDEX orders_by_first_seen \(first_seen_at<\?\)/);
    expect(steps.join('\n')).not.toMatch(/TEMP B-TREE/);
  });

  it('refuses a negative retention and an empty batch', () => {
    expect(() => ledger.purgeBatch(-1, 10)).toThrow(RangeError);
    expect(() => ledger.purgeBatch(30, 0)).toThrow(RangeError);
    expect(() => ledger.purgeBatch(30, 1.5)).toThrow(RangeError);
  });
});

describe('the gradual purge', () => {
  function seedOld(n: number): void {
    ledger.batch(() => {
      for (let i = 0; i < n; i++) {
        clock.advance(60_000);
        const id = `old-${i}`;
        record(ledger, makeOrder(id, { remarks: 'x'.repeat(3_000) }));
        print(id);
        ledger.markConfirmed(id, note('ok'));
      }
    });
    clock.advance(100 * DAY_MS);
    record(ledger, makeOrder('new'));
  }

  it('lets the event loop run between two batches and between two reclaim steps', async () => {
    seedOld(25);
    const steps: string[] = [];
    // Each step schedules a callback: it runs before the next step only if the purge yielded.
    const mark = <A extends unknown[], R>(name: string, method: (...args: A) => R) =>
      function (this: Ledger, ...args: A): R {
        steps.push(name);
        setImmediate(() => steps.push('tick'));
        return method.apply(this, args);
      };
    vi.spyOn(ledger, 'purgeStep').mockImplementation(mark('batch', Ledger.prototype.purgeStep));
    vi.spyOn(ledger, 'reclaimStep').mockImplementation(mark('reclaim', Ledger.prototype.reclaimStep));
    vi.spyOn(ledger, 'checkpoint').mockImplementation(mark('checkpoint', Ledger.prototype.checkpoint));

    const result = await purgeGradually(ledger, 90, { batchSize: 10, reclaimPages: 4 });
    expect(result.removed).toBe(25);
    expect(result.stopped).toBe(false);
    expect(result.reclaimedPages).toBeGreaterThan(4);
    expect(steps.filter((step) => step === 'batch')).toHaveLength(3);
    expect(steps.filter((step) => step === 'reclaim').length).toBeGreaterThan(2);
    // What each batch and each reclaim step wrote is checkpointed as a step of its own, right after it.
    const work = steps.filter((step) => step !== 'tick');
    work.forEach((step, i) => {
      if (step === 'batch' || (step === 'reclaim' && i < work.length - 1))
        expect(work[i + 1], `after step ${i}: ${work.join(' ')}`).toBe('checkpoint');
    });
    for (let i = 1; i < steps.length; i++) {
      if (steps[i] !== 'tick') expect(steps[i - 1], `before step ${i}: ${steps.join(' ')}`).toBe('tick');
    }
    expect(ledger.freePages()).toBe(0);
    expect(ledger.getOrder('new')).not.toBeNull();
  });

  it('stops between two batches when told to, keeping what it removed', async () => {
    seedOld(25);
    const stop = new AbortController();
    const result = await purgeGradually(ledger, 90, {
      batchSize: 10,
      signal: stop.signal,
      pause: async () => stop.abort(),
    });
    expect(result).toEqual({ removed: 10, reclaimedPages: 0, stopped: true });
    expect(ledger.counts().total).toBe(16);
    expect(ledger.getOrder('old-0')).toBeNull();
    expect(ledger.getOrder('old-10')).not.toBeNull();
  });
});

describe('the purge does not wait for the disk on the engine thread', () => {
  afterEach(() => vi.restoreAllMocks());

  function seedOld(n: number): void {
    ledger.batch(() => {
      for (let i = 0; i < n; i++) {
        clock.advance(60_000);
        const id = `old-${i}`;
        record(ledger, makeOrder(id));
        print(id);
        ledger.markConfirmed(id, note('ok'));
      }
    });
    clock.advance(100 * DAY_MS);
  }

  /** A setting of the ledger's own connection (synchronous and the autocheckpoint are per connection). */
  function pragma(name: string): number {
    const db = (ledger as unknown as { db: DatabaseSync }).db;
    return Number(Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0]);
  }

  /** The orders the main file holds on its own: what survives if the WAL beside it is lost. */
  function inFileAlone(): number {
    const copy = dir.path(`alone-${++fileNumber}.sqlite`);
    copyFileSync(path, copy);
    const reader = new DatabaseSync(copy, { readOnly: true });
    try {
      return Number(reader.prepare('SELECT count(*) AS n FROM orders').get()?.['n']);
    } finally {
      reader.close();
    }
  }

  /** Rows of the tables that cascade from orders whose order is gone: none, if foreign keys were on. */
  function orphans(): number {
    const reader = new DatabaseSync(path, { readOnly: true });
    try {
      return [
        'SELECT count(*) AS n FROM jobs WHERE order_id NOT IN (SELECT id FROM orders)',
        'SELECT count(*) AS n FROM events WHERE order_id NOT IN (SELECT id FROM orders)',
        'SELECT count(*) AS n FROM order_payloads WHERE order_seq NOT IN (SELECT seq FROM orders)',
        'SELECT count(*) AS n FROM order_keys WHERE order_seq NOT IN (SELECT seq FROM orders)',
      ].reduce((sum, query) => sum + Number(reader.prepare(query).get()?.['n']), 0);
    } finally {
      reader.close();
    }
  }

  it('runs its batches, reclaim steps and checkpoints on the purge thread, removing what purgeBatch removes', async () => {
    seedOld(30);
    const batches = vi.spyOn(PurgeThread.prototype, 'purgeBatch');
    const checkpoints = vi.spyOn(PurgeThread.prototype, 'checkpoint');
    const reclaims = vi.spyOn(PurgeThread.prototype, 'reclaim');
    await ledger.checkpoint();
    // The thread did it (it did not fall back to the engine's thread).
    await expect(checkpoints.mock.results[0]?.value).resolves.toBeUndefined();
    expect(inFileAlone()).toBe(30);
    const expected = version5Purge(90).slice(0, 10);
    expect(await ledger.purgeStep(90, 10)).toBe(10);
    await expect(batches.mock.results[0]?.value).resolves.toBe(10);
    // The oldest ten, with their jobs, timelines, payloads and keys (the thread's foreign keys are on).
    for (const id of expected) expect(ledger.getOrder(id)).toBeNull();
    expect(ledger.timeline(expected[0]!)).toEqual([]);
    expect(orphans()).toBe(0);
    // The engine's own connection was not touched: its writes stay FULL (2).
    expect(pragma('synchronous')).toBe(2);
    // Until checkpointed, the removal lives in the WAL only.
    expect(inFileAlone()).toBe(30);
    await ledger.checkpoint();
    expect(inFileAlone()).toBe(20);
    expect(await purgeGradually(ledger, 90)).toMatchObject({ removed: 20, stopped: false });
    expect(reclaims).toHaveBeenCalled();
    expect(ledger.freePages()).toBe(0);
    expect(inFileAlone()).toBe(0);
    expect(orphans()).toBe(0);
  });

  it('starts no thread when there is nothing to purge', async () => {
    record(ledger, makeOrder('recent'));
    const thread = [
      vi.spyOn(PurgeThread.prototype, 'purgeBatch'),
      vi.spyOn(PurgeThread.prototype, 'reclaim'),
      vi.spyOn(PurgeThread.prototype, 'checkpoint'),
    ];
    expect(await purgeGradually(ledger, 90)).toEqual({ removed: 0, reclaimedPages: 0, stopped: false });
    for (const step of thread) expect(step).not.toHaveBeenCalled();
    expect(ledger.getOrder('recent')).not.toBeNull();
  });

  it('on the engine thread, writes each batch unsynced and goes back to FULL after it', () => {
    seedOld(20);
    expect(ledger.purgeBatch(90, 10)).toBe(10);
    // Only the purge's own commit skips the sync: every other write is FULL (2) again.
    expect(pragma('synchronous')).toBe(2);
    expect(pragma('wal_autocheckpoint')).toBe(1000);
    // A purge batch inside a caller's transaction is the caller's to commit.
    ledger.batch(() => {
      expect(ledger.purgeBatch(90, 10)).toBe(10);
      expect(pragma('synchronous')).toBe(2);
    });
    expect(ledger.counts().total).toBe(0);
  });

  it("passes SQLite's error from the thread on with its code, as the engine reads it", async () => {
    seedOld(3);
    // Another writer holds the file longer than the thread's busy timeout: SQLITE_BUSY.
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    const thread = new PurgeThread(path, PURGE_BATCH, 50);
    try {
      const cutoff = clock.now().getTime();
      const failure = await thread.purgeBatch(cutoff, 10).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(isLedgerUnwritable(failure)).toBe(true);
      expect((failure as { errcode?: number }).errcode).toBe(5);
      expect(ledger.counts().total).toBe(3);
      // An error of the file is not a thread that cannot run: once the writer is done, the thread goes on.
      other.exec('ROLLBACK');
      expect(await thread.purgeBatch(cutoff, 10)).toBe(3);
    } finally {
      if (other.isTransaction) other.exec('ROLLBACK');
      other.close();
      thread.close();
    }
  });

  it('does its steps on the engine thread when the purge thread cannot run', async () => {
    const thread = new PurgeThread(dir.path('no-such-folder/ledger.sqlite'), PURGE_BATCH, 1_000);
    await expect(thread.checkpoint()).rejects.toBeInstanceOf(PurgeThreadUnavailable);
    // Once failed, it does not start a thread again for each step.
    await expect(thread.purgeBatch(0, 10)).rejects.toBeInstanceOf(PurgeThreadUnavailable);
    thread.close();
    seedOld(5);
    const none = () => Promise.reject(new PurgeThreadUnavailable('none'));
    vi.spyOn(PurgeThread.prototype, 'checkpoint').mockImplementation(none);
    vi.spyOn(PurgeThread.prototype, 'purgeBatch').mockImplementation(none);
    vi.spyOn(PurgeThread.prototype, 'reclaim').mockImplementation(none);
    const here = vi.spyOn(ledger, 'purgeBatch');
    expect(await purgeGradually(ledger, 90)).toMatchObject({ removed: 5, stopped: false });
    expect(here).toHaveBeenCalled();
    expect(ledger.freePages()).toBe(0);
    expect(inFileAlone()).toBe(0);
  });
});
