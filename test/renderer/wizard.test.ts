import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SettingsUpdate } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import {
  MAX_HEADER_LENGTH,
  printerSettings,
  type PrinterSettings,
} from '../../electron/common/model/printer-settings';
import App from '../../src/App.svelte';
import { i18n } from '../../src/lib/i18n.svelte';
import {
  draftFrom,
  newPrinter,
  normalizePrinterAddress,
  printerSettingsFrom,
  printerUriProblem,
  validate,
} from '../../src/lib/settings-form';
import { FakeApi } from './fake-api';
import { wordsOf } from '../../electron/common/words/catalogues';

const en = wordsOf('en').window;

/** A first run: nothing set up, so the window opens on the wizard. */
function firstRun(api: FakeApi): void {
  api.status = {
    connection: { state: 'not_configured', detail: msg('app.not-set-up', { problems: [] }) },
    shops: [],
    printers: [],
    attention: [],
    problems: [],
    headline: { tone: 'warn', waiting: 0, worst: null },
    alarm: null,
    network: null,
  };
  api.settings = {
    settings: DEFAULT_SETTINGS,
    hasToken: false,
    tokenStorage: 'keyring',
    problems: [],
    hasAlertPassword: false,
    hasPin: false,
    hasFleetKey: false,
  };
}

const CONNECTED = 'Connected. The service lists 2 shops: Bakkerij Noëlle and Boulangerie Hélène.';
const UNREACHABLE = msg('printer.unreachable', {
  printer: 'Printer 1',
  where: '192.168.1.60:9100',
  cause: msg('printer.network-problem', { problem: 'other', code: 'EHOSTUNREACH' }),
});

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const saved = (api: FakeApi): SettingsUpdate[] =>
  api.callsOf('saveSettings').map((args) => args[0] as SettingsUpdate);
const bodyText = (): string => document.body.textContent ?? '';

/** Connects, tests, keeps both shops and arrives at the printer step. */
async function toPrinterStep(): Promise<void> {
  await fireEvent.input(await screen.findByLabelText('Service address'), {
    target: { value: 'https://orders.example.com' },
  });
  await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'bakkerij' } });
  await fireEvent.click(button('Test connection'));
  await screen.findByText(CONNECTED);
  await next();
  await next();
  expect(screen.getByText('Step 3 of 4: Printer')).toBeTruthy();
}

async function typeAddress(value: string): Promise<HTMLInputElement> {
  const field = screen.getByLabelText<HTMLInputElement>('Connection');
  await fireEvent.input(field, { target: { value } });
  await fireEvent.blur(field);
  return field;
}

describe('The setup wizard', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
    firstRun(api);
  });

  it('opens on first run, test-prints the printer as typed, and saves it only then', async () => {
    render(App, { props: { api } });
    expect(await screen.findByRole('heading', { name: 'Set up OrderSlip' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 4: Connect')).toBeTruthy();
    expect(screen.getByText(/The ordering service’s name for your account or company/)).toBeTruthy();

    await fireEvent.input(screen.getByLabelText('Service address'), {
      target: { value: 'https://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'bakkerij' } });
    await fireEvent.input(screen.getByLabelText('Access token'), { target: { value: 'secret-token' } });
    await next();
    expect(screen.getByText('Test the connection before going on.')).toBeTruthy();

    await fireEvent.click(button('Test connection'));
    expect(await screen.findByText(CONNECTED)).toBeTruthy();
    // The stale sentence went as soon as the person acted on it.
    expect(screen.queryByText('Test the connection before going on.')).toBeNull();
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
    const address = await typeAddress('192.168.1.60');
    expect(address.value).toBe('tcp://192.168.1.60:9100');
    await fireEvent.click(button('Print a test receipt'));
    expect(
      await screen.findByText('The test receipt printed. Check the receipt, then save and finish.'),
    ).toBeTruthy();
    // The test printed the printer as the form shows it; nothing was stored for it.
    expect(api.callsOf('testPrint')).toHaveLength(1);
    expect(api.callsOf('testPrint')[0]![0]).toMatchObject({
      id: 'printer-1',
      name: 'Toog',
      uri: 'tcp://192.168.1.60:9100',
    });
    expect(saved(api)).toEqual([]);

    await fireEvent.click(button('Save and finish'));
    expect(await screen.findByText('Step 4 of 4: Done')).toBeTruthy();
    expect(screen.getByText(/^OrderSlip is set up\./)).toBeTruthy();
    const [update] = saved(api);
    expect(update?.token).toBe('secret-token');
    expect(update?.settings.connection).toEqual({
      baseUrl: 'https://orders.example.com',
      tenant: 'bakkerij',
    });
    expect(update?.settings.shops).toEqual([
      { shopId: 1042, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['printer-1'] },
    ]);
    expect(update?.settings.printers).toHaveLength(1);
    expect(update?.settings.printers[0]).toMatchObject({
      id: 'printer-1',
      name: 'Toog',
      uri: 'tcp://192.168.1.60:9100',
    });
    expect(update?.settings.printers[0]).not.toHaveProperty('untested');
    await fireEvent.click(button('Go to Status'));
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
    await fireEvent.click(button('Test connection'));
    await screen.findByText(CONNECTED);
    expect(api.callsOf('testConnection')).toEqual([[{ baseUrl: 'http://127.0.0.1:4100', tenant: 'demo' }]]);
    await next();
    await next();
    expect(screen.getByLabelText<HTMLInputElement>('Connection').value).toBe('tcp://127.0.0.1:9101');
    await fireEvent.click(button('Print a test receipt'));
    await waitFor(() => expect(api.callsOf('testPrint')).toHaveLength(1));
    await fireEvent.click(button('Save and finish'));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    const [update] = saved(api);
    expect(update && 'token' in update).toBe(false);
    expect(update?.settings.shops.map((shop) => shop.shopId)).toEqual([1042, 1057]);
  });

  it('asks for a new test when the address changes after a test, and drops the old answer', async () => {
    render(App, { props: { api } });
    await fireEvent.input(await screen.findByLabelText('Service address'), {
      target: { value: 'https://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'bakkerij' } });
    await fireEvent.click(button('Test connection'));
    await screen.findByText(CONNECTED);
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'slagerij' } });
    expect(screen.queryByText(CONNECTED)).toBeNull();
    await next();
    expect(screen.getByText('Test the connection before going on.')).toBeTruthy();
  });

  it('shows what the service said when the test fails: a server error is not the internet connection', async () => {
    api.connectionTest = {
      ok: false,
      message: msg('service.server-error', {
        request: { operation: 'shops' },
        status: 503,
        said: null,
        retryAfterMs: null,
      }),
      shops: [],
    };
    render(App, { props: { api } });
    await fireEvent.input(await screen.findByLabelText('Service address'), {
      target: { value: 'https://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'bakkerij' } });
    await fireEvent.click(button('Test connection'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Reading the shop list: the ordering service had an error on its side \(.*503/,
    );
    expect(alert.textContent).not.toMatch(/internet/);
  });

  it('says a refused connection test in the reader’s language, and clears it when the person retries', async () => {
    api.failNext('testConnection', msg('app.enter-token'));
    render(App, { props: { api } });
    await fireEvent.input(await screen.findByLabelText('Service address'), {
      target: { value: 'https://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'bakkerij' } });
    await fireEvent.click(button('Test connection'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Testing the connection did not work: Enter the access token.',
    );
    await fireEvent.click(button('Test connection'));
    expect(await screen.findByText(CONNECTED)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a failed test print, never says "set up": it asks for a test, or an explicit skip that saves the printer untested', async () => {
    api.printOutcome = { outcome: 'failed', message: UNREACHABLE };
    render(App, { props: { api } });
    await toPrinterStep();
    await typeAddress('192.168.1.60');
    await fireEvent.click(button('Print a test receipt'));
    const failure = await screen.findByText(
      /^Test print on Printer 1 did not work: Printer 1 at 192\.168\.1\.60:9100 cannot be reached \(EHOSTUNREACH\)/,
    );
    expect(failure.textContent).toMatch(/Or skip the test for now\.$/);

    await fireEvent.click(button('Save and finish'));
    expect(screen.getByText('Print a test receipt first, or skip the test for now.')).toBeTruthy();
    expect(saved(api)).toEqual([]);
    expect(screen.queryByText('Step 4 of 4: Done')).toBeNull();
    expect(bodyText()).not.toMatch(/is set up/);

    await fireEvent.click(button('Skip the test for now'));
    expect(await screen.findByText('Step 4 of 4: Done')).toBeTruthy();
    expect(saved(api)).toHaveLength(1);
    expect(saved(api)[0]?.settings.printers[0]).toMatchObject({
      id: 'printer-1',
      uri: 'tcp://192.168.1.60:9100',
      untested: true,
    });
    expect(
      screen.getByText(
        'OrderSlip is saved, but Printer 1 has not printed a test receipt yet. Orders print on it; Status reminds you to test it.',
      ),
    ).toBeTruthy();
    expect(bodyText()).not.toMatch(/is set up/);
  });

  it('folds the expert settings away, and opens them when one of them is wrong', async () => {
    // A header too long, from settings stored before (a provisioning file): only the fold shows it.
    api.settings = {
      ...api.settings,
      settings: {
        ...DEFAULT_SETTINGS,
        printers: [
          printerSettings({
            id: 'counter',
            name: 'Counter',
            uri: 'tcp://192.168.1.60:9100',
            header: 'x'.repeat(MAX_HEADER_LENGTH + 1),
          }),
        ],
      },
    };
    render(App, { props: { api } });
    await toPrinterStep();
    const expert = document.querySelector<HTMLDetailsElement>('details[data-section="expert"]')!;
    expect(expert.open).toBe(false);
    // The code page, the logo, header, footer, PLU and the kitchen are inside it; model and paper are not.
    for (const field of ['header', 'footer', 'showPlu', 'logo'])
      expect(expert.querySelector(`[data-field="${field}"]`), field).not.toBeNull();
    expect(within(expert).getByLabelText('Character set')).toBeTruthy();
    expect(expert.querySelector('[data-section="kitchen"]')).not.toBeNull();
    expect(expert.querySelector('[data-field="model"]')).toBeNull();

    await fireEvent.click(button('Print a test receipt'));
    await waitFor(() => expect(expert.open).toBe(true));
    expect(api.callsOf('testPrint')).toEqual([]);
  });

  it('drops a test print’s answer when the printer is changed, so a new test is needed', async () => {
    api.printOutcome = { outcome: 'failed', message: UNREACHABLE };
    render(App, { props: { api } });
    await toPrinterStep();
    await typeAddress('192.168.1.60');
    await fireEvent.click(button('Print a test receipt'));
    await screen.findByText(/^Test print on Printer 1 did not work/);

    await typeAddress('192.168.1.61');
    expect(screen.queryByText(/did not work/)).toBeNull();

    api.printOutcome = {
      outcome: 'printed',
      message: msg('printer.printed', { printer: 'Printer 1', copies: 1, paperLow: false }),
    };
    await fireEvent.click(button('Print a test receipt'));
    expect(await screen.findByText(/^Printed on Printer 1, confirmed by the printer\./)).toBeTruthy();
    await fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Toog' } });
    await fireEvent.click(button('Save and finish'));
    expect(screen.getByText('Print a test receipt first, or skip the test for now.')).toBeTruthy();
    expect(saved(api)).toEqual([]);
  });

  it('asks whether the test receipt came out on a printer that cannot confirm it', async () => {
    api.printOutcome = {
      outcome: 'delivered',
      message: msg('general.text', { text: 'Sent to the print queue.' }),
    };
    render(App, { props: { api } });
    await toPrinterStep();
    await typeAddress('printer:Toog');
    await fireEvent.click(button('Print a test receipt'));
    expect(
      await screen.findByText(
        'The test receipt was sent to Printer 1, but this printer cannot confirm that it printed. Did it come out?',
      ),
    ).toBeTruthy();
    await fireEvent.click(button('Save and finish'));
    expect(saved(api)).toEqual([]);
    await fireEvent.click(button('Yes, it came out'));
    await fireEvent.click(button('Save and finish'));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]?.settings.printers[0]).not.toHaveProperty('untested');
    expect(await screen.findByText(/^OrderSlip is set up\./)).toBeTruthy();
  });

  it('skips the test in Dutch, and says so without "ingesteld"', async () => {
    // The window follows the app's language setting.
    api.settings = { ...api.settings, settings: { ...api.settings.settings, language: 'nl' } };
    i18n.set('nl');
    render(App, { props: { api } });
    await fireEvent.input(await screen.findByLabelText('Adres van de dienst'), {
      target: { value: 'https://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Accountcode (tenant)'), { target: { value: 'bakkerij' } });
    await fireEvent.click(button('Verbinding testen'));
    await screen.findByText(/^Verbonden\./);
    await fireEvent.click(button('Volgende'));
    await fireEvent.click(button('Volgende'));
    await fireEvent.input(screen.getByLabelText('Verbinding'), { target: { value: '10.0.0.7:9101' } });
    await fireEvent.click(button('Test voorlopig overslaan'));
    expect(
      await screen.findByText(
        'OrderSlip is opgeslagen, maar Printer 1 heeft nog geen testbon afgedrukt. Bestellingen worden erop afgedrukt; Status herinnert u eraan om hem te testen.',
      ),
    ).toBeTruthy();
    expect(saved(api)[0]?.settings.printers[0]).toMatchObject({ uri: 'tcp://10.0.0.7:9101', untested: true });
    i18n.set('en');
  });
});

describe('The service address as a person types it', () => {
  it('is checked by the app’s own rule, and what is wrong is said in the window’s language', () => {
    const draft = draftFrom(new FakeApi().settings);
    expect(validate({ ...draft, baseUrl: 'http://127.0.0.1:4100' }, 'nl')).toEqual({});
    expect(validate({ ...draft, baseUrl: 'http://orders.example.com' }, 'nl')).toEqual({
      baseUrl: say(msg('service.address-plain-http', { origin: 'http://orders.example.com' }), 'nl'),
    });
    expect(validate({ ...draft, baseUrl: 'https://me:token@orders.example.com' }, 'fr')).toEqual({
      baseUrl: say(msg('service.address-has-credentials'), 'fr'),
    });
    expect(validate({ ...draft, baseUrl: ' ' }, 'en')['baseUrl']).toBe(
      'Enter the address of the ordering service.',
    );
  });
});

describe('A printer address as a person types it', () => {
  const e = en.settings.errors;

  it.each([
    ['192.168.1.50', 'tcp://192.168.1.50:9100'],
    [' 192.168.1.50:9101 ', 'tcp://192.168.1.50:9101'],
    ['bon.local', 'tcp://bon.local:9100'],
    ['BonPrinter:9100', 'tcp://BonPrinter:9100'],
    ['[fe80::1]', 'tcp://[fe80::1]:9100'],
    ['tcp://[::1]:9101', 'tcp://[::1]:9101'],
  ])('%j is the network printer %s, which the form accepts', (typed, meant) => {
    expect(normalizePrinterAddress(typed)).toBe(meant);
    expect(printerUriProblem(typed, e)).toBeNull();
  });

  it.each([
    ['tcp://192.168.1.60'],
    ['tcp://192.168.1.60/'],
    ['tcp://toog'],
    ['COM3'],
    ['/dev/usb/lp0'],
    ['printer:Bar'],
  ])('%j is already an address: left as typed, and accepted', (typed) => {
    expect(normalizePrinterAddress(typed)).toBe(typed);
    expect(printerUriProblem(typed, e)).toBeNull();
  });

  it.each([
    // A device's name without its number, and typos of an IPv4 address or a port: never a printer
    // somewhere else on the network ("192.168.1" would reach 192.168.0.1).
    ['lpt'],
    ['192.168.1'],
    ['300.1.1.1'],
    ['192.168.1.50:99999'],
    ['tcp://printer.local/path'],
    [''],
  ])('%j is refused by the check', (typed) => {
    expect(printerUriProblem(typed, e)).toBe(e.printerUri);
  });

  it('goes to the app (test print and save alike) normalised, with "untested" only when set', () => {
    const draft = { ...newPrinter([], ' Toog '), uri: '10.0.0.7', logoPath: '  ' };
    const expected: PrinterSettings = {
      ...printerSettings({ id: 'printer-1', uri: 'tcp://10.0.0.7:9100' }),
      name: 'Toog',
    };
    expect(printerSettingsFrom(draft)).toEqual(expected);
    expect(printerSettingsFrom({ ...draft, untested: false })).toEqual(expected);
    expect(printerSettingsFrom({ ...draft, untested: true })).toEqual({ ...expected, untested: true });
  });
});
