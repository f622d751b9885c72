/**
 * Which events deserve a desktop notification, and how to keep them few: a burst of new orders is one
 * notification, a printer problem is told once per change, not on every retry.
 */
import type { AppEvent, PrinterStateView } from '../../shared/contract';
import type { AppSettings } from '../../shared/settings';

export interface DesktopNotification {
  readonly title: string;
  readonly body: string;
  /** Play the system sound (the notifications setting). */
  readonly sound: boolean;
}

const PROBLEM_STATES: Readonly<Partial<Record<PrinterStateView, string>>> = {
  offline: 'is offline',
  unreachable: 'cannot be reached',
  paper_out: 'is out of paper',
  cover_open: 'has its cover open',
  error: 'reports an error',
  not_verifiable: 'cannot confirm what it prints',
};

/** New orders arriving within this window are told in one notification. */
export const NEW_ORDER_WINDOW_MS = 5_000;

export class NotificationPolicy {
  private readonly printerStates = new Map<string, PrinterStateView>();
  private pendingNew = 0;
  private newSince: number | null = null;

  constructor(private readonly settings: () => AppSettings['notifications']) {}

  /** What to show now for this event, if anything. */
  onEvent(event: AppEvent, now: number): DesktopNotification | null {
    const { newOrder, problems, sound } = this.settings();
    switch (event.type) {
      case 'order':
        if (event.isNew && event.state === 'waiting' && newOrder) {
          this.pendingNew += 1;
          this.newSince ??= now;
          return null;
        }
        if (event.state === 'held' && problems) {
          return {
            title: 'An order needs you',
            body: event.reason ?? 'An order is held: open OrderSlip.',
            sound,
          };
        }
        return null;
      case 'printer': {
        const before = this.printerStates.get(event.printer.printerId);
        this.printerStates.set(event.printer.printerId, event.printer.state);
        const problem = PROBLEM_STATES[event.printer.state];
        if (!problems || !problem || before === event.printer.state) return null;
        return { title: `Printer ${event.printer.name} ${problem}`, body: event.printer.detail, sound };
      }
      case 'connection':
        if (event.state === 'token_rejected' && problems) {
          return { title: 'The ordering service refused the token', body: event.detail, sound };
        }
        return null;
      default:
        return null;
    }
  }

  /** Called on a timer: the summary of new orders once their window has passed. */
  flush(now: number): DesktopNotification | null {
    if (this.pendingNew === 0 || this.newSince === null || now - this.newSince < NEW_ORDER_WINDOW_MS)
      return null;
    const count = this.pendingNew;
    this.pendingNew = 0;
    this.newSince = null;
    return {
      title: count === 1 ? 'New order' : `${count} new orders`,
      body: count === 1 ? 'It is being printed.' : 'They are being printed.',
      sound: this.settings().sound,
    };
  }
}
