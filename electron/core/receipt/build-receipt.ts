/**
 * Order → Receipt. The order of the blocks serves a busy counter: after the logo and the printer's
 * header, banners that change what the slip means (and the shop, when the printer prints for several),
 * then what and when in large print (read at arm's length), who, the remarks (an allergy must be read
 * before anything is prepared), the products, each with its options, extras and plate texts together,
 * the money, the identifiers nobody reads unless something went wrong, and the printer's footer.
 */
import {
  DEFAULT_CHARACTER_SET,
  MAX_HEADER_LENGTH,
  type PaperWidth,
} from '../../common/model/printer-settings';
import { type Language } from '../../common/words/languages';
import type { Order, OrderLine } from '../../common/model/order';
import { paymentMethodName, type Labels } from '../../common/receipt/labels';
import {
  formatDistance,
  formatDue,
  formatLocalDateTime,
  formatMoney,
  formatPrintedAt,
  formatQuantity,
} from '../../common/receipt/format';
import { boundText, ORDER_LIMITS, TEXT_LIMITS } from './limits';
import { optionBlocks } from './item-options';
import { orderNumber, PaperText, type ItemBudget } from './paper-text';
import { asciiPayload } from './sanitize';
import { fitLogo } from './logo';
import {
  style,
  type Receipt,
  type ReceiptBlock,
  type ReceiptKind,
  type TextRepertoire,
  type TextStyle,
} from '../../common/receipt/receipt';
import { wordsOf } from '../../common/words/catalogues';
import { formatPhone } from '../../common/syntax/phone';

export interface ReceiptContext {
  readonly language: Language;
  readonly paperWidth: PaperWidth;
  /**
   * The printer's character set (after `effectiveCharacterSet`); every text is sanitised for it. Default
   * PC858. `unicode` for a receipt that is drawn (print mode image or auto): text is kept as typed.
   */
  readonly characterSet?: TextRepertoire;
  /** Shown as "printed at", in the local time of this machine. */
  readonly printedAt: Date;
  readonly kind: ReceiptKind;
  /** "Copy 2/3"; printed only when there is more than one. */
  readonly copy?: { readonly index: number; readonly of: number };
  readonly logo?: { readonly png: Uint8Array } | null;
  /**
   * The shop's country: the delivery country is printed only when it differs, and phone numbers are
   * written in its national format (a foreign one internationally). Default: the order's shop's.
   */
  readonly shopCountry?: string;
  /** The printer's own text at the top, under the logo ("Bakkerij …, Tel. …"); may hold line breaks. */
  readonly header?: string;
  /** …and at the bottom ("Bedankt!", opening hours). */
  readonly footer?: string;
  /** Each product's PLU code (its code at the till) under its name. */
  readonly showPlu?: boolean;
  /**
   * The order's shop, printed large at the top: set when this printer serves more than one shop, so the
   * slip says at a glance which shop the order is for. Null or absent: only at the bottom, as before.
   */
  readonly shopName?: string | null;
}

/** A header or footer keeps at most this many lines: it is the shop's, on every receipt. */
const HEADER_LINES = 6;

const LARGE_HEADLINE = style({ size: 'large', bold: true, align: 'center' });
const BANNER = style({ size: 'large', bold: true, inverted: true, align: 'center' });
const LABEL = style({ bold: true, inverted: true });

export function buildReceipt(order: Order, context: ReceiptContext): Receipt {
  const characterSet = context.characterSet ?? DEFAULT_CHARACTER_SET;
  const labels = wordsOf(context.language).paper.receipt;
  const paper = new PaperText(characterSet, labels);
  const name = (raw: string): string => paper.line(raw, TEXT_LIMITS.name);
  const field = (raw: string): string => paper.line(raw, TEXT_LIMITS.field);
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
  const header = printerText(context.header, characterSet);
  if (header !== '') {
    text(header, style({ align: 'center' }));
    blocks.push({ kind: 'rule', char: '-' });
  }
  const banner = labels.banner[context.kind];
  if (banner !== null) text(banner, BANNER);
  if (context.copy && context.copy.of > 1) {
    text(`${labels.copy} ${context.copy.index}/${context.copy.of}`, style({ bold: true, align: 'center' }));
  }
  // One printer for several shops: which shop's order this is matters before anything else on it.
  const shopOnTop = name(context.shopName ?? '');
  text(shopOnTop, style({ size: 'tall', bold: true, align: 'center' }));

  text(`${labels.orderType[order.type]} ${orderNumber(order, paper, characterSet)}`, LARGE_HEADLINE);
  text(formatDue(order.due.date, order.due.time, labels), LARGE_HEADLINE);
  blocks.push({ kind: 'rule', char: '=' });

  text(name(`${order.client.firstName} ${order.client.lastName}`), style({ size: 'tall', bold: true }));
  const shopCountry = (context.shopCountry ?? order.shop.country).trim().toUpperCase();
  // Formatted first, so one number sent in two notations is printed once.
  const mobile = field(formatPhone(order.client.mobilePhone, shopCountry).text);
  if (mobile !== '') row(`${labels.mobile} ${mobile}`, '');
  const phone = field(formatPhone(order.client.phone ?? '', shopCountry).text);
  if (phone !== '' && phone !== mobile) row(`${labels.phone} ${phone}`, '');

  if (order.deliveryAddress) {
    const address = order.deliveryAddress;
    const bus = field(address.bus);
    blocks.push({ kind: 'rule', char: '-' });
    text(labels.deliveryAddress);
    text(
      name(`${address.street} ${address.number}`) + (bus === '' ? '' : ` ${labels.bus}\u00a0${bus}`),
      style({ bold: true }),
    );
    text(name(`${address.postalCode} ${address.city}`), style({ bold: true }));
    const country = address.country.trim().toUpperCase();
    if (country !== '' && country !== shopCountry) {
      text(field(countryName(country, context.language)), style({ bold: true }));
    }
  }
  if (order.distanceMeters !== null && order.type === 'delivery') {
    row(`${labels.distance}: ${formatDistance(order.distanceMeters, context.language)}`, '');
  }

  const remarks = paper.lines(order.remarks ?? '', TEXT_LIMITS.remarks, TEXT_LIMITS.remarksLines);
  if (remarks.text !== '' || remarks.cut) {
    blocks.push({ kind: 'rule', char: '=' });
    text(labels.remarks, LABEL);
    text(paper.marked(remarks), style({ bold: true }));
    blocks.push({ kind: 'rule', char: '=' });
  } else {
    blocks.push({ kind: 'rule', char: '-' });
  }

  const budget: ItemBudget = { options: ORDER_LIMITS.options, characters: ORDER_LIMITS.itemText };
  let productsShown = 0;
  let separateNext = false;
  for (const line of order.lines) {
    if (productsShown === ORDER_LIMITS.products || budget.characters <= 0) break;
    // A product with options stands apart from the next one, so nothing under it reads as the next
    // product's (after a plate block its closing rule already does that).
    if (separateNext) blocks.push({ kind: 'feed', lines: 1 });
    const own = lineBlocks(line, labels, paper, money, budget, context.showPlu === true);
    blocks.push(...own);
    separateNext = line.options.length + line.extras.length > 0 && own.at(-1)?.kind !== 'plate';
    productsShown++;
  }
  const productsLeftOut = order.lines.length - productsShown;
  if (productsLeftOut > 0) {
    paper.cut = true;
    text(labels.productsNotPrinted(productsLeftOut), style({ bold: true }));
  }

  // A plate block's closing rule already ends the products.
  if (blocks.at(-1)?.kind !== 'plate') blocks.push({ kind: 'rule', char: '-' });
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

  const method = field(paymentMethodName(order.paymentMethod, labels));
  if (method !== '') row(labels.payment, method);
  row(labels.paidAt, formatLocalDateTime(order.paidAt.date, order.paidAt.time));
  const reference = field(order.paymentReference);
  if (reference !== '') row(labels.paymentReference, reference);

  blocks.push({ kind: 'rule', char: '-' });
  if (shopOnTop === '') text(name(order.shop.name), style({ bold: true, align: 'center' }));
  text(`${labels.order} ${field(order.id)}`, style({ align: 'center' }));
  const payload = qrPayload(order.id);
  if (payload !== '') blocks.push({ kind: 'qr', payload });
  text(`${labels.printedAt} ${formatPrintedAt(context.printedAt)}`, style({ align: 'center' }));
  const footer = printerText(context.footer, characterSet);
  if (footer !== '') {
    blocks.push({ kind: 'rule', char: '-' });
    text(footer, style({ align: 'center' }));
  }
  if (paper.cut) {
    blocks.push({ kind: 'rule', char: '=' });
    text(labels.cutNotice, style({ bold: true }));
  }

  return { language: context.language, paperWidth: context.paperWidth, characterSet, blocks };
}

/**
 * A printer's header or footer, sanitised like any typed text (line breaks kept). It is the shop's own
 * text, not the order's: cut quietly to its limit, never "this order was shortened".
 */
export function printerText(raw: string | undefined, characterSet: TextRepertoire): string {
  return raw === undefined ? '' : boundText(raw, characterSet, MAX_HEADER_LENGTH, HEADER_LINES).text;
}

/** The id as printable ASCII for the QR code; none for an id too long to scan (or to be an id). */
function qrPayload(id: string): string {
  if (id.length > ORDER_LIMITS.qrPayload * 2) return '';
  const payload = asciiPayload(id);
  return payload.length <= ORDER_LIMITS.qrPayload ? payload : '';
}

/**
 * A product with its options and extras, as far as the budget goes; what is left out is said under it.
 * Everything of one product stays together, in this order: the product and its amount, its PLU code,
 * its options and extras (their prices are already in the product's amount: shown as included, never in
 * the amount column), then its plate texts, which close the product's part of the slip.
 */
function lineBlocks(
  line: OrderLine,
  labels: Labels,
  paper: PaperText,
  money: (amount: OrderLine['total']) => string,
  budget: ItemBudget,
  showPlu: boolean,
): ReceiptBlock[] {
  const quantity = formatQuantity(line.qty, paper.line(line.unit, TEXT_LIMITS.short), labels);
  const product = paper.line(line.product, TEXT_LIMITS.name);
  budget.characters -= product.length;
  const blocks: ReceiptBlock[] = [
    {
      kind: 'row',
      left: product === '' ? quantity : `${quantity} ${product}`,
      right: money(line.total),
      indent: 0,
      // The name's next lines hang under the name; layout keeps "2x" with the name's first word.
      hangingIndent: quantity.length + 1,
      size: 'normal',
      bold: true,
    },
  ];
  const plu = showPlu ? paper.line(line.pluCode, TEXT_LIMITS.field) : '';
  if (plu !== '') {
    blocks.push({
      kind: 'row',
      left: `${labels.plu} ${plu}`,
      right: '',
      indent: quantity.length + 1,
      hangingIndent: labels.plu.length + 1,
      size: 'normal',
      bold: false,
    });
  }
  for (const block of optionBlocks(line, labels, paper, budget, { money, optionsBold: false }))
    blocks.push(block);
  return blocks;
}

/** Region names per language, made once: making one costs more than the rest of a receipt. */
const regionNames = new Map<Language, Intl.DisplayNames>();

/** "FR" → "Frankrijk" / "France" / "France"; the code itself where the runtime has no name for it. */
function countryName(code: string, language: Language): string {
  try {
    let names = regionNames.get(language);
    if (!names) {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
      regionNames.set(language, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
