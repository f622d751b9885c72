/**
 * The alarm: a new order, or a problem that needs a person, starts it; it sounds in the window once or
 * until someone acknowledges it (settings `alarm`). Only the state lives here; the window plays the
 * sound. Fed by the engine's order events and by snapshots of Status's problems, it says whether its
 * view changed, so the app emits the `alarm` event only then.
 */
import type { AlarmView, ProblemKind, ProblemView } from '../../common/contract/app-api';
import { DEFAULT_ALARM, type AlarmSettings } from '../../common/contract/settings';
import { problemKey } from '../../common/contract/problem-kinds';

/**
 * The problems that need a person to act, and so sound. Not these: `orders-waiting` (a consequence: the
 * printer or the ledger that holds them back sounds), `token-doubted` (not believed yet; it sounds as
 * `token-rejected`), `printer-untested` (the person chose to skip the test), `printer-cannot-report` (its
 * orders are held with a question, which sounds as `held-orders`), `history-lost` (nothing to do now but
 * look), `update-check-failed` (for whoever rolls back, told by alert; a silent printer with orders
 * sounds as `printer-not-ready`). A paused printer is a person's own doing and does not sound either (below).
 * An order gone from the service sounds: its GONE slip may lie unread on the counter's printer, and a
 * person must check it before it is made.
 */
export const ALARM_PROBLEMS: ReadonlySet<ProblemKind> = new Set<ProblemKind>([
  'ledger-damaged',
  'ledger-unwritable',
  'token-rejected',
  'printer-not-ready',
  'service-failing',
  'wrong-shop',
  'held-orders',
  'confirm-failing',
  'not-collected',
  'orders-gone',
]);

/**
 * A problem is over once it has been gone this long: a paper-out that flaps between retries is one
 * reason, not one per retry (the notifications wait as long).
 */
export const ALARM_PROBLEM_GONE_MS = 20_000;

interface Seen {
  readonly kind: ProblemKind;
  lastSeenAt: number;
}

interface Sounding {
  readonly since: Date;
  newOrders: number;
  /** The problems it sounds for, by key (the same printer out of paper twice is one reason). */
  readonly problems: Map<string, ProblemKind>;
}

export class Alarm {
  private settings: AlarmSettings = DEFAULT_ALARM;
  /** Grows with every new reason, never reset: the window plays "once" per id. */
  private id = 0;
  private sounding: Sounding | null = null;
  /** Every problem that sounds, as last seen, whether or not the alarm is on (a baseline). */
  private readonly seen = new Map<string, Seen>();

  /** New settings; true when the view changed (the alarm was switched off, or its sound changed). */
  configure(settings: AlarmSettings): boolean {
    const before = JSON.stringify(this.view());
    this.settings = settings;
    if (settings.mode === 'off') this.sounding = null;
    return JSON.stringify(this.view()) !== before;
  }

  get enabled(): boolean {
    return this.settings.mode !== 'off';
  }

  /** A new order came in. */
  newOrder(now: Date): boolean {
    if (!this.enabled || !this.settings.newOrders) return false;
    this.start(now).newOrders += 1;
    this.id += 1;
    return true;
  }

  /**
   * A snapshot of Status's problems, with the ids of the orders held for a person (Status's
   * `attention`); true when the alarm started, grew or (its reasons gone) stopped.
   */
  problems(problems: readonly ProblemView[], now: Date, heldOrderIds: readonly string[] = []): boolean {
    const at = now.getTime();
    const fresh: [string, ProblemKind][] = [];
    for (const problem of problems) {
      if (!soundsFor(problem)) continue;
      for (const key of reasonsOf(problem, heldOrderIds)) {
        const seen = this.seen.get(key);
        if (seen) seen.lastSeenAt = at;
        else {
          fresh.push([key, problem.kind]);
          this.seen.set(key, { kind: problem.kind, lastSeenAt: at });
        }
      }
    }
    let changed = false;
    for (const [key, seen] of this.seen) {
      if (at - seen.lastSeenAt < ALARM_PROBLEM_GONE_MS) continue;
      this.seen.delete(key);
      if (this.sounding?.problems.delete(key)) changed = true;
    }
    // A problem fixed before anyone pressed the button was heard: the alarm ends with its last reason.
    if (this.sounding && this.sounding.newOrders === 0 && this.sounding.problems.size === 0)
      this.sounding = null;
    if (fresh.length > 0 && this.enabled && this.settings.problems) {
      const sounding = this.start(now);
      for (const [key, kind] of fresh) sounding.problems.set(key, kind);
      this.id += 1;
      changed = true;
    }
    return changed;
  }

  /** Someone heard it: quiet until the next reason. True when it was sounding. */
  acknowledge(): boolean {
    const was = this.sounding !== null;
    this.sounding = null;
    return was && this.enabled;
  }

  view(): AlarmView | null {
    const sounding = this.sounding;
    if (!sounding || this.settings.mode === 'off') return null;
    return {
      id: this.id,
      since: sounding.since.toISOString(),
      mode: this.settings.mode,
      sound: this.settings.sound,
      newOrders: sounding.newOrders,
      problems: [...new Set(sounding.problems.values())],
    };
  }

  private start(now: Date): Sounding {
    this.sounding ??= { since: now, newOrders: 0, problems: new Map() };
    return this.sounding;
  }
}

/**
 * The reasons a problem sounds for, by key. Held orders and orders gone from the service are one reason
 * per order: a count that stays the same can hide a new one (one released or seen, another held or found
 * gone in the same check), and that one needs a person.
 */
function reasonsOf(problem: ProblemView, heldOrderIds: readonly string[]): string[] {
  const key = problemKey(problem);
  const orderIds =
    problem.kind === 'held-orders' ? heldOrderIds : problem.kind === 'orders-gone' ? problem.orderIds : [];
  if (orderIds.length === 0) return [key];
  return orderIds.map((orderId) => `${key}|${orderId}`);
}

function soundsFor(problem: ProblemView): boolean {
  if (!ALARM_PROBLEMS.has(problem.kind)) return false;
  return !(problem.kind === 'printer-not-ready' && problem.state === 'paused');
}
