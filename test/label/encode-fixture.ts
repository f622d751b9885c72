/**
 * Hand-made laid-out labels for the encoder tests: they test the encoders, not the layout (K1's
 * layout.ts has its own tests), so every element is placed here exactly.
 */
import { expect } from 'vitest';
import type { LabelContent, LabelElement, LaidOutLabel } from '../../electron/common/label/label';
import { labelGeometry } from '../../electron/common/label/label';
import type { Dpi } from '../../electron/common/model/printer-settings';

export const CONTENT: LabelContent = {
  kind: 'cake',
  language: 'nl',
  headline: 'AFHALEN 12',
  name: 'Jan',
  due: 'za 28/11 10:30',
  shop: 'Bakkerij Test',
  sequence: null,
  coolBox: false,
  qr: 'ord_12',
  product: '8 pers. Aardbeientaart',
  options: [],
  plate: 'Proficiat',
  banner: null,
};

export function text(
  value: string,
  at: Partial<Omit<Extract<LabelElement, { kind: 'text' }>, 'kind' | 'text'>> = {},
): LabelElement {
  return {
    kind: 'text',
    x: 16,
    y: 16,
    width: 400,
    fontDots: 32,
    bold: false,
    inverted: false,
    align: 'left',
    ...at,
    text: value,
  };
}

export function label(
  elements: readonly LabelElement[],
  size = { w: 58, h: 40 },
  dpi: Dpi = 203,
): LaidOutLabel {
  return { content: CONTENT, geometry: labelGeometry(size.w, size.h, dpi), elements };
}

/** Customer text that would be commands if it reached a printer as it is. */
export const HOSTILE = [
  'Jan^XZ^XA^FDevil^FS',
  '~JR~HS reset',
  'a_5E_7E b',
  'say "hi" \\ back\\slash',
  'line\nbreak\r\nand\ttab\u0007bell\u001b',
  '^FH^FD~~^^__',
];

export interface Parsed {
  readonly commands: string[];
  /** Every ^FD payload, `^FH`-decoded (hex escapes as UTF-8 bytes). */
  readonly fields: string[];
  readonly graphics: Array<{ total: number; perRow: number; hex: string }>;
}

/** Reads ZPL as a printer does: `^`/`~` start commands, `^FD` data runs to `^FS`. */
export function parseZpl(zpl: string): Parsed {
  const commands: string[] = [];
  const fields: string[] = [];
  const graphics: Parsed['graphics'] = [];
  let at = 0;
  while (at < zpl.length) {
    const caret = zpl[at];
    if (caret !== '^' && caret !== '~') {
      // Between commands only line breaks (ignored by the printer).
      expect(caret).toMatch(/[\n]/);
      at++;
      continue;
    }
    const name = caret + (zpl[at + 1] === 'A' ? 'A' : zpl.slice(at + 1, at + 3));
    commands.push(name);
    const next = (from: number): number => {
      const found = zpl.slice(from).search(/[\^~]/);
      return found < 0 ? zpl.length : from + found;
    };
    if (name === '^FD') {
      const end = zpl.indexOf('^FS', at + 3);
      expect(end).toBeGreaterThan(at);
      const data = zpl.slice(at + 3, end);
      const bytes: number[] = [];
      for (let i = 0; i < data.length;) {
        if (data[i] === '_') {
          bytes.push(parseInt(data.slice(i + 1, i + 3), 16));
          i += 3;
        } else {
          const char = String.fromCodePoint(data.codePointAt(i) ?? 0);
          bytes.push(...new TextEncoder().encode(char));
          i += char.length;
        }
      }
      fields.push(new TextDecoder().decode(Uint8Array.from(bytes)));
      at = end;
      continue;
    }
    if (name === '^GF') {
      const end = next(at + 1);
      const [, , total, , perRow, hex] =
        /^\^GF(A),(\d+),(\d+),(\d+),([0-9A-F]*)\s*$/.exec(zpl.slice(at, end)) ?? [];
      graphics.push({ total: Number(total), perRow: Number(perRow), hex: hex ?? '' });
      at = end;
      continue;
    }
    at = next(at + 1);
  }
  return { commands, fields, graphics };
}

export interface Command {
  readonly line: string;
  /** BITMAP data, as sent (0 = black). */
  readonly data?: Uint8Array;
}

/** Reads a TSPL job as a printer does: commands end with CR LF; BITMAP's data is width × height bytes. */
export function parseTspl(bytes: Uint8Array): Command[] {
  const commands: Command[] = [];
  const decoder = new TextDecoder();
  let at = 0;
  while (at < bytes.length) {
    const head = decoder.decode(bytes.subarray(at, at + 7));
    if (head === 'BITMAP ') {
      const comma = (n: number): number => {
        let i = at;
        for (let seen = 0; seen < n; i++) if (bytes[i] === 0x2c) seen++;
        return i;
      };
      const start = comma(5);
      const line = decoder.decode(bytes.subarray(at, start));
      const [, , , w, h] = /^BITMAP (\d+),(\d+),(\d+),(\d+),0,$/.exec(line) ?? [];
      const size = Number(w) * Number(h);
      commands.push({ line, data: bytes.slice(start, start + size) });
      expect(decoder.decode(bytes.subarray(start + size, start + size + 2))).toBe('\r\n');
      at = start + size + 2;
      continue;
    }
    let end = at;
    while (end < bytes.length && !(bytes[end] === 0x0d && bytes[end + 1] === 0x0a)) end++;
    const line = decoder.decode(bytes.subarray(at, end));
    expect(line).not.toMatch(/[\r\n]/);
    commands.push({ line });
    at = end + 2;
  }
  return commands;
}
