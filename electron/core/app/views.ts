/** Engine and ledger values → the plain JSON views of the AppApi contract (times as ISO strings). */
import type { HistoryPage, OrderEntry, TimelineEvent } from '../ledger/types';
import type { OrderVersion, UnseenGoneOrder } from '../ledger/versions';
import { diffOrders } from '../changes/order-diff';
import type { Order } from '../../common/model/order';
import type { EngineEvent, PrinterRuntime } from '../engine/events';
import type {
  AppEvent,
  AttentionItem,
  GoneOrderView,
  HistoryPageView,
  OrderVersionView,
  PrinterView,
  TimelineEntryView,
} from '../../common/contract/app-api';
import { msg } from '../../common/messages/catalogue';
import { orderRefOf, type OrderRef } from '../../common/order-label';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function printerView(printer: PrinterRuntime): PrinterView {
  return { ...printer, lastPrintedAt: iso(printer.lastPrintedAt) };
}

export function historyView(page: HistoryPage): HistoryPageView {
  return {
    nextCursor: page.nextCursor,
    rows: page.rows.map((row) => ({
      ...row,
      firstSeenAt: row.firstSeenAt.toISOString(),
      printedAt: iso(row.printedAt),
      confirmedAt: iso(row.confirmedAt),
      collectedAt: iso(row.collectedAt),
    })),
  };
}

/**
 * Each version with what changed from the one before it that had content: after a "gone", the order
 * back on the service is compared with what was last known of it, as the check compared it.
 */
export function versionViews(versions: readonly OrderVersion[]): OrderVersionView[] {
  let before: Order | null = null;
  return versions.map((version, index) => {
    const changes = version.order !== null && before !== null ? diffOrders(before, version.order) : [];
    if (version.order !== null) before = version.order;
    return {
      version: version.version,
      seenAt: version.seenAt.toISOString(),
      gone: version.order === null,
      changes,
      current: index === versions.length - 1,
    };
  });
}

export function goneOrderView(gone: UnseenGoneOrder): GoneOrderView {
  const order = gone.lastContent;
  return {
    orderId: gone.id,
    shopId: gone.shopId,
    shopName: order.shop.name,
    type: order.type,
    orderNumber: order.orderNumber,
    clientName: `${order.client.firstName} ${order.client.lastName}`.trim(),
    due: order.due,
    goneAt: gone.goneAt.toISOString(),
  };
}

export function timelineView(
  events: readonly TimelineEvent[],
  printerName: (printerId: string) => string,
): TimelineEntryView[] {
  return events.map((event) => ({
    ...event,
    // A ledger written before 'sent-unconfirmed' existed titled a job the printer never confirmed
    // "printed"; its detail still says which it was.
    kind:
      event.kind === 'printed' && event.detail.code === 'printer.job-unconfirmed'
        ? 'sent-unconfirmed'
        : event.kind,
    at: event.at.toISOString(),
    printerName: event.printerId === null ? null : printerName(event.printerId),
  }));
}

export function attentionItem(entry: OrderEntry, printerName: (printerId: string) => string): AttentionItem {
  const order = entry.order;
  const printerId = entry.holdCode === 'unverified' ? entry.holdPrinterId : null;
  return {
    orderId: entry.id,
    shopId: entry.shopId,
    orderType: order?.type ?? null,
    orderNumber: order?.orderNumber ?? null,
    clientName: orderRef(entry).clientName,
    reason: entry.reason ?? msg('app.held-without-reason'),
    holdCode: entry.holdCode ?? (order === null ? 'undecodable' : 'other'),
    printerId,
    printerName: printerId === null ? null : printerName(printerId),
    firstSeenAt: entry.firstSeenAt.toISOString(),
    printable: order !== null,
  };
}

/** How messages name an order of the ledger: by its type, number and client; by its id when unreadable. */
export function orderRef(entry: Pick<OrderEntry, 'id' | 'order'>): OrderRef {
  return orderRefOf(entry.id, entry.order);
}

/** Engine events as the window hears them; poll events only tell it to refresh its status. */
export function appEvent(event: EngineEvent, now: Date): AppEvent {
  switch (event.type) {
    case 'order':
    case 'connection':
      return event;
    case 'printer':
      return { type: 'printer', printer: printerView(event.printer) };
    case 'poll':
      return { type: 'status-changed' };
    case 'log':
      return { ...event, at: now.toISOString() };
  }
}
