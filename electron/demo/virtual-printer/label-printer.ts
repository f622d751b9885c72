/**
 * A virtual label printer on one TCP port — a Zebra (ZPL) or a TSC / Xprinter (TSPL) — for the demo, the
 * tests and `npm run cli -- virtual-printer --protocol zpl|tspl`. It answers status the way the real ones
 * do: ZPL `~HS` with Zebra's three STX…ETX CR LF lines (paper out, pause, formats in the receive buffer,
 * buffer full, head up, ribbon out, labels remaining in the batch), TSPL `<ESC>!?` with TSC's one status
 * byte (head opened, paper jam, out of paper, out of ribbon, pause, printing). Both are answered the moment
 * they arrive, even mid-job. A format waits in the buffer until the printer reads it; its labels then
 * count down as they come out (`printMsPerLabel` each). Every printed label is kept with its decoded text
 * fields, QR payloads and a picture (label-html.ts).
 */
import type { Socket } from 'node:net';
import { dotsToMm } from '../../core/printer/paper-time';
import { drawLabelOps, renderLabelHtml, type DrawOp, type LabelProtocol } from './label-html';
import { ListeningPrinter, openPort } from './listening-printer';
import type { ParsedImage } from './raster-image';
import { TsplInterpreter, TsplStream, tsplCommandName } from './tspl-interpreter';
import { interpretZpl, ZplStream } from './zpl-interpreter';

export const VIRTUAL_LABEL_MODES = [
  'ready',
  'paper-out',
  'head-open',
  'paused',
  'ribbon-out',
  'offline',
  'mute',
  'no-completion',
  'drop-mid-job',
  'early-answer',
] as const;

/**
 * - ready: prints, answers status;
 * - paper-out / head-open / paused / ribbon-out: status says so at once; nothing prints (a label being
 *   printed stops), formats stay in the buffer; printing resumes when the mode goes back to ready;
 * - offline: switched off: the port refuses connections and the buffer is lost;
 * - mute: never answers status, prints;
 * - no-completion: prints, but its status keeps saying labels remain (ZPL) / printing (TSPL);
 * - drop-mid-job: answers status, closes the connection at the first job byte, prints nothing;
 * - early-answer: reads each format and counts its labels done at once, sooner than any label could
 *   feed through, and loses them: busy, then idle, and nothing printed.
 */
export type VirtualLabelMode = (typeof VIRTUAL_LABEL_MODES)[number];

export interface VirtualLabelPrinterOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  protocol: LabelProtocol;
  mode?: VirtualLabelMode;
  /** 203 (default) or 300: for sizes given in mm and the picture's real size. */
  dpi?: number;
  /**
   * Time each label takes to come out; default 5 ms. Never less than the label's length at
   * `FASTEST_LABEL_MM_PER_S`: a label printer that says a label is done sooner is not believed.
   */
  printMsPerLabel?: number;
}

/** The fastest this printer feeds labels: just inside what OrderSlip believes (`core/printer/paper-time.ts`). */
export const FASTEST_LABEL_MM_PER_S = 900;

/** One label that came out. `html` and `bits` are drawn the first time they are read. */
export interface PrintedLabel {
  readonly receivedAt: Date;
  readonly protocol: LabelProtocol;
  readonly widthDots: number;
  readonly heightDots: number;
  /** Every text field as received, decoded (ZPL `^FH` escapes and UTF-8; TSPL `\["]` and CODEPAGE). */
  readonly texts: readonly string[];
  readonly qrPayloads: readonly string[];
  readonly html: string;
  /** The label's dots: `heightDots` rows of ceil(widthDots / 8) bytes, MSB left, 1 = black. */
  readonly bits?: Uint8Array;
  /** Commands of its format the interpreter did not know (none for well-formed input). */
  readonly unknownCommands: readonly string[];
}

interface Drawn {
  readonly widthDots: number;
  readonly heightDots: number;
  readonly texts: readonly string[];
  readonly qrPayloads: readonly string[];
  readonly ops: readonly DrawOp[];
}

class Label implements PrintedLabel {
  private image: ParsedImage | null = null;
  private page: string | null = null;

  constructor(
    readonly receivedAt: Date,
    readonly protocol: LabelProtocol,
    private readonly drawn: Drawn,
    private readonly dpi: number,
    readonly unknownCommands: readonly string[],
  ) {}

  get widthDots(): number {
    return this.drawn.widthDots;
  }
  get heightDots(): number {
    return this.drawn.heightDots;
  }
  get texts(): readonly string[] {
    return this.drawn.texts;
  }
  get qrPayloads(): readonly string[] {
    return this.drawn.qrPayloads;
  }
  /** Drawing takes a few ms (Skia text): only for those who look, never on the printing path. */
  private picture(): ParsedImage {
    this.image ??= drawLabelOps(this.drawn.ops, this.drawn.widthDots, this.drawn.heightDots);
    return this.image;
  }
  get bits(): Uint8Array {
    return this.picture().bits;
  }
  get html(): string {
    this.page ??= renderLabelHtml(this.picture(), {
      protocol: this.protocol,
      dpi: this.dpi,
      texts: this.texts,
      qrPayloads: this.qrPayloads,
    });
    return this.page;
  }
}

/** A job in the printer's receive buffer: a ZPL format, or TSPL commands up to and including PRINT. */
interface Job {
  readonly receivedAt: Date;
  readonly zpl: Uint8Array | null;
  readonly tspl: readonly { line: Uint8Array; data: Uint8Array | null }[];
}

const STX = 0x02;
const ETX = 0x03;
const NOT_PRINTING: ReadonlySet<VirtualLabelMode> = new Set([
  'paper-out',
  'head-open',
  'paused',
  'ribbon-out',
]);

class LabelSession {
  private readonly zpl = new ZplStream();
  private readonly tspl = new TsplStream();
  private batch: { line: Uint8Array; data: Uint8Array | null }[] = [];
  private dropped = false;

  constructor(
    private readonly printer: VirtualLabelPrinter,
    readonly socket: Socket,
  ) {
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => undefined);
  }

  kill(): void {
    this.dropped = true;
    this.socket.destroy();
  }

  get partialFormat(): boolean {
    return this.zpl.inFormat;
  }

  private answer(bytes: Uint8Array): void {
    if (this.printer.mode === 'mute' || this.socket.destroyed || this.dropped) return;
    this.socket.write(bytes);
  }

  private receive(chunk: Buffer): void {
    if (this.dropped) return;
    if (this.printer.protocol === 'zpl') this.receiveZpl(chunk);
    else this.receiveTspl(chunk);
  }

  private receiveZpl(chunk: Uint8Array): void {
    for (const event of this.zpl.push(chunk)) {
      if (this.dropped) return;
      switch (event.kind) {
        case 'data':
          if (this.printer.mode === 'drop-mid-job') return this.kill();
          break;
        case 'tilde':
          if (event.command === 'HS') this.answer(this.printer.hostStatus());
          else if (event.command === 'HI') this.answer(this.printer.hostIdentification());
          else if (event.command === 'JA') {
            this.zpl.reset();
            this.printer.cancelAll();
          } else this.printer.noteUnknown(`~${event.command}`);
          break;
        case 'format':
          this.printer.enqueue({ receivedAt: new Date(), zpl: event.bytes, tspl: [] });
          break;
        case 'stray':
          this.printer.noteUnknown(Buffer.from(event.bytes.subarray(0, 12)).toString('latin1'));
          break;
      }
    }
  }

  private receiveTspl(chunk: Uint8Array): void {
    for (const event of this.tspl.push(chunk)) {
      if (this.dropped) return;
      switch (event.kind) {
        case 'data':
          if (this.printer.mode === 'drop-mid-job') return this.kill();
          break;
        case 'immediate':
          if (event.code === '?') this.answer(Uint8Array.of(this.printer.tsplStatus()));
          else if (event.code === '.') {
            this.batch = [];
            this.printer.cancelAll();
          } else this.printer.noteUnknown(`<ESC>!${event.code}`);
          break;
        case 'command':
          this.batch.push({ line: event.line, data: event.data });
          if (tsplCommandName(event.line) === 'PRINT') {
            this.printer.enqueue({ receivedAt: new Date(), zpl: null, tspl: this.batch });
            this.batch = [];
          }
          break;
      }
    }
  }
}

export class VirtualLabelPrinter extends ListeningPrinter<VirtualLabelMode, PrintedLabel, LabelSession> {
  private readonly unknown: string[] = [];
  private readonly buffer: Job[] = [];
  private remaining = 0;
  /** Labels printed in no-completion mode: its status never lets them go. */
  private stuck = 0;
  /** Bumped by a cancel: the batch being printed stops. */
  private generation = 0;
  private pumping = false;
  private labelLength: number;
  private readonly tspl: TsplInterpreter;
  readonly protocol: LabelProtocol;
  readonly dpi: number;
  readonly printMsPerLabel: number;

  private constructor(host: string, port: number, options: VirtualLabelPrinterOptions) {
    super(host, port, options.mode ?? 'ready', { items: 'labels', printer: 'virtual label printer' });
    this.protocol = options.protocol;
    this.dpi = options.dpi ?? 203;
    this.printMsPerLabel = options.printMsPerLabel ?? 5;
    // Until told otherwise: a 4-inch head and a 58 × 40 mm label.
    this.labelLength = Math.round((40 * this.dpi) / 25.4);
    this.tspl = new TsplInterpreter(this.dpi, Math.round((58 * this.dpi) / 25.4), this.labelLength);
  }

  static async start(options: VirtualLabelPrinterOptions): Promise<VirtualLabelPrinter> {
    const { host, port, server } = await openPort(options.host, options.port);
    const printer = new VirtualLabelPrinter(host, port, options);
    await printer.begin(server);
    return printer;
  }

  protected openSession(socket: Socket): LabelSession {
    return new LabelSession(this, socket);
  }

  protected paperStops(mode: VirtualLabelMode): boolean {
    return NOT_PRINTING.has(mode);
  }

  protected override modeChanged(previous: VirtualLabelMode): void {
    if (this.currentMode !== 'no-completion') this.stuck = 0;
    // Switched off: what was in its buffer is gone.
    if (this.currentMode === 'offline' && previous !== 'offline') this.cancelAll();
  }

  labels(): readonly PrintedLabel[] {
    return [...this.printed];
  }

  clearLabels(): void {
    this.printed.length = 0;
  }

  /** Commands and bytes no interpreter knew, across every format and connection. */
  unknownCommands(): readonly string[] {
    return [...this.unknown, ...this.printed.flatMap((label) => label.unknownCommands)];
  }

  onLabel(listener: (label: PrintedLabel) => void): () => void {
    return this.listenForPrinted(listener);
  }

  /** Resolves once at least `count` labels have come out; rejects after `timeoutMs`. */
  waitForLabels(count: number, timeoutMs = 5000): Promise<readonly PrintedLabel[]> {
    return this.waitForPrinted(count, timeoutMs);
  }

  // ---------------------------------------------------------------- status

  /** Formats received and not yet read, labels not yet out (and, in no-completion, never let go). */
  private get labelsRemaining(): number {
    return this.remaining + (this.currentMode === 'no-completion' ? this.stuck : 0);
  }

  /** Zebra `~HS`: three lines, each `<STX>…<ETX><CR><LF>` (ZPL II Programming Guide, ~HS). */
  hostStatus(): Uint8Array {
    const mode = this.currentMode;
    const flag = (on: boolean): string => (on ? '1' : '0');
    const partial = [...this.sessions].some((session) => session.partialFormat);
    const formats = String(Math.min(999, this.buffer.length)).padStart(3, '0');
    // aaa,b,c,dddd,eee,f,g,h,iii,j,k,l: interface settings, paper out, pause, label length, formats in
    // buffer, buffer full, diagnostic mode, partial format, unused, corrupt RAM, under / over temperature.
    const line1 = `030,${flag(mode === 'paper-out')},${flag(mode === 'paused')},${String(Math.min(9999, this.labelLength)).padStart(4, '0')},${formats},0,0,${flag(partial)},000,0,0,0`;
    // mmm,n,o,p,q,r,s,t,uuuuuuuu,v,www: function settings, unused, head up, ribbon out, thermal transfer,
    // print mode (2 tear-off), print width mode, label waiting, labels remaining, format while printing (1),
    // graphics stored.
    const remaining = String(Math.min(99_999_999, this.labelsRemaining)).padStart(8, '0');
    const line2 = `000,0,${flag(mode === 'head-open')},${flag(mode === 'ribbon-out')},${flag(mode === 'ribbon-out')},2,0,0,${remaining},1,000`;
    // xxxx,y: password, static RAM installed.
    const line3 = '1234,0';
    return Buffer.concat([line1, line2, line3].map((line) => framed(line)));
  }

  /** Zebra `~HI`: model, firmware, dots per millimetre, memory. */
  hostIdentification(): Uint8Array {
    return framed(`ZD421-${this.dpi}dpi,V84.20.18Z,${this.dpi >= 300 ? 12 : 8},8192KB`);
  }

  /**
   * TSC `<ESC>!?`: one byte, 0 = ready. Bit 0 head opened, 1 paper jam, 2 out of paper, 3 out of ribbon,
   * 4 pause, 5 printing, 6 cover opened, 7 temperature out of range (TSPL/TSPL2 Programming Manual).
   */
  tsplStatus(): number {
    const mode = this.currentMode;
    let status = 0;
    if (mode === 'head-open') status |= 0x01;
    if (mode === 'paper-out') status |= 0x04;
    if (mode === 'ribbon-out') status |= 0x08;
    if (mode === 'paused') status |= 0x10;
    if (this.buffer.length > 0 || this.labelsRemaining > 0) status |= 0x20;
    return status;
  }

  // ---------------------------------------------------------------- printing

  noteUnknown(what: string): void {
    this.unknown.push(what);
  }

  enqueue(job: Job): void {
    this.buffer.push(job);
    void this.pump();
  }

  /** `~JA` / `<ESC>!.`: every format in the buffer and the batch being printed are dropped. */
  cancelAll(): void {
    this.buffer.length = 0;
    this.remaining = 0;
    this.generation++;
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      // Read on the next turn, like a printer that reads its buffer a moment after the bytes arrive.
      await this.paperFor(0);
      while (!this.closed && this.buffer.length > 0) {
        if (!(await this.whenPrintable())) return;
        const job = this.buffer.shift();
        if (!job) break;
        const generation = this.generation;
        const { labels, unknown } = this.read(job);
        this.remaining = labels.length;
        for (const drawn of labels) {
          const feedMs = (dotsToMm(drawn.heightDots, this.dpi) / FASTEST_LABEL_MM_PER_S) * 1000;
          const early = this.currentMode === 'early-answer';
          if (!early) await this.paperFor(Math.max(this.printMsPerLabel, feedMs));
          if (!(await this.whenPrintable()) || generation !== this.generation) break;
          this.remaining--;
          if (this.currentMode === 'no-completion') this.stuck++;
          if (!early) this.record(job.receivedAt, drawn, unknown);
        }
        if (generation === this.generation) this.remaining = 0;
      }
    } finally {
      this.pumping = false;
    }
  }

  private read(job: Job): { labels: Drawn[]; unknown: readonly string[] } {
    if (job.zpl) {
      const label = interpretZpl(job.zpl, {
        dpi: this.dpi,
        defaultWidthDots: Math.round((104 * this.dpi) / 25.4),
        defaultHeightDots: null,
      });
      this.labelLength = label.heightDots;
      return { labels: Array.from({ length: label.quantity }, () => label), unknown: label.unknownCommands };
    }
    const before = this.tspl.unknownCommands.length;
    const labels = job.tspl.flatMap((command) => this.tspl.run(command.line, command.data));
    return { labels, unknown: this.tspl.unknownCommands.slice(before) };
  }

  private record(receivedAt: Date, drawn: Drawn, unknown: readonly string[]): void {
    const label = new Label(receivedAt, this.protocol, drawn, this.dpi, unknown);
    this.publish(label);
  }
}

function framed(line: string): Buffer {
  return Buffer.concat([Buffer.of(STX), Buffer.from(line, 'latin1'), Buffer.of(ETX, 0x0d, 0x0a)]);
}
