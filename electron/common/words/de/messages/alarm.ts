/** The alarm as the log tells it, in German. */
import type { Translation } from '../../wording';
import type { alarm as En } from '../../en/messages/alarm';

export const alarm: Translation<typeof En> = {
  'alarm.sounds': (p, f) =>
    `Der Alarm ertönt: ${[
      p.newOrders > 0
        ? f.plural(p.newOrders, { one: '1 neue Bestellung', other: `${p.newOrders} neue Bestellungen` })
        : '',
      p.problems > 0
        ? f.plural(p.problems, {
            one: '1 Problem braucht jemanden',
            other: `${p.problems} Probleme brauchen jemanden`,
          })
        : '',
    ]
      .filter(Boolean)
      .join(', ')}.`,
  'alarm.acknowledged': () => 'Jemand hat den Alarm gehört und ausgeschaltet.',
};
