/**
 * Alerts for the owner (docs/NETWORK.md): the e-mail's and webhook's words, what a test alert did, and
 * the alert settings' own errors. The token and customers' data never appear in these.
 */
import type { OrderType } from '../../../model/order';
import { words, type Formatter } from '../../wording';

/**
 * An order as an alert names it: its type and number, never its customer. One that could not be read
 * has neither: it is named by the service's id (null when it had no readable one) and its shop.
 */
export interface AlertOrder {
  readonly number: string | null;
  readonly type: OrderType | null;
  readonly id: string | null;
  readonly shop: { readonly id: number; readonly name: string | null } | null;
}

/** How a language names an order in an alert when its type is not known. */
export interface AlertOrderWords {
  /** A shop of which nothing is known. */
  readonly someShop: string;
  /** A shop without a name, by the service's number. */
  readonly shopNumber: (id: number) => string;
  /** An order that could not be read, by the service's id, and its shop. */
  readonly unreadable: (id: string, shop: string) => string;
  /** An order that could not be read and had no readable id, by its shop. */
  readonly unreadableWithoutId: (shop: string) => string;
  /** An order of which nothing is known: not even its number. */
  readonly someOrder: string;
  readonly orderNumber: (number: string) => string;
}

/**
 * "Pick-up 12"; "Order 3f2a… from Bakkerij Zuid, which could not be read,"; at the start of a
 * sentence, in the language of `w`.
 */
export function sayAlertOrder(w: AlertOrderWords, order: AlertOrder, f: Formatter): string {
  if (order.type !== null)
    return f.order(
      { id: order.id ?? '', type: order.type, orderNumber: order.number, clientName: '' },
      false,
    );
  const { shop } = order;
  const shopSaid = shop?.name ? shop.name : shop ? w.shopNumber(shop.id) : w.someShop;
  if (order.id) return w.unreadable(order.id, shopSaid);
  return w.unreadableWithoutId(shopSaid);
}

/**
 * An order by its type and number, or by its number alone when the type is not known (a takeover), in
 * the language of `w`.
 */
export function sayAlertOrderNumber(w: AlertOrderWords, order: AlertOrder, f: Formatter): string {
  const said = order.type === null ? '' : sayAlertOrder(w, order, f);
  if (said !== '') return said;
  const { number } = order;
  if (number === null) return w.someOrder;
  return w.orderNumber(number);
}

const ORDER: AlertOrderWords = {
  someShop: 'shop',
  shopNumber: (id) => `shop ${id}`,
  unreadable: (id, shop) => `Order ${id} from ${shop}, which could not be read,`,
  unreadableWithoutId: (shop) => `An order from ${shop} that could not be read`,
  someOrder: 'an order',
  orderNumber: (number) => `order ${number}`,
};

const sayOrder = (order: AlertOrder, f: Formatter): string => sayAlertOrder(ORDER, order, f);

const sayOrderNumber = (order: AlertOrder, f: Formatter): string => sayAlertOrderNumber(ORDER, order, f);

/** What an alert is about, for its subject line. */
export type AlertSubject = 'problem' | 'resolved' | 'quiet-morning' | 'test';

export const alerts = {
  'alerts.setting-not-a-url': words<{ setting: string; got: string }>(
    (p) => `${p.setting}: “${p.got}” is not a web address. It starts with https:// (or http://).`,
  ),
  'alerts.setting-not-an-email': words<{ setting: string; got: string }>(
    (p) => `${p.setting}: “${p.got}” is not an e-mail address.`,
  ),
  'alerts.password-cannot-be-stored': words(
    () => 'This OrderSlip cannot store a password for the alert e-mails.',
  ),
  'alerts.not-available': words(() => 'This OrderSlip sends no alerts (it runs without the network parts).'),
  'alerts.subject': words<{ pc: string; subject: string; what: string }>(
    (p) =>
      `OrderSlip ${p.pc}: ${{ problem: 'problem', resolved: 'solved', 'quiet-morning': 'quiet morning', test: 'test' }[p.subject as AlertSubject]} – ${p.what}`,
  ),
  'alerts.printer-down': words<{ printer: string; minutes: number }>(
    (p, f) =>
      `${p.printer} has not been able to print for ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}. Orders wait for it.`,
  ),
  'alerts.printer-up': words<{ printer: string }>((p) => `${p.printer} prints again.`),
  'alerts.order-held': words<{ order: AlertOrder; minutes: number }>(
    (p, f) =>
      `${sayOrder(p.order, f)} has been held for ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}: someone must look at it in OrderSlip.`,
  ),
  'alerts.order-released': words<{ order: AlertOrder }>(
    (p, f) => `${sayOrder(p.order, f)} is no longer held.`,
  ),
  /** This PC took a shop over by its service watch (docs/NETWORK.md): told at once. */
  'alerts.shop-taken-over': words<{ shop: number; fromPc: string; order: AlertOrder; minutes: number }>(
    (p, f) =>
      `This PC took shop ${p.shop} over from ${p.fromPc}: ${sayOrderNumber(p.order, f)} waited ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })} unconfirmed while ${p.fromPc} claimed to print it. The waiting orders printed here marked POSSIBLE DUPLICATE; check ${p.fromPc}’s printer.`,
  ),
  'alerts.token-rejected': words<{ minutes: number }>(
    (p, f) =>
      `The ordering service has refused OrderSlip's access token for ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}: no new orders come in. Enter a valid token in Settings.`,
  ),
  'alerts.token-accepted': words(
    () => 'The ordering service accepts the access token again: orders come in.',
  ),
  'alerts.quiet-morning': words<{ until: string }>(
    (p) =>
      `Nothing came in and nothing was printed today up to ${p.until}. Check that OrderSlip, the printer and the online shop work.`,
  ),
  'alerts.test': words(() => 'This is a test alert from OrderSlip: alerts reach you here.'),
  'alerts.delivery-failed': words<{ channel: string; detail: string }>(
    (p) => `The alert could not be sent by ${p.channel}: ${p.detail}`,
  ),
  'alerts.delivery-timed-out': words<{ channel: string; seconds: number }>(
    (p, f) =>
      `The alert could not be sent by ${p.channel}: the server did not finish answering within ${f.plural(p.seconds, { one: '1 second', other: `${p.seconds} seconds` })}. Check its address and port in Settings › Alerts, or ask its provider.`,
  ),
  'alerts.delivery-unreachable': words<{ channel: string; code: string }>(
    (p) =>
      `The alert could not be sent by ${p.channel}: its server cannot be reached (${p.code}). Check its address and port in Settings › Alerts, and that this PC can reach it.`,
  ),
  'alerts.delivery-stopped': words<{ channel: string }>(
    (p) => `An alert by ${p.channel} was not sent: OrderSlip stopped while it was on its way.`,
  ),
  'alerts.channel-not-set-up': words<{ channel: string }>(
    (p) => `${p.channel} is switched on but not filled in: enter its address in Settings › Alerts.`,
  ),
  'alerts.none-switched-on': words(
    () => 'No alert channel is switched on: switch on e-mail, a webhook or a heartbeat and save first.',
  ),
  'alerts.heartbeat-failing': words<{ detail: string }>(
    (p) => `The heartbeat address does not answer (${p.detail}); it is called again every minute.`,
  ),
  'alerts.heartbeat-timed-out': words<{ seconds: number }>(
    (p, f) =>
      `The heartbeat address did not finish answering within ${f.plural(p.seconds, { one: '1 second', other: `${p.seconds} seconds` })}; it is called again every minute.`,
  ),
  'alerts.sent': words<{ channel: string; subject: string }>(
    (p) => `Alert sent by ${p.channel}: ${p.subject}`,
  ),
} as const;
