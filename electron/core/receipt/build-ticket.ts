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
import { LABELS, type Labels } from '../../common/receipt/labels';
import { formatDue, formatPrintedAt, formatQuantity } from '../../common/receipt/format';
import { TICKET_WORDS } from '../../common/receipt/ticket-words';
import {
  style,
  type ReceiptBlock,
  type Receipt,
  type TextRepertoire,
  type TextStyle,
} from '../../common/receipt/receipt';
import type { ReceiptContext } from './build-receipt';
import { boundText, ORDER_LIMITS, TEXT_LIMITS, type BoundedText } from './limits';
import { linesMatching } from './line-filter';
import { sanitizeLine } from './sanitize';

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
  const labels = LABELS[context.language];
  const words = TICKET_WORDS[context.language];
  let cut = false;
  const note = (bounded: BoundedText): BoundedText => {
    if (bounded.cut) cut = true;
    return bounded;
  };
  const line = (raw: string, limit: number): string => {
    const bounded = note(boundText(raw, characterSet, limit));
    return bounded.cut ? `${bounded.text}... ${labels.textCut}` : bounded.text;
  };
  const blocks: ReceiptBlock[] = [];
  const text = (value: string, textStyle: TextStyle = style({})): void => {
    if (value !== '') blocks.push({ kind: 'text', text: value, style: textStyle });
  };

  const banner = labels.banner[context.kind];
  if (banner !== null) text(banner, BANNER);
  if (context.copy && context.copy.of > 1) {
    text(`${labels.copy} ${context.copy.index}/${context.copy.of}`, style({ bold: true, align: 'center' }));
  }
  text(line(context.shopName ?? '', TEXT_LIMITS.name), style({ size: 'tall', bold: true, align: 'center' }));
  text(words.title, style({ bold: true, align: 'center' }));
  text(`${labels.orderType[order.type]} ${orderNumber(order, characterSet, line)}`, LARGE_HEADLINE);
  text(formatDue(order.due.date, order.due.time, labels), LARGE_HEADLINE);
  blocks.push({ kind: 'rule', char: '=' });
  text(line(`${order.client.firstName} ${order.client.lastName}`, TEXT_LIMITS.name), PRODUCT);

  const remarks = note(
    boundText(order.remarks ?? '', characterSet, TEXT_LIMITS.remarks, TEXT_LIMITS.remarksLines),
  );
  if (remarks.text !== '' || remarks.cut) {
    blocks.push({ kind: 'rule', char: '=' });
    text(labels.remarks, LABEL);
    text(remarks.cut ? `${remarks.text}... ${labels.textCut}` : remarks.text, style({ bold: true }));
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
    const own = lineBlocks(item, labels, characterSet, line, note, budget);
    blocks.push(...own);
    printed++;
  }
  if (shown.length - printed > 0) {
    cut = true;
    text(labels.productsNotPrinted(shown.length - printed), style({ bold: true }));
  }
  if (blocks.at(-1)?.kind !== 'plate') blocks.push({ kind: 'rule', char: '-' });
  if (shown.length < order.lines.length) {
    text(words.linesShown(shown.length, order.lines.length), style({ bold: true }));
    blocks.push({ kind: 'rule', char: '-' });
  }

  text(`${labels.order} ${line(order.id, TEXT_LIMITS.field)}`, style({ align: 'center' }));
  text(`${labels.printedAt} ${formatPrintedAt(context.printedAt)}`, style({ align: 'center' }));
  if (cut) {
    blocks.push({ kind: 'rule', char: '=' });
    text(labels.cutNotice, style({ bold: true }));
  }
  return { language: context.language, paperWidth: context.paperWidth, characterSet, blocks };
}

/** The day's number ("0" is a number); without one, "#" and the start of the id, as on the receipt. */
function orderNumber(
  order: Order,
  characterSet: TextRepertoire,
  line: (raw: string, limit: number) => string,
): string {
  const number = order.orderNumber === null ? '' : line(order.orderNumber, TEXT_LIMITS.short);
  return number !== '' ? number : `#${sanitizeLine(order.id.slice(0, 64), characterSet).slice(0, 8)}`;
}

/**
 * One product for the kitchen: "2x Chocoladetaart" tall and bold (the name's next lines under the name),
 * its options bold and indented, its extras indented, then its plate texts. No amounts anywhere.
 */
function lineBlocks(
  item: OrderLine,
  labels: Labels,
  characterSet: TextRepertoire,
  line: (raw: string, limit: number) => string,
  note: (bounded: BoundedText) => BoundedText,
  budget: { options: number; characters: number },
): ReceiptBlock[] {
  const quantity = formatQuantity(item.qty, line(item.unit, TEXT_LIMITS.short), labels);
  const product = line(item.product, TEXT_LIMITS.name);
  budget.characters -= product.length;
  const blocks: ReceiptBlock[] = [
    {
      kind: 'row',
      left: product === '' ? quantity : `${quantity} ${product}`,
      right: '',
      indent: 0,
      hangingIndent: quantity.length + 1,
      size: 'tall',
      bold: true,
    },
  ];
  const sub = (name: string, quantityText: string, bold: boolean): ReceiptBlock => {
    const lead = `+ ${quantityText === '' ? '' : `${quantityText} `}`;
    return {
      kind: 'row',
      left: `${lead}${name}`,
      right: '',
      indent: 2,
      hangingIndent: lead.length,
      size: 'normal',
      bold,
    };
  };
  const plates: ReceiptBlock[] = [];
  const entries = [
    ...item.options.map((option) => ({ option, extra: null })),
    ...item.extras.map((extra) => ({ option: null, extra })),
  ];
  let shown = 0;
  for (const { option, extra } of entries) {
    if (shown === ORDER_LIMITS.optionsPerProduct || budget.options <= 0 || budget.characters <= 0) break;
    shown++;
    budget.options--;
    if (option) {
      const name = line(option.name, TEXT_LIMITS.name);
      budget.characters -= name.length;
      blocks.push(sub(name, option.qty > 1 ? `${option.qty}x` : '', true));
      if (option.type === 'text') {
        const plate = note(
          boundText(option.meta ?? '', characterSet, TEXT_LIMITS.plate, TEXT_LIMITS.plateLines),
        );
        budget.characters -= 2 * plate.text.length;
        plates.push(plateBlock(plate, labels));
      }
    } else if (extra) {
      const plainCount = extra.qty === 1 && ['st', ''].includes(extra.unit.trim().toLowerCase());
      const quantityText = plainCount
        ? ''
        : formatQuantity(extra.qty, line(extra.unit, TEXT_LIMITS.short), labels);
      const name = line(extra.name, TEXT_LIMITS.name);
      budget.characters -= name.length;
      blocks.push(sub(name, quantityText, false));
    }
  }
  const leftOut = entries.length - shown;
  if (leftOut > 0) {
    note({ text: '', cut: true, altered: false });
    blocks.push(sub(labels.optionsNotPrinted(leftOut), '', true));
  }
  return [...blocks, ...plates];
}

/** As on the receipt: a cut plate ends in "..." and the note under it says so; nothing else is added. */
function plateBlock(plate: BoundedText, labels: Labels): ReceiptBlock {
  const text = plate.cut && plate.text !== '' ? `${plate.text}...` : plate.text;
  const notes = [
    text === '' ? labels.plateEmpty : null,
    plate.cut ? labels.plateCut : null,
    plate.altered && text !== '' ? labels.plateAltered : null,
  ].filter((value): value is string => value !== null);
  return { kind: 'plate', label: labels.plateText, text, note: notes.length > 0 ? notes.join('\n') : null };
}
