import type { Translation } from '../../wording';
import type { changes as En } from '../../en/paper/changes';

export const changes: Translation<typeof En> = {
  changedBanner: 'GEWIJZIGD',
  changedNote: 'Gewijzigd bij de bestelservice na het afdrukken. Maak ze zoals ze nu is.',
  fields: {
    type: 'SOORT',
    'due-date': 'DATUM',
    'due-time': 'UUR',
    'delivery-address': 'LEVERADRES',
    'line-added': 'TOEGEVOEGD',
    'line-removed': 'GESCHRAPT',
    quantity: 'AANTAL',
    parts: 'OPTIES',
    plate: 'TAARTTEKST',
  },
  was: 'Was:',
  now: 'Nu:',
  none: '(geen)',
  orderNow: 'DE BESTELLING NU',
  orderAsPrinted: 'DE BESTELLING ZOALS AFGEDRUKT',
  goneBanner: 'NIET MEER BIJ DE BESTELSERVICE',
  goneQuestion: 'GEANNULEERD?',
  goneNote: 'De bestelservice kent deze bestelling niet meer. Vraag het de klant voor u ze maakt.',
};
