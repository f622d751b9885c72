import { pluralIn, type Translation } from '../../wording';
import type { ticket as En } from '../../en/paper/ticket';

const plural = pluralIn('nl');

export const ticket: Translation<typeof En> = {
  title: 'PRODUCTIEBON',
  linesShown: (shown, total) =>
    `${shown} van ${total} ${plural(total, { one: 'lijn', other: 'lijnen' })} van deze bestelling: de rest wordt elders gemaakt.`,
};
