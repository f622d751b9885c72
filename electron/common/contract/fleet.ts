/**
 * What a counter tells the chain's fleet host every minute (docs/DEPLOY.md), and what the fleet host
 * shows. No customer data and no secrets cross: order ids and times, printer names and states, problem
 * codes. A report is small on purpose (≤ 1 KB as JSON for a counter with a few printers).
 */
import type { MessageCode } from '../messages/catalogue';

/** The fleet host's paths; every request carries `Authorization: Bearer <fleet key>`. */
export const FLEET_PATHS = {
  /** POST a FleetReport (JSON); 204 when taken, 401 without the key, 400 for a report that does not decode. */
  report: '/fleet/v1/report',
  /** GET the FleetView (JSON) that the fleet page and `fleet-status` show. */
  view: '/fleet/v1/view',
} as const;

/** How often a counter reports, and how long without a report makes it red. */
export const FLEET_REPORT_EVERY_SECONDS = 60;
export const FLEET_SILENT_AFTER_SECONDS = 120;

export type FleetPrinterState = 'ready' | 'printing' | 'paper-out' | 'offline' | 'problem' | 'unknown';

export interface FleetPrinterReport {
  /** The printer's name as configured on the counter (no address). */
  readonly name: string;
  readonly state: FleetPrinterState;
  /** The problem's message code when the state is not ready/printing (e.g. 'printer.paper-out'). */
  readonly problem: MessageCode | null;
}

export interface FleetShopReport {
  readonly shopId: number;
  readonly name: string | null;
  /** This counter prints the shop, or stands by for another PC that does. */
  readonly role: 'printing' | 'standing-by';
  /**
   * The last order printed for this shop — `orderId` is its number for the day as the service numbers it
   * (what the receipt says: "Pick-up 17"), not the customer — and when; and when an order of the shop was
   * last confirmed at the service (ISO), if any.
   */
  readonly lastPrinted: { readonly orderId: number; readonly at: string } | null;
  readonly lastConfirmedAt: string | null;
  /** Orders held for a person (not printed), and orders past their due time not yet printed. */
  readonly held: number;
  readonly late: number;
}

export interface FleetReport {
  /** Stable for one install (generated once, kept in the data folder); not the PC's name. */
  readonly counterId: string;
  readonly pcName: string;
  readonly version: string;
  /** When the counter sent it (its own clock, ISO); the fleet host keeps its own receive time too. */
  readonly sentAt: string;
  readonly shops: readonly FleetShopReport[];
  readonly printers: readonly FleetPrinterReport[];
  /** Open problems as message codes, worst first: Status's problem kinds as `app.problem.<kind>`. */
  readonly problems: readonly MessageCode[];
}
