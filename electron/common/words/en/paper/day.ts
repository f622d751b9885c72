import type { DayWords } from '../../../receipt/day-words';
import { pluralIn } from '../../wording';

const plural = pluralIn('en');

export const day: DayWords = {
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  bakeListTitle: 'BAKE LIST',
  pickupSheetTitle: 'PICK-UP SHEET',
  allShops: 'All shops',
  orders: (count) => `${count} ${plural(count, { one: 'order', other: 'orders' })}`,
  unreadable: (count) =>
    `${count} ${plural(count, { one: 'order', other: 'orders' })} could not be read and ${plural(count, { one: 'is', other: 'are' })} not counted: see OrderSlip.`,
  noOrders: 'No orders for this day.',
  plates: 'PLATES',
  collectedAt: (time) => `collected ${time}`,
  handedOverAt: (time) => `handed to the driver ${time}`,
  held: 'Held in OrderSlip: check it.',
  dueToday: { pick_up: 'DUE TODAY', delivery: 'DELIVER TODAY', pick_up_coolbox: 'COOL BOX TODAY' },
  notNew: 'NOT A NEW ORDER',
  reminder: (orderedOn, printedBefore) =>
    `Reminder: ordered on ${orderedOn}${printedBefore ? ', already printed then' : ''}.`,
  lateChanges: {
    changedTitle: 'CHANGED AFTER PRINTING',
    changedNote: 'Counted as they are now: see their CHANGED slips.',
    goneTitle: 'GONE FROM THE SERVICE',
    goneNote: 'Not counted: cancelled? Check before making them.',
    notChecked: (count) =>
      `Could not check ${count} ${plural(count, { one: 'order', other: 'orders' })} with the ordering service: counted as ${plural(count, { one: 'it', other: 'they' })} printed.`,
  },
};
