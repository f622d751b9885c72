/**
 * Status as the alerts read it, made by hand for tests of which conditions are told: all well unless
 * patched, and an order held for a person, first seen at the time given.
 */
import type { AttentionItem, StatusView } from '../../electron/common/contract/app-api';
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
