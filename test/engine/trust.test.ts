/**
 * The promise off the happy path (issue 9): an order is confirmed only when every printer of its route
 * proved it printed (or is trusted to print without proof); a job that reached a printer without proof
 * is never sent again by itself; a printer's waiting jobs are never lost when it goes away; a lost
 * history prints marked; a damaged ledger stops the engine visibly.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineConfig } from '../../electron/core/engine/config';
import { Ledger } from '../../electron/core/ledger';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import { eventually, oneShop, pause, shopOf, World } from './world';

let world: World;

afterEach(async () => {
  await world.close();
});

/** A device-file printer (no status, no proof) writing into the test folder. */
function devicePrinter(w: World, id: string, allowUnverified: boolean): PrinterSettings {
  const path = join(w.dir, `${id}.lp`);
  writeFileSync(path, '');
  return printerSettings({ id, name: `Device ${id}`, uri: path, language: 'en', allowUnverified });
}

function withPrinters(w: World, printers: PrinterSettings[], shops: EngineConfig['shops']): EngineConfig {
  return { ...w.config, printers, shops, defaultPrinterIds: [] };
}

/** The world's one printer set up again under the id `counter-2`: to the engine, another printer. */
function printerRenamed(w: World): EngineConfig {
  const renamed = { ...w.config.printers[0]!, id: 'counter-2' };
  return withPrinters(w, [renamed], [{ shopId: shopOf(w), printerIds: ['counter-2'] }]);
}

describe('an order routed to two printers is confirmed only when both proved it', () => {
  it('verified + unverified-not-allowed is held with the question; + allowed is confirmed; + failing waits', async () => {
    world = await World.start({ printers: 2 });
    const tcp = world.config.printers[0]!;
    const failing = { ...world.config.printers[1]!, id: 'failing', name: 'Failing' };
    await world.printers[1]!.setMode('offline');
    const untrusted = devicePrinter(world, 'untrusted', false);
    const trusted = devicePrinter(world, 'trusted', true);
    const [s0, s1, s2, s3] = world.sim.tenants[0]!.shopIds;
    const config = withPrinters(
      world,
      [tcp, failing, untrusted, trusted],
      [
        { shopId: s0!, printerIds: [tcp.id, untrusted.id] },
        { shopId: s1!, printerIds: [tcp.id, trusted.id] },
        { shopId: s2!, printerIds: [untrusted.id, trusted.id] },
        { shopId: s3!, printerIds: [tcp.id, failing.id] },
      ],
    );
    const [held] = world.sim.addOrders(1, { shopId: s0! });
    const [confirmed] = world.sim.addOrders(1, { shopId: s1! });
    const [heldToo] = world.sim.addOrders(1, { shopId: s2! });
    const [waiting] = world.sim.addOrders(1, { shopId: s3! });
    world.startEngine({ config });

    const id = (order: typeof held) => String(order!.id);
    await eventually('the trusted pair is confirmed', () => world.confirmedIds().includes(id(confirmed)));
    await eventually('the untrusted pairs are held', () =>
      [held, heldToo].every((order) => world.ledger.getOrder(id(order))?.state === 'held'),
    );
    await eventually('the failing pair printed on its working printer', () =>
      world.ledger.jobsOf(id(waiting)).some((job) => job.state === 'printed'),
    );
    await pause(300);
    expect(world.confirmedIds()).toEqual([id(confirmed)]);
    const entry = world.ledger.getOrder(id(held))!;
    expect(entry).toMatchObject({ holdCode: 'unverified', holdPrinterId: 'untrusted' });
    expect(world.ledger.getOrder(id(waiting))!.state).toBe('waiting');
    // The untrusted printer got the order once, and nothing sends it again by itself.
    await pause(400);
    expect(world.ledger.jobsOf(id(held)).filter((job) => job.printerId === 'untrusted')).toHaveLength(1);
  });

  it('a crash between the two jobs cannot confirm what one printer did not prove', async () => {
    world = await World.start({ printers: 1 });
    const tcp = world.config.printers[0]!;
    const untrusted = devicePrinter(world, 'untrusted', false);
    const config = withPrinters(
      world,
      [tcp, untrusted],
      [{ shopId: shopOf(world), printerIds: ['untrusted', tcp.id] }],
    );
    // The TCP printer is offline: only the untrusted job goes out before the "crash".
    await world.printers[0]!.setMode('offline');
    const [order] = world.sim.addOrders(1, { shopId: shopOf(world) });
    const id = String(order!.id);
    world.startEngine({ config });
    await eventually('the untrusted job printed', () =>
      world.ledger.jobsOf(id).some((job) => job.printerId === 'untrusted' && job.state === 'printed'),
    );
    await world.stopEngine();
    // A new process on the same file: the verified printer is back and prints the second job.
    const path = join(world.dir, 'ledger.db');
    world.ledger.close();
    world.ledger = Ledger.open(path);
    await world.printers[0]!.setMode('ready');
    world.startEngine({ config, ledger: world.ledger });
    await eventually('the second job printed', () =>
      world.ledger.jobsOf(id).every((job) => job.state === 'printed'),
    );
    await eventually('held with the question', () => world.ledger.getOrder(id)?.holdCode === 'unverified');
    await pause(300);
    expect(world.confirmedIds()).toEqual([]);
  });
});

describe('a printer that prints but never reports completion', () => {
  it('gets each order once; the question holds it; the next orders go on; "it came out" confirms', async () => {
    world = await World.start({ routes: oneShop });
    await world.printers[0]!.setMode('no-completion');
    const orders = world.sim.addOrders(3, { shopId: shopOf(world) });
    const ids = orders.map((order) => String(order.id));
    world.startEngine();
    await eventually('all three held with the question', () =>
      ids.every((id) => world.ledger.getOrder(id)?.holdCode === 'unverified'),
    );
    await pause(500);
    // Each reached the paper exactly once: nothing was sent again by itself.
    for (const id of ids) expect(world.jobsFor(id)).toHaveLength(1);
    expect(world.printers[0]!.jobs().some((job) => job.text.includes('POSSIBLE DUPLICATE'))).toBe(false);
    expect(world.confirmedIds()).toEqual([]);
    expect(world.engine!.status().printers[0]!.jobsWithoutProof).toBe(3);

    world.engine!.answerUnverified(ids[0]!, 'came-out');
    await eventually('the first is confirmed', () => world.confirmedIds().includes(ids[0]!));
    expect(world.jobsFor(ids[0]!)).toHaveLength(1);

    await world.printers[0]!.setMode('ready');
    world.engine!.answerUnverified(ids[1]!, 'print-again');
    await eventually('the second printed again and confirmed', () => world.confirmedIds().includes(ids[1]!));
    const again = world.jobsFor(ids[1]!);
    expect(again).toHaveLength(2);
    expect(again[1]!.text).toContain('POSSIBLE DUPLICATE');
    expect(world.engine!.status().printers[0]!.jobsWithoutProof).toBe(0);
    expect(world.ledger.getOrder(ids[2]!)!.state).toBe('held');
  });
});

describe('a reprint says what really happened', () => {
  it('waits while the printer is out of paper, and can be cancelled', async () => {
    world = await World.start({ routes: oneShop });
    const [order] = world.sim.addOrders(1, { shopId: shopOf(world) });
    const id = String(order!.id);
    world.startEngine();
    await eventually('confirmed', () => world.confirmedIds().includes(id));
    await world.printers[0]!.setMode('paper-out');
    const job = world.engine!.reprint(id, 'p1');
    await eventually(
      'the printer says it is out of paper',
      () => world.engine!.status().printers[0]!.state === 'paper_out',
    );
    // While the paper is out, the printer is asked before each try: the reprint is never "being sent",
    // so it stays cancellable the whole time.
    const seen = new Set<string>();
    for (let look = 0; look < 40; look++) {
      seen.add(world.ledger.getJob(job.id)!.state);
      await pause(15);
    }
    expect([...seen]).toEqual(['pending']);
    expect(world.engine!.cancelReprint(job.id)).toBe(true);
    await world.printers[0]!.setMode('ready');
    world.engine!.retryPrinter('p1');
    await pause(400);
    expect(world.jobsFor(id)).toHaveLength(1);
    expect(world.ledger.getJob(job.id)!.state).toBe('cancelled');
  });
});

describe('a printer that goes away never takes its waiting orders with it', () => {
  it('replaced under a new id without moving its jobs: its orders are held, visibly, after a restart', async () => {
    world = await World.start({ routes: oneShop });
    await world.printers[0]!.setMode('offline');
    const orders = world.sim.addOrders(4, { shopId: shopOf(world) });
    const ids = orders.map((order) => String(order.id));
    world.startEngine();
    await eventually('all four wait', () =>
      ids.every((id) => world.ledger.getOrder(id)?.state === 'waiting'),
    );
    await world.stopEngine();
    world.startEngine({ config: printerRenamed(world) });
    await eventually('all four are held: their printer was removed', () =>
      ids.every((id) => world.ledger.getOrder(id)?.holdCode === 'printer-removed'),
    );
    expect(
      world.ledger
        .needsAttention()
        .map((entry) => entry.id)
        .sort(),
    ).toEqual([...ids].sort());
    // "Retry" prints them on the printer the shop now has.
    await world.printers[0]!.setMode('ready');
    for (const id of ids) world.engine!.retryNow(id);
    await eventually('all four confirmed', () => ids.every((id) => world.confirmedIds().includes(id)));
  });

  it('a job cut off by a crash on a printer removed before the restart is held, not left waiting', async () => {
    world = await World.start({ routes: oneShop });
    await world.printers[0]!.setMode('offline');
    const [order] = world.sim.addOrders(1, { shopId: shopOf(world) });
    const id = String(order!.id);
    world.startEngine();
    await eventually('it waits', () => world.ledger.getOrder(id)?.state === 'waiting');
    await world.stopEngine();
    // As if OrderSlip was killed while sending it: the job is "being sent" on disk.
    world.ledger.startJob(world.ledger.jobsOf(id)[0]!.id);
    world.startEngine({ config: printerRenamed(world) });
    await eventually(
      'held: its printer was removed',
      () => world.ledger.getOrder(id)?.holdCode === 'printer-removed',
    );
  });

  it('"print again" on a printer removed since the question was asked lets a person choose a printer', async () => {
    world = await World.start({ routes: oneShop });
    await world.printers[0]!.setMode('no-completion');
    const [order] = world.sim.addOrders(1, { shopId: shopOf(world) });
    const id = String(order!.id);
    world.startEngine();
    await eventually('held with the question', () => world.ledger.getOrder(id)?.holdCode === 'unverified');
    await world.stopEngine();
    world.startEngine({ config: printerRenamed(world) });
    world.engine!.answerUnverified(id, 'print-again');
    expect(world.ledger.getOrder(id)).toMatchObject({ state: 'held', holdCode: 'printer-removed' });
    expect(world.ledger.pendingJobs('p1')).toEqual([]);
  });

  it('moving the jobs to the new printer prints them there', async () => {
    world = await World.start({ routes: oneShop });
    await world.printers[0]!.setMode('offline');
    const orders = world.sim.addOrders(2, { shopId: shopOf(world) });
    const ids = orders.map((order) => String(order.id));
    world.startEngine();
    await eventually('both wait', () => ids.every((id) => world.ledger.getOrder(id)?.state === 'waiting'));
    await world.stopEngine();
    expect(world.ledger.moveWaitingJobs('p1', 'counter-2')).toBe(2);
    await world.printers[0]!.setMode('ready');
    world.startEngine({ config: printerRenamed(world) });
    await eventually('both confirmed', () => ids.every((id) => world.confirmedIds().includes(id)));
    expect(world.printedIds()).toEqual(ids);
  });
});

describe('a lost ledger', () => {
  it('prints the orders of the first listings marked POSSIBLE DUPLICATE and says the history was lost', async () => {
    world = await World.start({ routes: oneShop });
    const first = world.sim.addOrders(2, { shopId: shopOf(world) }).map((order) => String(order.id));
    // Printed, but not confirmed yet: the service lists them again.
    world.sim.injectFault({ kind: 'status', status: 503, times: 1_000, match: { operation: 'confirm' } });
    world.startEngine();
    await eventually('both printed', () => first.every((id) => world.jobsFor(id).length === 1));
    await world.stopEngine();
    const path = join(world.dir, 'ledger.db');
    world.ledger.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    expect(existsSync(`${path}.used`)).toBe(true);
    world.ledger = Ledger.open(path);
    expect(world.ledger.historyLostAt()).not.toBeNull();
    world.sim.clearFaults();
    world.startEngine({ ledger: world.ledger });
    await eventually('both printed again', () => first.every((id) => world.jobsFor(id).length === 2));
    for (const id of first) expect(world.jobsFor(id)[1]!.text).toContain('POSSIBLE DUPLICATE');
    expect(world.engine!.status().historyLostAt).not.toBeNull();
  });

  it('a new data folder is not a lost history', async () => {
    world = await World.start();
    expect(world.ledger.historyLostAt()).toBeNull();
  });
});

describe('only a proof that belongs to this job counts (point 13)', () => {
  it('a printer that answers at once and then loses the job never gets its orders confirmed', async () => {
    world = await World.start({ routes: oneShop });
    await world.printers[0]!.setMode('ack-then-lose');
    const ids = world.sim.addOrders(2, { shopId: shopOf(world) }).map((order) => String(order.id));
    world.startEngine();
    await eventually('both held with the question', () =>
      ids.every((id) => world.ledger.getOrder(id)?.holdCode === 'unverified'),
    );
    expect(world.printedIds()).toEqual([]);
    expect(world.confirmedIds()).toEqual([]);
  });

  it('a printer allowed to print without proof that reports paper end during the job is not trusted', async () => {
    world = await World.start({
      routes: oneShop,
      printer: { allowUnverified: true },
    });
    await world.printers[0]!.setMode('paper-end-on-completion');
    const [order] = world.sim.addOrders(1, { shopId: shopOf(world) });
    const id = String(order!.id);
    world.startEngine();
    await eventually('held with the question', () => world.ledger.getOrder(id)?.holdCode === 'unverified');
    await pause(300);
    expect(world.confirmedIds()).toEqual([]);
    // A fault it reported is an answer, not silence: it does not count towards "cannot report".
    expect(world.engine!.status().printers[0]!.jobsWithoutProof).toBe(0);
  });

  it('a completion answer with the paper-end bits is no proof: the order is held, never resent by itself', async () => {
    world = await World.start({ routes: oneShop });
    await world.printers[0]!.setMode('paper-end-on-completion');
    const [order] = world.sim.addOrders(1, { shopId: shopOf(world) });
    const id = String(order!.id);
    world.startEngine();
    await eventually('held with the question', () => world.ledger.getOrder(id)?.holdCode === 'unverified');
    await pause(300);
    expect(world.jobsFor(id)).toHaveLength(1);
    expect(world.confirmedIds()).toEqual([]);
  });
});
