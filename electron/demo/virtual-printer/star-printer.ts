/**
 * A virtual Star receipt printer (TSP650 / mC-Print class) on a TCP port, for the demo, the tests and
 * `npm run cli -- virtual-printer --protocol star`. It speaks the status subset OrderSlip uses, as Star's
 * Line Mode specification describes it: an ASB packet (9 bytes) answers `ESC ACK SOH` at once, on the
 * printing connection and — when it has one — on its status port (Star Ethernet interfaces: 9101, one
 * request `0x32` + 50 NULs per connection); `ETB` adds one to the 5-bit ETB counter once everything before
 * it has printed; `ESC RS E n` clears the counter. With `asb: true` it also sends ASB by itself: on
 * connecting, after each ETB and when its state changes. What reaches the paper is parsed with the Star
 * dialect of the ESC/POS parser and drawn as HTML, like the Epson virtual printer's jobs.
 */
import type { Server, Socket } from 'node:net';
import { parseEscPos, type ParsedJob } from './escpos-parser';
import { renderPaperHtml, type PaperWidth } from './paper-html';
import { ListeningPrinter, openPort } from './listening-printer';
import { closeServer, joinChunks, listen, portOf } from './printer-server';
import { ReceiptSession, type EndOfJob } from './receipt-session';
import { buzzesIn, FASTEST_MS_PER_LINE, ROWS_PER_LINE, type PrintedJob } from './virtual-printer';

export const VIRTUAL_STAR_MODES = [
  'ready',
  'paper-low',
  'paper-out',
  'cover-open',
  'offline',
  'drop-mid-job',
  'mute',
  'no-completion',
  'early-answer',
] as const;

/**
 * - ready / paper-low: prints, answers everything (paper-low: the near-end bit in ASB);
 * - paper-out / cover-open: ASB says so (and offline); nothing prints, the ETB counter does not move
 *   until the mode changes back, then what arrived prints;
 * - offline: switched off, both ports refuse connections;
 * - drop-mid-job: answers status, closes the connection at the first job byte, prints nothing;
 * - mute: answers nothing at all, on either port (a printer whose status is switched off), prints;
 * - no-completion: answers status and prints every job, but its ETB counter never moves;
 * - early-answer: counts each ETB the moment it arrives, sooner than paper can move, and loses the job:
 *   its status shows every copy done, and nothing prints.
 */
export type VirtualStarMode = (typeof VIRTUAL_STAR_MODES)[number];

export interface VirtualStarPrinterOptions {
  host?: string;
  /** The printing port; 0 (the default) picks a free one. */
  port?: number;
  /** The status port (Star: 9101); 0 picks a free one; null (the default) has none. */
  statusPort?: number | null;
  mode?: VirtualStarMode;
  /** False: `ESC ACK SOH` on the printing connection is not answered (status only on the status port). */
  statusOnLink?: boolean;
  /** True: ASB is on — sent on connecting, after each ETB and on every change, without being asked. */
  asb?: boolean;
  /**
   * Simulated paper time per job. Never less than the job's length at the fastest a real printer could
   * go (`FASTEST_MS_PER_LINE` a text line or 24 dot rows): a quicker "printed" is not believed.
   */
  printMs?: number;
  paperWidth?: PaperWidth;
}

type Work =
  | { readonly kind: 'data'; readonly bytes: Uint8Array }
  | { readonly kind: 'etb' }
  | { readonly kind: 'clear' };

/** Star commands the printer acts on itself (never printed): status request, ETB and its counter. */
const OWN_COMMANDS: ReadonlySet<string> = new Set(['ETB', 'ESC ACK SOH', 'ESC RS E', 'ESC RS a']);

class StarSession extends ReceiptSession<Work> {
  private job: Uint8Array[] = [];

  constructor(
    private readonly printer: VirtualStarPrinter,
    socket: Socket,
  ) {
    super(socket, 'star');
    if (printer.sendsAsb) this.sendStatus();
  }

  sendStatus(): void {
    if (this.printer.mode === 'mute' || this.socket.destroyed || this.dropped) return;
    this.socket.write(this.printer.asb());
  }

  protected forgetJob(): void {
    this.job = [];
  }

  protected take(name: string | null, piece: Uint8Array): void {
    if (name !== null && OWN_COMMANDS.has(name)) {
      if (name === 'ESC ACK SOH' && this.printer.statusOnLink) this.sendStatus();
      else if (name === 'ETB' && this.printer.mode === 'early-answer') this.countAtOnce();
      else if (name === 'ETB') this.enqueue({ kind: 'etb' });
      else if (name === 'ESC RS E') this.enqueue({ kind: 'clear' });
      return;
    }
    if (this.printer.mode === 'drop-mid-job') return this.kill();
    this.printer.noteReceived(piece.length);
    // Lost in the printer: what it counted as done never reaches the paper.
    if (this.printer.mode === 'early-answer') return;
    this.enqueue({ kind: 'data', bytes: piece });
  }

  protected whenPrintable(): Promise<boolean> {
    return this.printer.whenPrintable();
  }

  protected async process(item: Work | EndOfJob): Promise<void> {
    switch (item.kind) {
      case 'data':
        this.job.push(item.bytes);
        return;
      case 'end':
        await this.finishJob();
        return;
      case 'clear':
        this.printer.clearCounter();
        return;
      case 'etb':
        // ETB waits for everything before it to be printed, then counts (and sends ASB if on).
        await this.finishJob();
        if (this.dropped) return;
        this.printer.countEtb();
        if (this.printer.sendsAsb) this.sendStatus();
        return;
    }
  }

  /** early-answer: "done" the moment ETB arrives. */
  private countAtOnce(): void {
    this.printer.countEtb();
    if (this.printer.sendsAsb) this.sendStatus();
  }

  private async finishJob(): Promise<void> {
    if (this.job.length === 0) return;
    const bytes = joinChunks(this.job);
    this.job = [];
    const parsed = parseEscPos(bytes, { dialect: 'star' });
    await this.printer.paperTime(parsed);
    if (!this.dropped) this.printer.record(bytes, parsed);
  }
}

export class VirtualStarPrinter extends ListeningPrinter<VirtualStarMode, PrintedJob, StarSession> {
  private statusServer: Server | null = null;
  private readonly statusSockets = new Set<Socket>();
  private counter = 0;
  private receivedBytes = 0;
  readonly statusOnLink: boolean;
  readonly sendsAsb: boolean;
  private readonly printMs: number;
  private readonly paperWidth: PaperWidth;

  private constructor(
    host: string,
    port: number,
    /** The status port, or null when it has none. */
    readonly statusPort: number | null,
    options: VirtualStarPrinterOptions,
  ) {
    super(host, port, options.mode ?? 'ready', { items: 'jobs', printer: 'virtual Star printer' });
    this.statusOnLink = options.statusOnLink ?? true;
    this.sendsAsb = options.asb ?? false;
    this.printMs = options.printMs ?? 0;
    this.paperWidth = options.paperWidth ?? 80;
  }

  static async start(options: VirtualStarPrinterOptions = {}): Promise<VirtualStarPrinter> {
    const { host, port, server } = await openPort(options.host, options.port);
    const statusServer =
      options.statusPort === undefined || options.statusPort === null
        ? null
        : await listen(host, options.statusPort).catch((error: unknown) => {
            server.close();
            throw error;
          });
    const printer = new VirtualStarPrinter(host, port, statusServer && portOf(statusServer), options);
    printer.adoptStatus(statusServer);
    await printer.begin(server);
    return printer;
  }

  protected openSession(socket: Socket): StarSession {
    return new StarSession(this, socket);
  }

  protected paperStops(mode: VirtualStarMode): boolean {
    return mode === 'paper-out' || mode === 'cover-open';
  }

  protected override modeChanged(previous: VirtualStarMode): void {
    const switched = this.currentMode === 'offline' || previous === 'offline';
    if (this.sendsAsb && !switched) for (const session of this.sessions) session.sendStatus();
  }

  /** The ETB counter as it stands (0–31). */
  get etbCounter(): number {
    return this.counter;
  }

  get receivedJobBytes(): number {
    return this.receivedBytes;
  }

  jobs(): readonly PrintedJob[] {
    return [...this.printed];
  }

  onJob(listener: (job: PrintedJob) => void): () => void {
    return this.listenForPrinted(listener);
  }

  /** Resolves with the jobs once at least `count` have printed; rejects after `timeoutMs`. */
  waitForJobs(count: number, timeoutMs = 5000): Promise<readonly PrintedJob[]> {
    return this.waitForPrinted(count, timeoutMs);
  }

  // ---------------------------------------------------------------- used by sessions

  /** The time the job's paper takes: one wait, so a busy event loop delays it once. */
  paperTime(job: ParsedJob): Promise<void> {
    const rows = job.images.reduce((sum, image) => sum + image.heightDots, 0);
    const lines = job.lines.filter((line) => line.kind !== 'image').length + rows / ROWS_PER_LINE;
    const ms = Math.max(this.printMs, lines * FASTEST_MS_PER_LINE);
    return ms > 0 ? this.paperFor(ms) : Promise.resolve();
  }

  clearCounter(): void {
    this.counter = 0;
  }

  countEtb(): void {
    if (this.currentMode === 'no-completion') return;
    this.counter = (this.counter + 1) % 32;
  }

  noteReceived(count: number): void {
    this.receivedBytes += count;
  }

  /**
   * The 9-byte ASB packet for the current state: Header 1 `0x23` (9 bytes), Header 2 `0x06` (version 3),
   * printer status 1 (bit 3 offline, bit 5 cover open), two error bytes, the paper sensor (bit 2 near end,
   * bit 3 paper end), presenter, the ETB counter (bits 1–3, 5–6), presenter position.
   */
  asb(): Uint8Array {
    const paperOut = this.currentMode === 'paper-out';
    const coverOpen = this.currentMode === 'cover-open';
    const status1 = (paperOut || coverOpen ? 0x08 : 0) | (coverOpen ? 0x20 : 0);
    const paper = (paperOut ? 0x08 : 0) | (this.currentMode === 'paper-low' ? 0x04 : 0);
    const etb = ((this.counter & 0x07) << 1) | ((this.counter & 0x18) << 2);
    return Uint8Array.of(0x23, 0x06, status1, 0x00, 0x00, paper, 0x00, etb, 0x00);
  }

  record(bytes: Uint8Array, parsed: ParsedJob): void {
    const receivedAt = new Date();
    const html = renderPaperHtml(parsed, {
      paperWidth: this.paperWidth,
      title: `Receipt ${this.printed.length + 1}, ${receivedAt.toISOString()}`,
    });
    const job: PrintedJob = {
      receivedAt,
      bytes,
      parsed,
      text: parsed.text,
      html,
      buzzes: buzzesIn(parsed, 'star'),
    };
    this.publish(job);
  }

  // ---------------------------------------------------------------- the status port

  private adoptStatus(statusServer: Server | null): void {
    if (this.closed) {
      statusServer?.close();
      return;
    }
    this.statusServer = statusServer;
    statusServer?.on('connection', (socket) => this.serveStatus(socket));
  }

  /** The status port: each request byte `0x32` is answered with ASB; the 50 NULs after it are ignored. */
  private serveStatus(socket: Socket): void {
    this.statusSockets.add(socket);
    socket.on('close', () => this.statusSockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      if (!chunk.includes(0x32) || this.currentMode === 'mute') return;
      socket.write(this.asb());
    });
  }

  protected override async listenAgain(): Promise<void> {
    await super.listenAgain();
    this.adoptStatus(this.statusPort === null ? null : await listen(this.host, this.statusPort));
  }

  protected override async stopListening(): Promise<void> {
    const statusServer = this.statusServer;
    this.statusServer = null;
    for (const socket of this.statusSockets) socket.destroy();
    this.statusSockets.clear();
    await Promise.all([super.stopListening(), closeServer(statusServer)]);
  }
}
