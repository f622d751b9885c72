/**
 * The window's English words. This table defines the shape every language must have: `Messages` is its
 * type, so a key missing from (or added to) another language's table is a compile error.
 */
import { PRINTER_NAMES } from '../../printer-names';
import { ORDER_TYPE_NAMES } from '../../order-type-names';
import type {
  ConnectionStateView,
  DemoPrinterFault,
  FoundPrinterView,
  HistoryQueryView,
  HoldCode,
  JobView,
  OrderStateView,
  PrinterStateView,
} from '../../../contract/app-api';
import type { LabelKind } from '../../../label/label';
import type {
  LabelCount,
  LabelProtocol,
  PrinterModelId,
  PrinterRole,
  PrintMode,
} from '../../../model/printer-settings';

import { day } from './day';
import { kitchen } from './kitchen';
import { shopDaySettings } from './shop-day-settings';
import { network } from './network';
import { alerts } from './alerts';
import { pin } from './pin';
import { dateInput } from './date-input';
import { lateChanges } from './late-changes';
import { pluralIn } from '../../wording';

const plural = pluralIn('en');

export const app = {
  app: {
    title: 'OrderSlip',
    navigation: 'Main',
    demo: 'Demo',
    language: 'Language',
    theme: 'Theme',
    // Short: the menus are labelled (Language, Theme), and the top bar must hold them on one row at 1280 px.
    systemLanguage: (language: string) => `${language} (system)`,
    languageAction: 'Saving the language',
    themes: { system: 'As the system', light: 'Light', dark: 'Dark' },
    loading: 'Loading…',
    answered: (status: number) =>
      `OrderSlip answered with an error (HTTP ${status}). Try again; if it keeps happening, restart OrderSlip.`,
    unreachable: (problem: string) =>
      `The window cannot reach OrderSlip (${problem}). Check that OrderSlip is running, then reload this window.`,
  },
  nav: { status: 'Status', day: 'Day', history: 'History', settings: 'Settings' },
  common: {
    close: 'Close',
    cancel: 'Cancel',
    back: 'Back',
    next: 'Next',
    save: 'Save',
    never: 'never',
    none: '—',
    shop: (id: number) => `Shop ${id}`,
    printer: 'Printer',
    /** A printer set up without a name goes by these (its own paper's language's): `defaultPrinterName`. */
    receiptPrinter: PRINTER_NAMES.en.receiptPrinter,
    labelPrinter: PRINTER_NAMES.en.labelPrinter,
    noPrinters: 'No printer is set up.',
    working: 'Working…',
    failed: (what: string, problem: string) => `${what} did not work: ${problem}`,
  },
  connection: {
    heading: 'Connection',
    states: {
      starting: 'Starting',
      ok: 'Connected',
      token_rejected: 'Token refused',
      failing: 'Cannot reach the service',
      stopped: 'Stopped',
      not_configured: 'Not set up',
    } satisfies Record<ConnectionStateView, string>,
    advice: {
      starting: 'OrderSlip is connecting to the ordering service.',
      ok: 'Orders are fetched and printed automatically.',
      token_rejected:
        'The ordering service refuses the access token: check the token in Settings. Until then no new orders arrive; orders already received still print.',
      failing:
        'New orders are not coming in. OrderSlip keeps trying; check the internet connection, or retry now.',
      stopped: 'OrderSlip is not fetching orders.',
      not_configured: 'OrderSlip needs a few settings before it can fetch orders.',
    } satisfies Record<ConnectionStateView, string>,
    setUp: 'Set up OrderSlip',
    openSettings: 'Open the settings',
    retryNow: 'Retry now',
    retried: 'OrderSlip is trying again now.',
    doubted: 'Token refused, still trying',
    doubtedAdvice:
      'The ordering service refused the access token: check the token in Settings. OrderSlip keeps trying meanwhile, in case it was a passing fault.',
  },
  shops: {
    heading: 'Shops',
    name: 'Shop',
    lastPoll: 'Last checked',
    dueToday: 'Due today',
    dueTodayHint: 'Orders to be picked up or delivered today',
    arrivedToday: 'Arrived today',
    arrivedTodayHint: 'Orders that came in today, whatever day they are for',
    waiting: 'Waiting',
    held: 'Held',
    none: 'No shop is being checked yet.',
    problem: (message: string) => `Last problem: ${message}`,
  },
  printers: {
    heading: 'Printers',
    states: {
      ready: 'Ready',
      printing: 'Printing',
      paper_low: 'Paper low',
      paper_out: 'Out of paper',
      cover_open: 'Cover open',
      offline: 'Offline',
      error: 'Printer error',
      unreachable: 'Not reachable',
      unknown: 'Unknown',
      paused: 'Paused',
      not_verifiable: 'Cannot be verified',
    } satisfies Record<PrinterStateView, string>,
    queued: (count: number) =>
      count === 0
        ? 'Nothing waiting'
        : plural(count, { one: `${count} receipt waiting`, other: `${count} receipts waiting` }),
    lastPrinted: (when: string) => `Last printed ${when}`,
    pause: 'Pause',
    resume: 'Resume',
    retry: 'Retry',
    none: 'No printer is running.',
    paused: (name: string) => `Paused: orders for ${name} wait until you resume it.`,
    resumed: (name: string) => `${name} prints again.`,
    retried: (name: string) => `OrderSlip is trying ${name} again now.`,
    pauseAction: (name: string) => `Pausing ${name}`,
    resumeAction: (name: string) => `Resuming ${name}`,
    retryAction: (name: string) => `Retrying ${name}`,
  },
  attention: {
    heading: 'Needs attention',
    none: 'Nothing needs attention right now.',
    seen: (when: string) => `Arrived ${when}`,
    retry: 'Retry',
    printElsewhere: 'Print elsewhere',
    printOn: 'Print on',
    print: 'Print',
    markHandled: 'Mark handled',
    showRaw: 'Show raw data',
    notPrintable:
      'Its data could not be read, so it cannot be printed: deal with it by hand, then mark it handled.',
    confirmTitle: 'Mark this order handled?',
    confirmBody: (label: string) =>
      `${label} will be confirmed to the ordering service without OrderSlip printing it. Do this only when the order was dealt with another way.`,
    confirmYes: 'Yes, mark handled',
    rawTitle: (label: string) => `Raw data of ${label}`,
    retried: (label: string) => `${label} is tried again.`,
    handled: (label: string) => `${label} is marked handled; it is confirmed to the service next.`,
    retryAction: (label: string) => `Retrying ${label}`,
    reprintAction: (label: string, printer: string) => `Printing ${label} on ${printer}`,
    handleAction: (label: string) => `Marking ${label} handled`,
    rawAction: (label: string) => `Loading the data of ${label}`,
    question: (order: string, printer: string) => `Did order ${order} come out on ${printer}?`,
    questionWhy:
      'OrderSlip sent it, but the printer could not confirm that it printed, so OrderSlip does not send it again by itself.',
    cameOut: 'It came out',
    printAgain: 'Print again',
    printAgainHint: '“Print again” prints it once more, marked POSSIBLE DUPLICATE.',
    cameOutDone: (order: string) => `${order} counts as printed; it is confirmed to the service next.`,
    printAgainDone: (order: string, printer: string) =>
      `${order} prints again on ${printer}, marked POSSIBLE DUPLICATE.`,
    answerAction: (order: string) => `Answering for order ${order}`,
    select: (label: string) => `Select ${label}`,
    selectAll: 'Select all',
    selected: (count: number) =>
      plural(count, { one: `${count} order selected`, other: `${count} orders selected` }),
    bulkActions: 'With the selected orders',
    bulkRetry: 'Retry selected',
    bulkHandled: 'Mark selected handled',
    bulkPrintOn: 'Print selected on',
    bulkConfirmTitle: (count: number) =>
      plural(count, { one: `Mark ${count} order handled?`, other: `Mark ${count} orders handled?` }),
    bulkConfirmBody: (count: number, list: string) =>
      `${list} will be confirmed to the ordering service without OrderSlip printing ${plural(count, { one: 'it', other: 'them' })}. Do this only when ${plural(count, { one: 'it was', other: 'they were' })} dealt with another way.`,
    bulkHandledDone: (count: number, list: string) =>
      plural(count, {
        one: `${count} order marked handled: ${list}. It is confirmed to the service next.`,
        other: `${count} orders marked handled: ${list}. They are confirmed to the service next.`,
      }),
    bulkRetried: (count: number, list: string) =>
      plural(count, {
        one: `${count} order is tried again: ${list}.`,
        other: `${count} orders are tried again: ${list}.`,
      }),
    bulkPrinted: (count: number, list: string, printer: string) =>
      `${plural(count, { one: `${count} order`, other: `${count} orders` })} printed on ${printer}: ${list}.`,
    bulkWaiting: (count: number, list: string, printer: string) =>
      `${plural(count, { one: `${count} order waits`, other: `${count} orders wait` })} for ${printer}: ${list}. ${plural(count, { one: 'It prints', other: 'They print' })} as soon as the printer is ready.`,
    bulkDelivered: (count: number, list: string, printer: string) =>
      `${plural(count, { one: `${count} order`, other: `${count} orders` })} sent to ${printer}, which cannot confirm printing: ${list}. Check that ${plural(count, { one: 'it', other: 'they' })} came out.`,
    bulkSkipped: (count: number, list: string) =>
      `${plural(count, { one: `${count} order`, other: `${count} orders` })} left as ${plural(count, { one: 'it is', other: 'they are' })}, as this cannot be done for ${plural(count, { one: 'it', other: 'them' })}: ${list}.`,
    holds: {
      undecodable:
        'Its data could not be read, so it cannot be printed: deal with it by hand, then mark it handled.',
      'no-printer':
        'No printer is set up for its shop: choose a printer to print it on, or mark it handled. Give the shop a printer in Settings › Shops for its next orders.',
      'printer-removed':
        'Its printer was removed from the settings: choose a printer to print it on, or mark it handled.',
      'too-large':
        'It is too large to print safely (too much data, or nested too deep): deal with it by hand, then mark it handled.',
      'cannot-build':
        'Its receipt could not be made: try again, print it on another printer, or deal with it by hand and mark it handled.',
    } satisfies Record<Exclude<HoldCode, 'unverified' | 'other'>, string>,
  },
  headline: {
    allWell: 'All is well: every order was printed and confirmed.',
    printing: (count: number) =>
      plural(count, { one: `${count} order is being printed.`, other: `${count} orders are being printed.` }),
    withWaiting: (count: number, problem: string) =>
      `${plural(count, { one: `${count} order waits`, other: `${count} orders wait` })}: ${problem}`,
    ledgerDamaged: 'the order history is damaged and OrderSlip stopped',
    ledgerUnwritable: 'OrderSlip cannot write its order history (is the disk full?)',
    tokenRejected: 'the ordering service refuses the access token',
    tokenDoubted: 'the ordering service refused the access token',
    cannotReport: (printer: string) => `${printer} apparently cannot report that it printed`,
    serviceFailing: 'the ordering service cannot be reached',
    wrongShop: (shop: number) => `the service sent orders of other shops for shop ${shop}`,
    held: (count: number) => plural(count, { one: 'an order is held', other: `${count} orders are held` }),
    waitingLong: (count: number, waiting: number) =>
      count >= waiting ? 'for longer than a minute' : `${count} of them for longer than a minute`,
    notCollected: (count: number) =>
      plural(count, {
        one: 'an order due today was not collected',
        other: `${count} orders due today were not collected`,
      }),
    ordersGone: (count: number) =>
      plural(count, {
        one: 'an order is gone from the ordering service: cancelled? Check it before you make it',
        other: `${count} orders are gone from the ordering service: cancelled? Check them before you make them`,
      }),
    updateCheckFailed: (version: string) => `OrderSlip ${version} failed its check after an update`,
    historyLost: 'the order history was lost',
    printerUntested: (printer: string) => `${printer} has not printed a test receipt yet`,
    confirmFailing: (count: number) =>
      plural(count, {
        one: 'the service does not accept the confirmation of a printed order',
        other: `the service does not accept the confirmation of ${count} printed orders`,
      }),
  },
  problems: {
    printerIs: {
      ready: (printer: string) => `${printer} is ready`,
      printing: (printer: string) => `${printer} is printing`,
      paper_low: (printer: string) => `${printer} is low on paper`,
      paper_out: (printer: string) => `${printer} is out of paper`,
      cover_open: (printer: string) => `the cover of ${printer} is open`,
      offline: (printer: string) => `${printer} is offline`,
      error: (printer: string) => `${printer} reports an error`,
      unreachable: (printer: string) => `${printer} cannot be reached`,
      unknown: (printer: string) => `the state of ${printer} is unknown`,
      paused: (printer: string) => `${printer} is paused`,
      not_verifiable: (printer: string) => `the state of ${printer} cannot be checked`,
    } satisfies Record<PrinterStateView, (printer: string) => string>,
    printerFix: {
      ready: 'wait a moment',
      printing: 'wait a moment',
      paper_low: 'put in a new roll soon',
      paper_out: 'load paper',
      cover_open: 'close the cover',
      offline: 'switch it on and check its cable',
      error: 'check it for jammed paper, then switch it off and on again',
      unreachable: 'check that it is switched on and connected to the network',
      unknown: 'check that it is switched on and connected',
      paused: 'resume it',
      not_verifiable: 'check that it is switched on and connected',
    } satisfies Record<PrinterStateView, string>,
    thenPrint: (waiting: number) =>
      waiting === 0
        ? 'then it prints again'
        : plural(waiting, {
            one: 'the waiting order then prints',
            other: `the ${waiting} waiting orders then print`,
          }),
    printerNotReady: (what: string, fix: string, then: string) => `${what}: ${fix}, ${then}.`,
    cannotReport: (printer: string, count: number, setting: string, tooSoon: boolean) =>
      tooSoon
        ? `${printer} says “printed” sooner than paper can move: ${count} orders in a row reached it without proof, and it may lose them. Check what really came out, and have the printer checked; do not turn on “${setting}” for it.`
        : `${printer} apparently cannot report that it printed: ${count} orders in a row reached it without proof. If it is a printer without status (a cheap clone, a USB printer), turn on “${setting}” for it in Settings › Printers.`,
    serviceFailing: (since: string, failures: number) =>
      `The ordering service cannot be reached since ${since} (${plural(failures, { one: `${failures} attempt`, other: `${failures} attempts` })} failed), so new orders do not come in. OrderSlip keeps trying; check the internet connection.`,
    tokenRejected:
      'The ordering service refuses the access token, so no new orders come in. Enter a valid token in Settings.',
    tokenDoubted: (since: string) =>
      `The ordering service refused the access token (since ${since}). OrderSlip keeps trying, more slowly; if it keeps refusing, enter a valid token in Settings.`,
    wrongShop: (shop: number, others: readonly number[]) =>
      `The service answered shop ${shop}’s listing with orders of ${plural(others.length, { one: 'shop', other: 'shops' })} ${others.join(', ')}: they were left alone. Check the shop id in Settings › Shops.`,
    held: (count: number) =>
      plural(count, {
        one: 'An order is held: it is listed below with what to do.',
        other: `${count} orders are held: each is listed below with what to do.`,
      }),
    ordersWaiting: (count: number, since: string) =>
      plural(count, {
        one: `An order has been waiting to print for more than a minute (since ${since}). Check the printers below.`,
        other: `${count} orders have been waiting to print for more than a minute (the oldest since ${since}). Check the printers below.`,
      }),
    notCollected: (count: number, orders: string) =>
      plural(count, {
        one: `It is past closing time and this order due today was not collected: ${orders}. Call the customer, or mark it collected in Day.`,
        other: `It is past closing time and ${count} orders due today were not collected: ${orders}. Call the customers, or mark them collected in Day.`,
      }),
    /** The orders themselves are the panel's, named by its heading: the sentence does not list them again. */
    ordersGone: (count: number, panel: string) =>
      plural(count, {
        one: `An order printed here is gone from the ordering service: it is listed below under “${panel}”, with what to do.`,
        other: `${count} orders printed here are gone from the ordering service: they are listed below under “${panel}”, with what to do.`,
      }),
    updateCheckFailed: (version: string, fromVersion: string) =>
      `OrderSlip was updated from ${fromVersion} to ${version}, and part of it does not answer since. If it stays so, go back to ${fromVersion} (see “Updates” in the deployment guide).`,
    historyLost: (at: string) =>
      `The order history was lost (noticed at ${at}): the first orders print marked POSSIBLE DUPLICATE; check them against what was printed.`,
    confirmFailing: (count: number, since: string) =>
      plural(count, {
        one: `The ordering service has refused to confirm a printed order since ${since}. It was printed and does not print again; OrderSlip keeps trying to confirm it. If this goes on, check it in the ordering service.`,
        other: `The ordering service has refused to confirm ${count} printed orders since ${since}. They were printed and do not print again; OrderSlip keeps trying to confirm them. If this goes on, check them in the ordering service.`,
      }),
    ledgerUnwritable: (since: string) =>
      `OrderSlip cannot write its order history since ${since}, so new orders are not taken in. Free disk space on this computer; OrderSlip tries again by itself.`,
    ledgerDamaged:
      'The order history is damaged, so OrderSlip stopped fetching and printing orders. Restart OrderSlip; if this comes back, export the diagnostics in Settings › Support and send them to support.',
    printerUntested: (printer: string) =>
      `${printer} was set up without a test print, so nobody has seen it print yet. Print a test receipt to be sure orders come out.`,
    testPrinter: (printer: string) => `Test print on ${printer}`,
    testAction: (printer: string) => `Test print on ${printer}`,
    openPrinterSettings: (printer: string) => `Open the settings of ${printer}`,
    retryPrinter: (printer: string) => `Try ${printer} again`,
    resumePrinter: (printer: string) => `Resume ${printer}`,
  },
  reprint: {
    printed: (printer: string) => `The reprint came out of ${printer}: the printer confirmed it.`,
    delivered: (printer: string) =>
      `The reprint was sent to ${printer}, but ${printer} cannot confirm that it printed: check that it came out.`,
    waiting: (what: string) =>
      `The reprint is waiting because ${what}. It prints as soon as the printer is ready, unless you cancel it.`,
    queued: (printer: string) => `The reprint is in the queue of ${printer} and prints shortly.`,
    cancelled: (printer: string) => `The reprint on ${printer} was cancelled.`,
    cancel: 'Cancel the reprint',
    cancelAction: (printer: string) => `Cancelling the reprint on ${printer}`,
  },
  demo: {
    heading: 'Virtual printer',
    /** The names the demo gives its virtual receipt and label printers. */
    printerName: 'Counter (virtual)',
    labelPrinterName: 'Labels (virtual)',
    explain: 'In the demo, receipts come out of this virtual printer instead of real paper.',
    empty: 'Nothing printed yet.',
    receipt: (when: string) => `Receipt of ${when}`,
    label: (when: string) => `Label of ${when}`,
    /** A piece of the demo's paper by its order ("Pick-up 14"), and the local time it came out. */
    receiptOf: (order: string, when: string) => `${order}: receipt, ${when}`,
    labelOf: (order: string, when: string) => `${order}: label, ${when}`,
    /** Heads the list of what came out: receipts and labels alike. */
    choose: 'Receipt or label',
    faults: 'Make the printer misbehave',
    faultsIntro: 'See what a real printer’s problems look like, and what OrderSlip does about them.',
    faultNames: {
      'paper-out': 'Out of paper',
      offline: 'Offline',
      'no-completion': 'Prints but never reports',
      'early-answer': 'Says “printed” too soon',
      none: 'Back to normal',
    } satisfies Record<DemoPrinterFault, string>,
    faultEffects: {
      'paper-out':
        'The printer says its paper ran out: OrderSlip keeps the orders waiting, shows it under Needs attention, and prints them once the paper is back.',
      offline:
        'The printer does not answer: OrderSlip keeps the orders waiting, keeps trying, and shows it under Needs attention.',
      'no-completion':
        'The printer prints but never confirms it: OrderSlip sends each order only once, then asks you whether it came out.',
      'early-answer':
        'The printer says “printed” the moment the receipt arrives, sooner than paper can move, then loses it: OrderSlip takes no such answer as proof, does not confirm the order, and asks you whether it came out.',
      none: 'The printer works normally: orders print, and are confirmed once the printer confirms them.',
    } satisfies Record<DemoPrinterFault, string>,
    faultAction: (fault: string) => `Setting the virtual printer to “${fault}”`,
  },
  orderTypes: ORDER_TYPE_NAMES.en,
  orderStates: {
    waiting: 'Waiting',
    printed: 'Printed',
    confirmed: 'Confirmed',
    held: 'Held',
    handled: 'Handled',
    gone: 'Gone',
  } satisfies Record<OrderStateView, string>,
  history: {
    heading: 'History',
    search: 'Search',
    searchPlaceholder: 'Name, number, phone, #id…',
    searchHint:
      'Finds an order by client name, order number, product or cake text, phone number, payment reference, or its id: as printed (#f5fd7c72) or scanned from the receipt’s QR code (Enter opens it).',
    sort: 'Sort by',
    sorts: {
      arrival: 'Arrival',
      due: 'Pick-up or delivery',
    } satisfies Record<NonNullable<HistoryQueryView['sort']>, string>,
    filters: 'Filters',
    dueFrom: 'Due from',
    dueTo: 'Due until',
    shop: 'Shop',
    type: 'Type',
    state: 'State',
    all: 'All',
    clear: 'Clear filters',
    list: {
      arrival: 'Orders, newest first',
      due: 'Orders, soonest pick-up or delivery first',
    } satisfies Record<NonNullable<HistoryQueryView['sort']>, string>,
    empty: 'No order matches.',
    loading: 'Loading orders…',
    end: 'End of the history.',
    shown: (count: number, more: boolean) =>
      `${count}${more ? '+' : ''} ${more ? 'orders' : plural(count, { one: 'order', other: 'orders' })}`,
    reprints: (count: number) => plural(count, { one: `${count} reprint`, other: `${count} reprints` }),
    possibleDuplicate: 'possible duplicate',
    selectHint: 'Choose an order to see its receipt and what happened to it.',
    loadAction: 'Loading the history',
  },
  detail: {
    heading: (label: string) => `Order ${label}`,
    receipt: 'Receipt',
    timeline: 'What happened',
    raw: 'Raw data as the service sent it',
    noReceipt: 'There is no receipt: the data of this order could not be read.',
    reprint: 'Reprint',
    reprintOn: 'Reprint on',
    reprintAction: (printer: string) => `Reprinting on ${printer}`,
    reprintLabels: 'Print the labels again',
    reprintLabelsAction: (printer: string) => `Printing the labels again on ${printer}`,
    labels: 'Labels',
    labelsOf: 'Labels of',
    noLabels: (printer: string) => `${printer} prints no label for this order.`,
    labelsIntro: (count: number, printer: string) =>
      plural(count, {
        one: `${count} label, as ${printer} prints it.`,
        other: `${count} labels, as ${printer} prints them.`,
      }),
    markHandled: 'Mark handled',
    handled: 'The order is marked handled; it is confirmed to the service next.',
    handleAction: 'Marking the order handled',
    loadAction: 'Loading the order',
    close: 'Close the order',
    jobs: 'Print jobs',
    job: {
      kinds: { auto: 'Automatic', reprint: 'Reprint' } satisfies Record<JobView['kind'], string>,
      states: {
        pending: 'Waiting',
        sending: 'Being sent',
        printed: 'Printed',
        unconfirmed: 'May have printed, not confirmed',
        cancelled: 'Cancelled',
      } satisfies Record<JobView['state'], string>,
      verified: 'confirmed by the printer',
      unverified: 'without proof',
      duplicate: 'marked POSSIBLE DUPLICATE',
      cancel: 'Cancel',
      cancelNamed: (printer: string) => `Cancel the reprint on ${printer}`,
    },
    facts: {
      state: 'State',
      reason: 'Why',
      shop: 'Shop',
      due: 'Due',
      total: 'Total',
      phone: 'Phone',
      firstSeen: 'Arrived',
      printed: 'Printed',
      confirmed: 'Confirmed',
    },
    /** The title of a print the printer never confirmed: what is known, and no more. */
    sentUnconfirmed: (printer: string) => `Sent to ${printer}, not confirmed`,
    timelineKinds: {
      seen: 'Arrived',
      undecodable: 'Could not be read',
      'print-started': 'Sent to printer',
      printed: 'Printed',
      'sent-unconfirmed': 'Sent, not confirmed',
      'print-failed': 'Print failed',
      'crash-recovered': 'Recovered after a stop',
      'confirm-failed': 'Confirmation failed',
      confirmed: 'Confirmed',
      'still-listed': 'Still listed',
      'reprint-requested': 'Reprint asked',
      held: 'Held',
      handled: 'Marked handled',
      gone: 'Gone',
      released: 'Released',
      answered: 'Answered',
      'jobs-moved': 'Moved to another printer',
      collected: 'Collected',
      uncollected: 'Marked not collected',
      'handed-over': 'Handed to the driver',
      'not-handed-over': 'Marked not handed to the driver',
      'content-changed': 'Changed on the service',
      'gone-from-service': 'No longer on the service',
      'gone-seen': 'Seen: no longer on the service',
    },
  },
  receipt: {
    label: (columns: number) => `Receipt preview, ${columns} characters wide`,
    qr: 'QR code',
    logo: 'Logo',
    image: (width: number, height: number) => `Printed as a picture of ${width} × ${height} dots`,
  },
  label: {
    kinds: { order: 'Order label', cake: 'Cake label' } satisfies Record<LabelKind, string>,
    preview: (kind: string, position: number, total: number, widthMm: number, heightMm: number) =>
      `${kind} ${position} of ${total}, ${widthMm} × ${heightMm} mm`,
    qr: (payload: string) => `QR code: ${payload}`,
  },
  settings: {
    heading: 'Settings',
    runWizard: 'Run the setup wizard',
    save: 'Save settings',
    saving: 'Saving…',
    saved: 'Settings saved.',
    savedNotRunning: (detail: string) => `Settings saved, but OrderSlip cannot start yet: ${detail}`,
    saveFailed: (problem: string) => `The settings were not saved: ${problem}`,
    fixErrors: (count: number) =>
      plural(count, {
        one: 'One setting needs fixing (marked below).',
        other: `${count} settings need fixing (marked below).`,
      }),
    unsaved: 'You have unsaved changes.',
    loadAction: 'Loading the settings',
    connection: {
      heading: 'Ordering service',
      baseUrl: 'Service address',
      baseUrlHint: 'For example https://api.example.com',
      tenant: 'Tenant',
      tenantHint: 'The ordering service’s name for your account or company; it comes with the access token.',
      token: 'Access token',
      tokenStored: 'A token is set; type a new one only to replace it.',
      tokenMissing: 'No token is set yet.',
      tokenWeak:
        'This computer has no system keyring: the token is stored with a weaker fallback. Keep this computer locked.',
      tokenNone: 'The token is kept only while OrderSlip runs; it is not stored on this computer.',
      tokenEnvironment: 'The token comes from the ORDERSLIP_TOKEN environment variable; change it there.',
      test: 'Test connection',
      testing: 'Testing…',
      testAction: 'Testing the connection',
    },
    shops: {
      heading: 'Shops',
      allShops: 'Every shop the service lists',
      chosenShops: 'Only the shops chosen below',
      allPrinters: 'Print every shop’s orders on',
      printsOn: (shop: string) => `${shop} prints on`,
      labelPrinter: (name: string) => `${name} (labels)`,
      testFirst: 'Test the connection to list the shops you can choose.',
      city: (name: string, city: string) => (city ? `${name} (${city})` : name),
    },
    printers: {
      heading: 'Printers',
      add: 'Add a printer',
      remove: 'Remove',
      removeNamed: (name: string) => `Remove printer ${name}`,
      newName: (n: number) => `Printer ${n}`,
      name: 'Name',
      uri: 'Connection',
      uriHint:
        'An IP address such as 192.168.1.50 (port 9100 unless you add one: 192.168.1.50:9101), printer:<queue name>, /dev/usb/lp0 or COM3',
      type: 'Make',
      paperWidth: 'Paper width',
      mm: (width: number) => `${width} mm`,
      characterSet: 'Character set',
      copies: 'Copies',
      language: 'Receipt language',
      labelLanguage: 'Label language',
      role: 'What it prints',
      roles: { receipt: 'Receipts', label: 'Labels' } satisfies Record<PrinterRole, string>,
      roleHints: {
        receipt: 'Order receipts on a paper roll, for the counter or the bakehouse.',
        label:
          'Stickers for bags, cake boxes and cool boxes: whose order it is and when it is picked up or delivered.',
      } satisfies Record<PrinterRole, string>,
      labels: 'Labels',
      protocol: 'Printer language',
      protocols: {
        zpl: 'ZPL — Zebra and compatible printers',
        tspl: 'TSPL — TSC, Xprinter and compatible printers',
        escpos: 'ESC/POS labels — Epson TM-L90',
      } satisfies Record<LabelProtocol, string>,
      protocolHint:
        'The printer’s manual or settings page says which language it speaks. Zebra printers speak ZPL; TSC and Xprinter speak TSPL.',
      labelSize: 'Label size',
      labelSizeValue: (width: number, height: number) => `${width} × ${height} mm`,
      labelSizeOther: 'Another size',
      labelSizeHint: 'One label on the roll, width × height, as written on the box of labels.',
      labelWidth: 'Width in mm',
      labelHeight: 'Height in mm',
      labelDpiHint: 'Most label printers have 203 dpi; sharper ones 300 dpi (it says so on the printer).',
      labelKinds: 'Which labels',
      orderLabels: 'Order labels',
      orderLabelsHint:
        'One for each bag or box: the order type and number in large print, the name, the pick-up or delivery time, and a QR code.',
      cakeLabels: 'Cake labels',
      cakeLabelsHint:
        'One for each cake with a text: the cake, its text exactly as typed, the name and the pick-up time.',
      count: 'How many order labels',
      counts: {
        'per-order': 'One per order',
        'per-lines': 'One for every few order lines (a bag holds a few products)',
        'per-line': 'One per order line',
      } satisfies Record<LabelCount, string>,
      linesPerLabel: 'Order lines per label',
      labelOrderTypes: 'For these order types',
      labelOrderTypesHint: 'Tick none for every order type.',
      labelProducts: 'Only these products',
      labelProductsHint:
        'Product names or PLU codes, one per line. Leave empty for every product. Capitals and accents do not matter.',
      testLabels: 'Print test labels',
      testLabelsDelivered: (name: string) =>
        `The test labels were sent to ${name}, but this printer cannot confirm that they printed: check that they came out.`,
      logo: 'Logo',
      logoHint: (maxKb: number) =>
        `A PNG, JPEG or BMP picture of at most ${maxKb} KB, printed at the top of every receipt on this printer.`,
      logoChoose: 'Choose a picture…',
      logoChange: 'Choose another picture…',
      logoRemove: 'No logo',
      logoNone: 'No logo: receipts start with the header.',
      logoAction: 'Choosing the logo',
      logoPreview: 'The top of every receipt, as this printer prints it',
      logoMissing: 'The logo file cannot be read any more: choose it again, or remove it.',
      expert: 'More settings',
      expertHint:
        'Make, resolution, code page, copies, language, logo, header and footer, product codes, kitchen tickets',
      allowUnverified: 'Print without proof',
      allowUnverifiedHint:
        'Some printers (OS print queues, USB device files, printers without status replies) cannot tell whether paper came out. Off: such an order waits for you to check it. On: it counts as printed and is confirmed.',
      test: 'Test print',
      untested: 'Not tested yet: print a test receipt to be sure orders come out here.',
      testDelivered: (name: string) =>
        `The test receipt was sent to ${name}, but this printer cannot confirm that it printed: check that it came out.`,
      testAction: (name: string) => `Test print on ${name}`,
      testQueueCompleted: (name: string) =>
        `Completed by the print queue: the computer’s print queue says the test receipt for ${name} is done, but the printer itself did not confirm it. Check that it came out.`,
      model: 'Model',
      modelHint: 'Choosing a model fills in its make, resolution and print mode.',
      models: {
        generic: 'Other ESC/POS printer',
        'generic-58': '58 mm printer, other make (clone)',
        'generic-80': '80 mm printer, other make (clone)',
        'epson-tm-t20': 'Epson TM-T20',
        'epson-tm-t88': 'Epson TM-T88',
        'epson-tm-m30': 'Epson TM-m30',
        'star-tsp100': 'Star TSP100 (prints pictures only)',
        'star-tsp650': 'Star TSP650',
        'star-mcprint3': 'Star mC-Print3',
        'bixolon-srp': 'Bixolon SRP',
        'citizen-ct': 'Citizen CT-S',
      } satisfies Record<PrinterModelId, string>,
      printMode: 'Print mode',
      printModes: { auto: 'Automatic', text: 'Text', image: 'Picture' } satisfies Record<PrintMode, string>,
      printModeHints: {
        auto: 'Text, and a picture for characters the printer lacks — emoji, Arabic, Greek…',
        text: 'Text only, the fastest; characters the printer lacks are replaced by the nearest it has.',
        image: 'The whole receipt as a picture: every character exactly as typed, a little slower.',
      } satisfies Record<PrintMode, string>,
      imageOnly: 'This printer prints only pictures, so every receipt is sent as a picture.',
      dpi: 'Resolution',
      dpiValue: (dpi: number) => `${dpi} dpi`,
      dpiHint: 'Most receipt printers have 203 dpi; some Epson and Bixolon printers 180.',
      header: 'Header',
      headerHint: (max: number) =>
        `Printed at the top of every receipt on this printer (several lines allowed, at most ${max} characters). Leave empty for none.`,
      footer: 'Footer',
      footerHint: (max: number) =>
        `Printed at the bottom of every receipt, such as “Thank you!” or your opening hours (at most ${max} characters).`,
      showPlu: 'Print each product’s code (PLU)',
      confirmOnQueueCompletion: 'Let the print queue confirm orders',
      confirmOnQueueCompletionHint:
        'This printer is reached through the computer’s print queue. The queue can say a job is done, but not that paper came out: it may report a job as completed that the printer lost (out of paper, switched off). Off: such an order waits for you to check it. On: “completed by the print queue” counts as printed and the order is confirmed.',
      on: 'on',
      off: 'off',
    },
    find: {
      button: 'Find printers',
      again: 'Look again',
      searching:
        'Looking for printers on the network, in this computer’s print queues and on its USB ports… This takes a few seconds; you can go on meanwhile.',
      action: 'Looking for printers',
      heading: 'Printers found',
      found: (count: number) =>
        plural(count, {
          one: `${count} printer found. Choose it to fill in its settings.`,
          other: `${count} printers found. Choose the one to use.`,
        }),
      none: 'No printer was found. Check that it is switched on and connected (on the same network as this computer, or by USB), then look again. Or type its address under Connection: a network printer prints its IP address when you switch it on while holding its feed button.',
      kinds: {
        network: 'Network printer',
        queue: 'Print queue on this computer',
        device: 'USB or serial printer',
      } satisfies Record<FoundPrinterView['kind'], string>,
      answers: 'answers status requests: it can confirm what it printed',
      silent: 'does not answer status requests',
      use: 'Use this printer',
      useNamed: (what: string) => `Use ${what}`,
      used: (address: string) =>
        `${address} is filled in, with the settings that fit it. Print a test receipt to check.`,
      usedLabels: (address: string) =>
        `${address} is filled in, with the settings that fit it. Print test labels to check.`,
    },
    findings: {
      change: (setting: string, value: string) => `${setting}: ${value}`,
      heading: 'What the test print found out',
      apply: 'Use these settings',
      applied:
        'The suggested settings are filled in above. Print a test receipt again to check them; they are kept when you save.',
    },
    waitingJobs: {
      title: 'Orders wait for a printer you are removing',
      intro: 'Choose what happens to them; then the settings are saved.',
      waitFor: (count: number, printer: string) =>
        plural(count, {
          one: `${count} order waits for ${printer}, which you are removing:`,
          other: `${count} orders wait for ${printer}, which you are removing:`,
        }),
      move: 'Move them to',
      moveTo: (printer: string) => `Printer to move the orders of ${printer} to`,
      drop: 'Drop them',
      dropHint: 'They will not print there; orders that then have no printer are held under Needs attention.',
      save: 'Save settings',
    },
    updates: {
      heading: 'Updates',
      explain:
        'OrderSlip looks for a new version once a day, downloads it in the background and installs it only after closing time when nothing is printing or waiting (or at the next start).',
      feedUrl: 'Update feed address',
      feedUrlHint:
        'The folder your IT person publishes OrderSlip in (it holds latest.yml). Empty: no updates.',
      channel: 'Channel',
      channels: { stable: 'Stable', beta: 'Beta (new versions first)' },
      statusHeading: 'Update',
    },
    general: {
      heading: 'General',
      pollInterval: 'Check for new orders every (seconds)',
      retention: 'Keep history for (days)',
      notifications: 'Notifications',
      notifyNewOrder: 'Tell me when a new order arrives',
      notifyProblems: 'Tell me when something needs attention',
      sound: 'Play a sound',
      startAtLogin: 'Start OrderSlip when I log in',
    },
    diagnostics: {
      heading: 'Support',
      explain:
        'Collects the logs, the settings (never the token) and the history counts in one file to send to support.',
      export: 'Export diagnostics',
      exported: (path: string) => `Diagnostics saved to ${path}`,
      downloaded: (fileName: string) => `Diagnostics saved as ${fileName} in your browser’s downloads.`,
      action: 'Exporting diagnostics',
    },
    errors: {
      tenant: 'Enter the tenant.',
      printerName: 'Give the printer a name.',
      printerUri:
        'Enter a connection like 192.168.1.50, tcp://192.168.1.50:9100, printer:<queue name>, /dev/usb/lp0 or COM3.',
      copies: 'Copies must be a whole number from 1 to 5.',
      noPrinter: 'Add at least one printer.',
      noRoute: 'Choose at least one printer.',
      pollInterval: 'Enter a whole number of seconds from 1 to 300.',
      retention: 'Enter a whole number of days from 1 to 3650.',
      receiptTextTooLong: (max: number) => `Keep it to ${max} characters at most.`,
      labelWidth: (min: number, max: number) => `Enter a whole number of millimetres from ${min} to ${max}.`,
      labelHeight: (min: number, max: number) => `Enter a whole number of millimetres from ${min} to ${max}.`,
      linesPerLabel: (max: number) => `Enter a whole number of lines from 1 to ${max}.`,
      labelKinds: 'Choose at least one kind of label: order labels, cake labels or both.',
    },
  },
  wizard: {
    heading: 'Set up OrderSlip',
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    steps: { connect: 'Connect', shops: 'Shops', printer: 'Printer', done: 'Done' },
    connectIntro: 'Enter what your ordering service gave you, then test the connection.',
    useDemo: 'Use the demo service',
    demoFilled: 'The demo service is filled in; its token is already set.',
    testFirst: 'Test the connection before going on.',
    shopsIntro: 'Choose the shops whose orders this computer prints.',
    noShops: 'The service lists no shops for this tenant.',
    chooseOne: 'Choose at least one shop.',
    printerIntro:
      'Set up the receipt printer and print a test receipt. It is saved once the test receipt came out.',
    testPrint: 'Print a test receipt',
    testPrinted: 'Check the receipt, then save and finish.',
    testDelivered: (name: string) =>
      `The test receipt was sent to ${name}, but this printer cannot confirm that it printed. Did it come out?`,
    testQueueCompleted: (name: string) =>
      `Completed by the print queue: the computer’s print queue says the test receipt for ${name} is done, but the printer itself cannot confirm it. Did it come out?`,
    cameOut: 'Yes, it came out',
    testFailed:
      'Check that the printer is on, has paper and is connected, and that its connection above is right; then print a test receipt again. Or skip the test for now.',
    saveAndFinish: 'Save and finish',
    skip: 'Skip the test for now',
    skipHint:
      'The printer is then saved untested; Status reminds you until a test receipt has printed on it.',
    testPrinterFirst: 'Print a test receipt first, or skip the test for now.',
    doneIntro: 'OrderSlip is set up. New orders print on their own; this window shows what happened.',
    doneUntested: (name: string) =>
      `OrderSlip is saved, but ${name} has not printed a test receipt yet. Orders print on it; Status reminds you to test it.`,
    receiptHeading: 'Receipt printer',
    labelHeading: 'Label printer',
    labelIntro:
      'Labels for bags, cake boxes and cool boxes come out of a label printer beside the receipt printer. It is optional; Find printers finds label printers too.',
    findIntro:
      'Find printers looks for receipt and label printers: a receipt printer you use becomes the receipt printer, a label printer you use becomes the label printer.',
    addLabel: 'Add a label printer',
    removeLabel: 'No label printer',
    labelsPrinted: 'Check the labels, then save and finish.',
    labelsDelivered: (name: string) =>
      `The test labels were sent to ${name}, but this printer cannot confirm that they printed. Did they come out?`,
    labelsQueueCompleted: (name: string) =>
      `Completed by the print queue: the computer’s print queue says the test labels for ${name} are done, but the printer itself cannot confirm it. Did they come out?`,
    labelsCameOut: 'Yes, they came out',
    labelsFailed:
      'Check that the label printer is on, has labels and is connected, and that its connection above is right; then print test labels again. Or skip the test for now.',
    testLabelsFirst: (name: string) => `Print test labels on ${name} first, or skip the test for now.`,
    doneReceipts: (name: string) => `Receipts print on ${name}.`,
    doneLabels: (name: string) => `Labels print on ${name}.`,
    doneUntestedLabels: (name: string) =>
      `${name} has not printed test labels yet. Labels print on it; Status reminds you to test it.`,
    finish: 'Go to Status',
    cancel: 'Close the wizard',
  },
  dialog: {
    close: 'Close',
  },
  day: day,
  kitchen: kitchen,
  shopDaySettings: shopDaySettings,
  network: network,
  alerts: alerts,
  pin: pin,
  dateInput: dateInput,
  lateChanges: lateChanges,
};

export type Messages = typeof app;
