import type { Translation } from '../../wording';
import type { alarm as En } from '../../en/messages/alarm';

export const alarm: Translation<typeof En> = {
  'alarm.sounds': (p, f) =>
    `Het alarm gaat af: ${[
      p.newOrders > 0
        ? f.plural(p.newOrders, { one: '1 nieuwe bestelling', other: `${p.newOrders} nieuwe bestellingen` })
        : '',
      p.problems > 0
        ? f.plural(p.problems, {
            one: '1 probleem waar iemand naar moet kijken',
            other: `${p.problems} problemen waar iemand naar moet kijken`,
          })
        : '',
    ]
      .filter(Boolean)
      .join(', ')}.`,
  'alarm.acknowledged': () => 'Iemand heeft het alarm gehoord en stilgezet.',
};
