/**
 * Which printers of a shop's route an order really goes to. A receipt printer gets every order of its
 * shop that its filter takes (`filter`: the order's type, and at least one line's product or PLU code; no
 * filter takes all); a label printer only an order it has labels for (its kinds on, its filters
 * matching). So an order with nothing for a printer is never held waiting on it. Decided once, when the
 * order is recorded (and again when a person releases it): the ledger then knows every job the order's
 * confirmation waits for, and the rule "confirmed only when every job is proven" stays the ledger's.
 */
import type { Order } from '../../common/model/order';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { buildLabels } from '../label/build-labels';
import { filterTakes } from '../receipt/line-filter';

export function printersFor(
  order: Order,
  route: readonly string[],
  printers: ReadonlyMap<string, PrinterSettings>,
  printedAt: Date,
): string[] {
  return route.filter((printerId) => {
    const settings = printers.get(printerId);
    return settings === undefined || printsSomething(order, settings, printedAt);
  });
}

/** Whether this printer has anything to print for the order (its labels, or its filter's lines). */
export function printsSomething(order: Order, settings: PrinterSettings, printedAt: Date): boolean {
  if (settings.role !== 'label') return filterTakes(order, settings.filter);
  try {
    // The content alone decides (no layout): the cheap half of what the printer will print.
    return buildLabels(order, settings, { kind: 'original', printedAt }).length > 0;
  } catch {
    // Labels that cannot be built are the worker's to say, loudly: it holds the order visibly.
    return true;
  }
}
