import { pluralIn, type Translation } from '../../wording';
import type { day as En } from '../../en/paper/day';

const plural = pluralIn('fr');

export const day: Translation<typeof En> = {
  weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  bakeListTitle: 'LISTE DE PRODUCTION',
  pickupSheetTitle: 'LISTE DES RETRAITS',
  allShops: 'Tous les magasins',
  orders: (count) => `${count} ${plural(count, { one: 'commande', other: 'commandes' })}`,
  unreadable: (count) =>
    plural(count, {
      one: `${count} commande illisible, non comptée\u00a0: voir OrderSlip.`,
      other: `${count} commandes illisibles, non comptées\u00a0: voir OrderSlip.`,
    }),
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
  lateChanges: {
    changedTitle: 'MODIFIÉES APRÈS IMPRESSION',
    changedNote: 'Comptées telles qu’elles sont maintenant : voir leurs tickets MODIFIÉE.',
    goneTitle: 'DISPARUES DU SERVICE',
    goneNote: 'Non comptées : annulées ? Vérifiez avant de les préparer.',
    notChecked: (count) =>
      `${count} ${plural(count, { one: 'commande non vérifiée', other: 'commandes non vérifiées' })} auprès du service de commandes : ${plural(count, { one: 'comptée telle qu’imprimée', other: 'comptées telles qu’imprimées' })}.`,
  },
};
