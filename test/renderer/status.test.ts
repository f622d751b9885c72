import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PrinterStateView } from '../../electron/common/contract/app-api';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { i18n } from '../../src/lib/i18n.svelte';
import { PRINTER_TONES } from '../../src/lib/tones';
import { attentionItem, FakeApi, printerView } from './fake-api';
import { showStatus } from './show-status';

const STATES = Object.keys(PRINTER_TONES) as PrinterStateView[];

function printerItem(id: string): HTMLElement {
  const item = document.querySelector<HTMLElement>(`[data-printer="${id}"]`);
  if (!item) throw new Error(`no printer ${id} on screen`);
  return item;
}

describe('Status', () => {
  let api: FakeApi;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
  });

  it('shows every printer state as a coloured badge that also says the state in words', async () => {
    api.status = {
      ...api.status,
      printers: STATES.map((state) =>
        printerView({
          printerId: state,
          name: `P ${state}`,
          state,
          queued: 2,
          detail: verbatim(`Detail ${state}`),
        }),
      ),
    };
    await showStatus(api);
    for (const state of STATES) {
      const item = printerItem(state);
      const badge = item.querySelector<HTMLElement>('.badge');
      expect(badge?.textContent?.trim()).toBe(i18n.t.printers.states[state]);
      expect(badge?.dataset['tone']).toBe(PRINTER_TONES[state]);
      // A paused printer says what pausing means, in one sentence, instead of its last state.
      const sentence = state === 'paused' ? i18n.t.printers.paused(`P ${state}`) : `Detail ${state}`;
      expect(within(item).getByText(sentence)).toBeTruthy();
      expect(within(item).getByText('2 receipts waiting')).toBeTruthy();
    }
    expect(PRINTER_TONES.paper_out).toBe('bad');
    expect(PRINTER_TONES.paper_low).toBe('warn');
    expect(PRINTER_TONES.ready).toBe('good');
  });

  it('pauses a running printer and resumes a paused one, and retries', async () => {
    api.status = {
      ...api.status,
      printers: [printerView(), printerView({ printerId: 'bakery', name: 'Bakery', state: 'paused' })],
    };
    await showStatus(api);
    await fireEvent.click(within(printerItem('counter')).getByRole('button', { name: 'Pause' }));
    await fireEvent.click(within(printerItem('bakery')).getByRole('button', { name: 'Resume' }));
    await fireEvent.click(within(printerItem('bakery')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsOf('retryPrinter')).toEqual([['bakery']]));
    expect(api.callsOf('pausePrinter')).toEqual([['counter']]);
    expect(api.callsOf('resumePrinter')).toEqual([['bakery']]);
    expect(
      within(printerItem('bakery')).getByText('Paused: orders for Bakery wait until you resume it.'),
    ).toBeTruthy();
  });

  it('updates a printer badge as soon as its event arrives', async () => {
    await showStatus(api);
    api.emit({
      type: 'printer',
      printer: printerView({ state: 'paper_out', detail: verbatim('The paper ran out.') }),
    });
    await waitFor(() =>
      expect(printerItem('counter').querySelector('.badge')?.textContent?.trim()).toBe('Out of paper'),
    );
    expect(within(printerItem('counter')).getByText('The paper ran out.')).toBeTruthy();
  });

  it('refreshes (debounced) when the app says the status changed', async () => {
    await showStatus(api);
    const before = api.callsOf('getStatus').length;
    api.status = {
      ...api.status,
      connection: { state: 'failing', detail: verbatim('HTTP 503 from the service.') },
    };
    for (let i = 0; i < 5; i += 1) api.emit({ type: 'status-changed' });
    expect(await screen.findByText('HTTP 503 from the service.')).toBeTruthy();
    expect(api.callsOf('getStatus').length).toBe(before + 1);
  });

  it('says what each connection state means and offers the way out', async () => {
    api.status = {
      ...api.status,
      connection: { state: 'token_rejected', detail: verbatim('HTTP 401 Unauthenticated.') },
    };
    const { onsetup, unmount } = await showStatus(api);
    const panel = screen.getByRole('region', { name: /^Connection/ });
    expect(within(panel).getByText('Token refused')).toBeTruthy();
    expect(within(panel).getByText(/refuses the access token/)).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Open the settings' }));
    expect(onsetup).toHaveBeenCalledWith(false);
    unmount();

    const tenant = msg('app.enter-tenant');
    api.status = { ...api.status, connection: { state: 'not_configured', detail: tenant } };
    const second = await showStatus(api);
    expect(screen.getByText(say(tenant, 'en'))).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Set up OrderSlip' }));
    expect(second.onsetup).toHaveBeenCalledWith(true);
    second.unmount();

    api.status = { ...api.status, connection: { state: 'failing', detail: verbatim('Connection refused.') } };
    await showStatus(api);
    await fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(api.callsOf('retryNow')).toEqual([[null]]));
  });

  describe('orders needing attention', () => {
    beforeEach(() => {
      api.status = {
        ...api.status,
        attention: [
          attentionItem({ reason: verbatim('The receipt could not be built: the template failed.') }),
          attentionItem({
            orderId: 'o-broken',
            orderType: null,
            orderNumber: null,
            clientName: '',
            reason: verbatim('The order could not be read: order_type "pickup" is unknown.'),
            holdCode: 'undecodable',
            printable: false,
          }),
        ],
      };
      api.details.set('o-broken', {
        id: 'o-broken',
        shopId: 1042,
        state: 'held',
        reason: verbatim('The order could not be read.'),
        order: null,
        raw: '{"id":"o-broken","order_type":"pickup"}',
        firstSeenAt: new Date().toISOString(),
        printedAt: null,
        confirmedAt: null,
        collectedAt: null,
        timeline: [],
        receipt: null,
        labels: [],
        labelPrinterId: null,
        jobs: [],
        versions: [],
      });
    });

    const entry = (id: string): HTMLElement => document.querySelector<HTMLElement>(`[data-order="${id}"]`)!;

    it('lists each order with its reason, and retries it', async () => {
      await showStatus(api);
      const item = entry('o-12');
      expect(within(item).getByText('Pick-up 12 · Zoë Verstraeten')).toBeTruthy();
      expect(within(item).getByText(/template failed/)).toBeTruthy();
      await fireEvent.click(within(item).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(api.callsOf('retryNow')).toEqual([['o-12']]));
      expect(await within(item).findByText('Pick-up 12 · Zoë Verstraeten is tried again.')).toBeTruthy();
    });

    it('prints it elsewhere on the printer chosen', async () => {
      await showStatus(api);
      const item = entry('o-12');
      await fireEvent.click(within(item).getByRole('button', { name: 'Print elsewhere' }));
      await fireEvent.change(within(item).getByLabelText('Print on'), { target: { value: 'bakery' } });
      await fireEvent.click(within(item).getByRole('button', { name: 'Print' }));
      await waitFor(() => expect(api.callsOf('reprint')).toEqual([['o-12', 'bakery']]));
      expect(
        await within(item).findByText('The reprint came out of Bakery: the printer confirmed it.'),
      ).toBeTruthy();
    });

    it('says what failed, for which order and printer, in words', async () => {
      api.failNext('reprint', 'Printer "Bakery" is offline: check its cable and power.');
      await showStatus(api);
      const item = entry('o-12');
      await fireEvent.click(within(item).getByRole('button', { name: 'Print elsewhere' }));
      await fireEvent.change(within(item).getByLabelText('Print on'), { target: { value: 'bakery' } });
      await fireEvent.click(within(item).getByRole('button', { name: 'Print' }));
      const alert = await within(item).findByRole('alert');
      expect(alert.textContent).toBe(
        'Printing Pick-up 12 · Zoë Verstraeten on Bakery did not work: Printer "Bakery" is offline: check its cable and power.',
      );
    });

    it('marks it handled only after the person confirms', async () => {
      await showStatus(api);
      await fireEvent.click(within(entry('o-12')).getByRole('button', { name: 'Mark handled' }));
      const dialog = screen.getByRole('dialog', { name: 'Mark this order handled?' });
      expect(
        within(dialog).getByText(/confirmed to the ordering service without OrderSlip printing it/),
      ).toBeTruthy();
      expect(api.callsOf('markHandled')).toEqual([]);
      await fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, mark handled' }));
      await waitFor(() => expect(api.callsOf('markHandled')).toEqual([['o-12']]));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('closes the confirmation with Escape without marking anything', async () => {
      await showStatus(api);
      const button = within(entry('o-12')).getByRole('button', { name: 'Mark handled' });
      button.focus();
      await fireEvent.click(button);
      const dialog = screen.getByRole('dialog');
      expect(dialog.contains(document.activeElement)).toBe(true);
      await fireEvent.keyDown(window, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
      expect(api.callsOf('markHandled')).toEqual([]);
    });

    it('offers an unreadable order only what can be done: handle it, read its raw data', async () => {
      await showStatus(api);
      const item = entry('o-broken');
      expect(within(item).queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(within(item).queryByRole('button', { name: 'Print elsewhere' })).toBeNull();
      expect(within(item).getByText(/cannot be printed/)).toBeTruthy();
      await fireEvent.click(within(item).getByRole('button', { name: 'Show raw data' }));
      const dialog = await screen.findByRole('dialog', { name: 'Raw data of o-broken' });
      expect(dialog.querySelector('pre')?.textContent).toBe(
        JSON.stringify({ id: 'o-broken', order_type: 'pickup' }, null, 2),
      );
    });
  });

  it('reads a refused token (401) as a refused token, said once, never as a service out of reach', async () => {
    i18n.set('nl');
    // What the engine reports while it does not believe the refusal yet: the listing's own error.
    const refused = msg('service.unauthorized', { request: { operation: 'list' }, status: 401 });
    const since = new Date(Date.now() - 30_000).toISOString();
    for (const state of ['failing', 'token_rejected'] as const) {
      api.status = {
        ...api.status,
        connection: { state, detail: refused },
        problems: [{ kind: 'token-doubted', since, detail: refused }],
      };
      const { unmount } = await showStatus(api);
      const panel = screen.getByRole('region', { name: /^Verbinding/ });
      const said = panel.textContent ?? '';
      expect(within(panel).getByText(i18n.t.connection.doubted)).toBeTruthy();
      expect(said.match(/toegangstoken/g), said).toHaveLength(1);
      expect(said).toContain('controleer het token bij Instellingen');
      const problem = document.querySelector<HTMLElement>('[data-problem="token-doubted"]')!;
      expect(problem.textContent?.match(/toegangstoken/g), problem.textContent ?? '').toHaveLength(1);
      const page = document.body.textContent ?? '';
      for (const wrong of ['niet bereikbaar', 'internetverbinding', i18n.t.connection.states.failing])
        expect(page).not.toContain(wrong);
      unmount();
    }
  });

  it('says the app’s messages in the window’s language, never in English', async () => {
    i18n.set('nl');
    const tenant = msg('app.enter-tenant');
    const refused = msg('app.not-demo');
    api.info = { ...api.info, demo: true };
    api.status = {
      ...api.status,
      connection: { state: 'not_configured', detail: tenant },
      shops: api.status.shops.map((shop) => ({ ...shop, lastError: tenant })),
      problems: [{ kind: 'ledger-unwritable', since: new Date().toISOString(), detail: tenant }],
    };
    api.failNext('setDemoPrinterFault', refused);
    await showStatus(api);
    const panel = screen.getByRole('region', { name: /^Verbinding/ });
    expect(within(panel).getByText(say(tenant, 'nl'))).toBeTruthy();
    expect(screen.getByText(`Laatste probleem: ${say(tenant, 'nl')}`)).toBeTruthy();
    expect(screen.getByText(say(tenant, 'nl'), { selector: '.problem .detail' })).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Offline' }));
    expect((await screen.findByRole('alert')).textContent).toContain(say(refused, 'nl'));
    const text = document.body.textContent ?? '';
    for (const english of [say(tenant, 'en'), say(refused, 'en')]) expect(text).not.toContain(english);
  });

  it('counts per shop the orders due today, and apart those that arrived today', async () => {
    await showStatus(api);
    const row = document.querySelector<HTMLElement>('tr[data-shop="1042"]')!;
    expect(screen.getByRole('columnheader', { name: 'Due today' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Arrived today' })).toBeTruthy();
    expect(row.querySelector('[data-count="due-today"]')?.textContent).toBe('3');
    expect(row.querySelector('[data-count="arrived-today"]')?.textContent).toBe('5');
  });

  it('reminds of a printer set up without a test print, and test prints it from there', async () => {
    api.status = {
      ...api.status,
      problems: [{ kind: 'printer-untested', printerId: 'counter', printerName: 'Counter' }],
      headline: { tone: 'warn', waiting: 0, worst: null },
    };
    await showStatus(api);
    const problem = document.querySelector<HTMLElement>('li[data-problem="printer-untested"]')!;
    expect(within(problem).getByText(/^Counter was set up without a test print/)).toBeTruthy();
    expect(screen.getByText('Counter has not printed a test receipt yet.')).toBeTruthy();
    await fireEvent.click(within(problem).getByRole('button', { name: 'Test print on Counter' }));
    await waitFor(() => expect(api.callsOf('testPrint')).toEqual([['counter']]));
    expect(await within(problem).findByText('The test receipt printed.')).toBeTruthy();
  });

  it('shows the demo printer paper in a sandboxed frame', async () => {
    api.info = { ...api.info, demo: true };
    api.paper = [
      { at: '2026-11-22T08:00:00.000Z', kind: 'receipt', order: null, text: 'FIRST', html: '<p>first</p>' },
      { at: '2026-11-22T08:01:00.000Z', kind: 'label', order: null, text: 'SECOND', html: '<p>second</p>' },
    ];
    await showStatus(api);
    const frame = await waitFor(() => {
      const found = document.querySelector('iframe');
      if (!found) throw new Error('no frame yet');
      return found;
    });
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>second</p>');
    // Each piece of paper says what it is: the receipt printer's, or the label printer's.
    const options = [...document.querySelectorAll('option')].map((option) => option.textContent ?? '');
    expect(options.some((text) => text.startsWith('Receipt of'))).toBe(true);
    expect(options.some((text) => text.startsWith('Label of'))).toBe(true);
  });

  it('names the demo paper by its order and local time, in the window’s language', async () => {
    api.info = { ...api.info, demo: true };
    const order = { id: 'o-14', type: 'pick_up' as const, orderNumber: '14', clientName: 'Zoë Peeters' };
    api.paper = [
      { at: '2026-11-22T08:00:00.000Z', kind: 'receipt', order, text: 'AFHALEN 14', html: '<p>r</p>' },
      { at: '2026-11-22T08:00:01.000Z', kind: 'label', order, text: 'AFHALEN 14', html: '<p>l</p>' },
    ];
    i18n.set('nl');
    await showStatus(api);
    const time = (iso: string) =>
      new Intl.DateTimeFormat('nl-BE', { timeStyle: 'medium' }).format(new Date(iso));
    await waitFor(() => expect(document.querySelectorAll('option')).toHaveLength(2));
    const options = [...document.querySelectorAll('option')].map((option) => option.textContent);
    // Newest first; the customer's name stays off a picker.
    expect(options).toEqual([
      `Afhalen 14: etiket, ${time('2026-11-22T08:00:01.000Z')}`,
      `Afhalen 14: bon, ${time('2026-11-22T08:00:00.000Z')}`,
    ]);
    // The piece shown is captioned the same way, beside its paper (which holds no words of its own).
    expect(document.querySelector('[data-caption]')?.textContent).toBe(options[0]);
  });

  it('lets the demo printer misbehave from its card, and says what OrderSlip does about it', async () => {
    api.info = { ...api.info, demo: true };
    await showStatus(api);
    const card = screen.getByRole('region', { name: 'Virtual printer' });
    const faults = within(card).getByRole('group', { name: 'Make the printer misbehave' });
    const cases = [
      ['Out of paper', 'paper-out', /paper ran out: OrderSlip keeps the orders waiting/],
      ['Offline', 'offline', /does not answer: OrderSlip keeps the orders waiting, keeps trying/],
      [
        'Prints but never reports',
        'no-completion',
        /sends each order only once, then asks you whether it came out/,
      ],
      [
        'Says “printed” too soon',
        'early-answer',
        /sooner than paper can move, then loses it: OrderSlip takes no such answer as proof/,
      ],
      ['Back to normal', 'none', /works normally/],
    ] as const;
    for (const [name, fault, effect] of cases) {
      const button = within(faults).getByRole('button', { name });
      await fireEvent.click(button);
      await waitFor(() => expect(api.callsOf('setDemoPrinterFault').at(-1)).toEqual([fault]));
      expect(await within(faults).findByText(effect)).toBeTruthy();
      expect(button.getAttribute('aria-pressed')).toBe('true');
    }
    expect(api.callsOf('setDemoPrinterFault')).toHaveLength(5);
  });

  it('says so when the demo printer cannot be switched', async () => {
    api.info = { ...api.info, demo: true };
    api.failNext('setDemoPrinterFault', msg('app.not-demo'));
    await showStatus(api);
    await fireEvent.click(screen.getByRole('button', { name: 'Offline' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Setting the virtual printer to “Offline” did not work: ${say(msg('app.not-demo'), 'en')}`,
    );
  });
});
