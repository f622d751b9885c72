/**
 * Label printers in the window: the settings form keeps a printer's role and every label setting
 * through a save (and older settings get the defaults), the editor shows a label printer's own fields
 * and hides the receipt's, the label preview draws each element where the layout put it, and an order's
 * detail shows its labels, lets a person pick which label printer's, and reprints labels by that name.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  SettingsUpdate,
  SettingsView as SettingsViewData,
} from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import {
  DEFAULT_LABEL_SETTINGS,
  printerSettings,
  type PrinterSettings,
} from '../../electron/common/model/printer-settings';
import LabelPreview from '../../src/components/LabelPreview.svelte';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import {
  draftFrom,
  isSaved,
  newPrinter,
  productList,
  settingsFrom,
  validate,
  type PrinterDraft,
} from '../../src/lib/settings-form';
import HistoryView from '../../src/views/HistoryView.svelte';
import SettingsView from '../../src/views/SettingsView.svelte';
import { COUNTER, FakeApi, historyRow, printerView } from './fake-api';
import { sampleDetail, sampleLabel } from './fixtures';

/** A label printer with every label setting away from its default. */
const ZEBRA: PrinterSettings = printerSettings({
  id: 'labels',
  name: 'Etiketten',
  uri: 'tcp://192.168.1.60:9100',
  dpi: 300,
  language: 'fr',
  allowUnverified: true,
  role: 'label',
  label: {
    protocol: 'tspl',
    widthMm: 100,
    heightMm: 150,
    orderLabels: true,
    cakeLabels: false,
    count: 'per-lines',
    linesPerLabel: 4,
    orderTypes: ['delivery', 'pick_up_coolbox'],
    products: ['Aardbeientaart', '1042'],
  },
});

const view = (printers: PrinterSettings[]): SettingsViewData => ({
  settings: {
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: 'https://api.example.com', tenant: 'bakery' },
    printers,
    defaultPrinterIds: printers.map((printer) => printer.id),
  },
  hasToken: true,
  tokenStorage: 'keyring',
  problems: [],
  hasAlertPassword: false,
  hasPin: false,
  hasFleetKey: false,
});

const saved = (api: FakeApi): SettingsUpdate[] =>
  api.callsOf('saveSettings').map((args) => args[0] as SettingsUpdate);

describe('a label printer in the settings form', () => {
  it('keeps the role and every label setting through the form, and sees a change in each one', () => {
    const stored = [ZEBRA, COUNTER];
    const draft = draftFrom(view(stored));
    expect(settingsFrom(draft).printers).toEqual(stored);
    for (const printer of draft.printers) expect(isSaved(printer, stored)).toBe(true);

    const changes: [string, (printer: PrinterDraft) => void][] = [
      ['role', (printer) => (printer.role = 'receipt')],
      ['protocol', (printer) => (printer.label.protocol = 'zpl')],
      ['width', (printer) => (printer.label.widthMm = 62)],
      ['height', (printer) => (printer.label.heightMm = 29)],
      ['order labels', (printer) => (printer.label.orderLabels = false)],
      ['cake labels', (printer) => (printer.label.cakeLabels = true)],
      ['count', (printer) => (printer.label.count = 'per-line')],
      ['lines per label', (printer) => (printer.label.linesPerLabel = 2)],
      ['order types', (printer) => (printer.label.orderTypes = ['delivery'])],
      ['products', (printer) => (printer.label.products = 'Aardbeientaart')],
    ];
    for (const [what, change] of changes) {
      const copy = draftFrom(view(stored));
      change(copy.printers[0]!);
      expect(isSaved(copy.printers[0]!, stored), what).toBe(false);
    }
  });

  it('gives settings stored before labels existed the defaults: a receipt printer with default labels', () => {
    const { role: _role, label: _label, ...older } = COUNTER;
    const partly = { ...ZEBRA, label: { protocol: 'zpl', widthMm: 62 } };
    const draft = draftFrom(view([older, partly] as unknown as PrinterSettings[]));
    const [counter, zebra] = settingsFrom(draft).printers;
    expect(counter?.role).toBe('receipt');
    expect(counter?.label).toEqual(DEFAULT_LABEL_SETTINGS);
    expect(zebra?.label).toEqual({ ...DEFAULT_LABEL_SETTINGS, protocol: 'zpl', widthMm: 62 });
    expect(newPrinter([], 'Nieuw').label.products).toBe('');
  });

  it('takes the products one per line, trimmed, without blank lines or repeats', () => {
    expect(productList(' Aardbeientaart \r\n\n1042\nAardbeientaart\n  ')).toEqual(['Aardbeientaart', '1042']);
  });

  it('checks the size, the lines per label and that some label is printed, next to each field', () => {
    const draft = draftFrom(view([ZEBRA]));
    const printer = draft.printers[0]!;
    printer.label.widthMm = 200;
    printer.label.heightMm = 10.5;
    printer.label.linesPerLabel = 0;
    printer.label.orderLabels = false;
    printer.copies = 0; // hidden on a label printer: not its problem
    const errors = validate(draft, 'en');
    expect(errors).toMatchObject({
      'printers.labels.label.widthMm': 'Enter a whole number of millimetres from 25 to 120.',
      'printers.labels.label.heightMm': 'Enter a whole number of millimetres from 15 to 200.',
      'printers.labels.label.linesPerLabel': 'Enter a whole number of lines from 1 to 20.',
      'printers.labels.label.kinds': 'Choose at least one kind of label: order labels, cake labels or both.',
    });
    expect(errors['printers.labels.copies']).toBeUndefined();
  });
});

describe('the printer editor for a label printer', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
    api.settings = view([COUNTER]);
  });

  async function showSettings() {
    const live = new LiveStatus(api, 10);
    await live.refresh();
    render(SettingsView, { props: { api, live, info: api.info, onfinish: vi.fn() } });
    await screen.findByRole('button', { name: 'Save settings' });
  }

  it('shows the label fields instead of the receipt’s, and saves what was chosen', async () => {
    await showSettings();
    const editor = document.querySelector<HTMLElement>('li[data-printer="counter"]')!;
    const field = (name: string) => editor.querySelector<HTMLInputElement>(`[data-field="${name}"]`);
    expect(within(editor).queryByLabelText('Paper width')).not.toBeNull();

    await fireEvent.click(within(editor).getByRole('radio', { name: /^Labels/ }));
    for (const receiptOnly of ['Paper width', 'Character set', 'Copies', 'Header', 'Footer', /^Logo/])
      expect(within(editor).queryByLabelText(receiptOnly)).toBeNull();
    expect(field('printMode')).toBeNull();
    expect(field('showPlu')).toBeNull();
    expect(within(editor).getByText(/Stickers for bags, cake boxes and cool boxes/)).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Print test labels' })).toBeTruthy();

    await fireEvent.change(within(editor).getByLabelText('Printer language'), { target: { value: 'tspl' } });
    const size = within(editor).getByLabelText<HTMLSelectElement>('Label size');
    expect(size.value).toBe('58x40');
    expect(within(editor).queryByLabelText('Width in mm')).toBeNull();
    await fireEvent.change(size, { target: { value: '100x150' } });
    await fireEvent.change(size, { target: { value: 'other' } });
    await fireEvent.input(within(editor).getByLabelText('Width in mm'), { target: { value: '76' } });
    await fireEvent.input(within(editor).getByLabelText('Height in mm'), { target: { value: '51' } });
    await fireEvent.change(within(editor).getByLabelText('Resolution'), { target: { value: '300' } });
    await fireEvent.click(within(editor).getByRole('checkbox', { name: /^Cake labels/ }));
    await fireEvent.click(within(editor).getByRole('radio', { name: /^One for every few order lines/ }));
    await fireEvent.input(within(editor).getByLabelText('Order lines per label'), { target: { value: '4' } });
    await fireEvent.click(within(editor).getByRole('checkbox', { name: 'Cool box' }));
    await fireEvent.click(within(editor).getByRole('checkbox', { name: 'Delivery' }));
    await fireEvent.input(within(editor).getByLabelText('Only these products'), {
      target: { value: 'Aardbeientaart\n\n 1042 ' },
    });

    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    const printer = saved(api)[0]!.settings.printers[0]!;
    expect(printer.role).toBe('label');
    expect(printer.dpi).toBe(300);
    expect(printer.label).toEqual({
      protocol: 'tspl',
      widthMm: 76,
      heightMm: 51,
      orderLabels: true,
      cakeLabels: false,
      count: 'per-lines',
      linesPerLabel: 4,
      orderTypes: ['delivery', 'pick_up_coolbox'],
      products: ['Aardbeientaart', '1042'],
    });
  });

  it('marks a size out of range next to its field, and routes shops to label printers by name', async () => {
    api.settings = {
      ...view([COUNTER, ZEBRA]),
      settings: {
        ...view([COUNTER, ZEBRA]).settings,
        shops: [{ shopId: 1042, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['counter', 'labels'] }],
      },
    };
    await showSettings();
    const route = screen.getByRole('group', { name: 'Bakkerij Noëlle prints on' });
    expect(within(route).getByRole('checkbox', { name: 'Etiketten (labels)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(route).getByRole('checkbox', { name: 'Counter' })).toHaveProperty('checked', true);

    const editor = document.querySelector<HTMLElement>('li[data-printer="labels"]')!;
    await fireEvent.change(within(editor).getByLabelText('Label size'), { target: { value: 'other' } });
    await fireEvent.input(within(editor).getByLabelText('Width in mm'), { target: { value: '300' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const width = within(editor).getByLabelText('Width in mm');
    await waitFor(() => expect(width.getAttribute('aria-invalid')).toBe('true'));
    expect(within(editor).getByText('Enter a whole number of millimetres from 25 to 120.')).toBeTruthy();
    expect(saved(api)).toHaveLength(0);
  });

  it('speaks Dutch and French for a label printer', async () => {
    api.settings = view([ZEBRA]);
    await showSettings();
    i18n.set('nl');
    const editor = document.querySelector<HTMLElement>('li[data-printer="labels"]')!;
    await waitFor(() => expect(within(editor).getByLabelText('Etiketformaat')).toBeTruthy());
    expect(within(editor).getByRole('radio', { name: /^Eén per paar bestelregels/ })).toHaveProperty(
      'checked',
      true,
    );
    i18n.set('fr');
    await waitFor(() => expect(within(editor).getByLabelText('Format des étiquettes')).toBeTruthy());
    expect(within(editor).getByRole('button', { name: 'Imprimer des étiquettes de test' })).toBeTruthy();
  });
});

describe('the label preview', () => {
  beforeEach(() => i18n.set('en'));

  it('draws each text element at its place with its size, the plate’s text as typed', () => {
    const label = sampleLabel(['Gelukkige verjaardag <b>', 'Lotte!']);
    const { container } = render(LabelPreview, { props: { label, position: 2, total: 3 } });
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 464 320');
    expect(svg.getAttribute('aria-label')).toBe('Cake label 2 of 3, 58 × 40 mm');
    const texts = [...svg.querySelectorAll('g[data-kind="text"] text')];
    expect(texts.map((text) => text.textContent)).toEqual([
      'AFHALEN 12',
      'Gelukkige verjaardag <b>',
      'Lotte!',
      'Zoë Verstraeten',
      'za 28/11 10:30',
    ]);
    // No markup from customer text: the plate's "<b>" is text.
    expect(svg.querySelector('b')).toBeNull();
    const plate = texts[1]!;
    // Centred in its width (8 + 448 / 2), baseline at 78 % of its 48 dots below y = 60.
    expect(plate.getAttribute('x')).toBe('232');
    expect(plate.getAttribute('text-anchor')).toBe('middle');
    expect(Number(plate.getAttribute('y'))).toBeCloseTo(60 + 0.78 * 48);
    expect(Number(plate.getAttribute('font-size'))).toBeCloseTo(0.98 * 48);
    expect(plate.getAttribute('font-weight')).toBe('700');
    expect(texts[4]!.getAttribute('font-weight')).toBe('400');
    expect(texts[3]!.getAttribute('text-anchor')).toBe('start');
  });

  it('draws inverted text white on a black bar as wide as its room and as high as its font', () => {
    const { container } = render(LabelPreview, { props: { label: sampleLabel() } });
    const [headline, plate] = [...container.querySelectorAll('g[data-kind="text"]')];
    const bar = headline!.querySelector('rect.bar')!;
    expect([...['x', 'y', 'width', 'height'].map((name) => bar.getAttribute(name))]).toEqual([
      '8',
      '8',
      '448',
      '40',
    ]);
    expect(headline!.querySelector('text')?.getAttribute('fill')).toBe('#fff');
    expect(plate!.querySelector('rect')).toBeNull();
    expect(plate!.querySelector('text')?.getAttribute('fill')).toBe('#000');
  });

  it('draws the QR code from its payload and the frame, and squeezes a text too wide for its room', () => {
    const label = sampleLabel(['Proficiat met jullie vijfentwintigjarig huwelijksjubileum']);
    const { container } = render(LabelPreview, { props: { label } });
    const qr = container.querySelector('path[data-kind="qr"]')!;
    expect(qr.getAttribute('data-payload')).toBe('order-12');
    // Version 1 (21 × 21 modules) at 4 dots: every module a square inside 340…424 × 190…274.
    const squares = [...(qr.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h4v4h-4z/g)];
    expect(squares.length).toBeGreaterThan(100);
    for (const [, x, y] of squares) {
      expect(Number(x)).toBeGreaterThanOrEqual(340);
      expect(Number(x)).toBeLessThan(340 + 21 * 4);
      expect(Number(y)).toBeGreaterThanOrEqual(190);
      expect(Number(y)).toBeLessThan(190 + 21 * 4);
    }
    expect(container.querySelector('path[data-kind="box"]')?.getAttribute('d')).toBe(
      'M0 0h464v320h-464z M3 3v314h458v-314z',
    );
    const long = container.querySelectorAll('g[data-kind="text"] text')[1]!;
    expect(long.getAttribute('textLength')).toBe('448');
    expect(long.getAttribute('lengthAdjust')).toBe('spacingAndGlyphs');
    expect(container.querySelectorAll('g[data-kind="text"] text')[0]!.getAttribute('textLength')).toBeNull();
  });
});

describe('an order’s labels in its detail', () => {
  let api: FakeApi;
  const LABELS_2: PrinterSettings = { ...ZEBRA, id: 'labels-2', name: 'Koeling' };

  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
    api.settings = view([COUNTER, ZEBRA, LABELS_2]);
    api.status = {
      ...api.status,
      printers: [
        printerView(),
        printerView({ printerId: 'labels', name: 'Etiketten' }),
        printerView({ printerId: 'labels-2', name: 'Koeling' }),
      ],
    };
    api.rows = [historyRow(12, { id: 'order-12', clientName: 'Zoë Verstraeten' })];
    api.details.set(
      'order-12',
      sampleDetail({ labels: [sampleLabel(), sampleLabel(['Proficiat'])], labelPrinterId: 'labels' }),
    );
  });

  async function open(): Promise<HTMLElement> {
    const live = new LiveStatus(api, 10);
    await live.refresh();
    render(HistoryView, { props: { api, live, searchDebounceMs: 30 } });
    await fireEvent.click(await screen.findByText('Zoë Verstraeten'));
    return screen.findByRole('article');
  }

  it('shows every label beside the receipt, as the label printer prints it', async () => {
    const detail = await open();
    const labels = await within(detail).findByRole('region', { name: 'Labels' });
    expect(within(labels).getByText('2 labels, as Etiketten prints them.')).toBeTruthy();
    const figures = labels.querySelectorAll('figure[data-label-kind="cake"]');
    expect(figures).toHaveLength(2);
    expect(figures[1]!.textContent).toContain('Proficiat');
    expect(detail.querySelector('figure.paper')).not.toBeNull();
  });

  it('previews another label printer’s labels when picked, and reprints labels by that name', async () => {
    const detail = await open();
    const labels = await within(detail).findByRole('region', { name: 'Labels' });
    const pick = within(labels).getByLabelText<HTMLSelectElement>('Labels of');
    await waitFor(() => expect(pick.value).toBe('labels'));
    api.printerDetails.set('order-12@labels-2', sampleDetail({ labels: [], labelPrinterId: 'labels-2' }));
    await fireEvent.change(pick, { target: { value: 'labels-2' } });
    await waitFor(() => expect(api.callsOf('getOrder')).toContainEqual(['order-12', 'labels-2']));
    await within(labels).findByText('Koeling prints no label for this order.');

    const reprintOn = within(detail).getByLabelText<HTMLSelectElement>('Reprint on');
    expect([...reprintOn.options].map((option) => option.value)).toEqual(['counter', 'labels', 'labels-2']);
    expect(within(detail).getByRole('button', { name: 'Reprint' })).toBeTruthy();
    await fireEvent.change(reprintOn, { target: { value: 'labels' } });
    // The receipt stays the one a receipt printer prints; the labels follow the printer chosen.
    await waitFor(() => expect(pick.value).toBe('labels'));
    expect(api.callsOf('getOrder')).not.toContainEqual(['order-12', 'labels']);
    expect(api.callsOf('getOrder').at(-1)).toEqual(['order-12', null]);
    await fireEvent.click(within(detail).getByRole('button', { name: 'Print the labels again' }));
    await waitFor(() => expect(api.callsOf('reprint')).toEqual([['order-12', 'labels']]));
  });

  it('says it in Dutch', async () => {
    i18n.set('nl');
    const detail = await open();
    const labels = await within(detail).findByRole('region', { name: 'Etiketten' });
    expect(within(labels).getByText('2 etiketten, zoals Etiketten ze afdrukt.')).toBeTruthy();
    expect(labels.querySelector('figure')?.getAttribute('aria-label')).toBe(
      'Taartetiket 1 van 2, 58 × 40 mm',
    );
  });
});
