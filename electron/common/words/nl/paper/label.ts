import type { Translation } from '../../wording';
import type { label as En } from '../../en/paper/label';

export const label: Translation<typeof En> = {
  coolBox: 'KOELBOX',
  plateCaption: 'TAARTTEKST',
  sample: {
    firstName: 'Jeanne',
    lastName: 'Peeters',
    product: 'Aardbeientaart',
    plate: 'Gelukkige verjaardag Zoë!',
    option: 'Kaarsjes',
  },
};
