/**
 * Settings › Fleet in the window (issue 25): the fleet host's address is saved with the settings, the
 * fleet key only when typed (or removed when asked), never shown, and an address that is not one is
 * refused in the window's language before saving.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsUpdate } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import SettingsView from '../../src/views/SettingsView.svelte';
import { COUNTER, FakeApi } from './fake-api';

let api: FakeApi;

function withKey(hasFleetKey: boolean): void {
  api.settings = {
    ...api.settings,
    settings: {
      ...DEFAULT_SETTINGS,
      connection: { baseUrl: 'https://api.example.com', tenant: 'bakery' },
      printers: [COUNTER],
      defaultPrinterIds: ['counter'],
      shops: [{ shopId: 1042, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['counter'] }],
    },
    hasFleetKey,
  };
}

beforeEach(() => {
  api = new FakeApi();
  withKey(false);
});

async function openSettings(language: 'en' | 'nl' | 'fr' | 'de'): Promise<void> {
  i18n.set(language);
  const live = new LiveStatus(api, 10);
  await live.refresh();
  render(SettingsView, { props: { api, live, info: api.info, onfinish: vi.fn() } });
  await screen.findByRole('button', { name: i18n.t.settings.save });
}

const section = (heading: string): HTMLElement =>
  screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
const saved = (): SettingsUpdate[] => api.callsOf('saveSettings').map((args) => args[0] as SettingsUpdate);

describe('Settings › Fleet', () => {
  it('saves the fleet host’s address, and the key only once typed — never shown', async () => {
    await openSettings('en');
    const fleet = section('Fleet');
    expect(within(fleet).getByText('No fleet key is stored: without one, nothing is reported.')).toBeTruthy();
    await fireEvent.input(within(fleet).getByLabelText('Fleet host address'), {
      target: { value: ' https://fleet.example.com:4870 ' },
    });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.settings.fleet).toEqual({ url: 'https://fleet.example.com:4870' });
    expect(saved()[0]).not.toHaveProperty('fleetKey');

    await fireEvent.input(within(section('Fleet')).getByLabelText('Fleet key'), {
      target: { value: 'bakery-chain-fleet-key-0001' },
    });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved()).toHaveLength(2));
    expect(saved()[1]?.fleetKey).toBe('bakery-chain-fleet-key-0001');
  });

  it('removes a stored key only when asked, and never fills the field with it', async () => {
    withKey(true);
    await openSettings('nl');
    const fleet = section('Vloot');
    expect(within(fleet).getByText(/Er is een vlootsleutel bewaard/)).toBeTruthy();
    expect((within(fleet).getByLabelText('Vlootsleutel') as HTMLInputElement).value).toBe('');
    await fireEvent.click(
      within(fleet).getByRole('checkbox', { name: 'De bewaarde vlootsleutel verwijderen' }),
    );
    await fireEvent.click(screen.getByRole('button', { name: i18n.t.settings.save }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.fleetKey).toBe('');
  });

  it('refuses an address that is not one, in French, before saving', async () => {
    await openSettings('fr');
    await fireEvent.input(within(section('Flotte')).getByLabelText('Adresse du serveur de flotte'), {
      target: { value: 'flotte sans adresse' },
    });
    await fireEvent.click(screen.getByRole('button', { name: i18n.t.settings.save }));
    await within(section('Flotte')).findByText('Saisissez une adresse comme https://flotte.example.com.');
    expect(saved()).toHaveLength(0);
  });
});
