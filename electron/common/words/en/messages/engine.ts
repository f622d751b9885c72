/** The engine's decisions: why an order is held, setup problems of the configuration, shops. */
import type { OrderRef } from '../../../order-label';
import { ORDER_ID_PROBLEMS, sayWait, type OrderIdProblem } from './service';
import { type Formatter, type NestedMessage, words } from '../../wording';

/** A shop as messages carry it: by name once the service's shop list named it, else by its number. */
export interface ShopRef {
  readonly id: number;
  readonly name: string | null;
}

/** The shop's name, or "shop 12" in the formatter's language. */
export function sayShop(shop: ShopRef, f: Formatter): string {
  const name = shop.name?.trim();
  return name ? name : f.say({ code: 'service.shop-number', params: { number: shop.id } });
}

/** How a language names an order known only by its id, and one without a usable id. */
export interface OrderIdWords {
  readonly byId: (id: string) => string;
  readonly none: string;
}

/** An order known only by its id (it could not be read, so it has no label): "Order 3f2a…". */
export function sayOrderId(w: OrderIdWords, id: string | null): string {
  return id === null ? w.none : w.byId(id);
}

interface WithCause {
  readonly cause: NestedMessage;
}

interface CauseAndWait extends WithCause {
  readonly waitMs: number;
}

interface ListingFailed extends CauseAndWait {
  readonly tokenDoubted: boolean;
}

interface WithReason {
  readonly reason: NestedMessage;
}

interface ReasonAndDetail extends WithReason {
  readonly detail: string;
}

interface OrderAndReason extends WithReason {
  readonly order: OrderRef;
}

interface WithProblems {
  readonly problems: readonly NestedMessage[];
}

interface PrinterProblem {
  readonly printer: string;
  readonly problem: NestedMessage;
}

export const engine = {
  // The service's answers as the engine judges them.
  'engine.token-rejected': words<CauseAndWait>(
    (p, f) =>
      `The service keeps refusing the access token. ${f.say(p.cause)} OrderSlip tries again every ${sayWait(p.waitMs, f)} and goes on by itself once the service accepts it; orders already received still print.`,
  ),
  'engine.token-still-refused': words<CauseAndWait>(
    (p, f) => `${f.say(p.cause)} Still refused; next try in ${sayWait(p.waitMs, f)}.`,
  ),
  /** A listing failed; `tokenDoubted`: it was a refusal of the token, not yet believed. */
  'engine.listing-failed': words<ListingFailed>(
    (p, f) =>
      `${f.say(p.cause)}${p.tokenDoubted ? ' OrderSlip believes a refused token only when the refusals go on.' : ''} Next try in ${sayWait(p.waitMs, f)}.`,
  ),
  /** A standby PC's watch of a shop through the service failed (said once until it works again). */
  'engine.watch-failed': words<{ shop: ShopRef; cause: NestedMessage }>(
    (p, f) =>
      `Watching ${sayShop(p.shop, f)}, which another PC prints, through the service failed: ${f.say(p.cause)} This PC tries again; until then it cannot tell whether that PC really prints its orders.`,
  ),
  'engine.listing-unwritable': words<{ shop: ShopRef; detail: string }>(
    (p, f) =>
      `The orders listed for ${sayShop(p.shop, f)} could not be written to the order ledger (${p.detail}). Free disk space; OrderSlip tries again.`,
  ),
  'engine.polling-internal-error': words<{ shop: ShopRef; detail: string }>(
    (p, f) =>
      `Fetching the orders of ${sayShop(p.shop, f)} hit an internal error (${p.detail}). OrderSlip goes on after a pause; if it keeps happening, export diagnostics and send them to support.`,
  ),
  'engine.other-shops-listed': words<{ shop: ShopRef; count: number; otherShops: readonly number[] }>(
    (p, f) =>
      `Asked for the orders of ${sayShop(p.shop, f)}, the service also sent ${f.plural(p.count, { one: '1 order', other: `${p.count} orders` })} of ${f.plural(p.otherShops.length, { one: 'shop', other: 'shops' })} ${f.list(p.otherShops.map(String))}: OrderSlip leaves those alone (it neither prints nor confirms them here). Check the shop number in Settings › Shops; if it is right, the service ignores the shop it is asked for.`,
  ),
  'engine.only-own-shop-again': words<{ shop: ShopRef }>(
    (p, f) => `The service again sends only the orders of ${sayShop(p.shop, f)} when asked for them.`,
  ),

  // Orders as the engine receives them.
  /**
   * Why an order is held unread: `order` is its id (null: none usable), `problem` what is wrong with its
   * data (a `decode.*` message naming the field).
   */
  'engine.order-unreadable': words<{ order: string | null; problem: NestedMessage; tooLarge: boolean }>(
    (p, f) =>
      `${sayOrderId({ byId: (id) => `Order ${id}`, none: 'An order without a usable id' }, p.order)} ${p.tooLarge ? 'is larger than OrderSlip takes' : 'could not be read'}: ${f.say(p.problem)}`,
  ),
  'engine.held-with-raw-data': words<WithReason>(
    (p, f) => `${f.say(p.reason)}. It is held on screen with its raw data.`,
  ),
  'engine.order-unrecordable': words<{ order: OrderRef; detail: string }>(
    (p, f) => `${f.order(p.order)} could not be recorded (${p.detail}).`,
  ),
  'engine.order-not-held': words<ReasonAndDetail>(
    (p, f) =>
      `${f.say(p.reason)}. It could not even be held (${p.detail}); OrderSlip tries again at every listing. The other orders go on.`,
  ),
  'engine.still-listed-note-failed': words<{ order: OrderRef; detail: string }>(
    (p, f) => `${f.order(p.order)} is still listed by the service, but noting that failed (${p.detail}).`,
  ),
  'engine.gone-after-print': words(
    () =>
      'Printed, then confirmed elsewhere: the service no longer lists it, so OrderSlip stops confirming it.',
  ),
  'engine.gone-before-print': words(
    () =>
      'The service no longer lists it (confirmed elsewhere or cancelled) before it printed; it will not print.',
  ),
  'engine.order-gone': words<OrderAndReason>((p, f) => `${f.order(p.order)}: ${f.say(p.reason)}`),
  'engine.order-listed-again': words<{ order: OrderRef }>(
    (p, f) => `${f.order(p.order)} is listed again after it had gone; it prints now.`,
  ),
  /**
   * One order id listed for two shops: the second is kept under an id of its own and held, the first
   * too unless it was already confirmed, handled or held for another reason (`firstHeld`).
   */
  'engine.same-id-two-shops': words<{
    id: string;
    first: { shop: ShopRef; order: OrderRef };
    second: { shop: ShopRef; order: OrderRef };
    firstHeld: boolean;
  }>(
    (p, f) =>
      `The ordering service listed two orders with the same id ${p.id}: ${f.order(p.first.order)} for ${sayShop(p.first.shop, f)} and ${f.order(p.second.order)} for ${sayShop(p.second.shop, f)}. ${p.firstHeld ? 'Both are held' : `The one for ${sayShop(p.second.shop, f)} is held`}, so that neither is lost: the service confirms an order by its id, so confirming one may take the other off its list. Check both with the shops, then print each one (Retry) or mark it handled.`,
  ),
  'engine.revive-failed': words<{ order: OrderRef; detail: string }>(
    (p, f) =>
      `${f.order(p.order)} is listed again after it had gone, but it could not be taken up again (${p.detail}).`,
  ),

  // Confirming.
  'engine.confirm-no-usable-id': words(
    () =>
      'It cannot be confirmed to the service: the service sent it without an id OrderSlip can use. Confirm it there by hand if it must be.',
  ),
  'engine.confirm-unsafe-id': words<{ problem: OrderIdProblem; maxLength: number }>(
    (p) =>
      `It cannot be confirmed to the service: its id is not one OrderSlip sends (${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}). Confirm it there by hand if it must be.`,
  ),
  'engine.confirm-unknown-order': words(
    () => 'The service no longer knows this order, so it cannot be confirmed. It was printed.',
  ),
  'engine.confirm-failed': words<CauseAndWait>(
    (p, f) =>
      `${f.say(p.cause)} OrderSlip tries again in ${sayWait(p.waitMs, f)}; the receipt is not printed again.`,
  ),
  /**
   * The PC's clock was set (or the PC slept): retries and timers do not follow the wall clock, schedules
   * do. `stepMs` > 0: the clock jumped ahead.
   */
  'engine.clock-stepped': words<{ stepMs: number }>(
    (p, f) =>
      `This PC's clock jumped ${p.stepMs > 0 ? 'ahead' : 'back'} by ${sayWait(Math.abs(p.stepMs), f)} (it was set, or the PC slept). Retries and waits go on as they were; schedules follow the new time.`,
  ),
  'engine.confirm-internal-error': words<{ order: OrderRef; detail: string }>(
    (p, f) =>
      `Confirming ${f.order(p.order)} hit an internal error (${p.detail}). OrderSlip tries again later and goes on with the other orders.`,
  ),
  'engine.confirm-internal-error-reason': words(
    () => 'Internal error while confirming; OrderSlip tries again later.',
  ),

  // Printers as the engine's settings have them.
  'engine.crash-recovered': words<{ order: OrderRef; printer: string }>(
    (p, f) =>
      `${f.order(p.order)} was being sent to ${p.printer} when OrderSlip stopped; it prints again marked POSSIBLE DUPLICATE.`,
  ),
  /** At start: the ledger lost its latest changes; the journal of sent jobs names `count` orders. */
  'engine.ledger-lost-sends': words<{ count: number }>(
    (p, f) =>
      `The order history lost its latest changes (part of its file was damaged or deleted after OrderSlip stopped abruptly). The list of sent receipts names ${f.plural(p.count, { one: '1 order', other: `${f.number(p.count)} orders` })} that may be on paper already: they print again marked POSSIBLE DUPLICATE.`,
  ),
  'engine.printer-gone-cannot-print-again': words(
    () =>
      'The printer it was asked about is no longer set up, so it cannot print there again: print it on another printer, or mark it handled.',
  ),
  'engine.removed-printer-jobs-dropped': words<{ count: number }>(
    (p, f) =>
      `A printer is no longer in the settings; ${f.plural(p.count, { one: 'the job that was waiting for it did', other: `the ${p.count} jobs that were waiting for it did` })} not print there.`,
  ),
  'engine.logo-unreadable': words<{ printer: string; path: string; detail: string }>(
    (p) =>
      `The logo for ${p.printer} (${p.path}) cannot be read, so receipts print without it (${p.detail}). Choose the logo again in Settings.`,
  ),

  // The ledger and the engine itself.
  'engine.ledger-damaged': words<{ detail: string }>(
    (p) =>
      `The order ledger is damaged (${p.detail}). OrderSlip stopped printing and confirming so that nothing prints twice or is confirmed wrongly. Quit OrderSlip, move the ledger file aside (orders of the last listings will then print marked POSSIBLE DUPLICATE) and start it again.`,
  ),
  'engine.ledger-unwritable': words<{ detail: string }>(
    (p) =>
      `The order ledger cannot be written (${p.detail}). Free disk space or check the data folder; OrderSlip tries again by itself.`,
  ),
  'engine.internal-error': words<{ detail: string }>(
    (p) =>
      `OrderSlip hit an internal error (${p.detail}). Export diagnostics and send them to support; restarting OrderSlip may help meanwhile.`,
  ),
  'engine.history-purged': words<{ count: number; days: number }>(
    (p, f) =>
      `Removed ${f.plural(p.count, { one: '1 order', other: `${f.number(p.count)} orders` })} older than ${f.plural(p.days, { one: '1 day', other: `${f.number(p.days)} days` })} from the history.`,
  ),

  // The service's shop list.
  /** `position`: the entry's place in the list, from 1; `problem`: a `decode.*` message. */
  'engine.shop-list-entry-unreadable': words<{ position: number; problem: NestedMessage }>(
    (p, f) => `The shop list has an unreadable entry, number ${f.number(p.position)}: ${f.say(p.problem)}.`,
  ),
  'engine.no-shops-listed': words(
    () => 'The service lists no shops for this tenant: nothing to fetch. Check the tenant in Settings.',
  ),
  'engine.new-shop': words<{ shop: ShopRef }>(
    (p, f) =>
      `The service lists a new shop, ${sayShop(p.shop, f)} (number ${p.shop.id}): OrderSlip fetches its orders now.`,
  ),
  'engine.shop-dropped': words<{ shop: ShopRef; lists: number }>(
    (p, f) =>
      `The service has not listed ${sayShop(p.shop, f)} in its last ${p.lists} shop lists: OrderSlip stops fetching its orders. Its orders already received still print and are confirmed.`,
  ),
  'engine.shop-list-failed': words<WithCause>(
    (p, f) => `The shop list could not be read. ${f.say(p.cause)} OrderSlip reads it again later.`,
  ),

  // Setup problems of the configuration: what a person must fix before the engine can run.
  'engine.config-invalid': words<WithProblems>(
    (p, f) => `The settings cannot run yet: ${p.problems.map((problem) => f.say(problem)).join(' ')}`,
  ),
  'engine.config-duplicate-printer-id': words<{ printers: readonly string[] }>(
    (p, f) => `${f.list([...p.printers])} share one internal id: remove one of them and add it again.`,
  ),
  /** A problem of one printer's settings, by its name. */
  'engine.config-printer': words<PrinterProblem>((p, f) => `Printer ${p.printer}: ${f.say(p.problem)}`),
  'engine.config-copies': words<{ copies: number; max: number }>(
    (p) => `copies must be 1 to ${p.max}, not ${p.copies}.`,
  ),
  /** `shop` null: the printers for every shop (no shops set up). */
  'engine.config-no-printer': words<{ shop: ShopRef | null }>(
    (p, f) => `No printer is chosen for ${p.shop === null ? 'the shops' : sayShop(p.shop, f)}.`,
  ),
  /** `printer` is the id a shop's route names: it is not set up, so it has no name. */
  'engine.config-unknown-printer': words<{ shop: ShopRef | null; printer: string }>(
    (p, f) =>
      `${p.shop === null ? 'The shops print' : `${sayShop(p.shop, f)} prints`} on a printer that is not set up ("${p.printer}"): choose another printer for it in Settings.`,
  ),
  'engine.config-poll-interval': words(
    () => 'The time between two checks for orders must be 1 to 300 seconds.',
  ),
  'engine.config-retention': words(() => 'History is kept 1 to 3650 days.'),
  // Label printers (issue 12): an order goes to a label printer only when it has labels for it.
  /** The shop prints only on label printers, and none has a label for this order: held, never confirmed unprinted. */
  'engine.no-labels-nothing-to-print': words<{ order: OrderRef }>(
    (p, f) =>
      `${f.order(p.order)} would print nowhere: its shop prints only on label printers, and their label settings give it no label. Print it on a printer of your choice, or mark it handled.`,
  ),
  /** In the order's timeline: the label printer's settings changed since, and give it no label now. */
  'engine.label-nothing-to-print': words<{ order: OrderRef; printer: string }>(
    (p, f) =>
      `${p.printer} has no label to print for ${f.order(p.order)}: its label settings leave this order out. Nothing was sent to it.`,
  ),
  'engine.no-labels-to-reprint': words<{ order: OrderRef; printer: string }>(
    (p, f) =>
      `${p.printer} has no label for ${f.order(p.order)}: its label settings leave this order out. Reprint it on another printer, or change the label settings first.`,
  ),
} as const;
