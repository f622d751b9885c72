import type { Translation } from '../../wording';
import type { kitchen as En } from '../../en/messages/kitchen';

export const kitchen: Translation<typeof En> = {
  'kitchen.nothing-to-print': (p, f) =>
    `${p.printer} heeft niets af te drukken voor ${f.order(p.order)}: de filter (soorten bestellingen, producten) laat deze hele bestelling weg. Er is niets naartoe gestuurd.`,
  'kitchen.nothing-to-reprint': (p, f) =>
    `${p.printer} drukt niets af van ${f.order(p.order)}: de filter (soorten bestellingen, producten) laat deze hele bestelling weg. Druk ze opnieuw af op een andere printer, of pas eerst de filter van die printer aan.`,
  'kitchen.printed-nowhere': (p, f) =>
    `${f.order(p.order)} is niet afgedrukt: geen enkele printer neemt ze nog aan (${p.labels ? 'de etiketinstellingen' : 'de filter'} van ${p.printer} ${p.labels ? 'zijn' : 'is'} gewijzigd sinds ze binnenkwam). Druk ze af op een andere printer met Elders afdrukken, of markeer ze als afgehandeld.`,
  'kitchen.no-printer-takes': (p, f) =>
    `${f.order(p.order)} zou nergens afgedrukt worden: de filters van ${f.list(p.printers)} laten ze weg (${
      p.cause === 'type'
        ? 'ze nemen dit soort bestelling niet aan'
        : p.cause === 'products'
          ? 'geen van de producten staat op hun productenlijst'
          : 'door het soort bestelling of door de producten'
    }). Druk ze af op een printer naar keuze met Elders afdrukken, of markeer ze als afgehandeld. Pas voor de volgende zulke bestellingen de filter van een printer aan bij Instellingen › Printers.`,
};
