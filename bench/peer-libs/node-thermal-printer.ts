/**
 * node-thermal-printer on its own, as its README shows it: an Epson printer with the PC858 character set,
 * `println` and `leftRight` for the lines, `printQR`, `partialCut`, and `getBuffer()` for the bytes (no
 * interface: nothing is opened). Its default word wrap (BreakLine.WORD) folds long lines. OrderSlip
 * itself encodes through this library too; this is the library without OrderSlip's receipt around it.
 */
import { createRequire } from 'node:module';
import type * as ThermalPrinterModule from 'node-thermal-printer';
import type { Order } from '../../electron/common/model/order';
import { COLUMNS_80MM, type ReceiptContender } from './contender';
import { peerReceipt } from './peer-receipt';

// A CommonJS module whose types declare named exports: required, as a user on Node would.
const { CharacterSet, PrinterTypes, ThermalPrinter } = createRequire(import.meta.url)(
  'node-thermal-printer',
) as typeof ThermalPrinterModule;

function encode(order: Order): Uint8Array[] {
  const receipt = peerReceipt(order);
  const printer = new ThermalPrinter({
    type: PrinterTypes.EPSON,
    interface: '',
    width: COLUMNS_80MM,
    characterSet: CharacterSet.PC858_EURO,
  });
  printer.alignCenter();
  printer.setTextQuadArea();
  printer.bold(true);
  printer.println(receipt.headline);
  printer.bold(false);
  printer.setTextNormal();
  printer.println(receipt.due);
  printer.alignLeft();
  printer.drawLine('=');
  for (const line of receipt.customer) printer.println(line);
  printer.drawLine();
  for (const item of receipt.items) {
    printer.leftRight(item.text, item.amount);
    for (const detail of item.details) printer.println(detail);
  }
  if (receipt.remarks !== null) {
    printer.drawLine();
    printer.println(receipt.remarks);
  }
  printer.drawLine();
  for (const [label, amount] of receipt.totals) {
    printer.bold(label === 'TOTAAL');
    printer.leftRight(label, amount);
  }
  printer.bold(false);
  for (const line of receipt.payment) printer.println(line);
  printer.drawLine();
  printer.alignCenter();
  printer.println(receipt.shop);
  printer.println(receipt.address);
  printer.printQR(receipt.qr, { cellSize: 5, correction: 'M', model: 2 });
  printer.newLine();
  printer.partialCut({ verticalTabAmount: 1 });
  return [new Uint8Array(printer.getBuffer())];
}

export const nodeThermalPrinterContender: ReceiptContender = {
  id: 'node-thermal-printer',
  name: 'node-thermal-printer alone',
  orderSlip: false,
  qr: true,
  lessWork: [
    'no transliteration where no code page holds a character (where one does, it switches page per character: œ in Windows-1252)',
    'no removal of control characters from customer text (an ESC typed in a name reaches the printer)',
    'no line filter, copies or translated words',
  ],
  encode,
};
