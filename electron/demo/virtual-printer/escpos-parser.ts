/**
 * Reads ESC/POS bytes the way a receipt printer does and reports what would come out on the paper, plus
 * every command seen. The tests of the receipt builder and the virtual printer rely on it, so it steps
 * over command arguments and image data by their declared lengths (see escpos-commands.ts).
 */
import { decodeCodePage, starCodePageToEpson } from './code-pages';
import { CommandScanner, type Dialect } from './escpos-commands';
import {
  blankImage,
  bytesPerRow,
  fromColumns,
  fromRows,
  scaleImage,
  stackImages,
  type ParsedImage,
} from './raster-image';
import { StarRaster } from './star-raster';

export { decodeCodePage } from './code-pages';
export type { Dialect } from './escpos-commands';
export type { ParsedImage } from './raster-image';

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
  /** On an image line: the picture's dots (the same object as in `ParsedJob.images`). */
  image?: ParsedImage;
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
  /**
   * Every picture, with its dots as printed: `GS v 0` (bands of one width sent one after the other make
   * one picture; double width/height modes scaled), `GS ( L` / `GS 8 L` raster store, `ESC *` bands
   * (joined across the LF between them; at data resolution); Star: raster mode rows (`ESC * r A` …
   * `b n1 n2 d…` … `ESC * r B`), `ESC k` / `ESC K` / `ESC L` bands.
   */
  images: ParsedImage[];
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
/** The virtual printer's head: 203 dpi, as its paper (paper-html.ts); `GS P y` units are 1/y inch of it. */
export const HEAD_DPI = 203;

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

  /** `ESC @` clears the print buffer (Epson ESC/POS reference): a line not yet printed never is. */
  clearPending(): void {
    this.segments = [];
    this.lineAlign = null;
  }

  /** Printers finish the pending line before a cut, a QR code or an image. */
  endLineIfPending(): void {
    if (this.segments.length > 0) this.endLine();
  }

  marker(kind: NonNullable<ParsedLine['kind']>, text: string): ParsedLine {
    this.endLineIfPending();
    const line: ParsedLine = { align: this.currentAlign(), segments: [], text, kind };
    this.lines.push(line);
    return line;
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
    images: [],
    unknownBytes: [],
  };
  private style: Style = { ...PLAIN };
  private align: Align = 'left';
  private codePage: number;
  private lastQr = '';
  /** Dot rows one unit of `ESC J` moves: one until `GS P` says otherwise (the default again after `ESC @`). */
  private rowsPerFeedUnit = 1;
  /**
   * What may extend the last picture: `GS v 0` sent straight after `GS v 0` (same width), or a bit image
   * band after the LF that ends the band before (`ESC *`, Star `ESC k`). Anything else ends the picture.
   */
  private joinable: 'raster' | 'bands' | null = null;
  private lastImage: { line: ParsedLine; index: number } | null = null;
  private readonly scanner: CommandScanner;
  private readonly starRaster = new StarRaster();
  private readonly paper = new Paper(() => this.align);

  constructor(
    private readonly bytes: Uint8Array,
    private readonly dialect: Dialect,
    private readonly defaultCodePage: number,
  ) {
    this.codePage = defaultCodePage;
    this.scanner = new CommandScanner(dialect);
  }

  read(): ParsedJob {
    let offset = 0;
    while (offset < this.bytes.length) {
      const token = this.scanner.next(this.bytes, offset);
      if (token === null) {
        // The bytes end inside a command: the printer would still be waiting for the rest.
        for (let i = offset; i < this.bytes.length; i++) this.job.unknownBytes.push(i);
        break;
      }
      const chunk = this.bytes.subarray(offset, offset + token.length);
      if (token.kind === 'text') {
        this.joinable = null;
        this.paper.addText(this.decode(chunk), this.style);
      } else if (token.kind === 'unknown') {
        for (let i = 0; i < token.length; i++) this.job.unknownBytes.push(offset + i);
      } else {
        this.job.commands.push({ name: token.name, bytes: Array.from(chunk), offset });
        this.apply(token.name, chunk);
      }
      offset += token.length;
    }
    // Rows still in the raster buffer: a printer would print them once the page ends; show them.
    this.flushStarRaster();
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
    this.rowsPerFeedUnit = 1;
  }

  private cut(): void {
    this.job.cuts++;
    this.paper.marker('cut', CUT_MARKER);
  }

  private feedLines(count: number): void {
    for (let i = 0; i < count; i++) this.paper.endLine();
  }

  /** A picture on the paper, or the next band of the picture before it. */
  private image(image: ParsedImage, joins: 'raster' | 'bands' | null): void {
    const last = this.lastImage;
    const previous = last ? this.job.images[last.index] : undefined;
    const extends_ =
      joins !== null &&
      this.joinable === joins &&
      last !== null &&
      previous !== undefined &&
      (joins === 'bands' || previous.widthDots === image.widthDots);
    if (extends_ && last && previous) {
      const joined = stackImages(previous, image);
      this.job.images[last.index] = joined;
      last.line.image = joined;
      last.line.text = imageMarker(joined);
    } else {
      this.job.images.push(image);
      const line = this.paper.marker('image', imageMarker(image));
      line.image = image;
      this.lastImage = { line, index: this.job.images.length - 1 };
    }
    this.joinable = joins;
  }

  private apply(name: string, c: Uint8Array): void {
    const arg = (i: number): number => c[i] ?? 0;
    const bandedImage = name === 'ESC *' || name === 'ESC k' || name === 'ESC K' || name === 'ESC L';
    // The LF after a band only moves the paper past the band: it is no blank line.
    if (name === 'LF' && this.joinable === 'bands') return;
    const feedWithin = this.joinable === 'raster' && (name === 'ESC J' || name === 'GS P');
    if (!bandedImage && name !== 'GS v 0' && !feedWithin) this.joinable = null;
    if (this.dialect === 'star') this.applyStar(name, c, arg);
    else this.applyEpson(name, c, arg);
  }

  /** Star raster mode: the rows so far become one picture (ESC * r B, ESC FF …, the end of the job). */
  private flushStarRaster(): boolean {
    const picture = this.starRaster.takePicture();
    if (picture === null) return false;
    this.image(picture, null);
    return true;
  }

  /** GS v 0 m xL xH yL yH d…: m 0/48 normal, 1/49 double width, 2/50 double height, 3/51 both. */
  private rasterBitImage(c: Uint8Array, arg: (i: number) => number): void {
    const widthBytes = arg(4) + arg(5) * 256;
    const height = arg(6) + arg(7) * 256;
    const mode = arg(3) % 48;
    const image = fromRows(c.subarray(8), widthBytes, height);
    this.image(scaleImage(image, mode & 1 ? 2 : 1, mode & 2 ? 2 : 1), 'raster');
  }

  /**
   * GS ( L / GS 8 L fn 112 (store raster graphics): a bx by c xL xH yL yH d…, at `header` = the offset
   * of `a`. Shown where it is stored, as the printer prints it right after (fn 50).
   */
  private storedGraphics(c: Uint8Array, header: number): void {
    const arg = (i: number): number => c[header + i] ?? 0;
    const width = arg(4) + arg(5) * 256;
    const height = arg(6) + arg(7) * 256;
    const rows = fromRows(c.subarray(header + 8), bytesPerRow(width), height);
    const image = { ...blankImage(width, height), bits: rows.bits };
    this.image(scaleImage(image, Math.max(1, arg(1)), Math.max(1, arg(2))), null);
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
        this.paper.clearPending();
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
        // Blank rows fed past between the bands of a drawn receipt: white rows of the same picture.
        if (this.joinable === 'raster' && this.lastImage) {
          const previous = this.job.images[this.lastImage.index];
          const rows = Math.round(arg(2) * this.rowsPerFeedUnit);
          if (previous && rows > 0) this.image(blankImage(previous.widthDots, rows), 'raster');
          return;
        }
        this.paper.endLineIfPending();
        return;
      case 'GS P':
        this.rowsPerFeedUnit = arg(3) === 0 ? 1 : HEAD_DPI / arg(3);
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
        this.rasterBitImage(c, arg);
        return;
      case 'ESC *': {
        const m = arg(2);
        const columns = arg(3) + arg(4) * 256;
        this.image(fromColumns(c.subarray(5), columns, m >= 32 ? 3 : 1), 'bands');
        return;
      }
      case 'GS ( L':
        if (arg(6) === 112) this.storedGraphics(c, 7);
        return;
      case 'GS 8 L':
        if (arg(8) === 112) this.storedGraphics(c, 9);
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
    if (this.applyStarRaster(name, c)) return;
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
      case 'FS':
      case 'EM':
        this.job.drawerKicks++;
        return;
      case 'ESC k':
        this.image(fromRows(c.subarray(4), arg(2) + arg(3) * 256, 24), 'bands');
        return;
      case 'ESC K':
      case 'ESC L':
        this.image(fromColumns(c.subarray(4), arg(2) + arg(3) * 256, 1), 'bands');
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

  /**
   * Star raster graphics (STAR Graphic Mode Command Specifications, §3-2). True when `name` was one of
   * its commands. In raster mode nothing else prints: line mode commands there are ignored.
   */
  private applyStarRaster(name: string, c: Uint8Array): boolean {
    const raster = this.starRaster;
    if (name === 'ESC * r A') {
      this.paper.endLineIfPending();
      raster.enter();
      return true;
    }
    if (!raster.active) return name.startsWith('ESC * r') || name.startsWith('ESC FF');
    switch (name) {
      case 'b':
      case 'k':
        raster.row(c.subarray(3), name === 'b');
        return true;
      case 'ESC * r B':
        // Quitting with rows in the buffer runs EOT mode first (print, feed, cut as set).
        if (this.flushStarRaster() && raster.cutsAfter('eot')) this.cut();
        raster.quit();
        return true;
      case 'ESC FF NUL':
      case 'ESC FF EOT':
      case 'ESC FF EM':
        if (this.flushStarRaster()) {
          const mode = name === 'ESC FF NUL' ? 'ff' : name === 'ESC FF EOT' ? 'eot' : 'em';
          if (raster.cutsAfter(mode)) this.cut();
        }
        return true;
      case 'ESC FF LF':
        this.flushStarRaster();
        return true;
      case 'ESC * r C':
        raster.clear();
        return true;
      case 'ESC * r D':
        if (raster.empty && StarRaster.number(c, 4) > 0) this.job.drawerKicks++;
        return true;
      case 'ESC ?':
        raster.quit();
        this.reset();
        return true;
      case 'BEL':
      case 'SUB':
      case 'FS':
      case 'EM':
        this.job.drawerKicks++;
        return true;
      default:
        if (name.startsWith('ESC * r')) raster.setting(name, c);
        // Every other command (status, ETB, buzzer) prints nothing; line mode ones are ignored here.
        return true;
    }
  }
}

const imageMarker = (image: ParsedImage): string => `[image ${image.widthDots}x${image.heightDots}]`;

/** What a printer would do with these bytes: the paper, the commands, the code pages, cuts, images. */
export function parseEscPos(bytes: Uint8Array, options: ParseOptions = {}): ParsedJob {
  return new JobReader(bytes, options.dialect ?? 'epson', options.initialCodePage ?? 0).read();
}
