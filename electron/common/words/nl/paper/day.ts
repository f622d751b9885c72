import { pluralIn, type Translation } from '../../wording';
import type { day as En } from '../../en/paper/day';

const plural = pluralIn('nl');

export const day: Translation<typeof En> = {
  weekdays: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
  bakeListTitle: 'BAKLIJST',
  pickupSheetTitle: 'AFHAALLIJST',
  allShops: 'Alle winkels',
  orders: (count) => `${count} ${plural(count, { one: 'bestelling', other: 'bestellingen' })}`,
  unreadable: (count) =>
    `${count} ${plural(count, { one: 'bestelling is', other: 'bestellingen zijn' })} onleesbaar en niet meegeteld: zie OrderSlip.`,
  noOrders: 'Geen bestellingen voor deze dag.',
  plates: 'TEKSTEN',
  collectedAt: (time) => `afgehaald ${time}`,
  handedOverAt: (time) => `meegegeven ${time}`,
  held: 'Staat vast in OrderSlip: kijk het na.',
  dueToday: { pick_up: 'VANDAAG AFHALEN', delivery: 'VANDAAG LEVEREN', pick_up_coolbox: 'VANDAAG KOELBOX' },
  notNew: 'GEEN NIEUWE BESTELLING',
  reminder: (orderedOn, printedBefore) =>
    `Herinnering: besteld op ${orderedOn}${printedBefore ? ', toen al afgedrukt' : ''}.`,
  lateChanges: {
    changedTitle: 'GEWIJZIGD NA HET AFDRUKKEN',
    changedNote: 'Geteld zoals ze nu zijn: zie hun briefjes GEWIJZIGD.',
    goneTitle: 'NIET MEER BIJ DE BESTELSERVICE',
    goneNote: 'Niet geteld: geannuleerd? Kijk het na voor u ze maakt.',
    notChecked: (count) =>
      `${count} ${plural(count, { one: 'bestelling', other: 'bestellingen' })} niet nagekeken bij de bestelservice: geteld zoals ze afgedrukt ${plural(count, { one: 'is', other: 'zijn' })}.`,
  },
};
