/**
 * Late changes as a person sees them: the orders the ordering service no longer knows listed on Status
 * until someone marks each seen, and an order's versions in History with what changed, in the window's
 * language and the CHANGED slip's words.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GoneOrderView, OrderVersionView } from '../../electron/common/contract/app-api';
import { wordsOf } from '../../electron/common/words/catalogues';
import { formatDue } from '../../src/lib/format';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import HistoryView from '../../src/views/HistoryView.svelte';
import { FakeApi, historyRow } from './fake-api';
import { sampleDetail } from './fixtures';
import { showStatus } from './show-status';

function goneOrder(overrides: Partial<GoneOrderView> = {}): GoneOrderView {
  return {
    orderId: 'gone-1',
    shopId: 1042,
    shopName: 'Bakkerij Noëlle',
    type: 'pick_up',
    orderNumber: '14',
    clientName: 'Zoë Verstraeten',
    due: { date: '2026-11-28', time: '10:30:00' },
    goneAt: new Date(Date.now() - 120_000).toISOString(),
    ...overrides,
  };
}

const goneRegion = (name: string | RegExp): HTMLElement => screen.getByRole('region', { name });

describe('Status: orders gone from the ordering service', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
  });

  it('lists each with its shop, when it was due and when it was found gone, until a person marks it seen', async () => {
    api.status = {
      ...api.status,
      goneOrders: [
        goneOrder(),
        goneOrder({ orderId: 'gone-2', type: 'delivery', orderNumber: '15', clientName: 'Jan Claes' }),
      ],
    };
    await showStatus(api);
    const panel = goneRegion(/^Gone from the ordering service/);
    expect(within(panel).getByText(/no longer knows these 2 printed orders/)).toBeTruthy();
    const entry = panel.querySelector<HTMLElement>('[data-order="gone-1"]')!;
    expect(within(entry).getByText('Pick-up 14 · Zoë Verstraeten')).toBeTruthy();
    expect(entry.textContent).toContain('Bakkerij Noëlle');
    expect(entry.textContent).toContain(`due ${formatDue('2026-11-28', '10:30:00', i18n.locale)}`);
    expect(entry.textContent).toContain('found gone 2 minutes ago');

    await fireEvent.click(
      within(entry).getByRole('button', { name: 'Mark Pick-up 14 · Zoë Verstraeten seen' }),
    );
    await waitFor(() => expect(panel.querySelector('[data-order="gone-1"]')).toBeNull());
    expect(api.callsOf('markGoneSeen')).toEqual([['gone-1']]);
    expect(within(panel).getByText(/no longer knows this printed order/)).toBeTruthy();

    await fireEvent.click(within(panel).getByRole('button', { name: /^Mark Delivery 15/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Gone from/ })).toBeNull());
  });

  it('says why when marking seen fails, and keeps the order listed', async () => {
    api.status = { ...api.status, goneOrders: [goneOrder()] };
    api.failNext('markGoneSeen', 'The ledger is busy.');
    await showStatus(api);
    await fireEvent.click(screen.getByRole('button', { name: /^Mark Pick-up 14/ }));
    expect(await screen.findByText(/^Marking Pick-up 14 · Zoë Verstraeten seen did not work/)).toBeTruthy();
    expect(document.querySelector('[data-order="gone-1"]')).not.toBeNull();
  });

  it('speaks the window’s language, Dutch with “u”', async () => {
    i18n.set('nl');
    api.status = { ...api.status, goneOrders: [goneOrder()] };
    await showStatus(api);
    const panel = goneRegion(/^Niet meer bij de bestelservice/);
    expect(within(panel).getByText(/voor u ze maakt/)).toBeTruthy();
    expect(within(panel).getByText('Afhalen 14 · Zoë Verstraeten')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /aanduiden als gezien$/ }).textContent).toBe('Gezien');
    expect(panel.textContent).toContain('voor za 28/11 10:30');
  });

  it('shows no such list while no order is gone', async () => {
    await showStatus(api);
    expect(screen.queryByRole('region', { name: /^Gone from/ })).toBeNull();
  });
});

describe('History: an order read again after it printed', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
  });

  async function showHistory(): Promise<void> {
    const live = new LiveStatus(api, 10);
    await live.refresh();
    render(HistoryView, { props: { api, live, searchDebounceMs: 30 } });
    await waitFor(() => expect(api.callsOf('listHistory').length).toBeGreaterThan(0));
  }

  const VERSIONS: readonly OrderVersionView[] = [
    { version: 1, seenAt: '2026-11-27T17:00:00.000Z', gone: false, changes: [], current: false },
    {
      version: 2,
      seenAt: '2026-11-28T05:00:00.000Z',
      gone: false,
      changes: [
        { field: 'due-time', before: '10:30:00', after: '15:00:00' },
        {
          field: 'plate',
          product: 'Chocoladetaart',
          before: 'Proficiat Lotte',
          after: 'Proficiat Lotte & Noor',
        },
        {
          field: 'quantity',
          product: 'Pistolet',
          before: { qty: 6, unit: 'st' },
          after: { qty: 10, unit: 'st' },
        },
      ],
      current: false,
    },
    { version: 3, seenAt: '2026-11-28T06:00:00.000Z', gone: true, changes: [], current: true },
  ];

  it('marks changed and gone orders in the list, so a person finds them', async () => {
    api.rows = [
      historyRow(1, { clientName: 'Changed Client', lateChange: 'changed' }),
      historyRow(2, { clientName: 'Gone Client', lateChange: 'gone' }),
      historyRow(3, { clientName: 'Plain Client' }),
    ];
    await showHistory();
    const row = async (name: string): Promise<HTMLElement> =>
      (await screen.findByText(name)).closest<HTMLElement>('button.row')!;
    const mark = async (name: string): Promise<string | null> =>
      (await row(name)).querySelector('[data-late-change]')?.textContent?.trim() ?? null;
    expect(await mark('Changed Client')).toBe('changed since printed');
    expect((await row('Changed Client')).querySelector('.badge[data-tone="warn"]')).not.toBeNull();
    expect(await mark('Gone Client')).toBe('gone from the service');
    expect(await mark('Plain Client')).toBeNull();
  });

  it('shows every version with when it was read and what changed, the latest as what holds now, gone marked', async () => {
    api.rows = [historyRow(12, { id: 'order-12', clientName: 'Zoë Verstraeten', lateChange: 'gone' })];
    api.details.set('order-12', sampleDetail({ versions: VERSIONS }));
    await showHistory();
    await fireEvent.click(await screen.findByText('Zoë Verstraeten'));
    const detail = await screen.findByRole('article');
    // The order itself says it is gone, beside its state.
    expect(detail.querySelector('dd [data-late-change="gone"]')?.textContent?.trim()).toBe(
      'gone from the service',
    );
    const section = within(detail).getByRole('region', { name: 'Versions' });
    const versions = [...section.querySelectorAll<HTMLElement>('li[data-version]')];
    expect(versions.map((version) => version.querySelector('strong')?.textContent?.trim())).toEqual([
      'As it printed',
      'Version 2',
      'Version 3',
    ]);
    expect(versions[1]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-28T05:00:00.000Z');
    // The CHANGED slip's names of the fields, and what was and is now.
    const slip = wordsOf('en').paper.changes;
    const changes = [...versions[1]!.querySelectorAll<HTMLElement>('li[data-field]')].map((change) => [
      change.querySelector('.field')?.textContent,
      change.querySelector('.was .value')?.textContent,
      change.querySelector('.is .value')?.textContent,
    ]);
    expect(changes).toEqual([
      [slip.fields['due-time'], '10:30', '15:00'],
      [`${slip.fields.plate} · Chocoladetaart`, '"Proficiat Lotte"', '"Proficiat Lotte & Noor"'],
      [`${slip.fields.quantity} · Pistolet`, '6x', '10x'],
    ]);
    expect(versions[1]!.textContent).toContain(slip.was);
    expect(versions.map((version) => version.textContent?.includes('holds now'))).toEqual([
      false,
      false,
      true,
    ]);
    expect(versions[2]!.classList.contains('gone')).toBe(true);
    expect(versions[2]!.textContent).toContain('The ordering service no longer knew this order');
  });

  it('says the versions in French, with the slip’s French field names', async () => {
    i18n.set('fr');
    api.rows = [historyRow(12, { id: 'order-12', clientName: 'Zoë Verstraeten', lateChange: 'gone' })];
    api.details.set('order-12', sampleDetail({ versions: VERSIONS }));
    await showHistory();
    await fireEvent.click(await screen.findByText('Zoë Verstraeten'));
    const section = within(await screen.findByRole('article')).getByRole('region', {
      name: 'Versions successives',
    });
    const slip = wordsOf('fr').paper.changes;
    expect(section.textContent).toContain('Telle qu’imprimée');
    expect(section.textContent).toContain(slip.fields.plate);
    expect(section.textContent).toContain('en vigueur');
    expect(section.textContent).toContain('ne connaissait plus cette commande');
    expect(section.textContent).not.toContain('holds now');
  });

  it('shows no versions for an order never read again', async () => {
    api.rows = [historyRow(12, { id: 'order-12', clientName: 'Zoë Verstraeten' })];
    api.details.set('order-12', sampleDetail());
    await showHistory();
    await fireEvent.click(await screen.findByText('Zoë Verstraeten'));
    const detail = await screen.findByRole('article');
    expect(within(detail).queryByRole('region', { name: 'Versions' })).toBeNull();
    expect(detail.querySelector('[data-late-change]')).toBeNull();
  });
});
