/**
 * A shop for the headless host child: the simulator (3 shops, or as many as asked: see `benchShops`)
 * and one virtual printer in this process,
 * a data folder, and the `run` flags a shop would type. The host is measured from outside, so the peers
 * living in this process cost it nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Simulator, type RequestLogEntry } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { BENCH_TENANT, BENCH_TOKEN } from './orders';
import { must } from './must';
import { benchShops } from './shops';

export interface HostWorld {
  readonly sim: Simulator;
  readonly printer: VirtualPrinter;
  readonly dataDir: string;
  readonly shopIds: readonly number[];
  /** Every request the simulator answered, with performance.now() when it was answered. */
  readonly requests: { readonly entry: RequestLogEntry; readonly answeredAt: number }[];
  /** `run` flags: this simulator, every shop, the printer, the poll interval, the data folder. */
  runArgs(pollSeconds: number): string[];
  readonly env: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

export async function startHostWorld(shops = 3): Promise<HostWorld> {
  const requests: { entry: RequestLogEntry; answeredAt: number }[] = [];
  const sim = await Simulator.start({
    seed: 5,
    tenants: [{ id: BENCH_TENANT, token: BENCH_TOKEN, shops: benchShops(shops) }],
    onRequest: (entry) => requests.push({ entry, answeredAt: performance.now() }),
  });
  const printer = await VirtualPrinter.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'orderslip-bench-host-'));
  const shopIds = must(sim.tenants[0], 'the bench tenant').shopIds;
  return {
    sim,
    printer,
    dataDir,
    shopIds,
    requests,
    env: { ORDERSLIP_TOKEN: BENCH_TOKEN },
    runArgs: (pollSeconds) => [
      'run',
      '--api-url',
      sim.url,
      '--tenant',
      BENCH_TENANT,
      ...shopIds.flatMap((id) => ['--shop', String(id)]),
      '--printer',
      printer.uri,
      '--poll-interval',
      String(pollSeconds),
      '--data-dir',
      dataDir,
      '--log-format',
      'json',
    ],
    async close() {
      await Promise.all([sim.close(), printer.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The listings of orders the simulator answered: one per poll of one shop (`shop` set), or one listing
 * for the whole tenant (`shop` null) that serves every shop at once.
 */
export function polls(world: HostWorld): { shop: number | null; answeredAt: number }[] {
  return world.requests
    .filter(({ entry }) => entry.path === '/v1/orders')
    .map(({ entry, answeredAt }) => {
      const shop = new URLSearchParams(entry.query).get('shop');
      return { shop: shop === null ? null : Number(shop), answeredAt };
    });
}

/** Every shop was listed at least once: by a listing of its own, or by a listing of the whole tenant. */
export function everyShopListed(world: HostWorld): boolean {
  const listed = polls(world);
  if (listed.some((poll) => poll.shop === null)) return true;
  return new Set(listed.map((poll) => poll.shop)).size >= world.shopIds.length;
}
