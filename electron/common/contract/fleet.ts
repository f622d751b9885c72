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
  /** GET the fleet page's list as HTML in a language (`?lang=`): what the page at `/` shows once keyed. */
  page: '/fleet/v1/page',
} as const;

/** How often a counter reports, and how long without a report makes it red. */
export const FLEET_REPORT_EVERY_SECONDS = 60;
export const FLEET_SILENT_AFTER_SECONDS = 120;

export type FleetPrinterState = 'ready' | 'printing' | 'paper-out' | 'offline' | 'problem' | 'unknown';
/** The states in which a printer cannot print: its counter is red. */
export type FleetPrinterDown = Extract<FleetPrinterState, 'paper-out' | 'offline' | 'problem'>;

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

/** How the fleet host shows a counter's last 24 hours: one slot per quarter hour, oldest first. */
export const FLEET_STRIP_SLOTS = 96;
export const FLEET_STRIP_SLOT_MINUTES = 15;

/**
 * A slot of the strip: every report in it green, some report red, or no report at all (the counter
 * was silent, or not yet known to the fleet host).
 */
export type FleetSlot = 'green' | 'red' | 'silent';

/** Why a counter is red, as the fleet host worked it out from its reports and their times. */
export type FleetReason =
  | { readonly kind: 'silent'; readonly seconds: number }
  | { readonly kind: 'printer-down'; readonly printer: string; readonly state: FleetPrinterDown }
  | { readonly kind: 'held'; readonly shopId: number; readonly count: number }
  | { readonly kind: 'late'; readonly shopId: number; readonly count: number };

export interface FleetCounterView {
  readonly counterId: string;
  /** The counter's latest report, as it sent it (its own words: untrusted text to escape when shown). */
  readonly report: FleetReport;
  /** When the fleet host received the latest report (its own clock, ISO), and how long ago. */
  readonly receivedAt: string;
  readonly ageSeconds: number;
  /** Red when any reason holds; the reasons worst first (silent before a printer, before orders). */
  readonly red: boolean;
  readonly reasons: readonly FleetReason[];
  /** The last 24 hours, oldest slot first, `FLEET_STRIP_SLOTS` long; the last slot is the current one. */
  readonly strip: readonly FleetSlot[];
}

export interface FleetShopView {
  readonly shopId: number;
  /** The name the latest report of any of its counters gave (untrusted text). */
  readonly name: string | null;
  /** Any of its counters red. */
  readonly red: boolean;
  /** Its counters, worst first, with the role each reported for this shop. */
  readonly counters: readonly {
    readonly counterId: string;
    readonly role: FleetShopReport['role'];
  }[];
}

/** What `GET FLEET_PATHS.view` answers: every counter and every shop, worst first. */
export interface FleetView {
  readonly generatedAt: string;
  readonly silentAfterSeconds: number;
  readonly counters: readonly FleetCounterView[];
  readonly shops: readonly FleetShopView[];
  /** Counters that report no shop at all (not yet set up). */
  readonly withoutShop: readonly string[];
}
