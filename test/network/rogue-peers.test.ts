/**
 * A rogue device beside two OrderSlips (issue 23 §1): the real `run` command on two "PCs" (network
 * namespaces) with their own virtual printers, and in a third namespace a plain `multicast-dns` sender
 * (`rogue-mdns.ts`) that copies what the printing PC broadcasts. It forges a "chosen" claim for the shop,
 * replays the printing PC's own records as a goodbye, and floods the LAN: the printing PC keeps printing
 * every order once, nobody takes over, Status says the unproven claim once and lists only the real peer,
 * and the PC answers the flood with a bounded number of packets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusView } from '../../electron/common/contract/app-api';
import type { Simulator } from '../../electron/demo/simulator';
import { eventually } from '../engine/world';
import { ROOT } from '../headless/cli-process';
import { closeShopLan, codes, copies, ids, lanPcs, shopLan, type LanPc } from './lan-pcs';
import type { Lan, LanHost } from './netns';

const TENANT = 'rogue-peers';
const TOKEN = 'tok-rogue-peers-91c3-secret';
const TAKEOVER_SECONDS = 10;
/** Each PC serves its AppApi on its own 127.0.0.1 (its own namespace), so the same port for both. */
const HTTP_PORT = 48_610;
const BIN = resolve(ROOT, 'node_modules/.bin');

let network: Lan;
let sim: Simulator;
let shop: number;
let simPort: number;
const pcs = lanPcs(
  () => network,
  () => ({ tenant: TENANT, token: TOKEN, shop, simPort, takeoverSeconds: TAKEOVER_SECONDS }),
);
type Pc = LanPc;
const rogues: ChildProcess[] = [];

let printing: Pc;
let standing: Pc;
let rogueHost: LanHost;

const startPc = (host: LanHost, name: string): Promise<Pc> => pcs.start(host, name, { httpPort: HTTP_PORT });

/** Status as the window reads it, asked on the PC itself (its AppApi listens on its 127.0.0.1). */
function statusOf(pc: Pc): Promise<StatusView> {
  return new Promise((done, fail) =>
    execFile(
      network.exec(pc.host)[0]!,
      [
        ...network.exec(pc.host).slice(1),
        'curl',
        '-sS',
        '--max-time',
        '10',
        '-X',
        'POST',
        '-H',
        'Content-Type: application/json',
        '-H',
        'X-OrderSlip: 1',
        '--data',
        '[]',
        `http://127.0.0.1:${HTTP_PORT}/api/getStatus`,
      ],
      (error, stdout) => {
        if (error) fail(error);
        else done((JSON.parse(stdout) as { result: StatusView }).result);
      },
    ),
  );
}

interface RogueEvent {
  readonly event: string;
  readonly [key: string]: unknown;
}

interface Rogue {
  readonly events: () => RogueEvent[];
  readonly exited: Promise<void>;
  waitFor(event: string, timeoutMs: number): Promise<RogueEvent>;
  stop(): Promise<void>;
}

/** The rogue sender on its own namespace, attacking `target` (the printing PC). */
function rogue(mode: 'forge' | 'goodbye' | 'flood', target: Pc, count = 0): Rogue {
  const [command, ...prefix] = network.exec(rogueHost);
  const child = spawn(
    command!,
    [
      ...prefix,
      join(BIN, 'node'),
      '--import',
      'tsx',
      join(ROOT, 'test/network/rogue-mdns.ts'),
      mode,
      target.host.address,
      String(shop),
      String(count),
    ],
    { cwd: ROOT, env: { ...process.env, PATH: `${BIN}${delimiter}${process.env['PATH'] ?? ''}` } },
  );
  rogues.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const exited = new Promise<void>((done) => child.on('close', () => done()));
  const events = (): RogueEvent[] =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as RogueEvent);
  return {
    events,
    exited,
    async waitFor(event, timeoutMs) {
      let found: RogueEvent | undefined;
      await eventually(
        `the rogue says ${event} (stderr: ${err.slice(-500)})`,
        () => (found = events().find((candidate) => candidate.event === event)) !== undefined,
        timeoutMs,
      );
      return found!;
    },
    async stop() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const confirmed = (orderIds: readonly string[]) => () => orderIds.every((id) => sim.isConfirmed(id, TENANT));

async function ordersOverTime(count: number, everyMs: number): Promise<string[]> {
  const added: { id: unknown }[] = [];
  for (let index = 0; index < count; index += 1) {
    added.push(...sim.addOrders(1, { shopId: shop }));
    await new Promise((wake) => setTimeout(wake, everyMs));
  }
  return ids(added);
}

/** Every order printed exactly once over both PCs, all on the PC that printed before the attack. */
function printedOnceBy(pc: Pc, orders: readonly string[]): void {
  for (const id of orders) {
    expect(copies([printing, standing], id), `copies of ${id}`).toBe(1);
    expect(copies([pc], id), `${id} printed by ${pc.name}`).toBe(1);
  }
}

beforeAll(async () => {
  ({ network, sim, shop, simPort } = await shopLan(3, { id: TENANT, token: TOKEN }, 23));
  rogueHost = network.hosts[2]!;
  const a = await startPc(network.hosts[0]!, 'Counter');
  const b = await startPc(network.hosts[1]!, 'Office');
  const first = await ordersOverTime(4, 400);
  await eventually('the first orders are confirmed', confirmed(first), 30_000);
  printing = a.printer.jobs().length > 0 ? a : b;
  standing = printing === a ? b : a;
  expect(standing.printer.jobs()).toHaveLength(0);
  printedOnceBy(printing, first);
}, 90_000);

afterAll(async () => {
  for (const child of rogues) child.kill('SIGKILL');
  await closeShopLan(pcs, sim, network);
});

describe('a rogue device on the shop’s network', () => {
  it('forging a "chosen" claim with the real svc hash and PC name silences nobody, and Status says it once', async () => {
    const attack = rogue('forge', printing);
    try {
      await attack.waitFor('captured', 20_000);
      // The rogue's claim has been heard many times over before the orders come.
      await eventually('the rogue sent 20 claims', () => attack.events().some((e) => e.count === 20), 20_000);
      const orders = await ordersOverTime(3, 500);
      await eventually('every new order is confirmed', confirmed(orders), 30_000);
      printedOnceBy(printing, orders);
      const status = await statusOf(printing);
      const unproven = status.problems.filter((problem) => problem.kind === 'peer-unproven');
      expect(unproven).toMatchObject([{ address: rogueHost.address, shopId: shop, reason: 'unproven' }]);
      expect(unproven[0]?.kind === 'peer-unproven' && unproven[0].records).toBeGreaterThan(10);
      // The table holds the one real peer; the rogue is not in it under the real PC's name.
      expect(status.network?.peers.map((peer) => peer.address)).toEqual([standing.host.address]);
      expect(status.network?.shops).toMatchObject([{ shopId: shop, role: 'printing' }]);
      // Said once in the log, however many forgeries came.
      expect(codes(printing).filter((code) => code === 'network.peer-unproven')).toHaveLength(1);
    } finally {
      await attack.stop();
    }
  }, 90_000);

  it('replaying the printing PC’s own records as a goodbye hands nothing over: no order printed twice', async () => {
    const attack = rogue('goodbye', printing);
    try {
      await attack.waitFor('captured', 20_000);
      await eventually(
        'the rogue sent 20 goodbyes',
        () => attack.events().some((e) => e.count === 20),
        20_000,
      );
      const orders = await ordersOverTime(6, 500);
      await eventually('every new order is confirmed', confirmed(orders), 30_000);
      printedOnceBy(printing, orders);
      expect(standing.printer.jobs()).toHaveLength(0);
      const standingCodes = codes(standing);
      expect(standingCodes).not.toContain('network.took-over');
      expect(standingCodes).not.toContain('network.handed-over');
      expect((await statusOf(standing)).network?.shops).toMatchObject([{ shopId: shop, role: 'standby' }]);
      expect((await statusOf(standing)).problems.map((problem) => problem.kind)).toContain('peer-unproven');
    } finally {
      await attack.stop();
    }
  }, 90_000);

  it('a flood of forged announcements and queries: orders print, Status lists the real peer, answers stay few', async () => {
    const attack = rogue('flood', printing, 3_000);
    const orders = ids(sim.addOrders(2, { shopId: shop }));
    const flooded = await attack.waitFor('flooded', 60_000);
    const later = ids(sim.addOrders(2, { shopId: shop }));
    await eventually('every order is confirmed', confirmed([...orders, ...later]), 30_000);
    printedOnceBy(printing, [...orders, ...later]);
    for (const pc of [printing, standing]) {
      const status = await statusOf(pc);
      const other = pc === printing ? standing : printing;
      expect(
        status.network?.peers.map((peer) => peer.address),
        pc.name,
      ).toEqual([other.host.address]);
    }
    // Its own announcements (twice a second here), one group answer a second and one to the rogue a
    // second: a few dozen at most over the flood's seconds, never one per query.
    const windowSeconds = Number(flooded['windowMs']) / 1000;
    expect(Number(flooded['fromTarget'])).toBeLessThanOrEqual(Math.ceil(windowSeconds) * 5 + 10);
    expect(Number(flooded['fromTarget'])).toBeLessThan(Number(flooded['sent']) / 20);
  }, 120_000);
});
