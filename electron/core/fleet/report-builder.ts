/**
 * A counter's report to the fleet host (contract/fleet.ts), from what Status already knows and the
 * ledger's figures per shop. Pure: the caller reads Status and the ledger. Only ids, names set up by
 * the chain, states, counts, times and codes go in: never a customer's name, an order's content, the
 * token or the fleet key.
 */
import type { PrinterStateView, PrinterView, StatusView } from '../../common/contract/app-api';
import type {
  FleetPrinterReport,
  FleetPrinterState,
  FleetReport,
  FleetShopReport,
} from '../../common/contract/fleet';
import type { ShopRole } from '../../common/contract/network';

/** What the ledger tells of one shop (Ledger.shopFigures, lateByShop). */
export interface ShopFigures {
  readonly lastPrinted: { readonly orderId: string; readonly at: Date } | null;
  readonly lastConfirmedAt: Date | null;
  /** Orders printed since this PC's midnight (for /metrics). */
  readonly printedToday: number;
  /** Orders still waiting to print past their pick-up or delivery time. */
  readonly late: number;
}

/** Status and the ledger's figures, read once: what both the report and /metrics are made of. */
export interface CounterSnapshot {
  readonly status: StatusView;
  readonly figures: ReadonlyMap<number, ShopFigures>;
}

/** The report without what the reporter adds itself (the id it keeps, the moment it sends). */
export type FleetReportBody = Omit<FleetReport, 'counterId' | 'sentAt'>;

const NO_FIGURES: ShopFigures = { lastPrinted: null, lastConfirmedAt: null, printedToday: 0, late: 0 };

export function fleetReportBody(
  snapshot: CounterSnapshot,
  identity: { readonly pcName: string; readonly version: string },
): FleetReportBody {
  const { status, figures } = snapshot;
  return {
    pcName: identity.pcName,
    version: identity.version,
    shops: status.shops.map((shop): FleetShopReport => {
      const figure = figures.get(shop.shopId) ?? NO_FIGURES;
      return {
        shopId: shop.shopId,
        name: shop.name,
        role: fleetRole(status.network?.shops.find((claim) => claim.shopId === shop.shopId)?.role ?? null),
        lastPrinted: figure.lastPrinted
          ? { orderId: figure.lastPrinted.orderId, at: figure.lastPrinted.at.toISOString() }
          : null,
        lastConfirmedAt: figure.lastConfirmedAt?.toISOString() ?? null,
        held: shop.held,
        late: figure.late,
      };
    }),
    printers: status.printers.map(fleetPrinter),
    problems: status.problems.map((problem) => problem.kind),
  };
}

/**
 * A shop this PC prints (or, in a conflict, insists on printing) is `printing`; one it leaves to another
 * PC, or still listens for one before claiming it, is `standing-by`. No discovery (null): it prints.
 */
function fleetRole(role: ShopRole | null): FleetShopReport['role'] {
  return role === 'standby' || role === 'starting' ? 'standing-by' : 'printing';
}

const FLEET_STATES: Readonly<Record<PrinterStateView, FleetPrinterState>> = {
  ready: 'ready',
  printing: 'printing',
  // It prints; the paper running low is said as its problem.
  paper_low: 'ready',
  paper_out: 'paper-out',
  offline: 'offline',
  unreachable: 'offline',
  cover_open: 'problem',
  error: 'problem',
  paused: 'problem',
  not_verifiable: 'problem',
  unknown: 'unknown',
};

function fleetPrinter(printer: PrinterView): FleetPrinterReport {
  const state = FLEET_STATES[printer.state];
  return {
    name: printer.name,
    state,
    problem: printer.state === 'ready' || printer.state === 'printing' ? null : printer.detail.code,
  };
}
