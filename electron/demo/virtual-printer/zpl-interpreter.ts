/**
 * The ZPL subset OrderSlip's label encoder uses, read the way a Zebra reads it (ZPL II Programming
 * Guide): `ZplStream` splits what arrives on the port into tilde (control) commands, which a Zebra acts on
 * the moment they arrive (`~HS`, `~JA`), and label formats (`^XA`…`^XZ`), which wait in the receive
 * buffer; `interpretZpl` reads one format into what the label says (decoded text fields, QR payloads) and
 * how it is drawn. Commands it does not know are recorded, never silently dropped: a test of the encoder's
 * output asserts there are none.
 */
import { inflateSync } from 'node:zlib';
import type { DrawOp } from './label-html';
import { fromRows, type ParsedImage } from './raster-image';

const CARET = 0x5e;
const TILDE = 0x7e;

export type ZplEvent =
  /** A tilde command, e.g. `HS` for `~HS`: handled at once, never part of a format. */
  | { readonly kind: 'tilde'; readonly command: string }
  /** A complete format, `^XA` to `^XZ` included (tilde commands inside it taken out). */
  | { readonly kind: 'format'; readonly bytes: Uint8Array }
  /** Bytes outside any format that are neither white space nor a tilde command. */
  | { readonly kind: 'stray'; readonly bytes: Uint8Array }
  /** The first byte of label data (a format or stray bytes) in this piece: a printer that resets dies here. */
  | { readonly kind: 'data' };

const isSpace = (byte: number): boolean =>
  byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a || byte === 0;
const upper = (byte: number | undefined): string => String.fromCharCode(byte ?? 0).toUpperCase();

/** Splits a byte stream into tilde commands and formats; keeps an incomplete tail for the next piece. */
export class ZplStream {
  private pending = new Uint8Array(0);
  private format: Uint8Array[] | null = null;

  /** True while a format has begun (`^XA`) and not ended: Zebra's "partial format" flag. */
  get inFormat(): boolean {
    return this.format !== null;
  }

  /** Forgets a half-received format (`~JA`, or the connection is gone). */
  reset(): void {
    this.format = null;
    this.pending = new Uint8Array(0);
  }

  push(chunk: Uint8Array): ZplEvent[] {
    const bytes = new Uint8Array(this.pending.length + chunk.length);
    bytes.set(this.pending);
    bytes.set(chunk, this.pending.length);
    const events: ZplEvent[] = [];
    let sawData = false;
    const data = (): void => {
      if (sawData) return;
      sawData = true;
      events.push({ kind: 'data' });
    };
    let i = 0;
    while (i < bytes.length) {
      const byte = bytes[i] ?? 0;
      if (byte === TILDE) {
        if (i + 3 > bytes.length) break;
        events.push({ kind: 'tilde', command: upper(bytes[i + 1]) + upper(bytes[i + 2]) });
        i += 3;
        continue;
      }
      if (this.format !== null) {
        if (byte === CARET) {
          if (i + 3 > bytes.length) break;
          const name = upper(bytes[i + 1]) + upper(bytes[i + 2]);
          if (name === 'XZ') {
            this.format.push(bytes.slice(i, i + 3));
            events.push({ kind: 'format', bytes: concat(this.format) });
            this.format = null;
            i += 3;
            continue;
          }
        }
        // Everything up to the next command prefix belongs to the format.
        let end = i + 1;
        while (end < bytes.length && bytes[end] !== CARET && bytes[end] !== TILDE) end++;
        this.format.push(bytes.slice(i, end));
        i = end;
        continue;
      }
      if (isSpace(byte)) {
        i++;
        continue;
      }
      if (byte === CARET) {
        if (i + 3 > bytes.length) break;
        if (upper(bytes[i + 1]) + upper(bytes[i + 2]) === 'XA') {
          data();
          this.format = [bytes.slice(i, i + 3)];
          i += 3;
          continue;
        }
      }
      data();
      let end = i + 1;
      while (end < bytes.length && bytes[end] !== CARET && bytes[end] !== TILDE) end++;
      events.push({ kind: 'stray', bytes: bytes.slice(i, end) });
      i = end;
    }
    this.pending = bytes.slice(i);
    return events;
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export interface ZplLabel {
  readonly widthDots: number;
  readonly heightDots: number;
  /** `^PQ`: how many labels this format prints. */
  readonly quantity: number;
  /** Every text field's data as printed: `^FH` escapes decoded, then UTF-8 (`^CI28`) or Latin-1. */
  readonly texts: readonly string[];
  /** Every `^BQ` field's payload (after the `QA,` style prefix). */
  readonly qrPayloads: readonly string[];
  readonly ops: readonly DrawOp[];
  /** Commands this interpreter does not know, as `^XY`, in order. */
  readonly unknownCommands: readonly string[];
  /** The `^CI` in force at the end (28 = UTF-8). */
  readonly characterSet: number;
}

export interface ZplOptions {
  readonly dpi: number;
  /** The printer's width when the format has no `^PW`. */
  readonly defaultWidthDots: number;
  /** The label length when the format has no `^LL`; null: as far down as something is drawn. */
  readonly defaultHeightDots: number | null;
}

/** Commands a format may carry that change nothing this picture shows (speed, darkness, media…). */
const IGNORED = new Set([
  'PR',
  'MD',
  'MN',
  'MT',
  'MM',
  'PO',
  'LS',
  'LT',
  'FW',
  'BY',
  'JU',
  'PM',
  'LR',
  'SD',
  'FN',
]);

/** ZPL's compressed ASCII hex: G–Y repeat 1–19, g–z repeat 20–400, `,` zeros to the row's end, `!` ones, `:` the row again. */
function decodeAsciiHex(data: string, bytesPerRow: number, rows: number): Uint8Array {
  const out = new Uint8Array(bytesPerRow * rows);
  const rowDigits = bytesPerRow * 2;
  let row = 0;
  let digit = 0;
  let count = 0;
  let previous = new Uint8Array(bytesPerRow);
  const setNibble = (value: number): void => {
    if (row >= rows) return;
    const index = row * bytesPerRow + (digit >> 1);
    out[index] = (out[index] ?? 0) | (digit % 2 === 0 ? value << 4 : value);
    digit++;
    if (digit === rowDigits) nextRow();
  };
  const nextRow = (): void => {
    previous = out.slice(row * bytesPerRow, (row + 1) * bytesPerRow);
    row++;
    digit = 0;
  };
  for (const char of data) {
    if (row >= rows) break;
    const code = char.charCodeAt(0);
    if (char >= 'G' && char <= 'Y') {
      count += code - 0x46;
      continue;
    }
    if (char >= 'g' && char <= 'z') {
      count += (code - 0x66) * 20;
      continue;
    }
    if (/[0-9A-Fa-f]/.test(char)) {
      const value = Number.parseInt(char, 16);
      for (let n = Math.max(1, count); n > 0 && row < rows; n--) setNibble(value);
      count = 0;
      continue;
    }
    if (char === ',' || char === '!') {
      if (digit === 0 && char === ',') {
        // A whole row of zeros: the row is already zero.
        nextRow();
        continue;
      }
      while (digit !== 0 && row < rows) setNibble(char === '!' ? 0xf : 0);
      count = 0;
      continue;
    }
    if (char === ':') {
      if (digit === 0) {
        out.set(previous, row * bytesPerRow);
        nextRow();
      }
      count = 0;
    }
  }
  return out;
}

/** `^GFA,b,c,d,data`: a picture (ASCII hex, compressed or not, or `:Z64:`/`:B64:`), as dots. */
function decodeGraphic(params: string): ParsedImage | null {
  const parts = params.split(',');
  const total = Number.parseInt(parts[2] ?? '', 10);
  const perRow = Number.parseInt(parts[3] ?? '', 10);
  if ((parts[0] ?? 'A').toUpperCase() !== 'A' || !(total > 0) || !(perRow > 0)) return null;
  const data = parts.slice(4).join(',').replace(/\s+/g, '');
  const rows = Math.floor(total / perRow);
  const packed = /^:(Z64|B64):/i.exec(data);
  let bytes: Uint8Array;
  if (packed) {
    const body = Buffer.from(data.slice(5).split(':')[0] ?? '', 'base64');
    try {
      bytes = packed[1]?.toUpperCase() === 'Z64' ? inflateSync(body) : body;
    } catch {
      return null;
    }
  } else {
    bytes = decodeAsciiHex(data, perRow, rows);
  }
  return fromRows(bytes, perRow, rows);
}

/** `^FH`: `_XX` (or the chosen indicator) is the byte XX. */
function unhex(bytes: Uint8Array, indicator: number): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    const hex = String.fromCharCode(bytes[i + 1] ?? 0, bytes[i + 2] ?? 0);
    if (byte === indicator && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      i += 2;
    } else out.push(byte);
  }
  return Uint8Array.from(out);
}

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

interface Field {
  x: number;
  y: number;
  /** `^FT`: y is the text's baseline (a graphic's bottom), not its top. */
  typeset: boolean;
  fontH: number;
  fontW: number;
  block: { width: number; lines: number; spacing: number; align: 'left' | 'center' | 'right' } | null;
  hexIndicator: number | null;
  reverse: boolean;
  qr: { moduleDots: number } | null;
  data: Uint8Array | null;
}

/** Reads one format (`^XA`…`^XZ`, tilde commands already taken out) into a label. */
export function interpretZpl(format: Uint8Array, options: ZplOptions): ZplLabel {
  const texts: string[] = [];
  const qrPayloads: string[] = [];
  const ops: DrawOp[] = [];
  const unknown: string[] = [];
  let width = options.defaultWidthDots;
  let height: number | null = options.defaultHeightDots;
  let quantity = 1;
  let characterSet = 0;
  let homeX = 0;
  let homeY = 0;
  let defaultFont = { h: Math.round((options.dpi * 9) / 72), w: 0 };
  let bottom = 0;
  const fresh = (): Field => ({
    x: 0,
    y: 0,
    typeset: false,
    fontH: defaultFont.h,
    fontW: defaultFont.w,
    block: null,
    hexIndicator: null,
    reverse: false,
    qr: null,
    data: null,
  });
  let field = fresh();
  const reach = (y: number): void => {
    bottom = Math.max(bottom, y);
  };

  const finishField = (): void => {
    if (field.data === null) {
      field = fresh();
      return;
    }
    const raw = field.hexIndicator === null ? field.data : unhex(field.data, field.hexIndicator);
    const text = characterSet === 28 ? Buffer.from(raw).toString('utf8') : latin1(raw);
    if (field.qr) {
      const prefix = /^([HQML])([AM]),/i.exec(text);
      const payload = prefix ? text.slice(prefix[0].length) : text;
      const ecc = (prefix?.[1]?.toUpperCase() ?? 'Q') as 'L' | 'M' | 'Q' | 'H';
      qrPayloads.push(payload);
      ops.push({ kind: 'qr', x: field.x, y: field.y, moduleDots: field.qr.moduleDots, payload, ecc });
      reach(field.y + 30 * field.qr.moduleDots);
    } else {
      texts.push(text);
      const lines = field.block ? text.split('\\&').slice(0, Math.max(1, field.block.lines)) : [text];
      const spacing = field.block?.spacing ?? 0;
      const step = field.fontH + spacing;
      const top = field.typeset
        ? field.y - Math.round(field.fontH * 0.8) - (lines.length - 1) * step
        : field.y;
      lines.forEach((line, index) => {
        ops.push({
          kind: 'text',
          x: field.x,
          y: top + index * step,
          heightDots: field.fontH,
          scaleX: field.fontW > 0 ? field.fontW / field.fontH : 1,
          align: field.block?.align ?? 'left',
          blockWidth: field.block?.width ?? null,
          text: line,
          reverse: field.reverse,
        });
      });
      reach(top + lines.length * step);
    }
    field = fresh();
  };

  // Commands: split at every caret; a command's name is its first two characters (`^A` takes one).
  let start = format.indexOf(CARET);
  while (start >= 0 && start < format.length) {
    let end = format.indexOf(CARET, start + 1);
    if (end < 0) end = format.length;
    const body = format.subarray(start + 1, end);
    start = end;
    const head = latin1(body.subarray(0, 2)).toUpperCase();
    if (head.startsWith('A') && head !== 'A@') {
      // ^A{font}{orientation},h,w
      let rest = latin1(body.subarray(2));
      if (/^[NRIB]/i.test(rest)) rest = rest.slice(1);
      const [h, w] = rest.replace(/^,/, '').split(',');
      const fontH = Number.parseInt(h ?? '', 10);
      const fontW = Number.parseInt(w ?? '', 10);
      if (fontH > 0) field.fontH = fontH;
      field.fontW = fontW > 0 ? fontW : 0;
      continue;
    }
    if (head === 'FD') {
      field.data = body.slice(2);
      continue;
    }
    const params = latin1(body.subarray(2));
    const nums = params.split(',').map((part) => Number.parseInt(part, 10));
    const num = (index: number, fallback: number): number => {
      const value = nums[index];
      return value === undefined || Number.isNaN(value) ? fallback : value;
    };
    switch (head) {
      case 'XA':
      case 'XZ':
      case 'FX':
        break;
      case 'CI':
        characterSet = num(0, 0);
        break;
      case 'PW':
        width = num(0, width);
        break;
      case 'LL':
        height = num(0, height ?? 0);
        break;
      case 'LH':
        homeX = num(0, 0);
        homeY = num(1, 0);
        break;
      case 'FO':
      case 'FT':
        field.x = homeX + num(0, 0);
        field.y = homeY + num(1, 0);
        field.typeset = head === 'FT';
        break;
      case 'CF': {
        const [, h, w] = params.split(',');
        const fontH = Number.parseInt(h ?? '', 10);
        if (fontH > 0) defaultFont = { h: fontH, w: Number.parseInt(w ?? '', 10) || 0 };
        field.fontH = defaultFont.h;
        field.fontW = defaultFont.w;
        break;
      }
      case 'FB': {
        const justification = (params.split(',')[3] ?? 'L').trim().toUpperCase();
        field.block = {
          width: num(0, 0),
          lines: num(1, 1),
          spacing: num(2, 0),
          align: justification === 'C' ? 'center' : justification === 'R' ? 'right' : 'left',
        };
        break;
      }
      case 'FH':
        field.hexIndicator = params.length > 0 ? params.charCodeAt(0) : 0x5f;
        break;
      case 'FR':
        field.reverse = true;
        break;
      case 'FS':
        finishField();
        break;
      case 'GB': {
        const thickness = Math.max(1, num(2, 1));
        const boxWidth = Math.max(thickness, num(0, thickness));
        const boxHeight = Math.max(thickness, num(1, thickness));
        const color = (params.split(',')[3] ?? 'B').trim().toUpperCase();
        const y = field.typeset ? field.y - boxHeight : field.y;
        ops.push({
          kind: 'box',
          x: field.x,
          y,
          width: boxWidth,
          height: boxHeight,
          thickness,
          white: color === 'W',
          reverse: field.reverse,
        });
        reach(y + boxHeight);
        break;
      }
      case 'GF': {
        const image = decodeGraphic(params);
        if (image === null) {
          unknown.push(`^GF${params.slice(0, 1)}`);
          break;
        }
        const y = field.typeset ? field.y - image.heightDots : field.y;
        ops.push({ kind: 'image', x: field.x, y, image, mode: field.reverse ? 'xor' : 'or' });
        reach(y + image.heightDots);
        break;
      }
      case 'BQ': {
        const magnification = Number.parseInt(params.split(',')[2] ?? '', 10);
        field.qr = { moduleDots: magnification > 0 ? magnification : options.dpi >= 300 ? 3 : 2 };
        break;
      }
      case 'PQ':
        quantity = Math.max(1, num(0, 1));
        break;
      default:
        if (!IGNORED.has(head)) unknown.push(`^${head}`);
    }
  }
  return {
    widthDots: width,
    heightDots: height ?? Math.max(1, bottom + 8),
    quantity,
    texts,
    qrPayloads,
    ops,
    unknownCommands: unknown,
    characterSet,
  };
}
