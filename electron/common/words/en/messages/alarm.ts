/**
 * The alarm, as the log tells it: when it sounded and for what, and when someone heard it (support can
 * tell "nobody was there" from "it never sounded").
 */
import { words } from '../../wording';

export const alarm = {
  /** The alarm started or grew: new orders since the last acknowledgement, and problems needing a person. */
  'alarm.sounds': words<{ newOrders: number; problems: number }>(
    (p, f) =>
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
  ),
  'alarm.acknowledged': words(() => 'Someone heard the alarm and stopped it.'),
} as const;
