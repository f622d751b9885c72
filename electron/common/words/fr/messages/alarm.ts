import type { Translation } from '../../wording';
import { type alarm as En, type AlarmCauseWords, sayAlarmCauses } from '../../en/messages/alarm';

const CAUSES: AlarmCauseWords = {
  newOrders: (n) => ({ one: '1 nouvelle commande', other: `${n} nouvelles commandes` }),
  problems: (n) => ({ one: '1 problème demande quelqu’un', other: `${n} problèmes demandent quelqu’un` }),
};

export const alarm: Translation<typeof En> = {
  'alarm.sounds': (p, f) => `L’alarme sonne\u202f: ${sayAlarmCauses(CAUSES, p, f)}.`,
  'alarm.acknowledged': () => 'Quelqu’un a entendu l’alarme et l’a arrêtée.',
};
