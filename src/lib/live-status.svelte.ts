/**
 * The status the window shows, kept current: loaded once, then refreshed (debounced) whenever the app
 * says an order, a printer, the connection or the status changed. Printer and connection events are
 * applied at once, so a badge changes without waiting for the refresh.
 */
import type { AppApi, AppEvent, StatusView } from '../../electron/common/contract/app-api';
import { debounce, type Debounced } from './debounce';
import { problemOf } from './errors';

export class LiveStatus {
  status = $state<StatusView | null>(null);
  /** Why the status could not be loaded (the app is not answering), or null. */
  problem = $state<string | null>(null);
  private readonly refreshSoon: Debounced;
  private asked = 0;

  constructor(
    private readonly api: AppApi,
    debounceMs = 250,
  ) {
    this.refreshSoon = debounce(() => void this.refresh(), debounceMs);
  }

  async refresh(): Promise<void> {
    const ticket = ++this.asked;
    try {
      const status = await this.api.getStatus();
      // An older answer arriving after a newer one must not undo it.
      if (ticket !== this.asked) return;
      this.status = status;
      this.problem = null;
    } catch (error) {
      if (ticket === this.asked) this.problem = problemOf(error);
    }
  }

  /** Loads the status and keeps it current until the returned function is called. */
  listen(): () => void {
    void this.refresh();
    const stop = this.api.subscribe((event) => this.hear(event));
    return () => {
      stop();
      this.refreshSoon.cancel();
    };
  }

  private hear(event: AppEvent): void {
    const current = this.status;
    if (current && event.type === 'printer') {
      this.status = {
        ...current,
        printers: current.printers.map((printer) =>
          printer.printerId === event.printer.printerId ? event.printer : printer,
        ),
      };
    } else if (current && event.type === 'connection') {
      this.status = { ...current, connection: { state: event.state, detail: event.detail } };
    }
    if (event.type !== 'log') this.refreshSoon();
  }
}
