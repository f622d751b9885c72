/**
 * The words a production ticket prints that a customer receipt does not (the rest are the receipt's own:
 * `labels.ts`). Kitchen words of a Belgian bakery, short enough for 58 mm paper.
 */
import type { Language } from '../model/printer-settings';

export interface TicketWords {
  /** Above the order's number: this slip is for making, not for the customer. */
  readonly title: string;
  /** Under the products when the printer's filter left some out: the rest is made elsewhere. */
  readonly linesShown: (shown: number, total: number) => string;
}

export const TICKET_WORDS: Readonly<Record<Language, TicketWords>> = {
  nl: {
    title: 'PRODUCTIEBON',
    linesShown: (shown, total) =>
      `${shown} van ${total} ${total === 1 ? 'lijn' : 'lijnen'} van deze bestelling: de rest wordt elders gemaakt.`,
  },
  fr: {
    title: 'BON DE PRODUCTION',
    linesShown: (shown, total) =>
      `${shown} ${shown === 1 ? 'ligne' : 'lignes'} sur ${total} de cette commande\u00a0: le reste est préparé ailleurs.`,
  },
  en: {
    title: 'PRODUCTION TICKET',
    linesShown: (shown, total) =>
      `${shown} of ${total} ${total === 1 ? 'line' : 'lines'} of this order: the rest is made elsewhere.`,
  },
};
