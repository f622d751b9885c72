/**
 * The tray icon and its tooltip, read from Status's headline: the icon, the tooltip and the top of the
 * window say the same thing, because they come from the same problems.
 */
import type { StatusView } from '../../common/contract/app-api';
import type { NotificationWords, NotRunning } from '../../common/i18n/notification-words';

/** What the tray icon says at a glance. */
export type TrayState = 'ok' | 'attention' | 'stopped';

/** Windows cuts a tray tooltip at 127 characters. */
const TOOLTIP_MAX = 127;

/** Why nothing is fetched or printed at all, or null while OrderSlip runs. */
function notRunning(status: StatusView): NotRunning | null {
  const { connection, printers } = status;
  if (connection.state === 'not_configured') return 'not_configured';
  if (connection.state === 'stopped') return 'stopped';
  if (printers.length > 0 && printers.every((printer) => printer.state === 'paused')) return 'paused';
  return null;
}

export function trayState(status: StatusView): TrayState {
  if (notRunning(status)) return 'stopped';
  return status.headline.tone === 'ok' ? 'ok' : 'attention';
}

/** "OrderSlip: 3 orders wait: Counter is out of paper", in the host's language. */
export function trayTooltip(status: StatusView, words: NotificationWords): string {
  const text = `OrderSlip: ${words.headline(status.headline, notRunning(status))}`;
  return text.length <= TOOLTIP_MAX ? text : `${text.slice(0, TOOLTIP_MAX - 1)}…`;
}
