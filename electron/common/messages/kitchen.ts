/**
 * Kitchen tickets: a receipt printer's filter (which orders and lines it gets) and its production ticket.
 */
import type { OrderRef } from '../order-label';
import { words } from './wording';

export const kitchenWords = {
  /**
   * In the order's timeline: the printer's filter changed since the order was routed to it, and now takes
   * none of its lines. The job owes no paper; the order's other printers decide.
   */
  'kitchen.nothing-to-print': words<{ order: OrderRef; printer: string }>({
    en: (p, f) =>
      `${p.printer} has nothing to print for ${f.order(p.order)}: its filter (order types, products) leaves all of this order out. Nothing was sent to it.`,
    nl: (p, f) =>
      `${p.printer} heeft niets af te drukken voor ${f.order(p.order)}: de filter (soorten bestellingen, producten) laat deze hele bestelling weg. Er is niets naartoe gestuurd.`,
    fr: (p, f) =>
      `${p.printer} n’a rien à imprimer pour ${f.order(p.order)}\u202f: son filtre (types de commande, produits) écarte toute cette commande. Rien ne lui a été envoyé.`,
  }),
  /** A reprint asked on a printer whose filter takes none of the order's lines. */
  'kitchen.nothing-to-reprint': words<{ order: OrderRef; printer: string }>({
    en: (p, f) =>
      `${p.printer} prints nothing of ${f.order(p.order)}: its filter (order types, products) leaves all of this order out. Reprint it on another printer, or change that printer's filter first.`,
    nl: (p, f) =>
      `${p.printer} drukt niets af van ${f.order(p.order)}: de filter (soorten bestellingen, producten) laat deze hele bestelling weg. Druk ze opnieuw af op een andere printer, of pas eerst de filter van die printer aan.`,
    fr: (p, f) =>
      `${p.printer} n’imprime rien de ${f.order(p.order)}\u202f: son filtre (types de commande, produits) écarte toute cette commande. Réimprimez-la sur une autre imprimante, ou modifiez d’abord le filtre de cette imprimante.`,
  }),
  /**
   * Held: the order's only printer (every other job of it was done without paper, or it had none) has
   * nothing to print for it any more — its filter or label settings changed after the order was routed
   * to it. Confirmed now, it would be confirmed with no paper anywhere.
   */
  'kitchen.printed-nowhere': words<{ order: OrderRef; printer: string; labels: boolean }>({
    en: (p, f) =>
      `${f.order(p.order)} was not printed: no printer's settings take it any more (${p.printer}'s ${p.labels ? 'label settings' : 'filter'} changed since it came in). Print it on another printer with Print elsewhere, or mark it handled.`,
    nl: (p, f) =>
      `${f.order(p.order)} is niet afgedrukt: geen enkele printer neemt ze nog aan (${p.labels ? 'de etiketinstellingen' : 'de filter'} van ${p.printer} ${p.labels ? 'zijn' : 'is'} gewijzigd sinds ze binnenkwam). Druk ze af op een andere printer met Elders afdrukken, of markeer ze als afgehandeld.`,
    fr: (p, f) =>
      `${f.order(p.order)} n’a pas été imprimée\u202f: plus aucune imprimante ne la prend (${p.labels ? 'les réglages d’étiquettes' : 'le filtre'} de ${p.printer} ${p.labels ? 'ont' : 'a'} changé depuis son arrivée). Imprimez-la sur une autre imprimante avec Imprimer ailleurs, ou marquez-la comme traitée.`,
  }),
  /**
   * Held when it came in: its shop has receipt printers, but their filters take none of it — by its
   * order type (`type`), by its products (`products`: no line matches), or some printers by the one and
   * the others by the other (`both`).
   */
  'kitchen.no-printer-takes': words<{
    order: OrderRef;
    cause: 'type' | 'products' | 'both';
    printers: readonly string[];
  }>({
    en: (p, f) =>
      `${f.order(p.order)} would print nowhere: the filters of ${f.list(p.printers)} leave it out (${
        p.cause === 'type'
          ? 'they do not take this type of order'
          : p.cause === 'products'
            ? 'none of its products is on their product list'
            : 'by its type or by its products'
      }). Print it on a printer of your choice with Print elsewhere, or mark it handled. For the next such orders, change a printer's filter in Settings › Printers.`,
    nl: (p, f) =>
      `${f.order(p.order)} zou nergens afgedrukt worden: de filters van ${f.list(p.printers)} laten ze weg (${
        p.cause === 'type'
          ? 'ze nemen dit soort bestelling niet aan'
          : p.cause === 'products'
            ? 'geen van de producten staat op hun productenlijst'
            : 'door het soort bestelling of door de producten'
      }). Druk ze af op een printer naar keuze met Elders afdrukken, of markeer ze als afgehandeld. Pas voor de volgende zulke bestellingen de filter van een printer aan bij Instellingen › Printers.`,
    fr: (p, f) =>
      `${f.order(p.order)} ne s’imprimerait nulle part\u202f: les filtres de ${f.list(p.printers)} l’écartent (${
        p.cause === 'type'
          ? 'ils ne prennent pas ce type de commande'
          : p.cause === 'products'
            ? 'aucun de ses produits ne figure dans leur liste de produits'
            : 'par son type ou par ses produits'
      }). Imprimez-la sur l’imprimante de votre choix avec Imprimer ailleurs, ou marquez-la comme traitée. Pour les prochaines commandes de ce genre, modifiez le filtre d’une imprimante dans Réglages › Imprimantes.`,
  }),
} as const;
