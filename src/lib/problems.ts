/**
 * The words for what the app reports as codes: the problems of Status (`ProblemView`), the one-line
 * headline, the connection badge, and what a reprint really did. Pure functions of the language table,
 * so every sentence is tested without a component, and all three languages say the same thing.
 */
import type {
  ConnectionStateView,
  HeadlineView,
  PrinterStateView,
  ProblemView,
  ReprintOutcomeView,
  StatusView,
} from '../../electron/common/contract/app-api';
import type { Messages } from '../../electron/common/words/en/window/app';
import type { ShopClaimView } from '../../electron/common/contract/network';
import { formatRelative, formatSince } from './format';
import { CONNECTION_TONES, type Tone } from './tones';
import { holdsOrdersBack } from '../../electron/common/contract/problem-kinds';

/**
 * A phrase made to sit after a colon ("the cover of Counter is open"), as the start of a sentence. A
 * phrase that starts with a name keeps it as typed: "bar is offline" stays about the printer "bar".
 */
export function sentenceStart(phrase: string, name?: string): string {
  if (name !== undefined && name !== '' && phrase.startsWith(name)) return phrase;
  return phrase.charAt(0).toLocaleUpperCase() + phrase.slice(1);
}

/** "Counter is out of paper: load paper, the 3 waiting orders then print." */
export function printerNotReady(
  t: Messages,
  printer: string,
  state: PrinterStateView,
  waiting: number,
): string {
  const p = t.problems;
  return p.printerNotReady(
    sentenceStart(p.printerIs[state](printer), printer),
    p.printerFix[state],
    p.thenPrint(waiting),
  );
}

/** The whole sentence for a problem: what happened, and what to do. */
export function problemSentence(t: Messages, problem: ProblemView, now: Date, locale: string): string {
  const p = t.problems;
  const n = t.network;
  const since = (iso: string): string => formatSince(iso, now, locale);
  switch (problem.kind) {
    case 'ledger-damaged':
      return p.ledgerDamaged;
    case 'ledger-unwritable':
      return p.ledgerUnwritable(since(problem.since));
    case 'token-rejected':
      return p.tokenRejected;
    case 'token-doubted':
      return p.tokenDoubted(since(problem.since));
    case 'printer-not-ready':
      return printerNotReady(t, problem.printerName, problem.state, problem.waiting);
    case 'printer-cannot-report':
      return p.cannotReport(
        problem.printerName,
        problem.jobsWithoutProof,
        t.settings.printers.allowUnverified,
        problem.earlyAnswers,
      );
    case 'service-failing':
      return p.serviceFailing(since(problem.since), problem.failures);
    case 'wrong-shop':
      return p.wrongShop(problem.shopId, problem.otherShopIds);
    case 'held-orders':
      return p.held(problem.count);
    case 'confirm-failing':
      return p.confirmFailing(problem.count, since(problem.since));
    case 'printer-untested':
      return p.printerUntested(problem.printerName);
    case 'orders-waiting':
      return p.ordersWaiting(problem.count, since(problem.oldestSince));
    case 'history-lost':
      return p.historyLost(since(problem.at));
    case 'update-check-failed':
      return p.updateCheckFailed(problem.version, problem.fromVersion);
    case 'not-collected':
      return p.notCollected(
        problem.count,
        problem.orders
          .map(
            (order) =>
              `${[t.orderTypes[order.type], order.orderNumber, order.clientName].filter(Boolean).join(' ')} (${order.dueTime})`,
          )
          .join(', ') + (problem.count > problem.orders.length ? ', …' : ''),
      );
    case 'orders-gone':
      // The panel below lists them, each with its Seen button: the entry points there, not a second list.
      return p.ordersGone(problem.count, t.lateChanges.gone.heading);
    case 'peer-conflict':
      return n.problems.peerConflict(
        shopName(t, problem),
        problem.otherPc,
        problem.otherAddress,
        problem.thisPcPrints,
      );
    case 'took-over':
      return problem.ordersWaited
        ? n.problems.tookOverWaited(
            shopName(t, problem),
            problem.fromPc,
            n.problems.orderWaited(
              problem.ordersWaited.orderNumber,
              Math.max(1, Math.round(problem.ordersWaited.waitedMs / 60_000)),
            ),
            problem.possibleDuplicates,
          )
        : n.problems.tookOver(
            shopName(t, problem),
            problem.fromPc,
            since(problem.at),
            problem.possibleDuplicates,
          );
    case 'shop-taken-over':
      return n.problems.shopTakenOver(shopName(t, problem), problem.byPc, problem.byAddress);
    case 'standby-orders-waiting':
      return n.problems.standbyWaiting(
        shopName(t, problem),
        problem.printedBy,
        n.problems.waitingOrders(problem.orderNumber, problem.count),
        since(problem.since),
      );
    case 'peer-unproven':
      return n.problems.peerUnproven(
        claimedShopName(t, problem),
        problem.address,
        problem.reason,
        problem.records,
        since(problem.since),
      );
    case 'discovery-failing':
      return n.problems.discoveryFailing;
    case 'fleet-failing':
      return n.problems.fleetFailing(since(problem.since));
  }
}

/**
 * A shop another PC prints, with the evidence this PC's service watch has that it does: "printed by
 * Counter, last order confirmed 40 seconds ago" (or the order that waits).
 */
export function standbyText(t: Messages, claim: ShopClaimView, now: Date, locale: string): string {
  const roles = t.network.settings.roles;
  if (!claim.printedBy) return roles.starting;
  const parts = [roles.standby(claim.printedBy.pcName)];
  const watch = claim.watch;
  if (watch?.waiting)
    parts.push(roles.orderWaits(watch.waiting.orderNumber, formatSince(watch.waiting.since, now, locale)));
  else if (watch?.lastConfirmedAt)
    parts.push(roles.lastConfirmed(formatRelative(watch.lastConfirmedAt, now, locale)));
  else if (watch?.lastWatchedAt) parts.push(roles.noneConfirmed);
  return parts.join(', ');
}

/** A shop as a sentence names it: its name, or "shop 12". */
function shopName(t: Messages, shop: { readonly shopId: number; readonly shopName: string | null }): string {
  return shop.shopName ?? t.network.shopNumber(shop.shopId);
}

/** The shop an unproven record claimed, when it named one. */
function claimedShopName(
  t: Messages,
  claim: { readonly shopId: number | null; readonly shopName: string | null },
): string | null {
  return claim.shopId === null ? null : shopName(t, { shopId: claim.shopId, shopName: claim.shopName });
}

/** The worst problem as the part of the headline after "3 orders wait:". */
function headlinePhrase(t: Messages, problem: ProblemView, waiting: number): string {
  const h = t.headline;
  switch (problem.kind) {
    case 'ledger-damaged':
      return h.ledgerDamaged;
    case 'ledger-unwritable':
      return h.ledgerUnwritable;
    case 'token-rejected':
      return h.tokenRejected;
    case 'token-doubted':
      return h.tokenDoubted;
    case 'printer-not-ready':
      return t.problems.printerIs[problem.state](problem.printerName);
    case 'printer-cannot-report':
      return h.cannotReport(problem.printerName);
    case 'service-failing':
      return h.serviceFailing;
    case 'wrong-shop':
      return h.wrongShop(problem.shopId);
    case 'held-orders':
      return h.held(problem.count);
    case 'confirm-failing':
      return h.confirmFailing(problem.count);
    case 'printer-untested':
      return h.printerUntested(problem.printerName);
    case 'orders-waiting':
      return h.waitingLong(problem.count, waiting);
    case 'history-lost':
      return h.historyLost;
    case 'update-check-failed':
      return h.updateCheckFailed(problem.version);
    case 'not-collected':
      return h.notCollected(problem.count);
    case 'orders-gone':
      return h.ordersGone(problem.count);
    case 'peer-conflict':
      return t.network.headline.peerConflict(shopName(t, problem));
    case 'took-over':
      return t.network.headline.tookOver(shopName(t, problem), problem.fromPc);
    case 'shop-taken-over':
      return t.network.headline.shopTakenOver(shopName(t, problem), problem.byPc);
    case 'standby-orders-waiting':
      return t.network.headline.standbyWaiting(shopName(t, problem), problem.printedBy);
    case 'peer-unproven':
      return t.network.headline.peerUnproven(claimedShopName(t, problem));
    case 'discovery-failing':
      return t.network.headline.discoveryFailing;
    case 'fleet-failing':
      return t.network.headline.fleetFailing;
  }
}

const printerOf = (problem: ProblemView): string | undefined =>
  problem.kind === 'printer-not-ready' ||
  problem.kind === 'printer-cannot-report' ||
  problem.kind === 'printer-untested'
    ? problem.printerName
    : undefined;

export interface Headline {
  readonly tone: Tone;
  readonly text: string;
}

/**
 * The top of Status in one sentence: the worst state. "All is well" only when the app says so (tone ok),
 * lists no problem, nothing waits and the service is connected; anything else is said as it is.
 */
export function headline(
  t: Messages,
  status: Pick<StatusView, 'headline' | 'problems' | 'connection'>,
): Headline {
  const line: HeadlineView = status.headline;
  const worst = line.worst ?? status.problems[0] ?? null;
  if (worst !== null) {
    // Orders waiting longer than a minute are counted in the headline's prefix however the app counts them.
    const waiting = worst.kind === 'orders-waiting' ? Math.max(line.waiting, worst.count) : line.waiting;
    const phrase = headlinePhrase(t, worst, waiting);
    const text =
      waiting > 0 && holdsOrdersBack(worst.kind)
        ? t.headline.withWaiting(waiting, phrase)
        : `${sentenceStart(phrase, printerOf(worst))}.`;
    return { tone: line.tone === 'bad' ? 'bad' : 'warn', text };
  }
  const tone: Tone = line.tone === 'ok' ? 'busy' : TONES[line.tone];
  if (line.waiting > 0) return { tone, text: t.headline.printing(line.waiting) };
  const connection = status.connection.state;
  if (connection !== 'ok')
    return { tone: CONNECTION_TONES[connection], text: t.connection.advice[connection] };
  // The app is not content, yet names no problem: say only what is sure.
  if (line.tone !== 'ok') return { tone, text: t.connection.advice.ok };
  return { tone: 'good', text: t.headline.allWell };
}

const TONES: Readonly<Record<HeadlineView['tone'], Tone>> = { ok: 'good', warn: 'warn', bad: 'bad' };

/**
 * What Needs attention counts: every problem and every held order. The "orders are held" problem sums up
 * the held orders listed below it, so it is not counted twice.
 */
export function attentionCount(status: Pick<StatusView, 'problems' | 'attention'>): number {
  return status.attention.length + status.problems.filter((problem) => problem.kind !== 'held-orders').length;
}

/**
 * The connection state the badge shows. A problem the app reports about the service outranks a stale
 * "connected": the badge is never green while the service fails or refuses the token.
 */
export function shownConnection(
  connection: StatusView['connection'],
  problems: readonly ProblemView[],
): { readonly state: ConnectionStateView; readonly doubted: boolean } {
  let state = connection.state;
  if (state === 'ok' || state === 'starting') {
    if (problems.some((problem) => problem.kind === 'token-rejected')) state = 'token_rejected';
    else if (problems.some((problem) => problem.kind === 'service-failing')) state = 'failing';
  }
  // A refusal not believed yet reads as a refused token that is still tried, never as "cannot reach".
  const doubted =
    (state === 'ok' || state === 'token_rejected' || state === 'failing') &&
    problems.some((problem) => problem.kind === 'token-doubted') &&
    !problems.some((problem) => problem.kind === 'token-rejected' || problem.kind === 'service-failing');
  return { state, doubted };
}

/** A reprint's outcome as people read it, and how worried to be about it. */
export function reprintSentence(
  t: Messages,
  outcome: Pick<ReprintOutcomeView, 'outcome' | 'printerName' | 'printerState'>,
): { readonly kind: 'done' | 'warning'; readonly text: string } {
  const r = t.reprint;
  const printer = outcome.printerName;
  switch (outcome.outcome) {
    case 'printed':
      return { kind: 'done', text: r.printed(printer) };
    case 'delivered':
      return { kind: 'warning', text: r.delivered(printer) };
    case 'cancelled':
      return { kind: 'warning', text: r.cancelled(printer) };
    case 'waiting': {
      const state = outcome.printerState;
      if (state === null || state === 'ready' || state === 'printing')
        return { kind: 'warning', text: r.queued(printer) };
      return { kind: 'warning', text: r.waiting(t.problems.printerIs[state](printer)) };
    }
  }
}
