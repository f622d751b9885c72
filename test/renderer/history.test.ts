import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryQueryView } from '../../electron/common/contract/app-api';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import HistoryView from '../../src/views/HistoryView.svelte';
import { FakeApi, historyRow } from './fake-api';
import { jobView, sampleDetail } from './fixtures';

async function showHistory(api: FakeApi) {
  const live = new LiveStatus(api, 10);
  await live.refresh();
  const view = render(HistoryView, { props: { api, live, searchDebounceMs: 30 } });
  await waitFor(() => expect(api.callsOf('listHistory').length).toBeGreaterThan(0));
  return view;
}

const queries = (api: FakeApi): HistoryQueryView[] =>
  api.callsOf('listHistory').map((args) => args[0] as HistoryQueryView);
const lastQuery = (api: FakeApi): HistoryQueryView => queries(api).at(-1)!;
const drawnRows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('button.row')];

describe('History', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
    api.rows = Array.from({ length: 5000 }, (_, index) => historyRow(index));
  });

  it('lists the newest orders first and draws only the rows in view', async () => {
    await showHistory(api);
    await screen.findByText('100+ orders');
    const rows = drawnRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(within(rows[0]!).getByText('Client 4999')).toBeTruthy();
    expect(within(rows[1]!).getByText('Client 4998')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Orders, newest first' });
    expect(list.style.height).toBe(`${100 * 60}px`);
  });

  it('loads the next page with the cursor as the reader scrolls near the end', async () => {
    await showHistory(api);
    await screen.findByText('100+ orders');
    expect(queries(api)).toEqual([{ limit: 100 }]);
    const viewport = document.querySelector<HTMLElement>('.viewport')!;
    viewport.scrollTop = 90 * 60;
    await fireEvent.scroll(viewport);
    await screen.findByText('200+ orders');
    const second = lastQuery(api);
    expect(second.cursor).toBe(JSON.stringify([historyRow(4900).firstSeenAt, historyRow(4900).id]));
    expect(drawnRows().some((row) => row.textContent?.includes('Client 4900'))).toBe(true);
  });

  it('searches once the person stops typing', async () => {
    await showHistory(api);
    const search = screen.getByLabelText('Search');
    for (const text of ['C', 'Cl', 'Client 4', 'Client 42'])
      await fireEvent.input(search, { target: { value: text } });
    await waitFor(() => expect(lastQuery(api).text).toBe('Client 42'));
    expect(
      queries(api)
        .filter((query) => query.text !== undefined)
        .map((query) => query.text),
    ).toEqual(['Client 42']);
    await waitFor(() => expect(drawnRows()[0]?.textContent).toContain('Client 4299'));
  });

  it('filters on due dates, shop, type and state', async () => {
    await showHistory(api);
    await fireEvent.input(screen.getByLabelText('Due from'), { target: { value: '2026-11-20' } });
    await fireEvent.input(screen.getByLabelText('Due until'), { target: { value: '2026-11-30' } });
    await fireEvent.change(screen.getByLabelText('Shop'), { target: { value: '1042' } });
    await fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'delivery' } });
    await fireEvent.change(screen.getByLabelText('State'), { target: { value: 'held' } });
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        limit: 100,
        dueFrom: '2026-11-20',
        dueTo: '2026-11-30',
        shopId: 1042,
        type: 'delivery',
        state: 'held',
      }),
    );
    expect(await screen.findByText('No order matches.')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ limit: 100 }));
  });

  it('says what the search finds, and sorts by pick-up time as well as by arrival', async () => {
    api.rows = [
      historyRow(1, { dueDate: '2026-11-24', dueTime: '09:00:00' }),
      historyRow(2, { dueDate: '2026-11-23', dueTime: '16:00:00' }),
      historyRow(3, { dueDate: '2026-11-23', dueTime: '08:30:00' }),
    ];
    await showHistory(api);
    const search = screen.getByLabelText('Search');
    expect(search.getAttribute('placeholder')).toBe('Name, number, phone, #id…');
    expect(screen.getByText(/phone number, payment reference/)).toBeTruthy();
    await waitFor(() => expect(drawnRows()[0]?.textContent).toContain('Client 3'));
    // Short enough that the select shows them whole; the list's name says the order in full.
    expect(
      within(screen.getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Arrival', 'Pick-up or delivery']);
    await fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'due' } });
    await waitFor(() => expect(lastQuery(api)).toEqual({ limit: 100, sort: 'due' }));
    screen.getByRole('list', { name: 'Orders, soonest pick-up or delivery first' });
    await waitFor(() =>
      expect(drawnRows().map((row) => row.querySelector('.client')?.textContent)).toEqual([
        'Client 3',
        'Client 2',
        'Client 1',
      ]),
    );
  });

  it('opens the order at once when a scanner types its full id and Enter', async () => {
    api.rows = [historyRow(1), historyRow(2, { id: 'f5fd7c72-9b1e-4c4f-a7c1-2f7d3c9e0a11' })];
    api.details.set(
      'f5fd7c72-9b1e-4c4f-a7c1-2f7d3c9e0a11',
      sampleDetail({ id: 'f5fd7c72-9b1e-4c4f-a7c1-2f7d3c9e0a11' }),
    );
    await showHistory(api);
    const search = screen.getByLabelText('Search');
    await fireEvent.input(search, { target: { value: 'F5FD7C72-9B1E-4C4F-A7C1-2F7D3C9E0A11' } });
    await fireEvent.keyDown(search, { key: 'Enter' });
    const detail = await screen.findByRole('article');
    expect(within(detail).getByRole('heading', { name: 'Order Pick-up 12 · Zoë Verstraeten' })).toBeTruthy();
    expect(api.callsOf('getOrder').at(-1)?.[0]).toBe('f5fd7c72-9b1e-4c4f-a7c1-2f7d3c9e0a11');
  });

  it('finds an order by its short id as printed, and Enter with that opens nothing by itself', async () => {
    api.rows = [
      historyRow(1),
      historyRow(2, { id: 'f5fd7c72-9b1e-4c4f-a7c1-2f7d3c9e0a11', orderNumber: null }),
    ];
    await showHistory(api);
    // Without a number, a row is named by its short id, as the paper names it.
    await waitFor(() => expect(drawnRows()[0]?.textContent).toContain('#f5fd7c72'));
    const search = screen.getByLabelText('Search');
    await fireEvent.input(search, { target: { value: '#f5fd7c72' } });
    await fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(drawnRows()).toHaveLength(1));
    expect(lastQuery(api).text).toBe('#f5fd7c72');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('puts a new order at the top when the app announces it, keeping the rows loaded', async () => {
    await showHistory(api);
    await screen.findByText('100+ orders');
    api.rows.push(historyRow(5000, { clientName: 'Nieuwe Klant' }));
    api.emit({ type: 'order', orderId: 'order-05000', state: 'waiting', reason: null, isNew: true });
    await waitFor(() => expect(drawnRows()[0]?.textContent).toContain('Nieuwe Klant'));
    expect(screen.getByText('101+ orders')).toBeTruthy();
  });

  describe('an opened order', () => {
    beforeEach(() => {
      api.rows = [historyRow(12, { id: 'order-12', clientName: 'Zoë Verstraeten', state: 'waiting' })];
      api.details.set('order-12', sampleDetail({ state: 'waiting' }));
    });

    async function open(): Promise<HTMLElement> {
      await showHistory(api);
      await fireEvent.click(await screen.findByText('Zoë Verstraeten'));
      return screen.findByRole('article');
    }

    it('shows its receipt, its timeline and its raw data', async () => {
      const detail = await open();
      expect(
        within(detail).getByRole('heading', { name: 'Order Pick-up 12 · Zoë Verstraeten' }),
      ).toBeTruthy();
      expect(detail.querySelector('figure.paper')).not.toBeNull();
      expect(within(detail).getByText('Printed on Counter (verified by the printer).')).toBeTruthy();
      expect(within(detail).getByText(say(msg('order.received'), 'en'))).toBeTruthy();
      const timeline = detail.querySelector('.timeline')!;
      expect([...timeline.querySelectorAll('strong')].map((kind) => kind.textContent)).toEqual([
        'Arrived',
        'Printed',
        'Confirmed',
      ]);
      expect(detail.querySelector('details pre')?.textContent).toContain('"order_type": "pick_up"');
    });

    it('gives the client’s number in the shop’s format, to call from the counter', async () => {
      const detail = await open();
      // Sent as "+32470000000" to a Belgian shop.
      const phone = within(detail).getByRole('link', { name: '0470 00 00 00' });
      expect(phone.getAttribute('href')).toBe('tel:+32470000000');
      expect(phone.closest('dd')?.previousElementSibling?.textContent).toBe('Phone');
    });

    it('says its reason and timeline in the window’s language, and its money as the paper does', async () => {
      i18n.set('fr');
      const reason = msg('app.held-without-reason');
      api.details.set('order-12', sampleDetail({ state: 'held', reason }));
      const detail = await open();
      expect(within(detail).getByText(say(reason, 'fr'))).toBeTruthy();
      expect(within(detail).getByText(say(msg('order.received'), 'fr'))).toBeTruthy();
      expect(within(detail).getByText(say(msg('order.confirmed'), 'fr'))).toBeTruthy();
      expect(within(detail).getByText('€ 44,00')).toBeTruthy();
      const text = detail.textContent ?? '';
      for (const english of [reason, msg('order.received'), msg('order.confirmed')])
        expect(text).not.toContain(say(english, 'en'));
    });

    it('reprints it on the printer chosen', async () => {
      const detail = await open();
      await fireEvent.change(within(detail).getByLabelText('Reprint on'), { target: { value: 'bakery' } });
      await fireEvent.click(within(detail).getByRole('button', { name: 'Reprint' }));
      await waitFor(() => expect(api.callsOf('reprint')).toEqual([['order-12', 'bakery']]));
      expect(
        await within(detail).findByText('The reprint came out of Bakery: the printer confirmed it.'),
      ).toBeTruthy();
    });

    it('says a reprint was sent without proof when the printer cannot confirm it', async () => {
      api.reprintOutcome = { jobId: 9, outcome: 'delivered', printerState: null, detail: verbatim('Sent.') };
      const detail = await open();
      await fireEvent.click(within(detail).getByRole('button', { name: 'Reprint' }));
      expect(
        await within(detail).findByText(
          'The reprint was sent to Counter, but Counter cannot confirm that it printed: check that it came out.',
        ),
      ).toBeTruthy();
    });

    it('says a reprint waits because the printer is offline, cancels it, and never says it was sent', async () => {
      api.reprintOutcome = {
        jobId: 9,
        outcome: 'waiting',
        printerState: 'offline',
        detail: verbatim('Offline.'),
      };
      const detail = await open();
      await fireEvent.change(within(detail).getByLabelText('Reprint on'), { target: { value: 'bakery' } });
      api.details.set(
        'order-12',
        sampleDetail({
          state: 'waiting',
          jobs: [
            ...sampleDetail().jobs,
            jobView({
              id: 9,
              printerId: 'bakery',
              printerName: 'Bakery',
              kind: 'reprint',
              state: 'pending',
              verified: null,
            }),
          ],
        }),
      );
      await fireEvent.click(within(detail).getByRole('button', { name: 'Reprint' }));
      const waiting =
        'The reprint is waiting because Bakery is offline. It prints as soon as the printer is ready, unless you cancel it.';
      expect(await within(detail).findByText(waiting)).toBeTruthy();
      expect(within(detail).queryByText(/was sent/)).toBeNull();
      const job = await waitFor(() => {
        const found = detail.querySelector<HTMLElement>('[data-job="9"]');
        if (!found) throw new Error('the reprint is not listed yet');
        return found;
      });
      expect(within(job).getByText('Reprint')).toBeTruthy();
      expect(within(job).getByText('Waiting')).toBeTruthy();

      await fireEvent.click(within(detail).getByRole('button', { name: 'Cancel the reprint' }));
      await waitFor(() => expect(api.callsOf('cancelReprint')).toEqual([[9]]));
      expect(await within(detail).findByText('The reprint on Bakery was cancelled.')).toBeTruthy();
    });

    it('follows a waiting reprint until it printed', async () => {
      api.reprintOutcome = {
        jobId: 9,
        outcome: 'waiting',
        printerState: 'paper_out',
        detail: verbatim('Paper end.'),
      };
      const detail = await open();
      await fireEvent.click(within(detail).getByRole('button', { name: 'Reprint' }));
      await within(detail).findByText(/The reprint is waiting because Counter is out of paper/);
      api.details.set(
        'order-12',
        sampleDetail({
          jobs: [jobView({ id: 9, kind: 'reprint' })],
        }),
      );
      api.emit({ type: 'order', orderId: 'order-12', state: 'confirmed', reason: null, isNew: false });
      expect(
        await within(detail).findByText('The reprint came out of Counter: the printer confirmed it.'),
      ).toBeTruthy();
      expect(within(detail).queryByRole('button', { name: 'Cancel the reprint' })).toBeNull();
    });

    it('lists its print jobs, with proof, duplicate mark, and Cancel for a waiting reprint', async () => {
      api.details.set(
        'order-12',
        sampleDetail({
          state: 'waiting',
          jobs: [
            jobView({ id: 1 }),
            jobView({
              id: 2,
              printerId: 'bakery',
              printerName: 'Bakery',
              possibleDuplicate: true,
              verified: false,
            }),
            jobView({
              id: 3,
              printerId: 'bakery',
              printerName: 'Bakery',
              kind: 'reprint',
              state: 'pending',
              verified: null,
            }),
            jobView({ id: 4, kind: 'reprint', state: 'cancelled', verified: null }),
          ],
        }),
      );
      const detail = await open();
      const jobs = within(detail).getByRole('region', { name: 'Print jobs' });
      const row = (id: number): HTMLElement => jobs.querySelector<HTMLElement>(`[data-job="${id}"]`)!;
      expect(row(1).textContent).toMatch(/Counter.*Automatic.*Printed.*confirmed by the printer/);
      expect(row(2).textContent).toMatch(
        /Bakery.*Automatic.*Printed.*without proof.*marked POSSIBLE DUPLICATE/,
      );
      expect(row(3).textContent).toMatch(/Bakery.*Reprint.*Waiting/);
      expect(row(4).textContent).toMatch(/Counter.*Reprint.*Cancelled/);
      expect(within(jobs).getAllByRole('button')).toHaveLength(1);
      await fireEvent.click(within(row(3)).getByRole('button', { name: 'Cancel the reprint on Bakery' }));
      await waitFor(() => expect(api.callsOf('cancelReprint')).toEqual([[3]]));
    });

    it('titles a print the printer never confirmed by what is known, and never lists its job as cancelled', async () => {
      const unconfirmed = msg('printer.job-unconfirmed', {
        printer: 'Toonbank',
        cause: msg('general.text', { text: 'no answer' }),
      });
      const base = sampleDetail({ state: 'held' });
      for (const [language, title, state, cancelled] of [
        [
          'nl',
          'Verstuurd naar Toonbank, niet bevestigd',
          'Misschien afgedrukt, niet bevestigd',
          'Geannuleerd',
        ],
        ['fr', 'Envoyée à Toonbank, non confirmée', 'Peut-être imprimé, non confirmé', 'Annulé'],
      ] as const) {
        i18n.set(language);
        api.details.set(
          'order-12',
          sampleDetail({
            state: 'held',
            timeline: [
              base.timeline[0]!,
              {
                at: '2026-11-22T07:30:02.000Z',
                kind: 'sent-unconfirmed',
                printerId: 'toonbank',
                printerName: 'Toonbank',
                detail: unconfirmed,
              },
            ],
            jobs: [
              // Sent without proof, then printed again at a person's word: both stay what they are.
              jobView({
                id: 1,
                printerId: 'toonbank',
                printerName: 'Toonbank',
                state: 'unconfirmed',
                verified: false,
              }),
              jobView({ id: 2, printerId: 'toonbank', printerName: 'Toonbank', possibleDuplicate: true }),
            ],
          }),
        );
        const { unmount } = await showHistory(api);
        await fireEvent.click(await screen.findByText('Zoë Verstraeten'));
        const detail = await screen.findByRole('article');
        const timeline = detail.querySelector('.timeline')!;
        expect([...timeline.querySelectorAll('strong')].map((kind) => kind.textContent)).toContain(title);
        expect(timeline.textContent).toContain(say(unconfirmed, language));
        const job = detail.querySelector<HTMLElement>('[data-job="1"]')!;
        expect(job.textContent).toContain(state);
        expect(job.querySelector('.badge')?.getAttribute('data-tone')).toBe('warn');
        expect(detail.textContent).not.toContain(cancelled);
        unmount();
      }
    });

    it('marks it handled after a confirmation', async () => {
      const detail = await open();
      await fireEvent.click(within(detail).getByRole('button', { name: 'Mark handled' }));
      await fireEvent.click(screen.getByRole('button', { name: 'Yes, mark handled' }));
      await waitFor(() => expect(api.callsOf('markHandled')).toEqual([['order-12']]));
    });

    it('moves through the list with the arrow keys', async () => {
      api.rows = [historyRow(1), historyRow(2), historyRow(3)];
      for (const row of api.rows) api.details.set(row.id, sampleDetail({ id: row.id }));
      await showHistory(api);
      const first = await screen.findByText('Client 3');
      await fireEvent.click(first);
      await fireEvent.keyDown(drawnRows()[0]!, { key: 'ArrowDown' });
      await waitFor(() => expect(document.activeElement?.textContent).toContain('Client 2'));
      expect(drawnRows()[1]?.getAttribute('aria-current')).toBe('true');
      await waitFor(() => expect(api.callsOf('getOrder').at(-1)?.[0]).toBe('order-00002'));
    });
  });
});
