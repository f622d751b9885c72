/**
 * One printer for several shops: a baker must see at a glance which shop an order is for, so its receipt
 * names the shop at the top. A printer of one shop keeps the name at the bottom only, as before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, shopPerPrinter, World } from './world';

let world: World;

afterEach(async () => {
  await world.close();
});

/** The paper's text lines of the job that printed this order, without the empty ones. */
function paperOf(w: World, orderId: string, printer = 0): string[] {
  const [job] = w.jobsFor(orderId, printer);
  if (!job) throw new Error(`no job for ${orderId}`);
  return job.parsed.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

describe('the shop’s name on a receipt', () => {
  it('stands at the top when the printer serves more than one shop', async () => {
    // Every shop of the tenant prints on the one printer.
    world = await World.start({ printer: { printMode: 'text' } });
    expect(world.sim.tenants[0]!.shopIds.length).toBeGreaterThan(1);
    const [order] = world.sim.addOrders(1, { shopId: world.sim.tenants[0]!.shopIds[1]! });
    const id = String(order!.id);
    world.startEngine();
    await eventually('printed', () => world.printedIds().includes(id));
    const shop = world.ledger.getOrder(id)!.order!.shop.name;
    const paper = paperOf(world, id);
    const headline = paper.findIndex((line) =>
      /PICK-UP|DELIVERY|COOL BOX/.test(line.replace(/ (?=\S)/g, '')),
    );
    const shopAt = paper.findIndex((line) => line === shop);
    expect(shopAt).toBeGreaterThanOrEqual(0);
    expect(shopAt).toBeLessThan(headline);
  });

  it('stays at the bottom only when the printer serves one shop', async () => {
    world = await World.start({ printers: 2, routes: shopPerPrinter, printer: { printMode: 'text' } });
    const [order] = world.sim.addOrders(1, { shopId: world.sim.tenants[0]!.shopIds[0]! });
    const id = String(order!.id);
    world.startEngine();
    await eventually('printed', () => world.printedIds().includes(id));
    const shop = world.ledger.getOrder(id)!.order!.shop.name;
    const paper = paperOf(world, id);
    expect(paper.filter((line) => line === shop)).toHaveLength(1);
    expect(paper.indexOf(shop)).toBeGreaterThan(paper.findIndex((line) => line.startsWith('TOTAL')));
  });
});
