/**
 * Which printers of a shop's route an order really goes to. A receipt printer gets every order of its
 * shop; a label printer only an order it has labels for (its kinds on, its filters matching), so that an
 * order with nothing for the label printer is never held waiting on it. Decided once, when the order is
 * recorded (and again when a person releases it): the ledger then knows every job the order's
 * confirmation waits for, and the rule "confirmed only when every job is proven" stays the ledger's.
 */
import type { Order } from '../../common/model/order';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { buildLabels } from '../label/build-labels';

export function printersFor(
  order: Order,
  route: readonly string[],
  printers: ReadonlyMap<string, PrinterSettings>,
  printedAt: Date,
): string[] {
  return route.filter((printerId) => {
    const settings = printers.get(printerId);
    if (settings?.role !== 'label') return true;
    try {
      // The content alone decides (no layout): the cheap half of what the printer will print.
      return buildLabels(order, settings, { kind: 'original', printedAt }).length > 0;
    } catch {
      // Labels that cannot be built are the worker's to say, loudly: it holds the order visibly.
      return true;
    }
  });
}
