/**
 * Updates in the window (issue 25 §2): Settings › Updates sets the feed and channel (folded away until a
 * feed is set), and Status says when a downloaded version installs, in the window's language.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsUpdate } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import SettingsView from '../../src/views/SettingsView.svelte';
import { COUNTER, FakeApi } from './fake-api';
import { showStatus } from './show-status';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi();
  api.settings = {
    ...api.settings,
    settings: {
      ...DEFAULT_SETTINGS,
      connection: { baseUrl: 'https://api.example.com', tenant: 'bakery' },
      printers: [COUNTER],
      defaultPrinterIds: ['counter'],
      shops: [{ shopId: 1042, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['counter'] }],
    },
  };
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

describe('Settings › Updates', () => {
  it('saves the feed’s address and the channel, folded away until a feed is set', async () => {
    await openSettings('en');
    const updates = section('Updates');
    expect(updates.querySelector('details')?.open).toBe(false);
    await fireEvent.input(within(updates).getByLabelText('Update feed address'), {
      target: { value: '  https://updates.example.be/orderslip/ ' },
    });
    await fireEvent.change(within(updates).getByLabelText('Channel'), { target: { selectedIndex: 1 } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.settings.updates).toEqual({
      feedUrl: 'https://updates.example.be/orderslip/',
      channel: 'beta',
    });
  });

  it('shows a set feed open, in the window’s language', async () => {
    api.settings = {
      ...api.settings,
      settings: {
        ...api.settings.settings,
        updates: { feedUrl: 'https://u.example/os/', channel: 'stable' },
      },
    };
    await openSettings('nl');
    const updates = section('Updates');
    expect(updates.querySelector('details')?.open).toBe(true);
    expect((within(updates).getByLabelText('Adres van de updatebron') as HTMLInputElement).value).toBe(
      'https://u.example/os/',
    );
    expect(within(updates).getByRole('option', { name: 'Stabiel' })).toBeTruthy();
  });
});

describe('Status › Update', () => {
  it('says a downloaded version waits for closing time, in the window’s language', async () => {
    api.status = {
      ...api.status,
      update: {
        state: 'downloaded',
        detail: msg('update.installs-after-closing', { version: '1.3.0', closingTime: '18:00' }),
      },
    };
    i18n.set('fr');
    await showStatus(api);
    const update = await screen.findByRole('heading', { level: 2, name: 'Mise à jour' });
    expect(update.closest('section')?.textContent).toContain(
      'La version 1.3.0 est téléchargée\u202f: elle s’installera après l’heure de fermeture (18:00)',
    );
  });

  it('says nothing when there is nothing to say', async () => {
    i18n.set('en');
    await showStatus(api);
    await screen.findByRole('heading', { level: 2, name: i18n.t.printers.heading });
    expect(screen.queryByRole('heading', { level: 2, name: 'Update' })).toBeNull();
  });
});
