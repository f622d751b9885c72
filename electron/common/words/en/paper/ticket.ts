import type { TicketWords } from '../../../receipt/ticket-words';

export const ticket: TicketWords = {
  title: 'PRODUCTION TICKET',
  linesShown: (shown, total) =>
    `${shown} of ${total} ${total === 1 ? 'line' : 'lines'} of this order: the rest is made elsewhere.`,
};
