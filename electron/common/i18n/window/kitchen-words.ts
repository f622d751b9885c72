/** The window's words for the printer editor's kitchen settings: ticket template, filters, buzzer. `kitchenEn` defines the shape. */
import type { TicketTemplate } from '../../model/printer-settings';

export const kitchenEn = {
  heading: 'Kitchen',
  template: 'What it prints',
  templates: {
    receipt: 'Customer receipt',
    production: 'Production ticket',
  } satisfies Record<TicketTemplate, string>,
  templateHints: {
    receipt: 'As the customer gets it: prices, payment and QR code.',
    production: 'For the kitchen: no prices, big product lines, options and cake texts stand out.',
  } satisfies Record<TicketTemplate, string>,
  orderTypes: 'Only these kinds of order',
  orderTypesHint: 'None ticked: every kind of order.',
  products: 'Only these products',
  productsHint:
    'One product name or PLU code per line, as on the order (capitals and accents do not matter). Empty: every product. A production ticket shows only these lines; a customer receipt always prints whole, for the orders that hold one of them. An order with none of them does not wait for this printer.',
  buzzer: 'Sound the printer’s buzzer with every new order',
  buzzerHint: 'Also with a test print, so you can hear that it works; never with a reprint.',
  noBuzzer: (model: string) => `${model}: this model has no buzzer OrderSlip can sound.`,
};

export type KitchenWords = typeof kitchenEn;

export const kitchenNl: KitchenWords = {
  heading: 'Keuken',
  template: 'Wat de printer afdrukt',
  templates: {
    receipt: 'Kasticket voor de klant',
    production: 'Productiebon',
  },
  templateHints: {
    receipt: 'Zoals de klant het krijgt: prijzen, betaling en QR-code.',
    production:
      'Voor de bakkerij of keuken: geen prijzen, grote productlijnen, opties en taartteksten vallen op.',
  },
  orderTypes: 'Alleen deze soorten bestellingen',
  orderTypesHint: 'Niets aangevinkt: alle soorten bestellingen.',
  products: 'Alleen deze producten',
  productsHint:
    'Eén productnaam of PLU-code per regel, zoals op de bestelling (hoofdletters en accenten maken niet uit). Leeg: alle producten. Een productiebon toont alleen deze lijnen; een kasticket wordt altijd volledig afgedrukt, voor de bestellingen met minstens één ervan. Een bestelling zonder een van deze producten wacht niet op deze printer.',
  buzzer: 'De zoemer van de printer laten klinken bij elke nieuwe bestelling',
  buzzerHint: 'Ook bij een testafdruk, zodat je hoort dat hij werkt; nooit bij een herdruk.',
  noBuzzer: (model: string) => `${model}: dit model heeft geen zoemer die OrderSlip kan laten klinken.`,
};

export const kitchenFr: KitchenWords = {
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
