/** Why a counter is red, as messages: the page, `fleet-status` and the alerts word them in their language. */
import type { FleetCounterView, FleetReason, FleetReport } from '../../common/contract/fleet';
import { msg, type Message } from '../../common/messages/catalogue';

export function reasonMessage(reason: FleetReason, report: FleetReport): Message {
  const shopName = (shopId: number): string | null =>
    report.shops.find((shop) => shop.shopId === shopId)?.name ?? null;
  switch (reason.kind) {
    case 'silent':
      return msg('fleet-host.reason-silent', { seconds: reason.seconds });
    case 'printer-down':
      return msg('fleet-host.reason-printer-down', { printer: reason.printer, state: reason.state });
    case 'held':
      return msg('fleet-host.reason-held', {
        shopId: reason.shopId,
        shopName: shopName(reason.shopId),
        count: reason.count,
      });
    case 'late':
      return msg('fleet-host.reason-late', {
        shopId: reason.shopId,
        shopName: shopName(reason.shopId),
        count: reason.count,
      });
  }
}

export const reasonMessages = (counter: FleetCounterView): Message[] =>
  counter.reasons.map((reason) => reasonMessage(reason, counter.report));
