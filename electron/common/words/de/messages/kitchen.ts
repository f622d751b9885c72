/** Kitchen tickets, in German: a receipt printer's filter and its production ticket. */
import type { Translation } from '../../wording';
import type { kitchen as En } from '../../en/messages/kitchen';

export const kitchen: Translation<typeof En> = {
  'kitchen.nothing-to-print': (p, f) =>
    `${p.printer} hat für ${f.order(p.order)} nichts zu drucken: Sein Filter (Bestellarten, Produkte) lässt diese ganze Bestellung weg. Es wurde nichts an ihn gesendet.`,
  'kitchen.nothing-to-reprint': (p, f) =>
    `${p.printer} druckt nichts von ${f.order(p.order)}: Sein Filter (Bestellarten, Produkte) lässt diese ganze Bestellung weg. Drucken Sie sie auf einem anderen Drucker erneut oder ändern Sie zuerst den Filter dieses Druckers.`,
  'kitchen.printed-nowhere': (p, f) =>
    `${f.order(p.order)} wurde nicht gedruckt: Kein Drucker nimmt sie mehr an (${p.labels ? 'die Etiketteneinstellungen' : 'der Filter'} von ${p.printer} ${p.labels ? 'haben' : 'hat'} sich geändert, seit sie eingegangen ist). Drucken Sie sie mit „Woanders drucken“ auf einem anderen Drucker oder markieren Sie sie als erledigt.`,
  'kitchen.no-printer-takes': (p, f) =>
    `${f.order(p.order)} würde nirgends gedruckt: Die Filter von ${f.list(p.printers)} lassen sie weg (${
      p.cause === 'type'
        ? 'sie nehmen diese Bestellart nicht an'
        : p.cause === 'products'
          ? 'keines ihrer Produkte steht auf deren Produktliste'
          : 'wegen ihrer Bestellart oder ihrer Produkte'
    }). Drucken Sie sie mit „Woanders drucken“ auf einem Drucker Ihrer Wahl oder markieren Sie sie als erledigt. Für die nächsten solchen Bestellungen ändern Sie den Filter eines Druckers in Einstellungen › Drucker.`,
};
