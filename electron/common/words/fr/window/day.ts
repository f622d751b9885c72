import { pluralIn, type Translation } from '../../wording';
import type { day as En } from '../../en/window/day';
import type { OrderChange } from '../../../model/order-change';
import type { OrderTypeNames } from '../../../order-label';
import { CHANGE_WORDS } from '../messages/changes';
import { type ChangeWords, sayChange } from '../../en/messages/changes';
import { receipt as paperReceipt } from '../paper/receipt';

const plural = pluralIn('fr');

const NARROW = '\u202f';

/** The paper's words for a change, with the window's French spacing before the colon. */
const WINDOW_CHANGE_WORDS: ChangeWords = {
  ...CHANGE_WORDS,
  fromTo: (field, before, after) => `${field}${NARROW}: ${before}, maintenant ${after}`,
  one: (field, what) => `${field}${NARROW}: ${what}`,
};

export const day: Translation<typeof En> = {
  title: (day: string) => `Journée du ${day}`,
  choose: 'Quel jour',
  date: 'Date',
  today: 'Aujourd’hui',
  tomorrow: 'Demain',
  previous: 'Jour précédent',
  next: 'Jour suivant',
  shop: 'Magasin',
  allShops: 'Tous les magasins',
  loading: 'Chargement de la journée…',
  loadAction: 'Le chargement de la journée',
  nothing: 'Aucune commande n’est prévue ce jour-là.',
  nextDay: (day: string) => `Prochain jour avec des commandes\u202f: ${day}`,
  unreadable: (count: number) =>
    plural(count, {
      exactlyOne: `Une commande prévue ce jour-là n’a pas pu être lue${NARROW}: elle n’est pas comptée ici. Ouvrez-la dans l’historique pour voir ses données brutes.`,
      one: `${count} commande prévue ce jour-là n’a pas pu être lue${NARROW}: elle n’est pas comptée ici. Ouvrez-la dans l’historique pour voir ses données brutes.`,
      other: `${count} commandes prévues ce jour-là n’ont pas pu être lues${NARROW}: elles ne sont pas comptées ici. Ouvrez-les dans l’historique pour voir leurs données brutes.`,
    }),
  bakeList: {
    heading: 'Liste de production',
    covers: (count: number) =>
      plural(count, { one: `Pour ${count} commande.`, other: `Pour ${count} commandes.` }),
    product: 'Produit',
    options: 'Options',
    quantity: 'Quantité',
    orders: 'Commandes',
    none: 'Rien à produire ce jour-là.',
  },
  units: {
    pieces: (count: number, shown: string) =>
      plural(count, { one: `${shown} pièce`, other: `${shown} pièces` }),
    grams: (shown: string) => `${shown} g`,
    kilos: (shown: string) => `${shown} kg`,
    persons: (_count: number, shown: string) => `${shown} pers.`,
  },
  plates: {
    heading: 'Textes des plaquettes',
    intro: 'Tels que les clients les ont écrits.',
    none: 'Aucun texte de plaquette ce jour-là.',
  },
  sheet: {
    heading: 'Liste des retraits',
    time: 'Heure',
    order: 'Commande',
    name: 'Nom',
    phone: 'Téléphone',
    handOver: 'À remettre',
    state: 'État',
    shop: 'Magasin',
    collected: 'Retirée',
    collectedOrDelivered: 'Retirée / remise au livreur',
    plate: `Plaquette${NARROW}:`,
    remarks: `Remarques${NARROW}:`,
    bus: 'boîte',
    notYet: 'Pas encore',
    mark: 'Marquer retirée',
    markNamed: (label: string) => `Marquer retirée${NARROW}: ${label}`,
    markDelivered: 'Marquer remise au livreur',
    markDeliveredNamed: (label: string) => `Marquer remise au livreur${NARROW}: ${label}`,
    deliveredAt: (time: string) => `Remise au livreur à ${time}`,
    undo: 'Défaire',
    undoNamed: (label: string) => `Défaire${NARROW}: ${label} pas retirée finalement`,
    undoDeliveredNamed: (label: string) => `Défaire${NARROW}: ${label} pas remise au livreur finalement`,
    none: 'Personne ne passe ce jour-là.',
  },
  collected: 'Retirée',
  collectedAt: (time: string) => `Retirée à ${time}`,
  markCollected: 'Marquer comme retirée',
  markNotCollected: 'Pas retirée finalement',
  handedOver: 'Remise au livreur',
  markNotHandedOver: 'Pas remise au livreur finalement',
  scan: {
    label: 'Scannez un ticket pour marquer la commande comme retirée (ou remise au livreur)',
    hint: 'Scannez le code QR du ticket, ou tapez le code imprimé en dessous (en entier, ou ses 8 premiers caractères, par ex. 7c1d2e3f), puis Entrée.',
    action: 'Le marquage de la commande comme retirée',
    undoAction: 'Le retour à «\u202fnon retirée\u202f»',
    collected: (label: string) => `${label}${NARROW}: retirée.`,
    already: (label: string) => `${label} était déjà retirée.`,
    uncollected: (label: string) => `${label}${NARROW}: pas retirée finalement.`,
    alreadyNot: (label: string) => `${label} n’était pas marquée comme retirée.`,
    handedOver: (label: string) => `${label}${NARROW}: remise au livreur.`,
    alreadyHandedOver: (label: string) => `${label} était déjà remise au livreur.`,
    notHandedOver: (label: string) => `${label}${NARROW}: pas remise au livreur finalement.`,
    alreadyNotHandedOver: (label: string) => `${label} n’était pas marquée comme remise au livreur.`,
    dueWhen: (relative: 'yesterday' | 'tomorrow' | null, day: string, time: string) =>
      `${relative === 'yesterday' ? 'hier, ' : relative === 'tomorrow' ? 'demain, ' : ''}${day} à ${time}`,
    notToday: (label: string, when: string, past: boolean) =>
      `${label} ${past ? 'était' : 'est'} pour ${when}, pas pour aujourd’hui. Elle n’est pas marquée${NARROW}: vérifiez d’abord le sac.`,
    handOverAnyway: 'Remettre quand même',
    anywayAction: 'La remise de la commande malgré tout',
    keep: 'Ne pas remettre',
    undo: 'Défaire',
  },
  print: {
    on: 'Imprimer sur',
    bakeList: 'Imprimer la liste de production',
    pickupSheet: 'Imprimer la liste des retraits',
    action: {
      'bake-list': (printer: string) => `L’impression de la liste de production sur ${printer}`,
      'pickup-sheet': (printer: string) => `L’impression de la liste des retraits sur ${printer}`,
    },
    noPrinter: 'Ajoutez une imprimante à tickets dans les réglages pour imprimer ces listes.',
  },
  changes: {
    check: 'Vérifier les modifications',
    action: 'La vérification des modifications',
    checking: `Les commandes imprimées de ce jour sont relues une à une auprès du service de commandes${NARROW}: cela prend quelques secondes…`,
    heading: 'Modifications depuis l’impression',
    nothingToCheck: `Aucune commande de ce jour n’a encore été imprimée ici${NARROW}: rien à vérifier.`,
    nothing: (checked: number) =>
      plural(checked, {
        one: `Rien n’a changé${NARROW}: la commande imprimée est toujours telle qu’elle a été imprimée.`,
        other: `Rien n’a changé${NARROW}: les ${checked} commandes imprimées sont toujours telles qu’elles ont été imprimées.`,
      }),
    checked: (checked: number) =>
      plural(checked, {
        one: 'Une commande imprimée relue auprès du service de commandes.',
        other: `${checked} commandes imprimées relues auprès du service de commandes.`,
      }),
    changed: (count: number) =>
      plural(count, {
        one: `Modifiée depuis l’impression (un ticket «${NARROW}MODIFIÉE${NARROW}» est sorti de l’imprimante à tickets du magasin${NARROW}: préparez ce qu’il indique)${NARROW}:`,
        other: `${count} commandes modifiées depuis l’impression (un ticket «${NARROW}MODIFIÉE${NARROW}» est sorti de l’imprimante à tickets du magasin pour chacune${NARROW}: préparez ce qu’il indique)${NARROW}:`,
      }),
    change: (change: OrderChange, orderTypes: OrderTypeNames) =>
      sayChange(WINDOW_CHANGE_WORDS, change, { ...paperReceipt, orderType: orderTypes }),
    gone: (label: string) =>
      `${label}${NARROW}: disparue du service de commandes — annulée${NARROW}? Vérifiez auprès du client avant de la préparer.`,
    goneKnown: (label: string) =>
      `${label}${NARROW}: disparue du service de commandes — annulée${NARROW}? (Déjà constaté lors d’une vérification précédente.)`,
    unchecked: (count: number, reason: string) =>
      plural(count, {
        one: `Une commande n’a pas pu être vérifiée${NARROW}: ${reason} Ce qui a été imprimé est ce qu’OrderSlip en sait${NARROW}; réessayez plus tard.`,
        other: `${count} commandes n’ont pas pu être vérifiées${NARROW}: ${reason} Ce qui a été imprimé est ce qu’OrderSlip en sait${NARROW}; réessayez plus tard.`,
      }),
    slipFailed: (label: string, printer: string | null, cause: string) =>
      `Le ticket de ${label} n’a pas été imprimé${printer === null ? '' : ` sur ${printer}`}${NARROW}: ${cause} Il sera imprimé à la prochaine vérification.`,
  },
  export: {
    csv: 'Exporter la liste de production (CSV)',
    action: 'L’export de la liste de production',
    done: (fileName: string) => `Téléchargée sous le nom ${fileName}.`,
  },
};
