/**
 * The engine runs the shop's day schedules: with `shopDay` in its config it prints a bake list due by
 * its clock when it starts, in the printer's turn between order receipts, and one that comes due while
 * the PC slept when it wakes. The simulator, a virtual printer and a real ledger, with an injected clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DEFAULT_SHOP_DAY } from '../../electron/common/contract/settings';
import { messageOf } from '../../electron/common/messages/errors';
import { printDayList } from '../../electron/core/app/day-printing';
import { bakeListKey } from '../../electron/core/ledger/day-prints';
import { eventually, shopOf, World, english } from './world';

let world: World | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

describe('the engine and the shop day schedules', () => {
  it('prints a list that came due on wake, once, between order receipts', async () => {
    world = await World.start();
    const w = world;
    let now = new Date(2026, 10, 27, 16, 0);
    // Orders keep printing: a list goes between their receipts, in the printer's turn.
    const [order] = w.sim.addOrders(1, { shopId: shopOf(w) });
    const engine = w.startEngine({
      now: () => now,
      config: {
        ...w.config,
        shopDay: {
          ...DEFAULT_SHOP_DAY,
          bakeLists: [
            { id: 'noon', day: 'today', time: '12:00', printerId: 'p1', shopId: null },
            { id: 'evening', day: 'tomorrow', time: '17:00', printerId: 'p1', shopId: null },
          ],
        },
      },
    });
    await eventually('the receipt printed', () => w.printedIds().includes(order!.id));
    const lists = () => w.printers[0]!.jobs().filter((job) => job.parsed.text.includes('BAKE LIST'));
    // Scheduled today at noon, seen at four: added after its time, it starts tomorrow.
    expect(lists()).toHaveLength(0);
    now = new Date(2026, 10, 27, 17, 5);
    engine.wake();
    await eventually('the evening list printed', () => lists().length === 1);
    expect(lists()[0]!.parsed.text).toContain('Saturday 28/11/2026');
    await eventually(
      'its run recorded',
      () => w.ledger.dayPrints.get(bakeListKey('evening', '2026-11-27'))?.state === 'printed',
    );
    expect(w.logged('info').map(english)).toContain('Printed the bake list for Saturday 28/11 on Printer 1.');
    engine.wake();
    await w.stopEngine();
    expect(lists()).toHaveLength(1);
  });
});

describe('printing a day list from the Day view', () => {
  it("prints the pick-up sheet in the printer's turn, and refuses a printer the engine does not run", async () => {
    world = await World.start({ printers: 2 });
    const w = world;
    const [order] = w.sim.addOrders(1, { shopId: shopOf(w) });
    const engine = w.startEngine();
    await eventually('the receipt printed', () => w.printedIds().includes(order!.id));
    const entry = w.ledger.getOrder(order!.id)!;
    const date = entry.order!.due.date;
    const context = { engine, ledger: w.ledger, settings: DEFAULT_SETTINGS, now: new Date() };
    const outcome = await printDayList(context, { date, shopId: null }, 'pickup-sheet', 'p2');
    expect(outcome.outcome).toBe('printed');
    expect(english(outcome.message)).toMatch(/^Printed the pick-up sheet for .+ on Printer 2\.$/);
    const [sheet] = w.printers[1]!.jobs().filter((job) => job.parsed.text.includes('PICK-UP SHEET'));
    const client = `${entry.order!.client.firstName} ${entry.order!.client.lastName}`;
    expect(sheet!.parsed.text).toContain(client);
    expect(sheet!.parsed.text).toContain('[ ]');
    const refused = await printDayList(context, { date, shopId: null }, 'bake-list', 'nope').catch(messageOf);
    expect(refused).toMatchObject({ code: 'app.no-such-printer' });
  });
});
