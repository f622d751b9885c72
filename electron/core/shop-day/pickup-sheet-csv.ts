/**
 * The pick-up sheet as CSV, one row per order, for a spreadsheet (the CLI's `pickup-sheet --format
 * csv`): when, which order, who, the phone, where a delivery goes, what to hand over, the plates, the
 * remarks, where it stands, the id a scanner reads. Client names, phones, addresses and remarks are the
 * customer's own text, so every cell goes through `csv.ts` (quoted, formulas defused), in the language's
 * convention. A cell with several things (the lines, the plates) holds one per line break, as a
 * spreadsheet shows a wrapped cell.
 */
import { say } from '../../common/messages/say';
import type { DeliveryAddress } from '../../common/model/order';
import type { PickupRow, PickupSheet } from '../../common/shop-day/day';
import { csvLine, type CsvConvention } from './csv';
import { lineQuantityText } from './quantity-text';

export const PICKUP_CSV_COLUMNS = [
  'time',
  'order',
  'client',
  'phone',
  'address',
  'items',
  'plates',
  'remarks',
  'status',
  'id',
] as const;

export function pickupSheetCsv(sheet: PickupSheet, convention: CsvConvention): string {
  const { language } = convention;
  const header = PICKUP_CSV_COLUMNS.map((column) => ({
    text: say({ code: 'day.csv-pickup-column', params: { column } }, language),
  }));
  const lines = [csvLine(header, convention)];
  for (const row of sheet.rows) lines.push(csvLine(cellsOf(row, convention), convention));
  return `${lines.join('\r\n')}\r\n`;
}

function cellsOf(row: PickupRow, convention: CsvConvention): { text: string }[] {
  const { language } = convention;
  const order = { id: row.orderId, type: row.type, orderNumber: row.orderNumber, clientName: row.clientName };
  const items = row.lines.map((line) => {
    const quantity = lineQuantityText(line.qty, line.unit, language);
    return `${quantity} ${line.product}${line.details === '' ? '' : ` (${line.details})`}`;
  });
  const plates = row.lines.flatMap((line) => (line.plate === null ? [] : [line.plate]));
  return [
    { text: row.dueTime },
    { text: say({ code: 'day.csv-order', params: { order } }, language) },
    { text: row.clientName },
    { text: row.phone },
    { text: row.deliveryAddress === null ? '' : addressText(row.deliveryAddress) },
    { text: items.join('\n') },
    { text: plates.join('\n') },
    { text: row.remarks ?? '' },
    {
      text: say(
        {
          code: 'day.pickup-standing',
          params: { collectedAt: row.collectedAt, state: row.state, delivery: row.type === 'delivery' },
        },
        language,
      ),
    },
    { text: row.orderId },
  ];
}

/** "Kerkstraat 12/3, 9000 Gent, NL": the country only when it is not the shop's (then it is empty). */
function addressText(address: DeliveryAddress): string {
  const number = address.bus === '' ? address.number : `${address.number}/${address.bus}`;
  return [`${address.street} ${number}`, `${address.postalCode} ${address.city}`, address.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
