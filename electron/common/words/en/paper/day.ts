import type { DayWords } from '../../../receipt/day-words';

export const day: DayWords = {
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  bakeListTitle: 'BAKE LIST',
  pickupSheetTitle: 'PICK-UP SHEET',
  allShops: 'All shops',
  orders: (count) => `${count} ${count === 1 ? 'order' : 'orders'}`,
  unreadable: (count) =>
    `${count} ${count === 1 ? 'order' : 'orders'} could not be read and ${count === 1 ? 'is' : 'are'} not counted: see OrderSlip.`,
  noOrders: 'No orders for this day.',
  plates: 'PLATES',
  collectedAt: (time) => `collected ${time}`,
  handedOverAt: (time) => `handed to the driver ${time}`,
  held: 'Held in OrderSlip: check it.',
  dueToday: { pick_up: 'DUE TODAY', delivery: 'DELIVER TODAY', pick_up_coolbox: 'COOL BOX TODAY' },
  notNew: 'NOT A NEW ORDER',
  reminder: (orderedOn, printedBefore) =>
    `Reminder: ordered on ${orderedOn}${printedBefore ? ', already printed then' : ''}.`,
};
