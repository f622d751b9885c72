import type { Translation } from '../../wording';
import type { changes as En } from '../../en/paper/changes';

export const changes: Translation<typeof En> = {
  changedBanner: 'MODIFIÉE',
  changedNote:
    'Modifiée sur le service de commandes après son impression. Préparez-la telle qu’elle est maintenant.',
  fields: {
    type: 'TYPE',
    'due-date': 'JOUR',
    'due-time': 'HEURE',
    'delivery-address': 'ADRESSE DE LIVRAISON',
    'line-added': 'AJOUTÉ',
    'line-removed': 'SUPPRIMÉ',
    quantity: 'QUANTITÉ',
    parts: 'SUPPLÉMENTS',
    plate: 'TEXTE DU GÂTEAU',
  },
  was: 'Avant :',
  now: 'Maintenant :',
  none: '(aucun)',
  orderNow: 'LA COMMANDE MAINTENANT',
  orderAsPrinted: 'LA COMMANDE TELLE QU’IMPRIMÉE',
  goneBanner: 'DISPARUE DU SERVICE',
  goneQuestion: 'ANNULÉE ?',
  goneNote:
    'Le service de commandes ne connaît plus cette commande. Vérifiez auprès du client avant de la préparer.',
};
