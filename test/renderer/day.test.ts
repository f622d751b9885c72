import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DayView as Day } from '../../electron/common/contract/app-api';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { printerSettings } from '../../electron/common/model/printer-settings';
import type { PickupRow } from '../../electron/common/shop-day/day';
import { localDate, shiftDate } from '../../src/day/day-format';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import DayView from '../../src/views/DayView.svelte';
import HistoryView from '../../src/views/HistoryView.svelte';
import { COUNTER, FakeApi, historyRow } from './fake-api';
import { sampleDetail } from './fixtures';

const HOSTILE = '<img src=x onerror="alert(1)">\nHappy birthday';
const RTL = 'عيد ميلاد سعيد 🎂';

function pickupRow(overrides: Partial<PickupRow> = {}): PickupRow {
  return {
    orderId: '0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12',
    shopId: 1042,
    type: 'pick_up',
    orderNumber: '12',
    dueTime: '10:30',
    clientName: 'Zoë Verstraeten',
    phone: '0470 12 34 56',
    phoneUri: 'tel:+32470123456',
    deliveryAddress: null,
    lines: [
      { qty: 2, unit: 'st', product: 'Sandwich', details: 'wit', plate: null },
      { qty: 1, unit: 'st', product: 'Chocoladetaart', details: '8 pers.', plate: HOSTILE },
    ],
    remarks: null,
    state: 'confirmed',
    collectedAt: null,
    ...overrides,
  };
}

const DAY: Day = {
  bakeList: {
    date: '',
    shopId: null,
    orderCount: 3,
    unreadable: 1,
    rows: [
      {
        product: 'Chocoladetaart',
        pluCode: '301',
        options: '8 pers.',
        unit: 'pieces',
        quantity: 12,
        unitAsSent: null,
        orders: 2,
        sizes: [],
      },
      {
        product: 'Gehakt',
        pluCode: '501',
        options: '',
        unit: 'grams',
        quantity: 1500,
        unitAsSent: null,
        orders: 2,
        sizes: [],
      },
      {
        product: 'Koffiekoeken',
        pluCode: '120',
        options: '',
        unit: 'grams',
        quantity: 750,
        unitAsSent: null,
        orders: 1,
        sizes: [],
      },
      {
        product: 'Buffet',
        pluCode: '900',
        options: 'koud',
        unit: 'persons',
        quantity: 24,
        unitAsSent: null,
        orders: 2,
        // Two cakes for 12: the size is part of a persons row.
        sizes: [{ persons: 12, count: 2 }],
      },
    ],
    plates: [
      {
        text: HOSTILE,
        product: 'Chocoladetaart',
        option: 'Tekst',
        orderId: '0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12',
        orderType: 'pick_up',
        orderNumber: '12',
        dueTime: '10:30',
        clientName: 'Zoë Verstraeten',
      },
      {
        text: RTL,
        product: 'Chocoladetaart',
        option: 'Tekst',
        orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
        orderType: 'delivery',
        orderNumber: '7',
        dueTime: '14:00',
        clientName: 'Youssef',
      },
    ],
  },
  pickupSheet: {
    date: '',
    shopId: null,
    unreadable: 1,
    rows: [
      pickupRow(),
      pickupRow({
        orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
        shopId: 1057,
        deliveryAddress: {
          street: 'Rue Haute',
          number: '5',
          bus: '2',
          postalCode: '4000',
          city: 'Liège',
          country: '',
        },
        type: 'delivery',
        orderNumber: '7',
        dueTime: '14:00',
        clientName: 'Youssef',
        // Not one number: shown as sent, with nothing to call.
        phone: '0470 12 34 56 (Lina)',
        phoneUri: null,
        collectedAt: '2026-11-22T13:05:00.000Z',
        lines: [{ qty: 1500, unit: 'gr', product: 'Gehakt', details: '', plate: null }],
      }),
    ],
  },
  nextDay: null,
};

async function showDay(api: FakeApi) {
  const live = new LiveStatus(api, 10);
  await live.refresh();
  const view = render(DayView, { props: { api, live, refreshDebounceMs: 20 } });
  await waitFor(() => expect(api.callsOf('getDay').length).toBeGreaterThan(0));
  return view;
}

const bakeTable = (): Promise<Element> =>
  waitFor(() => {
    const table = document.querySelector('table.bake');
    expect(table).not.toBeNull();
    return table!;
  });

const today = (): string => localDate(new Date());

describe('Day', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
    api.day = DAY;
    api.status = {
      ...api.status,
      shops: [...api.status.shops, { ...api.status.shops[0]!, shopId: 1057, name: 'Boulangerie Hélène' }],
    };
    api.settings = {
      ...api.settings,
      settings: {
        ...api.settings.settings,
        printers: [COUNTER, printerSettings({ ...COUNTER, id: 'bakery', name: 'Bakery' })],
      },
    };
  });

  it('shows today’s bake list: each row’s quantity in its unit, the orders it covers, and what could not be read', async () => {
    await showDay(api);
    await bakeTable();
    expect(api.callsOf('getDay')[0]).toEqual([{ date: today(), shopId: null }]);
    const rows = [...document.querySelectorAll('table.bake tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()),
    );
    expect(rows).toEqual([
      ['Chocoladetaart', '8 pers.', '12 pieces', '2'],
      ['Gehakt', '—', '1.5 kg', '2'],
      ['Koffiekoeken', '—', '750 g', '1'],
      // Cakes by the person: which cakes in big (two for 12), the persons they make in small.
      ['Buffet', 'koud', '2 × 12 persons 24 persons', '2'],
    ]);
    expect(document.querySelector('table.bake tbody tr:last-child .sizes')?.textContent).toBe('24 persons');
    expect(screen.getByText('For 3 orders.')).toBeTruthy();
    expect(screen.getByText(/One order due this day could not be read/)).toBeTruthy();
  });

  it('words the units as a Dutch or French bakery reads them', async () => {
    i18n.set('nl');
    await showDay(api);
    await bakeTable();
    const quantities = (): string[] =>
      [...document.querySelectorAll('table.bake td.quantity')].map((cell) =>
        cell.textContent!.replace(/\s+/g, ' ').trim(),
      );
    expect(quantities()).toEqual(['12 stuks', '1,5 kg', '750 g', '2 × 12 pers. 24 pers.']);
    expect(screen.getByText('Baklijst')).toBeTruthy();
    expect(screen.getByText('Afhaallijst')).toBeTruthy();
    i18n.set('fr');
    await waitFor(() =>
      expect(quantities()).toEqual(['12 pièces', '1,5 kg', '750 g', '2 × 12 pers. 24 pers.']),
    );
    expect(screen.getByText('Liste de production')).toBeTruthy();
    expect(screen.getByText('Liste des retraits')).toBeTruthy();
  });

  it('shows every plate text verbatim, whole, in its own direction, never as markup', async () => {
    await showDay(api);
    await bakeTable();
    const texts = [...document.querySelectorAll<HTMLElement>('.plates .text')];
    expect(texts.map((text) => text.textContent)).toEqual([HOSTILE, RTL]);
    expect(texts.every((text) => text.getAttribute('dir') === 'auto')).toBe(true);
    expect(document.querySelector('img')).toBeNull();
    const first = texts[0]!.closest('li')!;
    expect(first.textContent).toContain('10:30');
    expect(first.textContent).toContain('Pick-up 12 · Zoë Verstraeten');
  });

  it('lists who comes when, with what to hand over and whether it was collected', async () => {
    await showDay(api);
    await bakeTable();
    const sheet = document.querySelector('table.sheet')!;
    const rows = [...sheet.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toMatch(/10:30.*Pick-up\s+12.*Zoë Verstraeten.*0470 12 34 56/s);
    // A number to call from the counter, never split over two lines.
    const phone = within(rows[0] as HTMLElement).getByRole('link', { name: '0470 12 34 56' });
    expect(phone.getAttribute('href')).toBe('tel:+32470123456');
    expect(rows[1]!.textContent).toContain('0470 12 34 56 (Lina)');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(rows[0]!.textContent).toContain('2 ×');
    expect(rows[0]!.querySelector('q')?.textContent).toBe(HOSTILE);
    expect(rows[1]!.textContent).toContain('1.5 kg');
    expect(rows[1]!.textContent).toContain('✓');
    expect(
      within(rows[1] as HTMLElement).getByRole('button', {
        name: 'Undo: Delivery 7 · Youssef not handed to the driver after all',
      }),
    ).toBeTruthy();
  });

  it('marks a scanned order collected, says so, empties the field and shows it on the sheet', async () => {
    await showDay(api);
    await bakeTable();
    const field = screen.getByLabelText('Scan a receipt to mark it collected (or handed to the driver)');
    expect(document.activeElement).toBe(field);
    await fireEvent.input(field, { target: { value: ' 0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12 ' } });
    api.day = {
      ...DAY,
      pickupSheet: {
        ...DAY.pickupSheet,
        rows: [pickupRow({ collectedAt: new Date().toISOString() }), DAY.pickupSheet.rows[1]!],
      },
    };
    // The fake answers from the sheet as it was before the scan: the order was not collected yet.
    api.collectOutcome = () => ({
      orderId: '0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12',
      type: 'pick_up',
      orderNumber: '12',
      clientName: 'Zoë Verstraeten',
      collectedAt: new Date().toISOString(),
      unchanged: false,
      due: null,
      notToday: false,
    });
    await fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(api.callsOf('markCollected')).toEqual([['0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12', true]]),
    );
    expect(await screen.findByText('Pick-up 12 · Zoë Verstraeten: collected.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Undo: Pick-up 12 · Zoë Verstraeten not collected after all' }),
      ).toBeTruthy(),
    );
  });

  it('warns, in Dutch, when a scanned order is not for today: nothing marked until a person hands it over anyway', async () => {
    i18n.set('nl');
    api.day = { ...DAY, pickupSheet: { ...DAY.pickupSheet, date: '2026-11-28' } };
    api.collectToday = '2026-11-27';
    const live = new LiveStatus(api, 10);
    await live.refresh();
    const friday = (): Date => new Date(2026, 10, 27, 9, 0);
    render(DayView, { props: { api, live, refreshDebounceMs: 20, now: friday } });
    await bakeTable();
    const field = screen.getByLabelText(i18n.t.day.scan.label);
    await fireEvent.input(field, { target: { value: '0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12' } });
    await fireEvent.keyDown(field, { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Afhalen 12 · Zoë Verstraeten is voor morgen, za 28 nov 10:30, niet voor vandaag. Ze is niet gemarkeerd: controleer eerst de zak.',
    );
    expect(document.body.textContent).not.toContain(': afgehaald.');
    expect(api.callsOf('markCollected')).toEqual([['0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12', true]]);

    await fireEvent.click(within(alert).getByRole('button', { name: 'Toch meegeven' }));
    await waitFor(() =>
      expect(api.callsOf('markCollected').at(-1)).toEqual([
        '0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12',
        true,
        true,
      ]),
    );
    expect(await screen.findByText('Afhalen 12 · Zoë Verstraeten: afgehaald.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    // A delivery's bag goes with the driver: never "afgehaald".
    await fireEvent.input(field, { target: { value: '#a1b2c3d4' } });
    await fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Levering 7 · Youssef was al meegegeven aan de bezorger.')).toBeTruthy();
  });

  it('lets a person keep another day’s order: "Niet meegeven" marks nothing', async () => {
    i18n.set('nl');
    api.day = { ...DAY, pickupSheet: { ...DAY.pickupSheet, date: '2026-11-26' } };
    api.collectToday = '2026-11-27';
    const live = new LiveStatus(api, 10);
    await live.refresh();
    render(DayView, { props: { api, live, refreshDebounceMs: 20, now: () => new Date(2026, 10, 27, 9, 0) } });
    await bakeTable();
    const field = screen.getByLabelText(i18n.t.day.scan.label);
    await fireEvent.input(field, { target: { value: '0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12' } });
    await fireEvent.keyDown(field, { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('was voor gisteren, do 26 nov 10:30, niet voor vandaag');
    await fireEvent.click(within(alert).getByRole('button', { name: 'Niet meegeven' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsOf('markCollected')).toHaveLength(1);
    expect(document.activeElement).toBe(field);
  });

  it('says a second scan changed nothing, and an unknown id why', async () => {
    await showDay(api);
    await bakeTable();
    const field = screen.getByLabelText('Scan a receipt to mark it collected (or handed to the driver)');
    await fireEvent.input(field, { target: { value: '#a1b2c3d4' } });
    await fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Delivery 7 · Youssef was already handed to the driver.')).toBeTruthy();
    api.failNext('markCollected', msg('general.text', { text: 'No order #deadbeef.' }));
    await fireEvent.input(field, { target: { value: '#deadbeef' } });
    await fireEvent.keyDown(field, { key: 'Enter' });
    expect(
      await screen.findByText(
        `Marking the order collected did not work: ${say(msg('general.text', { text: 'No order #deadbeef.' }), 'en')}`,
      ),
    ).toBeTruthy();
  });

  it('marks an order collected with a click, and undoes it', async () => {
    await showDay(api);
    await bakeTable();
    await fireEvent.click(
      screen.getByRole('button', { name: 'Mark collected: Pick-up 12 · Zoë Verstraeten' }),
    );
    await waitFor(() =>
      expect(api.callsOf('markCollected')).toEqual([['0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12', true]]),
    );
    await screen.findByText('Pick-up 12 · Zoë Verstraeten: collected.');
    await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(api.callsOf('markCollected').at(-1)).toEqual(['0f5fd7c7-2a1e-4d7f-9a55-3b1f0c2d4e12', false]),
    );
  });

  it('asks for the day and shop chosen, and prints and exports that day on the printer chosen', async () => {
    await showDay(api);
    await bakeTable();
    await fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await fireEvent.change(screen.getByLabelText('Shop'), { target: { value: '1057' } });
    const tomorrow = shiftDate(today(), 1);
    await waitFor(() => expect(api.callsOf('getDay').at(-1)).toEqual([{ date: tomorrow, shopId: 1057 }]));
    await fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    await waitFor(() => expect(api.callsOf('getDay').at(-1)).toEqual([{ date: '2026-12-24', shopId: 1057 }]));
    await fireEvent.change(await screen.findByLabelText('Print on'), { target: { value: 'bakery' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Print bake list' }));
    await waitFor(() =>
      expect(api.callsOf('printDayList')).toEqual([
        [{ date: '2026-12-24', shopId: 1057 }, 'bake-list', 'bakery'],
      ]),
    );
    expect(await screen.findByText('The test receipt printed.')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Print pick-up sheet' }));
    await waitFor(() =>
      expect(api.callsOf('printDayList').at(-1)).toEqual([
        { date: '2026-12-24', shopId: 1057 },
        'pickup-sheet',
        'bakery',
      ]),
    );
    let downloaded: string | null = null;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloaded = this.download;
    };
    try {
      await fireEvent.click(screen.getByRole('button', { name: 'Export bake list (CSV)' }));
      await waitFor(() =>
        expect(api.callsOf('exportBakeList')).toEqual([[{ date: '2026-12-24', shopId: 1057 }, 'en']]),
      );
      await screen.findByText('Downloaded as bake-list.csv.');
      expect(downloaded).toBe('bake-list.csv');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('says a print that failed, with the printer', async () => {
    api.printOutcome = { outcome: 'failed', message: msg('general.text', { text: 'Paper out.' }) };
    await showDay(api);
    await bakeTable();
    await fireEvent.click(await screen.findByRole('button', { name: 'Print bake list' }));
    expect(
      await screen.findByText(
        `Printing the bake list on Counter did not work: ${say(msg('general.text', { text: 'Paper out.' }), 'en')}`,
      ),
    ).toBeTruthy();
  });

  it('says an empty day in a sentence, and a day it could not load', async () => {
    api.day = {
      bakeList: { ...DAY.bakeList, orderCount: 0, unreadable: 0, rows: [], plates: [] },
      pickupSheet: { ...DAY.pickupSheet, rows: [], unreadable: 0 },
      nextDay: '2026-12-24',
    };
    await showDay(api);
    expect(await screen.findByText('No order is due on this day.')).toBeTruthy();
    // After closing time today is empty: one click leads to the next day with orders.
    await fireEvent.click(screen.getByRole('button', { name: /^Next day with orders: .*24/ }));
    await waitFor(() =>
      expect(api.callsOf('getDay').at(-1)?.[0]).toEqual({ date: '2026-12-24', shopId: null }),
    );
    api.failNext('getDay', 'The ledger is locked.');
    await fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('Loading the day did not work: The ledger is locked.')).toBeTruthy();
  });

  it('follows new and changed orders', async () => {
    await showDay(api);
    await bakeTable();
    const before = api.callsOf('getDay').length;
    api.emit({ type: 'order', orderId: 'x', state: 'waiting', reason: null, isNew: true });
    api.emit({ type: 'status-changed' });
    await waitFor(() => expect(api.callsOf('getDay').length).toBe(before + 1));
  });

  it('puts the focus back on the scan field after a click, so the next scan is not lost', async () => {
    await showDay(api);
    await bakeTable();
    const field = screen.getByLabelText<HTMLInputElement>(
      'Scan a receipt to mark it collected (or handed to the driver)',
    );
    const button = screen.getByRole('button', { name: 'Mark collected: Pick-up 12 · Zoë Verstraeten' });
    button.focus();
    await fireEvent.click(button);
    await screen.findByText('Pick-up 12 · Zoë Verstraeten: collected.');
    expect(document.activeElement).toBe(field);
    // The undo button, then a print: each leaves the focus where the scanner types.
    await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsOf('markCollected')).toHaveLength(2));
    expect(document.activeElement).toBe(field);
    await fireEvent.click(await screen.findByRole('button', { name: 'Print bake list' }));
    expect(document.activeElement).toBe(field);
    // The next scan after the clicks is read.
    await fireEvent.input(field, { target: { value: '#a1b2c3d4' } });
    await fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(api.callsOf('markCollected').at(-1)).toEqual(['#a1b2c3d4', true]));
  });

  it('sends what a scanner types while the focus is on the page or a button to the scan field', async () => {
    await showDay(api);
    await bakeTable();
    const field = screen.getByLabelText<HTMLInputElement>(
      'Scan a receipt to mark it collected (or handed to the driver)',
    );
    const button = screen.getByRole('button', { name: 'Mark collected: Pick-up 12 · Zoë Verstraeten' });
    button.focus();
    await fireEvent.keyDown(button, { key: 'a' });
    expect(document.activeElement).toBe(field);
    field.blur();
    await fireEvent.keyDown(document.body, { key: '1' });
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('a1');
    // Its Enter then goes to the field: nothing is pressed on the sheet.
    await fireEvent.input(field, { target: { value: 'a1b2c3d4' } });
    await fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(api.callsOf('markCollected')).toEqual([['a1b2c3d4', true]]));
  });

  it('moves to the new today when the window stays open overnight', async () => {
    let clock = new Date(2026, 10, 27, 21, 30);
    const live = new LiveStatus(api, 10);
    await live.refresh();
    render(DayView, { props: { api, live, now: () => clock, refreshDebounceMs: 20 } });
    await waitFor(() => expect(api.callsOf('getDay')[0]).toEqual([{ date: '2026-11-27', shopId: null }]));
    clock = new Date(2026, 10, 28, 0, 1);
    api.emit({ type: 'status-changed' });
    await waitFor(() => expect(api.callsOf('getDay').at(-1)).toEqual([{ date: '2026-11-28', shopId: null }]));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/28/);
    // A day chosen by hand stays chosen the next night.
    await fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    clock = new Date(2026, 10, 29, 0, 1);
    api.emit({ type: 'status-changed' });
    await waitFor(() => expect(api.callsOf('getDay').length).toBeGreaterThan(3));
    expect(api.callsOf('getDay').at(-1)).toEqual([{ date: '2026-12-24', shopId: null }]);
  });

  it('names an order without a number by its short id, as printed', async () => {
    api.day = {
      ...DAY,
      pickupSheet: { ...DAY.pickupSheet, rows: [pickupRow({ orderNumber: null })] },
    };
    await showDay(api);
    await bakeTable();
    const order = document.querySelector('table.sheet tbody th.order .number');
    expect(order?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Pick-up #0f5fd7c7');
  });

  it('says each order’s shop when every shop is shown, on the sheet and the plates', async () => {
    await showDay(api);
    await bakeTable();
    const shops = () =>
      [...document.querySelectorAll('table.sheet tbody td.shop')].map((cell) => cell.textContent?.trim());
    expect(screen.getByRole('columnheader', { name: 'Shop' })).toBeTruthy();
    expect(shops()).toEqual(['Bakkerij Noëlle', 'Boulangerie Hélène']);
    const plates = [...document.querySelectorAll('.plates .whose')].map((whose) => whose.textContent);
    expect(plates[0]).toContain('Bakkerij Noëlle');
    expect(plates[1]).toContain('Boulangerie Hélène');
    // One shop chosen: the column would only repeat it.
    await fireEvent.change(screen.getByLabelText('Shop'), { target: { value: '1057' } });
    await waitFor(() => expect(api.callsOf('getDay').at(-1)).toEqual([{ date: today(), shopId: 1057 }]));
    await waitFor(() => expect(document.querySelector('table.sheet')).not.toBeNull());
    expect(shops()).toEqual([]);
    expect(document.querySelector('.plates .shop')).toBeNull();
  });

  it('gives a delivery its address and says it is delivered, a pick-up collected or not yet', async () => {
    api.day = {
      ...DAY,
      pickupSheet: {
        ...DAY.pickupSheet,
        rows: [DAY.pickupSheet.rows[0]!, { ...DAY.pickupSheet.rows[1]!, collectedAt: null }],
      },
    };
    await showDay(api);
    await bakeTable();
    expect(screen.getByRole('columnheader', { name: 'Collected / handed to the driver' })).toBeTruthy();
    const [pickUp, delivery] = [...document.querySelectorAll<HTMLElement>('table.sheet tbody tr')];
    expect(delivery!.querySelector('.address')?.textContent).toBe('Rue Haute 5 box 24000 Liège');
    expect(pickUp!.querySelector('.address')).toBeNull();
    expect(within(pickUp!).getByText('Not yet')).toBeTruthy();
    await fireEvent.click(
      within(delivery!).getByRole('button', { name: 'Mark handed to the driver: Delivery 7 · Youssef' }),
    );
    await waitFor(() =>
      expect(api.callsOf('markCollected')).toEqual([['a1b2c3d4-0000-4000-8000-000000000001', true]]),
    );
    i18n.set('nl');
    await waitFor(() =>
      expect(within(delivery!).getByRole('button', { name: /^Als meegegeven markeren: / })).toBeTruthy(),
    );
    expect(within(pickUp!).getByRole('button', { name: /^Als afgehaald markeren: / })).toBeTruthy();
  });

  it('tells a screen reader when a row was collected, not only a tick', async () => {
    await showDay(api);
    await bakeTable();
    const collected = document.querySelectorAll<HTMLElement>('table.sheet tbody tr')[1]!;
    expect(collected.querySelector('.done')?.getAttribute('aria-hidden')).toBe('true');
    expect(collected.querySelector('.collect .visually-hidden')?.textContent).toMatch(
      /^Handed to the driver /,
    );
  });
});

describe('History and collection', () => {
  beforeEach(() => i18n.set('en'));

  it('shows a collected order in the list and marks one collected from its detail', async () => {
    const api = new FakeApi();
    api.rows = [historyRow(1, { collectedAt: '2026-11-22T10:00:00.000Z' }), historyRow(2)];
    api.details.set('order-00002', { ...sampleDetail({ state: 'confirmed' }), id: 'order-00002' });
    const live = new LiveStatus(api, 10);
    await live.refresh();
    render(HistoryView, { props: { api, live, searchDebounceMs: 30 } });
    const rows = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('button.row')];
      expect(found).toHaveLength(2);
      return found;
    });
    const collected = rows.find((row) => row.textContent?.includes('Client 1'))!;
    expect(collected.textContent).toContain('✓ Collected');
    const other = rows.find((row) => row.textContent?.includes('Client 2'))!;
    expect(other.textContent).not.toContain('Collected');
    await fireEvent.click(other);
    const detail = await screen.findByRole('article');
    // Someone scanned it at the counter meanwhile: the detail says so, not that it marked it.
    api.collectOutcome = () => ({
      orderId: 'order-00002',
      type: 'pick_up',
      orderNumber: null,
      clientName: 'Client 2',
      collectedAt: new Date().toISOString(),
      unchanged: true,
      due: null,
      notToday: false,
    });
    await fireEvent.click(await within(detail).findByRole('button', { name: 'Mark collected' }));
    await waitFor(() => expect(api.callsOf('markCollected')).toEqual([['order-00002', true, true]]));
    expect(await within(detail).findByText(/was already collected\.$/)).toBeTruthy();
  });
});

describe('Check for changes', () => {
  let api: FakeApi;
  const ZOE = { id: 'order-12', type: 'pick_up', orderNumber: '12', clientName: 'Zoë Verstraeten' } as const;
  const JAN = { id: 'order-14', type: 'pick_up', orderNumber: '14', clientName: 'Jan Peeters' } as const;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
    api.day = DAY;
    api.settings = { ...api.settings, settings: { ...api.settings.settings, printers: [COUNTER] } };
  });

  const checkButton = (name: string): Promise<HTMLElement> => screen.findByRole('button', { name });

  it('checks the day and shop shown, says so while it runs, then that nothing changed, and reloads the lists', async () => {
    let finish = (): void => undefined;
    api.checking = new Promise((resolve) => (finish = resolve));
    api.dayChanges = { ...api.dayChanges, checked: 3 };
    await showDay(api);
    await bakeTable();
    await fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    await waitFor(() => expect(api.callsOf('getDay').at(-1)).toEqual([{ date: '2026-12-24', shopId: null }]));
    const loads = api.callsOf('getDay').length;
    const button = await checkButton('Check for changes');
    await fireEvent.click(button);
    expect(api.callsOf('checkDayChanges')).toEqual([[{ date: '2026-12-24', shopId: null }]]);
    // It takes seconds: the person sees it runs, and cannot start it twice.
    expect(await screen.findByText(/this takes a few seconds/)).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    finish();
    expect(
      await screen.findByText('Nothing changed: the 3 printed orders are still as they printed.'),
    ).toBeTruthy();
    expect(screen.queryByText(/this takes a few seconds/)).toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    // The lists count what the check kept.
    await waitFor(() => expect(api.callsOf('getDay').length).toBeGreaterThan(loads));
    expect(api.callsOf('getDay').at(-1)).toEqual([{ date: '2026-12-24', shopId: null }]);
  });

  it('lists each changed order, what it was and what it is now, and the orders gone from the service, in Dutch', async () => {
    i18n.set('nl');
    api.dayChanges = {
      ...api.dayChanges,
      checked: 4,
      changed: [
        {
          order: ZOE,
          shopId: 1042,
          changes: [
            { field: 'type', before: 'pick_up', after: 'delivery' },
            { field: 'due-time', before: '10:30:00', after: '11:45:00' },
            { field: 'plate', product: 'Chocoladetaart', before: 'Proficiat Lotte', after: HOSTILE },
          ],
        },
      ],
      gone: [
        { order: JAN, shopId: 1042, known: false },
        { order: { ...JAN, id: 'order-15', orderNumber: '15' }, shopId: 1042, known: true },
      ],
    };
    await showDay(api);
    await fireEvent.click(await checkButton('Controleren op wijzigingen'));
    const changed = await waitFor(() => {
      const item = document.querySelector('.changes .changed > li[data-order="order-12"]');
      expect(item).not.toBeNull();
      return item!;
    });
    expect(changed.querySelector('strong')?.textContent).toBe('Afhalen 12 · Zoë Verstraeten');
    expect([...changed.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      // The order types as the window names them, not the paper's capitals.
      'soort bestelling: Afhalen, nu Levering',
      'uur: 10:30, nu 11:45',
      // The customer's text as typed, never as markup.
      `taarttekst (Chocoladetaart): "Proficiat Lotte", nu "${HOSTILE}"`,
    ]);
    expect(document.querySelector('.changes img')).toBeNull();
    expect(screen.getByText(/^Gewijzigd sinds het afdrukken \(een briefje GEWIJZIGD/)).toBeTruthy();
    expect(document.querySelector('.changes .gone li[data-order="order-14"]')?.textContent?.trim()).toBe(
      'Afhalen 14 · Jan Peeters: niet meer bij de bestelservice — geannuleerd? Vraag het de klant voor u ze maakt.',
    );
    expect(document.querySelector('.changes .gone li[data-order="order-15"]')?.textContent).toContain(
      'Al gevonden bij een vorige controle.',
    );
    expect(screen.queryByText(/^Niets gewijzigd/)).toBeNull();
    expect(
      screen.getByText('4 afgedrukte bestellingen opnieuw opgevraagd bij de bestelservice.'),
    ).toBeTruthy();
  });

  it('says in French how many orders it could not check and why, and a slip that did not print', async () => {
    i18n.set('fr');
    api.dayChanges = {
      ...api.dayChanges,
      checked: 5,
      changed: [
        {
          order: ZOE,
          shopId: 1042,
          changes: [{ field: 'due-date', before: '2026-12-24', after: '2026-12-23' }],
        },
      ],
      unchecked: { count: 2, reason: msg('general.text', { text: 'Le service ne répond pas.' }) },
      slipsFailed: [
        {
          order: ZOE,
          gone: false,
          printer: 'Comptoir',
          cause: msg('general.text', { text: 'Plus de papier.' }),
        },
      ],
    };
    await showDay(api);
    await fireEvent.click(await checkButton('Vérifier les modifications'));
    const alerts = await waitFor(() => {
      const said = screen.getAllByRole('alert').map((alert) => alert.textContent?.trim());
      expect(said.length).toBe(2);
      return said;
    });
    expect(alerts).toEqual([
      `2 commandes n’ont pas pu être vérifiées\u202f: ${say(msg('general.text', { text: 'Le service ne répond pas.' }), 'fr')} Ce qui a été imprimé est ce qu’OrderSlip en sait\u202f; réessayez plus tard.`,
      `Le ticket de À emporter 12 · Zoë Verstraeten n’a pas été imprimé sur Comptoir\u202f: ${say(msg('general.text', { text: 'Plus de papier.' }), 'fr')} Il sera imprimé à la prochaine vérification.`,
    ]);
    expect(document.querySelector('.changes .changed li ul li')?.textContent).toMatch(
      /^date\u202f: .+24.+, maintenant .+23/,
    );
    expect(screen.queryByText(/^Rien n’a changé/)).toBeNull();
  });

  it('says a refusal, a day with nothing printed to check, and never shows one day’s answer under another', async () => {
    api.failNext('checkDayChanges', msg('app.not-running', { problems: [] }));
    await showDay(api);
    await fireEvent.click(await checkButton('Check for changes'));
    expect(
      await screen.findByText(
        `Checking for changes did not work: ${say(msg('app.not-running', { problems: [] }), 'en')}`,
      ),
    ).toBeTruthy();
    await fireEvent.click(await checkButton('Check for changes'));
    expect(
      await screen.findByText('No order of this day was printed here yet: there is nothing to check.'),
    ).toBeTruthy();
    expect(screen.queryByText(/did not work/)).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(document.querySelector('.changes')).toBeNull());
  });
});
