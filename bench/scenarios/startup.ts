/**
 * Start-up: from spawning the real headless host (`run`, 3 shops) to the simulator receiving its first
 * listing of orders. The first start of each variant is not counted: it creates the ledger, fills the
 * OS file cache and (under tsx) tsx's compile cache, which a shop's PC has after its first day.
 */
import { DEFAULT_LISTEN_MS } from '../../electron/core/network/shop-coordinator';
import { figure, round, type Figure } from '../lib/figure';
import { until } from '../lib/engine-world';
import { bundledHost, startHost, npmCliHost, type HostVariant } from '../lib/headless-host';
import { startHostWorld, type HostWorld } from '../lib/host-world';
import type { Scenario } from '../lib/scenario';
import { must } from '../lib/must';

export interface StartupSize {
  readonly runs: number;
}

export const STARTUP_SIZES: Readonly<Record<'full' | 'quick', StartupSize>> = {
  full: { runs: 5 },
  quick: { runs: 2 },
};

/** Milliseconds from spawn to the first GET /v1/orders arriving at the simulator. */
async function startIn(world: HostWorld, variant: HostVariant): Promise<number> {
  world.requests.length = 0;
  const host = startHost(variant, world.runArgs(2), world.env);
  try {
    const first = (): number | undefined =>
      world.requests.find(({ entry }) => entry.path === '/v1/orders')?.entry.at.getTime();
    await until(`the ${variant.id} host's first poll`, () => first() !== undefined, 30_000, 2).catch(
      (error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)}\n${host.output()}`);
      },
    );
    return must(first(), 'a first poll') - host.spawnedAtEpoch;
  } finally {
    await host.stop();
  }
}

export async function measureStartup(
  size: StartupSize,
  log: (line: string) => void = () => undefined,
): Promise<Figure[]> {
  const variants = [npmCliHost(), await bundledHost()];
  const figures: Figure[] = [];
  for (const variant of variants) {
    // One world per variant, reused: a restart finds its ledger and settings as a shop's PC does.
    const world = await startHostWorld(3);
    try {
      const coldMs = await startIn(world, variant);
      const samples: number[] = [];
      for (let run = 0; run < size.runs; run++) samples.push(await startIn(world, variant));
      log(`  ${variant.id}: ${samples.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
      figures.push(
        figure({
          name: `start-up to first poll (${variant.id === 'tsx' ? 'npm run cli, tsx' : 'bundled'})`,
          unit: 's',
          // A PC first listens for another OrderSlip that may print its shops (docs/NETWORK.md): that wait
          // is a promise, not start-up cost; the target is OrderSlip's own 1.5 s on top of it.
          target: DEFAULT_LISTEN_MS / 1000 + 1.5,
          direction: 'at-most',
          samples: samples.map((ms) => ms / 1000),
          how: `Spawn of \`${variant.label} run …\` (3 shops, existing ledger) → the simulator receives the first GET /v1/orders; after one uncounted warm-up start. It includes the ${DEFAULT_LISTEN_MS / 1000} s a PC listens for another that may already print its shops before it polls.`,
          detail: { samplesMs: samples.map(round), firstStartMs: round(coldMs) },
        }),
      );
    } finally {
      await world.close();
    }
  }
  return figures;
}

export const startupScenario: Scenario = {
  id: 'startup',
  title: 'Start-up (headless host child process)',
  run: (context) => measureStartup(STARTUP_SIZES[context.quick ? 'quick' : 'full'], context.log),
};
