/**
 * The alarm, as the log tells it: when it sounded and for what, and when someone heard it (support can
 * tell "nobody was there" from "it never sounded").
 */
import { type Formatter, words } from '../../wording';

/** A language's plural forms of what made the alarm sound, around the count. */
export interface AlarmCauseWords {
  readonly newOrders: (n: number) => { readonly one: string; readonly other: string };
  readonly problems: (n: number) => { readonly one: string; readonly other: string };
}

/** What made the alarm sound, in the language of `w`: only the causes there are, in a list. */
export function sayAlarmCauses(
  w: AlarmCauseWords,
  p: { readonly newOrders: number; readonly problems: number },
  f: Formatter,
): string {
  return [
    p.newOrders > 0 ? f.plural(p.newOrders, w.newOrders(p.newOrders)) : '',
    p.problems > 0 ? f.plural(p.problems, w.problems(p.problems)) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

const CAUSES: AlarmCauseWords = {
  newOrders: (n) => ({ one: '1 new order', other: `${n} new orders` }),
  problems: (n) => ({ one: '1 problem needs someone', other: `${n} problems need someone` }),
};

export const alarm = {
  /** The alarm started or grew: new orders since the last acknowledgement, and problems needing a person. */
  'alarm.sounds': words<{ newOrders: number; problems: number }>(
    (p, f) => `The alarm sounds: ${sayAlarmCauses(CAUSES, p, f)}.`,
  ),
  'alarm.acknowledged': words(() => 'Someone heard the alarm and stopped it.'),
} as const;
