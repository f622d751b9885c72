/**
 * The TSPL subset OrderSlip's label encoder uses, read the way a TSC (or Xprinter, Gprinter…) reads it
 * (TSC "TSPL/TSPL2 Programming Manual"): `TsplStream` splits the port's bytes into immediate commands
 * (`<ESC>!?` and the other `<ESC>!x`, acted on at once, even mid-job) and command lines (CR LF ended;
 * `BITMAP` followed by its binary data); `TsplInterpreter` keeps the printer's setup between jobs (SIZE,
 * CODEPAGE…), draws into its image buffer and hands out one label per copy at every `PRINT m,n`.
 * Commands it does not know are recorded, never silently dropped.
 */
import type { DrawOp } from './label-html';
import { blankImage, bytesPerRow, type ParsedImage } from './raster-image';

const ESC = 0x1b;
const LF = 0x0a;

export type TsplEvent =
  /** `<ESC>!x`: `?` is the status request; `.` cancels; others are recorded. */
  | { readonly kind: 'immediate'; readonly code: string }
  /** One command line (without CR LF), and for `BITMAP` its binary data. */
  | { readonly kind: 'command'; readonly line: Uint8Array; readonly data: Uint8Array | null }
  /** The first job byte in this piece. */
  | { readonly kind: 'data' };

const isSpace = (byte: number): boolean =>
  byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === LF || byte === 0;

/** `BITMAP x,y,widthBytes,height,mode,` then widthBytes × height bytes: where the data starts, and how long it is. */
function bitmapHeader(bytes: Uint8Array, start: number): { dataAt: number; length: number } | 'more' | null {
  const prefix = Buffer.from(bytes.subarray(start, Math.min(bytes.length, start + 7))).toString('latin1');
  if (!/^BITMAP[\s]/i.test(prefix))
    return prefix.length < 7 && 'BITMAP '.startsWith(prefix.toUpperCase()) ? 'more' : null;
  let commas = 0;
  let i = start + 7;
  for (; i < bytes.length && commas < 5; i++) {
    if (bytes[i] === 0x2c) commas++;
    else if (bytes[i] === LF) return null;
  }
  if (commas < 5) return 'more';
  const fields = Buffer.from(bytes.subarray(start + 7, i))
    .toString('latin1')
    .split(',');
  const width = Number.parseInt(fields[2] ?? '', 10);
  const height = Number.parseInt(fields[3] ?? '', 10);
  if (!(width > 0) || !(height > 0)) return null;
  return { dataAt: i, length: width * height };
}

/** Splits a byte stream into immediate commands and command lines; keeps an incomplete tail. */
export class TsplStream {
  private pending = new Uint8Array(0);
  /** The line being read (null: at the start of a line). */
  private line: number[] | null = null;

  reset(): void {
    this.pending = new Uint8Array(0);
    this.line = null;
  }

  push(chunk: Uint8Array): TsplEvent[] {
    const bytes = new Uint8Array(this.pending.length + chunk.length);
    bytes.set(this.pending);
    bytes.set(chunk, this.pending.length);
    const events: TsplEvent[] = [];
    let sawData = false;
    const data = (): void => {
      if (!sawData) events.push({ kind: 'data' });
      sawData = true;
    };
    let i = 0;
    while (i < bytes.length) {
      const byte = bytes[i] ?? 0;
      // <ESC>!x is acted on the moment it arrives, even inside a line.
      if (byte === ESC) {
        if (i + 3 > bytes.length) break;
        if (bytes[i + 1] === 0x21) {
          events.push({ kind: 'immediate', code: String.fromCharCode(bytes[i + 2] ?? 0) });
          i += 3;
          continue;
        }
      }
      if (this.line === null) {
        if (isSpace(byte)) {
          i++;
          continue;
        }
        const bitmap = bitmapHeader(bytes, i);
        if (bitmap === 'more') break;
        if (bitmap !== null) {
          if (bitmap.dataAt + bitmap.length > bytes.length) break;
          data();
          events.push({
            kind: 'command',
            line: bytes.slice(i, bitmap.dataAt - 1),
            data: bytes.slice(bitmap.dataAt, bitmap.dataAt + bitmap.length),
          });
          i = bitmap.dataAt + bitmap.length;
          continue;
        }
        data();
        this.line = [];
      }
      i++;
      if (byte === LF) {
        const line = this.line;
        while (line.length > 0 && line[line.length - 1] === 0x0d) line.pop();
        events.push({ kind: 'command', line: Uint8Array.from(line), data: null });
        this.line = null;
      } else this.line.push(byte);
    }
    this.pending = bytes.slice(i);
    return events;
  }
}

/** The name of a command line (its first word, upper case). */
export function tsplCommandName(line: Uint8Array): string {
  const text = Buffer.from(line.subarray(0, 16)).toString('latin1');
  return (/^\s*([A-Za-z]+)/.exec(text)?.[1] ?? '').toUpperCase();
}

export interface TsplLabel {
  readonly widthDots: number;
  readonly heightDots: number;
  /** Every TEXT's content as printed: `\["]` back to `"`, decoded with the CODEPAGE in force. */
  readonly texts: readonly string[];
  readonly qrPayloads: readonly string[];
  readonly ops: readonly DrawOp[];
}

/** Character cell heights of TSPL's bitmap fonts "1"–"8" at 203 dpi (the manual's font table). */
const BITMAP_FONT_HEIGHT: Readonly<Record<string, number>> = {
  '1': 12,
  '2': 20,
  '3': 24,
  '4': 32,
  '5': 48,
  '6': 19,
  '7': 27,
  '8': 25,
};

/** Commands that change nothing this picture shows (speed, darkness, sensor, feed settings…). */
const IGNORED = new Set([
  'GAP',
  'BLINE',
  'SPEED',
  'DENSITY',
  'SET',
  'OFFSET',
  'SHIFT',
  'DIRECTION',
  'LIMITFEED',
]);

/** Splits `a,b,"c, d",e` into its parameters; a quoted one keeps its quotes (TSPL escapes `"` as `\["]`). */
function splitParams(text: string): string[] {
  const params: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (quoted && text.startsWith('\\["]', i)) {
      current += '\\["]';
      i += 3;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === ',' && !quoted) {
      params.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  params.push(current.trim());
  return params;
}

/** A quoted parameter's text: quotes off, `\["]` back to `"`. */
function unquote(param: string): string {
  const inner =
    param.startsWith('"') && param.endsWith('"') && param.length >= 2 ? param.slice(1, -1) : param;
  return inner.replaceAll('\\["]', '"');
}

/** A SIZE/GAP measure: `58 mm`, `2.5` (inches) or `464 dot`. */
function toDots(param: string | undefined, dpi: number): number | null {
  const match = /^\s*([\d.]+)\s*(mm|dot)?\s*$/i.exec(param ?? '');
  if (!match) return null;
  const value = Number.parseFloat(match[1] ?? '');
  const unit = match[2]?.toLowerCase();
  if (unit === 'dot') return Math.round(value);
  return Math.round(unit === 'mm' ? (value * dpi) / 25.4 : value * dpi);
}

export class TsplInterpreter {
  private widthDots: number;
  private heightDots: number;
  private codePage = 'UTF-8';
  private referenceX = 0;
  private referenceY = 0;
  private ops: DrawOp[] = [];
  private texts: string[] = [];
  private qrPayloads: string[] = [];
  /** Commands not known, as their name (or the first bytes of the line), in order. */
  readonly unknownCommands: string[] = [];

  constructor(
    private readonly dpi: number,
    widthDots: number,
    heightDots: number,
  ) {
    this.widthDots = widthDots;
    this.heightDots = heightDots;
  }

  private decode(line: Uint8Array): string {
    const page = this.codePage.toUpperCase();
    if (page === 'UTF-8' || page === 'UTF8') return Buffer.from(line).toString('utf8');
    try {
      return new TextDecoder(/^\d+$/.test(page) ? `windows-${page}` : page).decode(line);
    } catch {
      return Buffer.from(line).toString('latin1');
    }
  }

  /** Runs one command; returns the labels a PRINT puts out (one per copy), else none. */
  run(line: Uint8Array, data: Uint8Array | null): TsplLabel[] {
    const name = tsplCommandName(line);
    const text = this.decode(line);
    const params = splitParams(text.replace(/^\s*[A-Za-z]+\s*/, ''));
    const num = (index: number, fallback = 0): number => {
      const value = Number.parseFloat(params[index] ?? '');
      return Number.isNaN(value) ? fallback : Math.round(value);
    };
    const x = (index: number): number => this.referenceX + num(index);
    const y = (index: number): number => this.referenceY + num(index);
    switch (name) {
      case 'SIZE':
        this.widthDots = toDots(params[0], this.dpi) ?? this.widthDots;
        this.heightDots = toDots(params[1], this.dpi) ?? this.heightDots;
        return [];
      case 'CODEPAGE':
        this.codePage = (params[0] ?? 'UTF-8').replace(/"/g, '');
        return [];
      case 'REFERENCE':
        this.referenceX = num(0);
        this.referenceY = num(1);
        return [];
      case 'CLS':
        this.ops = [];
        this.texts = [];
        this.qrPayloads = [];
        return [];
      case 'TEXT': {
        // TEXT x,y,"font",rotation,x-mul,y-mul[,alignment],"content"
        const font = unquote(params[2] ?? '"0"');
        const yMul = num(5, 1);
        const xMul = num(4, 1);
        const bitmap = BITMAP_FONT_HEIGHT[font];
        // Font "0" and the TrueType fonts take their size in points (1/72 inch); bitmap fonts a multiple.
        const height = bitmap
          ? Math.round(((bitmap * this.dpi) / 203) * yMul)
          : Math.round((yMul * this.dpi) / 72);
        const content = unquote(params[params.length - 1] ?? '""');
        const alignment = params.length >= 8 ? num(6, 1) : 1;
        this.texts.push(content);
        this.ops.push({
          kind: 'text',
          x: x(0),
          y: y(1),
          heightDots: height,
          scaleX: bitmap || xMul <= 0 ? 1 : xMul / yMul,
          align: alignment === 2 ? 'center' : alignment === 3 ? 'right' : 'left',
          // With an alignment, x is the line's centre or right end: an anchor, as a zero-wide block.
          blockWidth: alignment === 2 || alignment === 3 ? 0 : null,
          text: content,
          reverse: false,
        });
        return [];
      }
      case 'BAR':
        this.ops.push({
          kind: 'box',
          x: x(0),
          y: y(1),
          width: num(2),
          height: num(3),
          thickness: Math.max(num(2), num(3)),
          white: false,
          reverse: false,
        });
        return [];
      case 'BOX':
        this.ops.push({
          kind: 'box',
          x: x(0),
          y: y(1),
          width: num(2) - num(0),
          height: num(3) - num(1),
          thickness: num(4, 1),
          white: false,
          reverse: false,
        });
        return [];
      case 'REVERSE':
        this.ops.push({ kind: 'invert', x: x(0), y: y(1), width: num(2), height: num(3) });
        return [];
      case 'QRCODE': {
        // QRCODE x,y,ECC,cell width,mode,rotation[,model,mask],"data"
        const ecc = (params[2] ?? 'M').toUpperCase();
        const payload = unquote(params[params.length - 1] ?? '""');
        this.qrPayloads.push(payload);
        this.ops.push({
          kind: 'qr',
          x: x(0),
          y: y(1),
          moduleDots: Math.max(1, num(3, 4)),
          payload,
          ecc: ecc === 'L' || ecc === 'Q' || ecc === 'H' ? ecc : 'M',
        });
        return [];
      }
      case 'BITMAP': {
        const widthBytes = num(2);
        const height = num(3);
        const mode = num(4);
        const image = fromTsplBitmap(data ?? new Uint8Array(0), widthBytes, height);
        this.ops.push({
          kind: 'image',
          x: x(0),
          y: y(1),
          image,
          mode: mode === 1 ? 'or' : mode === 2 ? 'xor' : 'overwrite',
        });
        return [];
      }
      case 'PRINT': {
        const sets = Math.max(0, num(0, 1));
        const copies = Math.max(1, num(1, 1));
        const label: TsplLabel = {
          widthDots: this.widthDots,
          heightDots: this.heightDots,
          texts: [...this.texts],
          qrPayloads: [...this.qrPayloads],
          ops: [...this.ops],
        };
        return Array.from({ length: sets * copies }, () => label);
      }
      default:
        if (!IGNORED.has(name)) this.unknownCommands.push(name || text.slice(0, 12));
        return [];
    }
  }
}

/** TSPL BITMAP data: rows of `widthBytes`, MSB left, and — unlike ESC/POS — a 0 bit is a black dot. */
export function fromTsplBitmap(data: Uint8Array, widthBytes: number, height: number): ParsedImage {
  const image = blankImage(widthBytes * 8, height);
  const length = bytesPerRow(image.widthDots) * height;
  for (let i = 0; i < length; i++) image.bits[i] = ~(data[i] ?? 0xff) & 0xff;
  return image;
}
