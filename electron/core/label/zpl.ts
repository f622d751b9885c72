/**
 * A laid-out label as one ZPL II format (`^XA … ^XZ`) for Zebra and compatible printers. Commands from
 * Zebra's "ZPL II Programming Guide" (docs.zebra.com, ZPL commands): `^CI28` UTF-8 field data, `^PW`
 * print width, `^LL` label length, `^LH` label home, `^FO` field origin, `^A0N,h,w` scalable font 0,
 * `^FB` field block (only to centre or right-align ONE line: our layout has wrapped every text, the
 * printer never wraps), `^FR` field reverse, `^GB` graphic box, `^BQN` QR code, `^GFA` graphic field,
 * `^PQ` quantity.
 *
 * Customer text can never become a command: every field is `^FH` (hex escapes with `_`), and `^`, `~`,
 * `_` and control bytes in it are written as `_5E`, `_7E`, `_5F`, `_0A`…, so the only `^`/`~` in the
 * output are ours. A text the printer's font cannot show (label-text.ts) is drawn and sent as a `^GFA`
 * graphic at its place.
 */
import type { LabelElement, LaidOutLabel } from '../../common/label/label';
import { LABEL_QR_ECC } from '../../common/label/layout';
import { drawRegion, elementBounds, type LabelBitmap } from './draw-label';
import { FONT_WIDTH, fontShows, isControl, isPrintableAscii } from './label-text';

const HEX = '0123456789ABCDEF';

function hexByte(byte: number): string {
  return `_${HEX[byte >> 4] ?? '0'}${HEX[byte & 15] ?? '0'}`;
}

/** A character `zplFieldData` writes as a hex escape: `^`, `~`, `_`, a control byte. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const NEEDS_ESCAPE = /[\0-\x1f^_~\x7f]/;

/**
 * Field data for `^FH^FD…^FS`: the text as typed, with the three characters ZPL reads in field data
 * (`^` and `~` start commands, `_` starts a hex escape under `^FH`) and every control byte hex-escaped.
 * Other characters go as themselves (UTF-8 under `^CI28`: their bytes are all ≥ 0x80).
 */
export function zplFieldData(text: string): string {
  // Most text has none of them: it goes as it is, without a walk through its characters.
  if (!NEEDS_ESCAPE.test(text)) return text;
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += char === '^' || char === '~' || char === '_' || isControl(code) ? hexByte(code) : char;
  }
  return out;
}

/** `^FO`: where a field starts, in whole dots (negative positions are not allowed). */
function origin(x: number, y: number): string {
  return `^FO${Math.max(0, Math.round(x))},${Math.max(0, Math.round(y))}`;
}

/**
 * `^GFA,b,c,d,data`: a graphic in ASCII hex, b = c = total bytes, d = bytes per row; 1 = black, most
 * significant bit leftmost — exactly our packed rows.
 */
export function zplGraphic(bitmap: LabelBitmap): string {
  const perRow = bitmap.widthDots / 8;
  const total = perRow * bitmap.heightDots;
  let hex = '';
  for (const byte of bitmap.bits) hex += (HEX[byte >> 4] ?? '0') + (HEX[byte & 15] ?? '0');
  return `^GFA,${total},${total},${perRow},${hex}`;
}

/** One element drawn (the printer cannot print it as text), as a graphic field at its place. */
function graphicField(element: LabelElement): string {
  const bounds = elementBounds(element);
  return `${origin(bounds.x, bounds.y)}${zplGraphic(drawRegion([element], bounds))}^FS`;
}

/**
 * Whether a text element goes as printer text: every character in font 0, and, where `^FB` is used
 * (centred and right-aligned text), no backslash — `^FB` reads `\&` as a line break and `\\` as a
 * backslash, and Zebra's guide does not say whether it reads them before or after `^FH` decodes: a
 * backslash there is drawn, so it can neither break a line nor be doubled.
 */
function asText(element: Extract<LabelElement, { kind: 'text' }>): boolean {
  return fontShows(element.text) && (element.align === 'left' || !element.text.includes('\\'));
}

function textField(element: Extract<LabelElement, { kind: 'text' }>): string {
  if (!asText(element)) return graphicField(element);
  const h = Math.max(1, Math.round(element.fontDots));
  const w = Math.max(1, Math.round(h * FONT_WIDTH));
  const parts: string[] = [];
  if (element.inverted)
    // The black bar first; the text is then printed reversed (white) over it.
    parts.push(`${origin(element.x, element.y)}^GB${Math.round(element.width)},${h},${h},B,0^FS`);
  const block =
    element.align === 'left'
      ? ''
      : `^FB${Math.max(1, Math.round(element.width))},1,0,${element.align === 'center' ? 'C' : 'R'},0`;
  parts.push(
    `${origin(element.x, element.y)}^A0N,${h},${w}${block}${element.inverted ? '^FR' : ''}^FH^FD${zplFieldData(element.text)}^FS`,
  );
  return parts.join('\n');
}

function qrField(element: Extract<LabelElement, { kind: 'qr' }>): string {
  // ZPL's QR magnification is 1–10 dots a module; the payload is ASCII by contract (drawn otherwise).
  if (!isPrintableAscii(element.payload) || element.moduleDots < 1 || element.moduleDots > 10)
    return graphicField(element);
  return `${origin(element.x, element.y)}^BQN,2,${Math.round(element.moduleDots)}^FH^FD${LABEL_QR_ECC}A,${zplFieldData(element.payload)}^FS`;
}

function boxField(element: Extract<LabelElement, { kind: 'box' }>): string {
  const width = Math.max(1, Math.round(element.width));
  const height = Math.max(1, Math.round(element.height));
  // ^GB draws a filled box when the thickness reaches half the smaller side.
  const thickness = Math.min(Math.max(1, Math.round(element.thickness)), Math.min(width, height));
  return `${origin(element.x, element.y)}^GB${width},${height},${thickness},B,0^FS`;
}

function field(element: LabelElement): string {
  switch (element.kind) {
    case 'text':
      return textField(element);
    case 'qr':
      return qrField(element);
    case 'box':
      return boxField(element);
  }
}

/** The label as one ZPL format: `^XA`, setup, one field per element, `^PQ1`, `^XZ`. */
export function encodeZpl(label: LaidOutLabel): string {
  const { widthDots, heightDots } = label.geometry;
  return [`^XA^CI28^PW${widthDots}^LL${heightDots}^LH0,0`, ...label.elements.map(field), '^PQ1^XZ', ''].join(
    '\n',
  );
}
