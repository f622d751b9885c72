/**
 * Backlog drain: OrderSlip was off (or the printer was) while 1,000 orders came in over 3 shops. From
 * the engine's start to the last of them printed, verified by its printer, and confirmed to the service.
 * Measured twice: with receipt printers only, and with a ZPL label printer routed to every shop as well
 * (an order is then confirmed only when its receipt and its labels are proven).
 */
import { say } from '../../electron/common/messages/say';
import { figure, round, type Figure } from '../lib/figure';
import { createEngineWorld, until } from '../lib/engine-world';
import { Peers } from '../lib/peers';
import type { LabelCounts } from '../peers/protocol';
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
  quick: { orders: 200, shops: 3, printers: 3, runs: 1 },
};

export interface DrainRun {
  readonly seconds: number;
  readonly ordersPerSecond: number;
  readonly serviceRequests: number;
  /** With a label printer: the order labels and cake labels it printed. */
  readonly labels: { readonly orderLabels: number; readonly cakeLabels: number } | null;
}

export async function drainOnce(
  peers: Peers,
  size: DrainSize,
  seed: number,
  labelPrinter = false,
): Promise<DrainRun> {
  const info = await peers.ask('setup', {
    shops: size.shops,
    printers: size.printers,
    seed,
    labelPrinter,
  });
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
    const labels = labelPrinter ? checkLabels(counts.labels, size.orders) : null;
    const requests = await peers.ask('requests', { since });
    return { seconds, ordersPerSecond: size.orders / seconds, serviceRequests: requests.length, labels };
  } finally {
    await world.close();
  }
}

/**
 * Every order got exactly one order label and one cake label per plate, each exactly once, and nothing
 * else came out of the label printer (a reprinted or unattributable label is a stray).
 */
function checkLabels(
  labels: LabelCounts | null,
  orders: number,
): { orderLabels: number; cakeLabels: number } {
  if (!labels) throw new Error('The drain had a label printer, but the peers counted no labels.');
  const problems: string[] = [];
  if (labels.ordersWithOneOrderLabel !== orders || labels.orderLabels !== orders)
    problems.push(
      `${labels.orderLabels} order labels came out for ${orders} orders (${labels.ordersWithOneOrderLabel} orders with exactly one)`,
    );
  if (labels.ordersWithTheirCakeLabels !== orders || labels.cakeLabels !== labels.plates)
    problems.push(
      `${labels.cakeLabels} cake labels came out for ${labels.plates} plates (${labels.ordersWithTheirCakeLabels} of ${orders} orders with each plate once)`,
    );
  if (labels.strays.length > 0)
    problems.push(`${labels.strays.length} labels belong to no order, such as ${labels.strays[0]}`);
  if (labels.unknownCommands.length > 0)
    problems.push(`the label printer did not know ${labels.unknownCommands.slice(0, 3).join(', ')}`);
  if (labels.printed !== labels.orderLabels + labels.cakeLabels)
    problems.push(`${labels.printed} labels came out in all`);
  if (problems.length > 0) throw new Error(`The drain's labels are not right: ${problems.join('; ')}.`);
  return { orderLabels: labels.orderLabels, cakeLabels: labels.cakeLabels };
}

export async function measureDrain(
  size: DrainSize,
  log: (line: string) => void = () => undefined,
): Promise<Figure[]> {
  const peers = Peers.start();
  try {
    const plain: DrainRun[] = [];
    const labelled: DrainRun[] = [];
    // Interleaved, so that a busy spell on the machine weighs on both figures alike.
    for (let run = 0; run < size.runs; run++) {
      for (const [runs, labelPrinter] of [
        [plain, false],
        [labelled, true],
      ] as const) {
        const result = await drainOnce(peers, size, 100 + run, labelPrinter);
        const labels = result.labels
          ? `, ${result.labels.orderLabels} order and ${result.labels.cakeLabels} cake labels`
          : '';
        log(
          `  run ${run + 1}${labelPrinter ? ', with a label printer' : ''}: ${size.orders} orders in ${result.seconds.toFixed(2)} s (${result.ordersPerSecond.toFixed(0)}/s, ${result.serviceRequests} requests${labels})`,
        );
        runs.push(result);
      }
    }
    const setting = `${size.orders} orders waiting over ${size.shops} shops, ${size.printers} virtual receipt printers (one per shop)`;
    const timing = `2 s polling; engine start → the last order printed (verified by its printer) and confirmed`;
    const where = `Engine in this process with its default timings, simulator and printers in another process, over loopback sockets; ledger on disk, synchronous=FULL.`;
    return [
      figure({
        name: 'backlog drain',
        unit: 'orders/s',
        target: 100,
        direction: 'at-least',
        samples: plain.map((run) => run.ordersPerSecond),
        how: `${setting}, ${timing}. Each run checks that the service confirmed every order, the printers printed each once and the ledger holds them all confirmed (an unverified print would be held instead). ${where}`,
        detail: {
          seconds: plain.map((run) => round(run.seconds)),
          serviceRequests: plain.map((run) => run.serviceRequests),
        },
      }),
      figure({
        name: 'backlog drain, with a label printer',
        unit: 'orders/s',
        target: 100,
        direction: 'at-least',
        samples: labelled.map((run) => run.ordersPerSecond),
        how: `${setting}, and one virtual ZPL label printer (58 × 40 mm, 203 dpi, printing at once) routed to every shop beside its receipt printer, order labels and cake labels on; ${timing} (its receipt and its labels proven). Each run checks that the service confirmed every order, the receipt printers printed each once, the ledger holds them all confirmed, and the label printer printed exactly one order label per order (its id in the QR code) and one cake label per plate (its order's headline and the plate's text), each once, and nothing else. ${where}`,
        detail: {
          seconds: labelled.map((run) => round(run.seconds)),
          serviceRequests: labelled.map((run) => run.serviceRequests),
          orderLabels: labelled.map((run) => run.labels?.orderLabels ?? 0),
          cakeLabels: labelled.map((run) => run.labels?.cakeLabels ?? 0),
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
