/**
 * Lets a loop sleep until its next scheduled turn, or until someone has work for it now (a new order
 * for a printer, a wake from sleep, a person pressing "retry now"). Never rejects: a stop ends the wait too.
 */
export class Doorbell {
  private readonly sleepers = new Set<() => void>();
  private rungWhileAwake = false;

  ring(): void {
    if (this.sleepers.size === 0) this.rungWhileAwake = true;
    for (const wake of [...this.sleepers]) wake();
  }

  /** Waits up to `ms`; returns early on a ring (also one that came while the loop was busy) or on abort. */
  wait(ms: number, signal: AbortSignal): Promise<void> {
    if (this.rungWhileAwake || signal.aborted) {
      this.rungWhileAwake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.sleepers.delete(done);
        this.rungWhileAwake = false;
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal.addEventListener('abort', done, { once: true });
      this.sleepers.add(done);
    });
  }
}
