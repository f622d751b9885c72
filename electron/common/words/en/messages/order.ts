/**
 * An order's history: what the ledger writes in its timeline, the reasons it keeps for a held order,
 * and its refusals of a person's request (an order that cannot be printed again, released, …).
 * Printers are named by their name; an order by `f.order(ref)`.
 */
import { type OrderRef, shortOrderId } from '../../../order-label';
import { type Formatter, words, type NestedMessage } from '../../wording';

/** Who decided that a job is not printed (a reprint cancelled, jobs of a removed printer dropped). */
export type DecidedBy = 'person' | 'settings';

/** Where an order stands, as the ledger keeps it (see OrderState in core/ledger/types.ts). */
export type OrderStanding = 'waiting' | 'printed' | 'confirmed' | 'held' | 'handled' | 'gone';

// Parameters that hold a message are interfaces, and their wordings return `string` explicitly: only
// an interface (resolved lazily) keeps the catalogue's type from referring to itself.
interface Cause {
  readonly cause: NestedMessage;
}

interface Dropped {
  readonly printer: string;
  readonly by: DecidedBy;
  readonly reason: NestedMessage;
}

/** French puts a narrow no-break space before ; : ! ? and inside « ». */
export const NB = '\u202f';

/** How a language says who decided that a job is not printed. */
export type ByWhomWords = { readonly [D in DecidedBy]: string };

/** Who decided, in the language of `w`: anything but the settings was a person. */
export function sayByWhom(w: ByWhomWords, by: DecidedBy): string {
  return by === 'settings' ? w.settings : w.person;
}

const BY: ByWhomWords = { person: 'by a person', settings: 'by a change in the settings' };

const byWhom = (by: DecidedBy): string => sayByWhom(BY, by);

/**
 * "Bakkerij Sels" when the shop's name is known (a blank name is no name), else the shop by its number
 * as `byNumber` words it.
 */
export function sayShopIn(byNumber: (shopId: number) => string, shop: string | null, shopId: number): string {
  const name = shop !== null && shop.trim() !== '' ? shop.trim() : null;
  return name ?? byNumber(shopId);
}

const shopIn = (shop: string | null, shopId: number): string => sayShopIn((id) => `shop ${id}`, shop, shopId);

/** How a language says where an order stands. */
export type StandingWords = { readonly [S in OrderStanding]: string };

/** Where the order stands in the language of `w`; a state this version does not know (a newer ledger) is shown as it is. */
export function sayStanding(w: StandingWords, state: OrderStanding): string {
  const known: Readonly<Record<string, string | undefined>> = w;
  return known[state] ?? state;
}

const STANDING: StandingWords = {
  waiting: 'is still waiting to print',
  printed: 'is printed already',
  confirmed: 'is printed and confirmed already',
  held: 'is waiting for a decision',
  handled: 'is marked handled already',
  gone: 'is no longer listed by the ordering service',
};

const standing = (state: OrderStanding): string => sayStanding(STANDING, state);

export function attemptNotes(
  f: Formatter,
  p: { attempt: number; possibleDuplicate: boolean },
  attempt: string,
  duplicate: string,
): string {
  const notes = [`${attempt} ${f.number(p.attempt)}`];
  if (p.possibleDuplicate) notes.push(duplicate);
  return notes.join(', ');
}

export const order = {
  // ── Timeline entries the ledger writes ──────────────────────────────────────────────────────────
  'order.received': words(() => 'Received from the ordering service.'),
  /** The ledger was found new where one had been used: this order may have printed before. */
  'order.history-lost': words(
    () =>
      'The order history was lost before this order came in, so it may have printed already: it prints marked POSSIBLE DUPLICATE. Compare it with what was printed before.',
  ),
  /**
   * The ledger lost its latest changes (a WAL damaged or deleted after a crash, or the whole file), but
   * the journal of sent jobs says this order went to `printer` at `sentAt` (ISO): it may be on paper.
   */
  'order.sent-before-ledger-lost': words<{ printer: string; sentAt: string }>(
    (p, f) =>
      `The order history lost its latest changes, but OrderSlip's list of sent receipts says this order was sent to ${p.printer} on ${f.dateTime(p.sentAt)}, so it may be on paper already: it prints again marked POSSIBLE DUPLICATE. Compare it with what was printed.`,
  ),
  /** Held on arrival: its shop has no printer. `shop` is the shop's name (null when unknown). */
  'order.no-printer': words<{ shop: string | null; shopId: number }>(
    (p) =>
      `No printer is set up for ${shopIn(p.shop, p.shopId)}: choose a printer to print this order on, or mark it handled. Give the shop a printer in Settings › Shops for the next orders.`,
  ),
  /** The service's data for the order could not be read; `cause` says what was wrong with it. */
  'order.unreadable': words<Cause>((p, f): string => `Its data could not be read: ${f.say(p.cause)}`),
  'order.sending': words<{
    printer: string;
    attempt: number;
    reprint: boolean;
    possibleDuplicate: boolean;
  }>(
    (p, f) =>
      `${p.reprint ? 'Reprint sent to' : 'Sent to'} ${p.printer} (${attemptNotes(f, p, 'try', 'marked POSSIBLE DUPLICATE')}).`,
  ),
  /** Held: the printer took the job but could not prove it printed. */
  'order.did-it-come-out': words<{ printer: string }>(
    (p) =>
      `Sent to ${p.printer}, which could not prove that it printed: did it come out? Answer “It came out” to confirm the order, or “Print again” to print it marked POSSIBLE DUPLICATE.`,
  ),
  'order.answered-came-out': words<{ printer: string }>((p) => `A person saw it come out of ${p.printer}.`),
  'order.answered-print-again': words<{ printer: string }>(
    (p) => `A person asked to print it again on ${p.printer}, marked POSSIBLE DUPLICATE.`,
  ),
  /** Held: every job of the order ended without printing. */
  'order.nothing-printed': words(
    () =>
      'No printer printed it: try again, print it on another printer, or deal with it by hand and mark it handled.',
  ),
  /** The process stopped while the job was being sent: nobody knows whether paper came out. */
  'order.interrupted': words<{ printer: string }>(
    (p) =>
      `OrderSlip stopped while this was printing on ${p.printer}: it is printed again, marked POSSIBLE DUPLICATE.`,
  ),
  /** The journal of sent jobs could not be written, so the job was not sent: it is tried again. */
  'order.send-journal-unwritable': words<{ printer: string; path: string; detail: string }>(
    (p) =>
      `Not sent to ${p.printer}: OrderSlip could not note the job in its list of sent receipts (${p.path}: ${p.detail}). It tries again; check that the disk is not full and the data folder can be written.`,
  ),
  'order.still-listed': words(() => 'The ordering service still lists this order after it was confirmed.'),
  'order.released-confirm-next': words(
    () => 'Tried again: every printer printed it already, so it is confirmed next.',
  ),
  /** Released to print again; `printers` are the names it prints on now (empty: where it already waited). */
  /** A held order a person printed on another printer, which proved it: it goes on to be confirmed. */
  'order.printed-elsewhere': words<{ printer: string }>(
    (p) =>
      `Printed on ${p.printer} at a person’s request, confirmed by the printer: the order is confirmed next.`,
  ),
  'order.released': words<{ printers: readonly string[] }>((p, f) =>
    p.printers.length > 0 ? `Tried again: it prints on ${f.list(p.printers)}.` : 'Tried again.',
  ),
  'order.reprint-requested': words<{ printer: string }>((p) => `Reprint asked for on ${p.printer}.`),
  'order.reprint-cancelled': words<{ printer: string; by: DecidedBy }>(
    (p) => `The reprint on ${p.printer} was cancelled ${byWhom(p.by)}.`,
  ),
  /** A removed printer's job went to another printer. */
  'order.job-moved': words<{ from: string; to: string; reprint: boolean }>(
    (p) => `${p.from} was removed; its ${p.reprint ? 'reprint' : 'job'} for this order moved to ${p.to}.`,
  ),
  /** A removed printer's job was not moved: the other printer prints this order already. */
  'order.job-moved-twin': words<{ from: string; to: string }>(
    (p) => `${p.from} was removed; ${p.to} prints this order already.`,
  ),
  /** A waiting job of a printer that is going away was dropped; `reason` says why. */
  'order.job-dropped': words<Dropped>(
    (p, f): string => `Not printed on ${p.printer}: dropped ${byWhom(p.by)}. ${f.say(p.reason)}`,
  ),
  /** For the engine's "mark handled": the timeline entry of a person's decision. */
  'order.marked-handled': words<{ by: DecidedBy }>(
    (p) => `Marked handled ${byWhom(p.by)}, without printing.`,
  ),
  /** For the confirmer: the service accepted the confirmation; `byPerson`: after a person marked it handled. */
  'order.confirmed': words<{ byPerson?: boolean }>(
    (p) => `Confirmed to the ordering service${p.byPerson === true ? ' (handled by a person)' : ''}.`,
  ),

  // ── Refusals of a person's request ──────────────────────────────────────────────────────────────
  /** The order is not (or no longer) in the ledger; `id` is its id as asked. */
  'order.unknown': words<{ id: string }>(
    (p) =>
      `OrderSlip does not know order ${shortOrderId(p.id)}: it may have been removed from the history. Reload the list.`,
  ),
  /** What was asked no longer fits where the order stands (someone or something else acted first). */
  'order.not-possible-now': words<{ order: OrderRef; state: OrderStanding }>(
    (p, f) =>
      `${f.order(p.order)} ${standing(p.state)}, so this cannot be done now. Reload the list to see where it stands.`,
  ),
  /** Retry or reprint of an order whose data could not be read: there is no receipt to print. */
  'order.unreadable-cannot-print': words<{ order: OrderRef }>(
    (p, f) =>
      `${f.order(p.order)} cannot be printed: its data from the ordering service could not be read. Deal with it by hand, then mark it handled.`,
  ),
  /** Retry of an order that may have printed: the question about its paper comes first. */
  'order.answer-first': words<{ order: OrderRef }>(
    (p, f) =>
      `${f.order(p.order)} may have printed already: answer whether it came out (“It came out” or “Print again”) instead.`,
  ),
  /** An answer about the paper for an order that no longer waits for one. */
  'order.no-question': words<{ order: OrderRef }>(
    (p, f) =>
      `${f.order(p.order)} is no longer waiting for an answer about its paper. Reload the list to see where it stands.`,
  ),
  /** Retry of an order whose shop has no printer (and none printed it). */
  'order.no-printer-to-retry': words<{ order: OrderRef; shop: string | null; shopId: number }>(
    (p, f) =>
      `${f.order(p.order)} cannot be printed again: no printer is set up for ${shopIn(p.shop, p.shopId)}. Set one up in Settings › Shops, or print it on a printer of your choice.`,
  ),
  // ── The ledger's file, when OrderSlip starts ────────────────────────────────────────────────────
  /** `detail`: what SQLite said. `damaged`: the file opened but is not a ledger OrderSlip can use. */
  'order.ledger-cannot-open': words<{ path: string; detail: string; damaged: boolean }>(
    (p) =>
      `The order ledger ${p.path} could not be opened: ${p.detail}.${p.damaged ? ' If the file is damaged, move it aside; OrderSlip then starts a new ledger.' : ' Check that this user may write in its folder.'}`,
  ),
  'order.ledger-too-new': words<{ path: string; version: number; known: number }>(
    (p) =>
      `The order ledger ${p.path} was written by a newer OrderSlip (schema version ${p.version}; this version knows up to ${p.known}). Install the newer OrderSlip again, or move the file aside to start an empty ledger.`,
  ),

  /** A history page asked with a cursor this ledger did not give out (or from another sort). */
  'order.history-cursor-stale': words(
    () => 'This page of the history cannot be continued: load the history from the start.',
  ),
} as const;
