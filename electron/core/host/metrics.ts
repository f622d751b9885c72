/**
 * `GET /metrics` on a counter (docs/DEPLOY.md): OpenMetrics through prom-client, for a chain that
 * watches its machines with Prometheus. Per shop the orders printed today, held and late; per printer
 * whether it is up. Behind the fleet key (`Authorization: Bearer`), read from Status and the ledger at
 * each scrape. Names of shops and printers only: no customer data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Gauge, Registry } from 'prom-client';
import type { PrinterStateView } from '../../common/contract/app-api';
import { msg } from '../../common/messages/catalogue';
import type { CounterSnapshot } from '../app/fleet-snapshot';
import { keyChecker } from '../fleet/fleet-key';
import type { SecretStore } from '../network/parts';
import { refuse } from './http-serve';

export const METRICS_PATH = '/metrics';

export interface MetricsSource {
  /** Status and the ledger's figures, read at each scrape (AppService.counterSnapshot). */
  readonly snapshot: () => Promise<CounterSnapshot>;
  /** The fleet key a scrape must carry; none stored: /metrics is refused. */
  readonly key: SecretStore;
}

/** A printer that prints (or can, paper running low) is up; anything that keeps receipts back is not. */
const UP: ReadonlySet<PrinterStateView> = new Set<PrinterStateView>(['ready', 'printing', 'paper_low']);

export class CounterMetrics {
  private readonly registry = openMetricsRegistry();
  private readonly printed = this.gauge(
    'orderslip_shop_orders_printed_today',
    'Orders of the shop printed since midnight on this PC.',
    ['shop', 'name'],
  );
  private readonly held = this.gauge('orderslip_shop_orders_held', 'Orders of the shop held for a person.', [
    'shop',
    'name',
  ]);
  private readonly late = this.gauge(
    'orderslip_shop_orders_late',
    'Orders of the shop still waiting to print past their pick-up or delivery time.',
    ['shop', 'name'],
  );
  private readonly up = this.gauge('orderslip_printer_up', 'Whether the printer can print (1) or not (0).', [
    'printer',
  ]);
  private readonly problems = this.gauge('orderslip_problems', 'Problems open on Status.', []);
  /** One scrape at a time: the gauges are set from one snapshot and read before the next sets them. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly source: MetricsSource) {}

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The OpenMetrics text of a snapshot read now. */
  text(): Promise<string> {
    const next = this.queue.then(async () => {
      const { status, figures } = await this.source.snapshot();
      this.registry.resetMetrics();
      for (const shop of status.shops) {
        const labels = { shop: String(shop.shopId), name: shop.name ?? '' };
        this.printed.set(labels, figures.get(shop.shopId)?.printedToday ?? 0);
        this.held.set(labels, shop.held);
        this.late.set(labels, figures.get(shop.shopId)?.late ?? 0);
      }
      for (const printer of status.printers)
        this.up.set({ printer: printer.name }, UP.has(printer.state) ? 1 : 0);
      this.problems.set(status.problems.length);
      return this.registry.metrics();
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Answers `GET /metrics`: 401 without the fleet key, the metrics with it. */
  async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const key = await this.source.key.read().catch(() => null);
    if (!key || !keyChecker(key)(request)) {
      response.setHeader('WWW-Authenticate', 'Bearer');
      return refuse(response, 401, msg('host.metrics-key-refused'));
    }
    const text = await this.text();
    response.writeHead(200, { 'Content-Type': this.contentType, 'Cache-Control': 'no-store' });
    response.end(text);
  }

  private gauge<L extends string>(name: string, help: string, labelNames: readonly L[]): Gauge<L> {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }
}

function openMetricsRegistry(): Registry<typeof Registry.OPENMETRICS_CONTENT_TYPE> {
  const registry = new Registry<typeof Registry.OPENMETRICS_CONTENT_TYPE>();
  registry.setContentType(Registry.OPENMETRICS_CONTENT_TYPE);
  return registry;
}
