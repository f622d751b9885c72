/**
 * The account of scheduled day prints (bake lists, due-today slips) in a real SQLite file: a run is
 * claimed once per key, marked sending before its bytes go out, and one a crash left `sending` comes
 * back marked POSSIBLE DUPLICATE; what printed or was dropped is never claimed again, across reopening.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger';
import { bakeListKey, dueSlipKey, type DayRun } from '../../electron/core/ledger/day-prints';
import { note, tempDir, TestClock } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());

const run = (day = '2026-11-28'): DayRun => ({
  key: bakeListKey('morning', day),
  kind: 'bake-list',
  printerId: 'counter',
  orderId: null,
  day,
});

describe('day prints', () => {
  it('claims a run once: printed, it is never claimed again, also after reopening the file', () => {
    const path = dir.path('once.db');
    const clock = new TestClock();
    let ledger = Ledger.open(path, { now: clock.now });
    const claimed = ledger.dayPrints.claim(run());
    expect(claimed).toMatchObject({ state: 'pending', attempts: 0, possibleDuplicate: false });
    expect(ledger.dayPrints.sending(run().key, 'counter')).toMatchObject({ state: 'sending', attempts: 1 });
    // Being sent: a second tick does not take it.
    expect(ledger.dayPrints.claim(run())).toBeNull();
    ledger.dayPrints.printed(run().key);
    expect(ledger.dayPrints.claim(run())).toBeNull();
    ledger.close();
    ledger = Ledger.open(path, { now: clock.now });
    expect(ledger.dayPrints.claim(run())).toBeNull();
    expect(ledger.dayPrints.get(run().key)).toMatchObject({ state: 'printed', attempts: 1 });
    // The next day is another run.
    expect(ledger.dayPrints.claim(run('2026-11-29'))).not.toBeNull();
    ledger.close();
  });

  it('a failed attempt waits again with its reason; one that may have left paper is marked for next time', () => {
    const ledger = Ledger.open(dir.path('failed.db'));
    ledger.dayPrints.claim(run());
    ledger.dayPrints.sending(run().key, 'counter');
    ledger.dayPrints.failed(run().key, note('paper out'), false);
    expect(ledger.dayPrints.claim(run())).toMatchObject({
      state: 'pending',
      attempts: 1,
      possibleDuplicate: false,
      detail: note('paper out'),
    });
    ledger.dayPrints.sending(run().key, 'counter');
    ledger.dayPrints.failed(run().key, note('connection broke mid-job'), true);
    expect(ledger.dayPrints.claim(run())).toMatchObject({ attempts: 2, possibleDuplicate: true });
    ledger.close();
  });

  it('a run a crash left being sent comes back pending, marked POSSIBLE DUPLICATE', () => {
    const path = dir.path('crash.db');
    let ledger = Ledger.open(path);
    const slip: DayRun = {
      key: dueSlipKey('order-1', '2026-11-28'),
      kind: 'due-slip',
      printerId: 'counter',
      orderId: 'order-1',
      day: '2026-11-28',
    };
    ledger.dayPrints.claim(slip);
    ledger.dayPrints.sending(slip.key, 'counter');
    ledger.close();
    ledger = Ledger.open(path);
    const recovered = ledger.dayPrints.recoverInterrupted();
    expect(recovered).toEqual([
      expect.objectContaining({
        key: slip.key,
        state: 'pending',
        possibleDuplicate: true,
        orderId: 'order-1',
      }),
    ]);
    expect(ledger.dayPrints.recoverInterrupted()).toEqual([]);
    expect(ledger.dayPrints.claim(slip)).toMatchObject({ possibleDuplicate: true, attempts: 1 });
    ledger.close();
  });

  it('drops a run once, with its reason, and never a printed one', () => {
    const ledger = Ledger.open(dir.path('drop.db'));
    expect(ledger.dayPrints.drop(run(), note('too late'))).toBe(true);
    expect(ledger.dayPrints.drop(run(), note('too late'))).toBe(false);
    expect(ledger.dayPrints.claim(run())).toBeNull();
    expect(ledger.dayPrints.get(run().key)).toMatchObject({ state: 'dropped', detail: note('too late') });
    const printed = run('2026-11-29');
    ledger.dayPrints.claim(printed);
    ledger.dayPrints.sending(printed.key, 'counter');
    ledger.dayPrints.printed(printed.key);
    expect(ledger.dayPrints.drop(printed, note('too late'))).toBe(false);
    expect(ledger.dayPrints.get(printed.key)?.state).toBe('printed');
    ledger.close();
  });

  it('forgets old days, and remembers when a schedule was first seen', () => {
    const clock = new TestClock();
    const ledger = Ledger.open(dir.path('purge.db'), { now: clock.now });
    ledger.dayPrints.claim(run('2026-09-01'));
    ledger.dayPrints.claim(run('2026-11-28'));
    expect(ledger.dayPrints.purgeBefore('2026-10-01')).toBe(1);
    expect(ledger.dayPrints.ofDay('2026-11-28')).toHaveLength(1);
    const first = ledger.dayPrints.scheduleSince('morning');
    clock.advance(60_000);
    expect(ledger.dayPrints.scheduleSince('morning')).toEqual(first);
    expect(ledger.dayPrints.scheduleSince('evening').getTime()).toBe(first.getTime() + 60_000);
    ledger.close();
  });
});
