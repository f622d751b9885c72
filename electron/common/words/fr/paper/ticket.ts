import { pluralIn, type Translation } from '../../wording';
import type { ticket as En } from '../../en/paper/ticket';

const plural = pluralIn('fr');

export const ticket: Translation<typeof En> = {
  title: 'BON DE PRODUCTION',
  linesShown: (shown, total) =>
    `${shown} ${plural(shown, { one: 'ligne', other: 'lignes' })} sur ${total} de cette commande\u00a0: le reste est préparé ailleurs.`,
};
