/**
 * The words of desktop notifications and the tray's tooltip: from problem kinds to functions of their
 * parameters. They speak the app's language setting (`appLanguage`); a problem's detail, a message, is
 * said in the same language. This English table defines the shape of every language's.
 */
import type { PrinterStateView, ProblemKind, ProblemView } from '../../contract/app-api';
import type { Message } from '../../messages/catalogue';
import { network, type NetworkWords } from './window/network';
import { pluralIn } from '../wording';

const plural = pluralIn('en');

/** The network's problems as notifications, in the words the window uses for them. */
export function networkProblems(w: NetworkWords) {
  const shop = (p: { shopId: number; shopName: string | null }) => p.shopName ?? w.shopNumber(p.shopId);
  return {
    'peer-conflict': (p: ProblemOf<'peer-conflict'>) => w.notifications.peerConflict(shop(p), p.otherPc),
    'took-over': (p: ProblemOf<'took-over'>) =>
      p.ordersWaited
        ? w.notifications.tookOverWaited(shop(p), p.fromPc)
        : w.notifications.tookOver(shop(p), p.fromPc),
    'shop-taken-over': (p: ProblemOf<'shop-taken-over'>) => w.notifications.shopTakenOver(shop(p), p.byPc),
    'standby-orders-waiting': (p: ProblemOf<'standby-orders-waiting'>) =>
      w.notifications.standbyWaiting(shop(p), p.printedBy),
    'peer-unproven': (p: ProblemOf<'peer-unproven'>) =>
      w.notifications.peerUnproven(
        p.shopName ?? (p.shopId === null ? null : w.shopNumber(p.shopId)),
        p.address,
      ),
    'discovery-failing': () => w.notifications.discoveryFailing(),
    'fleet-failing': () => w.notifications.fleetFailing(),
  };
}

/**
 * A printer that is not ready, as every language says it: its state as the title, then how many
 * receipts wait and what to do (nothing to do leaves no trailing space).
 */
export function printerNotReady(
  printer: PrinterPhrases,
  advice: PrinterAdvice,
  waiting: (count: number) => string,
): (problem: ProblemOf<'printer-not-ready'>) => NotificationText {
  return (p) => ({
    title: printer[p.state](p.printerName),
    body: `${waiting(p.waiting)} ${advice[p.state]}`.trim(),
  });
}

export interface NotificationText {
  readonly title: string;
  readonly body: string;
}

export type ProblemOf<K extends ProblemKind> = Extract<ProblemView, { kind: K }>;
/** A message (a problem's detail) in the notification's language. */
export type Say = (message: Message) => string;
export type ProblemWords = {
  readonly [K in ProblemKind]: (problem: ProblemOf<K>, say: Say) => NotificationText;
};
export type OverWords = { readonly [K in ProblemKind]?: (problem: ProblemOf<K>) => NotificationText };

/** Why nothing is fetched or printed, when no problem says it. */
export type NotRunning = 'not_configured' | 'stopped' | 'paused';

export interface NotificationTable {
  readonly newOrders: (count: number) => NotificationText;
  /** A problem that began (after its grace period). */
  readonly problem: ProblemWords;
  /** A problem that is over, for those that end by themselves; the others end by a person's hand. */
  readonly over: OverWords;
  /** A reminder of a problem still there after a long while. */
  readonly still: (title: string) => string;
  /** "3 orders wait: Counter is out of paper": the headline with orders waiting. */
  readonly ordersWaitBecause: (count: number, problem: string) => string;
  readonly allWell: string;
  readonly printing: (count: number) => string;
  readonly notRunning: Readonly<Record<NotRunning, string>>;
  readonly menu: TrayMenuWords;
  /** The app cannot start: another OrderSlip uses its data folder. */
  readonly folderBusy: (busy: FolderBusy) => NotificationText;
}

/** Who holds the data folder, for the app's refusal to start (see DataFolderBusyError). */
export interface FolderBusy {
  readonly folder: string;
  readonly kind: 'app' | 'run' | 'demo';
  readonly pid: number;
  readonly startedAt: string;
  /** The holder runs on another computer (a shared folder). */
  readonly hostname: string | null;
  readonly lockFile: string;
}

/** The tray menu's items. */
export interface TrayMenuWords {
  readonly open: string;
  readonly pause: string;
  readonly resume: string;
  readonly quit: string;
}

export type PrinterPhrases = Readonly<Record<PrinterStateView, (name: string) => string>>;
export type PrinterAdvice = Readonly<Record<PrinterStateView, string>>;

const printer: PrinterPhrases = {
  ready: (name) => `${name} is ready`,
  printing: (name) => `${name} is printing`,
  paper_low: (name) => `${name} is low on paper`,
  paper_out: (name) => `${name} is out of paper`,
  cover_open: (name) => `${name} has its cover open`,
  offline: (name) => `${name} is offline`,
  error: (name) => `${name} reports an error`,
  unreachable: (name) => `${name} cannot be reached`,
  unknown: (name) => `${name} does not answer`,
  paused: (name) => `${name} is paused`,
  not_verifiable: (name) => `${name} cannot confirm what it prints`,
};
const advice: PrinterAdvice = {
  ready: '',
  printing: '',
  paper_low: 'Load paper soon.',
  paper_out: 'Load paper: printing goes on by itself.',
  cover_open: 'Close the cover: printing goes on by itself.',
  offline: 'Check that it is switched on and connected.',
  error: 'Look at the printer (paper jam, cutter); switch it off and on if needed.',
  unreachable: 'Check that it is switched on and connected to the network.',
  unknown: 'Check that it is switched on and connected.',
  paused: 'Resume it in OrderSlip to print them.',
  not_verifiable: 'Check its settings in OrderSlip.',
};

export const notifications: NotificationTable = {
  newOrders: (count) => ({
    title: plural(count, { one: 'New order', other: `${count} new orders` }),
    body: plural(count, { one: 'It is being printed.', other: 'They are being printed.' }),
  }),
  problem: {
    'ledger-damaged': () => ({
      title: 'OrderSlip stopped: its order history is damaged',
      body: 'Restart OrderSlip; if it happens again, contact support.',
    }),
    'ledger-unwritable': () => ({
      title: 'OrderSlip cannot write its order history',
      body: 'New orders are not taken in until it can: free disk space on this computer. OrderSlip tries again by itself.',
    }),
    'token-rejected': () => ({
      title: 'The ordering service refuses the access token',
      body: 'No new orders come in. Enter a valid token in the settings.',
    }),
    'token-doubted': () => ({
      title: 'The ordering service refused the access token',
      body: 'OrderSlip keeps trying, more slowly. If this goes on, check the token in the settings.',
    }),
    'printer-not-ready': printerNotReady(printer, advice, (waiting) =>
      plural(waiting, { one: `${waiting} receipt waits for it.`, other: `${waiting} receipts wait for it.` }),
    ),
    'printer-cannot-report': (p) => ({
      title: `${p.printerName} does not report finished receipts`,
      body: 'Its orders wait for you to check the paper. If it cannot report, turn on “Print without proof” for it in Settings › Printers.',
    }),
    'service-failing': (p, say) => ({
      title: 'New orders are not coming in',
      body: `${say(p.detail)} OrderSlip keeps trying.`,
    }),
    'wrong-shop': (p) => ({
      title: `The service sent other shops’ orders for shop ${p.shopId}`,
      body: `OrderSlip left those ${p.count} orders alone. Check the shop number in the settings.`,
    }),
    'held-orders': (p) => ({
      title: plural(p.count, { one: 'An order needs you', other: `${p.count} orders need you` }),
      body: 'Open OrderSlip to see what to do.',
    }),
    'confirm-failing': (p, say) => ({
      title: plural(p.count, {
        one: 'The ordering service does not accept a printed order as done',
        other: `The ordering service does not accept ${p.count} printed orders as done`,
      }),
      body: `${say(p.detail)} Nothing prints again; OrderSlip keeps trying to confirm. If this goes on, tell the ordering service.`,
    }),
    'printer-untested': (p) => ({
      title: `${p.printerName} has not printed a test receipt yet`,
      body: 'It was set up without a test print, so nobody has seen it print yet. Print a test receipt to be sure orders come out.',
    }),
    'orders-waiting': (p) => ({
      title: plural(p.count, {
        one: 'An order has waited over a minute to print',
        other: `${p.count} orders wait to print, the oldest for over a minute`,
      }),
      body: 'Open OrderSlip to see why.',
    }),
    'history-lost': () => ({
      title: 'OrderSlip’s order history was lost',
      body: 'Orders it sees again print marked POSSIBLE DUPLICATE: check that they were not made already.',
    }),
    'update-check-failed': (p, say) => ({
      title: `OrderSlip ${p.version} failed its check after the update from ${p.fromVersion}`,
      body: `${say(p.detail)} Open OrderSlip, Status.`,
    }),
    'not-collected': (p) => ({
      title: plural(p.count, {
        one: 'An order due today was not collected',
        other: `${p.count} orders due today were not collected`,
      }),
      body: 'Open OrderSlip, Status, to see whose: call them, or mark them collected.',
    }),
    'orders-gone': (p) => ({
      title: plural(p.count, {
        one: 'An order is gone from the ordering service: cancelled?',
        other: `${p.count} orders are gone from the ordering service: cancelled?`,
      }),
      body: plural(p.count, {
        one: 'Check with the customer before it is made. Open OrderSlip, Status, to see which.',
        other: 'Check with the customers before they are made. Open OrderSlip, Status, to see which.',
      }),
    }),
    ...networkProblems(network),
  },
  over: {
    'printer-not-ready': (p) => ({
      title: `${p.printerName} prints again`,
      body: 'The waiting receipts are printing.',
    }),
    'service-failing': () => ({
      title: 'Orders come in again',
      body: 'OrderSlip reaches the ordering service again.',
    }),
    'token-doubted': () => ({
      title: 'The ordering service accepts the token again',
      body: 'Orders come in as usual.',
    }),
  },
  still: (title) => `Still: ${title}`,
  ordersWaitBecause: (count, problem) =>
    `${plural(count, { one: `${count} order waits`, other: `${count} orders wait` })}: ${problem}`,
  allWell: 'All is well',
  printing: (count) =>
    plural(count, { one: `${count} order is being printed`, other: `${count} orders are being printed` }),
  notRunning: {
    not_configured: 'OrderSlip is not set up yet',
    stopped: 'OrderSlip is stopped',
    paused: 'Every printer is paused',
  },
  menu: {
    open: 'Open OrderSlip',
    pause: 'Pause printing',
    resume: 'Resume printing',
    quit: 'Quit OrderSlip',
  },
  folderBusy: (p) => ({
    title: 'OrderSlip is already running',
    body:
      `OrderSlip cannot start: its data folder ${p.folder} is in use by ${{ app: 'the OrderSlip app', run: 'orderslip run', demo: 'orderslip demo' }[p.kind]} ` +
      `(process ${p.pid}${p.hostname ? ` on ${p.hostname}` : ''}, started ${p.startedAt}). ` +
      (p.hostname
        ? `Stop that one; if it no longer runs there, delete ${p.lockFile}.`
        : 'Stop that one first: only one OrderSlip may use a data folder.'),
  }),
};
