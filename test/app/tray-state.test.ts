import { describe, expect, it } from 'vitest';
import { trayState, trayTooltip } from '../../electron/core/app/tray-state';
import type { PrinterView, StatusView } from '../../electron/shared/contract';

const printer = (state: PrinterView['state'], name = 'Counter'): PrinterView => ({
  printerId: name,
  name,
  state,
  detail: '',
  queued: 0,
  lastPrintedAt: null,
});
const status = (patch: Partial<StatusView>): StatusView => ({
  connection: { state: 'ok', detail: 'Connected.' },
  shops: [],
  printers: [printer('ready')],
  attention: [],
  ...patch,
});

describe('the tray icon at a glance', () => {
  it('is well when connected, printers ready or printing, nothing held', () => {
    expect(
      trayState(
        status({ printers: [printer('ready'), printer('printing', 'Bakery'), printer('paper_low', 'X')] }),
      ),
    ).toBe('ok');
  });

  it.each([
    [
      'a held order',
      status({
        attention: [{ orderId: 'o', shopId: 1, label: 'x', reason: 'r', firstSeenAt: '', printable: true }],
      }),
    ],
    ['a printer out of paper', status({ printers: [printer('paper_out')] })],
    ['a rejected token', status({ connection: { state: 'token_rejected', detail: 'Token rejected' } })],
    ['a failing service', status({ connection: { state: 'failing', detail: 'HTTP 503' } })],
  ])('needs attention for %s', (_label, view) => {
    expect(trayState(view)).toBe('attention');
  });

  it('is stopped when not set up, or when every printer is paused', () => {
    expect(trayState(status({ connection: { state: 'not_configured', detail: 'Enter the address.' } }))).toBe(
      'stopped',
    );
    expect(trayState(status({ printers: [printer('paused')] }))).toBe('stopped');
  });

  it('says in the tooltip what is wrong', () => {
    const view = status({ printers: [printer('paper_out')] });
    expect(trayTooltip(view, trayState(view))).toBe('OrderSlip: Counter: paper out');
  });
});
