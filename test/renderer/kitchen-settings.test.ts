/**
 * The kitchen settings of a receipt printer in the window (issue 13): its template, the order types and
 * products it takes, and its buzzer — offered only where the model has one, with the reason where not —
 * are saved as chosen, and each of them makes the printer differ from the saved one.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  SettingsUpdate,
  SettingsView as SettingsViewData,
} from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import { draftFrom, isSaved, settingsFrom, type PrinterDraft } from '../../src/lib/settings-form';
import SettingsView from '../../src/views/SettingsView.svelte';
import { COUNTER, FakeApi } from './fake-api';

const PASTRY: PrinterSettings = printerSettings({
  id: 'pastry',
  name: 'Patisserie',
  uri: 'tcp://192.168.1.51:9100',
  model: 'epson-tm-m30',
  ticket: 'production',
  filter: { orderTypes: ['pick_up'], products: ['Aardbeientaart', '2210'] },
  buzzer: true,
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

describe('kitchen settings in the settings form', () => {
  it('keeps template, filter and buzzer through the form, and sees a change in each one', () => {
    const stored = [PASTRY, COUNTER];
    expect(settingsFrom(draftFrom(view(stored))).printers).toEqual(stored);
    const changes: [string, (printer: PrinterDraft) => void][] = [
      ['template', (printer) => (printer.ticket = 'receipt')],
      ['order types', (printer) => (printer.filter.orderTypes = [])],
      ['products', (printer) => (printer.filter.products = 'Aardbeientaart')],
      ['buzzer', (printer) => (printer.buzzer = false)],
    ];
    for (const [what, change] of changes) {
      const copy = draftFrom(view(stored));
      change(copy.printers[0]!);
      expect(isSaved(copy.printers[0]!, stored), what).toBe(false);
    }
  });
});

describe('the printer editor’s kitchen group', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
  });

  async function editor(printers: PrinterSettings[], id: string): Promise<HTMLElement> {
    api.settings = view(printers);
    const live = new LiveStatus(api, 10);
    await live.refresh();
    render(SettingsView, { props: { api, live, info: api.info, onfinish: vi.fn() } });
    await screen.findByRole('button', { name: 'Save settings' });
    return document.querySelector<HTMLElement>(`li[data-printer="${id}"]`)!;
  }

  const saved = (): SettingsUpdate[] => api.callsOf('saveSettings').map((args) => args[0] as SettingsUpdate);

  it('saves a production ticket for cakes and delivery orders, with the buzzer', async () => {
    const counter = printerSettings({ ...COUNTER, model: 'epson-tm-t20' });
    const li = await editor([counter], 'counter');
    const kitchen = li.querySelector<HTMLElement>('[data-section="kitchen"]')!;
    await fireEvent.click(within(kitchen).getByRole('radio', { name: /^Production ticket/ }));
    await fireEvent.click(within(kitchen).getByRole('checkbox', { name: 'Delivery' }));
    await fireEvent.input(within(kitchen).getByLabelText('Only these products'), {
      target: { value: 'Aardbeientaart\n\n 2210 ' },
    });
    const buzzer = within(kitchen).getByRole<HTMLInputElement>('checkbox', { name: /buzzer/ });
    expect(buzzer.disabled).toBe(false);
    await fireEvent.click(buzzer);

    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    const printer = saved()[0]!.settings.printers[0]!;
    expect(printer.ticket).toBe('production');
    expect(printer.filter).toEqual({ orderTypes: ['delivery'], products: ['Aardbeientaart', '2210'] });
    expect(printer.buzzer).toBe(true);
  });

  it('greys out the buzzer of a model without one, and says why', async () => {
    const li = await editor([printerSettings({ ...COUNTER, model: 'generic' })], 'counter');
    const kitchen = li.querySelector<HTMLElement>('[data-section="kitchen"]')!;
    const buzzer = within(kitchen).getByRole<HTMLInputElement>('checkbox', { name: /buzzer/ });
    expect(buzzer.disabled).toBe(true);
    expect(buzzer.checked).toBe(false);
    expect(within(kitchen).getByText(/this model has no buzzer OrderSlip can sound/)).toBeTruthy();
  });

  it('is not shown for a label printer', async () => {
    const labels = printerSettings({ id: 'labels', uri: 'tcp://192.168.1.60:9100', role: 'label' });
    const li = await editor([COUNTER, labels], 'labels');
    expect(li.querySelector('[data-section="kitchen"]')).toBeNull();
  });
});
