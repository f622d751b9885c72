/**
 * Settings › Network and Settings › Alerts in the window (issue 14): what the person sets reaches the
 * app as settings, the SMTP password only when typed and never shown, bad input is refused in the
 * window's language before saving, and "Send a test alert" shows each channel's outcome.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsUpdate } from '../../electron/common/contract/app-api';
import {
  DEFAULT_ALERTS,
  DEFAULT_SETTINGS,
  type AlertSettings,
} from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import SettingsView from '../../src/views/SettingsView.svelte';
import { COUNTER, FakeApi } from './fake-api';

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
    hasAlertPassword: true,
    hasPin: false,
  };
});

async function openSettings(language: 'en' | 'nl' | 'fr'): Promise<void> {
  i18n.set(language);
  const live = new LiveStatus(api, 10);
  await live.refresh();
  render(SettingsView, { props: { api, live, info: api.info, onfinish: vi.fn() } });
  await screen.findByRole('button', { name: i18n.t.settings.save });
}

/** The saved settings' alerts, the rest as `beforeEach` set them. */
function withAlerts(alerts: Partial<AlertSettings>): void {
  api.settings = {
    ...api.settings,
    settings: { ...api.settings.settings, alerts: { ...DEFAULT_ALERTS, ...alerts } },
  };
}

const section = (heading: string): HTMLElement =>
  screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
const saved = (): SettingsUpdate[] => api.callsOf('saveSettings').map((args) => args[0] as SettingsUpdate);

describe('Settings › Network', () => {
  it('saves the PC’s name, the peers by address, the takeover time and the shops this PC prints', async () => {
    api.network = {
      pcName: 'kassa-1',
      instanceId: 'i-1',
      discovering: true,
      problem: null,
      peers: [
        {
          instanceId: 'i-2',
          pcName: 'Kantoor',
          address: '192.168.1.20',
          tenant: 'bakery',
          printing: [],
          standby: [1042],
          chosen: [],
          lastSeenAt: new Date().toISOString(),
          named: false,
        },
      ],
      shops: [
        {
          shopId: 1042,
          role: 'printing',
          printedBy: null,
          since: new Date().toISOString(),
          chosen: false,
          watch: null,
        },
      ],
      servedAt: null,
    };
    await openSettings('en');
    const network = section('Network');
    await within(network).findByText(/Kantoor \(192\.168\.1\.20\), seen/);
    expect(within(network).getByText(/printed by this PC/)).toBeTruthy();
    await fireEvent.input(within(network).getByLabelText('Name of this PC for the others'), {
      target: { value: 'Toonbank' },
    });
    await fireEvent.input(within(network).getByLabelText('Other OrderSlips by address'), {
      target: { value: '192.168.1.20\n\nkantoor-pc.local:5353' },
    });
    await fireEvent.input(
      within(network).getByLabelText('Take a shop over after this many seconds of silence'),
      {
        target: { value: '90' },
      },
    );
    await fireEvent.click(within(network).getByRole('checkbox', { name: 'Bakkerij Noëlle' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.settings.network).toMatchObject({
      pcName: 'Toonbank',
      peerAddresses: ['192.168.1.20', 'kantoor-pc.local:5353'],
      takeoverSeconds: 90,
      printingShops: [1042],
    });
  });

  it('refuses a peer that is not an address, in Dutch, before saving', async () => {
    await openSettings('nl');
    const network = section('Netwerk');
    await fireEvent.input(within(network).getByLabelText('Andere OrderSlips op adres'), {
      target: { value: 'kantoor pc' },
    });
    await fireEvent.click(screen.getByRole('button', { name: i18n.t.settings.save }));
    expect(await within(network).findByText(/“kantoor pc” is geen adres/)).toBeTruthy();
    expect(saved()).toHaveLength(0);
    expect(within(network).getByText('Deze OrderSlip zoekt geen andere pc’s.')).toBeTruthy();
  });
});

describe('Settings › Network: pairing a device', () => {
  it('shows a code to type on the device once the window is served, and removes a paired device', async () => {
    api.settings = {
      ...api.settings,
      settings: {
        ...api.settings.settings,
        network: { ...DEFAULT_SETTINGS.network, serveWindow: { enabled: true, port: 4860 } },
      },
    };
    api.pairedDevices = [
      {
        id: 'd-1',
        name: 'Safari · iPad',
        pairedAt: new Date(Date.now() - 3_600_000).toISOString(),
        lastSeenAt: null,
        address: '192.168.1.31',
      },
    ];
    await openSettings('nl');
    const network = section('Netwerk');
    await within(network).findByText(/Safari · iPad — gekoppeld/);
    await fireEvent.click(within(network).getByRole('button', { name: 'Toestel koppelen' }));
    expect(await within(network).findByText('123 456')).toBeTruthy();
    expect(within(network).getByText('http://192.168.1.20:4860/')).toBeTruthy();
    await fireEvent.click(within(network).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(api.callsOf('unpairDevice')).toEqual([['d-1']]));
    expect(await within(network).findByText('Er is geen toestel gekoppeld.')).toBeTruthy();
  });

  it('offers pairing only once serving the window is saved', async () => {
    await openSettings('en');
    const network = section('Network');
    await fireEvent.click(
      within(network).getByRole('checkbox', { name: /Show this window on other devices/ }),
    );
    expect(
      (within(network).getByRole('button', { name: 'Pair a device' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(network).getByText(/Save the settings first/)).toBeTruthy();
  });
});

describe('Settings › Alerts', () => {
  it('saves e-mail and webhook, and sends the password only when one was typed — never showing it', async () => {
    await openSettings('en');
    const alerts = section('Alerts');
    expect(within(alerts).getByText('A password is stored. Type a new one to replace it.')).toBeTruthy();
    expect((within(alerts).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    await fireEvent.click(within(alerts).getByRole('checkbox', { name: 'Send an e-mail' }));
    await fireEvent.input(within(alerts).getByLabelText('Mail server (SMTP)'), {
      target: { value: 'smtp.telenet.be' },
    });
    await fireEvent.input(within(alerts).getByLabelText('From'), { target: { value: 'kassa@bakkerij.be' } });
    await fireEvent.input(within(alerts).getByLabelText('To'), {
      target: { value: 'noelle@bakkerij.be, jan@bakkerij.be' },
    });
    await fireEvent.click(within(alerts).getByRole('checkbox', { name: 'Post a message to a web address' }));
    const url = within(alerts).getAllByLabelText('Address')[0]!;
    await fireEvent.input(url, { target: { value: 'https://hooks.example.com/x' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    const [first] = saved();
    expect(first?.alertPassword).toBeUndefined();
    expect(first?.settings.alerts.email).toMatchObject({
      enabled: true,
      host: 'smtp.telenet.be',
      from: 'kassa@bakkerij.be',
      to: ['noelle@bakkerij.be', 'jan@bakkerij.be'],
    });
    expect(first?.settings.alerts.webhook).toEqual({ enabled: true, url: 'https://hooks.example.com/x' });
    await fireEvent.input(within(section('Alerts')).getByLabelText('Password'), {
      target: { value: 's3cret' },
    });
    await fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved()).toHaveLength(2));
    expect(saved()[1]?.alertPassword).toBe('s3cret');
  });

  it('refuses a web address that is not one, in French, before saving', async () => {
    await openSettings('fr');
    const alerts = section('Alertes');
    await fireEvent.click(
      within(alerts).getByRole('checkbox', { name: 'Envoyer un message à une adresse web' }),
    );
    await fireEvent.input(within(alerts).getAllByLabelText('Adresse')[0]!, {
      target: { value: 'hooks.example.com' },
    });
    await fireEvent.click(screen.getByRole('button', { name: i18n.t.settings.save }));
    expect(
      await within(alerts).findByText(/Indiquez une adresse web commençant par https:\/\//),
    ).toBeTruthy();
    expect(saved()).toHaveLength(0);
  });

  it('shows each channel’s test outcome in Dutch, a failure with its reason', async () => {
    withAlerts({
      email: {
        ...DEFAULT_ALERTS.email,
        enabled: true,
        host: 'smtp.telenet.be',
        from: 'a@b.be',
        to: ['c@d.be'],
      },
      webhook: { enabled: true, url: 'https://hooks.example.com/x' },
    });
    api.alertTest = {
      results: [
        { channel: 'email', ok: true, detail: null },
        {
          channel: 'webhook',
          ok: false,
          detail: msg('alerts.delivery-failed', { channel: 'webhook', detail: 'HTTP 404 Not Found' }),
        },
      ],
    };
    await openSettings('nl');
    const alerts = section('Waarschuwingen');
    const button = within(alerts).getByRole<HTMLButtonElement>('button', { name: 'Testwaarschuwing sturen' });
    expect(button.disabled).toBe(false);
    expect(alerts.querySelector('[data-test-why]')).toBeNull();
    await fireEvent.click(button);
    await waitFor(() => expect(alerts.querySelectorAll('.results li')).toHaveLength(2));
    const lines = [...alerts.querySelectorAll('.results li')].map((item) =>
      item.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(lines[0]).toBe('E-mail: verstuurd');
    // The failure's sentence names its channel itself: no "Webhook:" before it.
    expect(lines[1]).toBe('De waarschuwing kon niet verstuurd worden via webhook: HTTP 404 Not Found');
    expect(api.callsOf('sendTestAlert')).toHaveLength(1);
  });

  it('says beside a greyed “Send a test alert” why it cannot send, in English and French', async () => {
    const button = (name: string): HTMLButtonElement =>
      within(section(i18n.t.alerts.heading)).getByRole<HTMLButtonElement>('button', { name });
    const why = (): string | undefined =>
      section(i18n.t.alerts.heading)
        .querySelector('[data-test-why]')
        ?.textContent?.replace(/[ \t\n]+/g, ' ')
        .trim();

    // Nothing switched on: nothing to test, and it says so.
    await openSettings('en');
    expect(button('Send a test alert').disabled).toBe(true);
    expect(why()).toBe('Nothing to test: switch on e-mail, the webhook or the heartbeat above, then save.');
    expect(button('Send a test alert').getAttribute('aria-describedby')).toBe(
      section('Alerts').querySelector('[data-test-why]')?.id,
    );
    cleanup();

    // E-mail on without its server and addresses: what is missing, in the window's language.
    withAlerts({ email: { ...DEFAULT_ALERTS.email, enabled: true } });
    await openSettings('fr');
    expect(button('Envoyer une alerte de test').disabled).toBe(true);
    expect(why()).toBe(
      'E-mail ne peut encore rien envoyer\u202f: indiquez le serveur de messagerie (SMTP), l’expéditeur (De) et une adresse de destination (À), puis enregistrez.',
    );
    cleanup();

    // One channel ready, another not: the test may go, and says which one will fail.
    withAlerts({
      email: {
        ...DEFAULT_ALERTS.email,
        enabled: true,
        host: 'smtp.telenet.be',
        from: 'a@b.be',
        to: ['c@d.be'],
      },
      heartbeat: { enabled: true, url: '' },
    });
    await openSettings('en');
    expect(button('Send a test alert').disabled).toBe(false);
    expect(why()).toBe('Heartbeat cannot send yet: fill in its address, then save.');

    // A change not saved yet: the test would send the old settings, so it waits for the save.
    await fireEvent.click(
      within(section('Alerts')).getByRole('checkbox', { name: 'Post a message to a web address' }),
    );
    expect(button('Send a test alert').disabled).toBe(true);
    expect(why()).toMatch(/^A test uses the saved settings: save your changes first\./);
  });
});

describe('Status: a shop printed by another PC', () => {
  it('says who prints it instead of an old listing time, in Dutch and French', async () => {
    const { default: ShopTable } = await import('../../src/status/ShopTable.svelte');
    const shop = api.status.shops[0]!;
    const network = {
      pcName: 'kassa-2',
      instanceId: 'i-2',
      discovering: true,
      problem: null,
      peers: [],
      shops: [
        {
          shopId: shop.shopId,
          role: 'standby' as const,
          printedBy: { pcName: 'Kantoor', address: '192.168.1.20' },
          since: new Date().toISOString(),
          chosen: false,
          watch: null,
        },
      ],
      servedAt: null,
    };
    i18n.set('nl');
    const nl = render(ShopTable, { props: { shops: [shop], now: new Date(), network } });
    expect(nl.getByText('afgedrukt door Kantoor')).toBeTruthy();
    nl.unmount();
    i18n.set('fr');
    const fr = render(ShopTable, { props: { shops: [shop], now: new Date(), network } });
    expect(fr.getByText('imprimé par Kantoor')).toBeTruthy();
    fr.unmount();
    // A PC alone (no network view) shows the last listing as before.
    i18n.set('en');
    const alone = render(ShopTable, { props: { shops: [shop], now: new Date(), network: null } });
    expect(alone.queryByText(/printed by/)).toBeNull();
    alone.unmount();
    // With the evidence of this PC's watch through the service: when that PC last confirmed an order.
    const now = new Date();
    const watched = {
      ...network,
      shops: network.shops.map((claim) => ({
        ...claim,
        watch: {
          lastWatchedAt: now.toISOString(),
          lastConfirmedAt: new Date(now.getTime() - 40_000).toISOString(),
          waiting: null,
        },
      })),
    };
    const evidence = render(ShopTable, { props: { shops: [shop], now, network: watched } });
    expect(evidence.getByText('printed by Kantoor, last order confirmed 40 seconds ago')).toBeTruthy();
  });
});
