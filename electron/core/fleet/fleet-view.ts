/**
 * The fleet as the page, `fleet-status` and /metrics show it, worked out from the counters' latest
 * reports and the fleet host's clock: who is red and why, worst first, and each counter's last 24 hours.
 */
import {
  FLEET_STRIP_SLOTS,
  type FleetCounterView,
  type FleetPrinterDown,
  type FleetPrinterState,
  type FleetReason,
  type FleetReport,
  type FleetShopView,
  type FleetSlot,
  type FleetView,
} from '../../common/contract/fleet';
import { slotOf, type CounterRecord } from './fleet-store';

const DOWN: readonly FleetPrinterDown[] = ['paper-out', 'offline', 'problem'];
const isDown = (state: FleetPrinterState): state is FleetPrinterDown =>
  (DOWN as readonly string[]).includes(state);

/** What the report itself shows wrong (without silence, which only the fleet host's clock can tell). */
export function reportReasons(report: FleetReport): FleetReason[] {
  const reasons: FleetReason[] = [];
  for (const printer of report.printers)
    if (isDown(printer.state))
      reasons.push({ kind: 'printer-down', printer: printer.name, state: printer.state });
  for (const shop of report.shops)
    if (shop.held > 0) reasons.push({ kind: 'held', shopId: shop.shopId, count: shop.held });
  for (const shop of report.shops)
    if (shop.late > 0) reasons.push({ kind: 'late', shopId: shop.shopId, count: shop.late });
  return reasons;
}

function strip(record: CounterRecord, now: number, silent: boolean): FleetSlot[] {
  const current = slotOf(now);
  const slots: FleetSlot[] = [];
  for (let slot = current - FLEET_STRIP_SLOTS + 1; slot <= current; slot++) {
    const red = record.slots.get(slot);
    slots.push(red === undefined ? 'silent' : red ? 'red' : 'green');
  }
  // What the counter is now outweighs the reports it sent earlier in this quarter hour.
  if (silent) slots[slots.length - 1] = 'silent';
  return slots;
}

function counterView(
  record: CounterRecord & { readonly counterId: string },
  now: number,
  silentAfterMs: number,
): FleetCounterView {
  const ageMs = Math.max(0, now - record.receivedAt);
  const silent = ageMs >= silentAfterMs;
  const reasons: FleetReason[] = [
    ...(silent ? [{ kind: 'silent', seconds: Math.floor(ageMs / 1000) } as const] : []),
    ...reportReasons(record.report),
  ];
  return {
    counterId: record.counterId,
    report: record.report,
    receivedAt: new Date(record.receivedAt).toISOString(),
    ageSeconds: Math.floor(ageMs / 1000),
    red: reasons.length > 0,
    reasons,
    strip: strip(record, now, silent),
  };
}

const REASON_RANK: Readonly<Record<FleetReason['kind'], number>> = {
  silent: 0,
  'printer-down': 1,
  held: 2,
  late: 3,
};

/** Worst first: silent, then a printer down, then held and late orders; then more reasons; then by name. */
function worse(a: FleetCounterView, b: FleetCounterView): number {
  const rank = (view: FleetCounterView): number => (view.reasons[0] ? REASON_RANK[view.reasons[0].kind] : 9);
  return (
    rank(a) - rank(b) ||
    b.reasons.length - a.reasons.length ||
    a.report.pcName.localeCompare(b.report.pcName) ||
    a.counterId.localeCompare(b.counterId)
  );
}

export function fleetView(
  records: readonly (CounterRecord & { readonly counterId: string })[],
  now: number,
  silentAfterMs: number,
): FleetView {
  const counters = records.map((record) => counterView(record, now, silentAfterMs)).sort(worse);
  const shops = new Map<
    number,
    { name: string | null; newest: number; red: boolean; counters: FleetShopView['counters'][number][] }
  >();
  const withoutShop: string[] = [];
  for (const counter of counters) {
    if (counter.report.shops.length === 0) withoutShop.push(counter.counterId);
    const received = Date.parse(counter.receivedAt);
    for (const shop of counter.report.shops) {
      const entry = shops.get(shop.shopId) ?? { name: null, newest: -Infinity, red: false, counters: [] };
      // The newest report's name for the shop: a shop renamed at the service shows its new name.
      if (received > entry.newest && shop.name !== null) {
        entry.name = shop.name;
        entry.newest = received;
      }
      entry.red ||= counter.red;
      entry.counters.push({ counterId: counter.counterId, role: shop.role });
      shops.set(shop.shopId, entry);
    }
  }
  const shopViews: FleetShopView[] = [...shops]
    .map(([shopId, entry]) => ({ shopId, name: entry.name, red: entry.red, counters: entry.counters }))
    .sort(
      (a, b) =>
        Number(b.red) - Number(a.red) || (a.name ?? '').localeCompare(b.name ?? '') || a.shopId - b.shopId,
    );
  return {
    generatedAt: new Date(now).toISOString(),
    silentAfterSeconds: Math.round(silentAfterMs / 1000),
    counters,
    shops: shopViews,
    withoutShop,
  };
}
