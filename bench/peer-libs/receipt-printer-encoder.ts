/**
 * ReceiptPrinterEncoder (Niels Leenheer's `@point-of-sale/receipt-printer-encoder`) for an Epson: its
 * own code page encoder in CP858, a two-column `table` for the lines (it wraps a cell that is too long),
 * `rule`, `qrcode` and a partial `cut`; `encode()` gives the bytes.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Order } from '../../electron/common/model/order';
import { COLUMNS_80MM, type ReceiptContender } from './contender';
import { peerReceipt } from './peer-receipt';

const AMOUNT_COLUMNS = 12;
const COLUMNS = [
  { width: COLUMNS_80MM - AMOUNT_COLUMNS, align: 'left' as const },
  { width: AMOUNT_COLUMNS, align: 'right' as const },
];

function encode(order: Order): Uint8Array[] {
  const receipt = peerReceipt(order);
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    printerModel: 'epson-tm-t88vi',
    columns: COLUMNS_80MM,
  });
  encoder.initialize().codepage('cp858');
  encoder.align('center').size(2, 2).bold(true).line(receipt.headline).bold(false).size(1, 1);
  encoder.line(receipt.due).align('left').rule({ style: 'double' });
  for (const line of receipt.customer) encoder.line(line);
  encoder.rule();
  const rows: string[][] = [];
  for (const item of receipt.items) {
    rows.push([item.text, item.amount]);
    for (const detail of item.details) rows.push([detail, '']);
  }
  encoder.table(COLUMNS, rows);
  if (receipt.remarks !== null) encoder.rule().line(receipt.remarks);
  encoder.rule();
  encoder.table(
    COLUMNS,
    receipt.totals.map(([label, amount]) =>
      label === 'TOTAAL'
        ? [(e: ReceiptPrinterEncoder) => e.bold(true).text(label).bold(false), amount]
        : [label, amount],
    ),
  );
  for (const line of receipt.payment) encoder.line(line);
  encoder.rule();
  encoder.align('center').line(receipt.shop).line(receipt.address);
  encoder.qrcode(receipt.qr, { model: 2, size: 5, errorlevel: 'm' });
  encoder.cut('partial');
  return [encoder.encode()];
}

export const receiptPrinterEncoderContender: ReceiptContender = {
  id: 'receipt-printer-encoder',
  name: 'ReceiptPrinterEncoder',
  orderSlip: false,
  qr: true,
  lessWork: [
    'no transliteration: a character outside CP858 (œ in "bœuf") prints as "?" (code page fixed; its "auto" would switch)',
  ],
  encode,
};
