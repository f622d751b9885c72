/**
 * The words a production ticket prints that a customer receipt does not (the rest are the receipt's own:
 * `labels.ts`). Kitchen words of a Belgian bakery, short enough for 58 mm paper.
 */

export interface TicketWords {
  /** Above the order's number: this slip is for making, not for the customer. */
  readonly title: string;
  /** Under the products when the printer's filter left some out: the rest is made elsewhere. */
  readonly linesShown: (shown: number, total: number) => string;
}
