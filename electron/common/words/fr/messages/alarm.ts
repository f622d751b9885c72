import type { Translation } from '../../wording';
import type { alarm as En } from '../../en/messages/alarm';

export const alarm: Translation<typeof En> = {
  'alarm.sounds': (p, f) =>
    `L’alarme sonne\u202f: ${[
      p.newOrders > 0
        ? f.plural(p.newOrders, { one: '1 nouvelle commande', other: `${p.newOrders} nouvelles commandes` })
        : '',
      p.problems > 0
        ? f.plural(p.problems, {
            one: '1 problème demande quelqu’un',
            other: `${p.problems} problèmes demandent quelqu’un`,
          })
        : '',
    ]
      .filter(Boolean)
      .join(', ')}.`,
  'alarm.acknowledged': () => 'Quelqu’un a entendu l’alarme et l’a arrêtée.',
};
