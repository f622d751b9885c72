/**
 * The ledger opened read-only (what the CLI's day lists use while OrderSlip runs on the same folder):
 * it reads what another process, holding the ledger open, has committed, each commit as it comes; it
 * cannot write, even when asked to; it holds no lock that stops the owner writing; it creates no file;
 * and it refuses a ledger of another schema rather than migrating it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import type { Order } from '../../electron/common/model/order';
import type { DayReader } from '../../electron/core/ledger/day';
import { Ledger } from '../../electron/core/ledger/ledger';
import { MIGRATIONS } from '../../electron/core/ledger/migrations';
import { openReadOnly } from '../../electron/core/ledger/read-only';
import { makeOrder, tempDir, thrown, TENANT } from './fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = tempDir();
afterAll(() => dir.cleanup());

const DAY = { date: '2026-11-28', shopId: null };
const due = (id: string, time: string): Order => makeOrder(id, { due: { date: DAY.date, time } });

/**
 * Another process that keeps the ledger at `path` open, as a running OrderSlip does: it records each
 * order sent to it on a line of JSON, and answers once it is committed.
 */
class Owner {
  private readonly answers: AsyncIterator<string>;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    this.answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  }

  static async open(path: string): Promise<Owner> {
    const script = `
      import { createInterface } from 'node:readline';
      import { Ledger } from ${JSON.stringify(join(ROOT, 'electron/core/ledger/ledger.ts'))};
      const ledger = Ledger.open(${JSON.stringify(path)});
      console.log('open');
      for await (const line of createInterface({ input: process.stdin })) {
        const order = JSON.parse(line);
        ledger.recordOrder({ tenant: ${JSON.stringify(TENANT)}, shopId: 1, order, printerIds: ['counter'] });
        console.log('recorded ' + order.id);
      }
      ledger.close();
    `;
    const child = spawn(
      join(ROOT, 'node_modules/.bin/node'),
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += String(chunk)));
    const owner = new Owner(child);
    expect(await owner.answer(), errors).toBe('open');
    return owner;
  }

  private async answer(): Promise<string | undefined> {
    const next = await this.answers.next();
    return next.done === true ? undefined : next.value;
  }

  /** Records `order` in the owner's process; resolves once it is committed there. */
  async record(order: Order): Promise<void> {
    this.child.stdin.write(`${JSON.stringify(order)}\n`);
    expect(await this.answer()).toBe(`recorded ${order.id}`);
  }

  /** Closes its ledger and exits; resolves with its exit code. */
  async close(): Promise<number | null> {
    const exited = new Promise<number | null>((done) => this.child.once('close', done));
    this.child.stdin.end();
    return exited;
  }
}

const owners: Owner[] = [];
afterEach(async () => {
  for (const owner of owners.splice(0)) await owner.close();
});

describe('the ledger opened read-only', () => {
  it('reads what another process holding the ledger open commits, each commit as it comes', async () => {
    const path = dir.path('shared/ledger.db');
    const owner = await Owner.open(path);
    owners.push(owner);
    await owner.record(due('late', '11:00:00'));
    const reader = openReadOnly(path);
    try {
      expect(reader.day.ordersDue(DAY).map((order) => [order.id, order.state])).toEqual([
        ['late', 'waiting'],
      ]);
      await owner.record(due('early', '08:30:00'));
      expect(reader.day.ordersDue(DAY).map((order) => order.id)).toEqual(['early', 'late']);
      expect(reader.day.notCollected(DAY.date, 10).count).toBe(2);
    } finally {
      reader.close();
    }
  });

  it('cannot write, even when asked to, and leaves the owner free to write meanwhile', async () => {
    const path = dir.path('guarded/ledger.db');
    const owner = await Owner.open(path);
    owners.push(owner);
    await owner.record(due('kept', '10:00:00'));
    const reader = openReadOnly(path);
    try {
      // Its type offers no change; a cast stands for code that would try anyway.
      const day = reader.day as DayReader;
      expect(() => day.markCollected('kept', true)).toThrow(/readonly/i);
      // Open and refused, the reader stops nobody: the owner commits the next order at once.
      await owner.record(due('next', '12:00:00'));
      expect(reader.day.ordersDue(DAY).map((order) => [order.id, order.collectedAt])).toEqual([
        ['kept', null],
        ['next', null],
      ]);
    } finally {
      reader.close();
    }
    expect(await owners.pop()!.close()).toBe(0);
    // What the owner sees, reopened as OrderSlip would: nothing the reader tried was kept.
    const ledger = Ledger.open(path);
    try {
      expect(ledger.getOrder('kept')!.collectedAt).toBeNull();
      expect(ledger.timeline('kept').map((event) => event.kind)).toEqual(['seen']);
    } finally {
      ledger.close();
    }
  });

  it('creates nothing where there is no ledger', () => {
    const path = dir.path('absent.db');
    const refusal = thrown(() => openReadOnly(path));
    expect(refusal).toMatchObject({ said: { code: 'order.ledger-cannot-open' } });
    expect(existsSync(path)).toBe(false);
  });

  it('refuses a ledger of an older or a newer schema, and leaves it as it was', () => {
    for (const [name, version] of [
      ['older', MIGRATIONS.length - 1],
      ['newer', MIGRATIONS.length + 1],
    ] as const) {
      const path = dir.path(`${name}.db`);
      const db = new DatabaseSync(path);
      db.exec(`PRAGMA user_version = ${version}`);
      db.close();
      const refusal = thrown(() => openReadOnly(path));
      expect(refusal).toMatchObject({
        said:
          name === 'older'
            ? msg('day.ledger-too-old', { path })
            : msg('order.ledger-too-new', { path, version, known: MIGRATIONS.length }),
      });
      const after = new DatabaseSync(path, { readOnly: true });
      expect(after.prepare('PRAGMA user_version').get()).toEqual({ user_version: version });
      after.close();
    }
  });
});
