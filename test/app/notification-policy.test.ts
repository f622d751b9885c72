import { describe, expect, it } from 'vitest';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import {
  NEW_ORDER_WINDOW_MS,
  NotificationPolicy,
  PROBLEM_GONE_MS,
  PROBLEM_GRACE_MS,
  REMINDER_MS,
  type DesktopNotification,
} from '../../electron/core/app/notification-policy';
import { appLanguage, NotificationWords } from '../../electron/common/i18n/notification-words';
import { languageOfLocale as notificationLanguage } from '../../electron/common/words/languages';
import type { ProblemView } from '../../electron/common/contract/app-api';

const settings = { newOrder: true, problems: true, sound: true };
const english = new NotificationWords('en');
const paperOut = (waiting = 3): ProblemView => ({
  kind: 'printer-not-ready',
  printerId: 'p1',
  printerName: 'Counter',
  state: 'paper_out',
  waiting,
  detail: verbatim('Counter is out of paper.'),
});
const outage: ProblemView = {
  kind: 'service-failing',
  since: '2025-03-14T12:00:00.000Z',
  failures: 3,
  detail: verbatim('The service answered HTTP 503.'),
};
const held = (count: number): ProblemView => ({ kind: 'held-orders', count });

/** Feeds the policy a snapshot every `step` ms from `from` to `to`; returns every notification told. */
function run(
  policy: NotificationPolicy,
  from: number,
  to: number,
  problemsAt: (at: number) => readonly ProblemView[],
  step = 2_000,
): { at: number; note: DesktopNotification }[] {
  const told: { at: number; note: DesktopNotification }[] = [];
  for (let at = from; at <= to; at += step)
    for (const note of policy.onProblems(problemsAt(at), at)) told.push({ at, note });
  return told;
}

describe('desktop notifications of problems', () => {
  it('tell a paper-out that flaps between retries once, after its grace period, and once when over', () => {
    const policy = new NotificationPolicy(() => settings, english);
    // Out of paper for a minute, but every 6 s a retry shows the printer "printing" for a moment.
    const told = run(policy, 0, 60_000, (at) => (at % 6_000 === 0 && at > 0 ? [] : [paperOut()]));
    expect(told).toEqual([
      {
        at: PROBLEM_GRACE_MS,
        note: {
          title: 'Counter is out of paper',
          body: '3 receipts wait for it. Load paper: printing goes on by itself.',
          sound: true,
        },
      },
    ]);
    // Paper loaded: the problem is gone, and said so once it stayed gone (quietly: good news).
    const after = run(policy, 62_000, 120_000, () => []);
    expect(after).toEqual([
      {
        // Last seen at 58 s (at 60 s a retry was under way).
        at: 58_000 + PROBLEM_GONE_MS,
        note: { title: 'Counter prints again', body: 'The waiting receipts are printing.', sound: false },
      },
    ]);
  });

  it('tell nothing of a problem shorter than the grace period, not even that it is over', () => {
    const policy = new NotificationPolicy(() => settings, english);
    expect(run(policy, 0, 120_000, (at) => (at < PROBLEM_GRACE_MS - 2_000 ? [paperOut()] : []))).toEqual([]);
  });

  it('tell a service outage after the grace period, and when orders come in again', () => {
    const policy = new NotificationPolicy(() => settings, english);
    const told = run(policy, 0, 200_000, (at) => (at < 100_000 ? [outage] : []), 5_000);
    expect(told.map(({ at, note }) => [at, note.title])).toEqual([
      [PROBLEM_GRACE_MS, 'New orders are not coming in'],
      [95_000 + PROBLEM_GONE_MS, 'Orders come in again'],
    ]);
  });

  it('remind of a problem still there only after a long while', () => {
    const policy = new NotificationPolicy(() => settings, english);
    const told = run(policy, 0, 2 * REMINDER_MS + 60_000, () => [outage], 10_000);
    expect(told.map(({ at, note }) => [at, note.title])).toEqual([
      [PROBLEM_GRACE_MS, 'New orders are not coming in'],
      [PROBLEM_GRACE_MS + REMINDER_MS, 'Still: New orders are not coming in'],
      [PROBLEM_GRACE_MS + 2 * REMINDER_MS, 'Still: New orders are not coming in'],
    ]);
  });

  it('tell one more held order, but not the same ones again', () => {
    const policy = new NotificationPolicy(() => settings, english);
    // One held order, retried (released for a moment), held again, then a second one.
    const told = run(policy, 0, 120_000, (at) => (at < 60_000 ? [held(1)] : at < 70_000 ? [] : [held(2)]));
    expect(told.map(({ at, note }) => [at, note.title])).toEqual([
      [PROBLEM_GRACE_MS, 'An order needs you'],
      [70_000, '2 orders need you'],
    ]);
  });

  it('tell one more order gone from the service at once, and nothing when a person has seen them all', () => {
    const policy = new NotificationPolicy(() => settings, english);
    const gone = (...orderIds: string[]): ProblemView => ({
      kind: 'orders-gone',
      count: orderIds.length,
      orderIds,
    });
    const told = run(policy, 0, 150_000, (at) =>
      at < 50_000 ? [gone('cake')] : at < 90_000 ? [gone('cake', 'tart')] : [],
    );
    expect(told.map(({ at, note }) => [at, note.title])).toEqual([
      [PROBLEM_GRACE_MS, 'An order is gone from the ordering service: cancelled?'],
      [50_000, '2 orders are gone from the ordering service: cancelled?'],
    ]);
  });

  it('does not tell late orders apart while the printer they wait for is told', () => {
    const policy = new NotificationPolicy(() => settings, english);
    const late: ProblemView = { kind: 'orders-waiting', count: 3, oldestSince: '2025-03-14T12:00:00.000Z' };
    const told = run(policy, 0, 60_000, () => [paperOut(), late]);
    expect(told.map(({ note }) => note.title)).toEqual(['Counter is out of paper']);
  });

  it('never says a doubted token is accepted again when it was rejected after all', () => {
    const policy = new NotificationPolicy(() => settings, english);
    const doubted: ProblemView = {
      kind: 'token-doubted',
      since: '2025-03-14T12:00:00.000Z',
      detail: verbatim('401'),
    };
    const rejected: ProblemView = { kind: 'token-rejected', detail: verbatim('Token rejected.') };
    const told = run(policy, 0, 120_000, (at) => (at < 40_000 ? [doubted] : [rejected]));
    expect(told.map(({ at, note }) => [at, note.title])).toEqual([
      [PROBLEM_GRACE_MS, 'The ordering service refused the access token'],
      [40_000 + PROBLEM_GRACE_MS, 'The ordering service refuses the access token'],
    ]);
  });

  it('tells nothing when problem notifications are off, and plays the sound only when asked', () => {
    const off = new NotificationPolicy(() => ({ ...settings, problems: false }), english);
    expect(run(off, 0, 120_000, (at) => (at < 60_000 ? [outage] : []))).toEqual([]);
    const quiet = new NotificationPolicy(() => ({ ...settings, sound: false }), english);
    expect(run(quiet, 0, 30_000, () => [outage]).map(({ note }) => note.sound)).toEqual([false]);
  });

  it('says the service’s own account of an outage, in the notification’s language', () => {
    const refused: ProblemView = { ...outage, detail: msg('app.service-gave-no-reason') };
    expect(english.problem(refused).body).toBe(
      'The ordering service did not say why. OrderSlip keeps trying.',
    );
    expect(new NotificationWords('nl').problem(refused).body).toBe(
      'De bestelservice zei niet waarom. OrderSlip blijft het proberen.',
    );
    expect(new NotificationWords('fr').problem(refused).body).toBe(
      'Le service de commandes n’a pas dit pourquoi. OrderSlip continue d’essayer.',
    );
  });

  it('speaks the app’s language setting, or the system’s when it follows the system', () => {
    expect(appLanguage('system', 'nl-BE')).toBe('nl');
    expect(appLanguage('system', 'de-BE')).toBe('de');
    expect(appLanguage('system', 'it-IT')).toBe('en');
    expect(appLanguage('fr', 'nl-BE')).toBe('fr');
    expect(appLanguage('en', 'fr-BE')).toBe('en');
  });

  it('speaks the host’s language', () => {
    expect(notificationLanguage('nl-BE')).toBe('nl');
    expect(notificationLanguage('fr')).toBe('fr');
    expect(notificationLanguage('de-DE')).toBe('de');
    expect(notificationLanguage('it-IT')).toBe('en');
    expect(notificationLanguage('')).toBe('en');
    const dutch = new NotificationPolicy(() => settings, new NotificationWords('nl'));
    expect(run(dutch, 0, 30_000, () => [paperOut(1)]).map(({ note }) => [note.title, note.body])).toEqual([
      [
        'Counter heeft geen papier meer',
        '1 bon wacht erop. Leg nieuw papier in: het afdrukken gaat vanzelf verder.',
      ],
    ]);
    const french = new NotificationPolicy(() => settings, new NotificationWords('fr'));
    expect(run(french, 0, 30_000, () => [outage]).map(({ note }) => note.title)).toEqual([
      'Les nouvelles commandes n’arrivent plus',
    ]);
  });
});

describe('desktop notifications of new orders', () => {
  it('tells a burst of new orders once, after the burst', () => {
    const policy = new NotificationPolicy(() => settings, english);
    for (let i = 0; i < 5; i++) {
      expect(
        policy.onEvent(
          { type: 'order', orderId: `o${i}`, state: 'waiting', reason: null, isNew: true },
          1_000 + i,
        ),
      ).toBeNull();
    }
    expect(policy.flush(1_000 + NEW_ORDER_WINDOW_MS - 1)).toBeNull();
    expect(policy.flush(1_000 + NEW_ORDER_WINDOW_MS)).toEqual({
      title: '5 new orders',
      body: 'They are being printed.',
      sound: true,
    });
    expect(policy.flush(1_000 + NEW_ORDER_WINDOW_MS * 3)).toBeNull();
  });

  it('tells none when switched off', () => {
    const off = new NotificationPolicy(() => ({ newOrder: false, problems: false, sound: false }), english);
    off.onEvent({ type: 'order', orderId: 'o', state: 'waiting', reason: null, isNew: true }, 0);
    expect(off.flush(NEW_ORDER_WINDOW_MS * 2)).toBeNull();
  });
});

describe('the words of the refusal to start on a busy data folder', () => {
  it('name the folder and the other process in the person’s language', () => {
    const busy = {
      folder: '/home/shop/.config/OrderSlip',
      kind: 'run' as const,
      pid: 4242,
      startedAt: '2026-11-23T08:00:00.000Z',
      hostname: null,
      lockFile: '/home/shop/.config/OrderSlip/orderslip.lock',
    };
    const nl = new NotificationWords('nl').folderBusy(busy);
    const fr = new NotificationWords('fr').folderBusy(busy);
    expect(nl.body).toContain('/home/shop/.config/OrderSlip');
    expect(nl.body).toContain('4242');
    expect(nl.title).toBe('OrderSlip draait al');
    expect(fr.body).toContain('orderslip run');
    expect(fr.body).not.toBe(nl.body);
    const elsewhere = new NotificationWords('en').folderBusy({ ...busy, hostname: 'kassa-2' });
    expect(elsewhere.body).toContain('on kassa-2');
    expect(elsewhere.body).toContain('orderslip.lock');
  });
});
