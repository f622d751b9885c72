import type { Translation } from '../../wording';
import type { ticket as En } from '../../en/paper/ticket';

export const ticket: Translation<typeof En> = {
  title: 'PRODUCTIEBON',
  linesShown: (shown, total) =>
    `${shown} van ${total} ${total === 1 ? 'lijn' : 'lijnen'} van deze bestelling: de rest wordt elders gemaakt.`,
};
