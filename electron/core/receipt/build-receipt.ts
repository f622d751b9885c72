/**
 * Order → Receipt. The order of the blocks serves a busy counter: banners that change what the slip
 * means, then what and when in large print (read at arm's length), who, the remarks (an allergy must be
 * read before anything is prepared), the products with their plate texts, the money, and last the
 * identifiers nobody reads unless something went wrong.
 */
import {
  DEFAULT_CHARACTER_SET,
  type CharacterSetName,
  type Language,
  type PaperWidth,
} from '../model/printer-settings';
import type { Order, OrderLine } from '../model/order';
import { LABELS, paymentMethodName, type Labels } from './labels';
import {
  formatDistance,
  formatDue,
  formatLocalDateTime,
  formatMoney,
  formatPrintedAt,
  formatQuantity,
} from './format';
import { asciiPayload, sanitizeLine, sanitizeText } from './sanitize';
import { fitLogo } from './logo';
import { style, type Receipt, type ReceiptBlock, type ReceiptKind, type TextStyle } from './receipt';

export interface ReceiptContext {
  readonly language: Language;
  readonly paperWidth: PaperWidth;
  /** The printer's character set (after `effectiveCharacterSet`); every text is sanitised for it. Default PC858. */
  readonly characterSet?: CharacterSetName;
  /** Shown as "printed at", in the local time of this machine. */
  readonly printedAt: Date;
  readonly kind: ReceiptKind;
  /** "Copy 2/3"; printed only when there is more than one. */
  readonly copy?: { readonly index: number; readonly of: number };
  readonly logo?: { readonly png: Uint8Array } | null;
  /** The shop's country; the delivery country is printed only when it differs. Default: the order's shop's. */
  readonly shopCountry?: string;
}

const LARGE_HEADLINE = style({ size: 'large', bold: true, align: 'center' });
const BANNER = style({ size: 'large', bold: true, inverted: true, align: 'center' });
const LABEL = style({ bold: true, inverted: true });

export function buildReceipt(order: Order, context: ReceiptContext): Receipt {
  const characterSet = context.characterSet ?? DEFAULT_CHARACTER_SET;
  const labels = LABELS[context.language];
  const clean = (text: string): string => sanitizeLine(text, characterSet);
  const money = (amount: Parameters<typeof formatMoney>[0]): string => formatMoney(amount, context.language);
  const blocks: ReceiptBlock[] = [];
  const text = (value: string, textStyle: TextStyle = style({})): void => {
    if (value !== '') blocks.push({ kind: 'text', text: value, style: textStyle });
  };
  const row = (
    left: string,
    right: string,
    extra: { indent?: number; hang?: number; bold?: boolean } = {},
  ): void => {
    blocks.push({
      kind: 'row',
      left,
      right,
      indent: extra.indent ?? 0,
      hangingIndent: extra.hang ?? 0,
      size: 'normal',
      bold: extra.bold ?? false,
    });
  };

  if (context.logo) {
    const logo = fitLogo(context.logo.png, context.paperWidth);
    if (logo) blocks.push(logo);
  }
  const banner = labels.banner[context.kind];
  if (banner !== null) text(banner, BANNER);
  if (context.copy && context.copy.of > 1) {
    text(`${labels.copy} ${context.copy.index}/${context.copy.of}`, style({ bold: true, align: 'center' }));
  }

  text(`${labels.orderType[order.type]} ${orderNumber(order, clean)}`, LARGE_HEADLINE);
  text(formatDue(order.due.date, order.due.time, labels), LARGE_HEADLINE);
  blocks.push({ kind: 'rule', char: '=' });

  text(clean(`${order.client.firstName} ${order.client.lastName}`), style({ size: 'tall', bold: true }));
  const mobile = clean(order.client.mobilePhone);
  if (mobile !== '') row(`${labels.mobile} ${mobile}`, '');
  const phone = clean(order.client.phone ?? '');
  if (phone !== '' && phone !== mobile) row(`${labels.phone} ${phone}`, '');

  if (order.deliveryAddress) {
    const address = order.deliveryAddress;
    const bus = clean(address.bus);
    blocks.push({ kind: 'rule', char: '-' });
    text(labels.deliveryAddress);
    text(
      clean(`${address.street} ${address.number}`) + (bus === '' ? '' : ` ${labels.bus}\u00a0${bus}`),
      style({ bold: true }),
    );
    text(clean(`${address.postalCode} ${address.city}`), style({ bold: true }));
    const shopCountry = (context.shopCountry ?? order.shop.country).trim().toUpperCase();
    const country = address.country.trim().toUpperCase();
    if (country !== '' && country !== shopCountry) {
      text(clean(countryName(country, context.language)), style({ bold: true }));
    }
  }
  if (order.distanceMeters !== null && order.type === 'delivery') {
    row(`${labels.distance}: ${formatDistance(order.distanceMeters, context.language)}`, '');
  }

  const remarks = sanitizeText(order.remarks ?? '', characterSet, { multiline: true }).text;
  if (remarks !== '') {
    blocks.push({ kind: 'rule', char: '=' });
    text(labels.remarks, LABEL);
    text(remarks, style({ bold: true }));
    blocks.push({ kind: 'rule', char: '=' });
  } else {
    blocks.push({ kind: 'rule', char: '-' });
  }

  for (const line of order.lines) blocks.push(...lineBlocks(line, labels, characterSet, money));

  blocks.push({ kind: 'rule', char: '-' });
  if (order.deliveryCost !== null && (order.type === 'delivery' || order.deliveryCost !== 0)) {
    row(labels.deliveryCost, money(order.deliveryCost));
  }
  if (order.serviceCost !== null && order.serviceCost !== 0)
    row(labels.serviceCost, money(order.serviceCost));
  blocks.push({
    kind: 'row',
    left: labels.total,
    right: money(order.total),
    indent: 0,
    hangingIndent: 0,
    size: 'tall',
    bold: true,
  });

  const method = clean(paymentMethodName(order.paymentMethod, labels));
  if (method !== '') row(labels.payment, method);
  row(labels.paidAt, formatLocalDateTime(order.paidAt.date, order.paidAt.time));
  const reference = clean(order.paymentReference);
  if (reference !== '') row(labels.paymentReference, reference);

  blocks.push({ kind: 'rule', char: '-' });
  text(clean(order.shop.name), style({ bold: true, align: 'center' }));
  text(`${labels.order} ${clean(order.id)}`, style({ align: 'center' }));
  const payload = asciiPayload(order.id);
  if (payload !== '') blocks.push({ kind: 'qr', payload });
  text(`${labels.printedAt} ${formatPrintedAt(context.printedAt)}`, style({ align: 'center' }));

  return { language: context.language, paperWidth: context.paperWidth, characterSet, blocks };
}

/** The day's number ("0" is a number); without one, the start of the id so the slip still names its order. */
function orderNumber(order: Order, clean: (text: string) => string): string {
  const number = order.orderNumber === null ? '' : clean(order.orderNumber);
  return number !== '' ? number : `#${clean(order.id).slice(0, 8)}`;
}

function lineBlocks(
  line: OrderLine,
  labels: Labels,
  characterSet: CharacterSetName,
  money: (amount: OrderLine['total']) => string,
): ReceiptBlock[] {
  const clean = (text: string): string => sanitizeLine(text, characterSet);
  const quantity = formatQuantity(line.qty, clean(line.unit), labels);
  const blocks: ReceiptBlock[] = [
    {
      kind: 'row',
      left: `${quantity} ${clean(line.product)}`,
      right: money(line.total),
      indent: 0,
      hangingIndent: quantity.length + 1,
      size: 'normal',
      bold: true,
    },
  ];
  // Options and extras: their totals only when they add something; "€ 0,00" under every option is noise.
  const sub = (left: string, total: OrderLine['total']): ReceiptBlock => ({
    kind: 'row',
    left: `+ ${left}`,
    right: total === 0 ? '' : money(total),
    indent: 2,
    hangingIndent: 2,
    size: 'normal',
    bold: false,
  });
  for (const option of line.options) {
    blocks.push(sub(`${option.qty > 1 ? `${option.qty}x ` : ''}${clean(option.name)}`, option.total));
    if (option.type === 'text') {
      const plate = sanitizeText(option.meta ?? '', characterSet, { multiline: true });
      const note = plate.text === '' ? labels.plateEmpty : plate.altered ? labels.plateAltered : null;
      blocks.push({ kind: 'plate', label: labels.plateText, text: plate.text, note });
    }
  }
  for (const extra of line.extras) {
    const plainCount = extra.qty === 1 && ['st', ''].includes(extra.unit.trim().toLowerCase());
    const quantity = plainCount ? '' : `${formatQuantity(extra.qty, clean(extra.unit), labels)} `;
    blocks.push(sub(`${quantity}${clean(extra.name)}`, extra.total));
  }
  return blocks;
}

/** "FR" → "Frankrijk" / "France" / "France"; the code itself where the runtime has no name for it. */
function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
