/** The window's German words for the printer editor's kitchen settings: ticket template, filters, buzzer. */
import type { Translation } from '../../wording';
import type { kitchen as En } from '../../en/window/kitchen';

export const kitchen: Translation<typeof En> = {
  heading: 'Produktion',
  template: 'Was er druckt',
  templates: {
    receipt: 'Kundenbon',
    production: 'Produktionszettel',
  },
  templateHints: {
    receipt: 'So, wie der Kunde ihn bekommt: Preise, Zahlung und QR-Code.',
    production:
      'Für Backstube oder Küche: keine Preise, große Produktzeilen, Optionen und Tortentexte fallen auf.',
  },
  orderTypes: 'Nur diese Bestellarten',
  orderTypesHint: 'Nichts angekreuzt: alle Bestellarten.',
  products: 'Nur diese Produkte',
  productsHint:
    'Ein Produktname oder PLU-Code pro Zeile, wie auf der Bestellung (Groß- und Kleinschreibung und Akzente zählen nicht). Leer: alle Produkte. Ein Produktionszettel zeigt nur diese Zeilen; ein Kundenbon wird immer ganz gedruckt, für die Bestellungen mit mindestens einem davon. Eine Bestellung ohne eines dieser Produkte wartet nicht auf diesen Drucker.',
  buzzer: 'Den Summer des Druckers bei jeder neuen Bestellung ertönen lassen',
  buzzerHint: 'Auch beim Testdruck, damit Sie hören, dass er funktioniert; nie beim Nachdruck.',
  noBuzzer: (model: string) =>
    `${model}: Dieses Modell hat keinen Summer, den OrderSlip ertönen lassen kann.`,
};
