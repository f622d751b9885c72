/**
 * The ledger in trouble while the engine runs: a write refused after the paper came out (a full disk)
 * is recorded as soon as it can be, without a restart; a damaged file stops the engine, visibly.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { english, eventually, oneShop, pause, World } from './world';

let world: World;

afterEach(async () => {
  await world.close();
});

/** The ledger's own connection: only it can be told to refuse writes, as a full disk does. */
function ledgerConnection(w: World): DatabaseSync {
  return (w.ledger as unknown as { db: DatabaseSync }).db;
}

describe('the disk refuses writes while a receipt is printing', () => {
  it('the result is recorded once writes work again, and the order is confirmed without a restart', async () => {
    world = await World.start({ routes: oneShop, paperMsPerLine: 15 });
    const [order] = world.sim.addOrders(1, { shopId: world.sim.tenants[0]!.shopIds[0]! });
    const id = String(order!.id);
    world.startEngine();
    await eventually('the job is being sent', () => world.ledger.jobsOf(id)[0]?.state === 'sending');
    // A stand-in for a full disk: every write now fails inside SQLite.
    ledgerConnection(world).exec('PRAGMA query_only = 1');
    await eventually('it printed', () => world.jobsFor(id).length === 1);
    await eventually('the printer says the ledger cannot be written', () =>
      world.logged().some((message) => english(message).includes('could not write')),
    );
    expect(world.ledger.jobsOf(id)[0]!.state).toBe('sending');
    ledgerConnection(world).exec('PRAGMA query_only = 0');
    await eventually('confirmed', () => world.confirmedIds().includes(id), 10_000);
    expect(world.jobsFor(id)).toHaveLength(1);
  });
});

describe('the disk refuses writes while orders come in', () => {
  it('nothing is lost or half-recorded: Status says the ledger cannot be written, and it goes on when it can', async () => {
    world = await World.start({ routes: oneShop });
    world.startEngine();
    await eventually('connected', () => world.engine!.status().connection.state === 'ok');
    ledgerConnection(world).exec('PRAGMA query_only = 1');
    const ids = world.sim
      .addOrders(3, { shopId: world.sim.tenants[0]!.shopIds[0]! })
      .map((o) => String(o.id));
    await eventually(
      'Status says the ledger cannot be written',
      () => world.engine!.status().ledgerUnwritable !== null,
    );
    expect(ids.every((id) => world.ledger.getOrder(id) === null)).toBe(true);
    expect(world.printedIds()).toEqual([]);
    ledgerConnection(world).exec('PRAGMA query_only = 0');
    await eventually(
      'all three confirmed',
      () => ids.every((id) => world.confirmedIds().includes(id)),
      15_000,
    );
    expect(world.engine!.status().ledgerUnwritable).toBeNull();
    expect(world.printedIds().sort()).toEqual([...ids].sort());
  });
});

describe('the ledger file is damaged while OrderSlip runs', () => {
  it('the engine stops and says so, instead of one loop dying quietly', async () => {
    world = await World.start({ routes: oneShop });
    world.startEngine();
    await eventually('connected', () => world.engine!.status().connection.state === 'ok');
    // Another program damages the file's schema (as a bad disk sector or a sync tool would).
    const other = new DatabaseSync(join(world.dir, 'ledger.db'));
    const version = Number(other.prepare('PRAGMA schema_version').get()!['schema_version']);
    other.exec('PRAGMA writable_schema = ON');
    other.exec(
      "UPDATE sqlite_schema SET sql = 'CREATE INDEX jobs_pending ON jobs (' WHERE name = 'jobs_pending'",
    );
    other.exec(`PRAGMA schema_version = ${version + 1}`);
    other.close();
    world.sim.addOrders(1, { shopId: world.sim.tenants[0]!.shopIds[0]! });
    await eventually('the engine stopped by itself', () =>
      world.events.some((event) => event.type === 'connection' && event.state === 'stopped'),
    );
    const status = world.engine!.status();
    expect(status.connection.state).toBe('stopped');
    expect(status.ledgerDamaged?.code).toBe('engine.ledger-damaged');
    expect(english(status.ledgerDamaged)).toMatch(/ledger is damaged.*move the ledger file aside/s);
    expect(status.connection.detail).toEqual(status.ledgerDamaged);
    const requests = world.sim.requestLog().length;
    await pause(400);
    expect(world.sim.requestLog().length).toBe(requests);
    expect(world.logged().map((message) => message.code)).not.toContain('engine.internal-error');
  });
});
