/**
 * An order as a ReceiptLine document (receiptline's markdown for receipts), as a user writes one:
 * customer text escaped (`\` before ReceiptLine's special characters), columns with `|`, a QR code
 * property. The text and the image contender print the same document.
 */
import type { Order } from '../../electron/common/model/order';
import { peerReceipt } from './peer-receipt';

const SPECIAL = /[\\|{}~_"`^]/g;

function escape(text: string): string {
  // A line of only `-` or `=` would be a rule or a cut: its first character escaped makes it text.
  return text.replace(SPECIAL, '\\$&').replace(/^([-=])/, '\\$1');
}

export function receiptLineDocument(order: Order, qr: boolean): string {
  const receipt = peerReceipt(order);
  const out: string[] = [
    '{a:center}',
    `^^^"${escape(receipt.headline)}"`,
    escape(receipt.due),
    '{a:left}',
    '-',
    ...receipt.customer.map(escape),
    '-',
    '{w:*,12}',
  ];
  for (const item of receipt.items) {
    out.push(`|${escape(item.text)} | ${escape(item.amount)}|`);
    for (const detail of item.details) out.push(`|${escape(detail)} | |`);
  }
  out.push('{w:auto}');
  if (receipt.remarks !== null) out.push('-', escape(receipt.remarks));
  out.push('-', '{w:*,12}');
  for (const [label, amount] of receipt.totals) {
    const bold = label === 'TOTAAL' ? '"' : '';
    out.push(`|${bold}${escape(label)}${bold} | ${escape(amount)}|`);
  }
  out.push(
    '{w:auto}',
    ...receipt.payment.map(escape),
    '-',
    '{a:center}',
    escape(receipt.shop),
    escape(receipt.address),
  );
  if (qr) out.push(`{c:${escape(receipt.qr)};o:qrcode,5,m}`);
  return `${out.join('\n')}\n`;
}
