/**
 * The words the shop's day prints (the bake list, the pick-up sheet, a due-today slip), per printer
 * language; the words they share with a receipt (order types, "printed at", persons) are the receipt's
 * own (`labels.ts`). Short enough for 58 mm paper in large print (16 columns).
 */
import type { OrderType } from '../model/order';
import type { Language } from '../model/printer-settings';
import type { WeekdayNames } from './labels';

export interface DayWords {
  /** Sunday first, as `Date.getUTCDay()` counts: the day a list is for, written out. */
  readonly weekdays: WeekdayNames;
  readonly bakeListTitle: string;
  readonly pickupSheetTitle: string;
  readonly allShops: string;
  /** "12 bestellingen": how many orders the list covers. */
  readonly orders: (count: number) => string;
  /** Orders due that day whose data could not be read: not on the list, and said so. */
  readonly unreadable: (count: number) => string;
  /** A day without orders. */
  readonly noOrders: string;
  /** Above the plate texts of the bake list. */
  readonly plates: string;
  /** Beside a pick-up row: collected at that time. */
  readonly collectedAt: (time: string) => string;
  /** A delivery's bag given to the driver, at `time`. */
  readonly handedOverAt: (time: string) => string;
  /** A held order still comes: its slip may not have printed. */
  readonly held: string;
  /** The due-today slip's banner, per order type: what happens with the order today. */
  readonly dueToday: Readonly<Record<OrderType, string>>;
  /** Under the banner: this is no new order. */
  readonly notNew: string;
  /** "Reminder: ordered on fri 21/11, already printed then." */
  readonly reminder: (orderedOn: string, printedBefore: boolean) => string;
}

export const DAY_WORDS: Readonly<Record<Language, DayWords>> = {
  nl: {
    weekdays: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
    bakeListTitle: 'BAKLIJST',
    pickupSheetTitle: 'AFHAALLIJST',
    allShops: 'Alle winkels',
    orders: (count) => `${count} ${count === 1 ? 'bestelling' : 'bestellingen'}`,
    unreadable: (count) =>
      `${count} ${count === 1 ? 'bestelling is' : 'bestellingen zijn'} onleesbaar en niet meegeteld: zie OrderSlip.`,
    noOrders: 'Geen bestellingen voor deze dag.',
    plates: 'TEKSTEN',
    collectedAt: (time) => `afgehaald ${time}`,
    handedOverAt: (time) => `meegegeven ${time}`,
    held: 'Staat vast in OrderSlip: kijk het na.',
    dueToday: { pick_up: 'VANDAAG AFHALEN', delivery: 'VANDAAG LEVEREN', pick_up_coolbox: 'VANDAAG KOELBOX' },
    notNew: 'GEEN NIEUWE BESTELLING',
    reminder: (orderedOn, printedBefore) =>
      `Herinnering: besteld op ${orderedOn}${printedBefore ? ', toen al afgedrukt' : ''}.`,
  },
  fr: {
    weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    bakeListTitle: 'LISTE DE PRODUCTION',
    pickupSheetTitle: 'LISTE DES RETRAITS',
    allShops: 'Tous les magasins',
    orders: (count) => `${count} ${count === 1 ? 'commande' : 'commandes'}`,
    unreadable: (count) =>
      count === 1
        ? '1 commande illisible, non comptée\u00a0: voir OrderSlip.'
        : `${count} commandes illisibles, non comptées\u00a0: voir OrderSlip.`,
    noOrders: 'Aucune commande pour ce jour.',
    plates: 'TEXTES',
    collectedAt: (time) => `retiré à ${time}`,
    handedOverAt: (time) => `remis au livreur à ${time}`,
    held: 'Bloquée dans OrderSlip\u00a0: à vérifier.',
    dueToday: {
      pick_up: "À RETIRER AUJOURD'HUI",
      delivery: "À LIVRER AUJOURD'HUI",
      pick_up_coolbox: "BOX FRIGO AUJOURD'HUI",
    },
    notNew: 'PAS UNE NOUVELLE COMMANDE',
    reminder: (orderedOn, printedBefore) =>
      `Rappel\u00a0: commandé le ${orderedOn}${printedBefore ? ', déjà imprimé ce jour-là' : ''}.`,
  },
  en: {
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
  },
};
