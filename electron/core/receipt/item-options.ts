/**
 * What goes under a product on paper, the same on the customer's receipt and on the kitchen's ticket:
 * its options and extras, indented under it ("+ 2x Kaarsjes"), then its plate texts, within what is
 * left of the order's budget. The receipt shows what an option cost beside it; the ticket shows no money
 * and puts options in bold.
 */
import type { Cents } from '../../common/model/money';
import type { OrderLine } from '../../common/model/order';
import type { Labels } from '../../common/receipt/labels';
import { formatQuantity } from '../../common/receipt/format';
import type { ReceiptBlock } from '../../common/receipt/receipt';
import { ORDER_LIMITS, TEXT_LIMITS, type BoundedText } from './limits';
import type { ItemBudget, PaperText } from './paper-text';

/** Joins two words so a line never breaks between them (U+00A0; layout prints it as a space). */
const JOIN = '\u00a0';

export interface OptionsLook {
  /** Money as printed, or null where no price is shown (the kitchen's ticket). */
  readonly money: ((amount: Cents) => string) | null;
  readonly optionsBold: boolean;
}

export function optionBlocks(
  line: OrderLine,
  labels: Labels,
  paper: PaperText,
  budget: ItemBudget,
  look: OptionsLook,
): ReceiptBlock[] {
  const blocks: ReceiptBlock[] = [];
  const plates: ReceiptBlock[] = [];
  // Options first, then extras, as one list: an index over both rather than a list of pairs made per product.
  const { options, extras } = line;
  const entries = options.length + extras.length;
  let shown = 0;
  for (let i = 0; i < entries; i++) {
    if (shown === ORDER_LIMITS.optionsPerProduct || budget.options <= 0 || budget.characters <= 0) break;
    shown++;
    budget.options--;
    const option = i < options.length ? options[i] : undefined;
    const extra = option === undefined ? extras[i - options.length] : undefined;
    if (option) {
      const name = paper.line(option.name, TEXT_LIMITS.name);
      budget.characters -= name.length;
      blocks.push(
        subRow(name, option.total, option.qty > 1 ? `${option.qty}x` : '', look.optionsBold, labels, look),
      );
      if (option.type === 'text') {
        const plate = paper.lines(option.meta ?? '', TEXT_LIMITS.plate, TEXT_LIMITS.plateLines);
        // Plate text prints tall: it takes twice the paper.
        budget.characters -= 2 * plate.text.length;
        plates.push(plateBlock(plate, labels));
      }
    } else if (extra) {
      const unitKey = extra.qty === 1 ? extra.unit.trim().toLowerCase() : null;
      const plainCount = unitKey === 'st' || unitKey === '';
      const unit = paper.line(extra.unit, TEXT_LIMITS.short);
      const quantity = plainCount ? '' : formatQuantity(extra.qty, unit, labels);
      const name = paper.line(extra.name, TEXT_LIMITS.name);
      budget.characters -= name.length;
      blocks.push(subRow(name, extra.total, quantity, false, labels, look));
    }
  }
  const leftOut = entries - shown;
  if (leftOut > 0) {
    paper.cut = true;
    blocks.push(subRow(labels.optionsNotPrinted(leftOut), null, '', true, labels, look));
  }
  for (const plate of plates) blocks.push(plate);
  return blocks;
}

/**
 * "+ 2x Kaarsjes (incl. € 1,00)": a price of zero says nothing; any other is part of the product's amount
 * above, so it stands beside the name, never in the amount column.
 */
function subRow(
  name: string,
  total: OrderLine['total'] | null,
  quantity: string,
  bold: boolean,
  labels: Labels,
  look: OptionsLook,
): ReceiptBlock {
  const lead = `+ ${quantity === '' ? '' : `${quantity} `}`;
  const included =
    look.money === null || total === null || total === 0
      ? ''
      : ` ${joined(labels.included(look.money(total)))}`;
  return {
    kind: 'row',
    left: `${lead}${name}${included}`,
    right: '',
    indent: 2,
    hangingIndent: lead.length,
    size: 'normal',
    bold,
  };
}

/** The words as one unbreakable piece ("(incl. € 2,50)"). */
function joined(words: string): string {
  return words.replace(/ /g, JOIN);
}

/**
 * A cut plate text ends in "..." and the note under it says it was cut: the plate itself holds nothing
 * that could end up on a cake.
 */
export function plateBlock(plate: BoundedText, labels: Labels): ReceiptBlock {
  const text = plate.cut && plate.text !== '' ? `${plate.text}...` : plate.text;
  const notes = [
    text === '' ? labels.plateEmpty : null,
    plate.cut ? labels.plateCut : null,
    plate.altered && text !== '' ? labels.plateAltered : null,
  ].filter((note): note is string => note !== null);
  return { kind: 'plate', label: labels.plateText, text, note: notes.length > 0 ? notes.join('\n') : null };
}
