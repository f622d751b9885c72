/**
 * The fleet host's /metrics: OpenMetrics (prom-client) for a chain that watches its machines with
 * Prometheus and Grafana. Built from the view at each scrape, into a registry of its own, so a counter
 * that is forgotten leaves no stale series behind. Label values come from counters (untrusted):
 * prom-client escapes them.
 */
import { Gauge, Registry, type OpenMetricsContentType } from 'prom-client';
import type { FleetView } from '../../common/contract/fleet';

const UP_STATES = new Set(['ready', 'printing']);

export async function fleetMetrics(view: FleetView): Promise<{ contentType: string; text: string }> {
  const registry = new Registry<OpenMetricsContentType>();
  registry.setContentType(Registry.OPENMETRICS_CONTENT_TYPE);
  const registers = [registry];
  const counters = new Gauge({
    name: 'orderslip_fleet_counters',
    help: 'Counters known to the fleet host.',
    registers,
  });
  const redCounters = new Gauge({
    name: 'orderslip_fleet_counters_red',
    help: 'Counters red now.',
    registers,
  });
  const info = new Gauge({
    name: 'orderslip_fleet_counter_info',
    help: 'A counter known to the fleet host, with its PC name and OrderSlip version.',
    labelNames: ['counter', 'pc', 'version'] as const,
    registers,
  });
  const age = new Gauge({
    name: 'orderslip_fleet_counter_last_report_age_seconds',
    help: 'Seconds since the counter last reported.',
    labelNames: ['counter', 'pc'] as const,
    registers,
  });
  const red = new Gauge({
    name: 'orderslip_fleet_counter_red',
    help: '1 when the counter is red: silent, a printer down, an order held or late.',
    labelNames: ['counter', 'pc'] as const,
    registers,
  });
  const printerUp = new Gauge({
    name: 'orderslip_fleet_printer_up',
    help: "1 when the printer is ready or printing, from the counter's latest report.",
    labelNames: ['counter', 'pc', 'printer'] as const,
    registers,
  });
  const held = new Gauge({
    name: 'orderslip_fleet_shop_orders_held',
    help: "Orders held for a person, from the counter's latest report.",
    labelNames: ['shop', 'counter', 'pc'] as const,
    registers,
  });
  const late = new Gauge({
    name: 'orderslip_fleet_shop_orders_late',
    help: "Orders past their due time not yet printed, from the counter's latest report.",
    labelNames: ['shop', 'counter', 'pc'] as const,
    registers,
  });
  counters.set(view.counters.length);
  redCounters.set(view.counters.filter((counter) => counter.red).length);
  for (const counter of view.counters) {
    const { report } = counter;
    const who = { counter: counter.counterId, pc: report.pcName };
    info.set({ ...who, version: report.version }, 1);
    age.set(who, counter.ageSeconds);
    red.set(who, counter.red ? 1 : 0);
    for (const printer of report.printers)
      printerUp.set({ ...who, printer: printer.name }, UP_STATES.has(printer.state) ? 1 : 0);
    for (const shop of report.shops) {
      held.set({ ...who, shop: String(shop.shopId) }, shop.held);
      late.set({ ...who, shop: String(shop.shopId) }, shop.late);
    }
  }
  return { contentType: registry.contentType, text: await registry.metrics() };
}
