import type { Translation } from '../../wording';
import type { ticket as En } from '../../en/paper/ticket';

export const ticket: Translation<typeof En> = {
  title: 'BON DE PRODUCTION',
  linesShown: (shown, total) =>
    `${shown} ${shown === 1 ? 'ligne' : 'lignes'} sur ${total} de cette commande\u00a0: le reste est préparé ailleurs.`,
};
