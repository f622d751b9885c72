import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Ledger, STILL_LISTED_NOTE_INTERVAL_MS } from '../../electron/core/ledger/ledger';
import { cents } from '../../electron/common/model/money';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { messageOf } from '../../electron/common/messages/errors';
import { TENANT, TestClock, line, makeOrder, note, record, refusal, tempDir, thrown } from './fixtures';

const dir = tempDir();
afterAll(() => dir.cleanup());

let clock: TestClock;
let ledger: Ledger;
let fileNumber = 0;
beforeEach(() => {
  clock = new TestClock();
  ledger = Ledger.open(dir.path(`journey-${++fileNumber}.sqlite`), { now: clock.now });
});
afterEach(() => ledger.close());

const kinds = (orderId: string) => ledger.timeline(orderId).map((event) => event.kind);

/** Starts and prints every pending job of a printer. */
function printAll(printerId: string) {
  for (const job of ledger.pendingJobs(printerId)) {
    ledger.startJob(job.id);
    ledger.jobPrinted(job.id, 'verified', note(`Printed on ${printerId}`));
  }
}

describe('recording orders', () => {
  it('records a new order as waiting with one pending auto job per printer and a seen event', () => {
    const order = makeOrder('o-1');
    const { isNew, entry } = record(ledger, order, ['counter', 'kitchen']);
    expect(isNew).toBe(true);
    expect(entry).toMatchObject({ id: 'o-1', tenant: TENANT, shopId: 1, state: 'waiting', reason: null });
    expect(entry.order).toEqual(order);
    // One copy of the payload: the decoded order; the service's JSON is kept only for an undecodable one.
    expect(entry.raw).toBeNull();
    expect(entry.firstSeenAt).toEqual(clock.now());
    expect(entry.printedAt).toBeNull();
    expect(entry.confirmAttempts).toBe(0);
    expect(ledger.jobsOf('o-1').map((job) => [job.printerId, job.kind, job.state, job.attempts])).toEqual([
      ['counter', 'auto', 'pending', 0],
      ['kitchen', 'auto', 'pending', 0],
    ]);
    expect(ledger.timeline('o-1')).toEqual([
      { at: clock.now(), kind: 'seen', printerId: null, detail: msg('order.received') },
    ]);
  });

  it('leaves a known order exactly as it is', () => {
    record(ledger, makeOrder('o-1'));
    clock.advance(60_000);
    const again = ledger.recordOrder({
      tenant: TENANT,
      shopId: 1,
      order: makeOrder('o-1', { remarks: 'changed' }),
      printerIds: ['counter', 'kitchen'],
    });
    expect(again.isNew).toBe(false);
    expect(again.entry.order).toEqual(makeOrder('o-1'));
    expect(ledger.jobsOf('o-1')).toHaveLength(1);
    expect(kinds('o-1')).toEqual(['seen']);
  });

  it('holds an order when its shop has no printer', () => {
    const { entry } = record(ledger, makeOrder('o-1'), [], 4);
    expect(entry.state).toBe('held');
    expect(entry.reason).toEqual(msg('order.no-printer', { shop: 'Bakkerij', shopId: 4 }));
    expect(say(entry.reason!, 'fr')).toBe(
      'Aucune imprimante n’est configurée pour Bakkerij\u202f: choisissez une imprimante pour imprimer cette commande, ou marquez-la comme traitée. Pour les prochaines commandes, donnez une imprimante au magasin dans Réglages › Magasins.',
    );
    const nameless = record(ledger, makeOrder('o-2', { shop: { ...makeOrder('x').shop, name: ' ' } }), [], 4);
    expect(say(nameless.entry.reason!, 'nl')).toMatch(/^Er is geen printer ingesteld voor winkel 4: /);
    expect(ledger.jobsOf('o-1')).toEqual([]);
    expect(kinds('o-1')).toEqual(['seen', 'held']);
    expect(ledger.needsAttention().map((held) => held.id)).toEqual(['o-1', 'o-2']);
  });

  it('keeps an undecodable order held with its raw JSON, under its own id or a hash of the JSON', () => {
    const withId = ledger.recordUndecodable({
      tenant: TENANT,
      shopId: 2,
      id: 'bad-1',
      raw: '{"id":"bad-1"',
      reason: note('not JSON'),
    });
    expect(withId.isNew).toBe(true);
    expect(withId.entry).toMatchObject({
      id: 'bad-1',
      state: 'held',
      reason: note('not JSON'),
      order: null,
      raw: '{"id":"bad-1"',
    });
    expect(kinds('bad-1')).toEqual(['seen', 'undecodable']);
    expect(ledger.timeline('bad-1')[1]!.detail).toEqual(msg('order.unreadable', { cause: note('not JSON') }));
    expect(say(ledger.timeline('bad-1')[1]!.detail, 'en')).toBe('Its data could not be read: not JSON');

    const raw = '{"total":"x","client":{"first_name":"Zoë","last_name":"Claes"}}';
    const withoutId = ledger.recordUndecodable({
      tenant: TENANT,
      shopId: 2,
      id: null,
      raw,
      reason: note('no id'),
    });
    expect(withoutId.entry.id).toBe(`raw:${createHash('sha256').update(raw).digest('hex')}`);
    const again = ledger.recordUndecodable({
      tenant: TENANT,
      shopId: 2,
      id: null,
      raw,
      reason: note('other reason'),
    });
    expect(again).toMatchObject({ isNew: false, entry: { id: withoutId.entry.id, reason: note('no id') } });
    expect(ledger.history({ state: 'held' }).rows.map((row) => [row.id, row.clientName, row.type])).toEqual([
      [withoutId.entry.id, 'Zoë Claes', null],
      ['bad-1', '', null],
    ]);
    expect(ledger.history({ text: 'zoe' }).rows.map((row) => row.id)).toEqual([withoutId.entry.id]);
  });

  it('returns null for an order it never saw', () => {
    expect(ledger.getOrder('nope')).toBeNull();
    expect(ledger.jobsOf('nope')).toEqual([]);
    expect(ledger.timeline('nope')).toEqual([]);
  });
});

describe('print jobs', () => {
  it('starts only a pending job, durably counting the attempt', () => {
    record(ledger, makeOrder('o-1'));
    const [job] = ledger.jobsOf('o-1');
    const started = ledger.startJob(job!.id);
    expect(started).toMatchObject({ state: 'sending', attempts: 1, possibleDuplicate: false });
    expect(() => ledger.startJob(job!.id)).toThrow(/is sending, not pending/);
    expect(() => ledger.startJob(9999)).toThrow(/no print job 9999/);
    expect(ledger.timeline('o-1')[1]).toMatchObject({
      kind: 'print-started',
      printerId: 'counter',
      detail: msg('order.sending', {
        printer: 'counter',
        attempt: 1,
        reprint: false,
        possibleDuplicate: false,
      }),
    });
    ledger.jobPrinted(job!.id, 'verified', note('Printed on counter'));
    expect(() => ledger.startJob(job!.id)).toThrow(/is printed, not pending/);
  });

  it('marks the order printed only when every auto job printed', () => {
    record(ledger, makeOrder('o-1'), ['counter', 'kitchen']);
    const [counter, kitchen] = ledger.jobsOf('o-1');
    ledger.startJob(counter!.id);
    clock.advance(1_000);
    const afterOne = ledger.jobPrinted(
      counter!.id,
      'verified',
      note('Printed on counter (verified by the printer)'),
    );
    expect(afterOne.state).toBe('waiting');
    expect(afterOne.printedAt).toBeNull();

    ledger.startJob(kitchen!.id);
    clock.advance(1_000);
    const afterBoth = ledger.jobPrinted(kitchen!.id, 'trusted', note('Delivered to kitchen, not verified'));
    expect(afterBoth.state).toBe('printed');
    expect(afterBoth.printedAt).toEqual(clock.now());
    expect(ledger.jobsOf('o-1').map((job) => [job.state, job.verified])).toEqual([
      ['printed', true],
      ['printed', false],
    ]);
    expect(ledger.jobsOf('o-1')[1]!.finishedAt).toEqual(clock.now());
    expect(ledger.timeline('o-1').filter((event) => event.kind === 'printed')).toEqual([
      {
        at: new Date(clock.now().getTime() - 1_000),
        kind: 'printed',
        printerId: 'counter',
        detail: note('Printed on counter (verified by the printer)'),
      },
      {
        at: clock.now(),
        kind: 'printed',
        printerId: 'kitchen',
        detail: note('Delivered to kitchen, not verified'),
      },
    ]);
  });

  it('refuses to finish a job that was not started', () => {
    record(ledger, makeOrder('o-1'));
    const [job] = ledger.jobsOf('o-1');
    expect(() => ledger.jobPrinted(job!.id, 'verified', note('x'))).toThrow(/is pending, not sending/);
    expect(() => ledger.jobFailed(job!.id, note('x'), false)).toThrow(/is pending, not sending/);
  });

  it('puts a failed job back as pending, and remembers for good that it may have printed', () => {
    record(ledger, makeOrder('o-1'));
    const [job] = ledger.jobsOf('o-1');
    ledger.startJob(job!.id);
    ledger.jobFailed(job!.id, note('Printer is out of paper'), false);
    expect(ledger.jobsOf('o-1')[0]).toMatchObject({
      state: 'pending',
      possibleDuplicate: false,
      attempts: 1,
    });
    ledger.startJob(job!.id);
    ledger.jobFailed(job!.id, note('Connection dropped after sending'), true);
    ledger.startJob(job!.id);
    ledger.jobFailed(job!.id, note('Printer is offline'), false);
    expect(ledger.jobsOf('o-1')[0]).toMatchObject({ state: 'pending', possibleDuplicate: true, attempts: 3 });
    expect(ledger.startJob(job!.id).possibleDuplicate).toBe(true);
    const failures = ledger.timeline('o-1').filter((event) => event.kind === 'print-failed');
    expect(failures.map((event) => [event.printerId, event.detail])).toEqual([
      ['counter', note('Printer is out of paper')],
      ['counter', note('Connection dropped after sending')],
      ['counter', note('Printer is offline')],
    ]);
    expect(ledger.getOrder('o-1')!.state).toBe('waiting');
  });

  it('lists a printer’s pending jobs: reprints first, then waiting orders by payment time, then id', () => {
    record(ledger, makeOrder('late', { paidAt: { date: '2026-03-01', time: '09:00:00' } }));
    record(ledger, makeOrder('b-early', { paidAt: { date: '2026-03-01', time: '07:00:00' } }));
    record(ledger, makeOrder('a-early', { paidAt: { date: '2026-03-01', time: '07:00:00' } }));
    record(ledger, makeOrder('yesterday', { paidAt: { date: '2026-02-28', time: '23:59:59' } }));
    record(ledger, makeOrder('elsewhere'), ['kitchen']);
    record(ledger, makeOrder('held'));
    ledger.hold('held', note('printed but not verified'));
    record(ledger, makeOrder('done', { paidAt: { date: '2026-01-01', time: '00:00:00' } }));
    printAll('counter');
    // Everything above printed; now add the orders under test.
    record(ledger, makeOrder('late2', { paidAt: { date: '2026-03-01', time: '09:00:00' } }));
    record(ledger, makeOrder('b-early2', { paidAt: { date: '2026-03-01', time: '07:00:00' } }));
    record(ledger, makeOrder('a-early2', { paidAt: { date: '2026-03-01', time: '07:00:00' } }));
    record(ledger, makeOrder('yesterday2', { paidAt: { date: '2026-02-28', time: '23:59:59' } }));
    const reprintLate = ledger.addReprint('late', 'counter');
    const reprintDone = ledger.addReprint('done', 'counter');
    ledger.addReprint('done', 'kitchen');

    const pending = ledger.pendingJobs('counter');
    expect(pending.map((job) => [job.orderId, job.kind])).toEqual([
      ['late', 'reprint'],
      ['done', 'reprint'],
      ['yesterday2', 'auto'],
      ['a-early2', 'auto'],
      ['b-early2', 'auto'],
      ['late2', 'auto'],
    ]);
    expect(pending[0]!.id).toBe(reprintLate.id);
    expect(pending[1]!.id).toBe(reprintDone.id);
    expect(ledger.pendingJobs('counter', 3).map((job) => job.orderId)).toEqual([
      'late',
      'done',
      'yesterday2',
    ]);
    expect(ledger.pendingJobs('kitchen').map((job) => [job.orderId, job.kind])).toEqual([
      ['done', 'reprint'],
      ['elsewhere', 'auto'],
    ]);
  });

  it('prints a reprint without changing the order’s state', () => {
    record(ledger, makeOrder('o-1'), ['counter', 'kitchen']);
    const reprint = ledger.addReprint('o-1', 'counter');
    expect(reprint).toMatchObject({
      kind: 'reprint',
      state: 'pending',
      printerId: 'counter',
      orderId: 'o-1',
    });
    ledger.startJob(reprint.id);
    expect(ledger.jobPrinted(reprint.id, 'verified', note('Reprinted')).state).toBe('waiting');

    printAll('counter');
    printAll('kitchen');
    ledger.markConfirmed('o-1', note('Confirmed'));
    const late = ledger.addReprint('o-1', 'kitchen');
    ledger.startJob(late.id);
    expect(ledger.jobPrinted(late.id, 'verified', note('Reprinted')).state).toBe('confirmed');
    expect(kinds('o-1').filter((kind) => kind === 'reprint-requested')).toHaveLength(2);
  });

  it('refuses a reprint of an order it could not decode', () => {
    ledger.recordUndecodable({ tenant: TENANT, shopId: 1, id: 'bad', raw: '{', reason: note('not JSON') });
    expect(() => ledger.addReprint('bad', 'counter')).toThrow(
      refusal('order.unreadable-cannot-print', {
        order: { id: 'bad', type: null, orderNumber: null, clientName: '' },
      }),
    );
    expect(() => ledger.addReprint('missing', 'counter')).toThrow(
      refusal('order.unknown', { id: 'missing' }),
    );
  });
});

describe('confirming', () => {
  function printed(id: string) {
    record(ledger, makeOrder(id));
    printAll('counter');
  }

  it('offers printed orders for confirming, oldest print first, honouring the retry time', () => {
    printed('first');
    clock.advance(1_000);
    printed('second');
    record(ledger, makeOrder('still-waiting'));
    expect(ledger.ordersToConfirm().map((entry) => entry.id)).toEqual(['first', 'second']);

    const retryAt = new Date(clock.now().getTime() + 30_000);
    ledger.confirmFailed('first', note('Service answered 503'), retryAt);
    const first = ledger.getOrder('first')!;
    expect(first.confirmAttempts).toBe(1);
    expect(first.nextConfirmAt).toEqual(retryAt);
    expect(ledger.timeline('first').at(-1)).toMatchObject({
      kind: 'confirm-failed',
      detail: note('Service answered 503'),
    });
    expect(ledger.ordersToConfirm().map((entry) => entry.id)).toEqual(['second']);
    expect(ledger.ordersToConfirm(retryAt).map((entry) => entry.id)).toEqual(['first', 'second']);

    clock.advance(5_000);
    ledger.markConfirmed('second', note('Confirmed with PUT'));
    const second = ledger.getOrder('second')!;
    expect(second.state).toBe('confirmed');
    expect(second.confirmedAt).toEqual(clock.now());
    expect(ledger.timeline('second').at(-1)).toMatchObject({
      kind: 'confirmed',
      detail: note('Confirmed with PUT'),
    });
    expect(ledger.ordersToConfirm(retryAt).map((entry) => entry.id)).toEqual(['first']);
  });

  it('confirms only printed or handled orders', () => {
    record(ledger, makeOrder('waiting'));
    expect(() => ledger.markConfirmed('waiting', note('x'))).toThrow(/is waiting/);
    expect(ledger.getOrder('waiting')!.confirmedAt).toBeNull();
    expect(() => ledger.confirmFailed('missing', note('x'), clock.now())).toThrow(refusal('order.unknown'));
  });

  it('notes a confirmed order the service still lists at most once per ten minutes', () => {
    printed('o-1');
    ledger.markConfirmed('o-1', note('Confirmed'));
    ledger.noteStillListed('o-1');
    clock.advance(STILL_LISTED_NOTE_INTERVAL_MS - 1);
    ledger.noteStillListed('o-1');
    expect(kinds('o-1').filter((kind) => kind === 'still-listed')).toHaveLength(1);
    clock.advance(1);
    ledger.noteStillListed('o-1');
    expect(kinds('o-1').filter((kind) => kind === 'still-listed')).toHaveLength(2);
  });
});

describe('people and the service deciding', () => {
  it('holds an order: reason kept, pending auto jobs cancelled, reprints kept', () => {
    record(ledger, makeOrder('o-1'), ['counter', 'kitchen']);
    const [counter] = ledger.jobsOf('o-1');
    ledger.startJob(counter!.id);
    ledger.jobPrinted(counter!.id, 'trusted', note('Delivered, not verified'));
    const reprint = ledger.addReprint('o-1', 'bar');
    ledger.hold('o-1', note('The kitchen printer did not confirm the receipt'));
    const entry = ledger.getOrder('o-1')!;
    expect(entry).toMatchObject({
      state: 'held',
      reason: note('The kitchen printer did not confirm the receipt'),
    });
    expect(ledger.jobsOf('o-1').map((job) => [job.printerId, job.kind, job.state])).toEqual([
      ['counter', 'auto', 'printed'],
      ['kitchen', 'auto', 'cancelled'],
      ['bar', 'reprint', 'pending'],
    ]);
    expect(ledger.pendingJobs('kitchen')).toEqual([]);
    expect(ledger.pendingJobs('bar').map((job) => job.id)).toEqual([reprint.id]);
    ledger.hold('o-1', note('The kitchen printer did not confirm the receipt'));
    expect(kinds('o-1').filter((kind) => kind === 'held')).toHaveLength(1);
    expect(ledger.needsAttention().map((held) => held.id)).toEqual(['o-1']);
  });

  it('marks an order handled from waiting, printed or held, and then offers it for confirming', () => {
    record(ledger, makeOrder('waiting'));
    clock.advance(1_000);
    record(ledger, makeOrder('held'));
    ledger.hold('held', note('Paper jam'));
    clock.advance(1_000);
    record(ledger, makeOrder('other'), ['kitchen']);
    printAll('kitchen');
    expect(ledger.getOrder('other')!.state).toBe('printed');

    for (const id of ['waiting', 'held', 'other'])
      ledger.markHandled(id, note('Marked handled by the counter'));
    for (const id of ['waiting', 'held', 'other']) {
      expect(ledger.getOrder(id)).toMatchObject({ state: 'handled', reason: null, confirmedAt: null });
      expect(ledger.timeline(id).at(-1)).toMatchObject({
        kind: 'handled',
        detail: note('Marked handled by the counter'),
      });
    }
    expect(ledger.jobsOf('waiting')[0]!.state).toBe('cancelled');
    expect(ledger.pendingJobs('counter')).toEqual([]);
    expect(ledger.ordersToConfirm()).toEqual([]);
    expect(ledger.handledToConfirm().map((entry) => entry.id)).toEqual(['waiting', 'held', 'other']);

    const retryAt = new Date(clock.now().getTime() + 60_000);
    ledger.confirmFailed('waiting', note('Service unreachable'), retryAt);
    ledger.markConfirmed('held', note('Confirmed'));
    expect(ledger.getOrder('held')).toMatchObject({ state: 'handled', confirmedAt: clock.now() });
    expect(ledger.handledToConfirm().map((entry) => entry.id)).toEqual(['other']);
    expect(ledger.handledToConfirm(retryAt).map((entry) => entry.id)).toEqual(['waiting', 'other']);
  });

  it('does not mark a confirmed order handled or held', () => {
    record(ledger, makeOrder('o-1'));
    printAll('counter');
    ledger.markConfirmed('o-1', note('Confirmed'));
    const refused = refusal('order.not-possible-now', {
      order: { id: 'o-1', type: 'pick_up', orderNumber: '7', clientName: 'Jeanne Peeters' },
      state: 'confirmed',
    });
    expect(() => ledger.markHandled('o-1', note('x'))).toThrow(refused);
    expect(() => ledger.hold('o-1', note('x'))).toThrow(refused);
    expect(() => ledger.markGone('o-1', note('x'))).toThrow(refused);
    const error = thrown(() => ledger.markHandled('o-1', msg('order.marked-handled', { by: 'person' })));
    expect(say(messageOf(error), 'nl')).toBe(
      'Afhalen 7 · Jeanne Peeters is al afgedrukt en bevestigd, dus dit kan nu niet. Laad de lijst opnieuw om te zien hoe ze ervoor staat.',
    );
    expect(ledger.getOrder('o-1')!.state).toBe('confirmed');
  });

  it('marks an order gone, cancelling every pending job', () => {
    record(ledger, makeOrder('o-1'), ['counter', 'kitchen']);
    ledger.addReprint('o-1', 'bar');
    ledger.markGone(
      'o-1',
      note('The ordering service no longer lists it (confirmed elsewhere or cancelled)'),
    );
    expect(ledger.getOrder('o-1')).toMatchObject({
      state: 'gone',
      reason: note('The ordering service no longer lists it (confirmed elsewhere or cancelled)'),
    });
    expect(ledger.jobsOf('o-1').map((job) => job.state)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(kinds('o-1').at(-1)).toBe('gone');
    expect(ledger.counts().pendingJobs).toBe(0);
  });

  it('cancels a job that fails after its order stopped wanting it', () => {
    record(ledger, makeOrder('o-1'));
    const [job] = ledger.jobsOf('o-1');
    ledger.startJob(job!.id);
    ledger.hold('o-1', note('A person took over'));
    ledger.jobFailed(job!.id, note('Printer offline'), false);
    expect(ledger.jobsOf('o-1')[0]!.state).toBe('cancelled');
  });

  it('releases a held order to print again on the printers that did not print it', () => {
    record(ledger, makeOrder('o-1'), ['counter', 'kitchen']);
    const [counter] = ledger.jobsOf('o-1');
    ledger.startJob(counter!.id);
    ledger.jobPrinted(counter!.id, 'verified', note('Printed'));
    ledger.hold('o-1', note('Kitchen printer offline for too long'));
    expect(() => ledger.release('waiting-or-missing', ['counter'])).toThrow(refusal('order.unknown'));

    ledger.setPrinterNames(new Map([['kitchen', 'Kitchen']]));
    const released = ledger.release('o-1', ['counter', 'kitchen']);
    expect(released).toMatchObject({ state: 'waiting', reason: null });
    expect(ledger.jobsOf('o-1').map((job) => [job.printerId, job.state])).toEqual([
      ['counter', 'printed'],
      ['kitchen', 'cancelled'],
      ['kitchen', 'pending'],
    ]);
    expect(ledger.timeline('o-1').at(-1)).toMatchObject({
      kind: 'released',
      detail: msg('order.released', { printers: ['Kitchen'] }),
    });
    expect(say(ledger.timeline('o-1').at(-1)!.detail, 'fr')).toBe(
      'Réessayée\u202f: elle s’imprime sur Kitchen.',
    );
    expect(() => ledger.release('o-1', ['kitchen'])).toThrow(
      refusal('order.not-possible-now', { state: 'waiting' }),
    );
    printAll('kitchen');
    expect(ledger.getOrder('o-1')!.state).toBe('printed');
  });

  it('keeps the duplicate mark of an attempt that may have printed when the order is released', () => {
    record(ledger, makeOrder('o-1'));
    const [job] = ledger.jobsOf('o-1');
    ledger.startJob(job!.id);
    ledger.hold('o-1', note('Another printer held it'));
    ledger.jobFailed(job!.id, note('Connection lost mid-job'), true);
    const released = ledger.release('o-1', ['counter']);
    expect(released.state).toBe('waiting');
    expect(ledger.pendingJobs('counter')[0]).toMatchObject({ orderId: 'o-1', possibleDuplicate: true });
  });

  it('records a confirm the service accepted even when the order was held or marked gone meanwhile', () => {
    record(ledger, makeOrder('o-1'));
    printAll('counter');
    ledger.markGone('o-1', note('No longer listed'));
    ledger.markConfirmed('o-1', note('Confirmed to the service.'));
    expect(ledger.getOrder('o-1')).toMatchObject({ state: 'confirmed', reason: null });
    record(ledger, makeOrder('o-2'));
    expect(() => ledger.markConfirmed('o-2', note('too early'))).toThrow('waiting to print');
  });

  it('lets a handled order the service no longer knows be marked gone', () => {
    record(ledger, makeOrder('o-1'));
    ledger.markHandled('o-1', note('by hand'));
    ledger.markGone('o-1', note('The service no longer knows it.'));
    expect(ledger.getOrder('o-1')?.state).toBe('gone');
    expect(ledger.handledToConfirm()).toEqual([]);
  });

  it('takes a job that cannot be printed out of the queue, with the reason', () => {
    record(ledger, makeOrder('o-1'));
    const reprint = ledger.addReprint('o-1', 'kitchen');
    ledger.cancelJob(reprint.id, note('The receipt could not be built.'));
    expect(ledger.pendingJobs('kitchen')).toEqual([]);
    expect(ledger.timeline('o-1').at(-1)).toMatchObject({ kind: 'print-failed', printerId: 'kitchen' });
    expect(ledger.getOrder('o-1')?.state).toBe('waiting');
  });

  it('releases a gone order the service lists again, so it prints after all', () => {
    record(ledger, makeOrder('o-1'));
    ledger.markGone('o-1', note('No longer listed'));
    expect(ledger.jobsOf('o-1')[0]!.state).toBe('cancelled');
    expect(ledger.release('o-1', ['counter'])).toMatchObject({ state: 'waiting', reason: null });
    expect(ledger.pendingJobs('counter').map((job) => job.orderId)).toEqual(['o-1']);
  });

  it('releases a held order whose printers all printed it straight to confirming', () => {
    record(ledger, makeOrder('o-1'));
    printAll('counter');
    ledger.hold('o-1', note('Confirm refused three times'));
    expect(ledger.release('o-1', ['counter'])).toMatchObject({ state: 'printed', reason: null });
    expect(ledger.ordersToConfirm().map((entry) => entry.id)).toEqual(['o-1']);
  });

  it('refuses to release an undecodable order or one with nowhere to print', () => {
    ledger.recordUndecodable({ tenant: TENANT, shopId: 1, id: 'bad', raw: '{', reason: note('not JSON') });
    expect(() => ledger.release('bad', ['counter'])).toThrow(refusal('order.unreadable-cannot-print'));
    record(ledger, makeOrder('no-printer'), [], 3);
    expect(() => ledger.release('no-printer', [])).toThrow(
      refusal('order.no-printer-to-retry', { shop: 'Bakkerij', shopId: 3 }),
    );
    expect(ledger.release('no-printer', ['counter']).state).toBe('waiting');
    expect(ledger.pendingJobs('counter').map((job) => job.orderId)).toEqual(['no-printer']);
  });
});

describe('overviews', () => {
  it('lists the open orders of one shop of one tenant', () => {
    record(ledger, makeOrder('waiting'), ['counter'], 1);
    clock.advance(1_000);
    record(ledger, makeOrder('printed'), ['kitchen'], 1);
    printAll('kitchen');
    record(ledger, makeOrder('held'), ['counter'], 1);
    ledger.hold('held', note('x'));
    record(ledger, makeOrder('other-shop'), ['counter'], 2);
    ledger.recordOrder({
      tenant: 'other',
      shopId: 1,
      order: makeOrder('other-tenant'),
      printerIds: ['c'],
    });
    expect(ledger.openOrders(TENANT, 1).map((entry) => entry.id)).toEqual(['waiting', 'printed']);
  });

  it('counts per shop and per state', () => {
    record(ledger, makeOrder('old'), ['counter'], 1);
    printAll('counter');
    ledger.markConfirmed('old', note('ok'));
    clock.advance(60 * 60 * 1000);
    const since = clock.now();
    record(ledger, makeOrder('a'), ['counter'], 1);
    record(ledger, makeOrder('b'), [], 1);
    record(ledger, makeOrder('c'), ['counter', 'kitchen'], 2);
    ledger.addReprint('old', 'counter');
    expect(ledger.shopCounts(since)).toEqual([
      { shopId: 1, seen: 2, waiting: 1, held: 1 },
      { shopId: 2, seen: 1, waiting: 1, held: 0 },
    ]);
    expect(ledger.counts()).toEqual({
      byState: { waiting: 2, printed: 0, confirmed: 1, held: 1, handled: 0, gone: 0 },
      pendingJobs: 4,
      total: 4,
    });
  });

  it('keeps the engine’s notes', () => {
    expect(ledger.getMeta('confirm-method')).toBeNull();
    ledger.setMeta('confirm-method', 'PUT');
    ledger.setMeta('confirm-method', 'POST');
    expect(ledger.getMeta('confirm-method')).toBe('POST');
  });

  it('writes a batch whole or not at all', () => {
    expect(() =>
      ledger.batch(() => {
        record(ledger, makeOrder('in-batch'));
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(ledger.getOrder('in-batch')).toBeNull();
    ledger.batch(() => {
      record(ledger, makeOrder('kept'));
      // A failing step inside a batch undoes only itself.
      expect(() => ledger.startJob(424242)).toThrow();
    });
    expect(ledger.getOrder('kept')).not.toBeNull();
  });
});

describe('search text', () => {
  it('finds orders by product, option, extra and plate text', () => {
    record(
      ledger,
      makeOrder('cake', {
        lines: [
          line('Chocoladetaart', {
            options: [
              {
                name: 'Tekstplaatje',
                pluCode: 'T',
                qty: 1,
                total: cents(250),
                type: 'text',
                meta: 'Gelukkige\nverjaardag Oma!',
              },
            ],
            extras: [{ name: 'Kaarsjes', pluCode: 'K', qty: 6, total: cents(0), unit: 'st' }],
          }),
        ],
      }),
    );
    for (const text of ['chocolade', 'plaatje', 'kaarsjes', 'gelukkige verjaardag', 'OMA!']) {
      expect(
        ledger.history({ text }).rows.map((row) => row.id),
        text,
      ).toEqual(['cake']);
    }
  });
});

describe('a held order printed elsewhere at a person’s request', () => {
  it('is printed once that printer proves it, and goes on to be confirmed; without proof it stays held', () => {
    ledger.setPrinterNames(new Map([['kitchen', 'Keuken']]));
    record(ledger, makeOrder('proven'));
    record(ledger, makeOrder('unproven'));
    ledger.hold('proven', note('its printer was removed'), 'printer-removed');
    ledger.hold('unproven', note('its printer was removed'), 'printer-removed');

    const proven = ledger.addReprint('proven', 'kitchen');
    ledger.startJob(proven.id);
    const after = ledger.jobPrinted(proven.id, 'verified', note('Printed on Keuken'));
    expect(after).toMatchObject({ state: 'printed', holdCode: null, reason: null });
    expect(ledger.timeline('proven').at(-1)).toMatchObject({
      kind: 'released',
      printerId: 'kitchen',
      detail: msg('order.printed-elsewhere', { printer: 'Keuken' }),
    });
    expect(ledger.ordersToConfirm(clock.now()).map((entry) => entry.id)).toContain('proven');

    const unproven = ledger.addReprint('unproven', 'kitchen');
    ledger.startJob(unproven.id);
    expect(ledger.jobPrinted(unproven.id, 'none', note('Sent to Keuken'))).toMatchObject({
      state: 'held',
      holdCode: 'printer-removed',
    });
  });
});

describe('a held order reprinted on a printer of another kind', () => {
  it('stays held while a label is owed and only receipts were reprinted; a label reprint releases it', () => {
    const order = makeOrder('cake-label-owed');
    record(ledger, order, ['counter', 'labels']);
    const jobs = ledger.jobsOf(order.id);
    for (const job of jobs) ledger.startJob(job.id);
    const receiptJob = jobs.find((job) => job.printerId === 'counter')!;
    const labelJob = jobs.find((job) => job.printerId === 'labels')!;
    ledger.jobPrinted(receiptJob.id, 'verified', note('Printed on Counter'));
    expect(ledger.jobPrinted(labelJob.id, 'none', note('Sent to Labels'))).toMatchObject({
      state: 'held',
      holdCode: 'unverified',
    });
    // Receipts stand in for receipts only: the label owed is not on paper because a receipt is.
    const isReceiptPrinter = (printerId: string): boolean => printerId !== 'labels';
    const receiptAgain = ledger.addReprint(order.id, 'counter');
    ledger.startJob(receiptAgain.id);
    expect(
      ledger.jobPrinted(receiptAgain.id, 'verified', note('Printed on Counter'), isReceiptPrinter),
    ).toMatchObject({ state: 'held', holdCode: 'unverified' });

    const labelsAgain = ledger.addReprint(order.id, 'labels-2');
    ledger.startJob(labelsAgain.id);
    const isLabelPrinter = (printerId: string): boolean => printerId.startsWith('labels');
    expect(
      ledger.jobPrinted(labelsAgain.id, 'verified', note('Printed on Labels 2'), isLabelPrinter),
    ).toMatchObject({ state: 'printed', holdCode: null });
  });
});

describe('printer names', () => {
  it('remembers the last name of a printer removed since, across a reopen', () => {
    const path = dir.path(`names-${++fileNumber}.sqlite`);
    const first = Ledger.open(path, { now: clock.now });
    first.setPrinterNames(new Map([['printer-2', 'Keuken']]));
    first.setPrinterNames(new Map([['printer-3', 'Toog']]));
    expect(first.knownPrinterName('printer-2')).toBe('Keuken');
    first.close();
    const again = Ledger.open(path, { now: clock.now });
    expect(again.knownPrinterName('printer-2')).toBe('Keuken');
    expect(again.knownPrinterName('printer-3')).toBe('Toog');
    expect(again.knownPrinterName('never-named')).toBeNull();
    again.close();
  });
});
