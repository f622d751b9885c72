import type { Translation } from '../../wording';
import type { kitchen as En } from '../../en/window/kitchen';

export const kitchen: Translation<typeof En> = {
  heading: 'Atelier',
  template: 'Ce qu’elle imprime',
  templates: {
    receipt: 'Ticket client',
    production: 'Bon de production',
  },
  templateHints: {
    receipt: 'Tel que le client le reçoit\u202f: prix, paiement et code QR.',
    production:
      'Pour l’atelier\u202f: pas de prix, lignes de produits en grand, options et textes de gâteau bien visibles.',
  },
  orderTypes: 'Seulement ces types de commande',
  orderTypesHint: 'Rien de coché\u202f: tous les types de commande.',
  products: 'Seulement ces produits',
  productsHint:
    'Un nom de produit ou un code PLU par ligne, comme sur la commande (sans tenir compte des majuscules ni des accents). Vide\u202f: tous les produits. Un bon de production ne montre que ces lignes\u202f; un ticket client s’imprime toujours en entier, pour les commandes qui en contiennent au moins un. Une commande sans aucun de ces produits n’attend pas cette imprimante.',
  buzzer: 'Faire sonner le buzzer de l’imprimante à chaque nouvelle commande',
  buzzerHint:
    'Aussi lors d’une impression de test, pour l’entendre fonctionner\u202f; jamais lors d’une réimpression.',
  noBuzzer: (model: string) =>
    `${model}\u202f: ce modèle n’a pas de buzzer qu’OrderSlip puisse faire sonner.`,
};
