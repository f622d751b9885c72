import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SettingsUpdate } from '../../electron/shared/contract';
import { DEFAULT_SETTINGS } from '../../electron/shared/settings';
import App from '../../src/App.svelte';
import { i18n } from '../../src/lib/i18n.svelte';
import { FakeApi } from './fake-api';

/** A first run: nothing set up, so the window opens on the wizard. */
function firstRun(api: FakeApi): void {
  api.status = {
    connection: { state: 'not_configured', detail: 'Enter the address of the ordering service.' },
    shops: [],
    printers: [],
    attention: [],
    problems: [],
    headline: { tone: 'warn', waiting: 0, worst: null },
  };
  api.settings = { settings: DEFAULT_SETTINGS, hasToken: false, tokenStorage: 'keyring', problems: [] };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('The setup wizard', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
    firstRun(api);
  });

  it('opens on first run and walks through connect, shops, printer and done', async () => {
    render(App, { props: { api } });
    expect(await screen.findByRole('heading', { name: 'Set up OrderSlip' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 4: Connect')).toBeTruthy();

    await fireEvent.input(screen.getByLabelText('Service address'), {
      target: { value: 'https://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'bakkerij' } });
    await fireEvent.input(screen.getByLabelText('Access token'), { target: { value: 'secret-token' } });
    await next();
    expect(screen.getByText('Test the connection before going on.')).toBeTruthy();

    await fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected. The service lists 2 shops.')).toBeTruthy();
    expect(api.callsOf('testConnection')).toEqual([
      [{ baseUrl: 'https://orders.example.com', tenant: 'bakkerij', token: 'secret-token' }],
    ]);
    await next();

    expect(screen.getByText('Step 2 of 4: Shops')).toBeTruthy();
    const other = screen.getByLabelText<HTMLInputElement>('Boulangerie Hélène (Liège)');
    expect(other.checked).toBe(true);
    await fireEvent.click(other);
    await next();

    expect(screen.getByText('Step 3 of 4: Printer')).toBeTruthy();
    await fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Toog' } });
    await fireEvent.input(screen.getByLabelText('Connection'), { target: { value: 'tcp://192.168.1.60' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save and test print' }));
    expect(
      await screen.findByText('The test receipt printed. Did a test receipt come out? Then you are done.'),
    ).toBeTruthy();

    const update = api.callsOf('saveSettings')[0]![0] as SettingsUpdate;
    expect(update.token).toBe('secret-token');
    expect(update.settings.connection).toEqual({ baseUrl: 'https://orders.example.com', tenant: 'bakkerij' });
    expect(update.settings.shops).toEqual([
      { shopId: 1042, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['printer-1'] },
    ]);
    expect(update.settings.printers).toMatchObject([
      { id: 'printer-1', name: 'Toog', uri: 'tcp://192.168.1.60' },
    ]);
    expect(api.callsOf('testPrint')).toEqual([['printer-1']]);

    await next();
    expect(screen.getByText('Step 4 of 4: Done')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Go to Status' }));
    expect(await screen.findByRole('heading', { name: 'Connection' })).toBeTruthy();
  });

  it('in the demo, fills in the demo service and printer and leaves the token to the app', async () => {
    api.info = {
      ...api.info,
      demo: true,
      demoSetup: { serviceUrl: 'http://127.0.0.1:4100', tenant: 'demo', printerUri: 'tcp://127.0.0.1:9101' },
    };
    render(App, { props: { api } });
    await fireEvent.click(await screen.findByRole('button', { name: 'Use the demo service' }));
    expect(screen.getByLabelText<HTMLInputElement>('Service address').value).toBe('http://127.0.0.1:4100');
    expect(screen.getByLabelText<HTMLInputElement>('Tenant').value).toBe('demo');
    expect(screen.getByLabelText<HTMLInputElement>('Access token').value).toBe('');
    await fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await screen.findByText('Connected. The service lists 2 shops.');
    expect(api.callsOf('testConnection')).toEqual([[{ baseUrl: 'http://127.0.0.1:4100', tenant: 'demo' }]]);
    await next();
    await next();
    expect(screen.getByLabelText<HTMLInputElement>('Connection').value).toBe('tcp://127.0.0.1:9101');
    await fireEvent.click(screen.getByRole('button', { name: 'Save and test print' }));
    await waitFor(() => expect(api.callsOf('testPrint')).toHaveLength(1));
    const update = api.callsOf('saveSettings')[0]![0] as SettingsUpdate;
    expect('token' in update).toBe(false);
    expect(update.settings.shops.map((shop) => shop.shopId)).toEqual([1042, 1057]);
  });

  it('asks for a new test when the address changes after a test', async () => {
    render(App, { props: { api } });
    await fireEvent.input(await screen.findByLabelText('Service address'), {
      target: { value: 'https://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'bakkerij' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await screen.findByText('Connected. The service lists 2 shops.');
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'slagerij' } });
    await next();
    expect(screen.getByText('Test the connection before going on.')).toBeTruthy();
  });

  it('shows a failed test print as a warning with the printer’s answer, and still lets the person go on', async () => {
    api.printOutcome = {
      outcome: 'failed',
      message: 'Printer "Printer 1" at 192.168.1.60:9100 did not answer.',
    };
    render(App, { props: { api } });
    await fireEvent.input(await screen.findByLabelText('Service address'), {
      target: { value: 'https://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'bakkerij' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await screen.findByText('Connected. The service lists 2 shops.');
    await next();
    await next();
    await fireEvent.input(screen.getByLabelText('Connection'), { target: { value: 'tcp://192.168.1.60' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save and test print' }));
    expect(
      await screen.findByText(
        'Test print on Printer 1 did not work: Printer "Printer 1" at 192.168.1.60:9100 did not answer.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);
  });
});
