import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProblemView, StatusView as Status } from '../../electron/common/contract/app-api';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import App from '../../src/App.svelte';
import { i18n } from '../../src/lib/i18n.svelte';
import { attentionItem, FakeApi, printerView } from './fake-api';
import { showStatus } from './show-status';

/**
 * Status off the happy path: the headline says the worst state, Needs attention lists every problem and
 * every held order with what to do, and the question of an order sent without proof is answered here.
 */
const TEN_MINUTES_AGO = new Date(Date.now() - 10 * 60_000).toISOString();

const PAPER_OUT: ProblemView = {
  kind: 'printer-not-ready',
  printerId: 'counter',
  printerName: 'Counter',
  state: 'paper_out',
  waiting: 3,
  detail: verbatim('The printer reports: paper end.'),
};

/** A status with these problems, the first as the worst, and `waiting` orders not yet printed. */
function withProblems(api: FakeApi, problems: ProblemView[], waiting = 0, extra: Partial<Status> = {}): void {
  api.status = {
    ...api.status,
    problems,
    headline: { tone: problems.length > 0 ? 'bad' : 'ok', waiting, worst: problems[0] ?? null },
    ...extra,
  };
}

const headline = (): string => document.querySelector('.headline')?.textContent ?? '';
const attention = (): HTMLElement => screen.getByRole('region', { name: /^Needs attention/ });
const problem = (kind: string): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`[data-problem="${kind}"]`);
  if (!found) throw new Error(`no ${kind} on screen`);
  return found;
};
const entry = (id: string): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`[data-order="${id}"]`);
  if (!found) throw new Error(`no order ${id} on screen`);
  return found;
};

describe('Status headline', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
  });

  it('says all is well only when the app says so and lists no problem', async () => {
    await showStatus(api);
    expect(headline()).toBe('All is well: every order was printed and confirmed.');
    expect(within(attention()).getByText('Nothing needs attention right now.')).toBeTruthy();
  });

  it('gives the worst state in one sentence, and never says all is well with a problem', async () => {
    withProblems(api, [PAPER_OUT], 3);
    await showStatus(api);
    expect(headline()).toBe('3 orders wait: Counter is out of paper');
    expect(document.querySelector<HTMLElement>('.headline')?.dataset['tone']).toBe('bad');
    expect(screen.queryByText(/All is well/)).toBeNull();
    expect(screen.queryByText(/Nothing needs attention/)).toBeNull();
  });

  it('does not say all is well when the app is not content, even with no problem listed', async () => {
    api.status = { ...api.status, headline: { tone: 'warn', waiting: 2, worst: null } };
    await showStatus(api);
    expect(headline()).toBe('2 orders are being printed.');

    api.status = { ...api.status, headline: { tone: 'ok', waiting: 0, worst: null } };
    api.status = { ...api.status, connection: { state: 'failing', detail: verbatim('HTTP 503.') } };
    api.emit({ type: 'status-changed' });
    await waitFor(() => expect(headline()).toMatch(/New orders are not coming in/));
    expect(screen.queryByText(/All is well/)).toBeNull();
  });

  it('takes the first problem as the worst when the headline names none', async () => {
    withProblems(api, [{ kind: 'held-orders', count: 2 }]);
    api.status = { ...api.status, headline: { tone: 'ok', waiting: 0, worst: null } };
    await showStatus(api);
    expect(headline()).toBe('2 orders are held.');
  });
});

describe('Needs attention', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
  });

  it('words every problem with what happened and what to do', async () => {
    const problems: ProblemView[] = [
      { kind: 'ledger-damaged', detail: verbatim('database disk image is malformed') },
      { kind: 'ledger-unwritable', since: TEN_MINUTES_AGO, detail: verbatim('database or disk is full') },
      { kind: 'token-rejected', detail: verbatim('HTTP 401.') },
      { kind: 'token-doubted', since: TEN_MINUTES_AGO, detail: verbatim('HTTP 403 from a proxy.') },
      PAPER_OUT,
      {
        kind: 'printer-cannot-report',
        printerId: 'bakery',
        printerName: 'Bakery',
        jobsWithoutProof: 3,
        earlyAnswers: false,
      },
      {
        kind: 'service-failing',
        since: TEN_MINUTES_AGO,
        failures: 7,
        detail: verbatim('Connection refused.'),
      },
      { kind: 'wrong-shop', shopId: 3, otherShopIds: [1, 2], count: 12 },
      { kind: 'held-orders', count: 2 },
      {
        kind: 'confirm-failing',
        count: 2,
        since: TEN_MINUTES_AGO,
        detail: verbatim('HTTP 422 from the service.'),
      },
      { kind: 'printer-untested', printerId: 'bakery', printerName: 'Bakery' },
      { kind: 'orders-waiting', count: 3, oldestSince: TEN_MINUTES_AGO },
      { kind: 'history-lost', at: TEN_MINUTES_AGO },
      {
        kind: 'update-check-failed',
        version: '1.3.0',
        fromVersion: '1.2.0',
        detail: msg('update.check-failures', {
          failures: [msg('update.check-printer-silent', { printer: 'Counter' })],
        }),
      },
      {
        kind: 'not-collected',
        date: '2026-11-23',
        count: 2,
        orders: [
          {
            orderId: 'a',
            type: 'pick_up',
            orderNumber: '12',
            clientName: 'Zoë Verstraeten',
            dueTime: '10:30',
          },
          { orderId: 'b', type: 'delivery', orderNumber: '3', clientName: 'Jan Peeters', dueTime: '16:00' },
        ],
      },
      { kind: 'orders-gone', count: 2, orderIds: ['gone-a', 'gone-b'] },
      {
        kind: 'peer-conflict',
        shopId: 1042,
        shopName: 'Bakkerij Noëlle',
        otherPc: 'Office',
        otherAddress: '192.168.1.20',
        thisPcPrints: false,
      },
      {
        kind: 'took-over',
        shopId: 1042,
        shopName: null,
        fromPc: 'Office',
        at: TEN_MINUTES_AGO,
        possibleDuplicates: 2,
        ordersWaited: null,
      },
      { kind: 'shop-taken-over', shopId: 1043, shopName: null, byPc: 'Laptop', byAddress: '192.168.1.30' },
      {
        kind: 'standby-orders-waiting',
        shopId: 1044,
        shopName: null,
        printedBy: 'Laptop',
        orderNumber: '12',
        since: TEN_MINUTES_AGO,
        count: 2,
      },
      {
        kind: 'peer-unproven',
        address: '192.168.1.66',
        reason: 'unproven',
        shopId: 1042,
        shopName: null,
        records: 3,
        since: TEN_MINUTES_AGO,
      },
      { kind: 'discovery-failing', detail: verbatim('port 5353 in use') },
      {
        kind: 'fleet-failing',
        since: TEN_MINUTES_AGO,
        detail: msg('network.fleet-key-refused', { url: 'https://fleet.example' }),
      },
    ];
    withProblems(api, problems, 3);
    await showStatus(api);

    const expected: Record<ProblemView['kind'], RegExp> = {
      'ledger-damaged': /history is damaged, so OrderSlip stopped .* Restart OrderSlip/,
      'ledger-unwritable': /cannot write its order history since .* Free disk space on this computer/,
      'token-rejected': /refuses the access token, so no new orders come in. Enter a valid token/,
      'token-doubted':
        /refused the access token \(since (?:\d\d\/\d\d )?\d\d:\d\d\)\. OrderSlip keeps trying/,
      'printer-not-ready': /^Counter is out of paper: load paper, the 3 waiting orders then print\.$/,
      'printer-cannot-report':
        /^Bakery apparently cannot report that it printed: 3 orders .* If it is a printer without status \(a cheap clone, a USB printer\), turn on “Print without proof” for it in Settings › Printers\.$/,
      'service-failing': /cannot be reached since (?:\d\d\/\d\d )?\d\d:\d\d \(7 attempts failed\)/,
      'wrong-shop':
        /^The service answered shop 3’s listing with orders of shops 1, 2: they were left alone\. Check the shop id/,
      'held-orders': /^2 orders are held: each is listed below with what to do\.$/,
      'confirm-failing':
        /^The ordering service has refused to confirm 2 printed orders since (?:\d\d\/\d\d )?\d\d:\d\d\. They were printed and do not print again/,
      'printer-untested':
        /^Bakery was set up without a test print, so nobody has seen it print yet\. Print a test receipt/,
      'orders-waiting':
        /^3 orders have been waiting to print for more than a minute \(the oldest since (?:\d\d\/\d\d )?\d\d:\d\d\)/,
      'history-lost':
        /^The order history was lost .*: the first orders print marked POSSIBLE DUPLICATE; check them against what was printed\.$/,
      'update-check-failed':
        /^OrderSlip was updated from 1\.2\.0 to 1\.3\.0, and part of it does not answer since\. If it stays so, go back to 1\.2\.0/,
      'not-collected':
        /^It is past closing time and 2 orders due today were not collected: Pick-up 12 Zoë Verstraeten \(10:30\), Delivery 3 Jan Peeters \(16:00\)\. Call the customers, or mark them collected in Day\.$/,
      'orders-gone':
        /^2 orders printed here are gone from the ordering service: they are listed below under “Gone from the ordering service”, with what to do\.$/,
      'peer-conflict':
        /^Bakkerij Noëlle is set to print on this PC and on Office \(192\.168\.1\.20\)\. Office prints it, the other waits: in Settings › Network, untick “This PC prints it” on one of the two\.$/,
      'took-over':
        /^Office stopped answering .*: this PC prints shop 1042 now\. 2 orders that were waiting printed marked POSSIBLE DUPLICATE: check they were not made already\.$/,
      'shop-taken-over':
        /^Laptop \(192\.168\.1\.30\) took shop 1043 over from this PC: its orders waited unconfirmed here\./,
      'standby-orders-waiting':
        /^Laptop prints shop 1044, but order 12 and 1 more have waited unconfirmed since .*this PC takes shop 1044 over\.$/,
      'peer-unproven':
        /^A device on the network \(192\.168\.1\.66\) claims shop 1042 but cannot prove it belongs to this tenant: ignored \(3 announcements since .*\)\. If it is an OrderSlip, give it this tenant’s access token/,
      'discovery-failing':
        /^Other OrderSlips on the network cannot be found: if another PC prints the same shop/,
      'fleet-failing':
        /^The reports to the chain’s fleet host have failed since .*: the owner sees this PC as silent\. Check the fleet address and key in Settings › Fleet\. Printing goes on\.$/,
    };
    for (const [kind, sentence] of Object.entries(expected))
      expect(problem(kind).querySelector('.sentence')?.textContent, kind).toMatch(sentence);
    // The engine's detail stands on its own line, with no prefix of ours before its own words.
    expect(problem('service-failing').querySelector('.detail')?.textContent).toBe('Connection refused.');
    expect(problem('confirm-failing').querySelector('.detail')?.textContent).toBe(
      'HTTP 422 from the service.',
    );
    // The self-check's findings are the engine's detail, said on their own line.
    expect(problem('update-check-failed').querySelector('.detail')?.textContent).toBe(
      'The printer Counter has not answered its status.',
    );
    expect(document.body.textContent).not.toMatch(/OrderSlip says/);
    // Twenty-two problems to act on, the held orders counted by their own entries (none here).
    expect(within(attention()).getByText('22', { selector: '.count' })).toBeTruthy();
  });

  it('does not repeat a paused printer’s state under its sentence, in any language', async () => {
    const paused: ProblemView = {
      kind: 'printer-not-ready',
      printerId: 'counter',
      printerName: 'Counter',
      state: 'paused',
      waiting: 2,
      detail: msg('printer.paused', { printer: 'Counter' }),
    };
    withProblems(api, [paused], 2);
    await showStatus(api);
    expect(problem('printer-not-ready').querySelector('.sentence')?.textContent).toBe(
      'Counter is paused: resume it, the 2 waiting orders then print.',
    );
    expect(problem('printer-not-ready').querySelector('.detail')).toBeNull();
    i18n.set('fr');
    await waitFor(() =>
      expect(problem('printer-not-ready').querySelector('.sentence')?.textContent).toMatch(
        /^Counter est en pause/,
      ),
    );
    expect(problem('printer-not-ready').querySelector('.detail')).toBeNull();
    expect(problem('printer-not-ready').textContent).not.toMatch(/En pause|indique/);
    i18n.set('en');
  });

  it('offers each problem its way out', async () => {
    withProblems(api, [
      PAPER_OUT,
      { ...PAPER_OUT, printerId: 'bakery', printerName: 'Bakery', state: 'paused' },
      {
        kind: 'printer-cannot-report',
        printerId: 'counter',
        printerName: 'Counter',
        jobsWithoutProof: 3,
        earlyAnswers: false,
      },
      { kind: 'service-failing', since: TEN_MINUTES_AGO, failures: 4, detail: verbatim('Timeout.') },
      { kind: 'token-rejected', detail: verbatim('HTTP 401.') },
    ]);
    const { onsetup } = await showStatus(api);

    await fireEvent.click(screen.getByRole('button', { name: 'Try Counter again' }));
    await waitFor(() => expect(api.callsOf('retryPrinter')).toEqual([['counter']]));
    await fireEvent.click(screen.getByRole('button', { name: 'Resume Bakery' }));
    await waitFor(() => expect(api.callsOf('resumePrinter')).toEqual([['bakery']]));
    await fireEvent.click(within(problem('service-failing')).getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(api.callsOf('retryNow')).toEqual([[null]]));
    await fireEvent.click(screen.getByRole('button', { name: 'Open the settings of Counter' }));
    expect(onsetup).toHaveBeenLastCalledWith(false, 'counter');
    await fireEvent.click(
      within(problem('token-rejected')).getByRole('button', { name: 'Open the settings' }),
    );
    expect(onsetup).toHaveBeenLastCalledWith(false);
  });

  it('never shows a green Connected badge while the service fails or refuses the token', async () => {
    withProblems(api, [
      { kind: 'service-failing', since: TEN_MINUTES_AGO, failures: 4, detail: verbatim('Timeout.') },
    ]);
    const first = await showStatus(api);
    const badge = (): HTMLElement =>
      screen.getByRole('region', { name: /^Connection/ }).querySelector<HTMLElement>('.badge')!;
    expect(badge().textContent?.trim()).toBe('Cannot reach the service');
    expect(badge().dataset['tone']).toBe('bad');
    first.unmount();

    withProblems(api, [{ kind: 'token-doubted', since: TEN_MINUTES_AGO, detail: verbatim('HTTP 403.') }]);
    await showStatus(api);
    expect(badge().textContent?.trim()).toBe('Token refused, still trying');
    expect(badge().dataset['tone']).toBe('warn');
  });

  it('asks whether an order sent without proof came out, and passes the answer on', async () => {
    api.status = {
      ...api.status,
      attention: [
        attentionItem({ holdCode: 'unverified', printerId: 'counter', printerName: 'Counter' }),
        attentionItem({
          orderId: 'o-13',
          orderNumber: '13',
          clientName: 'Jan',
          holdCode: 'unverified',
          printerId: 'counter',
          printerName: 'Counter',
        }),
      ],
    };
    await showStatus(api);
    const item = entry('o-12');
    expect(within(item).getByText('Did order Pick-up 12 come out on Counter?')).toBeTruthy();
    expect(within(item).getByText(/marked POSSIBLE DUPLICATE/)).toBeTruthy();
    // The question is the only decision: no retry (that would print it again unmarked) and no "handled".
    expect(within(item).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Mark handled' })).toBeNull();

    await fireEvent.click(within(item).getByRole('button', { name: 'It came out' }));
    await waitFor(() => expect(api.callsOf('answerUnverified')).toEqual([['o-12', 'came-out']]));
    expect(
      await within(item).findByText('Pick-up 12 counts as printed; it is confirmed to the service next.'),
    ).toBeTruthy();

    await fireEvent.click(within(entry('o-13')).getByRole('button', { name: 'Print again' }));
    await waitFor(() => expect(api.callsOf('answerUnverified').at(-1)).toEqual(['o-13', 'print-again']));
    expect(
      await within(entry('o-13')).findByText(
        'Pick-up 13 prints again on Counter, marked POSSIBLE DUPLICATE.',
      ),
    ).toBeTruthy();
  });

  it('words each other hold by its code and offers only what can be done', async () => {
    api.status = {
      ...api.status,
      attention: [
        attentionItem({
          orderId: 'removed',
          holdCode: 'printer-removed',
          reason: msg('engine.removed-printer-jobs-dropped', { count: 1 }),
        }),
        attentionItem({ orderId: 'no-printer', holdCode: 'no-printer' }),
        attentionItem({ orderId: 'large', holdCode: 'too-large', printable: false }),
        attentionItem({ orderId: 'build', holdCode: 'cannot-build' }),
        attentionItem({ orderId: 'unreadable', holdCode: 'undecodable', printable: false }),
        attentionItem({ orderId: 'other', holdCode: 'other', reason: verbatim('Something unforeseen.') }),
      ],
    };
    await showStatus(api);

    const removed = entry('removed');
    expect(
      within(removed).getByText(
        'Its printer was removed from the settings: choose a printer to print it on, or mark it handled.',
      ),
    ).toBeTruthy();
    expect(
      within(removed).getByText(
        'A printer is no longer in the settings; the job that was waiting for it did not print there.',
      ),
    ).toBeTruthy();
    expect(within(removed).queryByRole('button', { name: 'Retry' })).toBeNull();
    // The printer choice is open at once: choosing one is what it needs.
    await fireEvent.change(within(removed).getByLabelText('Print on'), { target: { value: 'bakery' } });
    await fireEvent.click(within(removed).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(api.callsOf('reprint')).toEqual([['removed', 'bakery']]));

    expect(within(entry('no-printer')).getByText(/^No printer is set up for its shop/)).toBeTruthy();
    expect(within(entry('large')).getByText(/^It is too large to print safely/)).toBeTruthy();
    expect(within(entry('large')).queryByRole('button', { name: 'Print elsewhere' })).toBeNull();
    expect(within(entry('build')).getByText(/^Its receipt could not be made/)).toBeTruthy();
    expect(within(entry('build')).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(entry('unreadable')).getByText(/so it cannot be printed/)).toBeTruthy();
    expect(within(entry('other')).getByText('Something unforeseen.')).toBeTruthy();
    expect(within(attention()).getByText('6', { selector: '.count' })).toBeTruthy();
  });

  it('says what a reprint really did: still waiting because the printer is out of paper, with Cancel', async () => {
    api.status = {
      ...api.status,
      printers: [printerView(), printerView({ printerId: 'bakery', name: 'Bakery', state: 'paper_out' })],
      attention: [attentionItem({ holdCode: 'cannot-build' })],
    };
    api.reprintOutcome = {
      jobId: 88,
      outcome: 'waiting',
      printerState: 'paper_out',
      detail: verbatim('Paper end.'),
    };
    await showStatus(api);
    const item = entry('o-12');
    await fireEvent.click(within(item).getByRole('button', { name: 'Print elsewhere' }));
    await fireEvent.change(within(item).getByLabelText('Print on'), { target: { value: 'bakery' } });
    await fireEvent.click(within(item).getByRole('button', { name: 'Print' }));
    expect(
      await within(item).findByText(
        'The reprint is waiting because Bakery is out of paper. It prints as soon as the printer is ready, unless you cancel it.',
      ),
    ).toBeTruthy();
    expect(within(item).queryByText(/was sent/)).toBeNull();
    await fireEvent.click(within(item).getByRole('button', { name: 'Cancel the reprint' }));
    await waitFor(() => expect(api.callsOf('cancelReprint')).toEqual([[88]]));
    expect(await within(item).findByText('The reprint on Bakery was cancelled.')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Cancel the reprint' })).toBeNull();
  });
});

describe('Needs attention, several orders at once', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
    api.status = {
      ...api.status,
      attention: [
        attentionItem({ orderId: 'o-12', holdCode: 'cannot-build' }),
        attentionItem({ orderId: 'o-13', orderNumber: '13', clientName: 'Jan', holdCode: 'other' }),
        attentionItem({
          orderId: 'o-14',
          orderType: 'delivery',
          orderNumber: '14',
          clientName: 'An',
          holdCode: 'undecodable',
          printable: false,
        }),
        attentionItem({
          orderId: 'o-15',
          orderNumber: '15',
          clientName: 'Lien',
          holdCode: 'unverified',
          printerId: 'counter',
          printerName: 'Counter',
        }),
      ],
    };
  });

  const bulk = (): HTMLElement => screen.getByRole('group', { name: 'With the selected orders' });
  const summary = (): string[] =>
    [...document.querySelectorAll('.attention .summary p')].map((line) => line.textContent ?? '');
  const pick = (id: string) => fireEvent.click(within(entry(id)).getByRole('checkbox', { name: /^Select / }));

  it('marks all three selected orders handled after one confirmation, and says which', async () => {
    await showStatus(api);
    // A question keeps its own two answers: it cannot be selected.
    expect(within(entry('o-15')).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('group', { name: 'With the selected orders' })).toBeNull();

    await fireEvent.click(screen.getByLabelText('Select all'));
    expect(within(bulk()).getByText('3 orders selected')).toBeTruthy();
    await fireEvent.click(within(bulk()).getByRole('button', { name: 'Mark selected handled' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark 3 orders handled?' });
    expect(
      within(dialog).getByText(
        'Pick-up 12 · Zoë Verstraeten, Pick-up 13 · Jan and Delivery 14 · An will be confirmed to the ordering service without OrderSlip printing them. Do this only when they were dealt with another way.',
      ),
    ).toBeTruthy();
    expect(api.callsOf('markHandled')).toEqual([]);
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, mark handled' }));

    await waitFor(() => expect(api.callsOf('markHandled')).toEqual([['o-12'], ['o-13'], ['o-14']]));
    await waitFor(() =>
      expect(summary()).toEqual([
        '3 orders marked handled: Pick-up 12 · Zoë Verstraeten, Pick-up 13 · Jan and Delivery 14 · An. They are confirmed to the service next.',
      ]),
    );
    expect(api.callsOf('answerUnverified')).toEqual([]);
    expect(within(entry('o-15')).getByRole('button', { name: 'It came out' })).toBeTruthy();
    // Done orders leave the selection.
    expect(screen.queryByRole('group', { name: 'With the selected orders' })).toBeNull();
  });

  it('retries the selected orders: says what was retried, what failed and what could not be', async () => {
    api.failNext('retryNow', msg('app.no-such-order', { orderId: 'o-12' }));
    await showStatus(api);
    await pick('o-12');
    await pick('o-13');
    await pick('o-14');
    await fireEvent.click(within(bulk()).getByRole('button', { name: 'Retry selected' }));

    await waitFor(() =>
      expect(summary()).toEqual([
        '1 order is tried again: Pick-up 13 · Jan.',
        '1 order left as it is, as this cannot be done for it: Delivery 14 · An.',
        'Retrying Pick-up 12 · Zoë Verstraeten did not work: There is no order o-12 in the history. Refresh the window.',
      ]),
    );
    expect(api.callsOf('retryNow')).toEqual([['o-12'], ['o-13']]);
    // What failed or did not fit stays selected, for another try.
    expect(within(bulk()).getByText('2 orders selected')).toBeTruthy();
  });

  it('prints the selected orders on another printer, and says where each one stands', async () => {
    await showStatus(api);
    await pick('o-12');
    await pick('o-13');
    await fireEvent.change(within(bulk()).getByLabelText('Print selected on'), {
      target: { value: 'bakery' },
    });
    await fireEvent.click(within(bulk()).getByRole('button', { name: 'Print' }));
    await waitFor(() =>
      expect(summary()).toEqual([
        '2 orders printed on Bakery: Pick-up 12 · Zoë Verstraeten and Pick-up 13 · Jan.',
      ]),
    );
    expect(api.callsOf('reprint')).toEqual([
      ['o-12', 'bakery'],
      ['o-13', 'bakery'],
    ]);
  });

  it('says the selection in Dutch', async () => {
    i18n.set('nl');
    api.settings = { ...api.settings, settings: { ...api.settings.settings, language: 'nl' } };
    api.reprintOutcome = { ...api.reprintOutcome, outcome: 'waiting', printerState: 'paper_out' };
    await showStatus(api);
    await fireEvent.click(screen.getByLabelText('Alles selecteren'));
    const group = screen.getByRole('group', { name: 'Met de geselecteerde bestellingen' });
    expect(within(group).getByText('3 bestellingen geselecteerd')).toBeTruthy();
    await fireEvent.click(within(group).getByRole('button', { name: 'Afdrukken' }));
    await waitFor(() =>
      expect(summary()).toEqual([
        '2 bestellingen wachten op Counter: Afhalen 12 · Zoë Verstraeten en Afhalen 13 · Jan. Ze worden afgedrukt zodra de printer klaar is.',
        '1 bestelling overgeslagen, want dat kan voor deze bestelling niet: Levering 14 · An.',
      ]),
    );
    i18n.set('en');
  });
});

describe('Status in Dutch', () => {
  it('says the paper ran out and asks about an order sent without proof, in Dutch, and passes the answers on', async () => {
    i18n.set('nl');
    const api = new FakeApi();
    withProblems(api, [PAPER_OUT, { kind: 'held-orders', count: 1 }], 3, {
      printers: [printerView({ state: 'paper_out', queued: 3 })],
      attention: [attentionItem({ holdCode: 'unverified', printerId: 'counter', printerName: 'Counter' })],
    });
    await showStatus(api);

    expect(headline()).toBe('3 bestellingen wachten: Counter heeft geen papier meer');
    const list = screen.getByRole('region', { name: /^Vraagt aandacht/ });
    expect(
      within(list).getByText(
        'Counter heeft geen papier meer: leg nieuw papier in, dan worden de 3 wachtende bestellingen afgedrukt.',
      ),
    ).toBeTruthy();
    const item = entry('o-12');
    expect(within(item).getByText('Is bestelling Afhalen 12 uit Counter gekomen?')).toBeTruthy();
    expect(within(item).getByText(/met de vermelding MOGELIJK DUBBEL/)).toBeTruthy();
    expect(screen.queryByText(/Alles in orde/)).toBeNull();

    await fireEvent.click(within(item).getByRole('button', { name: 'Opnieuw afdrukken' }));
    await waitFor(() => expect(api.callsOf('answerUnverified')).toEqual([['o-12', 'print-again']]));
    expect(
      await within(item).findByText(
        'Afhalen 12 wordt opnieuw afgedrukt op Counter, met de vermelding MOGELIJK DUBBEL.',
      ),
    ).toBeTruthy();
    await fireEvent.click(within(item).getByRole('button', { name: 'Ja, ze is eruit gekomen' }));
    await waitFor(() => expect(api.callsOf('answerUnverified').at(-1)).toEqual(['o-12', 'came-out']));
    i18n.set('en');
  });
});

describe('From a problem to the setting that fits it', () => {
  it('opens Settings at the printer’s “Print without proof”', async () => {
    i18n.set('en');
    const api = new FakeApi();
    withProblems(api, [
      {
        kind: 'printer-cannot-report',
        printerId: 'counter',
        printerName: 'Counter',
        jobsWithoutProof: 4,
        earlyAnswers: false,
      },
    ]);
    render(App, { props: { api } });
    await fireEvent.click(await screen.findByRole('button', { name: 'Open the settings of Counter' }));
    const printer = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.settings [data-printer="counter"]');
      if (!found) throw new Error('no printer settings yet');
      return found;
    });
    const setting = within(printer).getByLabelText('Print without proof');
    await waitFor(() => expect(document.activeElement).toBe(setting));
  });
});
