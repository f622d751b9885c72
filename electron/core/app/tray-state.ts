import type { StatusView } from '../../shared/contract';

/** What the tray icon says at a glance. */
export type TrayState = 'ok' | 'attention' | 'stopped';

const FINE_PRINTER_STATES = new Set(['ready', 'printing', 'unknown', 'paper_low']);

export function trayState(status: StatusView): TrayState {
  const { connection, printers, attention } = status;
  if (connection.state === 'not_configured' || connection.state === 'stopped') return 'stopped';
  if (printers.length > 0 && printers.every((printer) => printer.state === 'paused')) return 'stopped';
  const troubled =
    attention.length > 0 ||
    connection.state === 'token_rejected' ||
    connection.state === 'failing' ||
    printers.some((printer) => printer.state !== 'paused' && !FINE_PRINTER_STATES.has(printer.state));
  return troubled ? 'attention' : 'ok';
}

export function trayTooltip(status: StatusView, state: TrayState): string {
  if (state === 'ok') return 'OrderSlip: all well';
  if (state === 'stopped') return `OrderSlip: stopped (${status.connection.detail})`;
  const problems = [
    ...(status.attention.length > 0 ? [`${status.attention.length} order(s) need attention`] : []),
    ...status.printers
      .filter((printer) => printer.state !== 'paused' && !FINE_PRINTER_STATES.has(printer.state))
      .map((printer) => `${printer.name}: ${printer.state.replace('_', ' ')}`),
    ...(status.connection.state === 'ok' ? [] : [status.connection.detail]),
  ];
  return `OrderSlip: ${problems.join('; ')}`.slice(0, 127);
}
