import type { TicketWords } from '../../../receipt/ticket-words';
import { pluralIn } from '../../wording';

const plural = pluralIn('en');

export const ticket: TicketWords = {
  title: 'PRODUCTION TICKET',
  linesShown: (shown, total) =>
    `${shown} of ${total} ${plural(total, { one: 'line', other: 'lines' })} of this order: the rest is made elsewhere.`,
};
