/**
 * Idle cost and requests: the real headless host (a child process) with 3 shops, 2 s polling and no
 * orders. CPU is the host process's utime + stime from /proc/<pid>/stat over the window, as a share of
 * one core; memory is its VmRSS from /proc/<pid>/status, sampled every second, the peak reported. Both
 * start-up variants run side by side (each with its own simulator and printer): idle, they do not
 * compete for the two cores.
 */
import { figure, round, type Figure } from '../lib/figure';
import { bundledHost, startHost, npmCliHost, type HostVariant, type RunningHost } from '../lib/headless-host';
import { polls, startHostWorld, type HostWorld } from '../lib/host-world';
import { cpuSeconds, memoryMiB, processTree, rssMiB } from '../lib/proc';
import type { Scenario } from '../lib/scenario';
import { mean } from '../lib/stats';
import { until } from '../lib/engine-world';

export interface IdleSize {
  /** The measured window. */
  readonly windowMs: number;
  /** CPU is also reported per slice of this length, for the spread. */
  readonly sliceMs: number;
  /** After every shop was polled once: start-up work (compiling, JIT, first GCs) is not idling. */
  readonly settleMs: number;
  readonly pollSeconds: number;
}

export const IDLE_SIZES: Readonly<Record<'full' | 'quick', IdleSize>> = {
  full: { windowMs: 60_000, sliceMs: 15_000, settleMs: 5_000, pollSeconds: 2 },
  quick: { windowMs: 12_000, sliceMs: 4_000, settleMs: 3_000, pollSeconds: 2 },
};

interface Watched {
  readonly variant: HostVariant;
  readonly world: HostWorld;
  readonly host: RunningHost;
  readonly pid: number;
  cpuSlices: number[];
  cpuAtStart: number;
  cpuAtSlice: number;
  rss: number[];
  anon: number[];
  file: number[];
  treeRss: number[];
  cpuTotal: number;
  windowStart: number;
  windowEnd: number;
}

async function launch(variant: HostVariant, pollSeconds: number): Promise<Watched> {
  const world = await startHostWorld(3);
  const host = startHost(variant, world.runArgs(pollSeconds), world.env);
  const pid = await host.hostPid();
  return {
    variant,
    world,
    host,
    pid,
    cpuSlices: [],
    cpuAtStart: 0,
    cpuAtSlice: 0,
    rss: [],
    anon: [],
    file: [],
    treeRss: [],
    cpuTotal: 0,
    windowStart: 0,
    windowEnd: 0,
  };
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

export async function measureIdle(
  size: IdleSize,
  log: (line: string) => void = () => undefined,
): Promise<Figure[]> {
  const variants = [npmCliHost(), await bundledHost()];
  const watched: Watched[] = [];
  try {
    for (const variant of variants) watched.push(await launch(variant, size.pollSeconds));
    for (const w of watched) {
      await until(
        `the ${w.variant.id} host polled every shop`,
        () => new Set(polls(w.world).map((poll) => poll.shop)).size === w.world.shopIds.length,
        20_000,
      ).catch((error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)}\n${w.host.output()}`);
      });
    }
    await sleep(size.settleMs);
    const start = performance.now();
    let sliceStart = start;
    for (const w of watched) {
      w.windowStart = start;
      w.cpuAtStart = cpuSeconds(w.pid) ?? Number.NaN;
      w.cpuAtSlice = w.cpuAtStart;
    }
    while (performance.now() - start < size.windowMs) {
      await sleep(1_000);
      for (const w of watched) {
        const memory = memoryMiB(w.pid);
        w.rss.push(memory?.rss ?? Number.NaN);
        w.anon.push(memory?.anon ?? Number.NaN);
        w.file.push(memory?.file ?? Number.NaN);
        w.treeRss.push(processTree(w.host.spawnedPid).reduce((sum, pid) => sum + (rssMiB(pid) ?? 0), 0));
      }
      const at = performance.now();
      if (at - sliceStart >= size.sliceMs - 50) {
        for (const w of watched) {
          const cpu = cpuSeconds(w.pid) ?? Number.NaN;
          w.cpuSlices.push((100 * (cpu - w.cpuAtSlice)) / ((at - sliceStart) / 1000));
          w.cpuAtSlice = cpu;
        }
        sliceStart = at;
      }
    }
    const end = performance.now();
    watched.forEach((w) => {
      w.cpuTotal = (100 * ((cpuSeconds(w.pid) ?? Number.NaN) - w.cpuAtStart)) / ((end - start) / 1000);
      w.windowEnd = end;
      if (w.host.child.exitCode !== null)
        throw new Error(`The ${w.variant.id} host ended during the idle window:\n${w.host.output()}`);
    });
    for (const w of watched) {
      log(
        `  ${w.variant.id}: CPU ${w.cpuTotal.toFixed(3)} % of a core, RSS peak ${Math.max(...w.rss).toFixed(1)} MiB (own ${Math.max(...w.anon).toFixed(1)}, files ${Math.max(...w.file).toFixed(1)}; process tree ${Math.max(...w.treeRss).toFixed(1)} MiB)`,
      );
    }
    return watched.flatMap((w) => idleFigures(w, size));
  } finally {
    await Promise.all(
      watched.map(async (w) => {
        await w.host.stop();
        await w.world.close();
      }),
    );
  }
}

function idleFigures(w: Watched, size: IdleSize): Figure[] {
  const seconds = (w.windowEnd - w.windowStart) / 1000;
  const suffix = w.variant.id === 'tsx' ? '(npm run cli, tsx)' : '(bundled)';
  const figures: Figure[] = [
    figure({
      name: `idle CPU ${suffix}`,
      unit: '% of a core',
      target: 0.5,
      direction: 'at-most',
      summary: 'whole-run',
      wholeRun: w.cpuTotal,
      samples: w.cpuSlices,
      how: `utime+stime of the host process (the one running OrderSlip, all its threads, from /proc/<pid>/stat) over a ${round(seconds)} s window, as a share of one core; the spread is over ${size.sliceMs / 1000} s slices (one clock tick is ${round(100 / (size.sliceMs / 10))} % of a slice). 3 shops, ${size.pollSeconds} s polling, no orders; \`${w.variant.label} run …\`.`,
      detail: { wholeWindowPercent: round(w.cpuTotal), windowSeconds: round(seconds) },
    }),
    figure({
      name: `idle memory ${suffix}`,
      unit: 'MiB RSS',
      target: 80,
      direction: 'at-most',
      summary: 'max',
      samples: w.rss,
      how: `Peak VmRSS of the host process (/proc/<pid>/status), sampled every second over the window; detail splits it into RssAnon (the process's own memory) and RssFile (mostly the Node binary's pages).`,
      detail: {
        meanMiB: round(mean(w.rss)),
        ownMemoryRssAnonMiB: { mean: round(mean(w.anon)), peak: round(Math.max(...w.anon)) },
        mappedFilesRssFileMiB: { mean: round(mean(w.file)), peak: round(Math.max(...w.file)) },
        processTreePeakMiB: round(Math.max(...w.treeRss)),
        note: w.variant.programInChild
          ? "The tree adds tsx's own CLI process, which only starts the program and relays signals."
          : 'One process.',
      },
    }),
  ];
  if (w.variant.id !== 'tsx') return figures;
  // Requests: per shop, the rate its listings came at (from the gaps between them, so where the window
  // cuts the first and last gap does not count), plus every other request of the window (the shop list
  // at start, a confirm: none are expected) shared out over the shops.
  const inWindow = w.world.requests.filter(
    ({ answeredAt }) => answeredAt >= w.windowStart && answeredAt <= w.windowEnd,
  );
  const listings = w.world.shopIds.map((shopId) =>
    inWindow
      .filter(
        ({ entry }) =>
          entry.path === '/v1/orders' && new URLSearchParams(entry.query).get('shop') === String(shopId),
      )
      .map(({ answeredAt }) => answeredAt),
  );
  const other = inWindow.filter(({ entry }) => entry.path !== '/v1/orders').length;
  const hourly = listings.map((times) => {
    const gaps = times.length - 1;
    const spanSeconds = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
    const listingRate = gaps > 0 && spanSeconds > 0 ? (gaps * 3600) / spanSeconds : Number.NaN;
    return listingRate + (other / listings.length) * (3600 / seconds);
  });
  const implied = 3600 / size.pollSeconds;
  figures.push(
    figure({
      name: 'requests when idle, per shop',
      unit: '/h',
      // ±10 % jitter over ~30 intervals a shop: the mean interval strays ~1 % from 2 s; 3 % is 3 sigma.
      target: Math.round(implied * 1.03),
      direction: 'at-most',
      summary: 'max',
      samples: hourly,
      how: `Per shop, listings per hour from the mean gap between its listings in the ${round(seconds)} s idle window, plus any other request of the window shared over the shops; the busiest shop is reported. ${size.pollSeconds} s polling implies ${implied}/h; the target allows 3 % for the ±10 % jitter sampled over one window.`,
      detail: {
        listingsPerShop: listings.map((times) => times.length),
        otherRequests: other,
        impliedPerHour: implied,
      },
    }),
  );
  return figures;
}

export const idleScenario: Scenario = {
  id: 'idle',
  title: 'Idle cost and requests (headless host child process)',
  run: (context) => measureIdle(IDLE_SIZES[context.quick ? 'quick' : 'full'], context.log),
};
