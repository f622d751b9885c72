/**
 * Kitchen tickets in the engine (issue 13): a counter printer (customer receipt, no filter) and a pastry
 * printer (production ticket, filtered on cakes by name and PLU) on one shop's route. The pastry room
 * gets only its lines and no price; an order with nothing for it gives it no job, and its confirmation
 * does not wait for it; an order with a cake waits for both printers' proof. The buzzer sounds with a
 * new order's job, never with a reprint. A filter that changed after routing never lets an order be
 * confirmed with no paper anywhere, and an order no filter takes is held saying why. Real sockets
 * (simulator, two virtual printers), real SQLite.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineConfig } from '../../electron/core/engine/config';
import { printerSettings, type LineFilter } from '../../electron/common/model/printer-settings';
import type { WireOrder, WireOrderLine } from '../../electron/demo/simulator/wire';
import { english, eventually, pause, shopOf, World } from './world';

let world: World;

afterEach(async () => {
  await world.close();
});

/** Printer 1 is the counter, printer 2 the pastry room (the chocolate cake by name, PLU 2210). */
async function kitchen(): Promise<EngineConfig> {
  world = await World.start({ printers: 2 });
  const [counter, pastry] = world.config.printers;
  const pastryRoom = printerSettings({
    ...pastry!,
    name: 'Pastry room',
    language: 'nl',
    model: 'epson-tm-t20',
    ticket: 'production',
    // A whole product name (case and accents aside), and a PLU code.
    filter: { orderTypes: [], products: ['chocoladetaart', '2210'] },
    buzzer: true,
  });
  return {
    ...world.config,
    printers: [{ ...counter!, name: 'Counter' }, pastryRoom],
    shops: [{ shopId: shopOf(world), printerIds: [counter!.id, pastryRoom.id] }],
    defaultPrinterIds: [],
  };
}

const line = (product: string, plu: string, qty: number, total: string, plate?: string): WireOrderLine => ({
  product,
  plu_code: plu,
  qty,
  unit: 'st',
  total,
  options: plate
    ? [{ name: 'Tekstplaatje', plu_code: '901', qty: 1, total: '2.50', type: 'text', meta: plate }]
    : [],
  extras: [],
});

let serial = 0;
function addOrder(lines: readonly WireOrderLine[], total: string): string {
  serial += 1;
  const id = `k1k1k1k1-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  const order: WireOrder = {
    id,
    payment_reference: `tr_kitchen${serial}`,
    payment_method: 'bancontact',
    payed_at: '2026-03-13 19:42:10',
    total,
    order_type: 'pick_up',
    order_date: '2026-03-14',
    order_time: '10:30:00',
    order_number: String(40 + serial),
    remarks: null,
    shop: {
      id: String(shopOf(world)),
      name: 'Bakkerij',
      address: 'Markt 1',
      postal_code: '9000',
      city: 'Gent',
      country: 'BE',
    },
    client: {
      id: 'c-kitchen',
      first_name: 'Zoë',
      last_name: 'Maes',
      email: 'zoe@example.org',
      mobile_phone: '+32470000000',
      phone: null,
    },
    order_lines: lines,
  };
  world.sim.addRawOrder(order);
  return id;
}

const CAKE = line('Chocoladetaart', '2201', 1, '37.50', 'Proficiat Zoë!');
const BIRTHDAY = line('Verjaardagsgebak', '2210', 1, '24.00');
const BREAD = line('Bruin brood', '1001', 2, '6.40');

const counterJobs = (id: string) => world.jobsFor(id, 0);
/** The pastry ticket carries no QR code: its jobs are found by the order's id printed on it. */
const pastryJobs = (id: string) => world.printers[1]!.jobs().filter((job) => job.text.includes(id));

describe('a counter printer and a filtered pastry printer', () => {
  it('the pastry room gets only its lines without a price, the counter the whole receipt; confirmed after both', async () => {
    const config = await kitchen();
    const id = addOrder([CAKE, BREAD, BIRTHDAY], '67.90');
    world.startEngine({ config });

    await eventually('the order is confirmed', () => world.confirmedIds().includes(id));
    expect(world.ledger.jobsOf(id).map((job) => [job.printerId, job.state, job.verified])).toEqual(
      expect.arrayContaining([
        ['p1', 'printed', true],
        ['p2', 'printed', true],
      ]),
    );
    const [ticket] = pastryJobs(id);
    expect(ticket!.text).toContain('PRODUCTIEBON');
    expect(ticket!.text).toContain('Chocoladetaart');
    expect(ticket!.text).toContain('Verjaardagsgebak');
    expect(ticket!.text).toContain('Proficiat Zoë!');
    expect(ticket!.text).not.toContain('Bruin brood');
    expect(ticket!.text).not.toMatch(/€|EUR|TOTAAL/);
    expect(ticket!.text).toContain('2 van 3 lijnen van deze bestelling');
    const [receipt] = counterJobs(id);
    expect(receipt!.text).toContain('Bruin brood');
    expect(receipt!.text).toContain('Chocoladetaart');
    expect(receipt!.text).toMatch(/67\.90|67,90/);
  });

  it('an order with only bread gives the pastry room no job, and confirms when the counter proved it', async () => {
    const config = await kitchen();
    const id = addOrder([BREAD], '6.40');
    world.startEngine({ config });

    await eventually('the order is confirmed', () => world.confirmedIds().includes(id));
    expect(world.ledger.jobsOf(id).map((job) => job.printerId)).toEqual(['p1']);
    expect(counterJobs(id)).toHaveLength(1);
    expect(world.printers[1]!.jobs()).toHaveLength(0);
    // A reprint asked there is refused at once, with the reason.
    expect(() => world.engine!.reprint(id, 'p2')).toThrow(/Pastry room prints nothing of .*its filter/);
  });

  it('the cake order is not confirmed while the pastry room is out of paper, and is once paper is back', async () => {
    const config = await kitchen();
    await world.printers[1]!.setMode('paper-out');
    const cake = addOrder([CAKE, BREAD], '43.90');
    const bread = addOrder([BREAD], '6.40');
    world.startEngine({ config });

    await eventually('the bread order is confirmed', () => world.confirmedIds().includes(bread));
    await eventually('the counter printed the cake order', () => counterJobs(cake).length === 1);
    await pause(300);
    expect(world.confirmedIds()).not.toContain(cake);
    expect(english(world.engine!.status().printers.find((p) => p.printerId === 'p2')!.detail)).toMatch(
      /paper/i,
    );

    await world.printers[1]!.setMode('ready');
    world.engine!.retryPrinter('p2');
    await eventually('the cake order is confirmed', () => world.confirmedIds().includes(cake));
    expect(pastryJobs(cake)).toHaveLength(1);
  });

  it('the buzzer sounds exactly once with a new order’s job, and not with its reprint', async () => {
    const config = await kitchen();
    const id = addOrder([CAKE], '37.50');
    world.startEngine({ config });

    await eventually('the order is confirmed', () => world.confirmedIds().includes(id));
    expect(pastryJobs(id).map((job) => job.buzzes)).toEqual([1]);
    // The counter printer has no buzzer set: none there.
    expect(counterJobs(id).map((job) => job.buzzes)).toEqual([0]);

    world.engine!.reprint(id, 'p2');
    await eventually('the reprint came out', () => pastryJobs(id).length === 2);
    const reprint = pastryJobs(id)[1]!;
    expect(reprint.text).toContain('HERDRUK');
    expect(reprint.buzzes).toBe(0);
  });
});

/** The settings saved with another filter on the pastry room (its settings changed, the engine restarts). */
function pastryNowTakes(config: EngineConfig, filter: Partial<LineFilter>): EngineConfig {
  return {
    ...config,
    printers: config.printers.map((printer) =>
      printer.id === 'p2'
        ? printerSettings({
            ...printer,
            filter: { orderTypes: [], products: [], ...filter },
          })
        : printer,
    ),
  };
}

const jobStates = (id: string) => world.ledger.jobsOf(id).map((job) => [job.printerId, job.state]);

describe('a printer whose filter changed after the order was routed to it', () => {
  it('the order’s only printer: the order is held with the reason, never confirmed, and nothing is sent', async () => {
    const both = await kitchen();
    const config = { ...both, shops: [{ shopId: shopOf(world), printerIds: ['p2'] }] };
    await world.printers[1]!.setMode('paper-out');
    const cake = addOrder([CAKE], '37.50');
    world.startEngine({ config });
    await eventually('the pastry room tried the cake order', () =>
      world.logged('warn').some((message) => message.code === 'printer.job-failed'),
    );
    await world.stopEngine();

    // The settings are saved with a filter that leaves the cake out: the engine restarts with them.
    world.startEngine({ config: pastryNowTakes(config, { products: ['appeltaart'] }) });
    await eventually('the cake order is held', () => world.ledger.getOrder(cake)?.state === 'held');
    const held = world.ledger.getOrder(cake)!;
    expect(held.reason?.code).toBe('kitchen.printed-nowhere');
    expect(english(held.reason!)).toMatch(
      /was not printed: no printer's settings take it any more \(Pastry room's filter changed.*Print elsewhere, or mark it handled/,
    );
    expect(jobStates(cake)).toEqual([['p2', 'cancelled']]);
    await pause(300);
    expect(world.confirmedIds()).not.toContain(cake);
    expect(world.printers[1]!.jobs()).toHaveLength(0);
  });

  it('with the counter’s paper already out: the pastry job closes without paper and the order is confirmed', async () => {
    const config = await kitchen();
    await world.printers[1]!.setMode('paper-out');
    const cake = addOrder([CAKE, BREAD], '43.90');
    world.startEngine({ config });
    await eventually('the counter printed the cake order', () => counterJobs(cake).length === 1);
    await world.stopEngine();

    world.startEngine({ config: pastryNowTakes(config, { products: ['appeltaart'] }) });
    await eventually('the cake order is confirmed', () => world.confirmedIds().includes(cake));
    expect(jobStates(cake)).toEqual([
      ['p1', 'printed'],
      ['p2', 'printed'],
    ]);
    expect(world.ledger.timeline(cake).map((event) => event.detail.code)).toContain(
      'kitchen.nothing-to-print',
    );
    expect(pastryJobs(cake)).toHaveLength(0);
  });

  it('both printers’ filters changed: the first set aside is no paper for the second, so the order is held', async () => {
    const config = await kitchen();
    await world.printers[0]!.setMode('paper-out');
    await world.printers[1]!.setMode('paper-out');
    const cake = addOrder([CAKE], '37.50');
    world.startEngine({ config });
    await eventually('both printers tried the cake order', () => {
      const jobs = world.ledger.jobsOf(cake);
      return jobs.length === 2 && jobs.every((job) => job.attempts > 0);
    });
    await world.stopEngine();

    const none = pastryNowTakes(config, { products: ['appeltaart'] });
    const counter = none.printers[0]!;
    world.startEngine({
      config: {
        ...none,
        printers: [
          printerSettings({ ...counter, filter: { orderTypes: ['delivery'], products: [] } }),
          none.printers[1]!,
        ],
      },
    });
    await eventually('the cake order is held', () => world.ledger.getOrder(cake)?.state === 'held');
    expect(world.ledger.getOrder(cake)!.reason?.code).toBe('kitchen.printed-nowhere');
    expect(jobStates(cake).map(([, state]) => state)).toEqual(['cancelled', 'cancelled']);
    await pause(300);
    expect(world.confirmedIds()).not.toContain(cake);
  });
});

describe('an order no printer’s filter takes when it comes in', () => {
  it('is held with the filters as the reason: by its type', async () => {
    const both = await kitchen();
    const config = pastryNowTakes(
      { ...both, shops: [{ shopId: shopOf(world), printerIds: ['p2'] }] },
      { orderTypes: ['delivery'] },
    );
    const bread = addOrder([BREAD], '6.40');
    world.startEngine({ config });
    await eventually('the order is held', () => world.ledger.getOrder(bread)?.state === 'held');
    const reason = world.ledger.getOrder(bread)!.reason!;
    expect(reason).toMatchObject({ code: 'kitchen.no-printer-takes', params: { cause: 'type' } });
    // Its own reason, not "no printer is set up for its shop".
    expect(world.ledger.getOrder(bread)!.holdCode).toBe('other');
    expect(english(reason)).toMatch(
      /the filters of Pastry room leave it out \(they do not take this type of order\)/,
    );
    expect(world.ledger.jobsOf(bread)).toEqual([]);
  });

  it('is held with the filters as the reason: by its products', async () => {
    const both = await kitchen();
    const config = { ...both, shops: [{ shopId: shopOf(world), printerIds: ['p2'] }] };
    const bread = addOrder([BREAD], '6.40');
    world.startEngine({ config });
    await eventually('the order is held', () => world.ledger.getOrder(bread)?.state === 'held');
    const reason = world.ledger.getOrder(bread)!.reason!;
    expect(reason).toMatchObject({ code: 'kitchen.no-printer-takes', params: { cause: 'products' } });
    expect(english(reason)).toMatch(/none of its products is on their product list/);
    await pause(300);
    expect(world.confirmedIds()).not.toContain(bread);
  });
});
