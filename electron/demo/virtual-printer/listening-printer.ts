/**
 * What every virtual printer (receipt, Star, label) is besides its language: a TCP port that is switched
 * off in mode `offline` and on again after it, one session per connection, a mode that stops the paper
 * (sessions wait in `whenPrintable`), paper time that `close()` cuts short, and the list of what came
 * out with listeners and a wait for a count. A printer adds how a session reads its bytes and what its
 * status answers.
 */
import type { Server, Socket } from 'node:net';
import { closeServer, listen, portOf, tcpUri, waitForCount } from './printer-server';

/** A connection's handler: `kill` is the printer losing power (the socket destroyed, its work gone). */
export interface PrinterSession {
  kill(): void;
}

/** Opens the printer's port: `port` 0 (the default) picks a free one. */
export async function openPort(
  host = '127.0.0.1',
  port = 0,
): Promise<{ readonly host: string; readonly port: number; readonly server: Server }> {
  const server = await listen(host, port);
  return { host, port: portOf(server, port), server };
}

export abstract class ListeningPrinter<Mode extends string, Item, Session extends PrinterSession> {
  private server: Server | null = null;
  protected readonly sessions = new Set<Session>();
  protected readonly printed: Item[] = [];
  private readonly listeners = new Set<(item: Item) => void>();
  private modeWaiters: (() => void)[] = [];
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  protected closed = false;
  protected currentMode: Mode;

  protected constructor(
    protected readonly host: string,
    readonly port: number,
    mode: Mode,
    /** What it prints and what it is, for the error of a wait that ran out: "labels", "virtual label printer". */
    private readonly naming: { readonly items: string; readonly printer: string },
  ) {
    this.currentMode = mode;
  }

  /** A connection arrived while switched on. */
  protected abstract openSession(socket: Socket): Session;

  /** Modes in which the paper stands still (out, cover open…): nothing prints until the mode changes. */
  protected abstract paperStops(mode: Mode): boolean;

  /** What else a mode change does (after the waiters are woken, before the port goes off or on again). */
  protected modeChanged(_previous: Mode): void {}

  get uri(): string {
    return tcpUri(this.host, this.port);
  }

  get mode(): Mode {
    return this.currentMode;
  }

  /** Changes what the printer does from now on; resolves once in effect (listening again after offline). */
  setMode(mode: Mode): Promise<void> {
    const previous = this.currentMode;
    this.currentMode = mode;
    const waiters = this.modeWaiters;
    this.modeWaiters = [];
    for (const wake of waiters) wake();
    this.modeChanged(previous);
    if (mode === 'offline' && previous !== 'offline') return this.stopListening();
    if (mode !== 'offline' && previous === 'offline' && !this.closed) return this.listenAgain();
    return Promise.resolve();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const [timer, wake] of this.timers) {
      clearTimeout(timer);
      wake();
    }
    this.timers.clear();
    for (const wake of this.modeWaiters) wake();
    this.modeWaiters = [];
    await this.stopListening();
    this.listeners.clear();
  }

  /** Resolves true once the paper can move (paper in, cover closed); false if the printer was closed. */
  async whenPrintable(): Promise<boolean> {
    while (!this.closed && this.paperStops(this.currentMode)) {
      await new Promise<void>((resolve) => this.modeWaiters.push(resolve));
    }
    return !this.closed;
  }

  /** Paper time: resolves after `ms`, or at once when the printer is closed meanwhile. */
  protected paperFor(ms: number): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.set(timer, resolve);
    });
  }

  /** Paper time until `at` (monotonic ms; at once when past), cut short by close(). */
  async paperUntil(at: number): Promise<void> {
    // A timer may fire a fraction of a millisecond early by the monotonic clock: wait out the rest.
    for (let left = at - performance.now(); left > 0 && !this.closed; left = at - performance.now()) {
      await this.paperFor(Math.ceil(left));
    }
  }

  // ---------------------------------------------------------------- what came out

  protected publish(item: Item): void {
    this.printed.push(item);
    for (const listener of [...this.listeners]) listener(item);
  }

  protected listenForPrinted(listener: (item: Item) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves with what came out once there are at least `count`; rejects after `timeoutMs`. */
  protected waitForPrinted(count: number, timeoutMs: number): Promise<readonly Item[]> {
    return waitForCount(
      count,
      timeoutMs,
      () => [...this.printed],
      (listener) => this.listenForPrinted(listener),
      (have) =>
        `The ${this.naming.printer} printed ${have} of ${count} ${this.naming.items} within ${timeoutMs} ms.`,
    );
  }

  // ---------------------------------------------------------------- listening

  /** Takes the port `start` opened; a printer created offline lets it go at once. */
  protected async begin(server: Server): Promise<void> {
    this.adopt(server);
    if (this.currentMode === 'offline') await this.stopListening();
  }

  protected adopt(server: Server): void {
    if (this.closed) {
      server.close();
      return;
    }
    this.server = server;
    server.on('connection', (socket) => {
      if (this.currentMode === 'offline' || this.closed) {
        socket.destroy();
        return;
      }
      const session = this.openSession(socket);
      this.sessions.add(session);
      socket.on('close', () => this.sessions.delete(session));
    });
  }

  /** Switched on again after offline, on the same port. */
  protected async listenAgain(): Promise<void> {
    this.adopt(await listen(this.host, this.port));
  }

  /** Like a printer switched off: no listening port (connections are refused), every connection gone. */
  protected async stopListening(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const session of this.sessions) session.kill();
    this.sessions.clear();
    await closeServer(server);
  }
}
