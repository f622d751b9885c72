/**
 * Trust the service, not the LAN (issue 23): the owner's laptop, set up for the same tenant and chosen
 * to print the shop, is awake but reaches no printer; the counter PC stands by for it. Two real `run`
 * processes, each on its own "PC" (a network namespace), find each other by mDNS. The counter's watch
 * of the shop through the service sees the orders wait unconfirmed, takes the shop over after the
 * takeover time, prints what waited marked POSSIBLE DUPLICATE exactly once, says why on Status, and the
 * laptop stands down for the shop (red on its Status) instead of winning it back as the chosen PC.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProblemView, StatusView } from '../../electron/common/contract/app-api';
import type { Simulator } from '../../electron/demo/simulator';
import { closeShopLan, codes, copies, ids, lanPcs, marked, shopLan, type LanPc } from './lan-pcs';
import type { Lan, LanHost } from './netns';

const TENANT = 'service-watch';
const TOKEN = 'tok-service-watch-7c2d-secret';
/** The shortest the setting allows (its file says so)… */
const TAKEOVER_SECONDS = 10;
/**
 * …and the takeover time the PCs are given instead (ORDERSLIP_TEST_TAKEOVER_MS): the watch lists the
 * shop every 3 s, jittered, so the orders are seen waiting 6 s in 6–9 s rather than 10 s in 10–15 s.
 * A peer is still heard twelve times (every 500 ms, lan-pcs.ts) before it could count as gone.
 */
const TAKEOVER_MS = 6_000;
/** Each PC serves its AppApi on its own loopback (its own namespace), at the same port. */
const HTTP_PORT = 4871;

let network: Lan;
let sim: Simulator;
let shop: number;
let simPort: number;
const pcs = lanPcs(
  () => network,
  () => ({ tenant: TENANT, token: TOKEN, shop, simPort, takeoverSeconds: TAKEOVER_SECONDS }),
);
type Pc = LanPc;
const run = promisify(execFile);

beforeAll(async () => {
  ({ network, sim, shop, simPort } = await shopLan(2, { id: TENANT, token: TOKEN }, 23));
});

afterAll(() => closeShopLan(pcs, sim, network));

/** `run` on `host` as PC `name`, printing the shop on its own virtual printer (offline: a closed port). */
const startPc = (host: LanHost, name: string, options: { chosen: boolean; offline: boolean }): Promise<Pc> =>
  pcs.start(host, name, {
    network: options.chosen ? { printingShops: [shop] } : {},
    httpPort: HTTP_PORT,
    ...(options.offline ? { printerMode: 'offline' as const } : {}),
  });

/** Status as the PC's window reads it: its AppApi, asked on the PC itself (inside its namespace). */
async function statusOf(pc: Pc): Promise<StatusView> {
  const { stdout } = await run(
    network.exec(pc.host)[0]!,
    [
      ...network.exec(pc.host).slice(1),
      'curl',
      '-sf',
      '--max-time',
      '5',
      '-X',
      'POST',
      '-H',
      'Content-Type: application/json',
      '-H',
      'X-OrderSlip: 1',
      '-d',
      '[]',
      `http://127.0.0.1:${HTTP_PORT}/api/getStatus`,
    ],
    { timeout: 10_000 },
  );
  return (JSON.parse(stdout) as { result: StatusView }).result;
}

/** The latest Status, or null while the PC's server is not up yet. */
async function tryStatus(pc: Pc): Promise<StatusView | null> {
  try {
    return await statusOf(pc);
  } catch (error) {
    lastStatusError = `${pc.name}: ${String(error)}\n${pc.cli.stdout().slice(-3000)}\n${pc.cli.stderr().slice(-2000)}`;
    return null;
  }
}
/** Why Status could not be read last, for a timeout's message. */
let lastStatusError = '';

/** Waits until `condition` holds, asking again every quarter second (some answers come from a PC's API). */
async function eventually(
  description: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${description} (${lastStatusError})`);
    await new Promise((wake) => setTimeout(wake, 250));
  }
}

const confirmed = (orderIds: readonly string[]) => () => orderIds.every((id) => sim.isConfirmed(id, TENANT));
const problem = <K extends ProblemView['kind']>(status: StatusView | null, kind: K) =>
  status?.problems.find((found): found is Extract<ProblemView, { kind: K }> => found.kind === kind);

describe('a PC standing by watches the shop through the service', () => {
  it('takes the shop over from a chosen PC that reaches no printer, prints what waited once, marked, and says why', async () => {
    // The `run` processes inherit this process's environment.
    vi.stubEnv('ORDERSLIP_TEST_TAKEOVER_MS', String(TAKEOVER_MS));
    const laptop = await startPc(network.hosts[0]!, 'Laptop', { chosen: true, offline: true });
    await eventually(
      'the laptop claims the shop',
      async () => (await tryStatus(laptop))?.network?.shops[0]?.role === 'printing',
      30_000,
    );
    const counter = await startPc(network.hosts[1]!, 'Counter', { chosen: false, offline: false });
    await eventually('the counter stands by', () => codes(counter).includes('network.standing-by'), 30_000);

    const waiting = ids(sim.addOrders(3, { shopId: shop }));
    // Before the takeover Status is not green: the orders are seen waiting on the laptop.
    await eventually(
      'the counter says the orders wait on the laptop',
      async () => {
        const status = await tryStatus(counter);
        return (
          problem(status, 'standby-orders-waiting')?.printedBy === 'Laptop' ||
          problem(status, 'took-over') !== undefined
        );
      },
      30_000,
    );
    await eventually(
      'the counter took the shop over because the orders waited',
      () => codes(counter).includes('network.took-over-orders-waited'),
      40_000,
    );
    await eventually('what waited is printed and confirmed', confirmed(waiting), 30_000);
    for (const id of waiting) {
      expect(copies([counter], id), `copies of ${id}`).toBe(1);
      expect(marked(counter, id), `${id} marked`).toBe(true);
    }
    // Status says why: the laptop, the order that waited, how long, and what printed marked.
    const counterStatus = await statusOf(counter);
    expect(problem(counterStatus, 'took-over')).toMatchObject({
      fromPc: 'Laptop',
      possibleDuplicates: 3,
      ordersWaited: { waitedMs: expect.any(Number) },
    });
    expect(problem(counterStatus, 'took-over')?.ordersWaited?.waitedMs).toBeGreaterThanOrEqual(TAKEOVER_MS);
    expect(counterStatus.headline.tone).not.toBe('ok');

    // The laptop heard it: it stands down for the shop, red, although chosen, and prints none of it.
    await eventually(
      'the laptop stands down and says the shop was taken from it',
      async () => problem(await tryStatus(laptop), 'shop-taken-over')?.byPc === 'Counter',
      20_000,
    );
    expect(codes(laptop)).toContain('network.shop-taken-over');
    const laptopStatus = await statusOf(laptop);
    expect(laptopStatus.network?.shops[0]).toMatchObject({
      role: 'standby',
      printedBy: { pcName: 'Counter' },
    });

    // Later orders print once on the counter, unmarked; the laptop does not win the shop back.
    const later = ids(sim.addOrders(2, { shopId: shop }));
    await eventually('later orders are printed and confirmed', confirmed(later), 30_000);
    for (const id of later) {
      expect(copies([counter], id)).toBe(1);
      expect(marked(counter, id)).toBe(false);
    }
    // Now the laptop's printer comes back: what waited there is held, not printed a second time.
    await laptop.printer.setMode('ready');
    await eventually(
      'the laptop holds what waited there for a person',
      async () => {
        const status = await tryStatus(laptop);
        return waiting.every((id) => status?.attention.some((item) => item.orderId === id) ?? false);
      },
      20_000,
    );
    for (const id of [...waiting, ...later]) expect(copies([laptop], id), `${id} on the laptop`).toBe(0);
    expect(codes(counter).filter((code) => code === 'network.took-over-orders-waited')).toHaveLength(1);
  }, 180_000);
});
