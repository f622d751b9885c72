/**
 * What a check keeps in a real ledger: a change with its diff, an order newly gone, one back on the
 * service; nothing for one as it was, one already known gone, or one that could not be checked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import type { Order } from '../../electron/common/model/order';
import type { CheckOutcome, CheckResult } from '../../electron/core/changes/check-changes';
import { keepVersions } from '../../electron/core/changes/keep-versions';
import { Ledger } from '../../electron/core/ledger/ledger';
import { makeOrder, note, record } from '../ledger/fixtures';

const open: Ledger[] = [];
afterEach(() => {
  for (const ledger of open.splice(0)) ledger.close();
});

const AT = new Date('2026-03-01T18:00:00Z');

function ledgerWith(ids: readonly string[]): Ledger {
  const ledger = Ledger.open(':memory:');
  open.push(ledger);
  for (const id of ids) {
    record(ledger, makeOrder(id));
    const [job] = ledger.jobsOf(id);
    ledger.startJob(job!.id);
    ledger.jobPrinted(job!.id, 'verified', note('printed'));
  }
  return ledger;
}

function result(id: string, outcome: CheckOutcome): CheckResult {
  return { id, shopId: 1, before: makeOrder(id), outcome, checkedAt: AT };
}

describe('keepVersions', () => {
  it('keeps what is new, each with its timeline entry, and nothing else', () => {
    const ledger = ledgerWith(['changed', 'gone', 'known', 'back', 'same', 'unchecked']);
    const later: Order = makeOrder('changed', { due: { date: '2026-03-02', time: '12:00:00' } });
    const changes = [{ field: 'due-time', before: '10:30:00', after: '12:00:00' }] as const;
    const kept = keepVersions(
      [
        result('changed', { kind: 'changed', order: later, changes, back: false }),
        result('gone', { kind: 'gone', known: false }),
        result('known', { kind: 'gone', known: true }),
        result('back', { kind: 'back', order: makeOrder('back') }),
        result('same', { kind: 'unchanged' }),
        result('unchecked', { kind: 'unchecked', reason: msg('service.tenant-empty') }),
      ],
      ledger.versions,
    );
    expect(kept).toBe(3);
    const count = (id: string): number => ledger.versions.versionsOf(id).length;
    expect(['changed', 'gone', 'known', 'back', 'same', 'unchecked'].map(count)).toEqual([2, 2, 1, 2, 1, 1]);
    expect(ledger.versions.versionsOf('changed')[1]).toEqual({ version: 2, seenAt: AT, order: later });
    expect(ledger.timeline('changed').at(-1)).toMatchObject({
      at: AT,
      kind: 'content-changed',
      detail: msg('changes.content-changed', { changes }),
    });
    expect(ledger.timeline('gone').at(-1)).toMatchObject({ kind: 'gone-from-service' });
    expect(ledger.timeline('back').at(-1)).toMatchObject({
      kind: 'content-changed',
      detail: msg('changes.back-on-service', { changes: [] }),
    });
    expect(ledger.timeline('same').at(-1)?.kind).toBe('printed');
  });
});
