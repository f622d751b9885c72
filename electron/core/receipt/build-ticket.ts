/**
 * Order → production ticket: what the kitchen, the pastry room or the butcher's block makes, read at
 * arm's length. No prices, no totals, no payment, no QR code: the order's type and number and its due
 * day and time large, the customer's name, the remarks (an allergy before anything is made), then only
 * the lines this printer's filter lets through, each product tall and bold with its options bold under
 * it, its extras, and its plate text as the receipt's plate block (verbatim, wrapped, never cut). When
 * the filter left lines out, the ticket says how many of the order's lines it shows, so nobody waits
 * for the rest. The reprint and POSSIBLE DUPLICATE banners are the receipt's.
 *
 * It is a `Receipt` like any other, so the print modes (text, drawn, 58 and 80 mm, any character) and
 * the window's preview take it as they take a receipt; every customer text is sanitised and bounded as
 * on a receipt (`boundText`, `printerText`).
 */
import { DEFAULT_CHARACTER_SET, type LineFilter } from '../../common/model/printer-settings';
import type { Order, OrderLine } from '../../common/model/order';
import { type Labels } from '../../common/receipt/labels';
import { formatDue, formatPrintedAt, formatQuantity } from '../../common/receipt/format';
import {
  style,
  type ReceiptBlock,
  type Receipt,
  type TextRepertoire,
  type TextStyle,
} from '../../common/receipt/receipt';
import type { ReceiptContext } from './build-receipt';
import { ORDER_LIMITS, TEXT_LIMITS } from './limits';
import { linesMatching } from './line-filter';
import { optionBlocks } from './item-options';
import { orderNumber, PaperText, type ItemBudget } from './paper-text';
import { wordsOf } from '../../common/words/catalogues';

/** A receipt's context, and the printer's filter: which of the order's lines this ticket shows. */
export interface TicketContext extends ReceiptContext {
  readonly filter: LineFilter;
}

const LARGE_HEADLINE = style({ size: 'large', bold: true, align: 'center' });
const BANNER = style({ size: 'large', bold: true, inverted: true, align: 'center' });
const LABEL = style({ bold: true, inverted: true });
const PRODUCT = style({ size: 'tall', bold: true });

export function buildTicket(order: Order, context: TicketContext): Receipt {
  const characterSet: TextRepertoire = context.characterSet ?? DEFAULT_CHARACTER_SET;
  const labels = wordsOf(context.language).paper.receipt;
  const words = wordsOf(context.language).paper.ticket;
  const paper = new PaperText(characterSet, labels);
  const blocks: ReceiptBlock[] = [];
  const text = (value: string, textStyle: TextStyle = style({})): void => {
    if (value !== '') blocks.push({ kind: 'text', text: value, style: textStyle });
  };

  const banner = labels.banner[context.kind];
  if (banner !== null) text(banner, BANNER);
  if (context.copy && context.copy.of > 1) {
    text(`${labels.copy} ${context.copy.index}/${context.copy.of}`, style({ bold: true, align: 'center' }));
  }
  text(
    paper.line(context.shopName ?? '', TEXT_LIMITS.name),
    style({ size: 'tall', bold: true, align: 'center' }),
  );
  text(words.title, style({ bold: true, align: 'center' }));
  text(`${labels.orderType[order.type]} ${orderNumber(order, paper, characterSet)}`, LARGE_HEADLINE);
  text(formatDue(order.due.date, order.due.time, labels), LARGE_HEADLINE);
  blocks.push({ kind: 'rule', char: '=' });
  text(paper.line(`${order.client.firstName} ${order.client.lastName}`, TEXT_LIMITS.name), PRODUCT);

  const remarks = paper.lines(order.remarks ?? '', TEXT_LIMITS.remarks, TEXT_LIMITS.remarksLines);
  if (remarks.text !== '' || remarks.cut) {
    blocks.push({ kind: 'rule', char: '=' });
    text(labels.remarks, LABEL);
    text(paper.marked(remarks), style({ bold: true }));
    blocks.push({ kind: 'rule', char: '=' });
  } else {
    blocks.push({ kind: 'rule', char: '-' });
  }

  const shown = linesMatching(order.lines, context.filter.products);
  const budget = { options: ORDER_LIMITS.options, characters: ORDER_LIMITS.itemText };
  let printed = 0;
  for (const [index, item] of shown.entries()) {
    if (printed === ORDER_LIMITS.products || budget.characters <= 0) break;
    // Each product stands apart from the next one: nothing under it reads as the next product's.
    if (index > 0 && blocks.at(-1)?.kind !== 'plate') blocks.push({ kind: 'feed', lines: 1 });
    const own = lineBlocks(item, labels, paper, budget);
    blocks.push(...own);
    printed++;
  }
  if (shown.length - printed > 0) {
    paper.cut = true;
    text(labels.productsNotPrinted(shown.length - printed), style({ bold: true }));
  }
  if (blocks.at(-1)?.kind !== 'plate') blocks.push({ kind: 'rule', char: '-' });
  if (shown.length < order.lines.length) {
    text(words.linesShown(shown.length, order.lines.length), style({ bold: true }));
    blocks.push({ kind: 'rule', char: '-' });
  }

  text(`${labels.order} ${paper.line(order.id, TEXT_LIMITS.field)}`, style({ align: 'center' }));
  text(`${labels.printedAt} ${formatPrintedAt(context.printedAt)}`, style({ align: 'center' }));
  if (paper.cut) {
    blocks.push({ kind: 'rule', char: '=' });
    text(labels.cutNotice, style({ bold: true }));
  }
  return { language: context.language, paperWidth: context.paperWidth, characterSet, blocks };
}

/**
 * One product for the kitchen: "2x Chocoladetaart" tall and bold (the name's next lines under the name),
 * then its options (bold), extras and plate texts as the receipt has them, without amounts.
 */
function lineBlocks(item: OrderLine, labels: Labels, paper: PaperText, budget: ItemBudget): ReceiptBlock[] {
  const quantity = formatQuantity(item.qty, paper.line(item.unit, TEXT_LIMITS.short), labels);
  const product = paper.line(item.product, TEXT_LIMITS.name);
  budget.characters -= product.length;
  const row: ReceiptBlock = {
    kind: 'row',
    left: product === '' ? quantity : `${quantity} ${product}`,
    right: '',
    indent: 0,
    hangingIndent: quantity.length + 1,
    size: 'tall',
    bold: true,
  };
  return [row, ...optionBlocks(item, labels, paper, budget, { money: null, optionsBold: true })];
}
