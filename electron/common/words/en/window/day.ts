/** The window's words for the Day view: the bake list, the pick-up sheet, scanning and marking orders collected, printing and exporting. English defines the shape. */
import type { DayListKind } from '../../../contract/app-api';
import type { OrderChange } from '../../../model/order-change';
import type { OrderTypeNames } from '../../../order-label';
import { pluralIn } from '../../wording';
import { CHANGE_WORDS, sayChange } from '../messages/changes';
import { receipt as paperReceipt } from '../paper/receipt';

const plural = pluralIn('en');

export const day = {
  title: (day: string) => `Day: ${day}`,
  choose: 'Which day',
  date: 'Date',
  today: 'Today',
  tomorrow: 'Tomorrow',
  previous: 'Previous day',
  next: 'Next day',
  shop: 'Shop',
  allShops: 'All shops',
  loading: 'Loading the day…',
  loadAction: 'Loading the day',
  nothing: 'No order is due on this day.',
  nextDay: (day: string) => `Next day with orders: ${day}`,
  unreadable: (count: number) =>
    plural(count, {
      one: 'One order due this day could not be read: it is not counted here. Open it in History to see its raw data.',
      other: `${count} orders due this day could not be read: they are not counted here. Open them in History to see their raw data.`,
    }),
  bakeList: {
    heading: 'Bake list',
    covers: (count: number) => plural(count, { one: `For ${count} order.`, other: `For ${count} orders.` }),
    product: 'Product',
    options: 'Options',
    quantity: 'Quantity',
    orders: 'Orders',
    none: 'Nothing to make on this day.',
  },
  units: {
    pieces: (count: number, shown: string) =>
      plural(count, { one: `${shown} piece`, other: `${shown} pieces` }),
    grams: (shown: string) => `${shown} g`,
    kilos: (shown: string) => `${shown} kg`,
    persons: (count: number, shown: string) =>
      plural(count, { one: `${shown} person`, other: `${shown} persons` }),
  },
  plates: {
    heading: 'Plate texts',
    intro: 'Exactly as the customers wrote them.',
    none: 'No plate text on this day.',
  },
  sheet: {
    heading: 'Pick-up sheet',
    time: 'Time',
    order: 'Order',
    name: 'Name',
    phone: 'Phone',
    handOver: 'To hand over',
    state: 'State',
    shop: 'Shop',
    collected: 'Collected',
    collectedOrDelivered: 'Collected / handed to the driver',
    plate: 'Plate:',
    remarks: 'Remarks:',
    bus: 'box',
    notYet: 'Not yet',
    mark: 'Mark collected',
    markNamed: (label: string) => `Mark collected: ${label}`,
    markDelivered: 'Mark handed to the driver',
    markDeliveredNamed: (label: string) => `Mark handed to the driver: ${label}`,
    deliveredAt: (time: string) => `Handed to the driver ${time}`,
    undo: 'Undo',
    undoNamed: (label: string) => `Undo: ${label} not collected after all`,
    undoDeliveredNamed: (label: string) => `Undo: ${label} not handed to the driver after all`,
    none: 'Nobody comes on this day.',
  },
  collected: 'Collected',
  collectedAt: (time: string) => `Collected ${time}`,
  markCollected: 'Mark collected',
  markNotCollected: 'Not collected after all',
  handedOver: 'Handed to the driver',
  markNotHandedOver: 'Not handed to the driver after all',
  scan: {
    label: 'Scan a receipt to mark it collected (or handed to the driver)',
    hint: 'Scan the QR code on the receipt, or type the code printed under it (all of it, or its first 8 characters, e.g. 7c1d2e3f) and press Enter.',
    action: 'Marking the order collected',
    undoAction: 'Marking the order not collected',
    collected: (label: string) => `${label}: collected.`,
    already: (label: string) => `${label} was already collected.`,
    uncollected: (label: string) => `${label}: not collected after all.`,
    alreadyNot: (label: string) => `${label} was not marked collected.`,
    handedOver: (label: string) => `${label}: handed to the driver.`,
    alreadyHandedOver: (label: string) => `${label} was already handed to the driver.`,
    notHandedOver: (label: string) => `${label}: not handed to the driver after all.`,
    alreadyNotHandedOver: (label: string) => `${label} was not marked handed to the driver.`,
    /** "tomorrow, Sat 29 Nov 10:00": when an order scanned on another day is due. */
    dueWhen: (relative: 'yesterday' | 'tomorrow' | null, day: string, time: string) =>
      `${relative === null ? '' : `${relative}, `}${day} ${time}`,
    notToday: (label: string, when: string, past: boolean) =>
      `${label} ${past ? 'was' : 'is'} for ${when}, not for today. It is not marked: check the bag first.`,
    handOverAnyway: 'Hand it over anyway',
    anywayAction: 'Handing the order over anyway',
    keep: 'Do not hand it over',
    undo: 'Undo',
  },
  print: {
    on: 'Print on',
    bakeList: 'Print bake list',
    pickupSheet: 'Print pick-up sheet',
    action: {
      'bake-list': (printer: string) => `Printing the bake list on ${printer}`,
      'pickup-sheet': (printer: string) => `Printing the pick-up sheet on ${printer}`,
    } satisfies Record<DayListKind, (printer: string) => string>,
    noPrinter: 'Set up a receipt printer in Settings to print these lists.',
  },
  changes: {
    check: 'Check for changes',
    action: 'Checking for changes',
    checking:
      'Reading this day’s printed orders again from the ordering service, one after the other: this takes a few seconds…',
    heading: 'Changes since printing',
    nothingToCheck: 'No order of this day was printed here yet: there is nothing to check.',
    nothing: (checked: number) =>
      plural(checked, {
        one: 'Nothing changed: the printed order is still as it printed.',
        other: `Nothing changed: the ${checked} printed orders are still as they printed.`,
      }),
    checked: (checked: number) =>
      plural(checked, {
        one: 'One printed order read again from the ordering service.',
        other: `${checked} printed orders read again from the ordering service.`,
      }),
    changed: (count: number) =>
      plural(count, {
        one: 'Changed since it printed (a CHANGED slip came out on the shop’s receipt printer: make what it says now):',
        other: `${count} orders changed since they printed (a CHANGED slip came out on the shop’s receipt printer for each: make what it says now):`,
      }),
    /** One change, was and now ("time: 10:30, now 11:45"), order types as the window names them. */
    change: (change: OrderChange, orderTypes: OrderTypeNames) =>
      sayChange(CHANGE_WORDS, change, { ...paperReceipt, orderType: orderTypes }),
    gone: (label: string) => `${label}: gone from the ordering service — cancelled? Check before making it.`,
    goneKnown: (label: string) =>
      `${label}: gone from the ordering service — cancelled? (Found at an earlier check already.)`,
    unchecked: (count: number, reason: string) =>
      plural(count, {
        one: `Could not check one order: ${reason} What printed is what OrderSlip knows of it; try again later.`,
        other: `Could not check ${count} orders: ${reason} What printed is what OrderSlip knows of them; try again later.`,
      }),
    slipFailed: (label: string, printer: string | null, cause: string) =>
      `The slip of ${label} did not print${printer === null ? '' : ` on ${printer}`}: ${cause} It prints at the next check.`,
  },
  export: {
    csv: 'Export bake list (CSV)',
    action: 'Exporting the bake list',
    done: (fileName: string) => `Downloaded as ${fileName}.`,
  },
};

export type DayWords = typeof day;
