/**
 * @node-escpos/core (the maintained successor of `escpos`): the commands chained on a Printer, text
 * encoded by iconv-lite in CP858 (`ESC t 19`), then `flush()` hands the buffer to the adapter — here one
 * that keeps the bytes, where a user's would be a USB or network adapter.
 */
import { Printer } from '@node-escpos/core';
import type { Order } from '../../electron/common/model/order';
import { COLUMNS_80MM, type ReceiptContender } from './contender';
import { leftRight, peerReceipt } from './peer-receipt';

/**
 * The adapter a job is flushed to: it keeps the bytes (`flush()` writes them synchronously). Printer only
 * calls `write` on it; @node-escpos/adapter's base class (an EventEmitter) is not a dependency of ours.
 */
class KeepingAdapter {
  written: Uint8Array = new Uint8Array(0);
  write(data: Buffer | string, callback?: (error: Error | null) => void): this {
    this.written = typeof data === 'string' ? Buffer.from(data, 'binary') : data;
    callback?.(null);
    return this;
  }
}

type PrinterAdapter = ConstructorParameters<typeof Printer>[0];

/** Epson's `ESC t` number of PC858 (Latin-1 with €). */
const PC858 = 19;

function encode(order: Order): Uint8Array[] {
  const receipt = peerReceipt(order);
  const adapter = new KeepingAdapter();
  const printer = new Printer(adapter as unknown as PrinterAdapter, {
    encoding: 'CP858',
    width: COLUMNS_80MM,
  });
  printer.hardware('INIT').setCharacterCodeTable(PC858);
  printer.align('CT').style('B').size(2, 2).text(receipt.headline);
  printer.size(1, 1).style('NORMAL').text(receipt.due);
  printer.align('LT').drawLine('=');
  for (const line of receipt.customer) printer.text(line);
  printer.drawLine('-');
  for (const item of receipt.items) {
    printer.text(leftRight(item.text, item.amount, COLUMNS_80MM));
    for (const detail of item.details) printer.text(detail);
  }
  if (receipt.remarks !== null) printer.drawLine('-').text(receipt.remarks);
  printer.drawLine('-');
  for (const [label, amount] of receipt.totals) {
    if (label === 'TOTAAL') printer.style('B');
    printer.text(leftRight(label, amount, COLUMNS_80MM));
  }
  printer.style('NORMAL');
  for (const line of receipt.payment) printer.text(line);
  printer.drawLine('-');
  printer.align('CT').text(receipt.shop).text(receipt.address);
  printer.cut(true, 4);
  void printer.flush();
  return [adapter.written];
}

export const escposContender: ReceiptContender = {
  id: 'escpos',
  name: '@node-escpos/core',
  orderSlip: false,
  qr: false,
  lessWork: [
    'no QR code (its qrcode() sends GS Z / ESC Z, which an Epson does not know; qrimage() is asynchronous and draws one)',
    'no word wrap (a long line runs on where the printer breaks it)',
    'no transliteration: a character outside CP858 (œ in "bœuf") prints as "?"',
    'no removal of control characters from customer text (an ESC typed in a name reaches the printer)',
    'its style() sends ESC 4 (italic, not an Epson command) at every style change',
  ],
  encode,
};
