/**
 * How soon a printer can have printed a copy. A printer that answers "printed" the moment the bytes
 * arrive and then loses the job would get an order confirmed with nothing on paper; its answer can only
 * be caught by its timing. So an answer that came sooner than the copy's paper could move, at twice the
 * fastest speed of any printer we know, proves nothing (docs/PRINTING.md, "Proof must be physically
 * possible").
 *
 * A copy's length is known where its bytes are built (`withPaperLength`): the receipt's text lines and
 * drawn rows, a label's height. It is a lower bound: what cannot be measured before printing (a QR code,
 * a logo, a feed) is left out, so a real printer is never judged too fast.
 */
import { PRINTER_MODELS } from '../../common/model/printer-models';

/** Label printers have no entry among the receipt models: the fastest we know (Zebra ZT600, 14 ips). */
const FASTEST_LABEL_PRINTER_MM_PER_S = 356;

/** Twice the fastest paper any printer we know moves: generous, yet far from an answer that comes at once. */
export const PAPER_SPEED_LIMIT_MM_PER_S =
  2 *
  Math.max(
    FASTEST_LABEL_PRINTER_MM_PER_S,
    ...Object.values(PRINTER_MODELS).map((model) => model.speedMmPerS),
  );

/** The bytes of one copy (a receipt, a label), with the least paper it moves when it is known. */
export type PrintCopy = Uint8Array & { readonly paperMm?: number };

/** Says how much paper `bytes` move at least; kept with the bytes wherever they go. */
export function withPaperLength(bytes: Uint8Array, paperMm: number): PrintCopy {
  return Object.assign(bytes, { paperMm });
}

/** The least paper a copy moves, in mm; 0 when its builder did not say. */
export function paperLengthOf(copy: PrintCopy): number {
  return copy.paperMm ?? 0;
}

/**
 * Whether a "printed" for `copy`, read at `answeredAt` after its bytes were written at `sentAt` (both
 * monotonic ms), came sooner than its paper could move at `fastestMmPerS`
 * (`PrintTimeouts.fastestPaperMmPerS`): then it proves nothing. The one judge of this for every printer's
 * proof (Epson, Star, labels).
 */
export function answeredBeforePaper(
  copy: PrintCopy,
  sentAt: number,
  answeredAt: number,
  fastestMmPerS: number,
): boolean {
  return answeredAt - sentAt < (paperLengthOf(copy) / fastestMmPerS) * 1000;
}

/** Dots at `dpi` in mm. */
export function dotsToMm(dots: number, dpi: number): number {
  return (dots / dpi) * 25.4;
}
