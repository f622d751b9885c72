import { describe, expect, it } from 'vitest';
import { verbatim } from '../../electron/common/messages/catalogue';
import { NotificationWords } from '../../electron/common/i18n/notification-words';
import { headline } from '../../electron/core/app/problems';
import { trayState, trayTooltip } from '../../electron/core/app/tray-state';
import type { PrinterView, ProblemView, StatusView } from '../../electron/common/contract/app-api';

const english = new NotificationWords('en');
const printer = (state: PrinterView['state'], name = 'Counter'): PrinterView => ({
  printerId: name,
  name,
  state,
  detail: verbatim(''),
  queued: 0,
  lastPrintedAt: null,
});
/** A status as getStatus builds it: the headline from the same problems. */
const status = (patch: Partial<Omit<StatusView, 'headline'>> = {}, waiting = 0): StatusView => {
  const problems = patch.problems ?? [];
  const running = patch.connection?.state !== 'not_configured';
  return {
    connection: { state: 'ok', detail: verbatim('Connected.') },
    shops: [],
    printers: [printer('ready')],
    attention: [],
    alarm: null,
    network: null,
    problems,
    ...patch,
    headline: headline(problems, waiting, running),
  };
};
const paperOut: ProblemView = {
  kind: 'printer-not-ready',
  printerId: 'counter',
  printerName: 'Counter',
  state: 'paper_out',
  waiting: 3,
  detail: verbatim('Out of paper.'),
};

describe('the tray icon and tooltip', () => {
  it('are well when Status lists no problem', () => {
    const view = status({ printers: [printer('ready'), printer('printing', 'Bakery')] });
    expect(trayState(view)).toBe('ok');
    expect(trayTooltip(view, english)).toBe('OrderSlip: All is well');
    expect(trayTooltip(status({}, 2), english)).toBe('OrderSlip: 2 orders are being printed');
  });

  it.each<[string, ProblemView]>([
    ['a printer out of paper with orders waiting', paperOut],
    ['a failing service', { kind: 'service-failing', since: '', failures: 3, detail: verbatim('HTTP 503') }],
    ['a held order', { kind: 'held-orders', count: 1 }],
    ['a lost history (only worth knowing)', { kind: 'history-lost', at: '' }],
    ['an order gone from the service', { kind: 'orders-gone', count: 1, orderIds: ['cake'] }],
  ])('need attention for %s, and say the same as the headline', (_label, problem) => {
    const view = status({ problems: [problem] }, 3);
    expect(trayState(view)).toBe('attention');
    expect(trayTooltip(view, english)).toBe(`OrderSlip: ${english.headline(view.headline)}`);
  });

  it('never say all is well while an order gone from the service is unseen, in the host’s language', () => {
    const gone: ProblemView = { kind: 'orders-gone', count: 1, orderIds: ['cake'] };
    const view = status({ problems: [gone] }, 2);
    expect(trayState(view)).toBe('attention');
    expect(trayTooltip(view, english)).toBe(
      'OrderSlip: An order is gone from the ordering service: cancelled?',
    );
    expect(trayTooltip(view, new NotificationWords('fr'))).toBe(
      'OrderSlip: Une commande a disparu du service de commandes\u202f: annulée\u202f?',
    );
    // Marked seen: the tray is well again.
    expect(trayState(status({}, 0))).toBe('ok');
  });

  it('say what the headline says, in the host’s language', () => {
    const view = status({ printers: [printer('paper_out')], problems: [paperOut] }, 3);
    expect(trayTooltip(view, english)).toBe('OrderSlip: 3 orders wait: Counter is out of paper');
    expect(trayTooltip(view, new NotificationWords('nl'))).toBe(
      'OrderSlip: 3 bestellingen wachten: Counter heeft geen papier meer',
    );
  });

  it('are stopped when not set up, or when every printer is paused, and say why', () => {
    const unset = status({ connection: { state: 'not_configured', detail: verbatim('Enter the address.') } });
    expect(trayState(unset)).toBe('stopped');
    expect(trayTooltip(unset, english)).toBe('OrderSlip: OrderSlip is not set up yet');
    const paused = status({ printers: [printer('paused')] });
    expect(trayState(paused)).toBe('stopped');
    expect(trayTooltip(paused, new NotificationWords('fr'))).toBe(
      'OrderSlip: Toutes les imprimantes sont en pause',
    );
  });

  it('keep the tooltip within what Windows shows', () => {
    const long: ProblemView = { ...paperOut, printerName: 'A printer with a very long name '.repeat(5) };
    const tooltip = trayTooltip(status({ problems: [long] }, 12), english);
    expect(tooltip.length).toBeLessThanOrEqual(127);
    expect(tooltip.endsWith('…')).toBe(true);
  });
});
