import type { Translation } from '../../wording';
import type { label as En } from '../../en/paper/label';

export const label: Translation<typeof En> = {
  coolBox: 'BOX FRIGO',
  plateCaption: 'TEXTE GÂTEAU',
  sample: {
    firstName: 'Jeanne',
    lastName: 'Peeters',
    product: 'Tarte aux fraises',
    plate: 'Joyeux anniversaire Zoë !',
    option: 'Bougies',
  },
};
