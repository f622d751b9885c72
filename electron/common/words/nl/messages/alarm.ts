import type { Translation } from '../../wording';
import { type alarm as En, type AlarmCauseWords, sayAlarmCauses } from '../../en/messages/alarm';

const CAUSES: AlarmCauseWords = {
  newOrders: (n) => ({ one: '1 nieuwe bestelling', other: `${n} nieuwe bestellingen` }),
  problems: (n) => ({
    one: '1 probleem waar iemand naar moet kijken',
    other: `${n} problemen waar iemand naar moet kijken`,
  }),
};

export const alarm: Translation<typeof En> = {
  'alarm.sounds': (p, f) => `Het alarm gaat af: ${sayAlarmCauses(CAUSES, p, f)}.`,
  'alarm.acknowledged': () => 'Iemand heeft het alarm gehoord en stilgezet.',
};
