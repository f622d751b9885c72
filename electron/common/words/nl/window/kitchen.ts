import type { Translation } from '../../wording';
import type { kitchen as En } from '../../en/window/kitchen';

export const kitchen: Translation<typeof En> = {
  heading: 'Keuken',
  template: 'Wat de printer afdrukt',
  templates: {
    receipt: 'Bon voor de klant',
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
    'Eén productnaam of PLU-code per regel, zoals op de bestelling (hoofdletters en accenten maken niet uit). Leeg: alle producten. Een productiebon toont alleen deze lijnen; een bon voor de klant wordt altijd volledig afgedrukt, voor de bestellingen met minstens één ervan. Een bestelling zonder een van deze producten wacht niet op deze printer.',
  buzzer: 'De zoemer van de printer laten klinken bij elke nieuwe bestelling',
  buzzerHint: 'Ook bij een testafdruk, zodat u hoort dat hij werkt; nooit bij een herdruk.',
  noBuzzer: (model: string) => `${model}: dit model heeft geen zoemer die OrderSlip kan laten klinken.`,
};
