/**
 * What the demo's terminal tells: one line for each thing a person at the counter would notice — an
 * order arrived, it printed, it needs attention, a printer or the service changed state — instead of
 * every receipt and every step of the engine (those are in the log file and the window).
 */
import type { AppApi, AppEvent, PrinterStateView } from '../common/contract/app-api';
import { msg, type Message } from '../common/messages/catalogue';
import type { OrderRef } from '../common/order-label';
import { orderRefOf } from '../common/order-label';

interface Known {
  readonly ref: OrderRef;
  readonly total: number | null;
  readonly city: string | null;
  readonly plate: string | null;
}

/** Starts telling; returns the function that stops it. Lines come in the order the events did. */
export function tellDemoStory(
  api: Pick<AppApi, 'subscribe' | 'getOrder'>,
  tell: (message: Message) => void,
): () => void {
  const orders = new Map<string, Known>();
  const printers = new Map<string, PrinterStateView>();
  let service: string | null = null;
  // One event at a time: naming an order may need the ledger, and lines must not overtake each other.
  let queue: Promise<void> = Promise.resolve();

  async function known(orderId: string): Promise<Known> {
    const cached = orders.get(orderId);
    if (cached) return cached;
    const detail = await api.getOrder(orderId).catch(() => null);
    const order = detail?.order ?? null;
    const plate = order?.lines
      .flatMap((line) => line.options)
      .find((option) => option.type === 'text' && option.meta)?.meta;
    const entry = {
      ref: orderRefOf(orderId, order),
      total: order?.total ?? null,
      city: order?.deliveryAddress?.city ?? null,
      plate: plate ?? null,
    };
    orders.set(orderId, entry);
    return entry;
  }

  async function line(event: AppEvent): Promise<Message | null> {
    switch (event.type) {
      case 'order': {
        if (event.state === 'waiting' && event.isNew) {
          const { ref, total, city, plate } = await known(event.orderId);
          return msg('log.demo-order-arrived', { order: ref, total, city, plate });
        }
        if (event.state === 'printed')
          return msg('log.demo-order-printed', { order: (await known(event.orderId)).ref });
        if (event.state === 'held')
          return msg('log.demo-order-held', {
            order: (await known(event.orderId)).ref,
            reason: event.reason,
          });
        // Confirmed, handled or gone: nothing more will be said about it.
        if (event.state !== 'waiting') orders.delete(event.orderId);
        return null;
      }
      case 'printer': {
        const { printerId, state, name, detail } = event.printer;
        // Printing and back to ready for every receipt would be two lines per order: only changes count.
        if (state === 'printing' || printers.get(printerId) === state) return null;
        printers.set(printerId, state);
        return msg('log.demo-printer', { printer: name, detail });
      }
      case 'connection':
        // Its detail says it whole ("Connected to the ordering service."), once per change.
        if (event.state === service) return null;
        service = event.state;
        return event.detail;
      case 'log':
        // The engine's own account of each step stays in the log file: its warnings are about orders,
        // printers and the service, which the lines above already tell once. Only errors add a line.
        return event.level === 'error' ? event.message : null;
      case 'status-changed':
      case 'alarm':
        return null;
    }
  }

  return api.subscribe((event) => {
    queue = queue.then(async () => {
      const message = await line(event);
      if (message) tell(message);
    });
  });
}
