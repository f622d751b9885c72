/**
 * The peers process: the ordering-service simulator and the virtual printers on loopback, driven by the
 * benchmark over Node's IPC channel (see protocol.ts). Started by bench/lib/peers.ts; not a CLI.
 */
import '../../electron/core/runtime/quiet-sqlite-warning';
import { Simulator } from '../../electron/demo/simulator';
import { Rng } from '../../electron/demo/simulator/prng';
import { VirtualLabelPrinter, VirtualPrinter } from '../../electron/demo/virtual-printer';
import { BENCH_TENANT, BENCH_TOKEN } from '../lib/orders';
import { LabelTally } from './label-tally';
import type { OrderTrace, PeersInfo, PeersSetup, ReplyMessage, RequestMessage, Requests } from './protocol';
import { must } from '../lib/must';
import { benchShops } from '../lib/shops';

interface World {
  readonly sim: Simulator;
  readonly printers: readonly VirtualPrinter[];
  readonly labelPrinter: VirtualLabelPrinter | null;
  readonly labels: LabelTally | null;
  readonly shopIds: readonly number[];
  readonly traces: Map<string, { shopId: number; addedAt: number; printedAt: number | null }>;
  readonly timers: Set<NodeJS.Timeout>;
  printedJobs: number;
  /** Who wants to hear of each listing the simulator answered. */
  readonly listened: { onListing: (() => void) | null };
  /** The steady stream of orders, while one runs. */
  stream: { readonly timer: NodeJS.Timeout; added: number } | null;
}

let world: World | null = null;

async function close(): Promise<void> {
  const current = world;
  world = null;
  if (!current) return;
  for (const timer of current.timers) clearTimeout(timer);
  if (current.stream) clearInterval(current.stream.timer);
  await Promise.all([
    current.sim.close(),
    ...current.printers.map((printer) => printer.close()),
    current.labelPrinter?.close(),
  ]);
}

async function setup(options: PeersSetup): Promise<PeersInfo> {
  await close();
  const shops = benchShops(options.shops);
  // Told of each listing answered, for a burst that waits for the listings to go quiet.
  const listened: { onListing: (() => void) | null } = { onListing: null };
  const sim = await Simulator.start({
    seed: options.seed,
    tenants: [{ id: BENCH_TENANT, token: BENCH_TOKEN, shops }],
    onRequest: (entry) => {
      if (entry.path === '/v1/orders') listened.onListing?.();
    },
  });
  const printers = await Promise.all(Array.from({ length: options.printers }, () => VirtualPrinter.start()));
  const labelPrinter = options.labelPrinter
    ? await VirtualLabelPrinter.start({ protocol: 'zpl', printMsPerLabel: 0 })
    : null;
  const labels = labelPrinter ? new LabelTally() : null;
  const current: World = {
    sim,
    printers,
    labelPrinter,
    labels,
    shopIds: must(sim.tenants[0], 'the bench tenant').shopIds,
    traces: new Map(),
    timers: new Set(),
    printedJobs: 0,
    stream: null,
    listened,
  };
  for (const printer of printers) {
    printer.onJob((job) => {
      current.printedJobs += 1;
      for (const id of job.parsed.qrCodes) {
        const trace = current.traces.get(id);
        if (trace && trace.printedAt === null) trace.printedAt = job.receivedAt.getTime();
      }
      // Thousands of jobs with their HTML pictures would only fill this process's memory.
      printer.clearJobs();
    });
  }
  if (labelPrinter && labels) {
    labelPrinter.onLabel((label) => {
      labels.printed(label);
      labelPrinter.clearLabels();
    });
  }
  world = current;
  return {
    url: sim.url,
    tenant: BENCH_TENANT,
    token: BENCH_TOKEN,
    shopIds: current.shopIds,
    printerUris: printers.map((printer) => printer.uri),
    labelPrinterUri: labelPrinter?.uri ?? null,
  };
}

function current(): World {
  if (!world) throw new Error('The peers are not set up: send "setup" first.');
  return world;
}

function add(count: number, shopId: number): number {
  const w = current();
  const orders = w.sim.addOrders(count, { tenant: BENCH_TENANT, shopId });
  const at = Date.now();
  for (const order of orders) {
    w.traces.set(String(order.id), { shopId, addedAt: at, printedAt: null });
    w.labels?.expect(order);
  }
  return orders.length;
}

function arrivals(count: number, durationMs: number, seed: number): { lastAt: number } {
  const w = current();
  const rng = new Rng(seed);
  const start = Date.now();
  const offsets = Array.from({ length: count }, () => rng.next() * durationMs).sort((a, b) => a - b);
  for (const offset of offsets) {
    const shopId = must(w.shopIds[rng.int(0, w.shopIds.length - 1)], 'a shop');
    const timer = setTimeout(() => {
      w.timers.delete(timer);
      add(1, shopId);
    }, offset);
    w.timers.add(timer);
  }
  return { lastAt: start + (offsets.at(-1) ?? 0) };
}

/**
 * Adds the backlog once the simulator answered a listing and then none for `quietMs`: the engine has
 * just looked (every shop, or the whole tenant), so the burst waits about a whole poll interval for
 * the next look, the worst case. After `timeoutMs` without such a pause (many shops listed one by one,
 * out of step), at once.
 */
function burst(
  perShop: readonly number[],
  quietMs: number,
  timeoutMs: number,
): Promise<{ added: number; afterListingMs: number | null }> {
  const w = current();
  return new Promise((resolve, reject) => {
    let lastListingAt: number | null = null;
    let quiet: NodeJS.Timeout | undefined;
    const fire = (): void => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      w.listened.onListing = null;
      try {
        let added = 0;
        perShop.forEach((count, index) => {
          const shopId = w.shopIds[index];
          if (shopId === undefined) throw new Error(`There is no shop number ${index + 1}.`);
          added += add(count, shopId);
        });
        resolve({ added, afterListingMs: lastListingAt === null ? null : Date.now() - lastListingAt });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const deadline = setTimeout(fire, timeoutMs);
    w.listened.onListing = () => {
      lastListingAt = Date.now();
      clearTimeout(quiet);
      quiet = setTimeout(fire, quietMs);
    };
  });
}

/** Every `1000 / perSecond` ms one order, to the shops in turn (a steady day, not a burst). */
function stream(perSecond: number): { startedAt: number } {
  const w = current();
  if (!(perSecond > 0)) throw new Error(`A stream needs a positive rate, not ${perSecond}.`);
  if (w.stream) clearInterval(w.stream.timer);
  let next = 0;
  const timer = setInterval(() => {
    const shopId = must(w.shopIds[next % w.shopIds.length], 'a shop');
    next += 1;
    add(1, shopId);
    if (w.stream) w.stream.added += 1;
  }, 1000 / perSecond);
  w.stream = { timer, added: 0 };
  return { startedAt: Date.now() };
}

type Handlers = {
  [K in keyof Requests]: (
    body: Requests[K]['setup'],
  ) => Promise<Requests[K]['result']> | Requests[K]['result'];
};

const handlers: Handlers = {
  setup,
  backlog: ({ perShop }) => {
    const w = current();
    let added = 0;
    perShop.forEach((count, index) => {
      const shopId = w.shopIds[index];
      if (shopId === undefined) throw new Error(`There is no shop number ${index + 1}.`);
      added += add(count, shopId);
    });
    return { added };
  },
  arrivals: ({ count, durationMs, seed }) => arrivals(count, durationMs, seed),
  burst: ({ perShop, quietMs, timeoutMs }) => burst(perShop, quietMs, timeoutMs),
  stream: ({ perSecond }) => stream(perSecond),
  stopStream: () => {
    const w = current();
    const added = w.stream?.added ?? 0;
    if (w.stream) clearInterval(w.stream.timer);
    w.stream = null;
    return { added };
  },
  counts: () => {
    const w = current();
    const traces = [...w.traces.values()];
    let confirmed = 0;
    for (const record of w.sim.confirmations(BENCH_TENANT).values())
      if (record.confirmedAt !== null) confirmed += 1;
    return {
      added: traces.length,
      printedJobs: w.printedJobs,
      printedOrders: traces.filter((trace) => trace.printedAt !== null).length,
      confirmed,
      labels: w.labels?.counts(w.labelPrinter?.unknownCommands() ?? []) ?? null,
    };
  },
  traces: () => {
    const w = current();
    const confirmations = w.sim.confirmations(BENCH_TENANT);
    return [...w.traces].map(([id, trace]): OrderTrace => ({
      id,
      ...trace,
      confirmedAt: confirmations.get(id)?.confirmedAt?.getTime() ?? null,
    }));
  },
  requests: ({ since }) =>
    current()
      .sim.requestLog()
      .filter((entry) => entry.at.getTime() >= since)
      .map((entry) => {
        const shop = new URLSearchParams(entry.query).get('shop');
        return {
          method: entry.method,
          path: entry.path,
          shop: shop === null ? null : Number(shop),
          at: entry.at.getTime(),
          status: entry.status,
        };
      }),
};

process.on('message', (message: RequestMessage) => {
  const reply = (answer: ReplyMessage): void => {
    process.send?.(answer);
  };
  const handler = handlers[message.type] as (body: unknown) => unknown;
  Promise.resolve()
    .then(() => handler(message.body))
    .then(
      (result) => reply({ id: message.id, ok: true, result }),
      (error: unknown) =>
        reply({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
});

// The benchmark going away (finished or crashed) ends the peers too.
process.on('disconnect', () => {
  void close().finally(() => process.exit(0));
});
