/**
 * One OrderSlip per data folder. Two engines on one ledger would both print every order and race each
 * other's confirms, and the desktop app's single-instance lock knows nothing of a headless `run`. So
 * whoever opens a data folder first leaves `orderslip.lock` in it: `{pid, kind, startedAt, hostname}`.
 *
 * The file is created whole or not at all (written aside, fsynced, then hard-linked into place, which
 * fails if it exists), so a reader never sees half of one. A process that finds a lock whose owner is
 * alive refuses without writing anything. A lock whose owner is gone (SIGKILL, a crash, a power cut) is
 * stale and taken over. Only one starter may replace a given stale lock: the one that creates the
 * claim file named after it (exclusively), and only while the lock still is that stale one. A live lock
 * is never removed by anyone but its owner. Pid reuse is seen through on Linux with the kernel's boot
 * id and the process's start time. No native module: only node:fs.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname as osHostname, uptime } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { CLOCK_CHECK_MS, ClockStepWatch } from '../time/clock-step';
import { monotonicNow } from '../time/monotonic';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';

export const LOCK_FILE_NAME = 'orderslip.lock';

/** What holds a data folder: the desktop app, `npm run cli -- run`, or `npm run cli -- demo`. */
export type LockHolderKind = 'app' | 'run' | 'demo';

export interface LockHolder {
  readonly pid: number;
  readonly kind: LockHolderKind;
  readonly startedAt: string;
  readonly hostname: string;
  /** Linux: /proc/sys/kernel/random/boot_id when the lock was taken; a new boot means a stale lock. */
  readonly bootId?: string | null;
  /** Linux: the process's start in clock ticks after boot (/proc/PID/stat), to tell a reused pid. */
  readonly processStart?: string | null;
}

export interface DataFolderLock {
  /** Removes the lock if it is still ours. Idempotent; also done when the process exits normally. */
  release(): void;
}

/** Another live OrderSlip holds the folder. The message is the one line a person needs. */
export class DataFolderBusyError extends MessageError {
  override readonly name = 'DataFolderBusyError';

  constructor(
    readonly folder: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
    /** The holder runs on another computer (a shared folder): whether it lives cannot be checked from here. */
    readonly elsewhere: boolean,
  ) {
    super(
      msg('host.data-folder-busy', {
        folder,
        lockFile,
        holder: holder.kind,
        pid: holder.pid,
        startedAt: holder.startedAt,
        on: elsewhere ? holder.hostname : null,
      }),
    );
  }
}

/** A lock file that does not say who holds it: an older or foreign file, or a disk that lost the write. */
const UNREADABLE_GRACE_MS = 2_000;
/**
 * The holder renews its lock's time now and then. Whether a process on another computer lives cannot be
 * asked, but a lock it stopped renewing long ago (clocks of two computers may differ by minutes) is stale.
 */
const RENEW_MS = 60_000;
const ELSEWHERE_STALE_MS = 10 * 60_000;
/**
 * On this computer without /proc (Windows, macOS) a reused pid cannot be told from the holder, and
 * Windows' fast start-up keeps the uptime across a shutdown: a lock its holder stopped renewing for
 * three renewals is stale.
 */
const UNRENEWED_STALE_MS = 3 * RENEW_MS;
const ATTEMPTS = 50;

/** Folders this process holds, so a second acquire in the same process is refused like any other. */
const heldHere = new Set<string>();

/**
 * Takes the data folder for this process, creating the folder when needed. Throws DataFolderBusyError
 * when a live OrderSlip holds it; before that, nothing in the folder is created or changed.
 */
export function acquireDataFolderLock(folder: string, kind: LockHolderKind): DataFolderLock {
  const requested = resolve(folder);
  const file = join(requested, LOCK_FILE_NAME);
  // Who we are is read once: every judgement compares the holder with it, and it is what we write.
  const self = describeSelf(kind);
  const text = `${JSON.stringify(self)}\n`;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const found = readLock(file);
    if (found.kind === 'held') {
      const verdict = judge(found.holder, found.modifiedMs, canonical(requested), self);
      if (verdict !== 'stale')
        throw new DataFolderBusyError(requested, file, found.holder, verdict === 'elsewhere');
    } else if (found.kind === 'unreadable' && writtenWithin(found.modifiedMs, UNREADABLE_GRACE_MS)) {
      // Only our fallback writer (no hard links on this disk) leaves a lock empty, and only for a moment.
      sleep(100);
      continue;
    }
    if (found.kind === 'none') {
      mkdirSync(requested, { recursive: true });
      if (create(file, text)) return held(requested, file, text);
      // Someone else created it between our look and our write: look again.
    } else {
      if (takeOver(file, found.text, text, canonical(requested), self)) return held(requested, file, text);
      sleep(20);
    }
  }
  throw new Error(`The lock file ${file} keeps changing: another program is starting on the same folder.`);
}

function held(folder: string, file: string, text: string): DataFolderLock {
  const key = canonical(folder);
  heldHere.add(key);
  let released = false;
  // The lock's time is wall time: one stamped just before this PC's clock jumped ahead an hour looks
  // an hour old to a starter. So the holder looks for a step often, and stamps again at once on one,
  // not at the next renewal.
  const clock = new ClockStepWatch(Date.now, monotonicNow);
  let renewedAt = monotonicNow();
  const renew = setInterval(() => {
    const stepped = clock.check() !== null;
    if (!stepped && monotonicNow() - renewedAt < RENEW_MS) return;
    renewedAt = monotonicNow();
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // A folder gone or read-only for a moment: the next renewal tries again.
    }
  }, CLOCK_CHECK_MS);
  renew.unref();
  const release = (): void => {
    if (released) return;
    released = true;
    clearInterval(renew);
    heldHere.delete(key);
    process.off('exit', release);
    try {
      // Only our own lock: never one a later process took over after judging ours stale.
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch {
      // Already gone, or the folder is: nothing of ours is left to remove.
    }
  };
  process.on('exit', release);
  return { release };
}

type Found =
  | { readonly kind: 'none' }
  | { readonly kind: 'held'; readonly holder: LockHolder; readonly text: string; readonly modifiedMs: number }
  | { readonly kind: 'unreadable'; readonly text: string; readonly modifiedMs: number };

function readLock(file: string): Found {
  let text: string;
  let modifiedMs: number;
  try {
    text = readFileSync(file, 'utf8');
    modifiedMs = statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    throw error;
  }
  const holder = parseHolder(text);
  return holder ? { kind: 'held', holder, text, modifiedMs } : { kind: 'unreadable', text, modifiedMs };
}

function parseHolder(text: string): LockHolder | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { pid, kind, startedAt, hostname, bootId, processStart } = record;
  // A pid of 0 or below names a process group, not a process: never one to ask about.
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
  if (kind !== 'app' && kind !== 'run' && kind !== 'demo') return null;
  if (typeof startedAt !== 'string' || typeof hostname !== 'string') return null;
  return {
    pid,
    kind,
    startedAt,
    hostname,
    bootId: typeof bootId === 'string' ? bootId : null,
    processStart: typeof processStart === 'string' ? processStart : null,
  };
}

type Verdict = 'alive' | 'stale' | 'elsewhere';

/** Whether `holder` still holds the lock, judged by what this process (`self`) can see of it. */
function judge(holder: LockHolder, modifiedMs: number, folder: string, self: LockHolder): Verdict {
  if (holder.hostname !== self.hostname)
    return Date.now() - modifiedMs > ELSEWHERE_STALE_MS ? 'stale' : 'elsewhere';
  if (holder.bootId && self.bootId && holder.bootId !== self.bootId) return 'stale';
  if (holder.pid === self.pid) {
    if (heldHere.has(folder)) return 'alive';
    // Our own pid, yet not taken by us: a process before a restart had it (a container's pid 1).
    return holder.processStart && holder.processStart === self.processStart ? 'alive' : 'stale';
  }
  const running = runningProcess(holder.pid);
  if (!running) return 'stale';
  if (holder.processStart && running.start) return holder.processStart === running.start ? 'alive' : 'stale';
  // Without /proc (Windows, macOS): a holder that started before this computer booted is gone, and so
  // is one that stopped renewing its lock (the pid may belong to another program by now).
  const bootedAt = Date.now() - uptime() * 1000;
  const startedAt = Date.parse(holder.startedAt);
  if (Number.isFinite(startedAt) && !self.bootId && startedAt < bootedAt - 60_000) return 'stale';
  if (!running.start && Date.now() - modifiedMs > UNRENEWED_STALE_MS) return 'stale';
  return 'alive';
}

/** The process `pid` if it runs, with its start time (null without /proc); null when it is gone. */
function runningProcess(pid: number): { readonly start: string | null } | null {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  const stat = procStat(pid);
  // A zombie has exited; only its parent has not collected it yet.
  if (stat?.state === 'Z' || stat?.state === 'X') return null;
  return { start: stat?.start ?? null };
}

/** The fields of /proc/PID/stat after the command name (which may itself hold spaces and parentheses). */
function procStat(pid: number | 'self'): { state: string; start: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Field 3 is the state and field 22 the start time; the slice begins at field 3.
    const state = fields[0];
    const start = fields[19];
    return state && start ? { state, start } : null;
  } catch {
    return null;
  }
}

function currentBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function describeSelf(kind: LockHolderKind): LockHolder {
  return {
    pid: process.pid,
    kind,
    startedAt: new Date().toISOString(),
    hostname: osHostname(),
    bootId: currentBootId(),
    processStart: procStat('self')?.start ?? null,
  };
}

function canonical(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}

const uniqueSuffix = (): string =>
  `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Creates `file` with `text`, or returns false when it exists. Never leaves a partial lock behind. */
function create(file: string, text: string): boolean {
  const temporary = `${file}.${uniqueSuffix()}.tmp`;
  writeDurably(temporary, text);
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A disk without hard links (FAT, some network shares): an exclusive create, then the text.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw error;
    try {
      writeDurably(file, text);
      return true;
    } catch (fallbackError) {
      if ((fallbackError as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallbackError;
    }
  } finally {
    unlinkSync(temporary);
  }
}

/** Creates `file` (never one that exists) holding `text`, on the disk before this returns. */
function writeDurably(file: string, text: string): void {
  const descriptor = openSync(file, 'wx', 0o644);
  try {
    writeSync(descriptor, text);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Replaces the stale lock `stale` with ours, or returns false (look again). Many starters may judge the
 * same lock stale at once; the one that creates its claim file wins and the rest find the claim. The
 * winner replaces the lock only if it still is `stale`, which nobody else can change meanwhile: starters
 * only create a lock that is absent, and replace only the stale lock whose claim they hold. A claim left
 * by a starter that died is passed over: the next one is numbered on.
 */
function takeOver(file: string, stale: string, text: string, folder: string, self: LockHolder): boolean {
  const directory = dirname(file);
  const prefix = `${basename(file)}.takeover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}-`;
  for (let number = 0; number < ATTEMPTS; number++) {
    const claim = join(directory, `${prefix}${number}`);
    try {
      writeDurably(claim, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const other = readLock(claim);
      const passedOver =
        other.kind === 'none' ||
        (other.kind === 'held' && judge(other.holder, other.modifiedMs, folder, self) === 'stale') ||
        (other.kind === 'unreadable' && !writtenWithin(other.modifiedMs, UNREADABLE_GRACE_MS));
      if (passedOver) continue;
      return false; // a live starter is taking it over right now; its claim must stay
    }
    const replaced = currentText(file) === stale;
    if (replaced) {
      const temporary = `${file}.${uniqueSuffix()}.tmp`;
      writeDurably(temporary, text);
      renameSync(temporary, file);
    }
    // The lock is no longer `stale` now (ours, or found changed), so its claims mean nothing any more: a
    // latecomer that claims it again finds the lock changed.
    for (const name of readdirSync(directory)) {
      if (!name.startsWith(prefix)) continue;
      try {
        unlinkSync(join(directory, name));
      } catch {
        // Another starter cleared it first.
      }
    }
    return replaced;
  }
  return false;
}

function currentText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Whether a file was written within the last `ms` by this PC's clock. A time further ahead than that
 * was stamped before the clock was set back, not a moment ago.
 */
function writtenWithin(modifiedMs: number, ms: number): boolean {
  const age = Date.now() - modifiedMs;
  return age < ms && age > -ms;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
