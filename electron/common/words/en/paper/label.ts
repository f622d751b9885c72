import type { LabelWords } from '../../../label/words';

export const label: LabelWords = {
  coolBox: 'COOL BOX',
  plateCaption: 'CAKE TEXT',
  sample: {
    firstName: 'Jeanne',
    lastName: 'Peeters',
    product: 'Strawberry cake',
    plate: 'Happy birthday Zoë!',
    option: 'Candles',
  },
};
