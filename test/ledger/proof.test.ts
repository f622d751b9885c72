/**
 * The decision "confirmable or held" is taken in the transaction that records a job's result, from
 * what is on disk: every combination of two printers, across a reopen between the two jobs.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger/ledger';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { TestClock, makeOrder, note, record, tempDir } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());
let fileNumber = 0;

/** How a printer's attempt ends. */
type Outcome = 'verified' | 'unverified-allowed' | 'unverified-not-allowed' | 'failing';
const OUTCOMES: readonly Outcome[] = ['verified', 'unverified-allowed', 'unverified-not-allowed', 'failing'];

function attempt(ledger: Ledger, printerId: string, outcome: Outcome): void {
  const [job] = ledger.pendingJobs(printerId);
  if (!job) throw new Error(`no job on ${printerId}`);
  ledger.startJob(job.id);
  if (outcome === 'failing') ledger.jobFailed(job.id, note('Out of paper'), false);
  else
    ledger.jobPrinted(
      job.id,
      outcome === 'verified' ? 'verified' : outcome === 'unverified-allowed' ? 'trusted' : 'none',
      note('attempt'),
    );
}

function expected(a: Outcome, b: Outcome): { state: string; holdCode: string | null } {
  if (a === 'failing' || b === 'failing') return { state: 'waiting', holdCode: null };
  if (a === 'unverified-not-allowed' || b === 'unverified-not-allowed')
    return { state: 'held', holdCode: 'unverified' };
  return { state: 'printed', holdCode: null };
}

describe('two printers, every combination, with the ledger reopened between the two jobs', () => {
  for (const a of OUTCOMES) {
    for (const b of OUTCOMES) {
      it(`${a} then ${b}`, () => {
        const path = dir.path(`proof-${++fileNumber}.sqlite`);
        const clock = new TestClock();
        let ledger = Ledger.open(path, { now: clock.now });
        record(ledger, makeOrder('o-1'), ['first', 'second']);
        attempt(ledger, 'first', a);
        // A crash between the two jobs: only what was committed survives.
        ledger.close();
        ledger = Ledger.open(path, { now: clock.now });
        attempt(ledger, 'second', b);
        const entry = ledger.getOrder('o-1')!;
        expect({ state: entry.state, holdCode: entry.holdCode }).toEqual(expected(a, b));
        // Only a printed order is ever offered to the confirmer.
        expect(ledger.ordersToConfirm().map((order) => order.id)).toEqual(
          entry.state === 'printed' ? ['o-1'] : [],
        );
        if (entry.holdCode === 'unverified') {
          expect(entry.holdPrinterId).toBe(a === 'unverified-not-allowed' ? 'first' : 'second');
          expect(ledger.needsAttention().map((order) => order.id)).toEqual(['o-1']);
        }
        ledger.close();
      });
    }
  }
});

describe('the answer to "did it come out?"', () => {
  function heldOrder(): Ledger {
    const ledger = Ledger.open(dir.path(`answer-${++fileNumber}.sqlite`));
    record(ledger, makeOrder('o-1'), ['counter']);
    attempt(ledger, 'counter', 'unverified-not-allowed');
    expect(ledger.getOrder('o-1')!.holdCode).toBe('unverified');
    return ledger;
  }

  it('"it came out" makes the order confirmable, without printing it again', () => {
    const ledger = heldOrder();
    const after = ledger.answerUnverified('o-1', 'came-out');
    expect(after.state).toBe('printed');
    expect(ledger.pendingJobs('counter')).toEqual([]);
    expect(ledger.ordersToConfirm().map((order) => order.id)).toEqual(['o-1']);
    ledger.close();
  });

  it('"print again" queues one job marked POSSIBLE DUPLICATE, and the order waits for it', () => {
    const ledger = heldOrder();
    const after = ledger.answerUnverified('o-1', 'print-again');
    expect(after.state).toBe('waiting');
    const pending = ledger.pendingJobs('counter');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.possibleDuplicate).toBe(true);
    attempt(ledger, 'counter', 'verified');
    expect(ledger.getOrder('o-1')!.state).toBe('printed');
    ledger.close();
  });

  it('is about one printer: "it came out" there still asks about the other printer without proof', () => {
    const ledger = Ledger.open(dir.path(`answer-${++fileNumber}.sqlite`));
    record(ledger, makeOrder('o-1'), ['counter', 'kitchen']);
    attempt(ledger, 'counter', 'unverified-not-allowed');
    attempt(ledger, 'kitchen', 'unverified-not-allowed');
    expect(ledger.getOrder('o-1')).toMatchObject({ holdCode: 'unverified', holdPrinterId: 'counter' });
    const afterCounter = ledger.answerUnverified('o-1', 'came-out');
    expect(afterCounter).toMatchObject({ state: 'held', holdCode: 'unverified', holdPrinterId: 'kitchen' });
    expect(ledger.ordersToConfirm()).toEqual([]);
    expect(ledger.answerUnverified('o-1', 'came-out').state).toBe('printed');
    ledger.close();
  });

  it('"retry" cannot skip the question', () => {
    const ledger = heldOrder();
    expect(() => ledger.release('o-1', ['counter'])).toThrow(
      expect.objectContaining({ said: expect.objectContaining({ code: 'order.answer-first' }) }),
    );
    expect(() => ledger.answerUnverified('o-1', 'came-out')).not.toThrow();
    expect(() => ledger.answerUnverified('o-1', 'came-out')).toThrow(
      expect.objectContaining({ said: expect.objectContaining({ code: 'order.no-question' }) }),
    );
    ledger.close();
  });
});

describe("a removed printer's waiting jobs", () => {
  it('dropped by a person: an order with nothing printed anywhere is held, one printed elsewhere is confirmable', () => {
    const ledger = Ledger.open(dir.path(`drop-${++fileNumber}.sqlite`));
    record(ledger, makeOrder('alone'), ['gone']);
    record(ledger, makeOrder('shared'), ['gone', 'stays']);
    attempt(ledger, 'stays', 'verified');
    const reprint = ledger.addReprint('shared', 'gone');
    ledger.setPrinterNames(new Map([['gone', 'Kitchen']]));
    const reason = note('Kitchen was removed.');
    const held = ledger.dropWaitingJobs('gone', reason, 'person');
    expect(held.sort()).toEqual(['alone', 'shared']);
    expect(ledger.getOrder('alone')).toMatchObject({ state: 'held', holdCode: 'printer-removed' });
    expect(ledger.timeline('alone').find((event) => event.kind === 'print-failed')?.detail).toEqual(
      msg('order.job-dropped', { printer: 'Kitchen', by: 'person', reason }),
    );
    expect(say(ledger.timeline('shared').at(-1)!.detail, 'nl')).toBe(
      'Niet afgedrukt op Kitchen: geschrapt door iemand van de winkel. Kitchen was removed.',
    );
    expect(ledger.getOrder('shared')!.state).toBe('printed');
    expect(ledger.getJob(reprint.id)!.state).toBe('cancelled');
    expect(ledger.waitingJobsByPrinter().get('gone') ?? 0).toBe(0);
    ledger.close();
  });

  it('dropped because the settings no longer name the printer: held, even when printed elsewhere', () => {
    const ledger = Ledger.open(dir.path(`drop-${++fileNumber}.sqlite`));
    record(ledger, makeOrder('shared'), ['gone', 'stays']);
    attempt(ledger, 'stays', 'verified');
    const reason = note('Printer gone is no longer set up.');
    expect(ledger.dropWaitingJobs('gone', reason, 'settings')).toEqual(['shared']);
    expect(ledger.getOrder('shared')).toMatchObject({
      state: 'held',
      holdCode: 'printer-removed',
      reason,
    });
    expect(ledger.ordersToConfirm()).toEqual([]);
    ledger.close();
  });

  it('moved: each order keeps one job per printer', () => {
    const ledger = Ledger.open(dir.path(`move-${++fileNumber}.sqlite`));
    record(ledger, makeOrder('a'), ['old']);
    record(ledger, makeOrder('b'), ['old', 'new']);
    ledger.setPrinterNames(
      new Map([
        ['old', 'Counter'],
        ['new', 'Counter 2'],
      ]),
    );
    expect(ledger.moveWaitingJobs('old', 'new')).toBe(1);
    expect(ledger.timeline('a').at(-1)!.detail).toEqual(
      msg('order.job-moved', { from: 'Counter', to: 'Counter 2', reprint: false }),
    );
    expect(ledger.timeline('b').at(-1)!.detail).toEqual(
      msg('order.job-moved-twin', { from: 'Counter', to: 'Counter 2' }),
    );
    expect(
      ledger
        .pendingJobs('new')
        .map((job) => job.orderId)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(ledger.pendingJobs('old')).toEqual([]);
    ledger.close();
  });
});

describe('a ledger that is new where one was used', () => {
  it('notes the lost history for a deleted, emptied or moved-aside file, and marks the first orders', () => {
    const path = dir.path(`lost-${++fileNumber}.sqlite`);
    const clock = new TestClock();
    let ledger = Ledger.open(path, { now: clock.now });
    expect(ledger.historyLostAt()).toBeNull();
    ledger.close();
    // Emptied to 0 bytes (a disk tool, a failed copy).
    for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    writeFileSync(path, '');
    ledger = Ledger.open(path, { now: clock.now });
    expect(ledger.historyLostAt()).toEqual(clock.now());
    record(ledger, makeOrder('first'), ['counter']);
    expect(ledger.pendingJobs('counter')[0]!.possibleDuplicate).toBe(true);
    // Later orders were placed after the loss: no mark.
    clock.advance(60 * 60 * 1000);
    record(ledger, makeOrder('later'), ['counter']);
    expect(ledger.jobsOf('later')[0]!.possibleDuplicate).toBe(false);
    ledger.close();
  });
});
