/**
 * OrderSlip's own paths, through its public functions only, so the speedups of its encoders show here:
 * `encodeCopies` for a text and an image receipt (80 mm, PC858, one copy, no logo, as a printer worker
 * does it), `labelsFor` + `encodeLabels` for ZPL labels (58 × 40 mm, 203 dpi).
 */
import type { LabelProtocol } from '../../electron/common/model/printer-settings';
import {
  printerSettings,
  type PrintMode,
  type PrinterSettings,
} from '../../electron/common/model/printer-settings';
import { encodeLabels, labelsFor } from '../../electron/core/label/encode-labels';
import { encodeCopies } from '../../electron/core/receipt';
import type { LabelContender, ReceiptContender } from './contender';

function receiptPrinter(printMode: PrintMode): PrinterSettings {
  return printerSettings({ id: 'peers', name: 'Peers', uri: 'tcp://127.0.0.1:9100', printMode });
}

export function labelPrinter(protocol: LabelProtocol): PrinterSettings {
  const base = printerSettings({
    id: `peers-${protocol}`,
    name: 'Peers labels',
    uri: 'tcp://127.0.0.1:9100',
  });
  return { ...base, role: 'label', label: { ...base.label, protocol, widthMm: 58, heightMm: 40 } };
}

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
