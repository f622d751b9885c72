/**
 * What every peer library prints for an order, worked out the way a user of such a library would: plain
 * strings (Dutch, like OrderSlip's default receipt), money as "€ 12,80", no catalogue, no sanitiser. Each
 * adapter calls this inside its timed path, so all peers pay the same for it and differ only in how their
 * library turns it into bytes. The content matches OrderSlip's receipt: the shop, the order type and
 * number, the due and paid times, the customer, each line with its options, extras and plate text, the
 * remarks, the costs and the total, the payment, the order id and a QR code of it.
 */
import type { Cents } from '../../electron/common/model/money';
import type { Order, OrderType } from '../../electron/common/model/order';

export interface PeerItem {
  /** "4 pers. Tarte au riz", "6x Pain gris". */
  readonly text: string;
  readonly amount: string;
  /** Options and extras ("+ Kaars € 0,50"), then plate text in quotes; one printed line each. */
  readonly details: readonly string[];
}

export interface PeerReceipt {
  readonly shop: string;
  readonly address: string;
  /** "AFHALEN 12". */
  readonly headline: string;
  readonly due: string;
  /** The customer's name, "GSM <number>", and for a delivery its address and distance. */
  readonly customer: readonly string[];
  readonly items: readonly PeerItem[];
  readonly remarks: string | null;
  /** Costs then "TOTAAL", label and amount. */
  readonly totals: readonly (readonly [string, string])[];
  /** "Betaald met Bancontact", "Betaald op …", "Ref. …", "Bestelling <id>": one line each. */
  readonly payment: readonly string[];
  readonly qr: string;
}

const ORDER_TYPE: Readonly<Record<OrderType, string>> = {
  pick_up: 'AFHALEN',
  delivery: 'LEVERING',
  pick_up_coolbox: 'AFHALEN KOELBOX',
};

/** "€ 1.048,06": Belgian money, as OrderSlip prints it. */
export function euro(amount: Cents | number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}€ ${whole},${String(abs % 100).padStart(2, '0')}`;
}

function quantity(qty: number, unit: string): string {
  return unit === 'st' ? `${qty}x` : `${qty} ${unit}.`;
}

function dayMonthYear(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return `${day}/${month}/${year}`;
}

function customerLines(order: Order): string[] {
  const lines = [`${order.client.firstName} ${order.client.lastName}`, `GSM ${order.client.mobilePhone}`];
  const address = order.deliveryAddress;
  if (address !== null) {
    lines.push(
      'Leveradres',
      `${address.street} ${address.number}${address.bus ? ` bus ${address.bus}` : ''}`,
    );
    lines.push(`${address.postalCode} ${address.city}`);
    if (order.distanceMeters !== null)
      lines.push(`Afstand: ${(order.distanceMeters / 1000).toFixed(1).replace('.', ',')} km`);
  }
  return lines;
}

export function peerReceipt(order: Order): PeerReceipt {
  const items = order.lines.map((line): PeerItem => {
    const details: string[] = [];
    for (const option of line.options) {
      if (option.type === 'text') {
        if (option.meta) details.push(`  "${option.meta}"`);
        continue;
      }
      details.push(
        `  + ${option.qty > 1 ? `${option.qty}x ` : ''}${option.name}${option.total > 0 ? ` ${euro(option.total)}` : ''}`,
      );
    }
    for (const extra of line.extras)
      details.push(
        `  + ${extra.qty > 1 ? `${extra.qty}x ` : ''}${extra.name}${extra.total > 0 ? ` ${euro(extra.total)}` : ''}`,
      );
    return { text: `${quantity(line.qty, line.unit)} ${line.product}`, amount: euro(line.total), details };
  });
  const totals: [string, string][] = [];
  if (order.deliveryCost) totals.push(['Levering', euro(order.deliveryCost)]);
  if (order.serviceCost) totals.push(['Servicekosten', euro(order.serviceCost)]);
  totals.push(['TOTAAL', euro(order.total)]);
  return {
    shop: order.shop.name,
    address: `${order.shop.address}, ${order.shop.postalCode} ${order.shop.city}`,
    headline: `${ORDER_TYPE[order.type]} ${order.orderNumber ?? ''}`.trim(),
    due: `${dayMonthYear(order.due.date)} ${order.due.time.slice(0, 5)}`,
    customer: customerLines(order),
    items,
    remarks: order.remarks,
    totals,
    payment: [
      `Betaald met ${order.paymentMethod}`,
      `Betaald op ${dayMonthYear(order.paidAt.date)} ${order.paidAt.time.slice(0, 5)}`,
      `Ref. ${order.paymentReference}`,
      `Bestelling ${order.id}`,
    ],
    qr: order.id,
  };
}

/** `left` and `right` on one line of `width` columns, the way a user pads them by hand (no wrapping). */
export function leftRight(left: string, right: string, width: number): string {
  return `${left}${' '.repeat(Math.max(1, width - left.length - right.length))}${right}`;
}
