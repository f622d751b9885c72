/**
 * The bake list as CSV, for a spreadsheet or a script: RFC 4180 (CRLF, a field holding the delimiter,
 * either usual delimiter, a tab, a quote or a line end quoted, quotes doubled), one header row, one
 * table. Plate texts are not in it (two tables in one file confuse spreadsheets): they are in the text
 * and JSON formats and the Day view.
 *
 * The delimiter and the decimal mark follow the language, as the spreadsheet a shop opens it in expects:
 * a Belgian Excel (nl, fr, de) splits on `;` and reads `0,5`; an English one splits on `,` and reads `0.5`.
 * Headers and units are worded in the language too (`day.csv-column`, `day.csv-unit`).
 */
import { say } from '../../common/messages/say';
import type { Language } from '../../common/words/languages';
import { sizesText, type BakeList, type BakeRow } from '../../common/shop-day/day';
import { csvLine, type CsvConvention } from './csv';

export const BAKE_LIST_CSV_COLUMNS = [
  'product',
  'options',
  'unit',
  'quantity',
  'orders',
  'plu',
  'sizes',
] as const;
export type BakeListCsvColumn = (typeof BAKE_LIST_CSV_COLUMNS)[number];

/** The unit column: what the quantity counts, in the language (a unit the service added since, as sent). */
export function csvUnit(row: BakeRow, language: Language): string {
  return row.unit === 'other'
    ? (row.unitAsSent ?? '')
    : say({ code: 'day.csv-unit', params: { unit: row.unit } }, language);
}

export function bakeListCsv(list: BakeList, convention: CsvConvention): string {
  const { language } = convention;
  const header = BAKE_LIST_CSV_COLUMNS.map((column) => ({
    text: say({ code: 'day.csv-column', params: { column } }, language),
  }));
  const lines = [csvLine(header, convention)];
  for (const row of list.rows) {
    lines.push(
      csvLine(
        [
          { text: row.product },
          { text: row.options },
          { text: csvUnit(row, language) },
          { number: row.quantity },
          { number: row.orders },
          { text: row.pluCode },
          // For persons: the cakes to make, "2×12" (two cakes for 12), "8" (one for 8).
          { text: sizesText(row.sizes) },
        ],
        convention,
      ),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A name for the file: `bake-list-2026-11-28.csv`, `bake-list-2026-11-28-shop-3.csv`. */
export function bakeListFileName(list: Pick<BakeList, 'date' | 'shopId'>): string {
  return `bake-list-${list.date}${list.shopId === null ? '' : `-shop-${list.shopId}`}.csv`;
}
