/** The light lookups the engine asks on every poll and every status refresh, checked against the full reads. */
import { afterAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../electron/core/ledger';
import { makeOrder, note, record, tempDir } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());

describe('lookups without payloads', () => {
  it('knownOrders answers for a whole page at once: state, whether confirmed, shop; unknown ids left out', () => {
    const ledger = Ledger.open(dir.path('known.db'));
    try {
      record(ledger, makeOrder('waiting-1'));
      record(ledger, makeOrder('done-1'));
      const [job] = ledger.jobsOf('done-1');
      ledger.startJob(job!.id);
      ledger.jobPrinted(job!.id, 'verified', note('Printed.'));
      ledger.markConfirmed('done-1', note('Confirmed.'));
      record(ledger, makeOrder('gone-1'), ['counter'], 7);
      ledger.markGone('gone-1', note('No longer listed.'));

      const known = ledger.knownOrders(['waiting-1', 'done-1', 'gone-1', 'never-seen', 'it"s odd']);
      expect([...known.keys()].sort()).toEqual(['done-1', 'gone-1', 'waiting-1']);
      expect(known.get('waiting-1')).toEqual({ state: 'waiting', confirmed: false, shopId: 1 });
      expect(known.get('done-1')).toEqual({ state: 'confirmed', confirmed: true, shopId: 1 });
      // The shop it was listed for: the same id listed for another shop is another order.
      expect(known.get('gone-1')).toEqual({ state: 'gone', confirmed: false, shopId: 7 });
      expect(ledger.knownOrders([]).size).toBe(0);
    } finally {
      ledger.close();
    }
  });

  it('countPendingJobs counts exactly what pendingJobs would return, per printer', () => {
    const ledger = Ledger.open(dir.path('count.db'));
    try {
      for (const id of ['a', 'b', 'c']) record(ledger, makeOrder(id), ['counter', 'kitchen']);
      // A held order's automatic jobs wait for a person; a reprint of a printed order still counts.
      ledger.hold('b', note('A person must look at it.'));
      const [job] = ledger.jobsOf('c').filter((j) => j.printerId === 'counter');
      ledger.startJob(job!.id);
      ledger.jobPrinted(job!.id, 'verified', note('Printed.'));
      ledger.addReprint('c', 'kitchen');
      for (const printer of ['counter', 'kitchen', 'nowhere']) {
        expect(ledger.countPendingJobs(printer)).toBe(ledger.pendingJobs(printer).length);
      }
      expect(ledger.countPendingJobs('counter')).toBe(1);
      expect(ledger.countPendingJobs('kitchen')).toBe(3);
    } finally {
      ledger.close();
    }
  });
});
