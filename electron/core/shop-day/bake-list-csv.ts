/**
 * The bake list as CSV, for a spreadsheet or a script: RFC 4180 (comma, CRLF, a field holding a comma,
 * a quote or a line end quoted, quotes doubled), one header row, one table. Plate texts are not in it
 * (two tables in one file confuse spreadsheets): they are in the text and JSON formats and the Day view.
 *
 * Product and option names come from the shop's catalogue and the service, and the file is opened in
 * Excel: a text starting with `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula,
 * so it gets a leading `'` (OWASP's advice), which a spreadsheet shows as text.
 */
import { sizesText, type BakeList, type BakeRow } from '../../common/shop-day/day';

export const BAKE_LIST_CSV_HEADER = [
  'product',
  'options',
  'unit',
  'quantity',
  'orders',
  'plu',
  'sizes',
] as const;

/** The unit column: what the quantity counts (a unit the service added since, as it sent it). */
export function csvUnit(row: BakeRow): string {
  return row.unit === 'other' ? (row.unitAsSent ?? '') : row.unit;
}

export function bakeListCsv(list: BakeList): string {
  const lines = [BAKE_LIST_CSV_HEADER.join(',')];
  for (const row of list.rows) {
    lines.push(
      [
        text(row.product),
        text(row.options),
        text(csvUnit(row)),
        number(row.quantity),
        number(row.orders),
        text(row.pluCode),
        // For persons: the cakes to make, "2×12" (two cakes for 12), "8" (one for 8).
        text(sizesText(row.sizes)),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A name for the file: `bake-list-2026-11-28.csv`, `bake-list-2026-11-28-shop-3.csv`. */
export function bakeListFileName(list: Pick<BakeList, 'date' | 'shopId'>): string {
  return `bake-list-${list.date}${list.shopId === null ? '' : `-shop-${list.shopId}`}.csv`;
}

/** Untrusted text as one field: defused for spreadsheets, quoted when it must be. */
function text(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** A dot as the decimal separator whatever the PC's language; never an exponent for a bake list's sizes. */
function number(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(3).replace(/0+$/, '');
}
