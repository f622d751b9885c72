/**
 * The alarm, as the log tells it: when it sounded and for what, and when someone heard it (support can
 * tell "nobody was there" from "it never sounded").
 */
import { words } from './wording';

export const alarmWords = {
  /** The alarm started or grew: new orders since the last acknowledgement, and problems needing a person. */
  'alarm.sounds': words<{ newOrders: number; problems: number }>({
    en: (p, f) =>
      `The alarm sounds: ${[
        p.newOrders > 0
          ? f.plural(p.newOrders, { one: '1 new order', other: `${p.newOrders} new orders` })
          : '',
        p.problems > 0
          ? f.plural(p.problems, {
              one: '1 problem needs someone',
              other: `${p.problems} problems need someone`,
            })
          : '',
      ]
        .filter(Boolean)
        .join(', ')}.`,
    nl: (p, f) =>
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
    fr: (p, f) =>
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
  }),
  'alarm.acknowledged': words({
    en: () => 'Someone heard the alarm and stopped it.',
    nl: () => 'Iemand heeft het alarm gehoord en stilgezet.',
    fr: () => 'Quelqu’un a entendu l’alarme et l’a arrêtée.',
  }),
} as const;
