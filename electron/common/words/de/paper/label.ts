/**
 * The words a label prints in German that a receipt does not (order types, banners, weekdays and "Pers."
 * come from the receipt's words, so a label and its receipt name an order alike). Short: a 58 mm label
 * holds about twenty characters a line.
 */
import type { LabelWords } from '../../../label/words';

export const label: LabelWords = {
  coolBox: 'KÜHLBOX',
  plateCaption: 'TORTENTEXT',
  // A client of the east cantons, with a name whose accent a wrong code page breaks.
  sample: {
    firstName: 'Anna',
    lastName: 'Lambertz',
    product: 'Erdbeertorte',
    plate: 'Alles Gute zum Geburtstag, Zoë!',
    option: 'Kerzen',
  },
};
