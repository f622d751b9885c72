/**
 * An order's labels for one label printer, in its language: `labelsFor` builds and lays them out for the
 * printer's label size and dots, `encodeLabels` gives ONE buffer per label, so the driver proves each
 * label came out on its own (ZPL `~HS`, TSPL status, ESC/POS `GS r`) and a failure names the label.
 *
 * - `zpl`: one `^XA … ^XZ` format (zpl.ts);
 * - `tspl`: one `SIZE … PRINT 1,1` job (tspl.ts);
 * - `escpos` (Epson TM-L90 class, die-cut labels): the whole label drawn (draw-label.ts) and sent as
 *   `GS v 0` bands, then fed to the cutter and cut. See docs/PRINTING.md, "Labels".
 */
import type { Order } from '../../common/model/order';
import type { LabelProtocol, PrinterSettings } from '../../common/model/printer-settings';
import { labelGeometry, type LaidOutLabel } from '../../common/label/label';
import { layoutLabel } from '../../common/label/layout';
import { withPaperLength, type PrintCopy } from '../printer/paper-time';
import { concat, escPosRaster } from '../receipt/raster-commands';
import { buildLabels, type LabelContext } from './build-labels';
import { drawLabel } from './draw-label';
import { encodeTspl } from './tspl';
import { encodeZpl } from './zpl';

const encoder = new TextEncoder();

/** The order's labels for this printer, laid out on its label (`[]` when it prints none for the order). */
export function labelsFor(order: Order, settings: PrinterSettings, context: LabelContext): LaidOutLabel[] {
  const geometry = labelGeometry(settings.label.widthMm, settings.label.heightMm, settings.dpi);
  return buildLabels(order, settings, context).map((content) => layoutLabel(content, geometry));
}

/** `ESC @`: a known state (no leftover mode from another program or a half-sent job). */
const ESC_INIT = Uint8Array.of(0x1b, 0x40);
/**
 * `FS ( L` function 66, m = 48: feed the label paper to the cutting position (not when already there).
 * Epson TM-L90 specification, "FS ( L — Select label and black mark control function(s)". On paper
 * without a label layout set in the printer it does nothing, and the cut below comes right after the
 * drawing.
 */
const FEED_TO_CUT = Uint8Array.of(0x1c, 0x28, 0x4c, 0x02, 0x00, 0x42, 0x30);
/** `GS V 1`: cut, one point left uncut (the label hangs until torn off, like a receipt). */
const CUT = Uint8Array.of(0x1d, 0x56, 0x01);

/** One ESC/POS label: initialise, the drawing in `GS v 0` bands, feed to the cutter, cut. */
export function encodeEscPosLabel(label: LaidOutLabel): Uint8Array {
  return concat([ESC_INIT, escPosRaster(drawLabel(label)), FEED_TO_CUT, CUT]);
}

const LABEL_ENCODERS: Readonly<Record<LabelProtocol, (label: LaidOutLabel) => Uint8Array>> = {
  zpl: (label) => encoder.encode(encodeZpl(label)),
  tspl: encodeTspl,
  escpos: encodeEscPosLabel,
};

/** One buffer per label, in the printer's label protocol. */
export function encodeLabels(labels: readonly LaidOutLabel[], settings: PrinterSettings): PrintCopy[] {
  const encode = LABEL_ENCODERS[settings.label.protocol];
  // Each label moves at least its own height of paper (the gap after it is left out).
  return labels.map((label) => withPaperLength(encode(label), label.geometry.heightMm));
}
