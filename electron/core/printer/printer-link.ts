import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { AnswerDecoder, type PrinterAnswer } from './answer-decoder';

/** The connection ended (closed, reset) before what we waited for arrived. */
export class LinkClosedError extends Error {
  override readonly name = 'LinkClosedError';
}

/** Connecting failed: `code` is the OS error code (ECONNREFUSED, EHOSTUNREACH, …) or 'ETIMEDOUT'. */
export class ConnectError extends Error {
  override readonly name = 'ConnectError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Waiter<A> {
  readonly accept: (answer: A) => boolean;
  readonly resolve: (answer: A | null) => void;
  readonly reject: (error: Error) => void;
}

/** Splits what a printer sends back into whole answers, however the bytes are chunked. */
export interface AnswerStream<A> {
  push(chunk: Uint8Array): A[];
}

/** Answers nobody waited for are kept briefly, so an answer that beats its waiter is not lost. */
const INBOX_LIMIT = 32;

/**
 * One two-way connection to a printer — a TCP socket, or a USB/serial device opened read-write — that
 * writes, and waits for answers by shape with a timeout. All requests and the job travel on this one
 * connection, because Epson interfaces serve one connection at a time. `A` is the answer shape of the
 * printer's protocol (Epson's by default, Star's ASB for a Star printer).
 */
export class PrinterLink<A = PrinterAnswer> {
  private readonly inbox: A[] = [];
  private waiters: Waiter<A>[] = [];
  private closedBy: Error | null = null;

  /** A link over a stream already open (a device); `decoder` reads the printer's answers. */
  static over<A>(stream: Duplex, decoder: AnswerStream<A>): PrinterLink<A> {
    return new PrinterLink<A>(stream, decoder);
  }

  private constructor(
    private readonly socket: Duplex,
    private readonly decoder: AnswerStream<A>,
  ) {
    socket.on('data', (chunk: Buffer) => {
      for (const answer of this.decoder.push(chunk)) this.deliver(answer);
    });
    socket.on('error', (error) => this.closeWith(new LinkClosedError(error.message)));
    socket.on('close', () => this.closeWith(new LinkClosedError('the printer closed the connection')));
    // The printer may close its side while we still wait for an answer it already sent.
    socket.on('end', () => socket.end());
  }

  static connect(host: string, port: number, timeoutMs: number): Promise<PrinterLink>;
  static connect<A>(
    host: string,
    port: number,
    timeoutMs: number,
    decoder: AnswerStream<A>,
  ): Promise<PrinterLink<A>>;
  static connect<A>(
    host: string,
    port: number,
    timeoutMs: number,
    decoder?: AnswerStream<A>,
  ): Promise<PrinterLink<A>> {
    // Without a decoder, Epson's answers (the first overload).
    const answers = decoder ?? (new AnswerDecoder() as unknown as AnswerStream<A>);
    return new Promise((resolve, reject) => {
      const socket = new Socket();
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new ConnectError('ETIMEDOUT', `no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      socket.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        socket.destroy();
        reject(new ConnectError(error.code ?? 'EIO', error.message));
      });
      socket.connect({ host, port }, () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        socket.setNoDelay(true);
        resolve(new PrinterLink(socket, answers));
      });
    });
  }

  get closed(): boolean {
    return this.closedBy !== null;
  }

  write(bytes: Uint8Array): void {
    if (this.closedBy) throw this.closedBy;
    this.socket.write(bytes);
  }

  /**
   * Resolves once everything written so far is handed to the OS (not: received by the printer). A device
   * that takes nothing more (its buffer full, the printer stopped) ends the link after `timeoutMs`.
   */
  flushed(timeoutMs?: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.closedBy) {
        reject(this.closedBy);
        return;
      }
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              const error = new LinkClosedError(`the printer took no more bytes for ${timeoutMs} ms`);
              this.closeWith(error);
              this.socket.destroy();
              reject(error);
            }, timeoutMs);
      this.socket.write(new Uint8Array(0), (error) => {
        clearTimeout(timer);
        if (error) reject(new LinkClosedError(error.message));
        else resolve();
      });
    });
  }

  /**
   * Takes every kept answer `accept` takes, oldest first, without waiting. Before a question is asked,
   * this clears the answers that arrived earlier: they belong to an earlier question.
   */
  takeKept(accept: (answer: A) => boolean): A[] {
    const taken: A[] = [];
    const rest: A[] = [];
    for (const answer of this.inbox) (accept(answer) ? taken : rest).push(answer);
    this.inbox.splice(0, this.inbox.length, ...rest);
    return taken;
  }

  /** The next answer `accept` takes, or null after `timeoutMs`. Rejects with LinkClosedError if the link ends. */
  next(accept: (answer: A) => boolean, timeoutMs: number): Promise<A | null> {
    const kept = this.inbox.findIndex(accept);
    if (kept >= 0) {
      const [answer] = this.inbox.splice(kept, 1);
      return Promise.resolve(answer ?? null);
    }
    if (this.closedBy) return Promise.reject(this.closedBy);
    return new Promise((resolve, reject) => {
      let judging: NodeJS.Immediate | undefined;
      const waiter: Waiter<A> = {
        accept,
        resolve: (answer) => {
          clearTimeout(timer);
          clearImmediate(judging);
          resolve(answer);
        },
        reject: (error) => {
          clearTimeout(timer);
          clearImmediate(judging);
          reject(error);
        },
      };
      // Timers run before the loop reads sockets: after a busy spell (a PC slow to run us) the deadline
      // fires while an answer that came in time still waits in the socket's buffer. So the deadline is
      // judged one turn later, once what has arrived is read and has had its chance to take this waiter.
      const timer = setTimeout(() => {
        judging = setImmediate(() => {
          this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
          resolve(null);
        });
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Sends our side's end and waits until the bytes are handed to the OS, then lets go of the socket. */
  async finish(timeoutMs: number): Promise<void> {
    if (this.closedBy) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.socket.end(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    this.destroy();
  }

  destroy(): void {
    this.socket.destroy();
    this.closeWith(new LinkClosedError('closed by OrderSlip'));
  }

  private deliver(answer: A): void {
    const waiter = this.waiters.find((candidate) => candidate.accept(answer));
    if (waiter) {
      this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
      waiter.resolve(answer);
      return;
    }
    this.inbox.push(answer);
    if (this.inbox.length > INBOX_LIMIT) this.inbox.shift();
  }

  private closeWith(error: Error): void {
    if (this.closedBy) return;
    this.closedBy = error;
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.reject(error);
  }
}
