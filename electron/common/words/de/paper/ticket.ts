/**
 * The words a production ticket prints in German that a customer receipt does not (the rest are the
 * receipt's own). Kitchen words of a bakery, short enough for 58 mm paper.
 */
import { pluralIn, type Translation } from '../../wording';
import type { ticket as En } from '../../en/paper/ticket';

const plural = pluralIn('de');

export const ticket: Translation<typeof En> = {
  title: 'PRODUKTIONSBON',
  linesShown: (shown, total) =>
    `${shown} von ${total} ${plural(total, { one: 'Zeile', other: 'Zeilen' })} dieser Bestellung: Der Rest wird woanders gemacht.`,
};
