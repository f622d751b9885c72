/** The app's events, to every listener: the window (over either transport), the log, the tray. */
import type { AppEvent } from '../../common/contract/app-api';

export class AppEvents {
  private readonly listeners = new Set<(event: AppEvent) => void>();

  subscribe(listener: (event: AppEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: AppEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // One broken listener (a window that closed) must not silence the others.
      }
    }
  }
}
