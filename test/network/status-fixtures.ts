/**
 * Status as the alerts read it, made by hand for tests of which conditions are told: all well unless
 * patched, and an order held for a person, first seen at the time given. And the alert settings those
 * tests set: the owner told by e-mail over plain SMTP on this machine and by webhook.
 */
import type { AttentionItem, StatusView } from '../../electron/common/contract/app-api';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';

export function statusWith(patch: Partial<StatusView> = {}): StatusView {
  return {
    connection: { state: 'ok', detail: msg('service.connected') },
    shops: [],
    printers: [],
    attention: [],
    problems: [],
    headline: { tone: 'ok', waiting: 0, worst: null },
    alarm: null,
    network: null,
    ...patch,
  };
}

/** Pick-up 12 of shop 3, held on Toonbank for someone to look at since `firstSeenAt`. */
export function heldOrder(firstSeenAt: Date): AttentionItem {
  return {
    orderId: 'o-12',
    shopId: 3,
    orderType: 'pick_up',
    orderNumber: '12',
    clientName: 'Zoë Verstraeten',
    reason: msg('order.received'),
    holdCode: 'unverified',
    printerId: 'counter',
    printerName: 'Toonbank',
    firstSeenAt: firstSeenAt.toISOString(),
    printable: true,
  };
}

/** E-mail to the bakery's owner through a mail server on this machine (port `port`), plain SMTP. */
export function localMail(port: number, user = ''): AppSettings['alerts']['email'] {
  return {
    enabled: true,
    host: '127.0.0.1',
    port,
    security: 'none',
    user,
    from: 'orderslip@bakkerij.be',
    to: ['eigenaar@bakkerij.be'],
  };
}

/**
 * PC "Kassa", in Dutch, tells the owner after a minute by `email` and by a webhook at `webhookUrl`; a
 * heartbeat only with `heartbeatUrl`.
 */
export function alertSettings(
  email: AppSettings['alerts']['email'],
  webhookUrl: string,
  heartbeatUrl: string | null,
  patch: Partial<AppSettings['alerts']> = {},
): AppSettings {
  return {
    ...DEFAULT_SETTINGS,
    language: 'nl',
    network: { ...DEFAULT_SETTINGS.network, pcName: 'Kassa' },
    alerts: {
      ...DEFAULT_SETTINGS.alerts,
      afterMinutes: 1,
      email,
      webhook: { enabled: true, url: webhookUrl },
      heartbeat: heartbeatUrl ? { enabled: true, url: heartbeatUrl } : { enabled: false, url: '' },
      ...patch,
    },
  };
}
