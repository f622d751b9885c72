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
} as const;
