/**
 * One order id given to two shops' orders (issue 23): the ledger keys orders by id, and only one of the
 * two ever printed, silently. Over real HTTP from the simulator to a headless host with a virtual
 * printer per shop: both end visible, held with the reason on Status; a person's Retry prints the
 * second on its own shop's printer, and its confirm goes out under the service's id.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttentionItem } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { say } from '../../electron/common/messages/say';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Simulator } from '../../electron/demo/simulator';
import type { WireOrder } from '../../electron/demo/simulator/wire';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import type { HeadlessHost } from '../../electron/headless/host';
import { eventually } from '../engine/world';
import { startEnvTokenHost } from './host-world';

const TENANT = 'two-shops';
const TOKEN = 'tok-two-shops';

let sim: Simulator;
let paperA: VirtualPrinter;
let paperB: VirtualPrinter;
let host: HeadlessHost;
let dataDir: string;
let shopA: number;
let shopB: number;
let first: WireOrder;
let second: WireOrder;
let ordinary: WireOrder[];

const attention = async (): Promise<readonly AttentionItem[]> => (await host.service.getStatus()).attention;
/** `eventually` for a condition the app answers asynchronously (its status, an order). */
async function until(
  description: string,
  condition: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting until ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const printedIds = (paper: VirtualPrinter): string[] => paper.jobs().flatMap((job) => job.parsed.qrCodes);

beforeAll(async () => {
  sim = await Simulator.start({ seed: 23, tenants: [{ id: TENANT, token: TOKEN }] });
  [paperA, paperB] = await Promise.all([VirtualPrinter.start(), VirtualPrinter.start()]);
  dataDir = mkdtempSync(join(tmpdir(), 'orderslip-same-id-'));
  [shopA, shopB] = sim.tenants[0]!.shopIds as [number, number];
  // Both are listed from the first listing on: the pair, and an ordinary order in each shop.
  ordinary = [...sim.addOrders(1, { shopId: shopA }), ...sim.addOrders(1, { shopId: shopB })];
  [first] = sim.addOrders(1, { shopId: shopA }) as [WireOrder];
  second = sim.addSameIdOrder(first.id, { shopId: shopB });
  const settings = fileSettingsStore(dataDir);
  settings.save({
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: sim.url, tenant: TENANT },
    printers: [
      printerSettings({ id: 'a', name: 'Counter A', uri: paperA.uri, language: 'en' }),
      printerSettings({ id: 'b', name: 'Counter B', uri: paperB.uri, language: 'en' }),
    ],
    defaultPrinterIds: [],
    shops: [
      { shopId: shopA, name: null, city: null, printerIds: ['a'] },
      { shopId: shopB, name: null, city: null, printerIds: ['b'] },
    ],
    pollIntervalSeconds: 1,
  });
  host = await startEnvTokenHost({ dataDir, settings, token: TOKEN });
}, 30_000);

afterAll(async () => {
  await host?.stop();
  await Promise.all([sim?.close(), paperA?.close(), paperB?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('one order id listed for two shops', () => {
  it('holds both on Status with the reason, prints and confirms neither unseen', async () => {
    await eventually(
      'the ordinary orders confirmed',
      () => ordinary.every((order) => sim.isConfirmed(order.id, TENANT)),
      15_000,
    );
    let held: readonly AttentionItem[] = [];
    await until(
      'both orders of the id held',
      async () => {
        held = (await attention()).filter((item) => item.orderId.startsWith(first.id));
        return held.length === 2;
      },
      15_000,
    );
    // Whichever shop's listing came first keeps the id; the other is kept under the id and its shop.
    expect(new Set(held.map((item) => item.shopId))).toEqual(new Set([shopA, shopB]));
    for (const item of held) {
      expect(item.holdCode).toBe('other');
      expect(item.printable).toBe(true);
      expect(item.reason.code).toBe('engine.same-id-two-shops');
      const said = say(item.reason, 'en');
      expect(said).toContain(first.id);
      expect(said).toContain('Both are held');
    }
    const byShop = new Map(held.map((item) => [item.shopId, item]));
    // Each is its own shop's order, with its own number and client.
    expect(byShop.get(shopA)!.orderNumber).toBe(first.order_number);
    expect(byShop.get(shopB)!.orderNumber).toBe(second.order_number);
    expect(sim.isConfirmed(first.id, TENANT)).toBe(false);
    expect([...printedIds(paperA), ...printedIds(paperB)].some((id) => id.startsWith(first.id))).toBe(false);
  }, 40_000);

  it("a person's Retry prints each on its own shop's printer; the confirm goes out under the service's id", async () => {
    const held = (await attention()).filter((item) => item.orderId.startsWith(first.id));
    const ofB = held.find((item) => item.shopId === shopB)!;
    const ofA = held.find((item) => item.shopId === shopA)!;
    await host.service.retryNow(ofB.orderId);
    await eventually(
      'the order of shop B printed on its printer',
      () => printedIds(paperB).includes(ofB.orderId),
      15_000,
    );
    await eventually('the id confirmed at the service', () => sim.isConfirmed(first.id, TENANT), 15_000);
    await until(
      "shop B's order confirmed in the ledger",
      async () => (await host.service.getOrder(ofB.orderId)).state === 'confirmed',
      15_000,
    );
    expect(printedIds(paperA).some((id) => id.startsWith(first.id))).toBe(false);
    // The other one still waits for the person, visibly: the service's confirm took it off the list too.
    expect((await attention()).map((item) => item.orderId)).toContain(ofA.orderId);
    await host.service.retryNow(ofA.orderId);
    await eventually(
      'the order of shop A printed on its printer',
      () => printedIds(paperA).includes(ofA.orderId),
      15_000,
    );
    await until(
      "shop A's order confirmed in the ledger",
      async () => (await host.service.getOrder(ofA.orderId)).state === 'confirmed',
      15_000,
    );
  }, 60_000);

  it('holds the second with the reason when the first was already printed and confirmed', async () => {
    const [early] = sim.addOrders(1, { shopId: shopA }) as [WireOrder];
    await eventually('the first confirmed', () => sim.isConfirmed(early.id, TENANT), 15_000);
    const late = sim.addSameIdOrder(early.id, { shopId: shopB });
    let item: AttentionItem | undefined;
    await until(
      'the second held',
      async () => {
        item = (await attention()).find((candidate) => candidate.orderId.startsWith(early.id));
        return item !== undefined;
      },
      15_000,
    );
    expect(item!.shopId).toBe(shopB);
    expect(item!.orderNumber).toBe(late.order_number);
    const said = say(item!.reason, 'en');
    expect(said).toContain(early.id);
    expect(said).not.toContain('Both are held');
    expect(said).toMatch(/The one for .* is held/);
    expect((await host.service.getOrder(early.id)).state).toBe('confirmed');
  }, 40_000);

  it('keeps apart an unreadable order of the second shop under that id, held for a person', async () => {
    const [early] = sim.addOrders(1, { shopId: shopA }) as [WireOrder];
    await eventually('the first confirmed', () => sim.isConfirmed(early.id, TENANT), 15_000);
    const broken = { ...second, id: early.id, order_lines: 'not lines' };
    sim.addRawOrder(broken, { tenant: TENANT, sameIdElsewhere: true });
    let item: AttentionItem | undefined;
    await until(
      'the unreadable one held',
      async () => {
        item = (await attention()).find((candidate) => candidate.orderId === `${early.id}~shop-${shopB}`);
        return item !== undefined;
      },
      15_000,
    );
    expect(item!.holdCode).toBe('undecodable');
    expect(item!.printable).toBe(false);
    expect((await host.service.getOrder(early.id)).state).toBe('confirmed');
  }, 40_000);
});
