/**
 * Backlog drain: OrderSlip was off (or the printer was) while 1,000 orders came in over 3 shops. From
 * the engine's start to the last of them printed, verified by its printer, and confirmed to the service.
 */
import { say } from '../../electron/common/messages/catalogue';
import { figure, round, type Figure } from '../lib/figure';
import { createEngineWorld, until } from '../lib/engine-world';
import { Peers } from '../lib/peers';
import type { Scenario } from '../lib/scenario';
import { now } from '../lib/stats';

export interface DrainSize {
  readonly orders: number;
  readonly shops: number;
  /** One printer per shop (each shop's own counter), or fewer shared. */
  readonly printers: number;
  readonly runs: number;
}

export const DRAIN_SIZES: Readonly<Record<'full' | 'quick', DrainSize>> = {
  full: { orders: 1_000, shops: 3, printers: 3, runs: 3 },
  quick: { orders: 300, shops: 3, printers: 3, runs: 1 },
};

export interface DrainRun {
  readonly seconds: number;
  readonly ordersPerSecond: number;
  readonly serviceRequests: number;
}

export async function drainOnce(peers: Peers, size: DrainSize, seed: number): Promise<DrainRun> {
  const info = await peers.ask('setup', { shops: size.shops, printers: size.printers, seed });
  const perShop = info.shopIds.map(
    (_, i) => Math.floor(size.orders / size.shops) + (i < size.orders % size.shops ? 1 : 0),
  );
  await peers.ask('backlog', { perShop });
  const world = createEngineWorld(info, 2_000);
  const problems: string[] = [];
  let confirmed = 0;
  let lastConfirmedAt = 0;
  world.engine.events.on((event) => {
    if (event.type === 'order' && event.state === 'confirmed') {
      confirmed += 1;
      lastConfirmedAt = now();
    }
    // A warning in a clean drain (a retried print, a failed confirm) means the figure is not what it says.
    if (event.type === 'log' && event.level !== 'info') problems.push(say(event.message, 'en'));
  });
  const since = Date.now();
  const start = now();
  try {
    world.engine.start();
    await until(
      `${size.orders} orders are confirmed (${confirmed} so far)`,
      () => confirmed >= size.orders,
      300_000,
      10,
    );
    const seconds = (lastConfirmedAt - start) / 1000;
    if (problems.length > 0) throw new Error(`The drain ran into trouble: ${problems.slice(0, 3).join(' ')}`);
    const counts = await peers.ask('counts', {});
    const byState = world.ledger.counts().byState;
    if (
      counts.confirmed !== size.orders ||
      counts.printedOrders !== size.orders ||
      counts.printedJobs !== size.orders ||
      byState.confirmed !== size.orders
    ) {
      throw new Error(
        `The drain did not end clean: the service confirmed ${counts.confirmed}, the printers printed ${counts.printedOrders} orders in ${counts.printedJobs} jobs, the ledger has ${byState.confirmed} confirmed, of ${size.orders}.`,
      );
    }
    const requests = await peers.ask('requests', { since });
    return { seconds, ordersPerSecond: size.orders / seconds, serviceRequests: requests.length };
  } finally {
    await world.close();
  }
}

export async function measureDrain(
  size: DrainSize,
  log: (line: string) => void = () => undefined,
): Promise<Figure[]> {
  const peers = Peers.start();
  try {
    const runs: DrainRun[] = [];
    for (let run = 0; run < size.runs; run++) {
      const result = await drainOnce(peers, size, 100 + run);
      log(
        `  run ${run + 1}: ${size.orders} orders in ${result.seconds.toFixed(2)} s (${result.ordersPerSecond.toFixed(0)}/s, ${result.serviceRequests} requests)`,
      );
      runs.push(result);
    }
    return [
      figure({
        name: 'backlog drain',
        unit: 'orders/s',
        target: 100,
        direction: 'at-least',
        samples: runs.map((run) => run.ordersPerSecond),
        how: `${size.orders} orders waiting over ${size.shops} shops, ${size.printers} virtual printers (one per shop), 2 s polling; engine start → the last order printed (verified by its printer) and confirmed. Each run checks that the service confirmed every order, the printers printed each once and the ledger holds them all confirmed (an unverified print would be held instead). Engine in this process with its default timings, simulator and printers in another process, over loopback sockets; ledger on disk, synchronous=FULL.`,
        detail: {
          seconds: runs.map((run) => round(run.seconds)),
          serviceRequests: runs.map((run) => run.serviceRequests),
        },
      }),
    ];
  } finally {
    await peers.close();
  }
}

export const drainScenario: Scenario = {
  id: 'drain',
  title: 'Backlog drain',
  run: (context) => measureDrain(DRAIN_SIZES[context.quick ? 'quick' : 'full'], context.log),
};
