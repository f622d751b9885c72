import { fireEvent, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsUpdate } from '../../electron/common/contract/app-api';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import SettingsView from '../../src/views/SettingsView.svelte';
import { FakeApi } from './fake-api';

async function showSettings(api: FakeApi) {
  const live = new LiveStatus(api, 10);
  await live.refresh();
  const view = render(SettingsView, { props: { api, live, info: api.info, onfinish: vi.fn() } });
  await screen.findByRole('button', { name: 'Save settings' });
  return view;
}

const saved = (api: FakeApi): SettingsUpdate[] =>
  api.callsOf('saveSettings').map((args) => args[0] as SettingsUpdate);

const CONNECTED = 'Connected. The service lists 2 shops: Bakkerij Noëlle and Boulangerie Hélène.';

describe('Settings', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
  });

  it('never shows the stored token, and sends a token only when one was typed', async () => {
    await showSettings(api);
    const token = screen.getByLabelText<HTMLInputElement>('Access token');
    expect(token.value).toBe('');
    expect(token.type).toBe('password');
    expect(screen.getByText('A token is set; type a new one only to replace it.')).toBeTruthy();

    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    expect('token' in saved(api)[0]!).toBe(false);
    expect(saved(api)[0]!.settings.connection).toEqual({
      baseUrl: 'https://api.example.com',
      tenant: 'bakery',
    });

    await fireEvent.input(token, { target: { value: '  new-secret  ' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(2));
    expect(saved(api)[1]!.token).toBe('new-secret');
    await waitFor(() => expect(token.value).toBe(''));
  });

  it('says when no token is stored, and warns when the token is not kept safely', async () => {
    api.settings = { ...api.settings, hasToken: false, tokenStorage: 'weak' };
    await showSettings(api);
    expect(screen.getByText('No token is set yet.')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/no system keyring/);
  });

  it('names the tenant so a shop understands it, and says where the token is kept without contradiction', async () => {
    // A token kept only in memory (the demo): "a token is set" next to "it is not saved on this computer".
    api.settings = { ...api.settings, hasToken: true, tokenStorage: 'none' };
    const cases = [
      {
        language: 'nl',
        save: 'Instellingen opslaan',
        tenant: 'Accountcode (tenant)',
        hint: 'Er is een token ingesteld; typ alleen een nieuw om het te vervangen.',
        note: /wordt niet op deze computer bewaard/,
      },
      {
        language: 'fr',
        save: 'Enregistrer les réglages',
        tenant: 'Code de compte (tenant)',
        hint: 'Un jeton est défini\u202f; n’en saisissez un nouveau que pour le remplacer.',
        note: /n’est pas enregistré sur cet ordinateur/,
      },
    ] as const;
    for (const { language, save, tenant, hint, note } of cases) {
      i18n.set(language);
      const live = new LiveStatus(api, 10);
      await live.refresh();
      const view = render(SettingsView, { props: { api, live, info: api.info, onfinish: vi.fn() } });
      await screen.findByRole('button', { name: save });
      expect(screen.getByLabelText<HTMLInputElement>(tenant).value).toBe('bakery');
      // As written: the narrow no-break space before the French semicolon is kept.
      const asWritten = getDefaultNormalizer({ collapseWhitespace: false });
      expect(screen.getByText(hint, { normalizer: asWritten })).toBeTruthy();
      expect(screen.getByRole('note').textContent).toMatch(note);
      view.unmount();
    }
    i18n.set('en');
  });

  it('shows what is wrong next to each field, and saves nothing', async () => {
    await showSettings(api);
    await fireEvent.input(screen.getByLabelText('Service address'), {
      target: { value: 'http://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: ' ' } });
    await fireEvent.input(screen.getByLabelText('Copies'), { target: { value: '9' } });
    await fireEvent.input(screen.getByLabelText('Connection'), { target: { value: 'lpt' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('4 settings need fixing (marked below).')).toBeTruthy();
    const address = screen.getByLabelText('Service address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    const describedBy = address.getAttribute('aria-describedby')?.split(' ') ?? [];
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain(
      say(msg('service.address-plain-http', { origin: 'http://orders.example.com' }), 'en'),
    );
    expect(screen.getByText('Enter the tenant.')).toBeTruthy();
    expect(screen.getByText('Copies must be a whole number from 1 to 5.')).toBeTruthy();
    expect(
      screen.getByText(/^Enter a connection like 192\.168\.1\.50, tcp:\/\/192\.168\.1\.50:9100/),
    ).toBeTruthy();
    expect(document.activeElement).toBe(address);
    expect(saved(api)).toEqual([]);
  });

  it('shows the app’s own answer when it refuses the settings, in the window’s language', async () => {
    const refusal = msg('app.setting-out-of-range', {
      setting: 'printers[0].copies',
      printer: 'Counter',
      got: '7',
      min: 1,
      max: 5,
    });
    api.failNext('saveSettings', refusal);
    await showSettings(api);
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The settings were not saved: Printer Counter: the setting printers[0].copies must be a whole number from 1 to 5, not 7.',
    );
  });

  it('says when the settings were saved but OrderSlip still cannot start', async () => {
    await showSettings(api);
    const save = api.saveSettings.bind(api);
    api.saveSettings = async (update) => ({ ...(await save(update)), problems: [msg('app.enter-token')] });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Settings saved, but OrderSlip cannot start yet: Enter the access token.'),
    ).toBeTruthy();
  });

  it('tests the connection and routes the shops it lists to printers', async () => {
    await showSettings(api);
    await fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(CONNECTED)).toBeTruthy();
    expect(api.callsOf('testConnection')).toEqual([
      [{ baseUrl: 'https://api.example.com', tenant: 'bakery' }],
    ]);

    await fireEvent.click(screen.getByLabelText('Only the shops chosen below'));
    const shop = document.querySelector<HTMLElement>('[data-shop="1057"]')!;
    await fireEvent.click(within(shop).getByLabelText('Boulangerie Hélène (Liège)'));
    const route = within(shop).getByRole('group', { name: 'Boulangerie Hélène prints on' });
    expect(within(route).getByLabelText<HTMLInputElement>('Counter').checked).toBe(true);
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]!.settings.shops).toEqual([
      { shopId: 1057, name: 'Boulangerie Hélène', city: 'Liège', printerIds: ['counter'] },
    ]);
  });

  it('refuses a chosen shop without a printer', async () => {
    await showSettings(api);
    await fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await screen.findByText(CONNECTED);
    await fireEvent.click(screen.getByLabelText('Only the shops chosen below'));
    const shop = document.querySelector<HTMLElement>('[data-shop="1042"]')!;
    await fireEvent.click(within(shop).getByLabelText('Bakkerij Noëlle (Gent)'));
    await fireEvent.click(within(shop).getByLabelText('Counter'));
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(shop).findByText('Choose at least one printer.')).toBeTruthy();
    expect(saved(api)).toEqual([]);
  });

  it('test-prints a saved printer by its id, and a changed one as the form shows it', async () => {
    await showSettings(api);
    const printer = document.querySelector<HTMLElement>('[data-printer="counter"]')!;
    await fireEvent.click(within(printer).getByRole('button', { name: 'Test print' }));
    await waitFor(() => expect(api.callsOf('testPrint')).toEqual([['counter']]));
    expect(await within(printer).findByText('The test receipt printed.')).toBeTruthy();

    await fireEvent.input(within(printer).getByLabelText('Name'), { target: { value: 'Toog' } });
    const address = within(printer).getByLabelText<HTMLInputElement>('Connection');
    await fireEvent.input(address, { target: { value: '192.168.1.77' } });
    await fireEvent.blur(address);
    expect(address.value).toBe('tcp://192.168.1.77:9100');
    api.printOutcome = {
      outcome: 'failed',
      message: msg('printer.refused', { printer: 'Toog', where: '192.168.1.77:9100' }),
    };
    await fireEvent.click(within(printer).getByRole('button', { name: 'Test print' }));
    expect(
      await within(printer).findByText(
        /^Test print on Toog did not work: Toog at 192\.168\.1\.77:9100 refused the connection\./,
      ),
    ).toBeTruthy();
    expect(api.callsOf('testPrint')).toHaveLength(2);
    expect(api.callsOf('testPrint')[1]![0]).toMatchObject({
      id: 'counter',
      name: 'Toog',
      uri: 'tcp://192.168.1.77:9100',
    });
    expect(saved(api)).toEqual([]);
  });

  it('reminds of a printer saved without a test print, until a test print succeeds', async () => {
    api.settings = {
      ...api.settings,
      settings: {
        ...api.settings.settings,
        printers: api.settings.settings.printers.map((printer) => ({ ...printer, untested: true })),
      },
    };
    await showSettings(api);
    const printer = document.querySelector<HTMLElement>('[data-printer="counter"]')!;
    const reminder = 'Not tested yet: print a test receipt to be sure orders come out here.';
    expect(within(printer).getByText(reminder)).toBeTruthy();
    // Saving keeps the mark: only a test print that came out clears it.
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]!.settings.printers[0]!.untested).toBe(true);

    await fireEvent.click(within(printer).getByRole('button', { name: 'Test print' }));
    await within(printer).findByText('The test receipt printed.');
    await waitFor(() => expect(within(printer).queryByText(reminder)).toBeNull());
    // The app cleared the mark in the stored settings: the form reads them again, so the mark's going is
    // no change of the person's to save.
    expect(api.settings.settings.printers[0]!.untested).toBeUndefined();
    expect(api.callsOf('getSettings').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
    // A change of the person's is still one.
    await fireEvent.input(within(printer).getByLabelText('Name'), { target: { value: 'Toog' } });
    expect(await screen.findByText('You have unsaved changes.')).toBeTruthy();
  });

  it('keeps the person’s unsaved changes when a test print clears a printer’s mark', async () => {
    api.settings = {
      ...api.settings,
      settings: {
        ...api.settings.settings,
        printers: api.settings.settings.printers.map((printer) => ({ ...printer, untested: true })),
      },
    };
    api.printOutcome = { outcome: 'delivered', message: msg('general.text', { text: 'Sent.' }) };
    await showSettings(api);
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'bakkerij-2' } });
    const printer = document.querySelector<HTMLElement>('[data-printer="counter"]')!;
    await fireEvent.click(within(printer).getByRole('button', { name: 'Test print' }));
    // Sent without proof: the app takes the printer as tested all the same, and so does the form.
    await waitFor(() => expect(within(printer).queryByText(/^Not tested yet/)).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Tenant').value).toBe('bakkerij-2');
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]!.settings.connection.tenant).toBe('bakkerij-2');
    expect(saved(api)[0]!.settings.printers[0]!.untested).toBeUndefined();
  });

  it('saves a bare IP address as the network printer it means', async () => {
    await showSettings(api);
    await fireEvent.input(screen.getByLabelText('Connection'), { target: { value: '192.168.1.51:9101' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]!.settings.printers[0]!.uri).toBe('tcp://192.168.1.51:9101');
  });

  describe('exporting diagnostics', () => {
    it('says where the app saved them', async () => {
      await showSettings(api);
      await fireEvent.click(screen.getByRole('button', { name: 'Export diagnostics' }));
      expect(
        await screen.findByText('Diagnostics saved to /home/shop/Downloads/orderslip-diagnostics.zip'),
      ).toBeTruthy();
    });

    it('hands them to the browser as a download in the browser window', async () => {
      api.diagnostics = {
        saved: 'download',
        fileName: 'orderslip-diagnostics-2026-11-22.txt',
        content: 'OrderSlip diagnostics\nlog…',
      };
      const blobs: Blob[] = [];
      const clicked: { download: string; href: string; attached: boolean }[] = [];
      const createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:diagnostics';
      });
      const revokeObjectURL = vi.fn();
      // jsdom has no object URLs: the browser's are stood in for, and put back afterwards.
      const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push({ download: this.download, href: this.href, attached: this.isConnected });
      });
      try {
        await showSettings(api);
        await fireEvent.click(screen.getByRole('button', { name: 'Export diagnostics' }));
        expect(
          await screen.findByText(
            'Diagnostics saved as orderslip-diagnostics-2026-11-22.txt in your browser’s downloads.',
          ),
        ).toBeTruthy();
        expect(clicked).toEqual([
          { download: 'orderslip-diagnostics-2026-11-22.txt', href: 'blob:diagnostics', attached: true },
        ]);
        expect(await blobs[0]!.text()).toBe('OrderSlip diagnostics\nlog…');
        expect(document.querySelector('a[download]')).toBeNull();
        await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:diagnostics'));
      } finally {
        click.mockRestore();
        Object.assign(URL, original);
      }
    });

    it('says nothing when the person closed the save dialog', async () => {
      api.diagnostics = { saved: 'cancelled' };
      await showSettings(api);
      await fireEvent.click(screen.getByRole('button', { name: 'Export diagnostics' }));
      await waitFor(() => expect(api.callsOf('exportDiagnostics')).toHaveLength(1));
      const section = screen.getByRole('region', { name: 'Support' });
      await waitFor(() =>
        expect(
          within(section).getByRole<HTMLButtonElement>('button', { name: 'Export diagnostics' }).disabled,
        ).toBe(false),
      );
      expect(within(section).queryByRole('status')).toBeNull();
      expect(within(section).queryByRole('alert')).toBeNull();
    });
  });

  it('adds and removes printers with ids that never change', async () => {
    await showSettings(api);
    await fireEvent.click(screen.getByRole('button', { name: 'Add a printer' }));
    const added = document.querySelector<HTMLElement>('[data-printer="printer-2"]')!;
    await fireEvent.input(within(added).getByLabelText('Connection'), { target: { value: 'printer:Bar' } });
    await fireEvent.change(within(added).getByLabelText('Paper width'), { target: { value: '58' } });
    await fireEvent.click(within(added).getByLabelText('Print without proof'));
    const everyShop = screen.getByRole('group', { name: 'Print every shop’s orders on' });
    await fireEvent.click(within(everyShop).getByLabelText('Printer 2'));
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    const printers = saved(api)[0]!.settings.printers;
    expect(printers.map((printer) => printer.id)).toEqual(['counter', 'printer-2']);
    expect(printers[1]).toMatchObject({
      uri: 'printer:Bar',
      paperWidth: 58,
      allowUnverified: true,
      logoPath: null,
    });
    expect(saved(api)[0]!.settings.defaultPrinterIds).toEqual(['counter', 'printer-2']);

    await fireEvent.click(screen.getByRole('button', { name: 'Remove printer Counter' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved(api)).toHaveLength(2));
    expect(saved(api)[1]!.settings.printers.map((printer) => printer.id)).toEqual(['printer-2']);
    expect(saved(api)[1]!.settings.defaultPrinterIds).toEqual(['printer-2']);
  });

  describe('removing a printer that has orders waiting', () => {
    /** Replaces Counter by a new printer, as a person does when the printer is swapped. */
    async function replaceCounter(): Promise<void> {
      await fireEvent.click(screen.getByRole('button', { name: 'Add a printer' }));
      const added = document.querySelector<HTMLElement>('[data-printer="printer-2"]')!;
      await fireEvent.input(within(added).getByLabelText('Name'), { target: { value: 'New counter' } });
      await fireEvent.input(within(added).getByLabelText('Connection'), {
        target: { value: 'tcp://192.168.1.51' },
      });
      const everyShop = screen.getByRole('group', { name: 'Print every shop’s orders on' });
      await fireEvent.click(within(everyShop).getByLabelText('New counter'));
      await fireEvent.click(screen.getByRole('button', { name: 'Remove printer Counter' }));
      await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    }

    beforeEach(() => {
      api.impact = { removedPrintersWithJobs: [{ printerId: 'counter', name: 'Counter', waiting: 4 }] };
    });

    it('asks what to do with them first, and moves them to the new printer by default', async () => {
      await showSettings(api);
      await replaceCounter();
      const dialog = await screen.findByRole('dialog', {
        name: 'Orders wait for a printer you are removing',
      });
      expect(api.callsOf('checkSettings')).toHaveLength(1);
      const checked = api.callsOf('checkSettings')[0]![0] as SettingsUpdate['settings'];
      expect(checked.printers.map((printer) => printer.id)).toEqual(['printer-2']);
      expect(saved(api)).toEqual([]);

      expect(within(dialog).getByText('4 orders wait for Counter, which you are removing:')).toBeTruthy();
      expect(
        within(dialog).getByText(/orders that then have no printer are held under Needs attention/),
      ).toBeTruthy();
      expect(within(dialog).getByLabelText<HTMLInputElement>('Move them to').checked).toBe(true);
      expect(
        within(dialog).getByLabelText<HTMLSelectElement>('Printer to move the orders of Counter to').value,
      ).toBe('printer-2');
      await fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(saved(api)).toHaveLength(1));
      expect(saved(api)[0]!.waitingJobs).toEqual({ counter: { move: 'printer-2' } });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await screen.findByText('Settings saved.')).toBeTruthy();
    });

    it('drops them only when the person says so', async () => {
      await showSettings(api);
      await replaceCounter();
      const dialog = await screen.findByRole('dialog');
      await fireEvent.click(within(dialog).getByLabelText('Drop them'));
      await fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(saved(api)).toHaveLength(1));
      expect(saved(api)[0]!.waitingJobs).toEqual({ counter: 'drop' });
    });

    it('saves nothing when the dialog is closed', async () => {
      await showSettings(api);
      await replaceCounter();
      const dialog = await screen.findByRole('dialog');
      await fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(saved(api)).toEqual([]);
    });

    it('saves at once when no order waits for a removed printer', async () => {
      api.impact = { removedPrintersWithJobs: [] };
      await showSettings(api);
      await replaceCounter();
      await waitFor(() => expect(saved(api)).toHaveLength(1));
      expect(api.callsOf('checkSettings')).toHaveLength(1);
      expect('waitingJobs' in saved(api)[0]!).toBe(false);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('says so when the settings cannot be checked, and saves nothing', async () => {
      api.failNext('checkSettings', 'OrderSlip is not answering.');
      await showSettings(api);
      await replaceCounter();
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The settings were not saved: OrderSlip is not answering.',
      );
      expect(saved(api)).toEqual([]);
    });
  });
});
