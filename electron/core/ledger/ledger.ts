/**
 * The ledger: every order's journey and the print history, in one SQLite file. It is the source of
 * truth after a crash, so each change that decides the engine's next step is committed (synchronous =
 * FULL) before the method returns — in particular a job is 'sending' on disk before any byte goes out.
 */
import { DayReader } from './day';
import { DayPrints } from './day-prints';
import type { DatabaseSync } from 'node:sqlite';
import type { Order, OrderType } from '../../common/model/order';
import { ORDER_TYPES } from '../../common/model/order';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError, textOf } from '../../common/messages/errors';
import type { OrderRef } from '../../common/order-label';
import { HistoryReader } from './history';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { UPGRADE_VACUUM_KEY, migrate, schemaVersion } from './migrations';
import type { Row } from './rows';
import { toEvent, toJob, toOrder } from './rows';
import { clientName, fold, searchKeys, searchText } from './search-text';
import { readMessage, storeMessage } from './stored-message';
import { readEntries, SendJournal, type SentEntry } from './send-journal';
import {
  KEEP_UNKNOWN_MS,
  TRIM_EVERY_APPENDS,
  lastSeq,
  lostEntries,
  readUnrecorded,
  storeUnrecorded,
  worthKeeping,
  type SentStanding,
  type UnrecordedSend,
} from './sent-check';
import { BUSY_TIMEOUT_MS, atomically, openDatabase } from './sqlite';
import { PurgeThreadUnavailable, PurgeThread } from './purge-thread';
import type { Statements } from './statements';
import { PURGE_BATCH, prepareStatements } from './statements';
import type {
  DayCount,
  DecidedBy,
  HoldCode,
  HistoryPage,
  HistoryQuery,
  JobEntry,
  JobState,
  OrderEntry,
  OrderState,
  TimelineEvent,
  TimelineKind,
} from './types';
import { ORDER_STATES } from './types';
import { nameFromRaw, undecodableId } from './undecodable';
import { OrderVersions } from './versions';

export interface LedgerOptions {
  /** The clock; tests pass their own. */
  readonly now?: () => Date;
}

/** An order waiting for its confirm, and when a failed confirm said to try again (null: at once). */
export interface ConfirmQueueEntry {
  readonly id: string;
  readonly nextConfirmAt: Date | null;
}

/** An order's standing as far as a poll needs it. */
export interface KnownOrder {
  readonly state: OrderState;
  /** Confirmed to the service (also true for an order a person handled, once confirmed). */
  readonly confirmed: boolean;
  /** The shop it was listed for: the same id listed for another shop is another order (same-id.ts). */
  readonly shopId: number;
}

/** The service keeps listing confirmed orders for a while; one note per this long is enough. */
export const STILL_LISTED_NOTE_INTERVAL_MS = 10 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

const HISTORY_LOST_KEY = 'history-lost-at';
const HISTORY_LOST_FIRST_ORDER_KEY = 'history-lost-first-order-at';
/**
 * Set when the journal of sent jobs found the loss and can vouch for every send: only the orders it
 * names print marked, not every order of the first listings.
 */
const HISTORY_LOST_BY_JOURNAL_KEY = 'history-lost-by-journal';
/** The journal's sequence number of the last job this ledger started (see sent-check.ts). */
const SENT_SEQ_KEY = 'sent-journal-seq';
/** Sends the journal knows of whose order the ledger lost entirely, until the service lists it again. */
const UNRECORDED_KEY = 'sent-unrecorded';
/**
 * After a lost history, orders first seen this long after the first one are marked POSSIBLE DUPLICATE:
 * the first listings of every shop (and a backlog behind a full page) arrive well within it.
 */
export const HISTORY_LOST_WINDOW_MS = 15 * 60 * 1000;

/**
 * Orders one purge batch removes at most: a few milliseconds at a million orders (docs/LEDGER.md), so
 * the engine's loop that runs batch after batch never holds the event loop for long.
 */
export const PURGE_BATCH_SIZE = 20;

/** Pages one step of `reclaimSpace` gives back at most (8 KiB each): a few milliseconds too. */
export const RECLAIM_STEP_PAGES = 64;

export class Ledger {
  private readonly sql: Statements;
  private readonly historyReader: HistoryReader;
  /** The orders of a day and their collection (see day.ts). */
  readonly day: DayReader;
  /** Scheduled prints that are not an order's receipt (see day-prints.ts). */
  readonly dayPrints: DayPrints;
  /** Every version of an order's content since it printed (a late-change check's; `versions.ts`). */
  readonly versions: OrderVersions;
  private readonly clock: () => Date;
  private closed = false;
  /** The purge's steps on a thread of their own (purge-thread.ts); null for a ledger in memory. */
  private readonly purgeThread: PurgeThread | null;
  /** Printer names by id, for the timeline's sentences (see setPrinterNames). */
  private printerNames: ReadonlyMap<string, string> = new Map();
  /**
   * Set when this ledger lost history (see `open`), with the first order recorded since; `window`: the
   * first listings' orders all print marked, because nothing says which ones were sent.
   */
  private lostHistory: {
    readonly at: number;
    readonly firstOrderAt: number | null;
    readonly window: boolean;
  } | null;
  /** The journal of sent jobs beside the file; null for a ledger in memory. */
  private journal: SendJournal | null = null;
  private appendsSinceTrim = 0;
  /** Sends of orders the ledger lost entirely: they print marked when the service lists them again. */
  private unrecorded: Map<string, UnrecordedSend[]>;
  /** Said once by the engine: how many orders the journal found the ledger had lost. */
  private lostSendsNotice: Message | null = null;

  private constructor(
    private readonly db: DatabaseSync,
    path: string,
    options: LedgerOptions,
  ) {
    this.sql = prepareStatements(db);
    this.purgeThread =
      path === ':memory:' || path.startsWith('file:')
        ? null
        : new PurgeThread(path, PURGE_BATCH, BUSY_TIMEOUT_MS);
    this.historyReader = new HistoryReader(db);
    this.clock = options.now ?? (() => new Date());
    this.day = new DayReader(db, this.clock);
    this.dayPrints = new DayPrints(db, this.clock);
    this.versions = new OrderVersions(db);
    // Read once: only this process writes them (one OrderSlip per data folder), and every new order asks.
    const at = Number(this.getMeta(HISTORY_LOST_KEY));
    const first = Number(this.getMeta(HISTORY_LOST_FIRST_ORDER_KEY));
    const window = this.getMeta(HISTORY_LOST_BY_JOURNAL_KEY) !== '1';
    this.lostHistory = at > 0 ? { at, firstOrderAt: first > 0 ? first : null, window } : null;
    this.unrecorded = readUnrecorded(this.getMeta(UNRECORDED_KEY));
    this.printerNames = new Map(
      this.sql.printerNames.all().map((row) => [String(row['printer_id']), String(row['name'])]),
    );
  }

  /**
   * Opens (creating it and its folder when needed) and migrates the ledger at `path`; ':memory:' for a
   * throwaway one. A ledger that is new where one was used before (a marker file beside it says so:
   * deleted, emptied, moved aside, its WAL lost) notes that its history was lost, so the first orders
   * print marked POSSIBLE DUPLICATE instead of silently twice. The journal of sent jobs beside it
   * (`<path>.sent`) names what was sent that the ledger no longer knows: those orders print marked too.
   */
  static open(path: string, options: LedgerOptions = {}): Ledger {
    const db = openDatabase(path);
    let ledger: Ledger | null = null;
    try {
      const fresh = schemaVersion(db) === 0;
      migrate(db, path);
      vacuumAfterUpgrade(db);
      stopDeleteMerges(db);
      ledger = new Ledger(db, path, options);
      if (path !== ':memory:' && !path.startsWith('file:')) {
        const lostWhole = ledger.noticeLostHistory(fresh, `${path}.used`);
        ledger.checkSendJournal(openJournal(`${path}.sent`), lostWhole);
      }
      return ledger;
    } catch (error) {
      ledger?.closeJournal();
      db.close();
      throw error;
    }
  }

  /**
   * The names of the configured printers by id: what the ledger writes when it names a printer in a
   * timeline entry or a reason (the name current at that moment; the id for a printer it does not know).
   */
  setPrinterNames(names: ReadonlyMap<string, string>): void {
    atomically(this.db, () => {
      for (const [printerId, name] of names) this.sql.savePrinterName.run(printerId, name);
    });
    this.printerNames = new Map([...this.printerNames, ...names]);
  }

  /**
   * A printer's name as last set up, also for a printer removed since (the history still names it);
   * null for an id this ledger never heard named.
   */
  knownPrinterName(printerId: string): string | null {
    return this.printerNames.get(printerId) ?? null;
  }

  /** When this ledger was found new in place of one that had been used; null when it was not. */
  historyLostAt(): Date | null {
    return this.lostHistory ? new Date(this.lostHistory.at) : null;
  }

  /** Whether this ledger is new where one was used: its whole history was lost. */
  private noticeLostHistory(fresh: boolean, markerPath: string): boolean {
    const used = existsSync(markerPath);
    if (fresh && used) {
      this.setMeta(HISTORY_LOST_KEY, String(this.now()));
      this.lostHistory = { at: this.now(), firstOrderAt: null, window: true };
    }
    if (!used)
      writeFileSync(
        markerPath,
        `${JSON.stringify({ ledgerCreatedAt: new Date(this.now()).toISOString() })}\n`,
      );
    return fresh && used;
  }

  /**
   * Reads the journal of sent jobs against the ledger (see sent-check.ts). A line the ledger lost names
   * an order that may be on paper: its waiting jobs on that printer are marked POSSIBLE DUPLICATE, or,
   * when the ledger lost the order too, it is remembered and marked when the service lists it again.
   * Then the history counts as lost (Status says so); when the journal has a line it could not read,
   * it cannot vouch for every send, so the first listings' orders all print marked as well.
   */
  private checkSendJournal(journal: SendJournal, lostWhole: boolean): void {
    this.journal = journal;
    const { entries, unreadable } = journal.reading;
    const ledgerSeq = this.sentSeq();
    const lost = lostEntries(entries, ledgerSeq);
    const last = lastSeq(entries, ledgerSeq);
    const now = this.now();
    if (lost.length > 0) {
      const orders = new Set<string>();
      atomically(this.db, () => {
        for (const entry of lost) {
          orders.add(entry.orderId);
          if (this.sql.orderPlace.get(entry.orderId) === undefined) {
            const sends = this.unrecorded.get(entry.orderId) ?? [];
            if (!sends.some((send) => send.printerId === entry.printerId && send.at === entry.at))
              this.unrecorded.set(entry.orderId, [...sends, { printerId: entry.printerId, at: entry.at }]);
          } else if (Number(this.sql.markPendingDuplicate.run(entry.orderId, entry.printerId).changes) > 0) {
            this.event(entry.orderId, 'crash-recovered', entry.printerId, this.sentBefore(entry));
          }
        }
        this.setMeta(SENT_SEQ_KEY, String(last));
        if (this.lostHistory === null || this.lostHistory.at < now) {
          this.setMeta(HISTORY_LOST_KEY, String(now));
          this.sql.deleteMeta.run(HISTORY_LOST_FIRST_ORDER_KEY);
          const window = lostWhole || unreadable > 0;
          if (window) this.sql.deleteMeta.run(HISTORY_LOST_BY_JOURNAL_KEY);
          else this.setMeta(HISTORY_LOST_BY_JOURNAL_KEY, '1');
          this.lostHistory = { at: now, firstOrderAt: null, window };
        }
      });
      this.lostSendsNotice = msg('engine.ledger-lost-sends', { count: orders.size });
    }
    for (const [orderId, sends] of this.unrecorded) {
      const recent = sends.filter((send) => now - send.at < KEEP_UNKNOWN_MS);
      if (recent.length > 0) this.unrecorded.set(orderId, recent);
      else this.unrecorded.delete(orderId);
    }
    const unrecorded = storeUnrecorded(this.unrecorded);
    if (unrecorded !== (this.getMeta(UNRECORDED_KEY) ?? '[]')) this.setMeta(UNRECORDED_KEY, unrecorded);
    this.trimJournal(entries, unreadable > 0);
  }

  /** The journal's sequence number of the last job this ledger started; 0 before the first. */
  private sentSeq(): number {
    return Number(this.getMeta(SENT_SEQ_KEY) ?? 0) || 0;
  }

  /** The timeline's words for a send the ledger lost. */
  private sentBefore(send: { readonly printerId: string; readonly at: number }): Message {
    return msg('order.sent-before-ledger-lost', {
      printer: this.printerName(send.printerId),
      sentAt: new Date(send.at).toISOString(),
    });
  }

  /**
   * Rewrites the journal without the lines no longer worth keeping (sent-check.ts), when there are
   * some (or lines it could not read, noted already). Housekeeping: a failure leaves the file as it
   * was, and the next trim tries again.
   */
  private trimJournal(entries?: readonly SentEntry[], unreadable = false): void {
    const journal = this.journal;
    if (journal === null) return;
    this.appendsSinceTrim = 0;
    try {
      const all = entries ?? readEntries(readFileSync(journal.path, 'utf8')).entries;
      const now = this.now();
      const kept = all.filter((entry) => worthKeeping(entry, this.sentStanding(entry.orderId), now));
      if (kept.length < all.length || unreadable) journal.rewrite(kept);
    } catch {
      // Kept as it is: every line that matters is still in it.
    }
  }

  private sentStanding(orderId: string): SentStanding {
    const row = this.sql.orderPlace.get(orderId);
    if (row === undefined) return 'unknown';
    return row['confirmed_at'] !== null || row['state'] === 'gone' ? 'finished' : 'open';
  }

  /** Once: what the journal of sent jobs found the ledger had lost when it opened; null when nothing. */
  takeLostSendsNotice(): Message | null {
    const notice = this.lostSendsNotice;
    this.lostSendsNotice = null;
    return notice;
  }

  private closeJournal(): void {
    this.journal?.close();
    this.journal = null;
  }

  /**
   * After a lost history, the orders of the first listings may have printed already: they carry the
   * POSSIBLE DUPLICATE mark. The window opens with the first order recorded after the loss.
   */
  private afterLostHistory(now: number): boolean {
    if (this.lostHistory === null || !this.lostHistory.window) return false;
    if (this.lostHistory.firstOrderAt === null) {
      this.setMeta(HISTORY_LOST_FIRST_ORDER_KEY, String(now));
      this.lostHistory = { ...this.lostHistory, firstOrderAt: now };
      return true;
    }
    return now - this.lostHistory.firstOrderAt < HISTORY_LOST_WINDOW_MS;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.closeJournal();
    this.purgeThread?.close();
    this.db.close();
  }

  /** Runs several ledger calls as one transaction: all of them are written, or none (bulk imports, tests). */
  batch<T>(work: () => T): T {
    return atomically(this.db, work);
  }

  recordOrder(input: {
    tenant: string;
    shopId: number;
    order: Order;
    printerIds: readonly string[];
    /**
     * Print it marked POSSIBLE DUPLICATE, for this reason (the timeline's entry): another PC that
     * printed the shop until now may have printed it. A lost history marks orders by itself.
     */
    possibleDuplicate?: Message;
  }): { isNew: boolean; entry: OrderEntry } {
    const { tenant, shopId, order } = input;
    // Every poll lists the same orders again: answer those without taking the write lock.
    const seen = this.getOrder(order.id);
    if (seen !== null) return { isNew: false, entry: seen };
    return atomically(this.db, () => {
      const known = this.getOrder(order.id);
      if (known !== null) return { isNew: false, entry: known };
      const now = this.now();
      const printerIds = [...new Set(input.printerIds)];
      const possibleDuplicate = input.possibleDuplicate !== undefined || this.afterLostHistory(now);
      // The journal of sent jobs says it went to these printers before the ledger lost it; to a printer
      // no longer on its route, it may be on paper anywhere: then every printer's copy is marked.
      const sends = this.unrecorded.get(order.id) ?? [];
      const sent = sends.filter((send) => printerIds.includes(send.printerId));
      const sentAnywhere = this.unrecorded.has(order.id);
      const markedOn = (printerId: string): boolean =>
        possibleDuplicate ||
        sent.some((send) => send.printerId === printerId) ||
        (sentAnywhere && sent.length === 0);
      const reason =
        printerIds.length === 0
          ? msg('order.no-printer', { shop: order.shop.name.trim() || null, shopId })
          : null;
      const name = clientName(order);
      this.insertOrder(
        {
          id: order.id,
          tenant,
          shopId,
          state: reason === null ? 'waiting' : 'held',
          reason: reason === null ? null : storeMessage(reason),
          holdCode: reason === null ? null : 'no-printer',
          type: order.type,
          orderNumber: order.orderNumber,
          clientName: name,
          clientFolded: fold(name),
          dueDate: order.due.date,
          dueTime: order.due.time,
          total: order.total,
          paidAt: `${order.paidAt.date} ${order.paidAt.time}`,
          firstSeenAt: now,
        },
        JSON.stringify(order),
        null,
        searchText(order),
        searchKeys(order.id, order),
      );
      for (const printerId of printerIds) {
        if (markedOn(printerId)) this.sql.insertDuplicateJob.run(order.id, printerId, now);
        else this.sql.insertJob.run(order.id, printerId, 'auto', now);
      }
      this.event(order.id, 'seen', null, msg('order.received'));
      if (possibleDuplicate && (input.possibleDuplicate !== undefined || !sentAnywhere))
        this.event(order.id, 'crash-recovered', null, input.possibleDuplicate ?? msg('order.history-lost'));
      if (sentAnywhere) {
        for (const send of sent.length > 0 ? sent : sends)
          this.event(order.id, 'crash-recovered', send.printerId, this.sentBefore(send));
        this.unrecorded.delete(order.id);
        this.setMeta(UNRECORDED_KEY, storeUnrecorded(this.unrecorded));
      }
      if (reason !== null) this.event(order.id, 'held', null, reason);
      return { isNew: true, entry: this.mustGetOrder(order.id) };
    });
  }

  recordUndecodable(input: {
    tenant: string;
    shopId: number;
    id: string | null;
    raw: string;
    /** What was wrong with the data (kept as the order's reason). */
    reason: Message;
    /** `too-large`: beyond what one order may cost (size, nesting); otherwise it could not be read. */
    holdCode?: 'undecodable' | 'too-large';
  }): {
    isNew: boolean;
    entry: OrderEntry;
  } {
    const { tenant, shopId, raw, reason } = input;
    const id = undecodableId(input.id, raw);
    const seen = this.getOrder(id);
    if (seen !== null) return { isNew: false, entry: seen };
    return atomically(this.db, () => {
      const known = this.getOrder(id);
      if (known !== null) return { isNew: false, entry: known };
      const name = nameFromRaw(raw);
      const folded = fold(name);
      this.insertOrder(
        {
          id,
          tenant,
          shopId,
          state: 'held',
          reason: storeMessage(reason),
          holdCode: input.holdCode ?? 'undecodable',
          type: null,
          orderNumber: null,
          clientName: name,
          clientFolded: folded,
          dueDate: null,
          dueTime: null,
          total: null,
          paidAt: null,
          firstSeenAt: this.now(),
        },
        null,
        raw,
        folded,
        searchKeys(id, null),
      );
      this.event(id, 'seen', null, msg('order.received'));
      this.event(id, 'undecodable', null, msg('order.unreadable', { cause: reason }));
      return { isNew: true, entry: this.mustGetOrder(id) };
    });
  }

  getOrder(id: string): OrderEntry | null {
    const row = this.sql.orderById.get(id);
    return row === undefined ? null : toOrder(row);
  }

  jobsOf(orderId: string): JobEntry[] {
    return this.sql.jobsOf.all(orderId).map(toJob);
  }

  pendingJobs(printerId: string, limit?: number): JobEntry[] {
    return this.sql.pendingJobs.all(printerId, limit ?? -1).map(toJob);
  }

  /** How many jobs `pendingJobs` would give, without reading them (a status view asks this often). */
  countPendingJobs(printerId: string): number {
    return Number(this.sql.countPendingJobsOf.get(printerId)?.['n'] ?? 0);
  }

  /**
   * What the ledger knows of these orders, without reading their payloads: every poll lists up to a
   * page of orders that are mostly known already. Ids the ledger has never seen are absent.
   */
  knownOrders(ids: readonly string[]): Map<string, KnownOrder> {
    const known = new Map<string, KnownOrder>();
    if (ids.length === 0) return known;
    for (const row of this.sql.knownOrders.all(JSON.stringify(ids))) {
      known.set(String(row['id']), {
        state: row['state'] as OrderState,
        confirmed: row['confirmed_at'] !== null,
        shopId: Number(row['shop_id']),
      });
    }
    return known;
  }

  /**
   * Marks the job 'sending' (committed), then notes it in the journal of sent jobs (fsynced): both are
   * on disk before this returns and a byte goes to the printer. A journal that cannot be written
   * puts the job back, unsent, and throws: nothing is sent that the journal does not know.
   */
  startJob(jobId: number): JobEntry {
    const { started, sent } = atomically(this.db, () => {
      const job = this.mustGetJob(jobId);
      if (job.state !== 'pending') {
        throw new Error(
          `Print job ${jobId} of order ${job.orderId} on ${job.printerId} is ${job.state}, not pending: it cannot be started.`,
        );
      }
      const started = toJob(written(this.sql.startJob.get(jobId)));
      let sent: SentEntry | null = null;
      if (this.journal !== null) {
        const place = this.sql.orderPlace.get(job.orderId) ?? {};
        sent = {
          // Read under the write lock: two ledgers on one file (a tool beside the app) never share one.
          n: this.sentSeq() + 1,
          orderId: job.orderId,
          tenant: String(place['tenant'] ?? ''),
          shopId: Number(place['shop_id'] ?? 0),
          printerId: job.printerId,
          jobId,
          at: this.now(),
        };
        this.setMeta(SENT_SEQ_KEY, String(sent.n));
      }
      this.event(
        job.orderId,
        'print-started',
        job.printerId,
        msg('order.sending', {
          printer: this.printerName(job.printerId),
          attempt: started.attempts,
          reprint: started.kind === 'reprint',
          possibleDuplicate: started.possibleDuplicate,
        }),
      );
      return { started, sent };
    });
    if (sent === null || this.journal === null) return started;
    try {
      this.journal.append(sent);
    } catch (error) {
      const reason = msg('order.send-journal-unwritable', {
        printer: this.printerName(started.printerId),
        path: this.journal.path,
        detail: textOf(error),
      });
      atomically(this.db, () => {
        this.retryLater(started, false);
        this.event(started.orderId, 'print-failed', started.printerId, reason);
      });
      throw new MessageError(reason, { cause: error });
    }
    if (++this.appendsSinceTrim >= TRIM_EVERY_APPENDS) this.trimJournal();
    return started;
  }

  /**
   * Records what a job's attempt proved. `proof`: `verified` (the printer said it printed), `trusted`
   * (no proof, but the printer is set to print unverified), `none` (the bytes reached a printer that
   * could not prove printing). In the same transaction the order is decided: confirmable only when
   * every job of its route has proof or is trusted; otherwise held with the question "did it come out?".
   * A crash between two jobs cannot confirm an unproven order: the decision reads what is on disk.
   */
  jobPrinted(
    jobId: number,
    proof: 'verified' | 'trusted' | 'none',
    detail: Message,
    /**
     * For a reprint: whether its printer can stand in for another printer of the order (it prints the
     * same thing: receipts for receipts, labels for labels). A held order is released only when the
     * reprint stands in for every automatic job still owed; a receipt reprinted never settles a label.
     */
    standsInFor: (printerId: string) => boolean = () => true,
  ): OrderEntry {
    return atomically(this.db, () => {
      const job = this.mustBeSending(jobId, 'printed');
      const now = this.now();
      this.sql.jobPrinted.run(proof === 'verified' ? 1 : 0, proof === 'trusted' ? 1 : 0, now, jobId);
      this.event(job.orderId, proof === 'none' ? 'sent-unconfirmed' : 'printed', job.printerId, detail);
      const standing = this.stateOf(job.orderId);
      if (job.kind === 'auto') {
        if (standing.state === 'waiting') this.settle(job.orderId);
      } else if (
        proof !== 'none' &&
        standing.state === 'held' &&
        standing.holdCode !== 'undecodable' &&
        this.jobsOf(job.orderId)
          .filter(
            (other) =>
              other.kind === 'auto' &&
              other.state !== 'cancelled' &&
              !(other.state === 'printed' && (other.verified || other.trusted)),
          )
          .every((owed) => standsInFor(owed.printerId))
      ) {
        // A person printed a held order elsewhere ("print on…"), and that printer proved it came out:
        // the order is on paper, so it is printed and goes on to be confirmed. Without proof it stays
        // held: nobody knows more than before. Any other reprint never moves the order.
        this.sql.setPrinted.run(now, job.orderId);
        this.event(
          job.orderId,
          'released',
          job.printerId,
          msg('order.printed-elsewhere', { printer: this.printerName(job.printerId) }),
        );
      }
      return this.mustGetOrder(job.orderId);
    });
  }

  /**
   * A waiting order whose automatic jobs are all finished becomes printed (every one proven or
   * trusted) or held with the question about the first unproven printer. Open jobs: it stays waiting.
   * No job printed at all: held, with `noJobs` as the reason.
   */
  private settle(orderId: string, noJobs?: { reason: Message; code: HoldCode }): void {
    const tally = this.sql.autoJobTally.get(orderId) ?? {};
    if (Number(tally['open']) > 0) return;
    if (Number(tally['unproven']) > 0) {
      const printerId = String(tally['unproven_printer']);
      const reason = msg('order.did-it-come-out', { printer: this.printerName(printerId) });
      this.sql.setHeld.run(storeMessage(reason), 'unverified', printerId, orderId);
      this.event(orderId, 'held', printerId, reason);
      return;
    }
    if (Number(tally['printed']) > 0) {
      this.sql.setPrinted.run(this.now(), orderId);
      return;
    }
    if (noJobs) {
      this.sql.setHeld.run(storeMessage(noJobs.reason), noJobs.code, null, orderId);
      this.event(orderId, 'held', null, noJobs.reason);
    }
  }

  /**
   * A person's answer to "did it come out on printer P?" — about P alone: `came-out` trusts P's job;
   * `print-again` prints it again on P, marked POSSIBLE DUPLICATE. Another printer that gave no proof
   * either is asked about next (the order is held again with its question); with every one answered,
   * the order is confirmed next.
   */
  answerUnverified(orderId: string, answer: 'came-out' | 'print-again'): OrderEntry {
    return atomically(this.db, () => {
      const current = this.stateOf(orderId);
      if (current.state !== 'held' || current.holdCode !== 'unverified') {
        throw new MessageError(msg('order.no-question', { order: current.ref }));
      }
      const unproven = this.sql.unprovenJobs
        .all(orderId)
        .map(toJob)
        .filter((job) => job.printerId === current.holdPrinterId);
      const now = this.now();
      this.sql.setReleased.run(orderId);
      for (const job of unproven) {
        if (answer === 'came-out') {
          this.sql.trustJob.run(job.id);
          this.event(
            orderId,
            'answered',
            job.printerId,
            msg('order.answered-came-out', { printer: this.printerName(job.printerId) }),
          );
        } else {
          this.sql.cancelPrintedJob.run(job.id);
          this.sql.insertDuplicateJob.run(orderId, job.printerId, now);
          this.event(
            orderId,
            'answered',
            job.printerId,
            msg('order.answered-print-again', { printer: this.printerName(job.printerId) }),
          );
        }
      }
      this.settle(orderId, { reason: msg('order.nothing-printed'), code: 'other' });
      return this.mustGetOrder(orderId);
    });
  }

  jobFailed(jobId: number, message: Message, mayHavePrinted: boolean): void {
    atomically(this.db, () => {
      const job = this.mustBeSending(jobId, 'failed');
      this.retryLater(job, mayHavePrinted);
      this.event(job.orderId, 'print-failed', job.printerId, message);
    });
  }

  recoverInterruptedJobs(): JobEntry[] {
    return atomically(this.db, () =>
      this.sql.sendingJobs.all().map((row) => {
        const job = this.retryLater(toJob(row), true);
        this.event(
          job.orderId,
          'crash-recovered',
          job.printerId,
          msg('order.interrupted', { printer: this.printerName(job.printerId) }),
        );
        return job;
      }),
    );
  }

  ordersToConfirm(now: Date = this.clock()): OrderEntry[] {
    return this.sql.ordersToConfirm.all(now.getTime()).map(toOrder);
  }

  /**
   * Every order waiting for its confirm (printed, or handled by a person), with the retry time a failed
   * confirm left (wall clock, kept across restarts), light: no payloads. Printed ones first, in the order
   * they printed. The confirmer decides which are due (confirm-retry.ts): a stored time is only a hint,
   * since the PC's clock may have been set since it was written.
   */
  confirmQueue(): ConfirmQueueEntry[] {
    return [...this.sql.printedToConfirmLight.all(), ...this.sql.handledToConfirmLight.all()].map((row) => {
      const at = row['next_confirm_at'];
      return { id: String(row['id']), nextConfirmAt: typeof at === 'number' ? new Date(at) : null };
    });
  }

  /**
   * The PC's clock was set by `stepMs`: the stored retry times move with it, so each still lies as far
   * ahead as its backoff said (a step back of an hour must not add an hour to every retry).
   */
  shiftConfirmTimes(stepMs: number): void {
    this.sql.shiftConfirmTimes.run(Math.round(stepMs));
  }

  confirmFailed(orderId: string, message: Message, retryAt: Date): void {
    atomically(this.db, () => {
      this.stateOf(orderId);
      this.sql.setConfirmFailed.run(retryAt.getTime(), orderId);
      this.event(orderId, 'confirm-failed', null, message);
    });
  }

  markConfirmed(orderId: string, detail: Message): void {
    atomically(this.db, () => {
      const { state } = this.stateOf(orderId);
      if (state === 'confirmed') return;
      // The service's word is a fact: an order held or marked gone while its confirm was on the way is
      // confirmed all the same. Only an order that never printed cannot be.
      if (state === 'waiting') {
        throw new Error(`Order ${orderId} is waiting to print: it cannot be confirmed yet.`);
      }
      this.sql.setConfirmed.run(this.now(), orderId);
      this.event(orderId, 'confirmed', null, detail);
    });
  }

  noteStillListed(orderId: string): void {
    atomically(this.db, () => {
      this.stateOf(orderId);
      const now = this.now();
      const last = this.sql.lastEventAt.get(orderId, 'still-listed')?.['at'];
      if (typeof last === 'number' && now - last < STILL_LISTED_NOTE_INTERVAL_MS) return;
      this.event(orderId, 'still-listed', null, msg('order.still-listed'));
    });
  }

  hold(orderId: string, reason: Message, code: HoldCode = 'other'): void {
    atomically(this.db, () => {
      const current = this.stateOf(orderId);
      const stored = storeMessage(reason);
      if (current.state === 'held' && current.reason === stored) return;
      this.allow(current, ['waiting', 'printed', 'held']);
      this.sql.setHeld.run(stored, code, null, orderId);
      this.sql.cancelPendingAuto.run(this.now(), orderId);
      this.event(orderId, 'held', null, reason);
    });
  }

  markHandled(orderId: string, detail: Message): void {
    atomically(this.db, () => {
      const current = this.stateOf(orderId);
      if (current.state === 'handled') return;
      this.allow(current, ['waiting', 'printed', 'held']);
      this.sql.setHandled.run(orderId);
      this.sql.cancelPendingAuto.run(this.now(), orderId);
      this.event(orderId, 'handled', null, detail);
    });
  }

  handledToConfirm(now: Date = this.clock()): OrderEntry[] {
    return this.sql.handledToConfirm.all(now.getTime()).map(toOrder);
  }

  markGone(orderId: string, reason: Message): void {
    atomically(this.db, () => {
      const current = this.stateOf(orderId);
      if (current.state === 'gone') return;
      this.allow(current, ['waiting', 'printed', 'held', 'handled']);
      this.sql.setState.run('gone', storeMessage(reason), orderId);
      this.sql.cancelPending.run(this.now(), orderId);
      this.event(orderId, 'gone', null, reason);
    });
  }

  /** A job that cannot be printed at all (its receipt cannot be built): out of the queue, with the reason. */
  cancelJob(jobId: number, reason: Message): void {
    atomically(this.db, () => {
      const job = this.mustGetJob(jobId);
      if (Number(this.sql.cancelJob.run(this.now(), jobId).changes) === 0) return;
      this.event(job.orderId, 'print-failed', job.printerId, reason);
    });
  }

  release(orderId: string, printerIds: readonly string[]): OrderEntry {
    return atomically(this.db, () => {
      const current = this.stateOf(orderId);
      const entry = this.mustGetOrder(orderId);
      if (entry.order === null) {
        throw new MessageError(msg('order.unreadable-cannot-print', { order: current.ref }));
      }
      // A gone order the service lists again was not gone: it goes back to work like a held one.
      this.allow(current, ['held', 'gone']);
      if (entry.holdCode === 'unverified') {
        throw new MessageError(msg('order.answer-first', { order: current.ref }));
      }
      const printed = new Set<string>();
      const open = new Set<string>();
      for (const row of this.sql.autoJobs.all(orderId)) {
        const printerId = String(row['printer_id']);
        if (row['state'] === 'printed') printed.add(printerId);
        if (row['state'] === 'pending' || row['state'] === 'sending') open.add(printerId);
      }
      const toPrint = [...new Set(printerIds)].filter((id) => !printed.has(id) && !open.has(id));
      const now = this.now();
      if (toPrint.length === 0 && open.size === 0) {
        if (printed.size === 0) {
          throw new MessageError(
            msg('order.no-printer-to-retry', {
              order: current.ref,
              shop: entry.order.shop.name.trim() || null,
              shopId: entry.shopId,
            }),
          );
        }
        // Every printer it goes to already printed it: what is left is confirming it, now.
        this.sql.setReleased.run(orderId);
        this.settle(orderId);
        this.event(orderId, 'released', null, msg('order.released-confirm-next'));
        return this.mustGetOrder(orderId);
      }
      this.sql.setReleased.run(orderId);
      for (const printerId of toPrint) {
        const job = this.sql.insertJob.get(orderId, printerId, 'auto', now);
        // An earlier attempt on this printer that may have printed keeps its mark on the new job.
        this.sql.inheritDuplicateMark.run(job?.['id'] ?? -1);
      }
      const printers = toPrint.map((id) => this.printerName(id));
      this.event(orderId, 'released', null, msg('order.released', { printers }));
      return this.mustGetOrder(orderId);
    });
  }

  addReprint(orderId: string, printerId: string): JobEntry {
    return atomically(this.db, () => {
      const entry = this.mustGetOrder(orderId);
      if (entry.order === null) {
        throw new MessageError(msg('order.unreadable-cannot-print', { order: this.stateOf(orderId).ref }));
      }
      const job = toJob(written(this.sql.insertJob.get(orderId, printerId, 'reprint', this.now())));
      this.event(
        orderId,
        'reprint-requested',
        printerId,
        msg('order.reprint-requested', { printer: this.printerName(printerId) }),
      );
      return job;
    });
  }

  /** Cancels a reprint that has not been sent; false when it is no longer waiting (sent, or done). */
  cancelReprint(jobId: number, by: DecidedBy = 'person'): boolean {
    return atomically(this.db, () => {
      const job = this.mustGetJob(jobId);
      if (job.kind !== 'reprint')
        throw new Error(`Print job ${jobId} is not a reprint: it cannot be cancelled.`);
      if (Number(this.sql.cancelJob.run(this.now(), jobId).changes) === 0) return false;
      this.event(
        job.orderId,
        'print-failed',
        job.printerId,
        msg('order.reprint-cancelled', { printer: this.printerName(job.printerId), by }),
      );
      return true;
    });
  }

  getJob(jobId: number): JobEntry | null {
    const row = this.sql.jobById.get(jobId);
    return row === undefined ? null : toJob(row);
  }

  /** Printers (by id) that have jobs not finished yet (waiting, or being sent now), with how many. */
  waitingJobsByPrinter(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const row of this.sql.unfinishedByPrinter.all())
      counts.set(String(row['printer_id']), Number(row['n']));
    return counts;
  }

  /**
   * Moves the jobs waiting for a printer that is going away to another printer. An order that already
   * has an automatic job on the other printer does not get a second one there.
   */
  moveWaitingJobs(fromPrinterId: string, toPrinterId: string): number {
    return atomically(this.db, () => {
      const from = this.printerName(fromPrinterId);
      const to = this.printerName(toPrinterId);
      let moved = 0;
      for (const job of this.sql.pendingJobsOn.all(fromPrinterId).map(toJob)) {
        const twin =
          job.kind === 'auto' && this.sql.openAutoJobOn.get(job.orderId, toPrinterId) !== undefined;
        if (twin) {
          this.sql.cancelJob.run(this.now(), job.id);
          if (this.stateOf(job.orderId).state === 'waiting') this.settle(job.orderId);
        } else {
          this.sql.moveJob.run(toPrinterId, job.id);
          moved += 1;
        }
        this.event(
          job.orderId,
          'jobs-moved',
          toPrinterId,
          twin
            ? msg('order.job-moved-twin', { from, to })
            : msg('order.job-moved', { from, to, reprint: job.kind === 'reprint' }),
        );
      }
      return moved;
    });
  }

  /**
   * Drops the jobs waiting for a printer that is going away (a person chose to, or its settings no
   * longer name it). Never loses an order: one left with nothing printed on any printer is held.
   */
  dropWaitingJobs(printerId: string, reason: Message, decidedBy: DecidedBy): string[] {
    return atomically(this.db, () => {
      const touched: string[] = [];
      const dropped = msg('order.job-dropped', {
        printer: this.printerName(printerId),
        by: decidedBy,
        reason,
      });
      for (const job of this.sql.pendingJobsOn.all(printerId).map(toJob)) {
        this.sql.cancelJob.run(this.now(), job.id);
        this.event(job.orderId, 'print-failed', printerId, dropped);
        if (job.kind !== 'auto' || this.stateOf(job.orderId).state !== 'waiting') continue;
        touched.push(job.orderId);
        if (decidedBy === 'person') {
          // A person chose not to print it there: what the other printers did decides.
          this.settle(job.orderId, { reason, code: 'printer-removed' });
        } else {
          // Nobody chose: the order never goes on without that printer by itself.
          this.sql.setHeld.run(storeMessage(reason), 'printer-removed', printerId, job.orderId);
          this.sql.cancelPendingAuto.run(this.now(), job.orderId);
          this.event(job.orderId, 'held', printerId, reason);
        }
      }
      return touched;
    });
  }

  /** Orders waiting to print: how many, and since when the oldest waits. */
  waitingSummary(): { count: number; oldestFirstSeenAt: Date | null } {
    const row = this.sql.waitingSummary.get() ?? {};
    const oldest = row['oldest'];
    return {
      count: Number(row['n'] ?? 0),
      oldestFirstSeenAt: typeof oldest === 'number' ? new Date(oldest) : null,
    };
  }

  /** Printed (or handled) orders whose confirm failed at least `attempts` times in a row. */
  unconfirmedSummary(attempts: number): { count: number; oldest: Date | null; detail: Message | null } {
    const row = this.sql.unconfirmedSummary.get(attempts) ?? {};
    const oldest = row['oldest'];
    const detail = row['detail'];
    return {
      count: Number(row['n'] ?? 0),
      oldest: typeof oldest === 'number' ? new Date(oldest) : null,
      detail: typeof detail === 'string' ? readMessage(detail) : null,
    };
  }

  openOrders(tenant: string, shopId: number): OrderEntry[] {
    return this.sql.openOrders.all(tenant, shopId).map(toOrder);
  }

  needsAttention(): OrderEntry[] {
    return this.sql.needsAttention.all().map(toOrder);
  }

  history(query: HistoryQuery): HistoryPage {
    return this.historyReader.page(query);
  }

  timeline(orderId: string): TimelineEvent[] {
    return this.sql.timeline.all(orderId).map(toEvent);
  }

  shopCounts(since: Date): { shopId: number; seen: number; waiting: number; held: number }[] {
    const shops = new Map<number, { shopId: number; seen: number; waiting: number; held: number }>();
    const shop = (row: Row) => {
      const shopId = Number(row['shop_id']);
      let counts = shops.get(shopId);
      if (counts === undefined) {
        counts = { shopId, seen: 0, waiting: 0, held: 0 };
        shops.set(shopId, counts);
      }
      return counts;
    };
    for (const row of this.sql.seenByShop.all(since.getTime())) shop(row).seen = Number(row['n']);
    for (const row of this.sql.openByShop.all()) {
      const counts = shop(row);
      if (row['state'] === 'waiting') counts.waiting = Number(row['n']);
      if (row['state'] === 'held') counts.held = Number(row['n']);
    }
    return [...shops.values()].sort((a, b) => a.shopId - b.shopId);
  }

  /**
   * A shop as the fleet report tells it: its last printed order (its number for the day, and when), when one of its orders
   * was last confirmed, and how many printed since `since` (of those seen in the two days before it).
   */
  shopFigures(
    shopId: number,
    since: Date,
  ): {
    lastPrinted: { orderNumber: string | null; at: Date } | null;
    lastConfirmedAt: Date | null;
    printedSince: number;
  } {
    const printed = this.sql.lastPrintedOfShop.get(shopId);
    const confirmed = this.sql.lastConfirmedOfShop.get(shopId);
    // An order printed today arrived today or, ordered ahead, shortly before: two days bound the walk.
    const seenFrom = since.getTime() - 2 * 24 * 60 * 60 * 1000;
    const count = this.sql.printedSinceOfShop.get(shopId, seenFrom, since.getTime());
    return {
      lastPrinted: printed
        ? {
            orderNumber: typeof printed['order_number'] === 'string' ? printed['order_number'] : null,
            at: new Date(Number(printed['printed_at'])),
          }
        : null,
      lastConfirmedAt: confirmed ? new Date(Number(confirmed['confirmed_at'])) : null,
      printedSince: Number(count?.['n'] ?? 0),
    };
  }

  /**
   * Per shop, the orders still waiting to print whose pick-up or delivery moment (`YYYY-MM-DD HH:MM` on
   * this PC's clock) is before `nowKey`: late. Shops with none are absent.
   */
  lateByShop(nowKey: string): Map<number, number> {
    return new Map(this.sql.lateByShop.all(nowKey).map((row) => [Number(row['shop_id']), Number(row['n'])]));
  }

  /**
   * One local day (`YYYY-MM-DD`, the shop's calendar day on this PC's clock), per shop: the orders due
   * that day (pick-up or delivery date; every state, as the history lists them for that date) and, apart,
   * the orders that arrived that day. Shops with neither are absent.
   */
  countToday(localDate: string): Map<number, DayCount> {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(localDate);
    if (match === null) throw new RangeError(`A day is written YYYY-MM-DD, not "${localDate}".`);
    const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
    // Local midnights: a day with a clock change is 23 or 25 hours long.
    const from = new Date(year, month, day).getTime();
    const to = new Date(year, month, day + 1).getTime();
    const counts = new Map<number, { due: number; arrived: number }>();
    const shop = (row: Row) => {
      const shopId = Number(row['shop_id']);
      let count = counts.get(shopId);
      if (count === undefined) {
        count = { due: 0, arrived: 0 };
        counts.set(shopId, count);
      }
      return count;
    };
    for (const row of this.sql.dueOnByShop.all(localDate)) shop(row).due = Number(row['n']);
    for (const row of this.sql.seenBetweenByShop.all(from, to)) shop(row).arrived = Number(row['n']);
    return counts;
  }

  counts(): { byState: Record<OrderState, number>; pendingJobs: number; total: number } {
    const byState = Object.fromEntries(ORDER_STATES.map((state) => [state, 0])) as Record<OrderState, number>;
    let total = 0;
    for (const row of this.sql.countByState.all()) {
      const n = Number(row['n']);
      byState[row['state'] as OrderState] = n;
      total += n;
    }
    return { byState, pendingJobs: Number(this.sql.countPendingJobs.get()?.['n'] ?? 0), total };
  }

  /**
   * Deletes at most `limit` of the orders first seen more than `days` days ago that are finished with the
   * service and quiet since (see the statement), oldest first, in one transaction; returns how many went.
   * Fewer than `limit` means none is left. The engine runs batch after batch on the purge thread
   * (`purgeStep`), yielding between them.
   */
  purgeBatch(days: number, limit: number = PURGE_BATCH_SIZE): number {
    if (!(days >= 0)) throw new RangeError(`Keep orders for 0 days or more, not ${days}.`);
    if (!(Number.isInteger(limit) && limit >= 1))
      throw new RangeError(`A purge batch removes 1 order or more, not ${limit}.`);
    const cutoff = this.now() - days * DAY_MS;
    return this.unsynced(() =>
      atomically(this.db, () => Number(this.sql.purgeBatch.run({ cutoff, limit }).changes)),
    );
  }

  /**
   * `purgeBatch` on the purge thread (purge-thread.ts): the engine's thread awaits it and polls and
   * prints meanwhile, whatever the disk makes the batch wait for. On this thread when there is none.
   */
  async purgeStep(days: number, limit: number = PURGE_BATCH_SIZE): Promise<number> {
    if (!(days >= 0)) throw new RangeError(`Keep orders for 0 days or more, not ${days}.`);
    if (!(Number.isInteger(limit) && limit >= 1))
      throw new RangeError(`A purge batch removes 1 order or more, not ${limit}.`);
    const cutoff = this.now() - days * DAY_MS;
    // Most days of a young ledger have nothing to purge: one look along the index, and no thread started.
    // Once the thread runs (the purge is under way), the thread looks itself.
    if (
      this.purgeThread?.running !== true &&
      this.sql.purgeCandidates.get({ cutoff, limit: 1 }) === undefined
    )
      return 0;
    return this.onPurgeThread(
      (thread) => thread.purgeBatch(cutoff, limit),
      () => this.purgeBatch(days, limit),
    );
  }

  /**
   * Every batch at once, without yielding: for tools and tests. The engine must not use this (at a
   * million orders it holds the thread for seconds); it runs `purgeStep` with pauses between.
   */
  purgeOlderThan(days: number): number {
    let total = 0;
    for (;;) {
      const removed = this.purgeBatch(days, PURGE_BATCH_SIZE);
      total += removed;
      if (removed < PURGE_BATCH_SIZE) return total;
    }
  }

  /**
   * Copies what the WAL holds into the file, as far as readers allow (PASSIVE: it never waits for one),
   * on the purge thread (purge-thread.ts): a checkpoint waits for the disk, and that wait never
   * pauses the engine's thread. SQLite does this by itself after a commit that leaves 1,000 pages in the
   * WAL, inside that commit: the purge runs it after each of its steps instead, so that no step of it
   * carries the copy of the pages of several others (docs/LEDGER.md).
   */
  checkpoint(): Promise<void> {
    return this.onPurgeThread(
      (thread) => thread.checkpoint(),
      () => {
        this.sql.checkpoint.get();
      },
    );
  }

  /** A step on the purge thread, or on this one when there is none or it cannot run. */
  private async onPurgeThread<T>(there: (thread: PurgeThread) => Promise<T>, here: () => T): Promise<T> {
    try {
      if (this.purgeThread !== null) return await there(this.purgeThread);
    } catch (error) {
      if (!(error instanceof PurgeThreadUnavailable)) throw error;
    }
    return here();
  }

  /**
   * Runs a write of the purge without waiting for the disk: its commit is not synced (synchronous =
   * NORMAL, which WAL keeps safe from corruption) and it never runs SQLite's automatic checkpoint (the
   * purge's own checkpoint, on another thread, syncs it). A power cut may undo it; the next purge removes
   * the same orders again. The ledger's other writes stay FULL, and their sync covers these too.
   */
  private unsynced<T>(work: () => T): T {
    // Inside a caller's transaction the caller's commit decides.
    if (this.db.isTransaction) return work();
    this.db.exec('PRAGMA synchronous = NORMAL');
    this.db.exec('PRAGMA wal_autocheckpoint = 0');
    try {
      return work();
    } finally {
      this.db.exec('PRAGMA wal_autocheckpoint = 1000');
      this.db.exec('PRAGMA synchronous = FULL');
    }
  }

  /** Pages of the file that are free (freed by deletes, not given back to the file system yet). */
  freePages(): number {
    return Number(this.sql.freePages.get()?.['freelist_count'] ?? 0);
  }

  /**
   * Gives at most `maxPages` free pages back to the file system (incremental vacuum: the file shrinks
   * once the WAL is checkpointed); returns how many. Zero when none are free, and on a file whose
   * upgrade VACUUM has not run (auto_vacuum off), where SQLite only reuses its free pages.
   */
  reclaimSpace(maxPages: number = RECLAIM_STEP_PAGES): number {
    if (!(Number.isInteger(maxPages) && maxPages >= 1))
      throw new RangeError(`Reclaim 1 page or more, not ${maxPages}.`);
    const before = this.freePages();
    if (before === 0) return 0;
    this.unsynced(() => this.db.exec(`PRAGMA incremental_vacuum(${maxPages})`));
    return before - this.freePages();
  }

  /** `reclaimSpace` on the purge thread (see `purgeStep`); on this thread when there is none. */
  reclaimStep(maxPages: number = RECLAIM_STEP_PAGES): Promise<number> {
    if (!(Number.isInteger(maxPages) && maxPages >= 1))
      throw new RangeError(`Reclaim 1 page or more, not ${maxPages}.`);
    if (this.freePages() === 0) return Promise.resolve(0);
    return this.onPurgeThread(
      (thread) => thread.reclaim(maxPages),
      () => this.reclaimSpace(maxPages),
    );
  }

  getMeta(key: string): string | null {
    const value = this.sql.getMeta.get(key)?.['value'];
    return typeof value === 'string' ? value : null;
  }

  setMeta(key: string, value: string): void {
    this.sql.setMeta.run(key, value);
  }

  private now(): number {
    return this.clock().getTime();
  }

  /** One copy of the payload: `orderJson` for a decoded order, `raw` (only) for one that could not be. */
  private insertOrder(
    columns: Record<string, string | number | null>,
    orderJson: string | null,
    raw: string | null,
    search: string,
    keys: readonly string[],
  ): void {
    const seq = Number(written(this.sql.insertOrder.get(columns))['seq']);
    this.sql.insertPayload.run(seq, orderJson, raw);
    if (search !== '') this.sql.insertSearch.run(seq, search);
    for (const key of keys) this.sql.insertKey.run(key, seq);
  }

  private event(orderId: string, kind: TimelineKind, printerId: string | null, detail: Message): void {
    this.sql.insertEvent.run(orderId, this.now(), kind, printerId, storeMessage(detail));
  }

  private printerName(printerId: string): string {
    return this.printerNames.get(printerId) ?? printerId;
  }

  private mustGetOrder(id: string): OrderEntry {
    const entry = this.getOrder(id);
    if (entry === null) throw new MessageError(msg('order.unknown', { id }));
    return entry;
  }

  /** Where the order stands, with what names it for a person; a refusal when there is no such order. */
  private stateOf(id: string): Standing {
    const row = this.sql.orderState.get(id);
    if (row === undefined) throw new MessageError(msg('order.unknown', { id }));
    const type = row['type'];
    const orderNumber = row['order_number'];
    return {
      state: row['state'] as OrderState,
      // The stored text, compared as it is: hold() writes nothing when the same reason is kept already.
      reason: typeof row['reason'] === 'string' ? row['reason'] : null,
      holdCode: typeof row['hold_code'] === 'string' ? row['hold_code'] : null,
      holdPrinterId: typeof row['hold_printer'] === 'string' ? row['hold_printer'] : null,
      ref: {
        id,
        type: (ORDER_TYPES as readonly unknown[]).includes(type) ? (type as OrderType) : null,
        orderNumber: typeof orderNumber === 'string' ? orderNumber : null,
        clientName: String(row['client_name'] ?? ''),
      },
    };
  }

  /** A person's request that no longer fits where the order stands is refused, saying where it stands. */
  private allow(current: Standing, from: readonly OrderState[]): void {
    if (!from.includes(current.state)) {
      throw new MessageError(msg('order.not-possible-now', { order: current.ref, state: current.state }));
    }
  }

  private mustGetJob(jobId: number): JobEntry {
    const row = this.sql.jobById.get(jobId);
    if (row === undefined) throw new Error(`There is no print job ${jobId} in the ledger.`);
    return toJob(row);
  }

  private mustBeSending(jobId: number, outcome: string): JobEntry {
    const job = this.mustGetJob(jobId);
    if (job.state !== 'sending') {
      throw new Error(
        `Print job ${jobId} of order ${job.orderId} on ${job.printerId} is ${job.state}, not sending: it cannot be marked ${outcome}.`,
      );
    }
    return job;
  }

  /**
   * After an attempt that did not end printed: pending again, unless the order no longer wants the
   * job (an auto job of an order that is no longer waiting, any job of an order that is gone).
   */
  private retryLater(job: JobEntry, mayHavePrinted: boolean): JobEntry {
    const { state } = this.stateOf(job.orderId);
    const unwanted = state === 'gone' || (job.kind === 'auto' && state !== 'waiting');
    const next: JobState = unwanted ? 'cancelled' : 'pending';
    return toJob(
      written(this.sql.jobRetry.get(next, mayHavePrinted ? 1 : 0, unwanted ? this.now() : null, job.id)),
    );
  }
}

interface Standing {
  readonly state: OrderState;
  readonly reason: string | null;
  readonly holdCode: string | null;
  readonly holdPrinterId: string | null;
  readonly ref: OrderRef;
}

/**
 * The journal of sent jobs, or a refusal that names it: without it a lost WAL would reprint orders
 * unmarked, so the ledger does not open without it (as it does not open where it cannot write).
 */
function openJournal(path: string): SendJournal {
  try {
    return SendJournal.open(path);
  } catch (error) {
    throw new MessageError(msg('order.ledger-cannot-open', { path, detail: textOf(error), damaged: false }), {
      cause: error,
    });
  }
}

/**
 * After migration 6 (one copy of each payload) on a file an older OrderSlip wrote: one VACUUM gives the
 * second copies' pages back and turns incremental vacuum on, which SQLite can only do by rewriting the
 * file. Once, at the upgrade: it reads and writes the whole file (1.4 s for 440 MB on the build machine;
 * free disk space of up to twice the file's size meanwhile, for the copy and the WAL, which is emptied
 * right after). A VACUUM that fails (a full disk) leaves the file as it was, working, and is tried again
 * at the next start.
 */
function vacuumAfterUpgrade(db: DatabaseSync): void {
  const pending = db.prepare('SELECT value FROM meta WHERE key = ?');
  if (pending.get(UPGRADE_VACUUM_KEY) === undefined) return;
  const mode = Number(db.prepare('PRAGMA auto_vacuum').get()?.['auto_vacuum'] ?? 0);
  if (mode === 0) {
    try {
      db.exec('PRAGMA auto_vacuum = INCREMENTAL');
      db.exec('VACUUM');
    } catch {
      return;
    }
  }
  db.prepare('DELETE FROM meta WHERE key = ?').run(UPGRADE_VACUUM_KEY);
  try {
    // The WAL now holds the whole file once: give that space back too, not only when OrderSlip closes.
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } catch {
    // A reader kept it from being emptied: it is reused from its start all the same.
  }
}

/**
 * FTS5 tidies the search index inside a delete once a tenth of a segment is deleted rows ('deletemerge'):
 * one batch of the purge in a few hundred then took 100–150 ms at a million orders, against 23 ms at
 * most without. Deleted rows still leave the index when new orders' writes merge its segments
 * ('automerge'); set once, kept in the file's FTS5 config.
 */
function stopDeleteMerges(db: DatabaseSync): void {
  const row = db.prepare(`SELECT v FROM order_search_config WHERE k = 'deletemerge'`).get();
  if (row !== undefined && Number(row['v']) === 0) return;
  db.exec(`INSERT INTO order_search (order_search, rank) VALUES ('deletemerge', 0)`);
}

/** The row a RETURNING clause gave back; its absence means the write did not happen. */
function written(row: Row | undefined): Row {
  if (row === undefined) throw new Error('The order ledger did not write a row it was asked to write.');
  return row;
}
