/**
 * A laid-out label as one TSPL job for TSC, Xprinter and compatible printers. Commands from TSC's
 * "TSPL/TSPL2 Programming Language" manual: `SIZE`, `GAP`, `DIRECTION`, `CODEPAGE UTF-8`, `CLS`,
 * `TEXT x,y,"font",rotation,x-mul,y-mul,"content"`, `BAR x,y,width,height`,
 * `BOX x,y,x_end,y_end,thickness`, `REVERSE x,y,width,height`,
 * `QRCODE x,y,ECC,cell width,mode,rotation,"data"`, `BITMAP x,y,width bytes,height,mode,data`, `PRINT m,n`;
 * each command ends with CR LF.
 *
 * Customer text can never become a command: a TEXT's content is one quoted string on one line. Control
 * characters (CR, LF…) are left out (they print nothing); a double quote is written `\["]`, the manual's
 * escape for it. TSPL reads `\[…]` sequences inside strings, and the manual gives no escape for a
 * backslash itself, so a text holding a backslash is drawn and sent as a BITMAP, like a text the font
 * lacks (label-text.ts): it can then neither start an escape nor be lost.
 *
 * TSPL also has immediate commands, `<ESC>!x` (status, pause, reset, cancel…) and `~!x` (model name,
 * memory, codepage…), which the printer acts on as the bytes arrive, wherever they are in a job: inside a
 * quoted string, inside BITMAP data. A `~!x` answer on our connection would be read as a status byte (the
 * proof), and `<ESC>!R` would reset the printer mid-job. So a text holding `~!` is drawn too (ESC is a
 * control character, left out), and drawn rows never carry the bytes `1B 21` or `7E 21` (see
 * `breakImmediate`).
 *
 * Font "0" is TSC's scalable font (Monotype CG Triumvirate Bold Condensed); for it the x- and
 * y-multiplication are the character size in points (1/72 inch), not factors.
 */
import type { LabelElement, LaidOutLabel } from '../../common/label/label';
import { concat } from '../receipt/raster-commands';
import { LABEL_QR_ECC } from '../../common/label/layout';
import { drawRegion, elementBounds } from './draw-label';
import { FONT_WIDTH, fontShows, isControl, isPrintableAscii } from './label-text';

const encoder = new TextEncoder();

/**
 * Font 0's average advance as a fraction of its height (about half at its natural width, narrowed by
 * FONT_WIDTH), to place centred and right-aligned text: TSPL's
 * TEXT has no alignment on every firmware (the optional parameter is recent, and clones read it as the
 * content), so we place such text ourselves. An estimate only moves a centred line a little; it never
 * makes it wrap or overlap another element (the layout's width is conservative).
 */
const FONT0_ADVANCE = 0.5 * FONT_WIDTH;

/** What `tsplText` changes: a double quote, a control character. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const QUOTE_OR_CONTROL = /["\0-\x1f\x7f]/;

/** The content of a TEXT: control characters left out, `"` as `\["]`. */
export function tsplText(text: string): string {
  // Most text has neither: it goes as it is, without a walk through its characters.
  if (!QUOTE_OR_CONTROL.test(text)) return text;
  let out = '';
  for (const char of text) {
    if (isControl(char.codePointAt(0) ?? 0)) continue;
    out += char === '"' ? '\\["]' : char;
  }
  return out;
}

function dots(value: number): number {
  return Math.max(0, Math.round(value));
}

/** Points of font "0" for a height in dots: rounded down, so a line is never taller than laid out. */
function points(fontDots: number, dpi: number): number {
  return Math.max(1, Math.floor((fontDots * 72) / dpi));
}

/** `!`: the second byte of every immediate command (`<ESC>!x`, `~!x`). */
const BANG = 0x21;
const ESC = 0x1b;
const TILDE = 0x7e;

/**
 * BITMAP data with no `<ESC>!` or `~!` in it, so that no drawing can be taken for an immediate command
 * (`<ESC>!R` reset, `<ESC>!?` status…): a `21` right after `1B` or `7E` becomes `20`, one dot (the last of
 * those eight) black instead of white — invisible in a drawn letter, and the row keeps its length.
 */
export function breakImmediate(data: Uint8Array): Uint8Array {
  for (let i = 1; i < data.length; i++)
    if (data[i] === BANG && (data[i - 1] === ESC || data[i - 1] === TILDE)) data[i] = BANG - 1;
  return data;
}

/** `BITMAP x,y,w,h,0,` + rows: TSPL prints a 0 bit black and a 1 bit white (the inverse of our rows). */
function bitmapCommand(element: LabelElement): Uint8Array {
  const bounds = elementBounds(element);
  const bitmap = drawRegion([element], bounds);
  const data = breakImmediate(bitmap.bits.map((byte) => ~byte & 0xff));
  return concat([
    encoder.encode(
      `BITMAP ${dots(bounds.x)},${dots(bounds.y)},${bitmap.widthDots / 8},${bitmap.heightDots},0,`,
    ),
    data,
    encoder.encode('\r\n'),
  ]);
}

/** Whether a text goes as TEXT: every character in font 0, no backslash, no `~!` (drawn otherwise). */
function asText(text: string): boolean {
  return fontShows(text) && !text.includes('\\') && !text.includes('~!');
}

/** `[...text].length` without making the array: a surrogate pair counts once. */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/**
 * Whether a text goes into a TEXT as it is: every character printable ASCII or Latin-1, none of them a
 * double quote or a backslash, no `~!` (nearly every label's text). One walk answers what `asText` and
 * `tsplText` would, and its code points are its code units.
 */
function plainText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE || code === BACKSLASH) return false;
    if (code === TILDE && text.charCodeAt(i + 1) === BANG) return false;
    if ((code < 0x20 || code > 0x7e) && (code < 0xa0 || code > 0xff)) return false;
  }
  return true;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function textCommands(element: Extract<LabelElement, { kind: 'text' }>, dpi: number): Uint8Array | string {
  const plain = plainText(element.text);
  if (!plain && !asText(element.text)) return bitmapCommand(element);
  const height = points(element.fontDots, dpi);
  const width = points(element.fontDots * FONT_WIDTH, dpi);
  const characters = plain ? element.text.length : codePoints(element.text);
  const estimate = Math.min(element.width, characters * FONT0_ADVANCE * element.fontDots);
  const x =
    element.align === 'center'
      ? element.x + (element.width - estimate) / 2
      : element.align === 'right'
        ? element.x + element.width - estimate
        : element.x;
  const content = plain ? element.text : tsplText(element.text);
  const text = `TEXT ${dots(x)},${dots(element.y)},"0",0,${width},${height},"${content}"`;
  if (!element.inverted) return text;
  // REVERSE inverts what is already in the area: the text becomes white on black.
  return `${text}\r\nREVERSE ${dots(element.x)},${dots(element.y)},${dots(element.width)},${dots(element.fontDots)}`;
}

function qrCommand(element: Extract<LabelElement, { kind: 'qr' }>): Uint8Array | string {
  const cell = Math.round(element.moduleDots);
  if (!isPrintableAscii(element.payload) || /["\\]|~!/.test(element.payload) || cell < 1 || cell > 10)
    return bitmapCommand(element);
  return `QRCODE ${dots(element.x)},${dots(element.y)},${LABEL_QR_ECC},${cell},A,0,"${element.payload}"`;
}

function boxCommand(element: Extract<LabelElement, { kind: 'box' }>): string {
  const width = Math.max(1, Math.round(element.width));
  const height = Math.max(1, Math.round(element.height));
  const thickness = Math.max(1, Math.round(element.thickness));
  if (2 * thickness >= Math.min(width, height))
    return `BAR ${dots(element.x)},${dots(element.y)},${width},${height}`;
  return `BOX ${dots(element.x)},${dots(element.y)},${dots(element.x) + width},${dots(element.y) + height},${thickness}`;
}

function command(element: LabelElement, dpi: number): Uint8Array | string {
  switch (element.kind) {
    case 'text':
      return textCommands(element, dpi);
    case 'qr':
      return qrCommand(element);
    case 'box':
      return boxCommand(element);
  }
}

/** A millimetre figure as TSPL takes it: at most one decimal. */
function mm(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The label as one TSPL job: setup, CLS, one command per element, PRINT 1,1. */
export function encodeTspl(label: LaidOutLabel): Uint8Array {
  const { widthMm, heightMm, dpi } = label.geometry;
  const parts: Uint8Array[] = [];
  // Commands as text are encoded together, once between two bitmaps: one buffer, not one a command.
  let text = [
    `SIZE ${mm(widthMm)} mm,${mm(heightMm)} mm`,
    'GAP 2 mm,0',
    'DIRECTION 1',
    'CODEPAGE UTF-8',
    'CLS',
    '',
  ].join('\r\n');
  for (const element of label.elements) {
    const out = command(element, dpi);
    if (typeof out === 'string') {
      text += `${out}\r\n`;
      continue;
    }
    if (text !== '') parts.push(encoder.encode(text));
    text = '';
    parts.push(out);
  }
  const last = encoder.encode(`${text}PRINT 1,1\r\n`);
  // A label of text and QR codes alone (nearly every one) is that one buffer: no copy into another.
  if (parts.length === 0) return last;
  parts.push(last);
  return concat(parts);
}
