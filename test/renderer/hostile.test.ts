import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProblemView } from '../../electron/common/contract/app-api';
import App from '../../src/App.svelte';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { i18n } from '../../src/lib/i18n.svelte';
import { attentionItem, FakeApi, historyRow } from './fake-api';
import { HOSTILE, sampleDetail, sampleOrder, sampleReceipt } from './fixtures';

/**
 * Customer text reaches the window from the service unchecked. It must always show as the characters
 * typed, never become markup: no element it describes may appear, no handler may run. (`{@html}` itself
 * is refused by lint: svelte/no-at-html-tags.)
 */
describe('customer text', () => {
  beforeEach(() => i18n.set('en'));

  it('shows a remark, a name and raw data with markup in them as text, everywhere', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = new FakeApi();
    const paperOut: ProblemView = {
      kind: 'printer-not-ready',
      printerId: 'counter',
      printerName: `Counter ${HOSTILE}`,
      state: 'paper_out',
      waiting: 2,
      detail: verbatim(HOSTILE),
    };
    // A message whose parameters hold customer text: the wording is text, whatever the parameters say.
    const reason = msg('app.reprint-printed', {
      order: { id: 'order-12', type: 'pick_up', orderNumber: '12', clientName: HOSTILE },
      printer: 'Counter',
    });
    const order = { ...sampleOrder(HOSTILE), client: { ...sampleOrder().client, firstName: HOSTILE } };
    api.rows = [historyRow(12, { id: 'order-12', clientName: `${HOSTILE} Verstraeten`, state: 'held' })];
    api.details.set(
      'order-12',
      sampleDetail({
        state: 'held',
        reason,
        order,
        receipt: sampleReceipt(HOSTILE),
        raw: JSON.stringify({ id: 'order-12', remarks: HOSTILE }),
        timeline: [
          {
            at: '2026-11-22T07:30:00.000Z',
            kind: 'held',
            printerId: null,
            printerName: null,
            detail: verbatim(HOSTILE),
          },
        ],
      }),
    );
    api.status = {
      ...api.status,
      attention: [
        // Held unreadable: only such an order keeps its raw JSON, which Status offers to show.
        attentionItem({
          orderId: 'order-12',
          clientName: HOSTILE,
          reason: verbatim(HOSTILE),
          printable: false,
        }),
        attentionItem({
          orderId: 'order-13',
          orderNumber: `13 ${HOSTILE}`,
          clientName: HOSTILE,
          holdCode: 'unverified',
          printerId: 'counter',
          printerName: `Counter ${HOSTILE}`,
        }),
      ],
      problems: [paperOut],
      headline: { tone: 'bad', waiting: 2, worst: paperOut },
    };
    render(App, { props: { api } });

    expect(await screen.findByText(`Pick-up 12 · ${HOSTILE}`)).toBeTruthy();
    expect(screen.getByText(HOSTILE, { selector: '.reason' })).toBeTruthy();
    expect(screen.getByText(`Did order Pick-up 13 ${HOSTILE} come out on Counter ${HOSTILE}?`)).toBeTruthy();
    expect(screen.getByText(`2 orders wait: Counter ${HOSTILE} is out of paper`)).toBeTruthy();
    expect(screen.getByText(HOSTILE, { selector: '.problem .detail' })).toBeTruthy();
    await fireEvent.click(screen.getAllByRole('button', { name: 'Show raw data' })[0]!);
    expect((await screen.findByRole('dialog')).querySelector('pre')?.textContent).toContain(
      `"remarks": "${HOSTILE}"`,
    );
    await fireEvent.keyDown(window, { key: 'Escape' });

    await fireEvent.click(screen.getByRole('button', { name: /^History/ }));
    await fireEvent.click(await screen.findByText(`${HOSTILE} Verstraeten`));
    const detail = await screen.findByRole('article');
    await waitFor(() => expect(detail.querySelector('figure.paper')).not.toBeNull());
    expect(detail.querySelector('figure.paper')?.textContent).toContain(HOSTILE);
    expect(screen.getByRole('heading', { name: `Order Pick-up 12 · ${HOSTILE} Verstraeten` })).toBeTruthy();
    expect(say(reason, 'en')).toContain(HOSTILE);
    expect(screen.getByText(say(reason, 'en'))).toBeTruthy();
    expect(detail.querySelector('.timeline')?.textContent).toContain(HOSTILE);

    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
