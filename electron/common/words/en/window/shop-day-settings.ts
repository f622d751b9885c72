/** The window's words for Settings of the shop's day (opening and closing time, schedules, due-today slips), the alarm's settings and its banner. English defines the shape. */
import { network, type NetworkWords } from './network';
import type { ProblemKind } from '../../../contract/app-api';
import type { AlarmMode, AlarmSound } from '../../../contract/settings';
import { pluralIn } from '../../wording';

const plural = pluralIn('en');

/** The network's problem kinds, named as the network panel names them, so both say the same. */
export function networkProblemKinds(w: NetworkWords) {
  return {
    'peer-conflict': w.problemKinds.peerConflict,
    'took-over': w.problemKinds.tookOver,
    'shop-taken-over': w.problemKinds.shopTakenOver,
    'standby-orders-waiting': w.problemKinds.standbyWaiting,
    'peer-unproven': w.problemKinds.peerUnproven,
    'discovery-failing': w.problemKinds.discoveryFailing,
    'fleet-failing': w.problemKinds.fleetFailing,
  };
}

export const shopDaySettings = {
  heading: 'Shop day & alarm',
  openingTime: 'Opening time',
  closingTime: 'Closing time',
  closingHint: 'From closing time, Status lists today’s orders that were not collected.',
  bakeLists: {
    heading: 'Print the bake list',
    none: 'No bake list is printed by itself.',
    add: 'Add a bake list',
    remove: 'Remove',
    day: 'Of',
    days: { today: 'today', tomorrow: 'tomorrow' } satisfies Record<'today' | 'tomorrow', string>,
    time: 'At',
    printer: 'On',
    shop: 'Shop',
    allShops: 'all shops',
    describe: (index: number) => `Bake list ${index}`,
    noPrinter: 'Add a receipt printer first: a bake list prints on one.',
    duplicate: (index: number) => `Same as bake list ${index}: it would print twice. Change or remove one.`,
  },
  dueSlips: {
    heading: 'Due-today slips',
    enabled: 'Print a short “due today” slip for each order placed on an earlier day',
    printer: 'On',
    firstPrinter: 'the shop’s first receipt printer',
    when: 'When',
    opening: 'at opening time',
    beforeDue: 'a while before its pick-up time',
    minutesBefore: 'Minutes before pick-up',
  },
  alarm: {
    heading: 'Alarm',
    explain:
      'A sound in this window when a new order comes in or something needs a person. Keep the window open (it may be hidden) to hear it.',
    mode: 'Sound',
    modes: {
      off: 'off',
      once: 'once',
      'until-acknowledged': 'until someone presses “I heard it”',
    } satisfies Record<AlarmMode, string>,
    sound: 'Which sound',
    sounds: { bell: 'Bell', chime: 'Chime', beep: 'Beep' } satisfies Record<AlarmSound, string>,
    play: 'Play',
    playFailed: 'The sound could not play. Check that this computer’s sound is on, then try again.',
    offHint: 'The alarm is off: choose “once” or “until…” to pick what it sounds for.',
    newOrders: 'For new orders',
    problems: 'For problems that need a person (a printer out of paper, a held order…)',
  },
  banner: {
    label: 'Alarm',
    newOrders: (count: number) =>
      plural(count, { one: 'A new order came in.', other: `${count} new orders came in.` }),
    problems: 'Needs someone:',
    acknowledge: 'I heard it',
    acknowledgeAction: 'Stopping the alarm',
    enableSound: 'The browser blocked the sound: click here once to let it play.',
    problemKinds: {
      'ledger-damaged': 'the order history is damaged',
      'ledger-unwritable': 'the order history cannot be written',
      'token-rejected': 'the service refuses the access token',
      'token-doubted': 'the service refused the access token',
      'printer-not-ready': 'a printer is not ready',
      'printer-cannot-report': 'a printer cannot report that it printed',
      'service-failing': 'the ordering service cannot be reached',
      'wrong-shop': 'the service sends orders of other shops',
      'held-orders': 'orders are held',
      'confirm-failing': 'confirmations are refused',
      'printer-untested': 'a printer is untested',
      'orders-waiting': 'orders wait to print',
      'history-lost': 'the order history was lost',
      'update-check-failed': 'the check after an update failed',
      'not-collected': 'orders were not collected',
      'orders-gone': 'orders are gone from the ordering service',
      ...networkProblemKinds(network),
    } satisfies Record<ProblemKind, string>,
  },
  errors: {
    time: 'Enter a time such as 07:30.',
    closingAfterOpening: 'The closing time must come after the opening time.',
    printer: 'Choose a receipt printer.',
    minutesBefore: 'Enter a whole number of minutes from 0 to 1440.',
  },
};

export type ShopDaySettingsWords = typeof shopDaySettings;
