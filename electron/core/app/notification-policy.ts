/**
 * Which desktop notifications to show, and how to keep them few. A burst of new orders is one
 * notification. Problems come from snapshots of Status (`StatusView.problems`, taken every few seconds
 * and after events), each known by a stable key: one notification when a problem has lasted a grace
 * period (a paper-out that flaps between retries is one problem, not one per retry), one when it is over,
 * and a reminder only after a long while.
 */
import type { AppEvent, ProblemKind, ProblemView } from '../../common/contract/app-api';
import type { AppSettings } from '../../common/contract/settings';
import type { NotificationWords } from '../../common/i18n/notification-words';
import { problemKey } from './problems';

export interface DesktopNotification {
  readonly title: string;
  readonly body: string;
  /** Play the system sound (the notifications setting). */
  readonly sound: boolean;
}

/** New orders arriving within this window are told in one notification. */
export const NEW_ORDER_WINDOW_MS = 5_000;
/** A problem is told once it has lasted this long: shorter ones fix themselves (a retry, a blip). */
export const PROBLEM_GRACE_MS = 20_000;
/** A problem is over once it has been gone this long: a retry between two paper-outs does not end it. */
export const PROBLEM_GONE_MS = 20_000;
/** A problem still there after this long is told again, once per period. */
export const REMINDER_MS = 30 * 60_000;

/**
 * A problem is not told while one of these is there: it explains the problem and was told itself
 * (orders wait because the printer is out of paper; a doubted token became a rejected one).
 */
const COVERED_BY: Readonly<Partial<Record<ProblemKind, readonly ProblemKind[]>>> = {
  'orders-waiting': ['printer-not-ready', 'ledger-damaged'],
  'printer-not-ready': ['ledger-damaged'],
  'token-doubted': ['token-rejected'],
  'service-failing': ['token-rejected', 'ledger-damaged'],
};

interface Tracked {
  problem: ProblemView;
  readonly firstSeenAt: number;
  lastSeenAt: number;
  /** When it was last told (start or reminder); null while not told. */
  toldAt: number | null;
  /** For held and gone orders: the count last told, so that a new one is told too. */
  toldCount: number;
}

export class NotificationPolicy {
  private readonly tracked = new Map<string, Tracked>();
  private pendingNew = 0;
  private newSince: number | null = null;

  constructor(
    private readonly settings: () => AppSettings['notifications'],
    private readonly words: NotificationWords,
  ) {}

  /** Counts new orders for the next burst summary (problems come from `onProblems`). */
  onEvent(event: AppEvent, now: number): DesktopNotification | null {
    if (event.type === 'order' && event.isNew && event.state === 'waiting' && this.settings().newOrder) {
      this.pendingNew += 1;
      this.newSince ??= now;
    }
    return null;
  }

  /** A snapshot of Status's problems: what to tell now, if anything. */
  onProblems(problems: readonly ProblemView[], now: number): DesktopNotification[] {
    const { problems: enabled, sound } = this.settings();
    const present = new Set(problems.map((problem) => problem.kind));
    const covered = (problem: ProblemView) =>
      (COVERED_BY[problem.kind] ?? []).some((kind) => present.has(kind));
    const told: DesktopNotification[] = [];
    const seen = new Set<string>();

    for (const problem of problems) {
      const key = problemKey(problem);
      seen.add(key);
      let tracked = this.tracked.get(key);
      if (!tracked) {
        tracked = { problem, firstSeenAt: now, lastSeenAt: now, toldAt: null, toldCount: 0 };
        this.tracked.set(key, tracked);
      }
      tracked.problem = problem;
      tracked.lastSeenAt = now;
      if (!enabled || covered(problem)) continue;
      // One more held or gone order is news of its own, told at once.
      const count = problem.kind === 'held-orders' || problem.kind === 'orders-gone' ? problem.count : 0;
      if (tracked.toldAt === null) {
        if (now - tracked.firstSeenAt < PROBLEM_GRACE_MS) continue;
        told.push({ ...this.words.problem(problem), sound });
      } else if (count > tracked.toldCount) {
        told.push({ ...this.words.problem(problem), sound });
      } else if (now - tracked.toldAt >= REMINDER_MS) {
        told.push({ ...this.words.still(problem), sound });
      } else {
        tracked.toldCount = Math.min(tracked.toldCount, count);
        continue;
      }
      tracked.toldAt = now;
      tracked.toldCount = count;
    }

    for (const [key, tracked] of this.tracked) {
      if (seen.has(key) || now - tracked.lastSeenAt < PROBLEM_GONE_MS) continue;
      this.tracked.delete(key);
      if (tracked.toldAt === null || !enabled || covered(tracked.problem)) continue;
      const over = this.words.over(tracked.problem);
      if (over) told.push({ ...over, sound: false });
    }
    return told;
  }

  /** Called on a timer: the summary of new orders once their window has passed. */
  flush(now: number): DesktopNotification | null {
    if (this.pendingNew === 0 || this.newSince === null || now - this.newSince < NEW_ORDER_WINDOW_MS)
      return null;
    const count = this.pendingNew;
    this.pendingNew = 0;
    this.newSince = null;
    return { ...this.words.newOrders(count), sound: this.settings().sound };
  }
}
