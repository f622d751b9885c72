/**
 * The bake list and the pick-up sheet as plain text, in the reader's language (the CLI's `text`
 * format). Names, plate texts and remarks are the customer's and the catalogue's text, shown on a
 * terminal: every control character in them is written visibly (`oneLine`), a plate's own line breaks
 * kept as lines.
 */
import { msg } from '../../common/messages/catalogue';
import { say } from '../../common/messages/say';
import type { Language } from '../../common/words/languages';
import type {
  BakeList,
  BakeRow,
  BakeSize,
  BakeUnit,
  PickupRow,
  PickupSheet,
} from '../../common/shop-day/day';
import { oneLine } from '../logging/one-line';
import { lineQuantityText, quantityText } from './quantity-text';

const INDENT = '    ';

/** Each line of a text the customer typed, made safe for a terminal. */
function linesOf(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map(oneLine);
}

/** `shopName`: the list's shop as its orders name it, for the heading (its number when null). */
export function bakeListText(list: BakeList, language: Language, shopName: string | null = null): string {
  const lines = [
    oneLine(
      say(
        msg('day.bake-list-heading', {
          date: list.date,
          shopId: list.shopId,
          shopName,
          orders: list.orderCount,
          unreadable: list.unreadable,
        }),
        language,
      ),
    ),
    '',
  ];
  if (list.rows.length === 0 && list.unreadable === 0) lines.push(say(msg('day.nothing-due'), language));
  const amounts = list.rows.map((row) => amountText(row, language));
  const width = Math.max(0, ...amounts.map((amount) => amount.length));
  list.rows.forEach((row, index) => {
    const what = `${row.product}${row.options === '' ? '' : ` (${row.options})`}`;
    const orders = say(msg('day.row-orders', { orders: row.orders }), language);
    lines.push(oneLine(`${(amounts[index] ?? '').padStart(width)}  ${what}  · ${orders}`));
  });
  if (list.plates.length > 0) {
    lines.push('', say(msg('day.plates-heading', { count: list.plates.length }), language));
    for (const plate of list.plates) {
      const order = {
        id: plate.orderId,
        type: plate.orderType,
        orderNumber: plate.orderNumber,
        clientName: plate.clientName,
      };
      const about = msg('day.plate-for', {
        order,
        dueTime: plate.dueTime,
        product: plate.product,
        option: plate.option,
      });
      lines.push(oneLine(say(about, language)), ...linesOf(plate.text).map((line) => `${INDENT}${line}`));
    }
  }
  return lines.join('\n');
}

/**
 * A row's total; for cakes by the person, which cakes: "2 × 12 personen" is two cakes for 12, and one
 * cake for 8 just "8 personen" (right whether read as persons or as the cake's size).
 */
function amountText(row: BakeRow, language: Language): string {
  const quantity = (unit: BakeUnit, value: number): string =>
    quantityText({ unit, quantity: value, unitAsSent: row.unitAsSent }, language);
  if (row.unit !== 'persons' || row.sizes.length === 0) return quantity(row.unit, row.quantity);
  const cake = (size: BakeSize): string =>
    size.count === 1
      ? quantity('persons', size.persons)
      : `${size.count} × ${quantity('persons', size.persons)}`;
  return row.sizes.map(cake).join(' + ');
}

export function pickupSheetText(
  sheet: PickupSheet,
  language: Language,
  shopName: string | null = null,
): string {
  const lines = [
    oneLine(
      say(
        msg('day.pickup-heading', {
          date: sheet.date,
          shopId: sheet.shopId,
          shopName,
          orders: sheet.rows.length,
          unreadable: sheet.unreadable,
        }),
        language,
      ),
    ),
  ];
  if (sheet.rows.length === 0 && sheet.unreadable === 0)
    lines.push('', say(msg('day.nothing-due'), language));
  for (const row of sheet.rows) lines.push('', ...pickupRowText(row, language));
  return lines.join('\n');
}

function pickupRowText(row: PickupRow, language: Language): string[] {
  const order = { id: row.orderId, type: row.type, orderNumber: row.orderNumber, clientName: row.clientName };
  const who = say(msg('day.pickup-who', { order, dueTime: row.dueTime }), language);
  const standing = say(
    msg('day.pickup-standing', {
      collectedAt: row.collectedAt,
      state: row.state,
      delivery: row.type === 'delivery',
    }),
    language,
  );
  const lines = [oneLine(`${who}${row.phone === '' ? '' : ` · ${row.phone}`} — ${standing}`)];
  for (const line of row.lines) {
    const details = line.details === '' ? '' : ` (${line.details})`;
    lines.push(
      oneLine(`${INDENT}${lineQuantityText(line.qty, line.unit, language)} ${line.product}${details}`),
    );
    if (line.plate !== null) {
      const [first = '', ...more] = linesOf(line.plate);
      lines.push(
        `${INDENT}${INDENT}${say(msg('day.pickup-plate', { text: first }), language)}`,
        ...more.map((text) => `${INDENT}${INDENT}${INDENT}${text}`),
      );
    }
  }
  if (row.remarks !== null) {
    const [first = '', ...more] = linesOf(row.remarks);
    lines.push(
      `${INDENT}${say(msg('day.pickup-remarks', { remarks: first }), language)}`,
      ...more.map((text) => `${INDENT}${INDENT}${text}`),
    );
  }
  return lines;
}
