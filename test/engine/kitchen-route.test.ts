/**
 * Kitchen tickets in the engine (issue 13): a counter printer (customer receipt, no filter) and a pastry
 * printer (production ticket, filtered on cakes by name and PLU) on one shop's route. The pastry room
 * gets only its lines and no price; an order with nothing for it gives it no job, and its confirmation
 * does not wait for it; an order with a cake waits for both printers' proof. The buzzer sounds with a
 * new order's job, never with a reprint. Real sockets (simulator, two virtual printers), real SQLite.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineConfig } from '../../electron/core/engine/config';
import { printerSettings } from '../../electron/common/model/printer-settings';
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
