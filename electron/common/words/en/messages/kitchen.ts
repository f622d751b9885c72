/**
 * Kitchen tickets: a receipt printer's filter (which orders and lines it gets) and its production ticket.
 */
import type { OrderRef } from '../../../order-label';
import { words } from '../../wording';

export const kitchen = {
  /**
   * In the order's timeline: the printer's filter changed since the order was routed to it, and now takes
   * none of its lines. The job owes no paper; the order's other printers decide.
   */
  'kitchen.nothing-to-print': words<{ order: OrderRef; printer: string }>(
    (p, f) =>
      `${p.printer} has nothing to print for ${f.order(p.order)}: its filter (order types, products) leaves all of this order out. Nothing was sent to it.`,
  ),
  /** A reprint asked on a printer whose filter takes none of the order's lines. */
  'kitchen.nothing-to-reprint': words<{ order: OrderRef; printer: string }>(
    (p, f) =>
      `${p.printer} prints nothing of ${f.order(p.order)}: its filter (order types, products) leaves all of this order out. Reprint it on another printer, or change that printer's filter first.`,
  ),
  /**
   * Held: the order's only printer (every other job of it was done without paper, or it had none) has
   * nothing to print for it any more — its filter or label settings changed after the order was routed
   * to it. Confirmed now, it would be confirmed with no paper anywhere.
   */
  'kitchen.printed-nowhere': words<{ order: OrderRef; printer: string; labels: boolean }>(
    (p, f) =>
      `${f.order(p.order)} was not printed: no printer's settings take it any more (${p.printer}'s ${p.labels ? 'label settings' : 'filter'} changed since it came in). Print it on another printer with Print elsewhere, or mark it handled.`,
  ),
  /**
   * Held when it came in: its shop has receipt printers, but their filters take none of it — by its
   * order type (`type`), by its products (`products`: no line matches), or some printers by the one and
   * the others by the other (`both`).
   */
  'kitchen.no-printer-takes': words<{
    order: OrderRef;
    cause: 'type' | 'products' | 'both';
    printers: readonly string[];
  }>(
    (p, f) =>
      `${f.order(p.order)} would print nowhere: the filters of ${f.list(p.printers)} leave it out (${
        p.cause === 'type'
          ? 'they do not take this type of order'
          : p.cause === 'products'
            ? 'none of its products is on their product list'
            : 'by its type or by its products'
      }). Print it on a printer of your choice with Print elsewhere, or mark it handled. For the next such orders, change a printer's filter in Settings › Printers.`,
  ),
} as const;
