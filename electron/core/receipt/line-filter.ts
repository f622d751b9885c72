/**
 * A receipt printer's filter (`PrinterSettings.filter`): which orders it gets, and which of their lines
 * a production ticket shows. Product names and PLU codes are matched the way the label printers' filter
 * matches them (`productKey`: case, accents and spacing aside) — the label printers use this very matcher.
 */
import type { Order, OrderLine } from '../../common/model/order';
import type { LineFilter } from '../../common/model/printer-settings';

/** A product name or PLU code as a person types it in the settings: no case, no accents, single spaces. */
export function productKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The lines the filter's products let through; every line without a product list. */
export function linesMatching(
  lines: readonly OrderLine[],
  products: readonly string[],
): readonly OrderLine[] {
  const wanted = new Set(products.map(productKey).filter((key) => key !== ''));
  if (wanted.size === 0) return lines;
  return lines.filter((line) => wanted.has(productKey(line.product)) || wanted.has(productKey(line.pluCode)));
}

/**
 * Whether a receipt printer with this filter gets the order at all: its type is one of the filter's
 * (any without), and at least one line matches (any order without a product list; an order without
 * lines then too, so nothing silently goes unprinted).
 */
export function filterTakes(order: Order, filter: LineFilter): boolean {
  if (filter.orderTypes.length > 0 && !filter.orderTypes.includes(order.type)) return false;
  const wanted = filter.products.some((product) => productKey(product) !== '');
  return !wanted || linesMatching(order.lines, filter.products).length > 0;
}
