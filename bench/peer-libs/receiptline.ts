/**
 * receiptline to ESC/POS: the order's ReceiptLine document (receiptline-document.ts) transformed with
 * the `escpos` command set in CP858. `transform` returns the bytes as a binary string.
 */
import { transform } from 'receiptline';
import type { Order } from '../../electron/common/model/order';
import { COLUMNS_80MM, type ReceiptContender } from './contender';
import { receiptLineDocument } from './receiptline-document';

const PRINTER = { cpl: COLUMNS_80MM, encoding: 'cp858', command: 'escpos', cutting: true } as const;

function encode(order: Order): Uint8Array[] {
  return [Buffer.from(transform(receiptLineDocument(order, true), PRINTER), 'binary')];
}

export const receiptLineContender: ReceiptContender = {
  id: 'receiptline',
  name: 'receiptline',
  orderSlip: false,
  // receiptline draws the QR code itself and sends it as a picture: no QR command to read back.
  qr: false,
  lessWork: [
    'no transliteration: a character outside CP858 (œ in "bœuf") prints as "?"',
    'customer text only escaped for ReceiptLine, no other cleaning',
  ],
  encode,
};
