/**
 * What "Find printers" asks a port that answered neither ESC/POS nor Star status, to learn whether a
 * label printer listens there (see discovery-probe.ts for when and in which order), and how the answers
 * read.
 *
 *  - TSPL first: `<ESC>!?` (TSC "TSPL/TSPL2 Programming Manual"): a TSPL printer answers one status byte
 *    at once. To an ESC/POS printer the three bytes are `ESC ! n` (select print mode): a whole command
 *    that prints nothing; a ZPL printer skips them (outside a format).
 *  - Then ZPL: `~HS` (host status, Zebra "ZPL II Programming Guide"), answered with three `<STX>…<ETX>`
 *    strings. It is followed by `ESC @`: to a silent ESC/POS clone `~HS` is three characters waiting in
 *    its line buffer, and `ESC @` (initialise) clears that buffer and the print mode `ESC ! ?` set, so
 *    nothing of the search ever reaches its paper. A ZPL printer skips `ESC @` as it skips any byte
 *    outside a format.
 *  - Only to a printer that answered `~HS`: `~HI` (host identification), one string
 *    `<model>,<firmware>,<dots per mm>,<memory>,…`: its model name and resolution.
 */
import type { Dpi, LabelProtocol } from '../../common/model/printer-settings';
export { TSPL_STATUS_REQUEST } from './tspl-status';

/** `~HS`, then `ESC @` for a receipt printer that took it as text (see above). */
export const ZPL_PROBE_REQUEST = Uint8Array.of(...Buffer.from('~HS', 'ascii'), 0x1b, 0x40);
/** `~HI`: sent only to a printer that answered `~HS`. */
export const ZPL_IDENTITY_REQUEST = new Uint8Array(Buffer.from('~HI', 'ascii'));

/** A label printer found on a port: its language, and what it said about itself. */
export interface LabelAnswer {
  readonly protocol: Extract<LabelProtocol, 'zpl' | 'tspl'>;
  /** The model it named (ZPL `~HI`), printable ASCII, or null. */
  readonly modelName: string | null;
  /** Its head's resolution, when it said (ZPL `~HI` in dots per mm), else null. */
  readonly dpi: Extract<Dpi, 203 | 300> | null;
}

/** A model name longer than this is not one. */
const MAX_NAME_LENGTH = 40;
/** Dots per millimetre as `~HI` gives them → the dpi the settings know (8 → 203, 12 → 300). */
const DPI_OF_DOTS_PER_MM: Readonly<Record<number, 203 | 300>> = { 8: 203, 12: 300 };

/**
 * Reads the text of a `~HI` string (without STX/ETX): `ZD421-203dpi,V84.20.18Z,8,8192KB`. Null when it
 * does not have that shape.
 */
export function readZplIdentity(text: string): { modelName: string; dpi: 203 | 300 | null } | null {
  const fields = text.split(',').map((field) => field.trim());
  const [model, , dotsPerMm] = fields;
  if (fields.length < 3 || model === undefined || dotsPerMm === undefined || !/^\d+$/.test(dotsPerMm))
    return null;
  const name = model
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  if (name === '') return null;
  return { modelName: name, dpi: DPI_OF_DOTS_PER_MM[Number(dotsPerMm)] ?? null };
}

/** The text of the first whole `<STX>…<ETX>` frame in `bytes`, or null while there is none. */
export function firstFrame(bytes: readonly number[]): string | null {
  const start = bytes.indexOf(0x02);
  if (start < 0) return null;
  const end = bytes.indexOf(0x03, start + 1);
  if (end < 0) return null;
  return String.fromCharCode(...bytes.slice(start + 1, end));
}
