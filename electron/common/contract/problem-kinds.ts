/** What the kinds of problem mean: for the orders still waiting to print, and which problem is the same one. */
import type { ProblemKind, ProblemView } from './app-api';

/**
 * Problems that keep waiting orders from printing: only these may be given as the reason orders wait
 * ("3 orders wait: Counter is out of paper"). Others (held orders, a token in doubt, a failing confirm)
 * have nothing to do with orders that are printing, and saying "3 orders wait: 2 are held" would make
 * one the cause of the other.
 */
const HOLDS_ORDERS_BACK: ReadonlySet<ProblemKind> = new Set<ProblemKind>([
  'printer-not-ready',
  'printer-cannot-report',
  'orders-waiting',
  'ledger-damaged',
  'ledger-unwritable',
]);

export function holdsOrdersBack(kind: ProblemKind): boolean {
  return HOLDS_ORDERS_BACK.has(kind);
}

/**
 * The same problem over time has the same key (its kind, and the printer or shop it is about): what
 * notifications compare, and what the window keys its list by.
 */
export function problemKey(problem: ProblemView): string {
  switch (problem.kind) {
    case 'printer-not-ready':
    case 'printer-cannot-report':
    case 'printer-untested':
      return `${problem.kind}:${problem.printerId}`;
    case 'wrong-shop':
    case 'peer-conflict':
    case 'took-over':
    case 'shop-taken-over':
    case 'standby-orders-waiting':
      return `${problem.kind}:${problem.shopId}`;
    default:
      return problem.kind;
  }
}
