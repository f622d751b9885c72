import type { Translation } from '../../wording';
import type { changes as En } from '../../en/paper/changes';

export const changes: Translation<typeof En> = {
  changedBanner: 'GEÄNDERT',
  changedNote: 'Beim Bestelldienst geändert, nachdem sie gedruckt wurde. So machen, wie sie jetzt ist.',
  fields: {
    type: 'BESTELLART',
    'due-date': 'DATUM',
    'due-time': 'UHRZEIT',
    'delivery-address': 'LIEFERADRESSE',
    'line-added': 'HINZUGEFÜGT',
    'line-removed': 'GESTRICHEN',
    quantity: 'MENGE',
    parts: 'OPTIONEN',
    plate: 'TORTENTEXT',
  },
  was: 'Vorher:',
  now: 'Jetzt:',
  none: '(keiner)',
  orderNow: 'DIE BESTELLUNG JETZT',
  orderAsPrinted: 'DIE BESTELLUNG WIE GEDRUCKT',
  goneBanner: 'NICHT MEHR BEIM BESTELLDIENST',
  goneQuestion: 'STORNIERT?',
  goneNote:
    'Der Bestelldienst kennt diese Bestellung nicht mehr. Fragen Sie beim Kunden nach, bevor Sie sie machen.',
};
