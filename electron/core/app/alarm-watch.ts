/**
 * The alarm as the app runs it: new orders and Status's problems feed it (`alarm.ts` holds its state),
 * Status is read every 10 s while it is on — a printer out of paper at night must sound with no window
 * asking for Status — and the same readings feed the owner's alerts.
 */
import type { AlarmView, StatusView } from '../../common/contract/app-api';
import type { AlarmSettings } from '../../common/contract/settings';
import { msg } from '../../common/messages/catalogue';
import type { OwnerAlerts } from '../network/parts';
import { Alarm } from './alarm';
import type { AppContext } from './app-context';

/**
 * How often Status's problems are read for the alarm while it is on: each check builds the whole Status
 * (ledger counts included), and a paper-out at night heard within 10 s is soon enough.
 */
export const ALARM_CHECK_MS = 10_000;

export interface AlarmWatchOptions {
  readonly status: () => Promise<StatusView>;
  /** The owner's alerts when they listen for conditions; null: Status need not be read for them. */
  readonly alerts: () => OwnerAlerts | null;
  /**
   * Calls `check` now and then (every ALARM_CHECK_MS by default, a timer that keeps no process alive);
   * returns what stops it. Tests call `check` themselves.
   */
  readonly timer?: (check: () => void) => () => void;
}

export class AlarmWatch {
  private readonly alarm = new Alarm();
  private stopTimer: (() => void) | null = null;
  /** Whether the log was told the alarm sounds (until it stops). */
  private logged = false;

  constructor(
    private readonly context: Pick<AppContext, 'now' | 'emit'>,
    private readonly options: AlarmWatchOptions,
  ) {}

  /** Takes the alarm's settings, and starts reading Status now and then (once). */
  follow(settings: AlarmSettings): void {
    if (this.alarm.configure(settings)) this.emit();
    if (this.stopTimer) return;
    const every =
      this.options.timer ??
      ((check: () => void) => {
        const timer = setInterval(check, ALARM_CHECK_MS);
        timer.unref();
        return () => clearInterval(timer);
      });
    this.stopTimer = every(() => void this.check());
  }

  stop(): void {
    this.stopTimer?.();
    this.stopTimer = null;
  }

  /** A new order came in. */
  newOrder(): void {
    if (this.alarm.newOrder(this.context.now())) this.emit();
  }

  /** Status's problems, as the alarm (and the owner's alerts) hear them. */
  async check(): Promise<void> {
    const alerts = this.options.alerts();
    if (!this.alarm.enabled && !alerts) return;
    const status = await this.options.status().catch(() => null);
    if (status && alerts) alerts.observe(status, this.context.now());
    if (!this.alarm.enabled) return;
    const held = status?.attention.map((item) => item.orderId) ?? [];
    if (status && this.alarm.problems(status.problems, this.context.now(), held)) this.emit();
  }

  async acknowledge(): Promise<void> {
    if (!this.alarm.acknowledge()) return;
    this.emit();
    this.context.emit({
      type: 'log',
      level: 'info',
      message: msg('alarm.acknowledged'),
      at: this.context.now().toISOString(),
    });
  }

  view(): AlarmView | null {
    return this.alarm.view();
  }

  /**
   * The alarm's new view to every listener; the log notes when it starts (not each order of a burst that
   * makes it grow).
   */
  private emit(): void {
    const alarm = this.alarm.view();
    this.context.emit({ type: 'alarm', alarm });
    const started = alarm !== null && !this.logged;
    this.logged = alarm !== null;
    if (alarm && started) {
      this.context.emit({
        type: 'log',
        level: 'info',
        message: msg('alarm.sounds', { newOrders: alarm.newOrders, problems: alarm.problems.length }),
        at: this.context.now().toISOString(),
      });
    }
  }
}
