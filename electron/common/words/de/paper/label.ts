/**
 * The words a label prints in German that a receipt does not (order types, banners, weekdays and "Pers."
 * come from the receipt's words, so a label and its receipt name an order alike). Short: a 58 mm label
 * holds about twenty characters a line.
 */
import type { Translation } from '../../wording';
import type { label as En } from '../../en/paper/label';

export const label: Translation<typeof En> = {
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
