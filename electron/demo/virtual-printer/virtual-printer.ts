/**
 * A virtual Epson TM receipt printer on one TCP port, for the demo mode, the tests and the benchmarks.
 * It answers the status subset OrderSlip uses the way a real one does — DLE EOT in real time (even with
 * the paper out), GS r 1, GS ( H fn 48 and GS I only once everything before them is processed — and
 * keeps every job that reached the paper, decoded to text and to an HTML picture (raster images drawn).
 */
import type { Socket } from 'node:net';
import { identityAnswer, type PrinterIdentity } from './printer-identity';
import { HEAD_DPI, parseEscPos, type ParsedJob } from './escpos-parser';
import { renderPaperHtml, type PaperWidth } from './paper-html';
import { ListeningPrinter, openPort } from './listening-printer';
import { joinChunks } from './printer-server';
import { ReceiptSession, type EndOfJob } from './receipt-session';

export const VIRTUAL_PRINTER_MODES = [
  'ready',
  'offline',
  'paper-out',
  'paper-low',
  'cover-open',
  'drop-mid-job',
  'mute',
  'no-completion',
  'ack-then-lose',
  'paper-end-on-completion',
  'early-answer',
] as const;

/**
 * - ready / paper-low: prints, answers everything (paper-low: near end in DLE EOT 4 and GS r 1);
 * - offline: switched off, the port refuses connections;
 * - paper-out / cover-open: DLE EOT says so; nothing prints and no completion is answered until the
 *   mode changes back, then what arrived prints;
 * - drop-mid-job: answers status, closes the connection at the first job byte, prints nothing;
 * - mute: answers nothing at all (a cheap clone), prints;
 * - no-completion: answers DLE EOT, prints every job, never answers GS ( H nor GS r 1;
 * - ack-then-lose: answers DLE EOT; answers GS ( H the moment it arrives, before printing anything,
 *   with the id of the request before it (`00 00 00 00` for the first one since it started), then loses
 *   the job and everything queued behind it: nothing prints, GS r 1 is never answered;
 * - paper-end-on-completion: a clone without GS ( H whose paper ran out at the end of the job: DLE EOT
 *   says ready, the job prints, and the GS r 1 answer carries the paper-end bits;
 * - early-answer: answers DLE EOT (ready); answers GS ( H with our own id and GS r 1 "all well" the
 *   moment they arrive, sooner than any paper could move, then loses the job: nothing prints. Only the
 *   time its answer took can give it away.
 */
export type VirtualPrinterMode = (typeof VIRTUAL_PRINTER_MODES)[number];

export interface PrintedJob {
  receivedAt: Date;
  /** The job's bytes as the printer processed them, without the status requests. */
  bytes: Uint8Array;
  parsed: ParsedJob;
  text: string;
  html: string;
  /** How often the job sounds the printer's buzzer (`ESC ( A` fn 48, `ESC B`; Star: `ESC GS BEL`). */
  buzzes: number;
}

/** Buzzer commands among a job's commands: they print nothing, but a kitchen hears them. */
export function buzzesIn(parsed: ParsedJob, dialect: 'epson' | 'star' = 'epson'): number {
  const buzzer = (command: ParsedJob['commands'][number]): boolean =>
    dialect === 'star'
      ? command.name === 'ESC GS BEL'
      : command.name === 'ESC B' || (command.name === 'ESC ( A' && command.bytes[5] === 0x30);
  return parsed.commands.filter(buzzer).length;
}

export interface VirtualPrinterOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  mode?: VirtualPrinterMode;
  /** The printer's default code page (Epson numbering), restored by ESC @. */
  codePage?: number;
  /**
   * Simulated paper speed, in ms per text line (a raster: per 24 dot rows); `FASTEST_MS_PER_LINE` unless
   * given, a speed a real printer could have. 0 prints at once, faster than any paper: OrderSlip does not
   * believe such a printer (`core/printer/paper-time.ts`) unless told it may (`fastestPaperMmPerS`).
   */
  printMsPerLine?: number;
  /** False: ignore GS ( H, like a TM-T88III or a clone (only GS r 1 tells that a job is done). */
  supportsProcessId?: boolean;
  /** Width of the HTML picture. */
  paperWidth?: PaperWidth;
  /** The model name it gives for `GS I 67` (default "TM-T20III"): discovery and the test print read it. */
  model?: string;
  /** The maker it gives for `GS I 66` (default "EPSON"). */
  maker?: string;
}

type Work =
  /** `lines`: how far this piece moves the paper, in text lines (raster: 24 dot rows = one line). */
  | { readonly kind: 'data'; readonly bytes: Uint8Array; readonly lines: number }
  | { readonly kind: 'paper-status' }
  | { readonly kind: 'process-id'; readonly id: readonly number[] }
  | { readonly kind: 'identity'; readonly n: number };

const STATUS_BASE = 0x12;
/** Dot rows of raster that take the paper time of one text line (font A is 24 dots high). */
export const ROWS_PER_LINE = 24;
/**
 * The fastest this printer moves paper: a 1/6 inch line in 4 ms is about 1,050 mm/s, just inside what
 * OrderSlip believes (twice the fastest known model), with room for the engine's shorter count of a line.
 */
export const FASTEST_MS_PER_LINE = 4;

/**
 * How far a command moves the paper, in lines, for the simulated paper speed; `rowsPerFeedUnit`: the dot
 * rows one unit of `ESC J` moves (`GS P`).
 */
function paperLines(name: string, bytes: Uint8Array, rowsPerFeedUnit: number): number {
  switch (name) {
    case 'ESC J':
      return ((bytes[2] ?? 0) * rowsPerFeedUnit) / ROWS_PER_LINE;
    case 'LF':
    case 'FF':
      return 1;
    case 'ESC d':
      return bytes[2] ?? 0;
    case 'GS v 0': {
      const rows = (bytes[6] ?? 0) + (bytes[7] ?? 0) * 256;
      const tall = (bytes[3] ?? 0) % 48 >= 2 ? 2 : 1;
      return (rows * tall) / ROWS_PER_LINE;
    }
    default:
      return 0;
  }
}

/** One client connection: the work waiting to be "printed", the job being built. */
class Session extends ReceiptSession<Work> {
  private jobChunks: Uint8Array[] = [];
  /** When (monotonic ms) the paper is through with what this session printed so far. */
  private paperDoneAt = 0;
  /** Dot rows one unit of `ESC J` moves, as the parser keeps it. */
  private rowsPerFeedUnit = 1;

  constructor(
    private readonly printer: VirtualPrinter,
    socket: Socket,
  ) {
    super(socket, 'epson');
  }

  protected take(name: string | null, piece: Uint8Array): void {
    if (name !== null && this.handleStatusCommand(name, piece)) return;
    // A printer that resets in the middle of a job: the connection dies, nothing is printed.
    if (this.printer.mode === 'drop-mid-job') return this.kill();
    this.printer.noteReceived(piece.length);
    // Lost in the printer: what it acknowledged never reaches the paper.
    if (this.printer.losesJobs()) return;
    if (name === 'ESC @') this.rowsPerFeedUnit = 1;
    if (name === 'GS P') this.rowsPerFeedUnit = (piece[3] ?? 0) === 0 ? 1 : HEAD_DPI / (piece[3] ?? 0);
    const lines = name === null ? 0 : paperLines(name, piece, this.rowsPerFeedUnit);
    this.enqueue({ kind: 'data', bytes: piece, lines });
  }

  /** Status requests never reach the paper. True when `name` was one. */
  private handleStatusCommand(name: string, bytes: Uint8Array): boolean {
    if (name === 'DLE EOT') {
      const n = bytes[2] ?? 0;
      if (n >= 1 && n <= 4) this.answer([this.printer.realtimeStatus(n)]);
      return true;
    }
    if (name === 'DLE ENQ') return true;
    if (name === 'GS I') {
      // Answered in turn, like GS r: after what came before it is processed.
      const n = bytes[2] ?? 0;
      if (this.printer.losesJobs()) this.answer(this.printer.identity(n));
      else this.enqueue({ kind: 'identity', n });
      return true;
    }
    if (name === 'GS r') {
      if (this.printer.mode === 'early-answer') this.answer([this.printer.paperStatus()]);
      else if (this.printer.mode !== 'ack-then-lose') this.enqueue({ kind: 'paper-status' });
      return true;
    }
    if (name === 'GS ( H') {
      const isProcessId = bytes[5] === 0x30 && bytes[6] === 0x30 && bytes.length === 11;
      if (!isProcessId) return true;
      const id = [...bytes.slice(7)];
      if (this.printer.mode === 'ack-then-lose')
        this.answer([0x37, 0x22, ...this.printer.swapProcessId(id), 0x00]);
      else if (this.printer.mode === 'early-answer') this.answer([0x37, 0x22, ...id, 0x00]);
      else if (this.printer.answersProcessId()) this.enqueue({ kind: 'process-id', id });
      return true;
    }
    return false;
  }

  protected forgetJob(): void {
    this.jobChunks = [];
  }

  private answer(bytes: number[]): void {
    if (bytes.length === 0 || this.printer.mode === 'mute' || this.socket.destroyed) return;
    this.socket.write(Uint8Array.from(bytes));
  }

  // The paper starts moving now; within one run it moves on without stopping between pieces.
  protected override startRun(): void {
    this.paperDoneAt = performance.now();
  }

  protected async process(item: Work | EndOfJob): Promise<void> {
    switch (item.kind) {
      case 'data':
        await this.print(item.bytes, item.lines);
        return;
      case 'identity':
        this.answer(this.printer.identity(item.n));
        return;
      case 'end':
        this.finishJob();
        return;
      case 'paper-status':
        this.finishJob();
        if (this.printer.answersCompletion()) this.answer([this.printer.paperStatus()]);
        return;
      case 'process-id':
        this.finishJob();
        if (this.printer.answersCompletion()) this.answer([0x37, 0x22, ...item.id, 0x00]);
        return;
    }
  }

  /**
   * Takes paper time per line (a raster band: per 24 dot rows), and stops between lines while the
   * paper is out or the cover open. Status requests keep being answered meanwhile: they never queue here.
   */
  private async print(bytes: Uint8Array, lines: number): Promise<void> {
    this.jobChunks.push(bytes);
    const msPerLine = this.printer.printMsPerLine;
    for (let left = lines; left > 0; left -= 1) {
      // Each line ends at a time on one schedule, not a fresh wait after the last one: a busy event loop
      // delays the answer once, instead of once per line (a receipt of 60 lines came out seconds late).
      this.paperDoneAt += msPerLine * Math.min(1, left);
      await this.printer.paperUntil(this.paperDoneAt);
      if (this.printer.stopped && !(await this.whenPrintable())) return;
    }
  }

  /** The printer's `whenPrintable`; the time the paper stood still (out, cover open) is not printing time. */
  protected async whenPrintable(): Promise<boolean> {
    const stopped = this.printer.stopped;
    const open = await this.printer.whenPrintable();
    if (stopped) this.paperDoneAt = performance.now();
    return open;
  }

  private finishJob(): void {
    if (this.jobChunks.length === 0) return;
    const bytes = joinChunks(this.jobChunks);
    this.jobChunks = [];
    this.printer.record(bytes);
  }
}

export class VirtualPrinter extends ListeningPrinter<VirtualPrinterMode, PrintedJob, Session> {
  private readonly byteListeners = new Set<(count: number) => void>();
  private receivedBytes = 0;
  private lastProcessId: readonly number[] = [0, 0, 0, 0];
  readonly printMsPerLine: number;
  readonly supportsProcessId: boolean;
  private readonly codePage: number;
  private readonly paperWidth: PaperWidth;
  private readonly identityInfo: PrinterIdentity;

  private constructor(host: string, port: number, options: VirtualPrinterOptions) {
    super(host, port, options.mode ?? 'ready', { items: 'jobs', printer: 'virtual printer' });
    this.printMsPerLine = options.printMsPerLine ?? FASTEST_MS_PER_LINE;
    this.supportsProcessId = options.supportsProcessId ?? true;
    this.codePage = options.codePage ?? 0;
    this.paperWidth = options.paperWidth ?? 80;
    this.identityInfo = {
      maker: options.maker ?? 'EPSON',
      model: options.model ?? 'TM-T20III',
      serial: `VP${String(port).padStart(8, '0')}`,
    };
  }

  static async start(options: VirtualPrinterOptions = {}): Promise<VirtualPrinter> {
    const { host, port, server } = await openPort(options.host, options.port);
    const printer = new VirtualPrinter(host, port, options);
    await printer.begin(server);
    return printer;
  }

  protected openSession(socket: Socket): Session {
    return new Session(this, socket);
  }

  protected paperStops(mode: VirtualPrinterMode): boolean {
    return mode === 'paper-out' || mode === 'cover-open';
  }

  /** Job bytes received so far (status requests excluded), printed or not: lets tests act mid-job. */
  get receivedJobBytes(): number {
    return this.receivedBytes;
  }

  /**
   * Called the moment job bytes arrive, before any of them is on paper: a test that must act mid-job
   * (kill the sender) acts then, not after a guessed delay.
   */
  onJobBytes(listener: (count: number) => void): () => void {
    this.byteListeners.add(listener);
    return () => this.byteListeners.delete(listener);
  }

  jobs(): readonly PrintedJob[] {
    return [...this.printed];
  }

  clearJobs(): void {
    this.printed.length = 0;
  }

  onJob(listener: (job: PrintedJob) => void): () => void {
    return this.listenForPrinted(listener);
  }

  /** Resolves with the jobs once at least `count` have printed; rejects after `timeoutMs`. */
  waitForJobs(count: number, timeoutMs = 5000): Promise<readonly PrintedJob[]> {
    return this.waitForPrinted(count, timeoutMs);
  }

  override async close(): Promise<void> {
    await super.close();
    this.byteListeners.clear();
  }

  // ---------------------------------------------------------------- used by sessions

  /** Paper out or cover open: nothing moves until the mode changes back. */
  get stopped(): boolean {
    return this.paperStops(this.currentMode);
  }

  /** The modes in which a job is taken and never printed. */
  losesJobs(): boolean {
    return this.currentMode === 'ack-then-lose' || this.currentMode === 'early-answer';
  }

  answersCompletion(): boolean {
    return this.currentMode !== 'mute' && this.currentMode !== 'no-completion';
  }

  answersProcessId(): boolean {
    return this.supportsProcessId && this.currentMode !== 'paper-end-on-completion';
  }

  /** ack-then-lose answers each GS ( H with the id of the one before: a stale answer, never this job's. */
  swapProcessId(id: readonly number[]): readonly number[] {
    const previous = this.lastProcessId;
    this.lastProcessId = id;
    return previous;
  }

  /** The DLE EOT n answer for the current mode: pattern 0xx1xx10. */
  realtimeStatus(n: number): number {
    const paperOut = this.currentMode === 'paper-out';
    const coverOpen = this.currentMode === 'cover-open';
    const paperLow = this.currentMode === 'paper-low';
    switch (n) {
      case 1:
        return STATUS_BASE | (paperOut || coverOpen ? 0x08 : 0);
      case 2:
        return STATUS_BASE | (coverOpen ? 0x04 : 0) | (paperOut ? 0x20 : 0);
      case 4:
        return STATUS_BASE | (paperLow ? 0x0c : 0) | (paperOut ? 0x60 : 0);
      default:
        return STATUS_BASE;
    }
  }

  /**
   * The GS r 1 answer: near-end in bits 0+1. Paper end (bits 2+3) only in paper-end-on-completion: an
   * Epson does not answer GS r 1 while its paper is out, some clones do.
   */
  paperStatus(): number {
    if (this.currentMode === 'paper-end-on-completion') return 0x0f;
    return this.currentMode === 'paper-low' ? 0x03 : 0x00;
  }

  /** The answer to `GS I n` (see printer-identity.ts); empty for an n it does not know. */
  identity(n: number): number[] {
    return identityAnswer(n, this.identityInfo);
  }

  noteReceived(count: number): void {
    this.receivedBytes += count;
    for (const listener of [...this.byteListeners]) listener(count);
  }

  record(bytes: Uint8Array): void {
    const parsed = parseEscPos(bytes, { initialCodePage: this.codePage });
    const receivedAt = new Date();
    const html = renderPaperHtml(parsed, {
      paperWidth: this.paperWidth,
      title: `Receipt ${this.printed.length + 1}, ${receivedAt.toISOString()}`,
    });
    const job: PrintedJob = { receivedAt, bytes, parsed, text: parsed.text, html, buzzes: buzzesIn(parsed) };
    this.publish(job);
  }
}
