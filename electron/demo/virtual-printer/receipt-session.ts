/**
 * One connection to a virtual receipt printer (Epson or Star), the part both share: the stream cut into
 * whole commands (a command split across packets waits for the rest), and the work those commands give
 * done in order, one piece at a time, only while the paper can move. The printer's dialect decides what a
 * command does (`take`) and how a piece of work is done (`process`).
 */
import type { Socket } from 'node:net';
import { CommandScanner, type Dialect } from './escpos-commands';
import type { PrinterSession } from './listening-printer';

/** The connection ended: what was sent so far is a whole job. */
export interface EndOfJob {
  readonly kind: 'end';
}

const END: EndOfJob = { kind: 'end' };

export abstract class ReceiptSession<Work extends { readonly kind: string }> implements PrinterSession {
  private pending = new Uint8Array(0);
  /** One per connection: Star's raster mode changes how the next bytes read. */
  private readonly scanner: CommandScanner;
  private readonly work: (Work | EndOfJob)[] = [];
  private running = false;
  protected dropped = false;

  constructor(
    readonly socket: Socket,
    dialect: Dialect,
  ) {
    this.scanner = new CommandScanner(dialect);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('end', () => this.enqueue(END));
    socket.on('close', () => {
      if (!this.dropped) this.enqueue(END);
    });
    socket.on('error', () => undefined);
  }

  /** What one whole command or run of text does: `name` null for text and bytes no command explains. */
  protected abstract take(name: string | null, piece: Uint8Array): void;

  /** Resolves true once the paper can move; false when the printer was closed. */
  protected abstract whenPrintable(): Promise<boolean>;

  protected abstract process(item: Work | EndOfJob): Promise<void>;

  /** A run of work begins (the paper starts moving). */
  protected startRun(): void {}

  /** What the printer was building when it lost power: dropped with the rest. */
  protected abstract forgetJob(): void;

  /** The printer lost power: what it had not printed is gone. */
  kill(): void {
    this.dropped = true;
    this.work.length = 0;
    this.forgetJob();
    this.socket.destroy();
  }

  protected enqueue(item: Work | EndOfJob): void {
    this.work.push(item);
    if (!this.running) void this.run();
  }

  private receive(chunk: Buffer): void {
    if (this.dropped) return;
    const bytes = new Uint8Array(this.pending.length + chunk.length);
    bytes.set(this.pending);
    bytes.set(chunk, this.pending.length);
    let offset = 0;
    while (offset < bytes.length && !this.dropped) {
      const token = this.scanner.next(bytes, offset);
      if (token === null) break;
      const piece = bytes.slice(offset, offset + token.length);
      offset += token.length;
      this.take(token.kind === 'command' ? token.name : null, piece);
    }
    this.pending = bytes.slice(offset);
  }

  private async run(): Promise<void> {
    this.running = true;
    this.startRun();
    try {
      for (let item = this.work.shift(); item; item = this.work.shift()) {
        if (!(await this.whenPrintable()) || this.dropped) return;
        await this.process(item);
      }
    } finally {
      this.running = false;
    }
  }
}
