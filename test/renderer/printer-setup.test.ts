/**
 * A printer's new settings in the window (model, print mode, resolution, header and footer, PLU, the
 * print queue's proof), "Find printers" in Settings and in the wizard, and what a test print found out:
 * the form keeps every field through a save, a model fills in what that family needs, a found printer
 * fills in its address and its settings, a suggestion is applied only when the person says so.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  FoundPrinterView,
  SettingsUpdate,
  SettingsView as SettingsViewData,
} from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import {
  MAX_HEADER_LENGTH,
  printerSettings,
  type PrinterSettings,
} from '../../electron/common/model/printer-settings';
import App from '../../src/App.svelte';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import {
  applyFound,
  applyModel,
  draftFrom,
  isSaved,
  newPrinter,
  settingsFrom,
  validate,
} from '../../src/lib/settings-form';
import SettingsView from '../../src/views/SettingsView.svelte';
import { COUNTER, FakeApi } from './fake-api';

/** A printer with every new setting away from its default. */
const STAR: PrinterSettings = printerSettings({
  id: 'bar',
  name: 'Bar',
  uri: 'printer:Star_TSP143',
  type: 'star',
  paperWidth: 80,
  model: 'star-tsp100',
  printMode: 'image',
  dpi: 180,
  header: 'Bakkerij Noëlle\nKerkstraat 1, Gent',
  footer: 'Dank u!',
  showPlu: true,
  confirmOnQueueCompletion: true,
  allowUnverified: true,
  untested: true,
});

const view = (printers: PrinterSettings[]): SettingsViewData => ({
  settings: { ...DEFAULT_SETTINGS, printers, defaultPrinterIds: printers.map((printer) => printer.id) },
  hasToken: true,
  tokenStorage: 'keyring',
  problems: [],
  hasAlertPassword: false,
  hasPin: false,
  hasFleetKey: false,
});

const TM_T88: FoundPrinterView = {
  uri: 'tcp://192.168.1.77:9100',
  kind: 'network',
  name: 'TM-T88VI',
  model: 'epson-tm-t88',
  answersStatus: true,
  suggested: {
    type: 'epson',
    model: 'epson-tm-t88',
    printMode: 'auto',
    dpi: 180,
    paperWidth: 80,
    characterSet: 'PC858_EURO',
  },
};
const CLONE: FoundPrinterView = {
  uri: 'tcp://192.168.1.78:9100',
  kind: 'network',
  name: null,
  model: null,
  answersStatus: false,
  suggested: { type: 'epson' },
};
const QUEUE: FoundPrinterView = {
  uri: 'printer:Star_TSP143',
  kind: 'queue',
  name: 'Star_TSP143 (Star TSP143IIIU)',
  model: 'star-tsp100',
  answersStatus: null,
  suggested: { type: 'star', model: 'star-tsp100', printMode: 'image', dpi: 203, paperWidth: 80 },
};

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const saved = (api: FakeApi): SettingsUpdate[] =>
  api.callsOf('saveSettings').map((args) => args[0] as SettingsUpdate);

async function showSettings(api: FakeApi) {
  const live = new LiveStatus(api, 10);
  await live.refresh();
  const shown = render(SettingsView, { props: { api, live, info: api.info, onfinish: vi.fn() } });
  await screen.findByRole('button', { name: 'Save settings' });
  return shown;
}

async function save(api: FakeApi): Promise<PrinterSettings[]> {
  const before = saved(api).length;
  await fireEvent.click(button('Save settings'));
  await waitFor(() => expect(saved(api)).toHaveLength(before + 1));
  return [...saved(api).at(-1)!.settings.printers];
}

describe('the settings form', () => {
  it('keeps every printer setting through the form, and sees a change in each one', () => {
    const stored = [STAR, COUNTER];
    const draft = draftFrom(view(stored));
    expect(settingsFrom(draft).printers).toEqual(stored);
    for (const printer of draft.printers) expect(isSaved(printer, stored)).toBe(true);

    const changes: [string, (printer: (typeof draft.printers)[number]) => void][] = [
      ['model', (printer) => (printer.model = 'star-tsp650')],
      ['printMode', (printer) => (printer.printMode = 'auto')],
      ['dpi', (printer) => (printer.dpi = 203)],
      ['header', (printer) => (printer.header = 'Bakkerij Noëlle')],
      ['footer', (printer) => (printer.footer = '')],
      ['showPlu', (printer) => (printer.showPlu = false)],
      ['confirmOnQueueCompletion', (printer) => (printer.confirmOnQueueCompletion = false)],
    ];
    for (const [field, change] of changes) {
      const changed = draftFrom(view(stored)).printers[0]!;
      change(changed);
      expect(isSaved(changed, stored), field).toBe(false);
    }
  });

  it('fills in the defaults of a printer stored before these settings existed', () => {
    const {
      model: _model,
      printMode: _printMode,
      dpi: _dpi,
      header: _header,
      footer: _footer,
      showPlu: _showPlu,
      confirmOnQueueCompletion: _confirm,
      ...old
    } = COUNTER;
    const draft = draftFrom(view([old as PrinterSettings]));
    expect(settingsFrom(draft).printers[0]).toEqual(printerSettings({ ...COUNTER }));
    // A new printer's paper speaks the window's language (a French window made Dutch receipts).
    expect(newPrinter([], 'Imprimante 1', '', 'fr').language).toBe('fr');
    expect(newPrinter([], 'Drucker 1', '', 'de').language).toBe('de');
    expect(newPrinter([], 'Printer 1')).toMatchObject({
      model: 'generic',
      printMode: 'auto',
      dpi: 203,
      header: '',
      footer: '',
      showPlu: false,
      confirmOnQueueCompletion: false,
    });
  });

  it('prints a header as typed, without blank lines at its ends, and refuses one too long', () => {
    const draft = draftFrom(new FakeApi().settings);
    const printer = draft.printers[0]!;
    printer.header = '\r\n  Bakkerij Noëlle  \r\nKerkstraat 1\n\n';
    expect(settingsFrom(draft).printers[0]!.header).toBe('  Bakkerij Noëlle\nKerkstraat 1');
    expect(validate(draft, 'en')).toEqual({});
    printer.footer = 'x'.repeat(MAX_HEADER_LENGTH + 1);
    expect(validate(draft, 'en')).toEqual({
      'printers.counter.footer': `Keep it to ${MAX_HEADER_LENGTH} characters at most.`,
    });
    expect(validate(draft, 'nl')['printers.counter.footer']).toBe(`Hoogstens ${MAX_HEADER_LENGTH} tekens.`);
  });

  it('starts a chosen model from what its family can do', () => {
    const printer = newPrinter([], 'Printer 1');
    printer.paperWidth = 58;
    applyModel(printer, 'star-tsp100');
    // The TSP100 has no 58 mm model and no text: 80 mm, pictures only.
    expect(printer).toMatchObject({ type: 'star', paperWidth: 80, printMode: 'image', dpi: 203 });
    applyModel(printer, 'epson-tm-t88');
    expect(printer).toMatchObject({ type: 'epson', paperWidth: 80, printMode: 'auto', dpi: 180 });
    printer.paperWidth = 58;
    applyModel(printer, 'generic-58');
    expect(printer).toMatchObject({ paperWidth: 58, characterSet: 'PC858_EURO' });

    const found = newPrinter([], 'Printer 1');
    applyFound(found, QUEUE);
    expect(found).toMatchObject({ uri: 'printer:Star_TSP143', type: 'star', model: 'star-tsp100' });
    expect(found.printMode).toBe('image');
  });

  it('makes a found label printer a label printer of its language and resolution, and back', () => {
    const printer = newPrinter([], 'Printer 1');
    applyFound(printer, {
      uri: 'tcp://192.168.1.70:9100',
      kind: 'network',
      name: 'ZT410-300dpi',
      model: null,
      answersStatus: true,
      suggested: { role: 'label', dpi: 300 },
      labelProtocol: 'zpl',
    });
    expect(printer).toMatchObject({ uri: 'tcp://192.168.1.70:9100', role: 'label', dpi: 300 });
    expect(printer.label.protocol).toBe('zpl');
    applyFound(printer, {
      uri: 'tcp://192.168.1.71:9100',
      kind: 'network',
      name: null,
      model: null,
      answersStatus: true,
      suggested: { role: 'label' },
      labelProtocol: 'tspl',
    });
    expect(printer.label.protocol).toBe('tspl');
    // A receipt printer found for a ZPL/TSPL label form prints receipts.
    applyFound(printer, QUEUE);
    expect(printer).toMatchObject({ role: 'receipt', model: 'star-tsp100', type: 'star' });
  });
});

describe('a printer in Settings', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
  });

  it('saves the model, the print mode, the resolution, header, footer and PLU codes', async () => {
    await showSettings(api);
    await fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'star-tsp100' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Make').value).toBe('star');
    // A raster-only printer: text cannot be chosen, and the form says why.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Text/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Picture/ }).checked).toBe(true);
    expect(
      screen.getByText('This printer prints only pictures, so every receipt is sent as a picture.'),
    ).toBeTruthy();

    await fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'epson-tm-t20' } });
    await fireEvent.click(screen.getByRole('radio', { name: /^Text/ }));
    await fireEvent.change(screen.getByLabelText('Resolution'), { target: { value: '180' } });
    await fireEvent.input(screen.getByLabelText('Header'), { target: { value: 'Bakkerij Noëlle\nGent' } });
    await fireEvent.input(screen.getByLabelText('Footer'), { target: { value: 'Dank u!' } });
    await fireEvent.click(screen.getByLabelText('Print each product’s code (PLU)'));
    const [counter] = await save(api);
    expect(counter).toMatchObject({
      model: 'epson-tm-t20',
      type: 'epson',
      printMode: 'text',
      dpi: 180,
      header: 'Bakkerij Noëlle\nGent',
      footer: 'Dank u!',
      showPlu: true,
    });
  });

  it('says each print mode in plain words', async () => {
    await showSettings(api);
    const modes = screen.getByRole('group', { name: 'Print mode' });
    expect(modes.textContent).toContain(
      'Text, and a picture for characters the printer lacks — emoji, Arabic, Greek…',
    );
    expect(within(modes).getAllByRole('radio')).toHaveLength(3);
    expect(within(modes).getByRole<HTMLInputElement>('radio', { name: /^Automatic/ }).checked).toBe(true);
  });

  it('offers the print queue’s proof only for a print queue, with what it means', async () => {
    await showSettings(api);
    expect(screen.queryByLabelText('Let the print queue confirm orders')).toBeNull();
    const address = screen.getByLabelText('Connection');
    await fireEvent.input(address, { target: { value: 'printer:Star_TSP143' } });
    const queueProof = screen.getByLabelText('Let the print queue confirm orders');
    expect(queueProof.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(queueProof.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toMatch(/may report a job as completed that the printer lost/);
    await fireEvent.click(queueProof);
    const [counter] = await save(api);
    expect(counter).toMatchObject({ uri: 'printer:Star_TSP143', confirmOnQueueCompletion: true });
  });

  it('finds printers, says it is looking meanwhile, and fills in the one chosen', async () => {
    api.found = [TM_T88, CLONE, QUEUE];
    let done!: () => void;
    api.searching = new Promise<void>((resolve) => (done = resolve));
    await showSettings(api);
    await fireEvent.click(button('Find printers'));
    await screen.findByText(/^Looking for printers on the network/);
    expect(button('Find printers').disabled).toBe(true);
    // The form stays usable while it looks.
    await fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Toonbank' } });
    done();

    await screen.findByText('3 printers found. Choose the one to use.');
    const list = screen.getByRole('list', { name: '3 printers found. Choose the one to use.' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.dataset['uri'])).toEqual([TM_T88.uri, CLONE.uri, QUEUE.uri]);
    expect(entries[0]!.textContent).toContain('TM-T88VI');
    expect(entries[0]!.textContent).toContain('Network printer');
    expect(entries[0]!.textContent).toContain('answers status requests');
    expect(entries[1]!.textContent).toContain('does not answer status requests');
    expect(entries[2]!.textContent).toContain('Print queue on this computer');

    await fireEvent.click(button('Use TM-T88VI'));
    expect(screen.getByLabelText<HTMLInputElement>('Connection').value).toBe(TM_T88.uri);
    expect(screen.getByLabelText<HTMLSelectElement>('Model').value).toBe('epson-tm-t88');
    expect(screen.getByText(/^tcp:\/\/192\.168\.1\.77:9100 is filled in/)).toBeTruthy();
    const [counter] = await save(api);
    expect(counter).toMatchObject({ name: 'Toonbank', uri: TM_T88.uri, model: 'epson-tm-t88', dpi: 180 });
  });

  it('says when no printer was found, and how to type an address instead', async () => {
    await showSettings(api);
    await fireEvent.click(button('Find printers'));
    expect(await screen.findByText(/^No printer was found\./)).toBeTruthy();
    expect(screen.getByText(/Or type its address under Connection/)).toBeTruthy();
    expect(button('Look again')).toBeTruthy();
  });

  it('shows what a test print found out, and applies its suggestion only when asked', async () => {
    api.printOutcome = {
      outcome: 'delivered',
      message: verbatim('The test receipt was sent.'),
      findings: {
        answersStatus: false,
        provesCompletion: false,
        model: null,
        suggested: { allowUnverified: true, paperWidth: 58 },
        message: verbatim('Counter answers no status request, so it cannot prove what it printed.'),
      },
    };
    await showSettings(api);
    await fireEvent.click(button('Test print'));
    const findings = await screen.findByRole('region', { name: 'What the test print found out' });
    expect(findings.textContent).toContain('Counter answers no status request');
    expect(within(findings).getByText('Paper width: 58 mm')).toBeTruthy();
    expect(within(findings).getByText('Print without proof: on')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Print without proof').checked).toBe(false);

    await fireEvent.click(within(findings).getByRole('button', { name: 'Use these settings' }));
    expect(screen.getByLabelText<HTMLInputElement>('Print without proof').checked).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Paper width').value).toBe('58');
    expect(within(findings).getByText(/^The suggested settings are filled in above\./)).toBeTruthy();
    const [counter] = await save(api);
    expect(counter).toMatchObject({ allowUnverified: true, paperWidth: 58 });
  });

  it('shows a job the print queue completed as its own result, not as printed', async () => {
    api.settings = view([{ ...STAR, untested: false }]);
    api.printOutcome = { outcome: 'queue-completed', message: verbatim('Completed by the queue.') };
    await showSettings(api);
    await fireEvent.click(button('Test print'));
    expect(
      await screen.findByText(
        'Completed by the print queue: the computer’s print queue says the test receipt for Bar is done, but the printer itself did not confirm it. Check that it came out.',
      ),
    ).toBeTruthy();
  });
});

describe('the wizard’s printer step', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
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
  });

  async function toPrinterStep(): Promise<void> {
    render(App, { props: { api } });
    await fireEvent.input(await screen.findByLabelText('Service address'), {
      target: { value: 'https://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Tenant'), { target: { value: 'bakkerij' } });
    await fireEvent.click(button('Test connection'));
    await screen.findByText(/^Connected\./);
    await fireEvent.click(button('Next'));
    await fireEvent.click(button('Next'));
    await screen.findByText('Step 3 of 4: Printer');
  }

  it('finds a printer, test-prints it as found, and asks about a job its queue completed', async () => {
    api.found = [QUEUE];
    api.printOutcome = { outcome: 'queue-completed', message: verbatim('Completed by the queue.') };
    await toPrinterStep();
    await fireEvent.click(button('Find printers'));
    await screen.findByText('1 printer found. Choose it to fill in its settings.');
    await fireEvent.click(button('Use Star_TSP143 (Star TSP143IIIU)'));
    await fireEvent.click(button('Print a test receipt'));
    await screen.findByText(/^Completed by the print queue: .* Did it come out\?$/);
    const printed = api.callsOf('testPrint').at(-1)![0] as PrinterSettings;
    expect(printed).toMatchObject({ uri: 'printer:Star_TSP143', type: 'star', model: 'star-tsp100' });
    expect(printed.printMode).toBe('image');
    // Only a person can say it came out; then it may be saved.
    await fireEvent.click(button('Yes, it came out'));
    await fireEvent.click(button('Save and finish'));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]!.settings.printers[0]).toMatchObject({ uri: 'printer:Star_TSP143' });
  });

  const ZEBRA: FoundPrinterView = {
    uri: 'tcp://192.168.1.90:9100',
    kind: 'network',
    name: 'ZD421-203dpi',
    model: null,
    answersStatus: true,
    suggested: { dpi: 203 },
    labelProtocol: 'zpl',
  };
  const section = (role: 'receipt' | 'label') =>
    document.querySelector<HTMLElement>(`[data-wizard-printer="${role}"]`);

  it('sets up a label printer beside the receipt printer: “Use” puts each found printer in its place, and shops print on both', async () => {
    api.found = [TM_T88, ZEBRA];
    await toPrinterStep();
    // One printer to start with: the receipt printer; the label printer is offered, not there.
    expect(section('receipt')).not.toBeNull();
    expect(section('label')).toBeNull();
    expect(button('Add a label printer')).toBeTruthy();
    await fireEvent.click(button('Find printers'));
    await screen.findByText(/^2 printers found\./);

    // A found label printer is added beside the receipt printer, never in its place…
    await fireEvent.click(button('Use ZD421-203dpi'));
    expect(
      screen.getByText(
        `${ZEBRA.uri} is filled in, with the settings that fit it. Print test labels to check.`,
      ),
    ).toBeTruthy();
    const labels = section('label')!;
    expect(labels).not.toBeNull();
    expect(within(labels).getByLabelText<HTMLInputElement>('Connection').value).toBe(ZEBRA.uri);
    expect(within(labels).getByLabelText<HTMLInputElement>('Name').value).toBe('Label printer');
    expect(within(section('receipt')!).getByLabelText<HTMLInputElement>('Connection').value).toBe('');
    // …and the reverse: a found receipt printer goes to the receipt printer, the label printer stays.
    await fireEvent.click(button('Use TM-T88VI'));
    const receipt = section('receipt')!;
    expect(within(receipt).getByLabelText<HTMLInputElement>('Connection').value).toBe(TM_T88.uri);
    expect(within(receipt).getByLabelText<HTMLSelectElement>('Model').value).toBe('epson-tm-t88');
    expect(within(labels).getByLabelText<HTMLInputElement>('Connection').value).toBe(ZEBRA.uri);
    // Each keeps its role: the wizard offers no switch that would turn one into the other.
    expect(document.querySelector('[data-field="role"]')).toBeNull();

    // Each printer is tested on its own; saving waits for both.
    await fireEvent.click(within(receipt).getByRole('button', { name: 'Print a test receipt' }));
    await within(receipt).findByText(/Check the receipt, then save and finish\.$/);
    await fireEvent.click(button('Save and finish'));
    expect(
      await screen.findByText('Print test labels on Label printer first, or skip the test for now.'),
    ).toBeTruthy();
    expect(saved(api)).toHaveLength(0);
    await fireEvent.click(within(labels).getByRole('button', { name: 'Print test labels' }));
    await within(labels).findByText(/Check the labels, then save and finish\.$/);
    const [first, second] = api.callsOf('testPrint').map((args) => args[0] as PrinterSettings);
    expect(first).toMatchObject({ uri: TM_T88.uri, role: 'receipt', model: 'epson-tm-t88' });
    expect(second).toMatchObject({ uri: ZEBRA.uri, role: 'label', dpi: 203, label: { protocol: 'zpl' } });

    await fireEvent.click(button('Save and finish'));
    await screen.findByText('Step 4 of 4: Done');
    const settings = saved(api)[0]!.settings;
    expect(settings.printers.map((printer) => [printer.role, printer.uri, printer.untested])).toEqual([
      ['receipt', TM_T88.uri, undefined],
      ['label', ZEBRA.uri, undefined],
    ]);
    const ids = settings.printers.map((printer) => printer.id);
    // Routed as Settings routes them: every chosen shop, and the default, to both printers.
    expect(settings.shops.map((shop) => shop.printerIds)).toEqual([ids, ids]);
    expect(settings.defaultPrinterIds).toEqual(ids);
    const summary = document.querySelector('[data-summary]')!;
    expect(summary.textContent).toContain('Receipts print on Printer 1.');
    expect(summary.textContent).toContain('Labels print on Label printer.');
    expect(screen.getByText(/^OrderSlip is set up\./)).toBeTruthy();
  });

  it('skipping the test leaves untested only the printer no test came out of, and says which', async () => {
    api.found = [ZEBRA];
    await toPrinterStep();
    await fireEvent.input(within(section('receipt')!).getByLabelText('Connection'), {
      target: { value: '192.168.1.60' },
    });
    await fireEvent.click(button('Print a test receipt'));
    await screen.findByText(/Check the receipt, then save and finish\.$/);
    await fireEvent.click(button('Add a label printer'));
    await fireEvent.input(within(section('label')!).getByLabelText('Name'), { target: { value: 'Zebra' } });
    await fireEvent.input(within(section('label')!).getByLabelText('Connection'), {
      target: { value: '192.168.1.90' },
    });
    await fireEvent.click(button('Skip the test for now'));
    await screen.findByText('Step 4 of 4: Done');
    expect(
      saved(api)[0]!.settings.printers.map((printer) => [printer.name, printer.role, printer.untested]),
    ).toEqual([
      ['Printer 1', 'receipt', undefined],
      ['Zebra', 'label', true],
    ]);
    expect(
      screen.getByText(
        'Zebra has not printed test labels yet. Labels print on it; Status reminds you to test it.',
      ),
    ).toBeTruthy();
  });

  it('leaves the label printer out again with “No label printer”', async () => {
    await toPrinterStep();
    await fireEvent.click(button('Add a label printer'));
    expect(section('label')).not.toBeNull();
    await fireEvent.click(button('No label printer'));
    expect(section('label')).toBeNull();
    await fireEvent.input(within(section('receipt')!).getByLabelText('Connection'), {
      target: { value: '192.168.1.60' },
    });
    await fireEvent.click(button('Print a test receipt'));
    await screen.findByText(/Check the receipt, then save and finish\.$/);
    await fireEvent.click(button('Save and finish'));
    await waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]!.settings.printers.map((printer) => printer.role)).toEqual(['receipt']);
    expect(document.querySelector('[data-summary]')!.textContent).not.toContain('Labels');
  });

  it('shows what the test print found out, in Dutch, and a changed printer needs a new test', async () => {
    // The window follows the app's language setting.
    api.settings = { ...api.settings, settings: { ...api.settings.settings, language: 'nl' } };
    i18n.set('nl');
    api.printOutcome = {
      outcome: 'printed',
      message: verbatim('De testbon is afgedrukt.'),
      findings: {
        answersStatus: true,
        provesCompletion: true,
        model: 'star-tsp650',
        suggested: { type: 'star', model: 'star-tsp650' },
        message: verbatim('De printer noemt zich TSP654.'),
      },
    };
    render(App, { props: { api } });
    await fireEvent.input(await screen.findByLabelText('Adres van de dienst'), {
      target: { value: 'https://orders.example.com' },
    });
    await fireEvent.input(screen.getByLabelText('Accountcode (tenant)'), { target: { value: 'bakkerij' } });
    await fireEvent.click(button('Verbinding testen'));
    await screen.findByText(/^Verbonden\./);
    await fireEvent.click(button('Volgende'));
    await fireEvent.click(button('Volgende'));
    await fireEvent.input(screen.getByLabelText('Verbinding'), { target: { value: '192.168.1.80' } });
    await fireEvent.click(button('Testbon afdrukken'));
    const findings = await screen.findByRole('region', { name: 'Wat de testafdruk uitwees' });
    expect(within(findings).getByText('Model: Star TSP650')).toBeTruthy();
    expect(within(findings).getByText('Merk: Star')).toBeTruthy();
    await fireEvent.click(within(findings).getByRole('button', { name: 'Deze instellingen gebruiken' }));
    expect(screen.getByLabelText<HTMLSelectElement>('Merk').value).toBe('star');
    // The test was of the printer as it was: saving now asks for a new one.
    await fireEvent.click(button('Opslaan en afronden'));
    expect(await screen.findByText('Druk eerst een testbon af, of sla de test voorlopig over.')).toBeTruthy();
    expect(saved(api)).toHaveLength(0);
  });
});
