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
import type { MessageCode } from '../../common/messages/catalogue';

/**
 * What a report is made of: Status, and per shop what the ledger tells (the app service's
 * `counterSnapshot()` is one; the host hands it in, as this layer cannot import the app's).
 */
export interface ReportSource {
  readonly status: StatusView;
  readonly figures: ReadonlyMap<number, ShopFigures>;
}

export interface ShopFigures {
  /** The last order printed: its number for the day as the service gave it, and when. */
  readonly lastPrinted: { readonly orderNumber: string | null; readonly at: Date } | null;
  readonly lastConfirmedAt: Date | null;
  /** Orders still waiting to print past their pick-up or delivery time. */
  readonly late: number;
}

/** The report without what the reporter adds itself (the id it keeps, the moment it sends). */
export type FleetReportBody = Omit<FleetReport, 'counterId' | 'sentAt'>;

const NO_FIGURES: ShopFigures = { lastPrinted: null, lastConfirmedAt: null, late: 0 };

export function fleetReportBody(
  snapshot: ReportSource,
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
        lastPrinted: lastPrinted(figure),
        lastConfirmedAt: figure.lastConfirmedAt ? reportTime(figure.lastConfirmedAt) : null,
        held: shop.held,
        late: figure.late,
      };
    }),
    printers: status.printers.map(fleetPrinter),
    problems: status.problems.map((problem): MessageCode => `app.problem.${problem.kind}`),
  };
}

/**
 * The contract names the last order by its number for the day (a whole number, as the service counts
 * them); an order the service numbered otherwise is not named, rather than named wrongly.
 */
function lastPrinted(figure: ShopFigures): FleetShopReport['lastPrinted'] {
  const printed = figure.lastPrinted;
  const number = printed?.orderNumber?.trim() ?? '';
  if (printed === null || !/^\d{1,15}$/.test(number)) return null;
  return { orderId: Number(number), at: reportTime(printed.at) };
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

/**
 * A time in a report, to the second: the fleet page shows minutes, and the milliseconds would cost a
 * report about 30 bytes of its 1 KB.
 */
export function reportTime(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
