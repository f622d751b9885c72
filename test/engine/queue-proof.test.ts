/**
 * "Completed by the print queue" is a proof level of its own: an order printed through an OS queue
 * whose spooler says the job completed is confirmed only where the shop lets the queue's word count
 * (`confirmOnQueueCompletion`); otherwise it waits for a person, as a job with no proof at all does.
 * CUPS is stood in for by fake `lp`/`cancel` scripts and a small IPP server (test/printer/fake-cups.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { msg } from '../../electron/common/messages/catalogue';
import { fakeCups, type FakeCups } from '../printer/fake-cups';
import { eventually, FAST_ENGINE, pause, shopOf, World } from './world';

let world: World;
let cups: FakeCups;

afterEach(async () => {
  await world.close();
  await cups.close();
});

async function printThroughQueue(confirmOnQueueCompletion: boolean): Promise<string> {
  world = await World.start({ printers: 1 });
  cups = await fakeCups({ jobId: 42, steps: [{ state: 5, reasons: ['job-printing'] }, { state: 9 }] });
  const queue = printerSettings({
    id: 'queue',
    name: 'Counter',
    uri: 'printer:Bar',
    language: 'en',
    confirmOnQueueCompletion,
  });
  const [order] = world.sim.addOrders(1, { shopId: shopOf(world) });
  world.startEngine({
    config: {
      ...world.config,
      printers: [queue],
      shops: [{ shopId: shopOf(world), printerIds: [queue.id] }],
      defaultPrinterIds: [],
    },
    printOptions: { ...FAST_ENGINE.printOptions, osQueue: { env: cups.env, platform: 'linux' } },
  });
  const id = String(order!.id);
  await eventually('the queue job is recorded', () =>
    world.ledger.jobsOf(id).some((job) => job.state === 'printed'),
  );
  return id;
}

describe('an order printed through an OS print queue that completed the job', () => {
  it('is confirmed when the shop lets the queue confirm orders', async () => {
    const id = await printThroughQueue(true);
    await eventually('the service saw the confirm', () => world.confirmedIds().includes(id));
    await eventually(
      'the ledger records it confirmed',
      () => world.ledger.getOrder(id)?.state === 'confirmed',
    );
    // History reads "completed by the print queue", not "confirmed by the printer".
    expect(world.ledger.timeline(id).map((event) => event.detail)).toContainEqual(
      msg('printer.job-queue-completed', { printer: 'Counter', reprint: false }),
    );
  });

  it('waits for a person when the queue’s word is not enough', async () => {
    const id = await printThroughQueue(false);
    await eventually(
      'the order is held with the question',
      () => world.ledger.getOrder(id)?.state === 'held',
    );
    expect(world.ledger.getOrder(id)).toMatchObject({ holdCode: 'unverified', holdPrinterId: 'queue' });
    await pause(300);
    expect(world.confirmedIds()).not.toContain(id);
    expect(cups.polls()).toBe(2);
  });
});
