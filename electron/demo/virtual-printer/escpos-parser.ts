/**
 * Reads ESC/POS bytes the way a receipt printer does and reports what would come out on the paper, plus
 * every command seen. The tests of the receipt builder and the virtual printer rely on it, so it steps
 * over command arguments and image data by their declared lengths (see escpos-commands.ts).
 */
import { decodeCodePage, starCodePageToEpson } from './code-pages';
import { scanToken, type Dialect } from './escpos-commands';

export { decodeCodePage } from './code-pages';
export type { Dialect } from './escpos-commands';

export interface ParsedSegment {
  text: string;
  bold: boolean;
  underline: boolean;
  inverted: boolean;
  widthScale: number;
  heightScale: number;
}

export interface ParsedLine {
  align: 'left' | 'center' | 'right';
  segments: ParsedSegment[];
  /** The segments joined; for a non-text line, its marker (`--- cut ---`, `[QR: …]`, `[image 384x96]`, `[barcode: …]`). */
  text: string;
  /** Set on lines that are not printed text: a cut, a printed QR code, a raster image, a barcode. */
  kind?: 'cut' | 'qr' | 'image' | 'barcode';
}

export interface ParsedCommand {
  /** e.g. 'ESC @', 'ESC t', 'GS V', 'GS ( k', 'GS v 0', 'DLE EOT', 'LF'; Star: 'ESC GS t', 'ESC d'. */
  name: string;
  bytes: number[];
  offset: number;
}

export interface ParsedJob {
  /** The paper, line by line (a line ends at LF, a feed, or a cut); markers for cuts, QR codes and images. */
  lines: ParsedLine[];
  /** Lines' text joined with '\n'; each cut shows as a line '--- cut ---'. */
  text: string;
  /** Every control command in order (not plain text). */
  commands: ParsedCommand[];
  /** Every code page selected (`ESC t n`; Star: `ESC GS t n`, in Star's numbering), in order. */
  codePages: number[];
  cuts: number;
  /** ESC p / DLE DC4 fn 1 pulses (Star: BEL, SUB). */
  drawerKicks: number;
  /** ESC @ seen. */
  resets: number;
  /** Payloads stored with GS ( k cn 49 fn 80 (Star: ESC GS y D 1). */
  qrCodes: string[];
  /** Raster images: GS v 0, GS ( L / GS 8 L store, ESC * (consecutive bands count once); Star ESC k / ESC K. */
  images: number;
  /** Offsets of bytes no command explains (an unknown command, a stray control byte, a truncated command). */
  unknownBytes: number[];
}

export interface ParseOptions {
  /**
   * The printer's default code page (Epson numbering; Star numbering in star dialect): in effect at the
   * start and restored by ESC @, as a real printer restores its configured default. 0 (PC437) unless given.
   */
  initialCodePage?: number;
  dialect?: Dialect;
}

type Align = ParsedLine['align'];
type Style = Omit<ParsedSegment, 'text'>;

const PLAIN: Style = { bold: false, underline: false, inverted: false, widthScale: 1, heightScale: 1 };
const ALIGNS: readonly Align[] = ['left', 'center', 'right'];
const TAB_WIDTH = 8;
const CUT_MARKER = '--- cut ---';

const sameStyle = (a: Style, b: Style): boolean =>
  a.bold === b.bold &&
  a.underline === b.underline &&
  a.inverted === b.inverted &&
  a.widthScale === b.widthScale &&
  a.heightScale === b.heightScale;

/** Accumulates the paper: the line being printed and the finished ones. */
class Paper {
  readonly lines: ParsedLine[] = [];
  private segments: ParsedSegment[] = [];
  private lineAlign: Align | null = null;

  constructor(private readonly currentAlign: () => Align) {}

  private get pendingLength(): number {
    return this.segments.reduce((sum, segment) => sum + segment.text.length, 0);
  }

  addText(text: string, style: Style): void {
    if (text === '') return;
    this.lineAlign ??= this.currentAlign();
    const last = this.segments.at(-1);
    if (last && sameStyle(last, style)) last.text += text;
    else this.segments.push({ ...style, text });
  }

  tab(style: Style): void {
    const spaces = TAB_WIDTH - (this.pendingLength % TAB_WIDTH);
    this.addText(' '.repeat(spaces), style);
  }

  endLine(): void {
    const text = this.segments.map((segment) => segment.text).join('');
    this.lines.push({ align: this.lineAlign ?? this.currentAlign(), segments: this.segments, text });
    this.segments = [];
    this.lineAlign = null;
  }

  /** Printers finish the pending line before a cut, a QR code or an image. */
  endLineIfPending(): void {
    if (this.segments.length > 0) this.endLine();
  }

  marker(kind: NonNullable<ParsedLine['kind']>, text: string): void {
    this.endLineIfPending();
    this.lines.push({ align: this.currentAlign(), segments: [], text, kind });
  }
}

class JobReader {
  readonly job: ParsedJob = {
    lines: [],
    text: '',
    commands: [],
    codePages: [],
    cuts: 0,
    drawerKicks: 0,
    resets: 0,
    qrCodes: [],
    images: 0,
    unknownBytes: [],
  };
  private style: Style = { ...PLAIN };
  private align: Align = 'left';
  private codePage: number;
  private lastQr = '';
  /** ESC * / ESC k print an image as bands separated by LF: count the bands of one image once. */
  private inImageBands = false;
  private readonly paper = new Paper(() => this.align);

  constructor(
    private readonly bytes: Uint8Array,
    private readonly dialect: Dialect,
    private readonly defaultCodePage: number,
  ) {
    this.codePage = defaultCodePage;
  }

  read(): ParsedJob {
    let offset = 0;
    while (offset < this.bytes.length) {
      const token = scanToken(this.bytes, offset, this.dialect);
      if (token === null) {
        // The bytes end inside a command: the printer would still be waiting for the rest.
        for (let i = offset; i < this.bytes.length; i++) this.job.unknownBytes.push(i);
        break;
      }
      const chunk = this.bytes.subarray(offset, offset + token.length);
      if (token.kind === 'text') {
        this.inImageBands = false;
        this.paper.addText(this.decode(chunk), this.style);
      } else if (token.kind === 'unknown') {
        for (let i = 0; i < token.length; i++) this.job.unknownBytes.push(offset + i);
      } else {
        this.job.commands.push({ name: token.name, bytes: Array.from(chunk), offset });
        this.apply(token.name, chunk);
      }
      offset += token.length;
    }
    this.paper.endLineIfPending();
    this.job.lines = this.paper.lines;
    this.job.text = this.job.lines.map((line) => line.text).join('\n');
    return this.job;
  }

  private decode(chunk: Uint8Array): string {
    const page = this.dialect === 'star' ? starCodePageToEpson(this.codePage) : this.codePage;
    let text = '';
    for (const byte of chunk) text += decodeCodePage(byte, page);
    return text;
  }

  private reset(): void {
    this.job.resets++;
    this.style = { ...PLAIN };
    this.align = 'left';
    this.codePage = this.defaultCodePage;
  }

  private cut(): void {
    this.job.cuts++;
    this.paper.marker('cut', CUT_MARKER);
  }

  private feedLines(count: number): void {
    for (let i = 0; i < count; i++) this.paper.endLine();
  }

  private image(description: string, banded: boolean): void {
    if (!(banded && this.inImageBands)) {
      this.job.images++;
      this.paper.marker('image', `[image ${description}]`);
    }
    this.inImageBands = banded;
  }

  private apply(name: string, c: Uint8Array): void {
    const arg = (i: number): number => c[i] ?? 0;
    const bandedImage = name === 'ESC *' || name === 'ESC k' || name === 'ESC K' || name === 'ESC L';
    // The LF after a band only moves the paper past the band: it is no blank line.
    if (name === 'LF' && this.inImageBands) return;
    if (!bandedImage) this.inImageBands = false;
    if (this.dialect === 'star') this.applyStar(name, c, arg);
    else this.applyEpson(name, c, arg);
  }

  private applyEpson(name: string, c: Uint8Array, arg: (i: number) => number): void {
    switch (name) {
      case 'LF':
      case 'FF':
        this.paper.endLine();
        return;
      case 'HT':
        this.paper.tab(this.style);
        return;
      case 'ESC @':
        this.reset();
        return;
      case 'ESC t':
        this.codePage = arg(2);
        this.job.codePages.push(this.codePage);
        return;
      case 'ESC !': {
        const n = arg(2);
        this.style = {
          ...this.style,
          bold: (n & 0x08) !== 0,
          heightScale: n & 0x10 ? 2 : 1,
          widthScale: n & 0x20 ? 2 : 1,
          underline: (n & 0x80) !== 0,
        };
        return;
      }
      case 'GS !': {
        // Bits 4-7: width magnification − 1; bits 0-3: height magnification − 1.
        const n = arg(2);
        this.style = { ...this.style, widthScale: ((n >> 4) & 0x07) + 1, heightScale: (n & 0x07) + 1 };
        return;
      }
      case 'ESC E':
      case 'ESC G':
        this.style = { ...this.style, bold: (arg(2) & 1) === 1 };
        return;
      case 'ESC -':
        this.style = { ...this.style, underline: [1, 2, 49, 50].includes(arg(2)) };
        return;
      case 'GS B':
        this.style = { ...this.style, inverted: (arg(2) & 1) === 1 };
        return;
      case 'ESC a':
        this.align = ALIGNS[arg(2) % 48] ?? 'left';
        return;
      case 'ESC d':
        this.feedLines(arg(2));
        return;
      case 'ESC J':
        this.paper.endLineIfPending();
        return;
      case 'GS V':
        this.cut();
        return;
      case 'ESC i':
      case 'ESC m':
        this.cut();
        return;
      case 'ESC p':
        this.job.drawerKicks++;
        return;
      case 'DLE DC4':
        if (arg(2) === 1) this.job.drawerKicks++;
        return;
      case 'GS v 0':
        this.image(`${(arg(4) + arg(5) * 256) * 8}x${arg(6) + arg(7) * 256}`, false);
        return;
      case 'ESC *':
        this.image(`${arg(3) + arg(4) * 256} dots wide`, true);
        return;
      case 'GS ( L':
        if (arg(6) === 112) this.image(`${arg(11) + arg(12) * 256}x${arg(13) + arg(14) * 256}`, false);
        return;
      case 'GS 8 L':
        if (arg(8) === 112) this.image(`${arg(13) + arg(14) * 256}x${arg(15) + arg(16) * 256}`, false);
        return;
      case 'GS ( k':
        this.symbol(c, arg(5), arg(6));
        return;
      case 'GS k':
        this.barcode(arg(2) <= 6 ? c.subarray(3, c.length - 1) : c.subarray(4));
        return;
    }
  }

  /** GS ( k: cn 49 is QR (store fn 80, print fn 81); 48 PDF417, 50 MaxiCode print a barcode. */
  private symbol(c: Uint8Array, cn: number, fn: number): void {
    if (fn === 80) {
      const payload = new TextDecoder().decode(c.subarray(8));
      if (cn === 49) {
        this.job.qrCodes.push(payload);
        this.lastQr = payload;
      } else {
        this.lastQr = payload;
      }
    } else if (fn === 81) {
      if (cn === 49) this.paper.marker('qr', `[QR: ${this.lastQr}]`);
      else this.paper.marker('barcode', `[barcode: ${this.lastQr}]`);
    }
  }

  private barcode(data: Uint8Array): void {
    this.paper.marker('barcode', `[barcode: ${new TextDecoder().decode(data)}]`);
  }

  private applyStar(name: string, c: Uint8Array, arg: (i: number) => number): void {
    switch (name) {
      case 'LF':
      case 'FF':
      case 'VT':
        this.paper.endLine();
        return;
      case 'HT':
        this.paper.tab(this.style);
        return;
      case 'ESC @':
      case 'ESC ?':
        this.reset();
        return;
      case 'ESC GS t':
        this.codePage = arg(3);
        this.job.codePages.push(this.codePage);
        return;
      case 'ESC i':
        this.style = { ...this.style, heightScale: arg(2) + 1, widthScale: arg(3) + 1 };
        return;
      case 'SO':
        this.style = { ...this.style, widthScale: 2 };
        return;
      case 'DC4':
        this.style = { ...this.style, widthScale: 1 };
        return;
      case 'ESC E':
        this.style = { ...this.style, bold: true };
        return;
      case 'ESC F':
        this.style = { ...this.style, bold: false };
        return;
      case 'ESC 4':
        this.style = { ...this.style, inverted: true };
        return;
      case 'ESC 5':
        this.style = { ...this.style, inverted: false };
        return;
      case 'ESC -':
        this.style = { ...this.style, underline: [1, 49].includes(arg(2)) };
        return;
      case 'ESC GS a':
        this.align = ALIGNS[arg(3) % 48] ?? 'left';
        return;
      case 'ESC a':
        this.feedLines(arg(2));
        return;
      case 'ESC d':
        this.cut();
        return;
      case 'BEL':
      case 'SUB':
        this.job.drawerKicks++;
        return;
      case 'ESC k':
        this.image(`${(arg(2) + arg(3) * 256) * 8}x24 bands`, true);
        return;
      case 'ESC K':
      case 'ESC L':
        this.image(`${arg(2) + arg(3) * 256} dots wide`, true);
        return;
      case 'ESC GS y D':
        this.lastQr = new TextDecoder().decode(c.subarray(8));
        this.job.qrCodes.push(this.lastQr);
        return;
      case 'ESC GS y P':
        this.paper.marker('qr', `[QR: ${this.lastQr}]`);
        return;
      case 'ESC b':
        this.barcode(c.subarray(6, c.length - 1));
        return;
    }
  }
}

/** What a printer would do with these bytes: the paper, the commands, the code pages, cuts, images. */
export function parseEscPos(bytes: Uint8Array, options: ParseOptions = {}): ParsedJob {
  return new JobReader(bytes, options.dialect ?? 'epson', options.initialCodePage ?? 0).read();
}
