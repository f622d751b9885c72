/**
 * The journal of jobs sent (`ledger.db.sent`): evidence that survives what SQLite drops silently — a WAL
 * damaged or deleted after a crash, a whole ledger lost. A lost WAL is made here the way it happens: the
 * ledger's main file as it was at its last checkpoint, without the WAL that held everything since.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger/ledger';
import { SendJournal, readEntries } from '../../electron/core/ledger/send-journal';
import { KEEP_FINISHED_MS } from '../../electron/core/ledger/sent-check';
import { msg } from '../../electron/common/messages/catalogue';
import { TestClock, makeOrder, note, record, tempDir } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());
let fileNumber = 0;

function printWithProof(ledger: Ledger, orderId: string, printerId = 'counter'): void {
  const job = ledger.jobsOf(orderId).find((one) => one.printerId === printerId && one.state === 'pending')!;
  ledger.startJob(job.id);
  ledger.jobPrinted(job.id, 'verified', note('printed'));
}

const journalLines = (path: string) => readEntries(readFileSync(`${path}.sent`, 'utf8'));

/**
 * Copies the ledger's main file (as of its last checkpoint: the WAL, still open, holds the rest), its
 * marker and its journal to a new place: what a restart finds after the WAL was deleted.
 */
function withoutWal(path: string): string {
  const copy = dir.path(`copy-${++fileNumber}.sqlite`);
  copyFileSync(path, copy);
  for (const suffix of ['.used', '.sent'])
    if (existsSync(`${path}${suffix}`)) copyFileSync(`${path}${suffix}`, `${copy}${suffix}`);
  return copy;
}

describe('the journal file', () => {
  it('holds a line for each job started, on disk when startJob returns', () => {
    const path = dir.path(`journal-${++fileNumber}.sqlite`);
    const ledger = Ledger.open(path, { now: new TestClock().now });
    record(ledger, makeOrder('o-1'), ['counter', 'kitchen']);
    const [counter] = ledger.jobsOf('o-1');
    ledger.startJob(counter!.id);
    expect(journalLines(path)).toEqual({
      entries: [
        {
          n: 1,
          orderId: 'o-1',
          tenant: 'bakkerij',
          shopId: 1,
          printerId: 'counter',
          jobId: counter!.id,
          at: Date.UTC(2026, 2, 1, 8, 0, 0),
        },
      ],
      unreadable: 0,
    });
    ledger.close();
  });

  it('ignores a last line cut short, and starts the next entry on a line of its own', () => {
    const path = dir.path(`torn-${++fileNumber}.sent`);
    const whole = { n: 1, orderId: 'o-1', tenant: 't', shopId: 1, printerId: 'p', jobId: 1, at: 1 };
    let journal = SendJournal.open(path);
    journal.append(whole);
    journal.close();
    writeFileSync(path, `${readFileSync(path, 'utf8')}{"n":2,"order":"o-2","ten`);
    journal = SendJournal.open(path);
    expect(journal.reading).toEqual({ entries: [whole], unreadable: 1, existed: true });
    journal.append({ ...whole, n: 3, orderId: 'o-3' });
    journal.close();
    expect(readEntries(readFileSync(path, 'utf8'))).toEqual({
      entries: [whole, { ...whole, n: 3, orderId: 'o-3' }],
      unreadable: 1,
    });
  });

  it('is needed: a ledger whose journal cannot be opened refuses to open, and says which file', () => {
    const path = dir.path(`unopenable-${++fileNumber}.sqlite`);
    mkdirSync(`${path}.sent`);
    expect(() => Ledger.open(path)).toThrow(
      expect.objectContaining({
        said: expect.objectContaining({
          code: 'order.ledger-cannot-open',
          params: expect.objectContaining({ path: `${path}.sent` }),
        }),
      }),
    );
  });
});

describe('a ledger that lost its WAL', () => {
  it('marks exactly the orders the journal says were sent, says the history was lost, and only once', () => {
    const path = dir.path(`wal-${++fileNumber}.sqlite`);
    const clock = new TestClock();
    const ledger = Ledger.open(path, { now: clock.now });
    for (const id of ['o-1', 'o-2', 'o-3']) record(ledger, makeOrder(id));
    ledger.close(); // A clean stop: everything so far is in the main file.

    const running = Ledger.open(path, { now: clock.now });
    clock.advance(60_000);
    printWithProof(running, 'o-1');
    printWithProof(running, 'o-2');
    record(running, makeOrder('o-4'));
    printWithProof(running, 'o-4');
    // Killed here; the WAL that held all of that is deleted.
    const copy = withoutWal(path);
    running.close();

    clock.advance(60_000);
    const after = Ledger.open(copy, { now: clock.now });
    after.setPrinterNames(new Map([['counter', 'Counter']]));
    expect(after.historyLostAt()).toEqual(clock.now());
    expect(after.takeLostSendsNotice()).toEqual(msg('engine.ledger-lost-sends', { count: 3 }));
    expect(after.takeLostSendsNotice()).toBeNull();
    for (const id of ['o-1', 'o-2']) {
      expect(after.getOrder(id)!.state).toBe('waiting');
      expect(after.jobsOf(id)[0]).toMatchObject({ state: 'pending', possibleDuplicate: true });
      expect(after.timeline(id).at(-1)).toMatchObject({
        kind: 'crash-recovered',
        detail: msg('order.sent-before-ledger-lost', {
          printer: 'counter',
          sentAt: new Date(Date.UTC(2026, 2, 1, 8, 1, 0)).toISOString(),
        }),
      });
    }
    // Never sent: prints as it is.
    expect(after.jobsOf('o-3')[0]!.possibleDuplicate).toBe(false);
    // The ledger lost o-4 altogether: marked when the service lists it again.
    expect(after.getOrder('o-4')).toBeNull();
    record(after, makeOrder('o-4'), ['counter', 'kitchen']);
    expect(after.jobsOf('o-4').map((job) => [job.printerId, job.possibleDuplicate])).toEqual([
      ['counter', true],
      ['kitchen', false],
    ]);
    expect(after.timeline('o-4').map((event) => event.kind)).toEqual(['seen', 'crash-recovered']);
    // The journal could vouch for every send: a new order is not marked.
    record(after, makeOrder('o-5'));
    expect(after.jobsOf('o-5')[0]!.possibleDuplicate).toBe(false);
    after.close();

    // Opened again: nothing more is lost, nothing is marked again.
    const again = Ledger.open(copy, { now: clock.now });
    expect(again.takeLostSendsNotice()).toBeNull();
    record(again, makeOrder('o-6'));
    expect(again.jobsOf('o-6')[0]!.possibleDuplicate).toBe(false);
    expect(again.timeline('o-1').filter((event) => event.kind === 'crash-recovered')).toHaveLength(1);
    again.close();
  });

  it('with a journal line it cannot read, marks every order of the first listings too', () => {
    const path = dir.path(`wal-torn-${++fileNumber}.sqlite`);
    const clock = new TestClock();
    Ledger.open(path, { now: clock.now }).close();
    const running = Ledger.open(path, { now: clock.now });
    record(running, makeOrder('o-1'));
    printWithProof(running, 'o-1');
    const copy = withoutWal(path);
    running.close();
    writeFileSync(`${copy}.sent`, `${readFileSync(`${copy}.sent`, 'utf8')}{"n":2,"or`);

    const after = Ledger.open(copy, { now: clock.now });
    record(after, makeOrder('o-1'));
    record(after, makeOrder('o-2'));
    expect(after.jobsOf('o-1')[0]!.possibleDuplicate).toBe(true);
    expect(after.jobsOf('o-2')[0]!.possibleDuplicate).toBe(true);
    after.close();
  });
});

describe('a ledger lost whole', () => {
  it('marks the orders the journal names, also those listed long after the first listings', () => {
    const path = dir.path(`whole-${++fileNumber}.sqlite`);
    const clock = new TestClock();
    const ledger = Ledger.open(path, { now: clock.now });
    record(ledger, makeOrder('late'));
    printWithProof(ledger, 'late');
    ledger.close();
    writeFileSync(path, '');

    clock.advance(60_000);
    const after = Ledger.open(path, { now: clock.now });
    expect(after.historyLostAt()).toEqual(clock.now());
    // The first listing: marked as before (the window), whatever the journal says.
    record(after, makeOrder('first'));
    expect(after.jobsOf('first')[0]!.possibleDuplicate).toBe(true);
    // Long after the window, an order the journal names still prints marked.
    clock.advance(60 * 60 * 1000);
    record(after, makeOrder('later'));
    record(after, makeOrder('late'));
    expect(after.jobsOf('later')[0]!.possibleDuplicate).toBe(false);
    expect(after.jobsOf('late')[0]!.possibleDuplicate).toBe(true);
    after.close();
  });
});

describe('keeping the journal small', () => {
  it('drops the lines of orders finished a day ago, keeps those of open ones', () => {
    const path = dir.path(`trim-${++fileNumber}.sqlite`);
    const clock = new TestClock();
    const ledger = Ledger.open(path, { now: clock.now });
    for (const id of ['done', 'open']) {
      record(ledger, makeOrder(id));
      printWithProof(ledger, id);
    }
    ledger.markConfirmed('done', note('confirmed'));
    ledger.close();
    expect(journalLines(path).entries.map((entry) => entry.orderId)).toEqual(['done', 'open']);

    clock.advance(KEEP_FINISHED_MS - 1_000);
    Ledger.open(path, { now: clock.now }).close();
    expect(journalLines(path).entries.map((entry) => entry.orderId)).toEqual(['done', 'open']);
    clock.advance(2_000);
    const later = Ledger.open(path, { now: clock.now });
    expect(journalLines(path).entries.map((entry) => entry.orderId)).toEqual(['open']);
    // Numbers go on from the ledger's, not from what is left in the file.
    record(later, makeOrder('next'));
    printWithProof(later, 'next');
    expect(journalLines(path).entries.map((entry) => entry.n)).toEqual([2, 3]);
    later.close();
  });

  it('trims while running, every few hundred jobs', () => {
    const path = dir.path(`trim-run-${++fileNumber}.sqlite`);
    const clock = new TestClock();
    const ledger = Ledger.open(path, { now: clock.now });
    ledger.batch(() => {
      for (let i = 0; i < 500; i++) record(ledger, makeOrder(`o-${i}`));
    });
    ledger.batch(() => {
      for (let i = 0; i < 499; i++) {
        printWithProof(ledger, `o-${i}`);
        ledger.markConfirmed(`o-${i}`, note('confirmed'));
      }
    });
    clock.advance(KEEP_FINISHED_MS);
    expect(journalLines(path).entries).toHaveLength(499);
    printWithProof(ledger, 'o-499');
    expect(journalLines(path).entries.map((entry) => entry.orderId)).toEqual(['o-499']);
    ledger.close();
  });
});
