/**
 * The journal of jobs sent: one line per print job, appended and fsynced after the ledger commits the
 * job as 'sending' and before a byte goes to the printer. It lives beside the ledger in a file of its
 * own (`ledger.db.sent`) because it must survive what the ledger does not: SQLite drops a WAL that is
 * damaged or deleted without a word, and with it the ledger's latest transactions — among them the
 * jobs it sent. What the ledger makes of the lines is `sent-check.ts`; this module only keeps the file.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** One job sent to a printer, as the journal keeps it. */
export interface SentEntry {
  /** The journal's own sequence number; the ledger keeps the last it committed (see sent-check.ts). */
  readonly n: number;
  readonly orderId: string;
  readonly tenant: string;
  readonly shopId: number;
  readonly printerId: string;
  readonly jobId: number;
  /** When it was sent, ms since the epoch (the ledger's clock). */
  readonly at: number;
}

/** What the file held when it was opened. */
export interface JournalReading {
  readonly entries: readonly SentEntry[];
  /**
   * Lines that could not be read: a last line cut short (the process died while writing it, so no
   * byte of that job was sent) or a damaged file. Ignored, but the journal then cannot vouch for all
   * it should hold.
   */
  readonly unreadable: number;
  /** False when there was no file: a new data folder, or someone deleted it. */
  readonly existed: boolean;
}

export class SendJournal {
  private fd: number;
  /** A write failed part-way (a full disk): the next line starts with a newline of its own. */
  private cutShort = false;

  private constructor(
    readonly path: string,
    readonly reading: JournalReading,
  ) {
    this.fd = openSync(path, 'a');
  }

  /**
   * Reads the journal at `path` and opens it for appending, creating it when missing. A line cut short
   * at the end is ended first, so the next entry starts on a line of its own.
   */
  static open(path: string): SendJournal {
    const existed = existsSync(path);
    const text = existed ? readFileSync(path, 'utf8') : '';
    const reading = { ...readEntries(text), existed };
    const journal = new SendJournal(path, reading);
    try {
      if (!existed) syncFolder(path);
      if (text !== '' && !text.endsWith('\n')) journal.write('\n');
    } catch (error) {
      journal.close();
      throw error;
    }
    return journal;
  }

  /** One line, on disk before this returns: a job's bytes may go out right after. */
  append(entry: SentEntry): void {
    this.write(`${this.cutShort ? '\n' : ''}${lineOf(entry)}\n`);
  }

  /**
   * Replaces the file with `entries` (the ones still worth keeping), atomically: written beside it,
   * synced, renamed over it. A crash half-way leaves the old file whole.
   */
  rewrite(entries: readonly SentEntry[]): void {
    const next = `${this.path}.next`;
    const fd = openSync(next, 'w');
    try {
      writeAll(fd, entries.map((entry) => `${lineOf(entry)}\n`).join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    // Closed first: Windows will not rename over a file that is open.
    closeSync(this.fd);
    try {
      renameSync(next, this.path);
      syncFolder(this.path);
      this.cutShort = false;
    } finally {
      this.fd = openSync(this.path, 'a');
    }
  }

  close(): void {
    if (this.fd < 0) return;
    closeSync(this.fd);
    this.fd = -1;
  }

  private write(text: string): void {
    if (this.fd < 0) throw new Error(`The journal of sent jobs (${this.path}) is closed.`);
    try {
      writeAll(this.fd, text);
      fsyncSync(this.fd);
    } catch (error) {
      this.cutShort = true;
      throw error;
    }
    this.cutShort = false;
  }
}

function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written);
}

/** Every whole, readable line; a line without its newline is one a crash cut short. */
export function readEntries(text: string): { entries: SentEntry[]; unreadable: number } {
  const lines = text.split('\n');
  // After the last newline: '' for a file that ends well, else a line cut short.
  const torn = lines.pop() ?? '';
  const entries: SentEntry[] = [];
  let unreadable = torn === '' ? 0 : 1;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const entry = decodeEntry(line);
    if (entry === null) unreadable += 1;
    else entries.push(entry);
  }
  return { entries, unreadable };
}

function lineOf(entry: SentEntry): string {
  return JSON.stringify({
    n: entry.n,
    order: entry.orderId,
    tenant: entry.tenant,
    shop: entry.shopId,
    printer: entry.printerId,
    job: entry.jobId,
    at: entry.at,
  });
}

function decodeEntry(line: string): SentEntry | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { n, order, tenant, shop, printer, job, at } = value as Record<string, unknown>;
  const whole = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x);
  if (!whole(n) || n < 1 || !whole(shop) || !whole(job) || !whole(at)) return null;
  if (typeof order !== 'string' || order === '' || typeof tenant !== 'string') return null;
  if (typeof printer !== 'string' || printer === '') return null;
  return { n, orderId: order, tenant, shopId: shop, printerId: printer, jobId: job, at };
}

/** A new or renamed file is only durable once its folder's entry is. */
function syncFolder(path: string): void {
  let fd: number;
  try {
    fd = openSync(dirname(path), 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // Some file systems (and Windows) cannot sync a folder; the file itself is synced.
  } finally {
    closeSync(fd);
  }
}
