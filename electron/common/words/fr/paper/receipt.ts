import { pluralIn, type Translation } from '../../wording';
import type { receipt as En } from '../../en/paper/receipt';

const plural = pluralIn('fr');

export const receipt: Translation<typeof En> = {
  orderType: { pick_up: 'RETRAIT', delivery: 'LIVRAISON', pick_up_coolbox: 'BOX FRIGO' },
  banner: {
    original: null,
    reprint: 'RÉIMPRESSION',
    'possible-duplicate': 'DOUBLON POSSIBLE',
    test: 'TEST',
  },
  copy: 'Copie',
  weekdays: ['dim', 'lun', 'mar', 'mer', 'jeu', 'ven', 'sam'],
  mobile: 'GSM',
  phone: 'Tél.',
  deliveryAddress: 'Adresse de livraison',
  bus: 'bte',
  distance: 'Distance',
  remarks: 'REMARQUE :',
  plateText: 'TEXTE GÂTEAU :',
  plateAltered: "(caractères adaptés pour l'imprimante : voir la commande)",
  plateEmpty: '(aucun texte indiqué)',
  deliveryCost: 'Livraison',
  serviceCost: 'Frais de service',
  total: 'TOTAL',
  payment: 'Payé par',
  paidAt: 'Payé le',
  paymentReference: 'Réf.',
  paymentMethods: {
    creditcard: 'Carte de crédit',
    banktransfer: 'Virement',
    directdebit: 'Domiciliation',
    giftcard: 'Chèque-cadeau',
    voucher: 'Chèque-repas',
    cash: 'Espèces',
  },
  included: (amount) => `(dont ${amount})`,
  plu: 'PLU',
  order: 'Commande',
  printedAt: 'Imprimé le',
  persons: 'pers.',
  textCut: '(texte raccourci)',
  plateCut: '(texte raccourci : le texte complet est dans OrderSlip)',
  optionsNotPrinted: (count) =>
    plural(count, {
      one: `encore ${count} option non imprimée`,
      other: `encore ${count} options non imprimées`,
    }),
  productsNotPrinted: (count) =>
    plural(count, {
      one: `Encore ${count} produit non imprimé`,
      other: `Encore ${count} produits non imprimés`,
    }),
  cutNotice:
    "RACCOURCI : cette commande n'est pas entièrement sur ce ticket. La commande complète est dans OrderSlip, Historique.",
  testPrint: {
    title: 'Impression de test OrderSlip',
    printer: 'Imprimante',
    connection: 'Connexion',
    type: 'Type',
    paperWidth: 'Papier',
    columns: 'colonnes',
    language: 'Langue',
    characterSet: 'Jeu de caractères',
    copies: 'Copies',
    accents: 'Accents',
    ruler: 'Règle',
  },
};
