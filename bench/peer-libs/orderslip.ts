/**
 * OrderSlip's own paths, through its public functions only, so the speedups of its encoders show here:
 * `encodeCopies` for a text and an image receipt (80 mm, PC858, one copy, no logo, as a printer worker
 * does it), `labelsFor` + `encodeLabels` for ZPL labels (58 × 40 mm, 203 dpi).
 */
import type { PrintMode } from '../../electron/common/model/printer-settings';
import { encodeLabels, labelsFor } from '../../electron/core/label/encode-labels';
import { encodeCopies } from '../../electron/core/receipt';
import { labelPrinter, receiptPrinter } from '../lib/printers';
import type { LabelContender, ReceiptContender } from './contender';

/** A fixed print time: every run prints the same receipt. */
export const PRINTED_AT = new Date('2026-03-14T11:05:00Z');

function receiptContender(printMode: PrintMode): ReceiptContender {
  const settings = receiptPrinter(printMode);
  return {
    id: 'orderslip',
    name: 'OrderSlip',
    orderSlip: true,
    qr: printMode === 'text',
    lessWork: [],
    encode: (order) => encodeCopies(order, settings, { printedAt: PRINTED_AT, kind: 'original', logo: null }),
  };
}

export const orderSlipTextContender = receiptContender('text');
export const orderSlipImageContender = receiptContender('image');

const ZPL = labelPrinter('zpl');

export const orderSlipLabelsContender: LabelContender = {
  id: 'orderslip',
  name: 'OrderSlip',
  orderSlip: true,
  qr: true,
  lessWork: [],
  encode: ({ order }) =>
    encodeLabels(labelsFor(order, ZPL, { kind: 'original', printedAt: PRINTED_AT }), ZPL),
};
