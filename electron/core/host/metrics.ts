/**
 * `GET /metrics` on a counter (docs/DEPLOY.md): OpenMetrics through prom-client, for a chain that
 * watches its machines with Prometheus. Per shop the orders printed today, held and late; per printer
 * whether it is up. Behind the fleet key (`Authorization: Bearer`), read from Status and the ledger at
 * each scrape. Names of shops and printers only: no customer data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { packageRequire } from '../runtime/package-require';
import type * as PromClient from 'prom-client';
import type { Gauge, OpenMetricsContentType, Registry } from 'prom-client';
import type { PrinterStateView } from '../../common/contract/app-api';
import { msg } from '../../common/messages/catalogue';
import type { CounterSnapshot } from '../app/fleet-snapshot';
import { keyChecker } from '../fleet/fleet-key';
import type { SecretStore } from '../network/parts';
import { refuse } from './http-serve';

export const METRICS_PATH = '/metrics';

const load = packageRequire(import.meta.url);
/**
 * prom-client is loaded at the first scrape, not when the host starts: it brings TLS, zlib and
 * OpenTelemetry's API with it (51 modules; docs/PERFORMANCE.md), and most counters are never scraped.
 */
let promClient: typeof PromClient | null = null;
const prom = (): typeof PromClient => (promClient ??= load()('prom-client') as typeof PromClient);

export interface MetricsSource {
  /** Status and the ledger's figures, read at each scrape (AppService.counterSnapshot). */
  readonly snapshot: () => Promise<CounterSnapshot>;
  /** The fleet key a scrape must carry; none stored: /metrics is refused. */
  readonly key: SecretStore;
}

/** A printer that prints (or can, paper running low) is up; anything that keeps receipts back is not. */
const UP: ReadonlySet<PrinterStateView> = new Set<PrinterStateView>(['ready', 'printing', 'paper_low']);

export class CounterMetrics {
  private gauges: Gauges | null = null;
  /** One scrape at a time: the gauges are set from one snapshot and read before the next sets them. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly source: MetricsSource) {}

  get contentType(): string {
    return OPENMETRICS_CONTENT_TYPE;
  }

  /** The OpenMetrics text of a snapshot read now. */
  text(): Promise<string> {
    const next = this.queue.then(async () => {
      const { status, figures } = await this.source.snapshot();
      const gauges = (this.gauges ??= makeGauges());
      gauges.registry.resetMetrics();
      for (const shop of status.shops) {
        const labels = { shop: String(shop.shopId), name: shop.name ?? '' };
        gauges.printed.set(labels, figures.get(shop.shopId)?.printedToday ?? 0);
        gauges.held.set(labels, shop.held);
        gauges.late.set(labels, figures.get(shop.shopId)?.late ?? 0);
      }
      for (const printer of status.printers)
        gauges.up.set({ printer: printer.name }, UP.has(printer.state) ? 1 : 0);
      gauges.problems.set(status.problems.length);
      return gauges.registry.metrics();
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
}

/** prom-client's `Registry.OPENMETRICS_CONTENT_TYPE`, known without loading it. */
const OPENMETRICS_CONTENT_TYPE: OpenMetricsContentType =
  'application/openmetrics-text; version=1.0.0; charset=utf-8';

type OpenMetricsRegistry = Registry<OpenMetricsContentType>;

interface Gauges {
  readonly registry: OpenMetricsRegistry;
  readonly printed: Gauge<'shop' | 'name'>;
  readonly held: Gauge<'shop' | 'name'>;
  readonly late: Gauge<'shop' | 'name'>;
  readonly up: Gauge<'printer'>;
  readonly problems: Gauge;
}

function makeGauges(): Gauges {
  const { Gauge, Registry } = prom();
  const registry: OpenMetricsRegistry = new Registry<OpenMetricsContentType>();
  registry.setContentType(Registry.OPENMETRICS_CONTENT_TYPE);
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[]): Gauge<L> =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    printed: gauge(
      'orderslip_shop_orders_printed_today',
      'Orders of the shop printed since midnight on this PC.',
      ['shop', 'name'],
    ),
    held: gauge('orderslip_shop_orders_held', 'Orders of the shop held for a person.', ['shop', 'name']),
    late: gauge(
      'orderslip_shop_orders_late',
      'Orders of the shop still waiting to print past their pick-up or delivery time.',
      ['shop', 'name'],
    ),
    up: gauge('orderslip_printer_up', 'Whether the printer can print (1) or not (0).', ['printer']),
    problems: gauge('orderslip_problems', 'Problems open on Status.', []),
  };
}
